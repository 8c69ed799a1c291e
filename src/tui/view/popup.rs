//! Boxes drawn over the board: paused, solved, and the resume prompt.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};
use stepdoku::game::{Game, clock};

use super::pane::key_hints;
use crate::tui::app::App;

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

fn boxed(app: &App, title: &str, lines: Vec<Line>, area: Rect, width: u16, buf: &mut Buffer) {
    let height = lines.len() as u16 + 2;
    let popup = centered(area, width, height);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .block(
            Block::bordered()
                .border_style(app.theme.key)
                .title(Span::styled(format!(" {title} "), app.theme.title)),
        )
        .style(app.theme.popup)
        .render(popup, buf);
}

pub fn paused(app: &App, board: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::default(),
        Line::styled("The board is hidden", app.theme.text),
        key_hints(&app.theme, &[("p", "resumes")], ""),
    ];
    boxed(app, "Paused", lines, board, 27, buf);
}

pub fn solved(app: &App, board: Rect, buf: &mut Buffer) {
    let time = clock(app.game.timer().elapsed(app.now));
    let (title, headline) = if app.solved_by_solver {
        ("Solved by the solver", format!("Filled in after {time}"))
    } else {
        ("Well done", format!("Solved in {time}"))
    };
    let lines = vec![
        Line::default(),
        Line::styled(headline, app.theme.title),
        Line::default(),
        key_hints(
            &app.theme,
            &[("u", "undo"), ("N", "new"), ("q", "quit")],
            "  ",
        ),
    ];
    boxed(app, title, lines, board, 27, buf);
}

pub fn resume(app: &App, saved: &Game, area: Rect, buf: &mut Buffer) {
    let filled = saved.board().values().filled() - saved.board().givens().len();
    let blanks = 81 - saved.board().givens().len();
    let lines = vec![
        Line::default(),
        Line::styled(saved.source().to_string(), app.theme.title),
        Line::styled(
            format!(
                "{} played, {filled} of {blanks} cells filled",
                clock(saved.timer().elapsed(app.now))
            ),
            app.theme.text,
        ),
        Line::default(),
        key_hints(
            &app.theme,
            &[("y", "resume it"), ("n", "new puzzle")],
            "   ",
        ),
        Line::styled("(the saved game is kept in a backup file)", app.theme.dim),
    ];
    boxed(app, "Resume your saved game?", lines, area, 48, buf);
}
