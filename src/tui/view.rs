//! Drawing: widgets that only read the [`App`]. One file per pane; this one arranges them.

pub(crate) mod board;
mod footer;
mod game_names;
pub mod help;
mod menu;
mod pairs;
mod pane;
mod panel;
mod popup;
pub mod race;
mod stats;
/// Screens as SVG pictures, for the documentation's pictures and the tests that keep them true
/// (the integration tests reach it as `stepdoku::svg`).
pub mod svg;
mod too_small;
pub mod watch;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};

use super::app::{App, Screen};
use super::layout;

pub use board::BoardView;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Nothing of a screen that does not fit, not even an overlay on it: the keys that
        // act are the ones this says.
        if let Some(cramped) = layout::cramped::cramped(self, (area.width, area.height)) {
            too_small::render(self, &cramped, area, buf);
            return;
        }
        if let Screen::Watch(watched) = &self.screen {
            watch::render(self, watched, area, buf);
            if let Some(view) = watched.slow.as_ref().filter(|v| v.open) {
                watch::slow::render(view, &self.theme, area, buf);
            }
            if self.help.is_some() {
                help::render(self, area, buf);
            }
            return;
        }
        if let Screen::Race(race) = &self.screen {
            race::render(self, race, area, buf);
            if self.help.is_some() {
                help::render(self, area, buf);
            }
            return;
        }
        let Ok(geometry) = layout::geometry(area) else {
            return;
        };
        BoardView::new(self, geometry.board).render(area, buf);
        panel::render(self, geometry.board.is_large(), geometry.panel, buf);
        footer::render(self, geometry.footer, buf);
        match &self.screen {
            Screen::Solved(finished) if finished.popup => {
                popup::solved(self, geometry.board.area, buf);
            }
            Screen::Play | Screen::Solved(_) | Screen::Watch(_) | Screen::Race(_) => {}
            Screen::Paused => popup::paused(self, geometry.board.area, buf),
            Screen::Resume(saved) => popup::resume(self, saved, area, buf),
            Screen::Enter(entering) => enter_status(self, entering, geometry.panel, buf),
            // The statistics take every row above the footer: the chart and the calendar
            // want height more than anything.
            Screen::Stats => {
                let above_footer = Rect {
                    height: geometry.footer.y - area.y,
                    ..area
                };
                Clear.render(above_footer, buf);
                stats::render(self, above_footer, buf);
            }
            // The menu lists its own keys; the footer stays whole under it. It covers most
            // of the board and the panel: what would show round it are cut pieces of the
            // panel's words, so it stands on a cleared screen.
            Screen::Menu(menu) => {
                let above_footer = Rect {
                    height: geometry.footer.y - area.y,
                    ..area
                };
                Clear.render(above_footer, buf);
                menu::render(self, menu, above_footer, buf);
            }
        }
        if self.help.is_some() {
            help::render(self, area, buf);
        }
    }
}

/// While a puzzle is entered: what its clues allow, on top of the panel.
fn enter_status(app: &App, entering: &crate::tui::app::Entering, panel: Rect, buf: &mut Buffer) {
    use crate::tui::enter::Status;
    use ratatui::text::Line;
    use ratatui::widgets::Paragraph;
    let theme = &app.theme;
    let style = match entering.status {
        Status::Unique(_) => theme.title,
        Status::Several => theme.text,
        Status::Clash | Status::NoSolution => theme.warning,
    };
    let inner = usize::from(panel.width.saturating_sub(4));
    // A narrow panel (65 columns) keeps the keys to the footer, which names them too: the box
    // stays short enough to leave the label of the digits left to place in view.
    let how = if inner < 30 {
        "Type or paste clues"
    } else {
        "Type or paste the clues; Enter plays them, Esc cancels"
    };
    let lines = vec![
        Line::styled(entering.status.words(), style),
        Line::styled(how, theme.dim),
    ];
    let lines = crate::tui::text::wrap_to_rows(&lines, inner, 6);
    let rect = Rect {
        height: (lines.len() as u16 + 2).min(panel.height),
        ..panel
    };
    Clear.render(rect, buf);
    Paragraph::new(lines)
        .block(pane::titled(" Entering a puzzle ", theme.key, theme))
        .render(rect, buf);
}
