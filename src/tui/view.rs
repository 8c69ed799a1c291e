//! Drawing: widgets that only read the [`App`]. One file per pane; this one arranges them.

mod board;
mod footer;
pub mod help;
mod menu;
mod pairs;
mod pane;
mod panel;
mod popup;
pub mod race;
mod too_small;
pub mod watch;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::app::{App, Screen};
use super::layout;

pub use board::BoardView;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if let Screen::Watch(watched) = &self.screen {
            watch::render(self, watched, area, buf);
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
        let geometry = match layout::geometry(area) {
            Ok(geometry) => geometry,
            Err(too_small) => {
                too_small::render(self, too_small, area, buf);
                return;
            }
        };
        BoardView::new(self, geometry.board).render(area, buf);
        panel::render(self, geometry.board.is_large(), geometry.panel, buf);
        footer::render(self, geometry.footer, buf);
        match &self.screen {
            Screen::Play => {}
            Screen::Paused => popup::paused(self, geometry.board.area, buf),
            Screen::Solved(_) => popup::solved(self, geometry.board.area, buf),
            Screen::Resume(saved) => popup::resume(self, saved, area, buf),
            Screen::Watch(_) | Screen::Race(_) => {}
            // The menu lists its own keys; the footer stays whole under it.
            Screen::Menu(menu) => {
                let above_footer = Rect {
                    height: geometry.footer.y - area.y,
                    ..area
                };
                menu::render(self, menu, above_footer, buf);
            }
        }
        if self.help.is_some() {
            help::render(self, area, buf);
        }
    }
}
