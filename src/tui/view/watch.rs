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
mod predict;
pub mod slow;
mod source;
mod stack;
pub mod style;
mod tree;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

use super::{footer, too_small};
use crate::tui::app::App;
use crate::tui::layout::cramped::cramped;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;

pub use board::WatchBoard;
pub use event::Paging;
#[cfg(test)]
pub use tree::chosen_style;

pub fn render(app: &App, watch: &Watch, area: Rect, buf: &mut Buffer) {
    let style = WatchStyle::new(&app.theme);
    let Ok(layout) = layout::layout(area) else {
        if let Some(cramped) = cramped(app, (area.width, area.height)) {
            too_small::render(app, &cramped, area, buf);
        }
        return;
    };
    WatchBoard::new(watch, &app.theme, &style, layout.board).render(area, buf);
    if let Some(legend) = layout.legend {
        let large = layout.board.is_large();
        legend::render(watch, (&app.theme, &style), large, legend, buf);
    }
    match watch.detail.pane {
        crate::tui::watch::code::Pane::Stack => {}
        // Listings and tree rows cut at every line would teach nothing: the pane says what
        // it needs, under the counters and the step, which still fit.
        pane if !layout::side_pane_fits(area) => {
            render_needs_room(app, watch, (&style, pane), (layout.panels, area.width), buf);
            footer::render_in(
                app,
                crate::tui::view::watch::layout::key_context(app, area),
                layout.footer,
                buf,
            );
            return;
        }
        crate::tui::watch::code::Pane::Code => {
            code::render_column(app, watch, &style, layout.panels, buf);
            footer::render_in(
                app,
                crate::tui::view::watch::layout::key_context(app, area),
                layout.footer,
                buf,
            );
            return;
        }
        crate::tui::watch::code::Pane::Tree => {
            tree::render_column(app, watch, &style, layout.panels, buf);
            footer::render_in(
                app,
                crate::tui::view::watch::layout::key_context(app, area),
                layout.footer,
                buf,
            );
            return;
        }
    }
    let [counters, event, pairs, stack] = stack_column(app, watch, &style, layout.panels);
    counters::render(watch, &app.theme, &style, counters, buf);
    event::render(app, watch, &style, event, buf);
    if watch.dominoes.is_some() {
        pairs::render(watch, &app.theme, &style, pairs, buf);
    }
    stack::render(watch, &app.theme, &style, stack, buf);
    footer::render_in(
        app,
        crate::tui::view::watch::layout::key_context(app, area),
        layout.footer,
        buf,
    );
}

/// The stack column's panes: the counters, the step, the pairs (a Sudominoku's) and the stack.
fn stack_column(app: &App, watch: &Watch, style: &WatchStyle, panels: Rect) -> [Rect; 4] {
    // A Sudominoku adds the pairs panel; on a short terminal its event panel gives up a line.
    let (pairs_height, event_height) = match (watch.dominoes.is_some(), panels.height) {
        (false, h) if h >= 34 => (0, event::TALL),
        (false, _) => (0, event::HEIGHT),
        (true, h) if h < 30 => (pairs::HEIGHT, event::HEIGHT - 3),
        (true, _) => (pairs::HEIGHT, event::HEIGHT - 1),
    };
    // The step pane grows to its whole message where the stack can spare the rows. The stack
    // keeps five: its border, the columns' header, a frame and the count of those below it (a
    // frame alone says neither what it is nor that there is more). Beside the pairs panel of
    // a Sudominoku it keeps three, its border and a frame: the step's words come first there.
    let stack_keeps = if watch.dominoes.is_some() { 3 } else { 5 };
    let counters_height = counters::height(watch, &app.theme, panels.width);
    let spare = panels
        .height
        .saturating_sub(counters_height + pairs_height + stack_keeps);
    let needed = event::height_for(app, watch, style, panels.width);
    let event_height = event_height.max(needed.min(spare));
    Layout::vertical([
        Constraint::Length(counters_height),
        Constraint::Length(event_height),
        Constraint::Length(pairs_height),
        Constraint::Min(3),
    ])
    .areas(panels)
}

/// How the Step pane pages in a terminal of size `area`, wherever the pane beside it puts
/// it; `None` where the watch is not drawn.
#[must_use]
pub fn step_paging(app: &App, watch: &Watch, area: Rect) -> Option<Paging> {
    use crate::tui::watch::code::Pane;
    let style = WatchStyle::new(&app.theme);
    let panels = layout::layout(area).ok()?.panels;
    let step = match watch.detail.pane {
        Pane::Stack => stack_column(app, watch, &style, panels)[1],
        _ if !layout::side_pane_fits(area) => needs_room_column(app, watch, &style, panels)[1],
        Pane::Code if watch.is_replay() => source::column(app, watch, panels)[0],
        Pane::Code => code::column(watch, &app.theme, panels)[1],
        Pane::Tree => tree::column(watch, &app.theme, panels)[1],
    };
    Some(event::paging(app, watch, &style, step))
}

/// The counters, the step, and in place of the code or the tree a pane that says how wide
/// the terminal must be for it and which key brings the stack back.
fn render_needs_room(
    app: &App,
    watch: &Watch,
    (style, pane): (&WatchStyle, crate::tui::watch::code::Pane),
    (panels, have): (Rect, u16),
    buf: &mut Buffer,
) {
    use crate::tui::action::{Action, WatchAction};
    use crate::tui::watch::code::Pane;
    let (title, toggle) = match pane {
        Pane::Tree => (" Tree ", WatchAction::ToggleTree),
        Pane::Code | Pane::Stack => (" Code ", WatchAction::ToggleCode),
    };
    let key = app.key_name(Action::Watch(toggle), crate::tui::screen::ScreenKind::Watch);
    let words = format!(
        "Needs {} columns, this terminal has {have} ({key}: the stack)",
        layout::side_pane_needs()
    );
    let [counters_area, event_area, notice] = needs_room_column(app, watch, style, panels);
    counters::render(watch, &app.theme, style, counters_area, buf);
    event::render(app, watch, style, event_area, buf);
    super::pane::notice(title, &words, &app.theme, notice, buf);
}

/// The column with no room for the code or the tree: the counters, the step, the notice.
fn needs_room_column(app: &App, watch: &Watch, style: &WatchStyle, panels: Rect) -> [Rect; 3] {
    let counters_height = counters::height(watch, &app.theme, panels.width);
    // The step takes what its words need, and leaves the notice its border and three lines.
    let room = panels.height.saturating_sub(counters_height + 5);
    let event_height = event::height_for(app, watch, style, panels.width)
        .max(event::HEIGHT)
        .min(room);
    Layout::vertical([
        Constraint::Length(counters_height),
        Constraint::Length(event_height),
        Constraint::Min(3),
    ])
    .areas(panels)
}
