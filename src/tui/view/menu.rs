//! The new-game menu over the board: fresh puzzles by level, then the bundled collections; a
//! collection's own page lists its puzzles; while a puzzle is being made, its progress.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku_core::hint::Level;
use stepdoku_core::text::escape;

use super::game_names::{self, game_name};
use super::popup::centered;
use crate::tui::app::App;
use crate::tui::menu::{Item, Job, Menu, Page};
use crate::tui::screen::{ScreenKind, Tone};
use crate::tui::text;
use crate::tui::text::thousands;

const WIDTH: u16 = 60;
const DESCRIPTION_LINES: usize = 2;
/// Rows round the list: the borders, the blank line, the description and the key line.
const CHROME_ROWS: usize = 4 + DESCRIPTION_LINES;
/// The list rows a message leaves in view however long it is.
const LIST_ROWS: usize = 3;
/// The names' column; the details start after it.
const NAME_WIDTH: usize = 14;
/// The names' column on the techniques' page: the longest name,
/// "Locked Candidates Type 2 (Claiming)", fits.
const PRACTICE_NAME_WIDTH: usize = 36;

/// What each level asks of the player, in HoDoKu's terms.
fn level_words(level: Level) -> &'static str {
    match level {
        Level::Easy => "singles only",
        Level::Medium => "locked candidates, pairs, triples",
        Level::Hard => "fish, wings, uniqueness",
        Level::Unfair => "chains, finned Swordfish, ALS",
        Level::Extreme => "forcing chains and nets",
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

pub fn render(app: &App, menu: &Menu, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let (title, body) = match (&menu.job, menu.page) {
        (Some(job), _) => (" New game ".to_owned(), progress(app, job)),
        (None, Page::Main) => (" New game ".to_owned(), list(app, menu, area)),
        (None, Page::Shelf(shelf)) => {
            let name = menu.shelves.get(shelf).map_or("", |s| s.name);
            (format!(" {name} "), list(app, menu, area))
        }
        (None, Page::Games) => (games_title(menu), list(app, menu, area)),
        (None, Page::Practise) => (" Practise a technique ".to_owned(), list(app, menu, area)),
    };
    let mut lines = body;
    lines.push(Line::default());
    if menu.job.is_none() {
        // Two lines about the chosen line, always two so the box keeps its size.
        let width = content_width(area);
        let about = menu
            .items()
            .get(menu.selected)
            .map_or(String::new(), |&item| about(app, menu, item));
        let mut parts = text::wrap(&about, width.max(10));
        parts.resize(DESCRIPTION_LINES, String::new());
        lines.extend(parts.into_iter().map(|p| Line::styled(p, theme.dim)));
    }
    lines.push(keys(app, menu));
    let width = WIDTH.min(area.width.saturating_sub(2));
    let inner = content_width(area);
    lines.extend(message_lines(app, area));
    let popup = centered(
        area,
        width,
        u16::try_from(lines.len())
            .unwrap_or(u16::MAX)
            .saturating_add(2),
    );
    Clear.render(popup, buf);
    Paragraph::new(text::fit_lines(lines, inner))
        .block(super::pane::titled(title, theme.key, theme))
        .style(theme.popup)
        .render(popup, buf);
}

/// The columns inside the box: its borders and a column of padding on each side.
fn content_width(area: Rect) -> usize {
    usize::from(WIDTH.min(area.width.saturating_sub(2)).saturating_sub(4)).max(1)
}

/// The message under the keys, wrapped to the box, each notice on lines of its own. What the
/// terminal has no room for (the list keeps [`LIST_ROWS`]) is cut, its last line saying so
/// with `…` and the key of the help, which shows the whole warning.
fn message_lines(app: &App, area: Rect) -> Vec<Line<'static>> {
    let Some(message) = &app.message else {
        return Vec::new();
    };
    let inner = content_width(area);
    let mut parts: Vec<String> = message
        .text
        .lines()
        .flat_map(|notice| text::wrap(notice, inner))
        .collect();
    let room = usize::from(area.height)
        .saturating_sub(CHROME_ROWS + LIST_ROWS)
        .max(1);
    if parts.len() > room {
        let rest = parts.split_off(room - 1).join(" ");
        let help = app.key_name(crate::tui::action::Action::ToggleHelp, ScreenKind::Menu);
        // The help keeps the last warning, not other messages.
        let whole = match message.tone {
            Tone::Warning => format!(" ({help} shows it whole)"),
            Tone::Info => String::new(),
        };
        let cut = text::ellipsize_always(&rest, inner.saturating_sub(text::width(&whole)));
        parts.push(format!("{cut}{whole}"));
    }
    parts
        .into_iter()
        .map(|part| Line::styled(part, app.theme.warning))
        .collect()
}

/// The page's lines, the chosen one marked, scrolled so that it is in view.
fn list(app: &App, menu: &Menu, area: Rect) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let inner = content_width(area);
    let items = menu.items();
    let mut rows: Vec<(Option<usize>, Line<'static>)> = Vec::new();
    let games_column = game_names::column(match menu.page {
        Page::Games => &menu.window,
        Page::Main | Page::Shelf(_) | Page::Practise => &menu.games,
    });
    // The games in progress say as much as the longest of them can: their parts stay in
    // columns.
    let brevity = items
        .iter()
        .filter_map(|item| match item {
            Item::Continue(n) => menu.game(*n),
            _ => None,
        })
        .map(|g| {
            let width = inner.saturating_sub(2 + games_column + 1);
            game_names::brevity(&continue_detail(app, g), width)
        })
        .max()
        .unwrap_or(0);
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Continue(0) => rows.push((None, Line::styled("Continue a game", theme.dim))),
            Item::Daily => rows.push((None, Line::styled("Today", theme.dim))),
            Item::Generate(Level::Easy) => {
                rows.push((None, Line::styled("A fresh puzzle, made now", theme.dim)));
            }
            Item::Shelf(0) => rows.push((
                None,
                Line::styled("From the bundled collections", theme.dim),
            )),
            _ => {}
        }
        let chosen = i == menu.selected;
        let pointer = if chosen { "▸ " } else { "  " };
        let name_style = if chosen { theme.cursor } else { theme.text };
        // Padded by display width, so the details line up whatever the names hold.
        // Technique names are long: their page gives them most of the line; the games in
        // progress, what tells them apart (a made puzzle's seed).
        let name_width = match (menu.page, item) {
            (Page::Practise, _) => PRACTICE_NAME_WIDTH,
            (_, Item::Continue(_)) => games_column,
            (Page::Main | Page::Shelf(_) | Page::Games, _) => NAME_WIDTH,
        };
        // The pointer, the name's column and a space come first.
        let detail_width = inner.saturating_sub(2 + name_width + 1);
        let (name, detail) = describe(app, menu, *item, (name_width, detail_width, brevity));
        let name = text::ellipsize(&name, name_width);
        let pad = " ".repeat(name_width.saturating_sub(text::width(&name)));
        let line = Line::from(vec![
            Span::styled(pointer, theme.key),
            Span::styled(format!("{name}{pad}"), name_style),
            Span::styled(format!(" {detail}"), theme.dim),
        ]);
        rows.push((Some(i), text::fit_line(line, inner)));
    }
    // Borders, the blank line, the description and the key line take 6 rows; a message as
    // many as it wraps to (it leaves the list `LIST_ROWS` at least).
    let message = message_lines(app, area).len();
    let room = usize::from(area.height)
        .saturating_sub(CHROME_ROWS + message)
        .max(LIST_ROWS);
    // The games page shows one page of the list: the rest are out of view too.
    let (before, after) = match menu.page {
        Page::Games => (menu.span.before, menu.games_after()),
        Page::Main | Page::Shelf(_) | Page::Practise => (0, 0),
    };
    if rows.len() <= room && before == 0 && after == 0 {
        return rows.into_iter().map(|(_, l)| l).collect();
    }
    // One row says what is out of view.
    let room = room - 1;
    let at = rows
        .iter()
        .position(|(i, _)| *i == Some(menu.selected))
        .unwrap_or(0);
    let start = (at + 1)
        .saturating_sub(room)
        .min(rows.len().saturating_sub(room));
    let below = rows.len() - (start + room).min(rows.len());
    let mut shown: Vec<Line<'static>> = rows
        .into_iter()
        .skip(start)
        .take(room)
        .map(|(_, l)| l)
        .collect();
    let (above, below) = (start as u64 + before, below as u64 + after);
    let (up, down) = (thousands(above), thousands(below));
    let more = match (above, below) {
        (0, _) => format!("  more ↓ ({down})"),
        (_, 0) => format!("  more ↑ ({up})"),
        _ => format!("  more ↑ ({up})  ↓ ({down})"),
    };
    shown.push(Line::styled(more, theme.dim));
    shown
}

/// ` Games 21–40 of 100,000 `: which of the games in progress the page holds, and how many of
/// them are left out (rows that cannot be read count in the numbers, so they stay true).
fn games_title(menu: &Menu) -> String {
    if menu.window.is_empty() {
        return " Games in progress ".to_owned();
    }
    let span = menu.span;
    let left_out = match span.left_out(menu.window.len()) {
        0 => String::new(),
        n => format!(" · {} left out", thousands(n)),
    };
    format!(
        " Games {}–{} of {}{left_out} ",
        thousands(span.before + 1),
        thousands(span.through),
        thousands(span.rows)
    )
}

/// A listed game as it stands: the game on screen's own cells, moves and time (its row holds
/// the last save's, which the clock has left behind), and the row's own for any other.
struct AsItStands {
    filled: usize,
    moves: u64,
    elapsed: std::time::Duration,
    /// `None` for the game on screen: it is being played now.
    updated: Option<i64>,
}

fn as_it_stands(app: &App, g: &stepdoku_core::store::Summary) -> AsItStands {
    if app.ledger.game_id == Some(g.id) {
        AsItStands {
            filled: app.game.board().values().filled(),
            moves: app.game.history().done().len() as u64,
            elapsed: app.game.timer().elapsed(app.now),
            updated: None,
        }
    } else {
        AsItStands {
            filled: g.filled(),
            moves: g.moves,
            elapsed: std::time::Duration::from_millis(g.elapsed_ms),
            updated: Some(g.updated),
        }
    }
}

/// An item's name and what is said beside it; `(name_width, detail_width, brevity)`: the
/// columns each has, and how much a game in progress says (see [`game_names::brevity`]).
fn describe(
    app: &App,
    menu: &Menu,
    item: Item,
    (name_width, detail_width, brevity): (usize, usize, usize),
) -> (String, String) {
    match item {
        Item::Continue(n) => match menu.game(n) {
            Some(g) => {
                (
                    // `starter.txt #12`: the number tells the games apart, so it is kept
                    // whole and the name is cut in its middle.
                    game_name(menu, g, name_width),
                    game_names::detail(&continue_detail(app, g), brevity, detail_width),
                )
            }
            None => (String::new(), String::new()),
        },
        Item::MoreGames => {
            let more = menu
                .total
                .saturating_sub(crate::tui::menu::CONTINUE_SHOWN as u64);
            (
                "More games".to_owned(),
                format!("{} more in progress", thousands(more)),
            )
        }
        Item::Daily => (
            "Daily puzzle".to_owned(),
            "the same for everyone today".to_owned(),
        ),
        Item::Enter => (
            "Enter a puzzle".to_owned(),
            "from paper, or paste one".to_owned(),
        ),
        Item::Generate(level) => (capitalised(level.name()), level_words(level).to_owned()),
        Item::Practise => (
            "Practise".to_owned(),
            "a technique of your choice".to_owned(),
        ),
        Item::Technique(technique) => (
            technique.name().to_owned(),
            stepdoku_core::generate::practice_level(technique)
                .name()
                .to_owned(),
        ),
        Item::Shelf(shelf) => match menu.shelves.get(shelf) {
            Some(s) => {
                let plural = if s.count == 1 { "" } else { "s" };
                let kind = if s.sudominoku { " · Sudominoku" } else { "" };
                (
                    s.name.to_owned(),
                    format!("{} puzzle{plural}{kind}", s.count),
                )
            }
            None => (String::new(), String::new()),
        },
        Item::AnyOf(_) => ("Any puzzle".to_owned(), "chosen at random".to_owned()),
        Item::Puzzle(shelf, index) => {
            let level =
                crate::tui::menu::catalogue::level(shelf, index).map(|l| l.name().to_owned());
            let solved = crate::tui::menu::catalogue::classic_key(shelf, index)
                .filter(|key| menu.solved.contains(key))
                .map(|_| "solved ✓".to_owned());
            let detail: Vec<String> = level.into_iter().chain(solved).collect();
            (format!("#{}", index + 1), detail.join(" · "))
        }
    }
}

/// What a game in progress says beside its name: its level, the cells filled, the time
/// played, how long ago.
fn continue_detail(app: &App, g: &stepdoku_core::store::Summary) -> game_names::Detail {
    let now = as_it_stands(app, g);
    [
        g.level.as_deref().unwrap_or("-").to_owned(),
        format!("{}/81", now.filled),
        stepdoku_core::game::clock(now.elapsed),
        now.updated
            .map_or_else(|| "now".to_owned(), |unix| ago(app.unix, unix)),
    ]
}

/// `just now`, `5 min ago`, `3 h ago`, `2 days ago`.
fn ago(now: i64, unix: i64) -> String {
    let secs = (now - unix).max(0);
    match secs {
        0..60 => "just now".to_owned(),
        60..3_600 => format!("{} min ago", secs / 60),
        3_600..86_400 => format!("{} h ago", secs / 3_600),
        _ => format!("{} ago", text::counted(secs.unsigned_abs() / 86_400, "day")),
    }
}

/// What happens to the game behind the menu when another is continued: saved first, lost
/// (the store cannot save it), or nothing to say (no moves in it, or finished: nothing of it is
/// lost).
fn on_screen(app: &App) -> &'static str {
    if !app.game.has_moves() || app.game.is_solved() {
        ""
    } else if app.ledger.store_problem.is_none() {
        " Your game on screen is saved first."
    } else {
        " Your game on screen cannot be saved."
    }
}

/// A sentence about a line of the menu, and what becomes of the game behind it.
fn about(app: &App, menu: &Menu, item: Item) -> String {
    let on_screen = on_screen(app);
    match item {
        // The game on screen itself: Enter goes back to it, and nothing is saved first.
        Item::Continue(n) => menu.game(n).map_or(String::new(), |g| {
            let moves = as_it_stands(app, g).moves;
            let moves = if moves == 1 { "1 move".to_owned() } else { format!("{moves} moves") };
            let source = escape(&g.source);
            if app.ledger.game_id == Some(g.id) {
                format!("{source}, {moves} in: the game on screen, which Enter goes back to.")
            } else {
                format!("{source}, {moves} in.{on_screen}")
            }
        }),
        Item::MoreGames => "Every game in progress, last played first.".to_owned(),
        Item::Daily if crate::tui::menu::catalogue::is_today(app.ledger.daily.as_deref(), app.day()) => {
            "Today's puzzle is the game on screen, which Enter goes back to.".to_owned()
        }
        Item::Daily => "Made from today's date (UTC): easy early in the week, unfair on Sundays; finishing it keeps your daily streak.".to_owned(),
        Item::Enter => "An empty board: type the clues (the cursor moves on) or paste a puzzle in any format; it says when the clues have one solution.".to_owned(),
        Item::Generate(level) => format!(
            "Made now: minimal unique puzzles are graded until one is {} and solvable by \
             logic alone.",
            level.name()
        ),
        Item::Practise => "Pick a technique: a puzzle is made whose logical solve uses it and \
             nothing harder than its level."
            .to_owned(),
        Item::Technique(technique) => format!(
            "Made now: a puzzle whose logical solve uses {technique}, and nothing above {}.",
            stepdoku_core::generate::practice_level(technique).name()
        ),
        Item::Shelf(shelf) => menu
            .shelves
            .get(shelf)
            .map_or(String::new(), |s| s.title.to_owned()),
        Item::AnyOf(_) => "A puzzle of this collection, chosen at random.".to_owned(),
        Item::Puzzle(shelf, index) => {
            let count = menu.shelves.get(shelf).map_or(0, |s| s.count);
            format!("Puzzle {} of {count}.", index + 1)
        }
    }
}

fn progress(app: &App, job: &Job) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let elapsed = app.now.saturating_duration_since(job.started).as_secs_f64();
    let spinner = ['|', '/', '-', '\\'][(elapsed * 10.0) as usize % 4];
    let (making, thrown) = match job.technique {
        Some(technique) => (
            format!("practice puzzle: {technique}"),
            format!("without it or above {}", job.level.name()),
        ),
        None => (
            format!("fresh {} puzzle", job.level.name()),
            "of other levels".to_owned(),
        ),
    };
    vec![
        Line::styled(format!("{spinner} Making a {making}…"), theme.title),
        Line::styled(
            format!(
                "{} tried, {elapsed:.1} s (puzzles {thrown} are thrown away)",
                job.tried()
            ),
            theme.text,
        ),
    ]
}

fn keys(app: &App, menu: &Menu) -> Line<'static> {
    let back = esc_words(app, menu);
    let main = [("↑↓", "choose"), ("Enter", "start"), ("Esc", back.as_str())];
    let pairs: &[(&str, &str)] = match (&menu.job, menu.page) {
        (Some(_), _) => &[("Esc", "stop")],
        (None, Page::Main) => &main,
        (None, Page::Shelf(_)) => &[
            ("↑↓", "choose"),
            ("0-9", "number"),
            ("Enter", "start"),
            ("Esc", "back"),
        ],
        (None, Page::Practise) => &[("↑↓", "choose"), ("Enter", "start"), ("Esc", "back")],
        (None, Page::Games) => &[
            ("↑↓", "choose"),
            ("PgUp PgDn", "page"),
            ("Enter", "continue"),
            ("Esc", "back"),
        ],
    };
    super::pane::key_hints(&app.theme, pairs, "  ")
}

/// What Esc does on the main page, named: on the start screen it continues the game listed
/// first; otherwise it goes to the puzzle behind the menu, called a game to go back to only
/// once played (at start it is one the player has not seen).
fn esc_words(app: &App, menu: &Menu) -> String {
    if let Some(game) = menu.esc_continues() {
        return format!("continue {}", escape(&game.source));
    }
    let verb = if app.game.has_moves() {
        "back to"
    } else {
        "play"
    };
    format!("{verb} {}", escape(&app.game.source().to_string()))
}
