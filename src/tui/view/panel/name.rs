//! The puzzle's name on the panel's one line, never cut inside a word: a made puzzle's name
//! (`X-Wing practice, seed 77726`) loses its last clauses, then its last words, whole; a
//! file's name is shortened keeping the number that tells its puzzles apart.

use stepdoku_core::game::PuzzleSource;

use crate::tui::text;

/// `source` in at most `max` columns.
pub fn fitted(source: &PuzzleSource, max: usize) -> String {
    let whole = source.to_string();
    // A name of words has no file behind it (a made puzzle, the puzzle of the day); a file's
    // name is one token, shortened in its middle as the lists do.
    if source.path.is_some() || !source.name.contains(' ') {
        return text::shorten_source(&whole, max);
    }
    let whole = stepdoku_core::text::escape(&whole).into_owned();
    if text::width(&whole) <= max {
        return whole;
    }
    // The puzzle of the day says so in fewer words, keeping its date.
    if let Some(short) = crate::tui::menu::catalogue::short_daily_name(&whole, max) {
        return short;
    }
    // The clauses after the first go first: `X-Wing practice`.
    let mut clauses: Vec<&str> = whole.split(", ").collect();
    while clauses.len() > 1 {
        clauses.pop();
        let shorter = clauses.join(", ");
        if text::width(&shorter) <= max {
            return shorter;
        }
    }
    // Then whole words from the end, an ellipsis saying some are left out.
    let words: Vec<&str> = whole.split(' ').collect();
    for n in (1..words.len()).rev() {
        let shorter = format!("{}…", words[..n].join(" ").trim_end_matches(','));
        if text::width(&shorter) <= max {
            return shorter;
        }
    }
    // Not even the first word fits: only the ellipsis can say a name is there.
    if max == 0 {
        String::new()
    } else {
        "…".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::fitted;
    use stepdoku_core::game::PuzzleSource;

    fn made(name: &str) -> PuzzleSource {
        PuzzleSource::new(name, None, 0, 1)
    }

    #[test]
    fn a_made_puzzles_name_loses_whole_clauses_then_whole_words() {
        let x_wing = made("X-Wing practice, seed 77726");
        assert_eq!(fitted(&x_wing, 40), "X-Wing practice, seed 77726");
        assert_eq!(fitted(&x_wing, 24), "X-Wing practice");
        assert_eq!(fitted(&x_wing, 10), "X-Wing…");
        assert_eq!(fitted(&x_wing, 3), "…");
        let daily = made("puzzle of the day 2026-11-29 (unfair)");
        assert_eq!(fitted(&daily, 40), "puzzle of the day 2026-11-29 (unfair)");
        assert_eq!(fitted(&daily, 30), "daily 2026-11-29 (unfair)");
        assert_eq!(fitted(&daily, 20), "daily 2026-11-29");
        assert_eq!(fitted(&daily, 12), "daily 11-29");
        assert_eq!(fitted(&daily, 8), "puzzle…");
    }

    #[test]
    fn a_files_name_keeps_its_number() {
        let file = PuzzleSource::new("puzzles3_magictour_top1465.txt", Some("x".into()), 2, 0);
        assert_eq!(fitted(&file, 20), "puzzles3…_top1465 #3");
    }
}
