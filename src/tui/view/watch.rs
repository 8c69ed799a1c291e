//! The watch screen: the board as the search has it, the legend under it, and three panels
//! (counters, the current event, the explicit stack) beside it. One file per pane below; this
//! one arranges them. Every pane reads the current step only, so a frame costs the same at
//! step 10 as at step 10⁹.

mod board;
mod code;
mod counters;
mod event;
pub mod layout;
mod legend;
mod pairs;
mod stack;
pub mod style;
mod tree;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

use super::{footer, too_small};
use crate::tui::app::App;
use crate::tui::layout::TooSmall;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;

pub use board::WatchBoard;

pub fn render(app: &App, watch: &Watch, area: Rect, buf: &mut Buffer) {
    let style = WatchStyle::new(&app.theme);
    let layout = match layout::layout(area) {
        Ok(layout) => layout,
        Err(too_small) => {
            render_too_small(app, too_small, area, buf);
            return;
        }
    };
    WatchBoard::new(watch, &app.theme, &style, layout.board).render(area, buf);
    if let Some(legend) = layout.legend {
        let large = layout.board.is_large();
        legend::render(watch, (&app.theme, &style), large, legend, buf);
    }
    match watch.code.pane {
        crate::tui::watch::code::Pane::Stack => {}
        crate::tui::watch::code::Pane::Code => {
            code::render_column(app, watch, &style, layout.panels, buf);
            footer::render(app, layout.footer, buf);
            return;
        }
        crate::tui::watch::code::Pane::Tree => {
            tree::render_column(app, watch, &style, layout.panels, buf);
            footer::render(app, layout.footer, buf);
            return;
        }
    }
    // A Sudominoku adds the pairs panel; on a short terminal its event panel gives up a line.
    let (pairs_height, event_height) = match (watch.dominoes.is_some(), layout.panels.height) {
        (false, h) if h >= 34 => (0, event::TALL),
        (false, _) => (0, event::HEIGHT),
        (true, h) if h < 30 => (pairs::HEIGHT, event::HEIGHT - 3),
        (true, _) => (pairs::HEIGHT, event::HEIGHT - 1),
    };
    // The step pane grows to its whole message where the stack can spare the rows (it keeps
    // three: its border and a frame).
    let counters_height = counters::height(watch);
    let spare = layout
        .panels
        .height
        .saturating_sub(counters_height + pairs_height + 3);
    let needed = event::height_for(app, watch, &style, layout.panels.width);
    let event_height = event_height.max(needed.min(spare));
    let [counters, event, pairs, stack] = Layout::vertical([
        Constraint::Length(counters_height),
        Constraint::Length(event_height),
        Constraint::Length(pairs_height),
        Constraint::Min(3),
    ])
    .areas(layout.panels);
    counters::render(watch, &app.theme, &style, counters, buf);
    event::render(app, watch, &style, event, buf);
    if watch.dominoes.is_some() {
        pairs::render(watch, &app.theme, &style, pairs, buf);
    }
    stack::render(watch, &app.theme, &style, stack, buf);
    footer::render(app, layout.footer, buf);
}

fn render_too_small(app: &App, size: TooSmall, area: Rect, buf: &mut Buffer) {
    let (need, have) = (size.need, size.have);
    let headline = format!(
        "The solver view needs {}×{}, this terminal is {}×{}",
        need.0, need.1, have.0, have.1
    );
    // From a game, Esc goes back to it (where the board fits); q would end the session.
    let advice = match app.base_screen_kind() {
        crate::tui::screen::ScreenKind::Watch => {
            "enlarge the window, or press Esc to go back to the game"
        }
        _ => "enlarge the window, or press q to quit",
    };
    too_small::say(app, &headline, advice, area, buf);
}
