//! The side panel: puzzle, clock, entry mode, the selected cell's notes (compact layout) or
//! the domino being laid, digits remaining (Sudominoku: the pairs), clashes, the mistakes
//! check, the hint on screen and the last message.

mod fit;
mod hint;
mod name;

use fit::{Block, Need};

use std::collections::{BTreeMap, BTreeSet};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use stepdoku_core::game::{Solution, clock};
use stepdoku_core::{Digit, Unit};

use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::screen::{EntryMode, ScreenKind, Tone};
use crate::tui::text;

const LABEL_WIDTH: usize = 9;

pub fn render(app: &App, large_board: bool, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let block = super::pane::titled(" stepdoku ", theme.dim, theme);
    let width = inner_width(area);
    let height = usize::from(area.height.saturating_sub(2));
    let playing = matches!(app.screen, Screen::Play);
    let top = Top::of(app, large_board, playing, width);
    // A blank line, then the message.
    let mut tail = Vec::new();
    if let Some(message) = &app.message {
        let style = match message.tone {
            Tone::Info => theme.text,
            Tone::Warning => theme.warning,
        };
        tail.push(Line::default());
        // Each notice on lines of its own.
        tail.extend(
            message
                .text
                .lines()
                .map(|notice| Line::styled(notice.to_owned(), style)),
        );
    }
    let hint = app.hint.as_ref().filter(|_| playing);
    // A paused board is hidden; so is what the panel knows about it.
    let lines = match hint {
        Some(view) => with_hint(app, view, large_board, top, tail, (width, height)),
        None => with_board_facts(app, top, tail, (width, height)),
    };
    let wrapped: Vec<Line> = lines
        .iter()
        .flat_map(|line| text::wrap_line(line, width.max(1)))
        .collect();
    Paragraph::new(wrapped).block(block).render(area, buf);
}

/// The facts at the top of the panel.
struct Top {
    /// Least needed last: a hint drops them from the end when the panel is short (the hint
    /// itself is what the player asked for).
    head: Vec<Line<'static>>,
    /// The puzzle's level, where known (also the third of `head`).
    level: Option<Line<'static>>,
    /// The digit filter's line, while it is on (also in `head`, after the mode).
    filter: Option<Line<'static>>,
    /// The domino being laid: its prompt says what the keys do.
    domino: Option<Line<'static>>,
}

impl Top {
    fn of(app: &App, large_board: bool, playing: bool, width: usize) -> Self {
        let theme = &app.theme;
        let mut head = vec![
            field(app, "Puzzle", vec![Span::raw(puzzle_name(app, width))]),
            field(app, "Time", time(app)),
        ];
        // The level, where the puzzle's collection or its saved row knows it: a mixed
        // collection's name does not say.
        let level = level(app).map(|level| field(app, "Level", vec![Span::raw(level)]));
        head.extend(level.clone());
        head.push(fitted(app, "Mode", mode(app), width));
        // The digit filter, while on: why cells are shaded, and how to end it.
        let filter = app.filter.map(|digit| {
            let esc = app.key_name(Action::Dismiss, ScreenKind::Play);
            let value = vec![
                Span::styled(digit.to_string(), theme.key),
                Span::styled(format!("  ({esc} ends it)"), theme.dim),
            ];
            fitted(app, "Filter", value, width)
        });
        head.extend(filter.clone());
        let mut domino = None;
        if let (Some(pending), true) = (app.pending, playing) {
            domino = Some(field(
                app,
                "Domino",
                vec![Span::styled(pending.prompt(), theme.key)],
            ));
        } else if !large_board && playing {
            // The large board shows notes in the cells; the compact one only marks them.
            head.push(field(app, "Notes", cell_notes(app)));
        }
        Self {
            head,
            level,
            filter,
            domino,
        }
    }
}

/// The hint on screen, with as many of the top facts as leave it room.
fn with_hint(
    app: &App,
    view: &crate::tui::hint::HintView,
    large_board: bool,
    top: Top,
    tail: Vec<Line<'static>>,
    (width, height): (usize, usize),
) -> Vec<Line<'static>> {
    let Top {
        mut head, domino, ..
    } = top;
    let mut body: Vec<Line> = domino.into_iter().collect();
    if !app.game.board().conflicts().is_empty() || !app.game.doubled_pairs().is_empty() {
        body.push(field(app, "Clashes", clashes(app, width)));
    }
    let room = height.saturating_sub(rows(&body, width) + rows(&tail, width));
    let hint_lines =
        |view: &crate::tui::hint::HintView| hint::lines(app, view, large_board, width, room);
    // Stepping a chain's links must not move the panel: the facts above the hint are fitted
    // to the tallest of its views (the whole chain and each link), so they stay put.
    let tallest = (0..view.links().len())
        .map(|i| {
            let mut step = view.clone();
            step.link = Some(i);
            step
        })
        .chain([crate::tui::hint::HintView {
            link: None,
            ..view.clone()
        }])
        .map(|v| rows(&hint_lines(&v), width))
        .max()
        .unwrap_or(0);
    let others = rows(&body, width);
    body.extend(hint_lines(view));
    let body_rows = rows(&body, width).max(others + tallest);
    while !head.is_empty() && rows(&head, width) + 1 + body_rows > height {
        head.pop();
    }
    let mut lines = head;
    if rows(&lines, width) + 1 + body_rows + rows(&tail, width) <= height {
        lines.push(Line::default());
    }
    lines.extend(body);
    lines.extend(tail);
    lines
}

/// No hint: the facts about the board, fitted to the panel by how much each is needed.
fn with_board_facts(
    app: &App,
    top: Top,
    mut tail: Vec<Line<'static>>,
    (width, height): (usize, usize),
) -> Vec<Line<'static>> {
    let Top {
        head,
        level,
        filter,
        domino,
    } = top;
    // The Sudominoku pairs take eight rows at the minimum size: when the panel runs
    // short, spare lines and reference go before the news at the bottom.
    // While a domino is laid its prompt says what the keys do: the mode can go first.
    let mode_need = if domino.is_some() {
        Need::Name
    } else {
        Need::Fact
    };
    let needs = [Need::Name, Need::Fact]
        .into_iter()
        .chain(level.map(|_| Need::Fact))
        .chain([mode_need])
        .chain(filter.map(|_| Need::Fact))
        .chain([Need::Reference]);
    let mut blocks: Vec<Block> = head
        .into_iter()
        .zip(needs)
        .map(|(line, need)| Block::new(need, vec![line]))
        .collect();
    blocks.extend(domino.map(|line| Block::new(Need::News, vec![line])));
    if !matches!(app.screen, Screen::Paused) {
        blocks.push(Block::gap());
        if app.game.is_sudominoku() {
            // The table reads without its heading (`1: 2 · 4 …`), so the heading can go
            // first and the eight rows stay whole.
            let mut table = pairs(app, width);
            let rows = table.split_off(1.min(table.len()));
            blocks.push(Block::new(Need::Name, table));
            blocks.push(Block::new(Need::Reference, rows));
        } else {
            blocks.push(Block::new(Need::Reference, remaining(app, width)));
        }
        blocks.push(Block::gap());
        let clash =
            !app.game.board().conflicts().is_empty() || !app.game.doubled_pairs().is_empty();
        blocks.push(Block::new(
            if clash { Need::News } else { Need::Spare },
            vec![field(app, "Clashes", clashes(app, width))],
        ));
        // Clues being typed have no solution to differ from, and `m` is not a key there.
        if !matches!(app.screen, Screen::Enter(_)) {
            blocks.push(Block::new(
                if app.game.settings().show_mistakes {
                    Need::News
                } else {
                    Need::Spare
                },
                vec![fitted(app, "Mistakes", mistakes(app), width)],
            ));
        }
    }
    if !tail.is_empty() {
        blocks.push(Block::gap());
        blocks.push(Block::new(Need::News, tail.split_off(1)));
    }
    fit::fit(blocks, height, |lines| rows(lines, width))
}

/// How many rows `lines` take once wrapped at `width`: the rows they are drawn in.
fn rows(lines: &[Line], width: usize) -> usize {
    lines
        .iter()
        .map(|line| text::wrap_line(line, width.max(1)).len())
        .sum()
}

/// A field whose value ends in a reminder (`(n: notes)`, `(m)`): the reminder goes when the
/// line would otherwise wrap.
fn fitted<'a>(app: &App, label: &str, mut value: Vec<Span<'a>>, width: usize) -> Line<'a> {
    let length = |value: &[Span]| -> usize {
        LABEL_WIDTH + value.iter().map(|s| text::width(&s.content)).sum::<usize>()
    };
    if value.len() > 1 && length(&value) > width {
        value.pop();
    }
    field(app, label, value)
}

/// Text columns inside the panel's border and its padding (see `pane::titled`).
fn inner_width(area: Rect) -> usize {
    usize::from(area.width.saturating_sub(4))
}

fn field<'a>(app: &App, label: &str, value: Vec<Span<'a>>) -> Line<'a> {
    let mut spans = vec![Span::styled(
        format!("{label:<LABEL_WIDTH$}"),
        app.theme.dim,
    )];
    spans.extend(value);
    Line::from(spans)
}

/// The puzzle's name on one line of the panel: `easy.txt #3 of 50`, else shortened (`easy #3`:
/// the number that tells it apart stays; a made puzzle's loses whole clauses and words)
/// rather than wrapped.
fn puzzle_name(app: &App, width: usize) -> String {
    name::fitted(app.game.source(), width.saturating_sub(LABEL_WIDTH))
}

/// The game's level: its saved row's, else the one graded for it, else its bundled
/// collection's.
fn level(app: &App) -> Option<String> {
    app.ledger.known_level(&app.game).or_else(|| {
        crate::tui::menu::catalogue::level_of_game(&app.game).map(|l| l.name().to_owned())
    })
}

fn time(app: &App) -> Vec<Span<'static>> {
    let mut spans = vec![Span::raw(clock(app.game.timer().elapsed(app.now)))];
    match app.screen {
        Screen::Paused => spans.push(Span::styled("  paused", app.theme.warning)),
        Screen::Solved(_) => spans.push(Span::styled("  solved", app.theme.title)),
        _ => {}
    }
    spans
}

fn mode(app: &App) -> Vec<Span<'static>> {
    match app.entry_mode {
        EntryMode::Digits if app.game.is_sudominoku() => vec![
            Span::raw("dominoes"),
            Span::styled("  (n: notes)", app.theme.dim),
        ],
        EntryMode::Digits => vec![
            Span::raw("digits"),
            Span::styled("  (n: notes)", app.theme.dim),
        ],
        EntryMode::Notes => vec![
            Span::styled("NOTES", app.theme.key),
            Span::styled("  (n: digits)", app.theme.dim),
        ],
    }
}

fn cell_notes(app: &App) -> Vec<Span<'static>> {
    let notes = app.game.notes(app.cursor);
    let listed: Vec<String> = notes.iter().map(|d| d.to_string()).collect();
    let text = if listed.is_empty() {
        "-".to_owned()
    } else {
        listed.join(" ")
    };
    vec![
        Span::styled(format!("{} ", app.cursor), app.theme.dim),
        Span::styled(text, app.theme.text),
    ]
}

/// Two rows: the digits, and how many of each are still to place (✓ when none). When the
/// label and the nine columns do not fit side by side, the label goes on a row of its own so
/// each count stays under its digit.
fn remaining(app: &App, width: usize) -> Vec<Line<'static>> {
    let beside = LABEL_WIDTH + 2 * 9 - 1 <= width;
    let indent = if beside { LABEL_WIDTH } else { 0 };
    let mut lines = Vec::new();
    let mut digits = vec![];
    if beside {
        digits.push(Span::styled(
            format!("{:<LABEL_WIDTH$}", "Left"),
            app.theme.dim,
        ));
    } else {
        lines.push(Line::styled("Left to place", app.theme.dim));
    }
    let mut counts = vec![Span::raw(" ".repeat(indent))];
    for digit in Digit::all() {
        let left = app.game.remaining(digit);
        let style = if left == 0 {
            app.theme.dim
        } else {
            app.theme.text
        };
        // Spaces between the columns only: a trailing one could wrap the row on its own.
        let gap = if digit.get() == 1 { "" } else { " " };
        digits.push(Span::styled(format!("{gap}{digit}"), style));
        let count = if left == 0 {
            "✓".to_owned()
        } else {
            left.to_string()
        };
        counts.push(Span::styled(format!("{gap}{count}"), style));
    }
    lines.extend([Line::from(digits), Line::from(counts)]);
    lines
}

/// Sudominoku: the 36 pairs, those on the board dotted out, a doubled one marked.
fn pairs(app: &App, width: usize) -> Vec<Line<'static>> {
    let used = app.game.used_pairs();
    // `25 of 36 left` wraps beside the label in the narrowest panel; `25 left` does not.
    let left = 36 - used.len();
    let long = format!("{left} of 36 left");
    let count = if LABEL_WIDTH + text::width(&long) <= width {
        long
    } else {
        format!("{left} left")
    };
    let mut lines = vec![field(app, "Pairs", vec![Span::raw(count)])];
    lines.extend(super::pairs::rows(
        used,
        app.game.doubled_pairs(),
        None,
        &app.theme,
        width,
    ));
    lines
}

/// `2 — 5 in row 1, box 1; 3 in column 1`: how many clashes,
/// then per digit the units that hold it twice; in a
/// Sudominoku, the pairs on two dominoes too.
/// The clashes in at most [`CLASH_ROWS`] rows of a panel `width` wide: how many, then which,
/// as many as fit, the rest left to the board (where every clashing cell is marked), so a long
/// list never pushes the puzzle's name and the other facts off the panel.
fn clashes(app: &App, width: usize) -> Vec<Span<'static>> {
    let conflicts = app.game.board().conflicts();
    let pairs: BTreeSet<_> = conflicts.iter().map(|c| (c.first, c.second)).collect();
    let doubled = app.game.doubled_pairs();
    if pairs.is_empty() && doubled.is_empty() {
        return vec![Span::raw("none")];
    }
    let mut by_digit: BTreeMap<Digit, Vec<Unit>> = BTreeMap::new();
    for c in &conflicts {
        let units = by_digit.entry(c.digit).or_default();
        if !units.contains(&c.unit) {
            units.push(c.unit);
        }
    }
    // What clashes, piece by piece, each with the separator before it: `5 in row 1`,
    // `, box 1`, `; 6 in row 3`, `; pair 1-6 twice`.
    let mut pieces: Vec<String> = Vec::new();
    for (digit, units) in &by_digit {
        for (i, unit) in units.iter().enumerate() {
            pieces.push(if i == 0 {
                format!("{digit} in {unit}")
            } else {
                format!(", {unit}")
            });
        }
    }
    // A no-break space: `pair` and its digits never land on different lines.
    pieces.extend(doubled.iter().map(|p| format!("pair\u{a0}{p} twice")));
    for piece in pieces.iter_mut().skip(1) {
        if !piece.starts_with(", ") {
            piece.insert_str(0, "; ");
        }
    }
    // How many (pairs of cells that clash, and doubled pairs), then which: a dash sets the
    // count apart so it reads as a number, not as one of the digits listed after it.
    let count = pairs.len() + doubled.len();
    let spans = |listed: String| {
        vec![
            Span::styled(
                count.to_string(),
                app.theme.warning.add_modifier(Modifier::BOLD),
            ),
            Span::styled(format!(" — {listed}"), app.theme.warning),
        ]
    };
    let fits = |listed: &str| {
        rows(&[field(app, "Clashes", spans(listed.to_owned()))], width) <= CLASH_ROWS
    };
    let whole = pieces.concat();
    if fits(&whole) {
        return spans(whole);
    }
    let mut shown = pieces.len();
    loop {
        let rest = match pieces.get(shown) {
            _ if shown == 0 => "… (see the board)",
            Some(next) if next.starts_with(", ") => ", … (see the board)",
            _ => "; … (see the board)",
        };
        let listed = format!("{}{rest}", pieces[..shown].concat());
        if shown == 0 || fits(&listed) {
            return spans(listed);
        }
        shown -= 1;
    }
}

/// The most rows the clash field takes: a long list says how many and leaves the rest to the
/// board.
const CLASH_ROWS: usize = 4;

fn mistakes(app: &App) -> Vec<Span<'static>> {
    if !app.game.settings().show_mistakes {
        return vec![
            Span::styled("not checked", app.theme.dim),
            Span::styled(" (m)", app.theme.dim),
        ];
    }
    if let Solution::Several(_) = app.game.solution() {
        return vec![Span::raw("several solutions")];
    }
    match app.game.mistakes().len() {
        0 => vec![Span::raw("none")],
        n => vec![Span::styled(n.to_string(), app.theme.warning)],
    }
}
