//! The ranking once every lane is done: each strategy's steps, tries, forced placements, dead
//! ends and backtracks apart, and deepest stack, and the time one headless solve takes (measured on the same board, no drawing),
//! fastest first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::race::{NOT_TIMED, Race, Ranking};
use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::view::pane;
use crate::tui::watch::Watch;

pub fn render(app: &App, race: &Race, order: &[usize], area: Rect, buf: &mut Buffer) {
    let Ranking::Done(times) = &race.ranking else {
        return;
    };
    let theme = &app.theme;
    // As wide as the longest name (`your search` is longer than any strategy's).
    let name = race
        .lanes
        .iter()
        .map(|l| l.strategy_name().len())
        .max()
        .unwrap_or(0)
        .max(9);
    let mut lines = vec![Line::styled(
        format!(
            "{:<2} {:<name$} {:>9} {:>8} {:>7} {:>9} {:>10} {:>5} {:>9}",
            "#",
            "strategy",
            "steps",
            "tries",
            "forced",
            "dead ends",
            "backtracks",
            "depth",
            "per solve"
        ),
        theme.dim,
    )];
    for (rank, &i) in order.iter().enumerate() {
        let lane = &race.lanes[i];
        let c = lane.search.counters();
        let time = times
            .get(i)
            .filter(|&&t| t != NOT_TIMED)
            .map_or_else(|| "-".to_owned(), |t| duration(*t));
        lines.push(Line::styled(
            format!(
                "{:<2} {:<name$} {:>9} {:>8} {:>7} {:>9} {:>10} {:>5} {:>9}",
                rank + 1,
                lane.strategy_name(),
                thousands(c.steps),
                thousands(c.tries),
                thousands(c.forced),
                thousands(c.dead_ends),
                thousands(c.exhausted_frames()),
                c.max_depth,
                time
            ),
            theme.text,
        ));
    }
    lines.push(Line::styled(
        "per solve: headless, no drawing, same board",
        theme.dim,
    ));
    if race.lanes.iter().any(Watch::is_replay) {
        lines.push(Line::styled(
            "your search: not timed, its program does not run here",
            theme.dim,
        ));
    }
    popup(app, " Ranking: fastest first ", &lines, area, buf);
}

/// While the strategies are being timed.
pub fn timing(app: &App, area: Rect, buf: &mut Buffer) {
    let lines = vec![Line::styled(
        "All done. Timing each strategy headless…",
        app.theme.text,
    )];
    popup(app, " Ranking ", &lines, area, buf);
}

fn popup(app: &App, title: &str, lines: &[Line<'static>], area: Rect, buf: &mut Buffer) {
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let width = (widest + 4).min(area.width);
    let inner_width = usize::from(width.saturating_sub(4));
    let lines = text::wrap_to_rows(lines, inner_width, usize::from(area.height));
    let height = (lines.len() as u16 + 2).min(area.height);
    let rect = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.bottom().saturating_sub(height),
        width,
        height,
    };
    // The rows it stands on are cleared across every lane: a lane's text beside the box would
    // show in fragments (`solve┌`, `fille│`).
    Clear.render(
        Rect {
            x: area.x,
            width: area.width,
            ..rect
        },
        buf,
    );
    let lines = text::fit_lines(lines, usize::from(rect.width.saturating_sub(2)));
    Paragraph::new(lines)
        .block(pane::titled(title, app.theme.dim, &app.theme))
        .render(rect, buf);
}

/// `1.52 ms`, `340 µs`, `2.1 s`.
fn duration(d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.2} ms", s * 1e3)
    } else {
        format!("{:.0} µs", s * 1e6)
    }
}
