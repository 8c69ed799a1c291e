//! A healthy store is never set aside: only real damage is. Busy, newer and foreign
//! databases are refused with their real cause and left as they are.

use std::time::Instant;

use rusqlite::params;

use super::*;
use crate::game::PuzzleSource;
use crate::grid::Grid;

fn game() -> Game {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let grid = Grid::from_line(line).expect("a puzzle");
    Game::new(&grid, PuzzleSource::new("test", None, 0, 1)).expect("a game")
}

fn set_aside(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .expect("listed")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains("damaged"))
        .collect()
}

fn refusal(dir: &Path) -> String {
    match Store::open(dir) {
        Ok(_) => panic!("the store opened"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_newer_schema_is_refused_by_name_and_left_untouched() {
    let dir = tempfile::tempdir().expect("tmp");
    drop(Store::open(dir.path()).expect("made"));
    let path = dir.path().join(FILE_NAME);
    let conn = Connection::open(&path).expect("opened");
    conn.pragma_update(None, "user_version", 99).expect("set");
    drop(conn);
    let before = std::fs::read(&path).expect("read");
    let message = refusal(dir.path());
    assert!(message.contains("schema 99"), "{message}");
    assert!(message.contains("newer stepdoku"), "{message}");
    assert_eq!(std::fs::read(&path).expect("read"), before);
    assert!(set_aside(dir.path()).is_empty());
}

#[test]
fn a_store_held_by_another_process_is_waited_for_then_said_busy() {
    let dir = tempfile::tempdir().expect("tmp");
    drop(Store::open(dir.path()).expect("made"));
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let message = refusal(dir.path());
    assert!(
        message.contains("the store is busy (another stepdoku?)"),
        "{message}"
    );
    assert!(set_aside(dir.path()).is_empty());
    holder.execute_batch("COMMIT").expect("unlocked");
    assert!(Store::open(dir.path()).is_ok(), "usable once let go");
}

#[test]
fn a_save_while_another_process_holds_the_lock_is_said_busy() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let e = store
        .save(None, &game(), Cell::from_index(0), None, Instant::now())
        .expect_err("busy");
    assert!(matches!(e, StoreError::Busy { .. }), "{e}");
    holder.execute_batch("COMMIT").expect("unlocked");
    assert!(
        store
            .save(None, &game(), Cell::from_index(0), None, Instant::now())
            .is_ok()
    );
}

#[test]
fn finishing_a_game_another_window_took_over_leaves_its_row() {
    let dir = tempfile::tempdir().expect("tmp");
    let mine = Store::open(dir.path()).expect("made").store;
    let g = game();
    let id = mine
        .save(None, &g, Cell::from_index(0), None, Instant::now())
        .expect("saved")
        .id();
    // Another window, alive (its store open), takes the game over.
    let other = Store::open(dir.path()).expect("opened").store;
    other.claim(id).expect("taken");
    let record = Finished {
        puzzle: puzzle_key(&g),
        level: None,
        elapsed_ms: 1_000,
        hints: 0,
        mistakes: 0,
        by_solver: false,
        daily: None,
    };
    mine.finish(Some(id), &record).expect("finished");
    let games = mine.games().expect("list");
    assert_eq!(games.len(), 1, "the other window's game stays");
    assert_eq!(mine.stats().expect("stats").finished, 1);
}

#[test]
fn a_symlinked_database_is_refused_and_its_target_untouched() {
    let dir = tempfile::tempdir().expect("tmp");
    let elsewhere = tempfile::tempdir().expect("tmp");
    drop(Store::open(elsewhere.path()).expect("made"));
    let target = elsewhere.path().join(FILE_NAME);
    let before = std::fs::read(&target).expect("read");
    std::os::unix::fs::symlink(&target, dir.path().join(FILE_NAME)).expect("linked");
    let message = refusal(dir.path());
    assert!(message.contains("symbolic link"), "{message}");
    assert_eq!(std::fs::read(&target).expect("read"), before);
}

#[test]
fn an_existing_data_directory_keeps_the_mode_its_owner_chose() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tmp");
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o750)).expect("set");
    drop(Store::open(dir.path()).expect("made"));
    let mode = std::fs::metadata(dir.path())
        .expect("read")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o750);
}

#[test]
fn a_malformed_row_is_left_out_with_a_warning_and_the_others_listed() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    store
        .save(None, &game(), Cell::from_index(0), None, Instant::now())
        .expect("saved");
    store
        .conn
        .execute(
            "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, source, state, created, updated)
             VALUES ('x', 0, 'b', 'many', 0, 's', '{}', 0, 0)",
            [],
        )
        .expect("a hand-edited row");
    let listing = store.listing(None).expect("listed");
    assert_eq!(listing.games.len(), 1);
    assert_eq!(listing.skipped.len(), 1, "{:?}", listing.skipped);
    assert!(
        listing.skipped[0].contains("left out"),
        "{:?}",
        listing.skipped
    );
    assert_eq!(store.games().expect("listed").len(), 1);
}

#[test]
fn a_listing_can_be_limited_to_the_last_played() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    for n in 0..5 {
        store
            .conn
            .execute(
                "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, source, state, created, updated)
                 VALUES (?1, 0, 'b', 0, 0, 's', '{}', 0, ?2)",
                params![format!("p{n}"), n],
            )
            .expect("a row");
    }
    let listing = store.listing(Some(2)).expect("listed");
    let updated: Vec<i64> = listing.games.iter().map(|g| g.updated).collect();
    assert_eq!(updated, [4, 3]);
}

#[test]
fn a_save_with_no_wait_leaves_a_held_store_untouched_and_lands_once_it_is_free() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    store.set_busy_wait(std::time::Duration::ZERO);
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let mut played = game();
    played
        .place(Cell::from_index(2), crate::cell::Digit::new(4).expect("4"))
        .expect("placed");
    for _ in 0..3 {
        let busy = store.save(None, &played, Cell::from_index(0), None, Instant::now());
        assert!(matches!(busy, Err(StoreError::Busy { .. })), "{busy:?}");
    }
    holder.execute_batch("COMMIT").expect("unlocked");
    assert_eq!(
        store.count_games().expect("counted"),
        0,
        "nothing half-written"
    );
    let id = store
        .save(None, &played, Cell::from_index(0), None, Instant::now())
        .expect("saved once free")
        .id();
    assert_eq!(store.peek(id).expect("read").game.history().done().len(), 1);
}

#[test]
fn opening_within_a_short_wait_is_said_busy_while_the_lock_is_held() {
    let dir = tempfile::tempdir().expect("tmp");
    drop(Store::open(dir.path()).expect("made"));
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let refused = Store::open_within(dir.path(), std::time::Duration::from_millis(10));
    assert!(matches!(refused, Err(StoreError::Busy { .. })));
    holder.execute_batch("COMMIT").expect("unlocked");
    assert!(Store::open_within(dir.path(), std::time::Duration::ZERO).is_ok());
}
