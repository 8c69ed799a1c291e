//! The statistics over the board: per level, games finished, best and median times, finished
//! without hints; the daily streaks; a chart of the latest times.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Sparkline, Widget};
use stepdoku_core::game::clock;

use super::pane;
use super::popup::centered;
use crate::tui::app::App;
use crate::tui::text;

const WIDTH: u16 = 60;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let Some(stats) = &app.ledger.stats else {
        return;
    };
    let time = |ms: u64| clock(std::time::Duration::from_millis(ms));
    let mut lines = vec![Line::styled(
        format!(
            "{:<10} {:>8} {:>9} {:>9} {:>12}",
            "level", "finished", "best", "median", "no hints"
        ),
        theme.dim,
    )];
    for level in &stats.levels {
        lines.push(Line::styled(
            format!(
                "{:<10} {:>8} {:>9} {:>9} {:>12}",
                level.level,
                level.finished,
                time(level.best_ms),
                time(level.median_ms),
                level.without_hints
            ),
            theme.text,
        ));
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
    lines.push(Line::default());
    lines.push(Line::styled(
        format!(
            "{} finished in all. Puzzle of the day: {} in a row now, {} at most.",
            stats.finished, stats.daily_streak, stats.longest_daily_streak
        ),
        theme.text,
    ));
    // Under the board, the message saying so would be hidden by this popup.
    if let Some(left_out) =
        crate::tui::app::left_out(&stats.skipped, "finished games", "stepdoku stats")
    {
        lines.push(Line::styled(left_out, theme.warning));
    }
    let chart = !stats.recent_ms.is_empty();
    if chart {
        lines.push(Line::styled(
            match stats.recent_ms.len() {
                1 => "Your last time:".to_owned(),
                n => format!("Your last {n} times, oldest first:"),
            },
            theme.dim,
        ));
    }
    let width = WIDTH.min(area.width);
    let inner = usize::from(width.saturating_sub(4));
    let lines = text::wrap_to_rows(&lines, inner, usize::from(area.height.saturating_sub(6)));
    let chart_rows: u16 = if chart { 3 } else { 0 };
    let height = (lines.len() as u16 + 2 + chart_rows + 1).min(area.height);
    let rect = centered(area, width, height);
    Clear.render(rect, buf);
    let block = pane::titled(" Statistics ", theme.dim, theme);
    let inside = block.inner(rect);
    block.render(rect, buf);
    let text_rows = inside.height.saturating_sub(chart_rows + 1);
    let lines = crate::tui::text::fit_lines(lines, usize::from(inside.width));
    Paragraph::new(lines).render(
        Rect {
            height: text_rows,
            ..inside
        },
        buf,
    );
    if chart {
        let data: Vec<u64> = stats.recent_ms.iter().map(|&ms| ms / 1000 + 1).collect();
        Sparkline::default().data(&data).style(theme.text).render(
            Rect {
                y: inside.y + text_rows,
                height: chart_rows,
                ..inside
            },
            buf,
        );
    }
    let keys = Line::styled("Esc closes", theme.dim);
    Paragraph::new(keys).render(
        Rect {
            y: inside.bottom().saturating_sub(1),
            height: 1,
            ..inside
        },
        buf,
    );
}
