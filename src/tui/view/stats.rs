//! The statistics over the board: per level, games finished, best and median times, finished
//! without hints; below them the times per level as a chart and the daily streak as a
//! calendar, side by side.

mod calendar;
mod chart;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku_core::game::clock;
use stepdoku_core::store::Stats;

use super::pane;
use super::popup::centered;
use crate::tui::app::App;
use crate::tui::text;
use crate::tui::theme::Theme;

/// The widest the statistics get: room for a chart of some sixty games beside the calendar.
const WIDTH: u16 = 100;

/// Plot rows the chart asks for; fewer where the terminal is short, never under
/// [`chart::MIN_PLOT_ROWS`].
const PLOT_ROWS: u16 = 13;

/// Columns between the chart and the calendar.
const GAP: u16 = 3;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let Some(stats) = &app.ledger.stats else {
        return;
    };
    let width = WIDTH.min(area.width);
    let inner = width.saturating_sub(2);
    // Wrapped inside the borders and the padding: lines wrapped wider were cut mid-word.
    let lines = text::wrap_to_rows(
        &table(stats, theme),
        usize::from(width.saturating_sub(4)),
        usize::from(area.height.saturating_sub(6)),
    );
    let calendar_width = calendar_width(stats).min(inner);
    let wanted = chart::rows(
        stats,
        theme,
        inner.saturating_sub(calendar_width + GAP),
        PLOT_ROWS,
    )
    .max(calendar::rows());
    let text_rows = lines.len() as u16;
    // Borders, the text, the chart and calendar, the key.
    let height = (2 + text_rows + wanted + 1).min(area.height);
    let rect = centered(area, width, height);
    Clear.render(rect, buf);
    let block = pane::titled(" Statistics ", theme.dim, theme);
    let inside = block.inner(rect);
    block.render(rect, buf);
    let lines = text::fit_lines(lines, usize::from(inside.width));
    Paragraph::new(lines).render(
        Rect {
            height: text_rows.min(inside.height),
            ..inside
        },
        buf,
    );
    let top = (inside.y + text_rows).min(inside.bottom());
    let region = Rect {
        y: top,
        height: inside.bottom().saturating_sub(top + 1),
        ..inside
    };
    let calendar_width = calendar_width.min(region.width);
    chart::render(
        stats,
        theme,
        Rect {
            width: region.width.saturating_sub(calendar_width + GAP),
            ..region
        },
        buf,
    );
    calendar::render(
        stats,
        theme,
        Rect {
            x: region.right() - calendar_width,
            width: calendar_width,
            ..region
        },
        buf,
    );
    Paragraph::new(Line::styled("Esc closes", theme.dim)).render(
        Rect {
            y: inside.bottom().saturating_sub(1),
            height: 1,
            ..inside
        },
        buf,
    );
}

/// The calendar's column: its weeks, or its streak sentence where that is wider.
fn calendar_width(stats: &Stats) -> u16 {
    let sentence = format!(
        "{} in a row now, {} at most",
        stats.daily_streak, stats.longest_daily_streak
    );
    calendar::WIDTH.max(text::width(&sentence) as u16)
}

/// The table of levels, and what is left out of it.
fn table(stats: &Stats, theme: &Theme) -> Vec<Line<'static>> {
    let time = |ms: u64| clock(std::time::Duration::from_millis(ms));
    let mut lines = vec![Line::styled(
        format!(
            "{:<10} {:>8} {:>9} {:>9} {:>12}",
            "level", "finished", "best", "median", "no hints"
        ),
        theme.dim,
    )];
    for level in &stats.levels {
        lines.push(Line::from(vec![
            ratatui::text::Span::styled(
                format!("{} ", chart::letter(&level.level)),
                chart::level_style(&level.level, theme),
            ),
            ratatui::text::Span::styled(
                format!(
                    "{:<8} {:>8} {:>9} {:>9} {:>12}",
                    level.level,
                    level.finished,
                    time(level.best_ms),
                    time(level.median_mean_ms),
                    level.without_hints
                ),
                theme.text,
            ),
        ]));
    }
    if stats.levels.is_empty() {
        lines.push(Line::styled(
            "No finished games yet: solve one and it is counted here.",
            theme.text,
        ));
    }
    if let Some(left_out) = stats.by_solver_left_out() {
        lines.push(Line::styled(left_out, theme.text));
    }
    lines.push(Line::styled(
        format!("{} finished in all.", stats.finished),
        theme.text,
    ));
    if let Some(hints) = stats.hints_line() {
        lines.push(Line::styled(hints, theme.text));
    }
    // Under the board, the message saying so would be hidden by this popup.
    if let Some(left_out) =
        crate::tui::app::left_out(&stats.skipped, "finished games", "stepdoku stats")
    {
        lines.push(Line::styled(left_out, theme.warning));
    }
    lines
}
