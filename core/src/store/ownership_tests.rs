//! Who plays a game: a window is alive while its store is open (its lock held), whatever
//! process now has the id it had. Saving, finishing, claiming and releasing all ask the same.

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

fn record(g: &Game) -> Finished {
    Finished {
        puzzle: puzzle_key(g),
        level: None,
        elapsed_ms: 1_000,
        hints: 0,
        mistakes: 0,
        by_solver: false,
        daily: None,
    }
}

fn saved_game(store: &Store) -> GameId {
    store
        .save(
            None,
            &game(),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
        .expect("saved")
        .id()
}

/// Game `id` as a window that was killed (its lock file left, locked by nobody) left it,
/// its process id since taken by the running process `pid`.
fn left_by_a_killed_window(store: &Store, dir: &Path, id: GameId, pid: u32) {
    let token = format!("{pid}-dead-0");
    let windows = dir.join(owner::DIR_NAME);
    std::fs::write(windows.join(format!("{token}.lock")), "").expect("written");
    store
        .conn
        .execute(
            "UPDATE games SET owner_pid = ?1, owner_token = ?2 WHERE id = ?3",
            params![pid, token, id],
        )
        .expect("updated");
}

#[test]
fn a_game_whose_window_died_is_free_though_its_process_id_runs_again() {
    for pid in [1, std::os::unix::process::parent_id()] {
        let dir = tempfile::tempdir().expect("tmp");
        let mine = Store::open(dir.path()).expect("made").store;
        let id = saved_game(&mine);
        left_by_a_killed_window(&mine, dir.path(), id, pid);
        let key = puzzle_key(&game());
        assert_eq!(mine.holder(&key).expect("read"), Some(Holder::Free(id)));
        let saved = mine
            .save(
                Some(id),
                &game(),
                Cell::from_index(0),
                None,
                None,
                Instant::now(),
            )
            .expect("saved");
        assert_eq!(saved, SavedAs::Same(id), "process {pid}");
        left_by_a_killed_window(&mine, dir.path(), id, pid);
        mine.finish(Some(id), &record(&game())).expect("finished");
        assert!(mine.games().expect("list").is_empty(), "process {pid}");
    }
}

#[test]
fn a_game_another_open_store_plays_is_held_until_that_store_closes() {
    let dir = tempfile::tempdir().expect("tmp");
    let mine = Store::open(dir.path()).expect("made").store;
    let id = saved_game(&mine);
    let other = Store::open(dir.path()).expect("opened").store;
    other.claim(id).expect("claimed");
    let key = puzzle_key(&game());
    assert!(matches!(
        mine.holder(&key).expect("read"),
        Some(Holder::Other { id: held, .. }) if held == id
    ));
    assert_eq!(other.holder(&key).expect("read"), Some(Holder::Free(id)));
    let saved = mine
        .save(
            Some(id),
            &game(),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
        .expect("saved");
    assert!(matches!(saved, SavedAs::Copy(copy) if copy != id));
    drop(other);
    assert_eq!(mine.holder(&key).expect("read"), Some(Holder::Free(id)));
}

#[test]
fn release_lets_go_of_this_windows_games_only() {
    let dir = tempfile::tempdir().expect("tmp");
    let mine = Store::open(dir.path()).expect("made").store;
    let other = Store::open(dir.path()).expect("opened").store;
    let id = saved_game(&mine);
    let theirs = other
        .save(
            None,
            &Game::new(
                &Grid::from_line(
                    "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
                )
                .expect("a puzzle"),
                PuzzleSource::new("test", None, 0, 1),
            )
            .expect("a game"),
            Cell::from_index(0),
            None,
            None,
            Instant::now(),
        )
        .expect("saved")
        .id();
    mine.release();
    let owners: Vec<(GameId, Option<String>)> = mine
        .conn
        .prepare("SELECT id, owner_token FROM games ORDER BY id")
        .expect("query")
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .expect("rows")
        .collect::<Result<_, _>>()
        .expect("read");
    assert_eq!(
        owners,
        [
            (id, None),
            (theirs, other.owners.token().map(str::to_owned))
        ]
    );
}

#[test]
fn an_old_database_gains_the_token_and_its_rows_are_judged_by_process() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join(FILE_NAME);
    let old = Connection::open(&path).expect("made");
    old.execute_batch(schema::MIGRATIONS[0]).expect("version 1");
    old.pragma_update(None, "user_version", 1).expect("set");
    let parent = std::os::unix::process::parent_id();
    old.execute(
        "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, source, state, created,
         updated, owner_pid) VALUES (?1, 0, ?1, 0, 0, 's', ?2, 0, 0, ?3)",
        params![puzzle_key(&game()), game().to_save(Instant::now()), parent],
    )
    .expect("an old row");
    drop(old);
    let store = Store::open(dir.path()).expect("opened").store;
    let version: i64 = store
        .conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("read");
    assert_eq!(version, schema::MIGRATIONS.len() as i64);
    assert!(matches!(
        store.holder(&puzzle_key(&game())).expect("read"),
        Some(Holder::Other { pid, .. }) if pid == parent
    ));
}
