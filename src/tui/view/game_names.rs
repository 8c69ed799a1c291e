//! A game's name in the list of games in progress: what tells it apart read whole (a file's
//! puzzle number, a made puzzle's seed, the day of a daily puzzle), the level left to the
//! detail beside it, which names it already.

use stepdoku_core::store::Summary;

use crate::tui::menu::{Menu, Page};
use crate::tui::text;

/// The narrowest the names' column of the games in progress is.
pub const NARROWEST: usize = 14;
/// The widest it grows to, for a made puzzle's name and seed; the detail after it gives up
/// its end first (how long ago).
pub const WIDEST: usize = 24;

/// A listed game's name in at most `max` columns; where another listed game has the same one
/// (a copy played on in a second window), its number in `stepdoku games` too, kept whole:
/// `xc.txt game 2`, which `stepdoku play --continue 2` opens.
pub fn game_name(menu: &Menu, game: &Summary, max: usize) -> String {
    let listed = match menu.page {
        Page::Games => &menu.window,
        Page::Main | Page::Shelf(_) | Page::Practise => &menu.games,
    };
    let twins = listed.iter().filter(|g| g.source == game.source).count();
    if twins < 2 {
        return listed_name(&game.source, game.level.as_deref(), max);
    }
    let number = format!(" game {}", game.id);
    let room = max.saturating_sub(text::width(&number));
    format!(
        "{}{number}",
        listed_name(&game.source, game.level.as_deref(), room)
    )
}

/// The column the listed games' names take: as wide as the longest needs, from [`NARROWEST`]
/// to [`WIDEST`].
pub fn column(games: &[Summary]) -> usize {
    games
        .iter()
        .map(|g| text::width(&listed_name(&g.source, g.level.as_deref(), WIDEST)))
        .max()
        .unwrap_or(0)
        .clamp(NARROWEST, WIDEST)
}

/// What is said of a listed game beside its name: its level, the cells filled, the time
/// played and how long ago it was played (`hard`, `28/81`, `12:04`, `10 min ago`).
pub type Detail = [String; 4];

/// The parts of a detail shown, fullest first: where a line is short the time played goes
/// first, then the level, so that how far the game is and when it was played are read whole.
const SHOWN: [&[usize]; 3] = [&[0, 1, 2, 3], &[0, 1, 3], &[1, 3]];

/// How much of `detail` fits in `max` columns: the index into the ways of saying it, fullest
/// first. The lines of a list take the largest of theirs, so their parts stay in columns.
pub fn brevity(detail: &Detail, max: usize) -> usize {
    (0..SHOWN.len())
        .find(|&at| text::width(&said(detail, at)) <= max)
        .unwrap_or(SHOWN.len() - 1)
}

/// `detail` said at `brevity` (see [`brevity`]), in at most `max` columns.
pub fn detail(detail: &Detail, brevity: usize, max: usize) -> String {
    text::ellipsize(&said(detail, brevity), max)
}

fn said(detail: &Detail, brevity: usize) -> String {
    let parts = SHOWN[brevity.min(SHOWN.len() - 1)];
    parts
        .iter()
        .map(|&i| detail[i].as_str())
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `source` in at most `max` columns. A made puzzle (`generated extreme, seed 97211`) drops
/// the level the detail shows (`generated, seed 97211`) and keeps its seed whole, cutting
/// the words before it if it must (`Locked Candi…, seed 5`); the puzzle of the day drops its
/// level too, and says `daily 2026-11-29` where its whole name does not fit; a file's name is
/// shortened keeping its puzzle's number.
fn listed_name(source: &str, level: Option<&str>, max: usize) -> String {
    let escaped = stepdoku_core::text::escape(source);
    let mut name: &str = &escaped;
    if let Some(level) = level {
        name = name.strip_suffix(&format!(" ({level})")).unwrap_or(name);
    }
    if text::width(name) > max
        && let Some(short) = crate::tui::menu::catalogue::short_daily_name(name, max)
    {
        return short;
    }
    let Some((head, seed)) = name
        .rsplit_once(", seed ")
        .filter(|(_, seed)| !seed.is_empty() && seed.chars().all(|c| c.is_ascii_digit()))
    else {
        return text::shorten_source(name, max);
    };
    let head = level
        .and_then(|level| head.strip_suffix(&format!(" {level}")))
        .unwrap_or(head);
    let tail = format!(", seed {seed}");
    if text::width(head) + text::width(&tail) <= max {
        return format!("{head}{tail}");
    }
    let room = max.saturating_sub(text::width(&tail));
    if room < 4 {
        return text::ellipsize(&format!("{head}{tail}"), max);
    }
    format!("{}{tail}", text::ellipsize(head, room))
}

#[cfg(test)]
mod tests {
    use super::{brevity, detail, listed_name};
    use crate::tui::text::width;

    #[test]
    fn a_made_puzzle_keeps_its_seed_and_leaves_its_level_to_the_detail() {
        assert_eq!(
            listed_name("generated extreme, seed 97211", Some("extreme"), 24),
            "generated, seed 97211"
        );
        for (source, level, end) in [
            ("X-Wing practice, seed 77726", "hard", "…, seed 77726"),
            (
                "Locked Candidates Type 2 (Claiming) practice, seed 12345",
                "medium",
                "…, seed 12345",
            ),
        ] {
            let name = listed_name(source, Some(level), 24);
            assert!(name.ends_with(end) && width(&name) <= 24, "{name}");
            assert_eq!(name.chars().next(), source.chars().next(), "{name}");
        }
        assert_eq!(
            listed_name("puzzle of the day 2026-11-29 (hard)", Some("hard"), 24),
            "daily 2026-11-29"
        );
        assert_eq!(listed_name("easy.txt #3", Some("easy"), 14), "easy.txt #3");
    }

    #[test]
    fn a_short_line_gives_up_the_time_played_then_the_level_before_the_age() {
        let parts = ["extreme", "28/81", "1:02:03", "12 days ago"].map(str::to_owned);
        let said = |max| detail(&parts, brevity(&parts, max), max);
        assert_eq!(said(60), "extreme · 28/81 · 1:02:03 · 12 days ago");
        assert_eq!(said(35), "extreme · 28/81 · 12 days ago");
        assert_eq!(said(25), "28/81 · 12 days ago");
        assert_eq!(said(10), "28/81 · 1…");
    }
}
