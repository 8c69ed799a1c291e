//! Shown instead of a clipped board when the terminal is below the minimum size.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::layout::cramped::Cramped;
use crate::tui::screen::Tone;
use crate::tui::text;

/// In place of the screen: what it needs, and only the keys that act on a screen this small.
/// A warning (a save that failed, a quit held back for it) shows under them: the message line
/// it belongs on is not drawn.
pub fn render(app: &App, cramped: &Cramped, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let mut lines = vec![
        Line::styled(cramped.headline(), theme.warning),
        Line::styled(cramped.advice(), theme.dim),
    ];
    if let Some(message) = app.message.as_ref().filter(|m| m.tone == Tone::Warning) {
        lines.extend(
            message
                .text
                .lines()
                .map(|notice| Line::styled(notice.to_owned(), theme.warning)),
        );
    }
    // Centred on the first two lines; a warning goes under them.
    let top = area.height.saturating_sub(2) / 2;
    let text_area = Rect {
        y: area.y + top,
        height: area.height - top,
        ..area
    };
    let lines = text::wrap_to_rows(
        &lines,
        usize::from(text_area.width),
        usize::from(text_area.height),
    );
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .render(text_area, buf);
}
