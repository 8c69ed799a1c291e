//! The ranking once every lane is done: each strategy's steps, tries, forced placements, dead
//! ends and backtracks apart, and deepest stack, and the time one headless solve takes
//! (measured on the same board, no drawing), fastest first. The table is fitted to the width
//! in [`table`]: one row per strategy, never wrapped.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::race::{NOT_TIMED, Race, Ranking};
use crate::tui::text;
use crate::tui::view::pane;
use crate::tui::watch::Watch;

mod table;

use table::Figures;

pub fn render(app: &App, race: &Race, order: &[usize], area: Rect, buf: &mut Buffer) {
    let Ranking::Done(times) = &race.ranking else {
        return;
    };
    let theme = &app.theme;
    let figures: Vec<Figures> = order
        .iter()
        .enumerate()
        .map(|(rank, &i)| {
            let lane = &race.lanes[i];
            let time = times.get(i).copied().filter(|&t| t != NOT_TIMED);
            Figures::of(rank + 1, lane, time)
        })
        .collect();
    // The box's borders and padding.
    let inner = usize::from(area.width.saturating_sub(4));
    let table = table::fit(&figures, inner);
    let mut lines: Vec<Line<'static>> = Vec::with_capacity(table.rows.len() + 3);
    for (i, row) in table.rows.into_iter().enumerate() {
        let style = if i == 0 { theme.dim } else { theme.text };
        lines.push(Line::styled(row, style));
    }
    let timed = if table.short {
        "solve: one solve's time, headless, no drawing, same board"
    } else {
        "per solve: headless, no drawing, same board"
    };
    let mut notes = vec![timed.to_owned()];
    if table.rounded {
        notes.push("k, M: thousands, millions, rounded".to_owned());
    }
    if race.lanes.iter().any(Watch::is_replay) {
        notes.push("your search: not timed, its program does not run here".to_owned());
    }
    for note in notes {
        lines.extend(text::wrap_line(&Line::styled(note, theme.dim), inner));
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

/// `lines` in a box at the bottom of `area`, as wide as the widest: a line wider than the
/// box is cut with `…`, never wrapped (a table's row stays one row).
fn popup(app: &App, title: &str, lines: &[Line<'static>], area: Rect, buf: &mut Buffer) {
    let widest = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let width = (widest + 4).min(area.width);
    let inner_width = usize::from(width.saturating_sub(4));
    let mut lines = text::fit_lines(lines.to_vec(), inner_width);
    lines.truncate(usize::from(area.height.saturating_sub(2)));
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
    Paragraph::new(lines)
        .block(pane::titled(title, app.theme.dim, &app.theme))
        .render(rect, buf);
}
