//! Draw, perform effects, wait, map, update. The wait blocks on input and wakes on its own
//! only when the screen is about to change (the clock's next second, the watch's next frame),
//! so an idle player costs no CPU. A burst of input is taken whole before the next frame (at
//! most [`BURST`] of it), so thousands of keys sent at once are answered in one go.

pub mod background;
mod step_budget;

use std::io;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use ratatui::layout::Rect;
use stepdoku_core::store::{BUSY_WAIT, GameId, Graded, SavedAs, Store, StoreError, Window};

use super::action::{Action, Done, Found, Tick};
use super::app::{App, Effect, Held, SetAside};
use super::input::action_for_event;
use super::reader::{Input, Outbox, Reader};
use super::terminal::{self, Tty};
use super::update::{self, update};
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
    app.seed = clock_seed();
    if let Some(store) = store {
        store.set_busy_wait(STORE_WAIT);
    }
    loop {
        if dirty {
            update(app, Action::Clock(Instant::now()));
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
        if app.quit.leaving() {
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
            update(app, Action::Clock(Instant::now()));
            match next {
                Input::Event(crossterm::event::Event::Paste(text)) => {
                    app.message = None;
                    update::enter::paste(app, &text);
                    dirty = true;
                }
                Input::PasteTooLong(length) => {
                    update::enter::paste_too_long(app, length);
                    dirty = true;
                }
                // A new size needs only a new frame.
                Input::Event(crossterm::event::Event::Resize(..)) => dirty = true,
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
                    update::stop(app);
                    stopped = Some(signal);
                    dirty = true;
                    break;
                }
                Input::Suspend => {
                    suspend(terminal)?;
                    dirty = true;
                }
                Input::Resume => {
                    terminal::redraw_all(terminal)?;
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

/// Seeds that differ from one session to the next.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Carry out the work `update` asked for: files against the store, and background work on
/// threads of its own that answer through `outbox` (`None`: the session is ending, nobody
/// waits for an answer). Failures become a message, never a crash: the game in memory is
/// intact and the next save tries again. Every save's result goes back through
/// [`update::saved`], so a failed save is never reported as a saved game; writes another
/// process's lock turned away go back through [`update::saving::answered`], kept to be tried
/// again.
pub fn perform(app: &mut App, store: Option<&Store>, outbox: Option<&Outbox>) {
    let mut tried = Tried::default();
    for effect in std::mem::take(&mut app.effects) {
        match effect {
            Effect::Work(work) => {
                if let Some(outbox) = outbox {
                    background::start(work, outbox.clone());
                }
            }
            effect => match store {
                Some(store) => perform_on(app, store, effect, &mut tried),
                // No store: a save fails with the reason, so a quit never claims a saved game.
                None if matches!(effect, Effect::Save) => {
                    let reason = app
                        .ledger
                        .store_problem
                        .clone()
                        .unwrap_or_else(|| "there is no game store".to_owned());
                    update::saved(app, Err(reason));
                }
                None => {}
            },
        }
    }
    update::saving::answered(app, tried.busy, tried.failed);
}

/// What the writes of one round came to, beyond their own messages.
#[derive(Default)]
struct Tried {
    /// Turned away by another process's lock, to be tried again.
    busy: Vec<Effect>,
    /// Failed for another reason (said already).
    failed: bool,
    /// The row and date of the game just left for another.
    set_aside: Option<(Option<GameId>, Option<String>)>,
}

fn perform_on(app: &mut App, store: &Store, effect: Effect, tried: &mut Tried) {
    match effect {
        Effect::Save => save(app, store, tried),
        Effect::Finish => {
            let record = update::finished_record(app);
            let id = app.ledger.game_id;
            finish(app, store, id, record, tried);
        }
        Effect::Record(id, record) => finish(app, store, id, *record, tried),
        Effect::SaveSetAside(aside) => save_set_aside(app, store, *aside, tried),
        Effect::Open(id) => match store.load(id) {
            Ok(saved) => update::continue_game(app, saved),
            Err(e) => {
                let aside = tried.set_aside.take();
                update::game::not_continued(app, aside, &e.to_string());
            }
        },
        Effect::LookForSaved(puzzle) => match store.holder(&puzzle) {
            // Answered as an action, before any key: the new game is still untouched.
            Ok(found) => update(app, Action::Done(Done::Looked(found.map(Found::from)))),
            Err(e) => app.warn(format!(
                "Cannot look for a saved game of this puzzle ({e}); this is a new game, saved beside any other"
            )),
        },
        Effect::ShowHeld(id, pid) => match store.peek(id) {
            Ok(saved) => update::game::held(
                app,
                Held {
                    saved: saved.game,
                    id,
                    pid,
                },
            ),
            Err(e) => app.warn(format!(
                "Another stepdoku window (process {pid}) plays this puzzle, and its game cannot be read: {e}. This is a new game, saved as a copy"
            )),
        },
        Effect::ListGames(window, select) => {
            let page = store.page(window, crate::tui::menu::GAMES_PAGE);
            match page.and_then(|page| {
                let rows = store.count_games()?;
                let span = span_of(store, &page.games, rows)?;
                Ok((page, rows, span))
            }) {
                Ok((page, rows, span)) => {
                    let solved = (window == Window::First)
                        .then(|| store.solved_puzzles().unwrap_or_default());
                    app.warn_left_out(&page.skipped, "saved games", "stepdoku games");
                    // The rows left out of the page are no games the player can open.
                    let total = rows.saturating_sub(page.skipped.len() as u64);
                    let page = (page.games, span);
                    update::menu::listed(app, (window, select), page, total, solved);
                }
                Err(e) => app.warn(format!("Cannot list the games in progress: {e}")),
            }
        }
        Effect::ShowStats => match store.stats() {
            Ok(stats) => {
                app.warn_left_out(&stats.skipped, "finished games", "stepdoku stats");
                update::show_stats(app, stats);
            }
            Err(e) => app.warn(format!("Cannot read the statistics: {e}")),
        },
        // Not the store's: [`perform`] starts it.
        Effect::Work(_) => {}
    }
}

/// Where a page of `games` stands among the list's `rows`, counted by the store (a page's
/// own length says nothing of the rows left out before it).
fn span_of(
    store: &Store,
    games: &[stepdoku_core::store::Summary],
    rows: u64,
) -> Result<crate::tui::menu::Span, stepdoku_core::store::StoreError> {
    let (Some(first), Some(last)) = (games.first(), games.last()) else {
        return Ok(crate::tui::menu::Span {
            rows,
            ..Default::default()
        });
    };
    Ok(crate::tui::menu::Span {
        before: store.rows_before(first.place())?,
        through: store.rows_before(last.place())? + 1,
        rows,
    })
}

fn save(app: &mut App, store: &Store, tried: &mut Tried) {
    let daily = app.ledger.daily.clone();
    // A first save makes the game's row, which needs its level: graded once, kept in the
    // ledger until the row is made.
    if app.ledger.game_id.is_none() {
        let kept = app.ledger.graded.take();
        app.ledger.graded = Some(graded(kept, &app.game));
        app.ledger.level.clone_from(&app.ledger.graded);
    }
    let result = store.save(
        app.ledger.game_id,
        &app.game,
        app.cursor,
        daily.as_deref(),
        app.ledger.graded.as_ref(),
        app.now,
    );
    let result = match result {
        Ok(saved) => {
            app.ledger.graded = None;
            if let SavedAs::Copy(_) = saved {
                app.warn("Another stepdoku window took this game over; yours goes on as a copy");
            }
            app.ledger.game_id = Some(saved.id());
            Ok(())
        }
        Err(StoreError::Busy { .. }) => {
            tried.busy.push(Effect::Save);
            return;
        }
        Err(e) => {
            tried.failed = true;
            Err(e.to_string())
        }
    };
    update::saved(app, result);
}

/// The game the player leaves for another, saved as it stands (its row kept in `tried`, in
/// case the other cannot be opened and it stays on screen).
fn save_set_aside(app: &mut App, store: &Store, mut aside: SetAside, tried: &mut Tried) {
    if aside.id.is_none() {
        aside.graded = Some(graded(aside.graded.take(), &aside.game));
    }
    let saved = store.save(
        aside.id,
        &aside.game,
        aside.cursor,
        aside.daily.as_deref(),
        aside.graded.as_ref(),
        app.now,
    );
    match saved {
        Ok(saved) => tried.set_aside = Some((Some(saved.id()), aside.daily)),
        Err(StoreError::Busy { .. }) => {
            tried.set_aside = Some((aside.id, aside.daily.clone()));
            tried.busy.push(Effect::SaveSetAside(Box::new(aside)));
        }
        Err(e) => {
            tried.failed = true;
            app.warn(format!("Could not save your last game: {e}"));
        }
    }
}

/// Game `id` finished as `record` says; kept to be tried again while the store is busy.
fn finish(
    app: &mut App,
    store: &Store,
    id: Option<GameId>,
    record: stepdoku_core::store::Finished,
    tried: &mut Tried,
) {
    match store.finish(id, &record) {
        Ok(()) => {
            // A later game has a row of its own, kept.
            if app.ledger.game_id == id {
                app.ledger.game_id = None;
            }
        }
        Err(StoreError::Busy { .. }) => tried.busy.push(Effect::Record(id, Box::new(record))),
        Err(e) => {
            tried.failed = true;
            app.warn(format!("The finished game could not be recorded: {e}"));
        }
    }
}

/// `kept` when it is of `game`'s puzzle, else `game`'s puzzle graded now.
fn graded(kept: Option<Graded>, game: &stepdoku_core::game::Game) -> Graded {
    match kept {
        Some(kept) if kept.is_of(game) => kept,
        _ => Graded::known(game, game.level().as_deref()),
    }
}
