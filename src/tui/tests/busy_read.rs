//! A lookup for a puzzle's saved game turned away by a real lock: on a store SQLite keeps with
//! a rollback journal (it refused WAL), another process's lock holds every read up, SQLite says
//! busy, and the loop tries the lookup again with the saves until the saved game is continued.

use std::time::Duration;

use stepdoku_core::format::Puzzle;
use stepdoku_core::game::PuzzleSource;
use stepdoku_core::store::{FILE_NAME, Journal, Store};

use super::*;
use crate::tui::app::Effect;
use crate::tui::event_loop::{STORE_WAIT, perform};

/// SQLite's VFS with no shared memory, so no WAL, whose lock is a folder beside the database.
const NO_WAL: &str = "unix-dotfile";

#[test]
fn a_lookup_a_real_lock_turns_away_is_tried_again_and_continues_the_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    // Another window's game of the classic puzzle (a 4 in r1c3), saved, the window since closed.
    let saved = {
        let store = Store::open_through_vfs(dir.path(), NO_WAL).unwrap().store;
        let mut other = app();
        other.cursor = cell("r1c3");
        act(&mut other, &[digit(4)]);
        perform(&mut other, Some(&store), None);
        other.ledger.game_id.expect("saved")
    };
    let store = Store::open_through_vfs(dir.path(), NO_WAL).unwrap().store;
    assert_eq!(store.journal(), Journal::Rollback);
    store.set_busy_wait(STORE_WAIT);
    // Another process locks the database: under this VFS, by making its lock folder.
    let lock = dir.path().join(format!("{FILE_NAME}.lock"));
    std::fs::create_dir(&lock).unwrap();
    let mut app = app();
    assert!(crate::tui::update::game::start_or_continue(
        &mut app,
        Puzzle::Classic(grid(CLASSIC)),
        PuzzleSource::new("classic.txt", None, 0, 1),
    ));
    perform(&mut app, Some(&store), None);
    // The read SQLite said busy is kept to try again: nothing continued, nothing copied.
    let waiting = app.ledger.waiting.as_ref().expect("the lookup waits");
    assert!(
        matches!(waiting.pending.as_slice(), [Effect::LookForSaved(_)]),
        "{:?}",
        waiting.pending
    );
    let since = waiting.since;
    assert_eq!(app.ledger.game_id, None);
    std::fs::remove_dir(&lock).unwrap();
    act(&mut app, &[tick_at(since + Duration::from_secs(1))]);
    for _ in 0..3 {
        perform(&mut app, Some(&store), None);
    }
    assert!(app.ledger.waiting.is_none());
    assert_eq!(app.ledger.game_id, Some(saved), "the saved game continued");
    assert_eq!(app.game.board().get(cell("r1c3")), Some(digit_value(4)));
    assert_eq!(store.games().unwrap().len(), 1, "no copy made");
}
