//! A new game's lookup for the saved game of its puzzle, turned away by another window's hold
//! on the store: tried again with the saves, so the saved game is continued once the store is
//! free, never copied unseen; moves made while it waited stay, and the player is told.

use std::time::Duration;

use stepdoku_core::format::Puzzle;
use stepdoku_core::game::PuzzleSource;
use stepdoku_core::store::Store;

use super::*;
use crate::tui::action::Action;
use crate::tui::app::{Effect, Screen};
use crate::tui::event_loop::perform;
use crate::tui::update::saving;

/// A store in `dir` holding one game of the classic puzzle (a 4 in r1c3), saved by a window
/// since closed.
fn saved_by_another_window(dir: &std::path::Path) -> stepdoku_core::store::GameId {
    let store = Store::open(dir).unwrap().store;
    let mut other = app();
    other.cursor = cell("r1c3");
    act(&mut other, &[digit(4)]);
    perform(&mut other, Some(&store), None);
    other.ledger.game_id.expect("saved")
}

/// This window (its own store on the same folder, as another window has): the classic puzzle
/// chosen anew, its lookup turned away by another process's lock. A read is turned away only
/// in a moment (another window closing its store checkpoints it; a store SQLite could not put
/// in WAL mode), which a test cannot make on demand: the loop's answer is given as it gives it,
/// the lookup among the effects the store turned away.
fn chosen_while_busy() -> App {
    let mut app = app();
    assert!(crate::tui::update::game::start_or_continue(
        &mut app,
        Puzzle::Classic(grid(CLASSIC)),
        PuzzleSource::new("classic.txt", None, 0, 1),
    ));
    let effects = std::mem::take(&mut app.effects);
    let [Effect::LookForSaved(key)] = effects.as_slice() else {
        panic!("the lookup alone: {effects:?}");
    };
    saving::answered(&mut app, vec![Effect::LookForSaved(key.clone())], false);
    app
}

fn retry(app: &mut App, store: &Store, after: Duration) {
    let since = app.ledger.waiting.as_ref().expect("a wait").since;
    act(app, &[tick_at(since + after)]);
    for _ in 0..3 {
        perform(app, Some(store), None);
    }
}

#[test]
fn a_lookup_the_store_turned_away_is_tried_again_and_continues_the_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let saved = saved_by_another_window(dir.path());
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = chosen_while_busy();
    assert_eq!(app.ledger.game_id, None);
    // A key clears the new game's line; the wait's count takes it from the next try.
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Right)],
    );
    saving::show(&mut app);
    assert!(
        message(&app).starts_with("Looking for a saved game of this puzzle: another stepdoku"),
        "{}",
        message(&app)
    );
    retry(&mut app, &store, Duration::from_secs(1));
    assert!(app.ledger.waiting.is_none());
    assert_eq!(app.ledger.game_id, Some(saved), "the saved game continued");
    assert_eq!(app.game.board().get(cell("r1c3")), Some(digit_value(4)));
    assert!(matches!(app.screen, Screen::Play));
    assert!(message(&app).starts_with("Continuing"), "{}", message(&app));
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]);
    perform(&mut app, Some(&store), None);
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1, "one row for the puzzle: {games:?}");
    assert_eq!(games[0].moves, 2);
}

#[test]
fn moves_made_while_the_lookup_waited_stay_and_the_saved_game_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let saved = saved_by_another_window(dir.path());
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = chosen_while_busy();
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]);
    perform(&mut app, Some(&store), None);
    // The first save waited behind the lookup: no row was made before it was answered.
    assert_eq!(store.games().unwrap().len(), 1);
    retry(&mut app, &store, Duration::from_secs(1));
    assert!(app.ledger.waiting.is_none());
    assert!(
        message(&app).starts_with("This puzzle already had a saved game, found once the store"),
        "{}",
        message(&app)
    );
    assert_eq!(app.game.board().get(cell("r1c4")), Some(digit_value(6)));
    let games = store.games().unwrap();
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(app.ledger.game_id.is_some_and(|id| id != saved));
}

/// A first save asked for by another way than a move (a quit, a set-aside) while the lookup
/// waits is held behind it by the loop too: a row made first would be the copy.
#[test]
fn the_loop_holds_a_first_save_behind_a_waiting_lookup() {
    let dir = tempfile::tempdir().unwrap();
    saved_by_another_window(dir.path());
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = chosen_while_busy();
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]);
    perform(&mut app, Some(&store), None);
    app.effects.push(Effect::Save);
    perform(&mut app, Some(&store), None);
    assert_eq!(store.games().unwrap().len(), 1, "no copy made yet");
    let pending = &app.ledger.waiting.as_ref().expect("still waiting").pending;
    assert!(
        matches!(pending.as_slice(), [Effect::LookForSaved(_), Effect::Save]),
        "{pending:?}"
    );
}

/// Only a lookup waits: there is nothing to save, so a quit is not held back for it.
#[test]
fn a_quit_does_not_wait_for_a_lookup_alone() {
    let mut app = chosen_while_busy();
    act(&mut app, &[Action::Quit]);
    assert_eq!(app.quit, crate::tui::app::Quit::Now);
}
