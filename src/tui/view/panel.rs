//! The side panel: puzzle, clock, entry mode, the selected cell's notes (compact layout) or
//! the domino being laid, digits remaining (Sudominoku: the pairs), clashes, the mistakes
//! check, the hint on screen and the last message.

mod hint;

use std::collections::{BTreeMap, BTreeSet};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};
use stepdoku::game::{Solution, clock};
use stepdoku::{Digit, Unit};

use crate::tui::app::{App, EntryMode, Screen, Tone};

const LABEL_WIDTH: usize = 9;

pub fn render(app: &App, large_board: bool, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let block = super::pane::titled(" stepdoku ", theme.dim, theme);
    let mut lines = vec![
        field(
            app,
            "Puzzle",
            vec![Span::raw(app.game.source().to_string())],
        ),
        field(app, "Time", time(app)),
        field(app, "Mode", mode(app)),
    ];
    let playing = matches!(app.screen, Screen::Play);
    if let (Some(pending), true) = (app.pending, playing) {
        lines.push(field(
            app,
            "Domino",
            vec![Span::styled(pending.prompt(), theme.key)],
        ));
    } else if !large_board && playing {
        // The large board shows notes in the cells; the compact one only marks them.
        lines.push(field(app, "Notes", cell_notes(app)));
    }
    let hint = app.hint.as_ref().filter(|_| playing);
    // A paused board is hidden; so is what the panel knows about it.
    if let Some(view) = hint {
        if !app.game.board().conflicts().is_empty() || !app.game.doubled_pairs().is_empty() {
            lines.push(field(app, "Clashes", clashes(app)));
        }
        lines.extend(hint::lines(app, view, large_board, inner_width(area)));
    } else if !matches!(app.screen, Screen::Paused) {
        lines.push(Line::default());
        if app.game.is_sudominoku() {
            lines.extend(pairs(app));
        } else {
            lines.extend(remaining(app));
        }
        lines.push(Line::default());
        lines.push(field(app, "Clashes", clashes(app)));
        lines.push(field(app, "Mistakes", mistakes(app)));
    }
    if let Some(message) = &app.message {
        let style = match message.tone {
            Tone::Info => theme.text,
            Tone::Warning => theme.warning,
        };
        lines.push(Line::default());
        lines.push(Line::styled(message.text.clone(), style));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(area, buf);
}

/// Text columns inside the panel's border.
fn inner_width(area: Rect) -> usize {
    usize::from(area.width.saturating_sub(2))
}

fn field<'a>(app: &App, label: &str, value: Vec<Span<'a>>) -> Line<'a> {
    let mut spans = vec![Span::styled(
        format!("{label:<LABEL_WIDTH$}"),
        app.theme.dim,
    )];
    spans.extend(value);
    Line::from(spans)
}

fn time(app: &App) -> Vec<Span<'static>> {
    let mut spans = vec![Span::raw(clock(app.game.timer().elapsed(app.now)))];
    match app.screen {
        Screen::Paused => spans.push(Span::styled("  paused", app.theme.warning)),
        Screen::Solved => spans.push(Span::styled("  solved", app.theme.title)),
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

/// Two rows: the digits, and how many of each are still to place (✓ when none).
fn remaining(app: &App) -> Vec<Line<'static>> {
    let mut digits = vec![Span::styled(
        format!("{:<LABEL_WIDTH$}", "Left"),
        app.theme.dim,
    )];
    let mut counts = vec![Span::raw(" ".repeat(LABEL_WIDTH))];
    for digit in Digit::all() {
        let left = app.game.remaining(digit);
        let style = if left == 0 {
            app.theme.dim
        } else {
            app.theme.text
        };
        digits.push(Span::styled(format!("{digit} "), style));
        counts.push(Span::styled(
            if left == 0 {
                "✓ ".to_owned()
            } else {
                format!("{left} ")
            },
            style,
        ));
    }
    vec![Line::from(digits), Line::from(counts)]
}

/// Sudominoku: the 36 pairs, those on the board dotted out, a doubled one marked.
fn pairs(app: &App) -> Vec<Line<'static>> {
    let used = app.game.used_pairs();
    let mut lines = vec![field(
        app,
        "Pairs",
        vec![Span::raw(format!("{} of 36 left", 36 - used.len()))],
    )];
    lines.extend(super::pairs::rows(
        used,
        app.game.doubled_pairs(),
        None,
        &app.theme,
    ));
    lines
}

/// `1: 5 in row 1, box 1`: clashing pairs, and per digit the units that hold it twice; in a
/// Sudominoku, the pairs on two dominoes too.
fn clashes(app: &App) -> Vec<Span<'static>> {
    let conflicts = app.game.board().conflicts();
    let pairs: BTreeSet<_> = conflicts.iter().map(|c| (c.first, c.second)).collect();
    let doubled: Vec<String> = app
        .game
        .doubled_pairs()
        .iter()
        .map(|p| format!("pair {p} twice"))
        .collect();
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
    let detail: Vec<String> = by_digit
        .iter()
        .map(|(digit, units)| {
            let units: Vec<String> = units.iter().map(ToString::to_string).collect();
            format!("{digit} in {}", units.join(", "))
        })
        .collect();
    let detail: Vec<String> = detail.into_iter().chain(doubled.iter().cloned()).collect();
    vec![
        Span::styled((pairs.len() + doubled.len()).to_string(), app.theme.warning),
        Span::raw(format!(": {}", detail.join("; "))),
    ]
}

fn mistakes(app: &App) -> Vec<Span<'static>> {
    if !app.game.settings().show_mistakes {
        return vec![Span::styled("not checked (m)", app.theme.dim)];
    }
    if let Solution::Several(_) = app.game.solution() {
        return vec![Span::raw("several solutions")];
    }
    match app.game.mistakes().len() {
        0 => vec![Span::raw("none")],
        n => vec![Span::styled(n.to_string(), app.theme.warning)],
    }
}
