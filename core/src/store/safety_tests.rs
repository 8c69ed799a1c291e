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
        .save(
            None,
            &game(),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
        .expect_err("busy");
    assert!(matches!(e, StoreError::Busy { .. }), "{e}");
    holder.execute_batch("COMMIT").expect("unlocked");
    assert!(
        store
            .save(
                None,
                &game(),
                Cell::from_index(0),
                None,
                None,
                Instant::now()
            )
            .is_ok()
    );
}

#[test]
fn finishing_a_game_another_window_took_over_leaves_its_row() {
    let dir = tempfile::tempdir().expect("tmp");
    let mine = Store::open(dir.path()).expect("made").store;
    let g = game();
    let id = mine
        .save(None, &g, Cell::from_index(0), None, None, Instant::now())
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
        .save(
            None,
            &game(),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
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
                 VALUES (?1, 0, ?1, 0, 0, 's', ?3, 0, ?2)",
                params![format!("{n:081}"), n, super::row::fixture_state()],
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
        let busy = store.save(
            None,
            &played,
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        );
        assert!(matches!(busy, Err(StoreError::Busy { .. })), "{busy:?}");
    }
    holder.execute_batch("COMMIT").expect("unlocked");
    assert_eq!(
        store.count_games().expect("counted"),
        0,
        "nothing half-written"
    );
    let id = store
        .save(
            None,
            &played,
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
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

/// Every column a game's row is read from, edited into what no save writes: the row is left
/// out of every list with one warning naming the column, loading it says the same, and the
/// other game is listed and loads.
#[test]
fn a_row_with_any_column_edited_out_of_shape_is_left_out_and_named() {
    let edits = [
        ("state = 'garbage'", "state: not a readable stepdoku save"),
        ("state = '{}'", "state: not a readable stepdoku save"),
        ("cursor = 'x'", "cursor holds \"x\""),
        ("cursor = 81", "cursor holds 81"),
        ("moves = -1", "moves holds -1"),
        ("moves = 'many'", "moves holds \"many\""),
        ("elapsed_ms = 2.5", "elapsed_ms holds 2.5"),
        ("board = 'b'", "board holds \"b\""),
        ("puzzle = 'x'", "puzzle holds \"x\""),
        ("level = 'banana'", "level holds \"banana\""),
        ("daily = 'yesterday'", "daily holds \"yesterday\""),
        ("updated = 'now'", "updated holds \"now\""),
    ];
    for (edit, said) in edits {
        let dir = tempfile::tempdir().expect("tmp");
        let store = Store::open(dir.path()).expect("made").store;
        let kept = store
            .save(
                None,
                &game(),
                Cell::from_index(0),
                None,
                None,
                Instant::now(),
            )
            .expect("saved")
            .id();
        store
            .conn
            .execute(
                "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source, cursor,
                 state, created, updated) SELECT puzzle, 1, board, moves, elapsed_ms, level,
                 source, cursor, state, created, updated + 1 FROM games WHERE id = ?1",
                [kept],
            )
            .expect("a second game, played later");
        let edited = store.conn.last_insert_rowid();
        assert_eq!(store.listing(None).expect("listed").games.len(), 2);
        store
            .conn
            .execute(&format!("UPDATE games SET {edit} WHERE id = ?1"), [edited])
            .expect("edited by hand");
        for listing in [
            store.listing(None).expect("listed"),
            store.page(Window::First, 20).expect("a page"),
        ] {
            let ids: Vec<GameId> = listing.games.iter().map(|g| g.id).collect();
            assert_eq!(ids, [kept], "{edit}");
            assert_eq!(listing.skipped.len(), 1, "{edit}: {:?}", listing.skipped);
            let warning = &listing.skipped[0];
            assert!(
                warning.starts_with(&format!(
                    "saved game {edited} cannot be read and is left out: {said}"
                )),
                "{edit}: {warning}"
            );
            assert!(!warning.contains('\n'), "{warning}");
        }
        let refused = store.peek(edited).map(|_| ()).expect_err("unreadable");
        assert!(refused.to_string().contains(said), "{edit}: {refused}");
        assert!(store.load(kept).is_ok(), "{edit}");
    }
}

/// A finished game edited out of shape is left out of the statistics with a warning; the
/// others still count.
#[test]
fn a_finished_row_out_of_shape_is_left_out_of_the_statistics() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    store
        .conn
        .execute_batch(
            "INSERT INTO finished (puzzle, level, elapsed_ms, hints, mistakes, by_solver, finished)
             VALUES ('p', 'easy', 1000, 0, 0, 0, 1), ('p', 'easy', 'abc', 0, 0, 0, 2),
                    ('p', 'banana', 5, 0, 0, 0, 3), ('p', 'easy', 5, 0, 0, 7, 4),
                    (X'00', 'easy', 2000, 0, 0, 0, 5);",
        )
        .expect("rows");
    let stats = store.stats().expect("read");
    assert_eq!(stats.finished, 2);
    assert_eq!(stats.skipped.len(), 3, "{:?}", stats.skipped);
    assert!(
        stats.skipped[0].contains("elapsed_ms holds \"abc\""),
        "{:?}",
        stats.skipped
    );
    assert!(
        stats.skipped[1].contains("level holds \"banana\""),
        "{:?}",
        stats.skipped
    );
    assert!(
        stats.skipped[2].contains("by_solver holds 7"),
        "{:?}",
        stats.skipped
    );
    assert_eq!(store.solved_puzzles().expect("read").len(), 1);
}

/// Owner columns edited into what no window writes name no window: the game is saved, not
/// refused on every save.
#[test]
fn owner_columns_out_of_shape_name_nobody() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open(dir.path()).expect("made").store;
    let id = store
        .save(
            None,
            &game(),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
        .expect("saved")
        .id();
    store
        .conn
        .execute(
            "UPDATE games SET owner_pid = 'someone', owner_token = 7 WHERE id = ?1",
            [id],
        )
        .expect("edited by hand");
    let saved = store.save(
        Some(id),
        &game(),
        Cell::from_index(3),
        None,
        None,
        Instant::now(),
    );
    assert_eq!(saved.expect("saved again"), SavedAs::Same(id));
    assert_eq!(store.peek(id).expect("read").cursor, Cell::from_index(3));
}
