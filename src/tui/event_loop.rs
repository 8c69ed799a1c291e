//! Draw, perform effects, wait, map, update. The wait blocks on input and wakes on its own
//! only when the screen is about to change (the clock's next second, the watch's next frame),
//! so an idle player costs no CPU. A burst of input is taken whole before the next frame (at
//! most [`BURST`] of it), so thousands of keys sent at once are answered in one go.

pub mod background;
mod step_budget;
mod store;

use std::io;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ratatui::layout::Rect;
use stepdoku_core::store::{BUSY_WAIT, Store, time};

use super::action::{Action, Tick};
use super::app::{App, Effect};
use super::input::action_for_event;
use super::reader::{Input, Outbox, Reader};
use super::terminal::{self, Tty};
use super::update::update;
use step_budget::StepBudget;

/// The longest stretch of queued input taken before a frame is drawn.
const BURST: Duration = Duration::from_millis(50);

/// How long one try at the store waits for another process's lock: about a frame, so a
/// store held elsewhere never freezes the interface.
pub const STORE_WAIT: Duration = Duration::from_millis(16);

/// Run until the player quits; `Some(signal)` when a signal (or the terminal going away) ended
/// the session instead. Either way the game is saved as a quit saves it.
pub fn run(
    terminal: &mut Tty,
    app: &mut App,
    store: Option<&Store>,
    reader: &mut Reader,
) -> io::Result<Option<i32>> {
    let mut dirty = true;
    let mut stopped = None;
    let outbox = reader.outbox();
    let mut budget = StepBudget::default();
    update(app, Action::Seed(session_seed()));
    resized(terminal, app);
    if let Some(store) = store {
        store.set_busy_wait(STORE_WAIT);
    }
    loop {
        if dirty {
            update(app, Action::Clock(Instant::now(), time::now_unix()));
            // A terminal that went away cannot be drawn on; the save must still happen.
            let drawn = terminal.draw(|frame| frame.render_widget(&*app, frame.area()));
            if let Err(e) = drawn
                && stopped.is_none()
            {
                return Err(e);
            }
        }
        // Files after the frame: a save syncs to disk, which can take longer than a frame,
        // and the key that caused it should show at once. Quitting waits for its save.
        if !app.effects.is_empty() {
            // What the files gave (a message, the list of games, a game read back) shows at
            // once.
            perform(app, store, Some(&outbox));
            dirty = true;
            continue;
        }
        // A save waiting for its puzzle's grading keeps the session open until it lands.
        if app.quit.leaving() && !app.awaits_work() {
            return Ok(stopped);
        }
        dirty = false;
        let Some(first) = reader.next(app.wake_in()) else {
            tick(app, &mut budget);
            dirty = true;
            continue;
        };
        let burst = Instant::now();
        let mut input = Some(first);
        while let Some(next) = input.take() {
            update(app, Action::Clock(Instant::now(), time::now_unix()));
            match next {
                Input::Event(crossterm::event::Event::Paste(text)) => {
                    update(app, Action::Paste(text));
                    dirty = true;
                }
                Input::PasteTooLong(length) => {
                    update(app, Action::PasteTooLong(length));
                    dirty = true;
                }
                // The signal carries no size: the terminal is asked.
                Input::Event(crossterm::event::Event::Resize(..)) => {
                    resized(terminal, app);
                    dirty = true;
                }
                Input::Event(event) => {
                    let size = terminal.size().unwrap_or_default();
                    let area = Rect::new(0, 0, size.width, size.height);
                    if let Some(action) = action_for_event(&event, app, area) {
                        update(app, action);
                        dirty = true;
                    }
                }
                Input::Stop(signal) => {
                    // Nobody is left to wait with: the last save may wait for the lock as
                    // long as a command would.
                    if let Some(store) = store {
                        store.set_busy_wait(BUSY_WAIT);
                    }
                    update(app, Action::Stop);
                    stopped = Some(signal);
                    dirty = true;
                    break;
                }
                Input::Suspend => {
                    suspend(terminal)?;
                    resized(terminal, app);
                    dirty = true;
                }
                Input::Resume => {
                    terminal::redraw_all(terminal)?;
                    resized(terminal, app);
                    dirty = true;
                }
                Input::Action(action) => {
                    update(app, action);
                    dirty = true;
                }
            }
            if burst.elapsed() < BURST && app.effects.is_empty() && !app.quit.leaving() {
                input = reader.try_next();
            }
        }
    }
}

/// The terminal's size, to the model: a screen too small to show takes only the keys its
/// notice names. A terminal that cannot say keeps the size it had.
fn resized(terminal: &Tty, app: &mut App) {
    if let Ok(size) = terminal.size() {
        update(
            app,
            Action::Resize {
                width: size.width,
                height: size.height,
            },
        );
    }
}

/// A frame is due (or a second of the clock): the time and the step budget go to `update` in
/// the tick, and how long its steps took sizes the next budget.
fn tick(app: &mut App, budget: &mut StepBudget) {
    let before = app.steps_played();
    let now = Instant::now();
    update(
        app,
        Action::Tick(Tick {
            now,
            steps: budget.steps(),
        }),
    );
    budget.measured(app.steps_played().saturating_sub(before), now.elapsed());
}

/// `TSTP` from outside (a job-control stop): hand the terminal back as it was, stop, and take
/// it again when continued, drawing the whole screen afresh.
fn suspend(terminal: &mut Tty) -> io::Result<()> {
    terminal::restore();
    super::reader::stop_now();
    terminal::enter()?;
    terminal::redraw_all(terminal)
}

/// Seeds that differ from one session to the next: the clock's nanoseconds, stirred with the
/// process id so that two windows opened in the same instant still differ. Read outside
/// `update`, which takes it as [`Action::Seed`].
#[must_use]
pub fn session_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// Carry out the work `update` asked for: files against the store, and background work on
/// threads of its own that answer through `outbox`. Every answer of the store, a failed save
/// included, goes back through [`update`] as an action, so a failed save is never reported as
/// a saved game and the loop never writes the state. `None` for `outbox`: the session is
/// ending and nobody waits on a thread; what a save waits for (a grading) is done here, and
/// the save it lets go is performed too.
pub fn perform(app: &mut App, store: Option<&Store>, outbox: Option<&Outbox>) {
    // A grading answers with a save, which answers with nothing more: a few rounds suffice.
    for _ in 0..4 {
        let (work, files): (Vec<Effect>, Vec<Effect>) = app
            .take_effects()
            .into_iter()
            .partition(|e| matches!(e, Effect::Work(_) | Effect::Cancel(_)));
        for effect in work {
            let work = match effect {
                Effect::Work(work) => work,
                Effect::Cancel(cancel) => {
                    cancel.raise();
                    continue;
                }
                _ => continue,
            };
            match outbox {
                Some(outbox) => background::start(work, outbox.clone()),
                None => update(app, background::run(work)),
            }
        }
        let mut round = store::Round::default();
        for effect in files {
            for answer in round.perform(app, store, effect) {
                update(app, answer);
            }
        }
        update(app, round.end());
        if outbox.is_some() || app.effects.is_empty() {
            return;
        }
    }
}
