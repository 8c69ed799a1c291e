//! Shown instead of a clipped board when the terminal is below the minimum size.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::layout::TooSmall;
use crate::tui::text;

/// The player's words: `q` saves the game on the way out.
pub fn render(app: &App, size: TooSmall, area: Rect, buf: &mut Buffer) {
    let (need, have) = (size.need, size.have);
    let headline = format!(
        "terminal too small: need {}×{}, have {}×{}",
        need.0, need.1, have.0, have.1
    );
    say(
        app,
        &headline,
        "enlarge the window, or press q to save and quit",
        area,
        buf,
    );
}

/// What is wrong and what to do, centred, in place of any screen that does not fit.
pub fn say(app: &App, headline: &str, advice: &str, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::styled(headline, app.theme.warning),
        Line::styled(advice, app.theme.dim),
    ];
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
