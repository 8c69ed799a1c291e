//! Draw, perform effects, wait, map, update. The wait blocks on input and wakes on its own
//! only when the clock on screen is about to change (once a second), so an idle player costs
//! no CPU.

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event};
use ratatui::layout::Rect;
use stepdoku::game::Store;

use super::action::Action;
use super::app::{App, Effect};
use super::input::action_for_event;
use super::terminal::Tty;
use super::update::{self, update};

pub fn run(terminal: &mut Tty, app: &mut App, store: Option<&Store>) -> io::Result<()> {
    let mut dirty = true;
    loop {
        if dirty {
            app.now = Instant::now();
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        }
        // Files after the frame: a save syncs to disk, which can take longer than a frame,
        // and the key that caused it should show at once. Quitting waits for its save.
        if !app.effects.is_empty() {
            let message = app.message.clone();
            perform(app, store);
            dirty = app.message != message;
            continue;
        }
        if app.quit.leaving() {
            return Ok(());
        }
        let event = next_event(app.wake_in())?;
        app.now = Instant::now();
        let size = terminal.size()?;
        let area = Rect::new(0, 0, size.width, size.height);
        let action = match &event {
            Some(event) => action_for_event(event, app, area),
            None => Some(Action::Tick),
        };
        dirty = action.is_some();
        if let Some(action) = action {
            update(app, action);
        }
    }
}

/// The next event, or `None` when `timeout` passes first; with no timeout, wait for input.
fn next_event(timeout: Option<Duration>) -> io::Result<Option<Event>> {
    match timeout {
        Some(timeout) if !event::poll(timeout)? => Ok(None),
        _ => event::read().map(Some),
    }
}

/// Carry out the file work `update` asked for. Failures become a message, never a crash: the
/// game in memory is intact and the next save tries again. Every save's result goes back
/// through [`update::saved`], so a failed save is never reported as a saved game.
pub fn perform(app: &mut App, store: Option<&Store>) {
    // A save that could not be kept aside must not be overwritten by this game's save.
    let mut slot_blocked: Option<String> = None;
    for effect in std::mem::take(&mut app.effects) {
        let Some(store) = store else {
            continue;
        };
        match effect {
            Effect::Save => {
                let result = match &slot_blocked {
                    Some(reason) => Err(reason.clone()),
                    None => store.save(&app.game, app.now).map_err(|e| e.to_string()),
                };
                update::saved(app, result);
            }
            Effect::RemoveSave => {
                if let Err(e) = store.remove() {
                    app.warn(format!("Could not remove the finished save: {e}"));
                }
            }
            Effect::KeepSavedAside => match store.keep_replaced() {
                Ok(Some(path)) => {
                    app.info(format!("Your saved game was kept as {}", path.display()))
                }
                Ok(None) => {}
                Err(e) => {
                    slot_blocked = Some(format!(
                        "the game already saved there could not be kept aside ({e})"
                    ));
                    update::kept_aside_failed(app, &e.to_string());
                }
            },
            Effect::KeepAside(game) => {
                let kept = store
                    .save(&game, app.now)
                    .and_then(|()| store.keep_replaced());
                match kept {
                    Ok(Some(path)) => {
                        app.info(format!("Your last game was kept as {}", path.display()))
                    }
                    Ok(None) => {}
                    Err(e) => app.warn(format!("Could not keep your last game: {e}")),
                }
            }
        }
    }
}
