//! One lane of the race: the strategy's name and state on the top line, its board (the watch's
//! compact board where it fits, else one character per cell), then its counters, progress and
//! current event.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use stepdoku_core::Cell;

use crate::tui::app::App;
use crate::tui::layout::{BoardGeometry, COMPACT, CellSize};
use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::view::watch::WatchBoard;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::describe;
use crate::tui::watch::search::Search;
use crate::tui::watch::{Outcome, Watch, gauge};

/// The one-character board: nine rows and columns plus four box lines each way.
pub const SMALL_BOARD: u16 = 13;
/// Counters (two lines), progress, the event (two lines), the outcome.
pub const WORDS: u16 = 6;
/// The compact board with its row and column labels.
const COMPACT_BOARD: (u16, u16) = (39, 20);

/// Lane `lane` in `area` (the `last` has no border on its right); `running`: the race is
/// playing.
pub fn render(
    app: &App,
    lane: &Watch,
    (area, last, running): (Rect, bool, bool),
    buf: &mut Buffer,
) {
    let theme = &app.theme;
    let style = WatchStyle::new(theme);
    let borders = if last {
        Borders::TOP
    } else {
        Borders::TOP | Borders::RIGHT
    };
    // The top border's room for words: all of it but the corner, where there is one.
    let border = if last { area.width } else { area.width - 1 };
    let (name, (state, state_style)) = title(lane, &style, theme, (border, running));
    let block = Block::new()
        .borders(borders)
        .border_style(theme.dim)
        .title(Span::styled(name, theme.title))
        .title_top(Line::from(Span::styled(state, state_style)).right_aligned());
    let inner = block.inner(area);
    block.render(area, buf);
    let words_from = if inner.width >= COMPACT_BOARD.0 && inner.height >= COMPACT_BOARD.1 + WORDS {
        let x = inner.x + (inner.width - COMPACT_BOARD.0) / 2 + 2;
        let geometry = compact_at(x, inner.y + 1);
        WatchBoard::new(lane, theme, &style, geometry).render(inner, buf);
        inner.y + COMPACT_BOARD.1
    } else {
        let x = inner.x + inner.width.saturating_sub(SMALL_BOARD) / 2;
        small_board(lane, &style, theme, (x, inner.y), buf);
        inner.y + SMALL_BOARD
    };
    let words = Rect {
        x: inner.x + 1,
        y: words_from,
        width: inner.width.saturating_sub(2),
        height: inner.bottom().saturating_sub(words_from),
    };
    let width = usize::from(words.width);
    let lines = words_lines(lane, theme, width, usize::from(words.height));
    let lines = text::wrap_to_rows(&lines, width, usize::from(words.height));
    Paragraph::new(lines).render(words, buf);
}

fn compact_at(x: u16, y: u16) -> BoardGeometry {
    let cell: CellSize = COMPACT;
    BoardGeometry {
        area: Rect::new(x, y, 9 * cell.width + 10, 9 * cell.height + 10),
        cell,
    }
}

/// The lane's name and state for its top border, `width` wide (the corner left out): the
/// state shortened first (the counters give the steps), then the name cut with `…`, so the
/// two never overlap.
fn title(
    lane: &Watch,
    style: &WatchStyle,
    theme: &crate::tui::theme::Theme,
    (width, running): (u16, bool),
) -> (String, (String, Style)) {
    // A line's worth of border between name and state.
    let room = usize::from(width).saturating_sub(1);
    let name = lane.strategy_name();
    let long = state(lane, style, theme, running, true);
    let state = if text::width(name) + 2 + text::width(&long.0) <= room {
        long
    } else {
        state(lane, style, theme, running, false)
    };
    let name_room = room.saturating_sub(text::width(&state.0) + 2);
    (format!(" {} ", text::ellipsize(name, name_room)), state)
}

/// `solved in 8,366 steps`, `no solution` (`trace ended` for a learner's trace that stops
/// short of a full board: the puzzle may well have one), `gave up`, or before the end `ready`
/// (nothing run yet), `racing` or `paused`; without the steps when not `long`.
fn state(
    lane: &Watch,
    style: &WatchStyle,
    theme: &crate::tui::theme::Theme,
    running: bool,
    long: bool,
) -> (String, Style) {
    let steps = thousands(lane.search.steps());
    match (lane.outcome(), long) {
        (Outcome::NoSolution, true) if lane.is_replay() => {
            (format!(" trace ended ({steps} steps) "), style.failed)
        }
        (Outcome::NoSolution, false) if lane.is_replay() => {
            (" trace ended ".to_owned(), style.failed)
        }
        (Outcome::Solved, true) => (format!(" solved in {steps} steps "), style.solved),
        (Outcome::Solved, false) => (" solved ".to_owned(), style.solved),
        (Outcome::NoSolution, true) => (format!(" no solution ({steps} steps) "), style.failed),
        (Outcome::NoSolution, false) => (" no solution ".to_owned(), style.failed),
        (Outcome::StepCap, true) => (format!(" gave up at {steps} "), style.failed),
        (Outcome::StepCap, false) => (" gave up ".to_owned(), style.failed),
        (Outcome::Searching, _) if running => (" racing ".to_owned(), theme.dim),
        (Outcome::Searching, _) if lane.search.steps() == 0 => (" ready ".to_owned(), theme.dim),
        (Outcome::Searching, _) => (" paused ".to_owned(), theme.dim),
    }
}

/// Counters, progress, the event in words, in `rows` rows: where a narrow lane's counters take
/// more lines, the progress goes first (the counters and the event are what a race compares).
fn words_lines(
    lane: &Watch,
    theme: &crate::tui::theme::Theme,
    width: usize,
    rows: usize,
) -> Vec<Line<'static>> {
    let c = lane.search.counters();
    let phrases: Vec<(&str, String)> = match lane.search.logic() {
        // The logic never guesses: digits placed, candidates removed, the running score.
        Some(run) => {
            let (score, level) = run.score();
            vec![
                ("Steps", thousands(c.steps)),
                ("Placed", thousands(c.forced + c.tries)),
                ("Removed", thousands(run.removed() as u64)),
                (
                    "Score",
                    format!("{score} {}", level.map_or("", |l| l.name())),
                ),
            ]
        }
        None => {
            // Propagate's forced placements are most of its work: shown beside its tries.
            let tries = match c.forced {
                0 => thousands(c.tries),
                forced => format!("{} +{} forced", thousands(c.tries), thousands(forced)),
            };
            vec![
                ("Steps", thousands(c.steps)),
                ("Tries", tries),
                // Apart, as `trace` names them.
                ("Dead ends", thousands(c.dead_ends)),
                ("Back", thousands(c.exhausted_frames())),
                (
                    "Depth",
                    format!("{} (max {})", lane.search.depth(), c.max_depth),
                ),
            ]
        }
    };
    let mut lines = counter_lines(&phrases, theme, width);
    let event = Line::styled(describe::event(lane), theme.text);
    let event_rows = text::wrap_line(&event, width).len();
    let progress_fits = lines.len() + 1 + event_rows.min(2) <= rows;
    // A search's share is of its whole tree's tries, counted in the background: none until
    // the count is in.
    let (share, name) = match lane.search {
        Search::Classic(_) => (lane.tries_share(), "of tree".to_owned()),
        _ => (
            lane.search.progress(),
            lane.search.progress_name().to_lowercase(),
        ),
    };
    if progress_fits && lane.tree_tries() == Some(0) {
        // Nothing to share out: the search only places forced digits.
        let words = if lane.outcome() == Outcome::Solved {
            "found without a guess (its tree has none)"
        } else {
            "no guess in its tree"
        };
        lines.push(Line::styled(words, theme.text));
    }
    if let Some(fraction) = share.filter(|_| progress_fits) {
        let percent = gauge::percent(fraction);
        // A solved lane is done, whatever share of its tree it needed: the share is said in
        // words, never as a bar that would look behind a slower lane still searching.
        if lane.outcome() == Outcome::Solved && matches!(lane.search, Search::Classic(_)) {
            lines.push(Line::styled(
                format!(
                    "found at try {} of its tree's {} ({percent})",
                    thousands(c.tries),
                    thousands(lane.tree_tries().unwrap_or(c.tries))
                ),
                theme.text,
            ));
        } else {
            // The widest words, ` < 0.01% explored`, decide the bar's width, not the share;
            // a narrow lane (four at 80 columns) gives the bar what the share leaves, and
            // with less than three cells of bar goes without it rather than wrap.
            let widest = format!(" {percent:>7} {name}");
            let (bar, words) = if width >= 4 + text::width(&widest) {
                (width.saturating_sub(17).clamp(4, 24), widest)
            } else {
                let words = format!(" {percent} {name}");
                (width.saturating_sub(text::width(&words)), words)
            };
            if bar >= 3 {
                lines.push(Line::from(vec![
                    Span::styled(gauge::bar(fraction, bar), theme.text),
                    Span::styled(words, theme.text),
                ]));
            }
        }
    }
    lines.push(event);
    lines
}

/// `Label value` phrases, two to a line where they fit, and never a line break inside one that
/// fits a line: a narrow lane puts the next phrase on a line of its own rather than split
/// `Depth 11 (max`; one wider than the lane folds between its words.
fn counter_lines(
    phrases: &[(&str, String)],
    theme: &crate::tui::theme::Theme,
    width: usize,
) -> Vec<Line<'static>> {
    let mut lines: Vec<Line<'static>> = Vec::new();
    let (mut used, mut on_line) = (0, 0);
    for (label, value) in phrases {
        let phrase = text::width(label) + 1 + text::width(value);
        let spans = vec![
            Span::styled(format!("{label} "), theme.dim),
            Span::styled(value.clone(), theme.text),
        ];
        match lines.last_mut() {
            Some(line) if on_line == 1 && used + 2 + phrase <= width => {
                line.spans.push(Span::raw("  "));
                line.spans.extend(spans);
                used += 2 + phrase;
                on_line = 2;
            }
            _ if phrase <= width => {
                lines.push(Line::from(spans));
                used = phrase;
                on_line = 1;
            }
            // Too wide for the lane (four lanes at 80 columns): the phrase folds between its
            // words (`Dead ends` over `12,345,678`) and stands alone, read whole.
            _ => {
                lines.extend(text::wrap_line(&Line::from(spans), width));
                on_line = 0;
            }
        }
    }
    lines
}

/// Nine rows of one character per cell between the box lines, each cell in its watch style.
fn small_board(
    lane: &Watch,
    style: &WatchStyle,
    theme: &crate::tui::theme::Theme,
    (x, y): (u16, u16),
    buf: &mut Buffer,
) {
    let looks = WatchBoard::new(lane, theme, style, compact_at(0, 0));
    let rule = |left: char, mid: char, right: char| -> String {
        let mut s = String::new();
        s.push(left);
        for b in 0..3 {
            s.push_str("━━━");
            s.push(if b == 2 { right } else { mid });
        }
        s
    };
    let put = |buf: &mut Buffer, row: u16, text: &str| {
        buf.set_string(x, y + row, text, theme.dim);
    };
    put(buf, 0, &rule('┏', '┳', '┓'));
    let mut row = 1;
    for r in 0..9usize {
        if r == 3 || r == 6 {
            put(buf, row, &rule('┣', '╋', '┫'));
            row += 1;
        }
        let mut col = 0;
        for c in 0..9usize {
            if c % 3 == 0 {
                buf.set_string(x + col, y + row, "┃", theme.dim);
                col += 1;
            }
            if let Some(cell) = Cell::at(r, c) {
                let look = looks.look(cell);
                let ch = look.text.trim().chars().next().unwrap_or('·');
                // One character: a heat count or candidates do not fit; the digit does.
                let ch = if look.text.trim().chars().count() > 1 {
                    '·'
                } else {
                    ch
                };
                buf.set_string(x + col, y + row, ch.to_string(), look.style);
            }
            col += 1;
        }
        buf.set_string(x + col, y + row, "┃", theme.dim);
        row += 1;
    }
    put(buf, row, &rule('┗', '┻', '┛'));
}
