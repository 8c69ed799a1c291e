//! Shown instead of a clipped board when the terminal is below the minimum size.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::app::App;
use crate::tui::layout::TooSmall;

pub fn render(app: &App, size: TooSmall, area: Rect, buf: &mut Buffer) {
    let (need, have) = (size.need, size.have);
    let lines = vec![
        Line::styled(
            format!(
                "terminal too small: need {}×{}, have {}×{}",
                need.0, need.1, have.0, have.1
            ),
            app.theme.warning,
        ),
        Line::styled(
            "enlarge the window, or press q to save and quit",
            app.theme.dim,
        ),
    ];
    let top = area.height.saturating_sub(2) / 2;
    let text_area = Rect {
        y: area.y + top,
        height: area.height - top,
        ..area
    };
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(text_area, buf);
}
