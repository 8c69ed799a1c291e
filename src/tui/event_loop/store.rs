//! The files `update` asked for, worked against the store: each answer comes back as an
//! action ([`Stored`]) for `update` to take, so the loop reads the state and never writes it.
//! Failures become answers too, never a crash: the game in memory is intact and the next
//! save tries again.

use stepdoku_core::store::{GameId, Store, StoreError, Window, puzzle_key};

use crate::tui::action::{Action, Done, Found, Listed, Stored};
use crate::tui::app::{App, Effect, Held, SetAside};
use crate::tui::menu::{GAMES_PAGE, Select, Span};

/// One round of the files `update` asked for. Each effect's answers go to `update` before
/// the next effect is worked (a first save's row is the next save's), and the round's end
/// last.
#[derive(Default)]
pub struct Round {
    answers: Vec<Action>,
    /// Turned away by another process's lock, to be tried again.
    busy: Vec<Effect>,
    /// Failed for another reason (said already).
    failed: bool,
    /// The row and date of the game just set aside for another.
    set_aside: Option<(Option<GameId>, Option<String>)>,
}

impl Round {
    /// A lookup for a saved game waits for the store: turned away in this round, or in an
    /// earlier one and not yet tried again.
    fn looking(&self, app: &App) -> bool {
        let waiting = app.ledger.waiting.as_ref().map(|w| w.pending.as_slice());
        self.busy
            .iter()
            .chain(waiting.unwrap_or_default())
            .any(|e| matches!(e, Effect::LookForSaved(_)))
    }

    fn answer(&mut self, stored: Stored) {
        self.answers.push(Action::Done(Done::Stored(stored)));
    }

    fn warn(&mut self, text: String) {
        self.answer(Stored::Warning(text));
    }

    /// `effect` (background work aside) against `store` (`None`: there is none, and a save
    /// fails with the reason): its answers, in order.
    pub fn perform(&mut self, app: &App, store: Option<&Store>, effect: Effect) -> Vec<Action> {
        match store {
            Some(store) => perform_on(app, store, effect, self),
            // No store: a save fails with the reason, so a quit never claims a saved game.
            None if matches!(effect, Effect::Save) => {
                let reason = app
                    .ledger
                    .store_problem
                    .clone()
                    .unwrap_or_else(|| "there is no game store".to_owned());
                self.answer(Stored::Saved(Err(reason)));
            }
            None => {}
        }
        std::mem::take(&mut self.answers)
    }

    /// The round is over: what waits to be tried again, and whether a write failed.
    pub fn end(self) -> Action {
        Action::Done(Done::Stored(Stored::Round {
            busy: self.busy,
            failed: self.failed,
        }))
    }
}

fn perform_on(app: &App, store: &Store, effect: Effect, round: &mut Round) {
    match effect {
        // A new game's first save waits behind the lookup for a saved game of its puzzle, so
        // that a saved game found is continued rather than copied.
        Effect::Save if app.ledger.game_id.is_none() && round.looking(app) => {
            round.busy.push(Effect::Save);
        }
        Effect::Save => save(app, store, round),
        Effect::Finish => {
            let record = app.finished_record();
            finish(store, app.ledger.game_id, record, round);
        }
        Effect::Record(id, record) => finish(store, id, *record, round),
        Effect::Unlist => unlist(app, store, round),
        Effect::SaveSetAside(aside) => save_set_aside(app, store, *aside, round),
        Effect::Open(id) => match store.load(id) {
            Ok(saved) => round.answer(Stored::Opened(Box::new(saved))),
            Err(e) => {
                let aside = round.set_aside.take();
                round.answer(Stored::NotOpened {
                    aside,
                    why: e.to_string(),
                });
            }
        },
        // The game on screen is of another puzzle now: nothing to continue.
        Effect::LookForSaved(puzzle) if puzzle_key(&app.game) != puzzle => {}
        Effect::LookForSaved(puzzle) => match store.holder(&puzzle) {
            // Answered before any key, unless the store was busy: `update` tells which.
            Ok(found) => round
                .answers
                .push(Action::Done(Done::Looked(found.map(Found::from)))),
            // Tried again with the saves: a new game made instead would copy the saved one.
            Err(StoreError::Busy { .. }) => round.busy.push(Effect::LookForSaved(puzzle)),
            Err(e) => round.warn(format!(
                "Cannot look for a saved game of this puzzle ({e}); this is a new game, saved beside any other"
            )),
        },
        Effect::ShowHeld(id, pid) => match store.peek(id) {
            Ok(saved) => round.answer(Stored::Held(Box::new(Held {
                saved: saved.game,
                id,
                pid,
            }))),
            Err(e) => round.warn(format!(
                "Another stepdoku window (process {pid}) plays this puzzle, and its game cannot be read: {e}. This is a new game, saved as a copy"
            )),
        },
        Effect::ListGames(window, select) => match list(store, window, select) {
            Ok(listed) => round.answer(Stored::Listed(Box::new(listed))),
            Err(e) => round.warn(format!("Cannot list the games in progress: {e}")),
        },
        // A read-only store counts nothing, as it saves nothing (it said so when opened). A
        // busy one has the count kept and tried again, as a save.
        Effect::CountHint(technique) => match store.count_hint(technique) {
            Ok(()) | Err(StoreError::ReadOnly { .. }) => {}
            Err(StoreError::Busy { .. }) => round.busy.push(Effect::CountHint(technique)),
            Err(e) => round.warn(format!("Cannot count the hint in the statistics: {e}")),
        },
        Effect::ShowStats => match store.stats() {
            Ok(stats) => round.answer(Stored::Stats(Box::new(stats))),
            Err(e) => round.warn(format!("Cannot read the statistics: {e}")),
        },
        // Not the store's: the loop starts or stops it.
        Effect::Work(_) | Effect::Cancel(_) => {}
    }
}

/// A page of the games in progress, where it stands among them, and how many there are.
fn list(store: &Store, window: Window, select: Select) -> Result<Listed, StoreError> {
    let page = store.page(window, GAMES_PAGE)?;
    let rows = store.count_games()?;
    let span = span_of(store, &page.games, rows)?;
    let solved = (window == Window::First).then(|| store.solved_puzzles().unwrap_or_default());
    Ok(Listed {
        window,
        select,
        // The rows left out of the page are no games the player can open.
        total: rows.saturating_sub(page.skipped.len() as u64),
        games: page.games,
        span,
        solved,
        skipped: page.skipped,
    })
}

/// Where a page of `games` stands among the list's `rows`, counted by the store (a page's
/// own length says nothing of the rows left out before it).
fn span_of(
    store: &Store,
    games: &[stepdoku_core::store::Summary],
    rows: u64,
) -> Result<Span, StoreError> {
    let (Some(first), Some(last)) = (games.first(), games.last()) else {
        return Ok(Span {
            rows,
            ..Default::default()
        });
    };
    Ok(Span {
        before: store.rows_before(first.place())?,
        through: store.rows_before(last.place())? + 1,
        rows,
    })
}

/// The game on screen, written to its row (a first save's row filed under the level graded
/// for it in the background).
fn save(app: &App, store: &Store, round: &mut Round) {
    let result = store.save(
        app.ledger.game_id,
        &app.game,
        app.cursor,
        app.ledger.daily.as_deref(),
        app.ledger.graded.as_ref(),
        app.now,
    );
    match result {
        Ok(saved) => round.answer(Stored::Saved(Ok(saved))),
        Err(StoreError::Busy { .. }) => round.busy.push(Effect::Save),
        Err(e) => {
            round.failed = true;
            round.answer(Stored::Saved(Err(e.to_string())));
        }
    }
}

/// The game the player leaves for another, saved as it stands (its row kept in the round, in
/// case the other cannot be opened and it stays on screen).
fn save_set_aside(app: &App, store: &Store, aside: SetAside, round: &mut Round) {
    let saved = store.save(
        aside.id,
        &aside.game,
        aside.cursor,
        aside.daily.as_deref(),
        aside.graded.as_ref(),
        app.now,
    );
    match saved {
        Ok(saved) => round.set_aside = Some((Some(saved.id()), aside.daily)),
        Err(StoreError::Busy { .. }) => {
            round.set_aside = Some((aside.id, aside.daily.clone()));
            round.busy.push(Effect::SaveSetAside(Box::new(aside)));
        }
        Err(e) => {
            round.failed = true;
            round.warn(format!("Could not save your last game: {e}"));
        }
    }
}

/// Game `id` finished as `record` says; kept to be tried again while the store is busy.
fn finish(
    store: &Store,
    id: Option<GameId>,
    record: stepdoku_core::store::Finished,
    round: &mut Round,
) {
    match store.finish(id, &record) {
        Ok(()) => round.answer(Stored::Finished(id)),
        Err(StoreError::Busy { .. }) => round.busy.push(Effect::Record(id, Box::new(record))),
        Err(e) => {
            round.failed = true;
            round.warn(format!("The finished game could not be recorded: {e}"));
        }
    }
}

/// The game solved again after an undo: the row that undo saved goes, and nothing is counted.
fn unlist(app: &App, store: &Store, round: &mut Round) {
    let Some(id) = app.ledger.game_id else {
        return;
    };
    match store.remove(id) {
        Ok(()) => round.answer(Stored::Finished(Some(id))),
        Err(StoreError::Busy { .. }) => round.busy.push(Effect::Unlist),
        Err(e) => {
            round.failed = true;
            round.warn(format!(
                "The solved game could not leave the games in progress: {e}"
            ));
        }
    }
}
