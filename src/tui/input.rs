//! Terminal events → actions. Pure: keys go through the binding table, a left click on the
//! board selects the cell under it (found with the same layout the view draws with).

use crossterm::event::{Event, MouseButton, MouseEventKind};
use ratatui::layout::Rect;

use super::action::Action;
use super::app::{App, ScreenKind};
use super::keymap::action_for_key;
use super::layout;

/// The action `event` asks for, in a terminal of size `area`; `None` ignores it (no redraw).
#[must_use]
pub fn action_for_event(event: &Event, app: &App, area: Rect) -> Option<Action> {
    match event {
        Event::Key(key) => action_for_key(key, app.key_context()),
        Event::Mouse(mouse)
            if mouse.kind == MouseEventKind::Down(MouseButton::Left)
                && app.screen_kind() == ScreenKind::Play =>
        {
            let board = layout::geometry(area).ok()?.board;
            board.cell_at(mouse.column, mouse.row).map(Action::Select)
        }
        Event::Resize(..) => Some(Action::Tick),
        _ => None,
    }
}
