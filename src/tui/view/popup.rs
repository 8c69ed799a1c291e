//! Boxes drawn over the board: paused, solved, and the resume prompt.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget};
use stepdoku_core::game::clock;
use stepdoku_core::text::escape;

use super::pane::key_hints;
use crate::tui::action::Action;
use crate::tui::app::{App, Held, Screen, SolvedBy};
use crate::tui::text;

/// A `width`×`height` rectangle in the middle of `area`, clipped to it.
#[must_use]
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

fn boxed(app: &App, title: &str, lines: &[Line], area: Rect, width: u16, buf: &mut Buffer) {
    let popup = boxed_rect(lines, area, width);
    render_boxed(app, title, lines, popup, buf);
}

/// Where a box of `lines` goes, `width` wide, in the middle of `area`.
fn boxed_rect(lines: &[Line], area: Rect, width: u16) -> Rect {
    let inner = usize::from(width.min(area.width).saturating_sub(4));
    let rows: usize = lines.iter().map(|l| text::wrap_line(l, inner).len()).sum();
    let height = u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(2);
    centered(area, width, height)
}

/// The box itself: a border in the key colour, a column of padding inside it so a wrapped
/// line never runs into the border.
fn render_boxed(app: &App, title: &str, lines: &[Line], popup: Rect, buf: &mut Buffer) {
    let inner = usize::from(popup.width.saturating_sub(4));
    let rows = usize::from(popup.height.saturating_sub(2));
    Clear.render(popup, buf);
    Paragraph::new(text::wrap_to_rows(lines, inner, rows))
        .alignment(Alignment::Center)
        .block(
            Block::bordered()
                .padding(Padding::horizontal(1))
                .border_style(app.theme.key)
                .title(Span::styled(format!(" {title} "), app.theme.title)),
        )
        .style(app.theme.popup)
        .render(popup, buf);
}

/// Key hints for the screen on show, each key looked up in the binding table (a row the
/// screen does not bind is left out rather than named wrongly).
fn hints(app: &App, wanted: &[(Action, &'static str)], gap: &str) -> Line<'static> {
    let context = app.key_context();
    let found: Vec<(String, &str)> = wanted
        .iter()
        .filter_map(|(action, what)| {
            app.config
                .keymap
                .key_for(action, context)
                .map(|key| (key, *what))
        })
        .collect();
    key_hints(&app.theme, &found, gap)
}

pub fn paused(app: &App, board: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::default(),
        Line::styled("The board is hidden", app.theme.text),
        hints(app, &[(Action::TogglePause, "resumes")], ""),
    ];
    boxed(app, "Paused", &lines, board, 27, buf);
}

pub fn solved(app: &App, board: Rect, buf: &mut Buffer) {
    let time = clock(app.game.timer().elapsed(app.now));
    let (title, headline) = if matches!(app.screen, Screen::Solved(f) if f.by == SolvedBy::Solver) {
        ("Solved by the solver", format!("Filled in after {time}"))
    } else {
        ("Well done", format!("Solved in {time}"))
    };
    let mut lines = vec![
        Line::default(),
        Line::styled(headline, app.theme.title),
        Line::styled(
            how_solved(app.game.tally().hints, app.game.tally().mistakes),
            app.theme.text,
        ),
    ];
    if let Some(counted) = mistakes_counted(app) {
        lines.push(Line::styled(counted, app.theme.dim));
    }
    lines.extend([
        Line::default(),
        hints(
            app,
            &[
                (Action::Undo, "undo"),
                (Action::OpenMenu, "new"),
                (Action::Close, "close"),
            ],
            "  ",
        ),
    ]);
    // The key hints (`u undo  N new  Esc close`) on one line inside the padding.
    boxed(app, title, &lines, board, 29, buf);
}

/// `no hints, no mistakes`, `2 hints, 1 mistake`.
fn how_solved(hints: u32, mistakes: u32) -> String {
    let count = |n: u32, one: &str| match n {
        0 => format!("no {one}s"),
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    };
    format!("{}, {}", count(hints, "hint"), count(mistakes, "mistake"))
}

/// What the mistakes counted are, once there are some: every wrong digit typed, undone ones
/// too, and (with mistakes not checked, as the sidebar said) none of them was shown as one.
fn mistakes_counted(app: &App) -> Option<&'static str> {
    if app.game.tally().mistakes == 0 {
        return None;
    }
    Some(if app.game.settings().show_mistakes {
        "(wrong digits typed, undone ones too)"
    } else {
        "(wrong digits typed, undone ones too; mistakes were not checked)"
    })
}

pub fn resume(app: &App, held: &Held, area: Rect, buf: &mut Buffer) {
    let saved = &held.saved;
    let filled = saved.board().values().filled() - saved.board().givens().len();
    let blanks = 81 - saved.board().givens().len();
    let lines = vec![
        Line::default(),
        Line::styled(
            escape(&saved.source().to_string()).into_owned(),
            app.theme.title,
        ),
        Line::styled(
            format!(
                "{} played, {filled} of {blanks} cells filled, open in another stepdoku window (process {})",
                clock(saved.timer().elapsed(app.now)),
                held.pid
            ),
            app.theme.text,
        ),
        Line::default(),
        hints(
            app,
            &[
                (Action::ResumeSaved, "take it over"),
                (Action::StartNew, "play a copy"),
            ],
            "   ",
        ),
        Line::styled(
            "(taken over, the other window's next move goes to a copy: nothing is lost)",
            app.theme.dim,
        ),
    ];
    // Wider than the board, the box stands over the panel too: the rows it takes are cleared
    // across the screen, so no piece of the panel's words shows beside it (`8 9`, `)`).
    let popup = boxed_rect(&lines, area, 52);
    Clear.render(
        Rect {
            x: area.x,
            width: area.width,
            ..popup
        },
        buf,
    );
    render_boxed(
        app,
        "This puzzle is open in another window",
        &lines,
        popup,
        buf,
    );
}
