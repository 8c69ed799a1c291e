//! Windows opening one fresh store at the same moment: each one opens it (never taking the
//! tables the other has just made for another program's, never giving up on the other's
//! switch to WAL before its wait is over) and keeps every move it saves.

use std::sync::Barrier;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};

use super::*;
use crate::cell::Digit;
use crate::game::PuzzleSource;
use crate::grid::Grid;

/// Far beyond any wait these tests need: only a store that never lets go fails them.
const GENEROUS: Duration = Duration::from_secs(60);

const PUZZLES: [&str; 2] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
];

fn game(line: &str, name: &str) -> Game {
    let mut values = [0u8; 81];
    for (v, b) in values.iter_mut().zip(line.bytes()) {
        *v = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    let grid = Grid::from_values(values).expect("a grid");
    Game::new(&grid, PuzzleSource::new(name, None, 0, 1)).expect("a game")
}

/// The tables are made by another window between this one's first read of a fresh database
/// (its schema version, 0) and its read of the tables: they are read at one moment, so this
/// window sees a database with no tables, never tables without a version, which is how
/// another program's database looks.
#[test]
fn tables_made_by_another_window_while_this_one_reads_the_schema_are_not_foreign() {
    let dir = tempfile::tempdir().expect("tmp");
    let path = dir.path().join(FILE_NAME);
    // The other window has switched the fresh database to WAL and not yet made its tables.
    let switched = Connection::open(&path).expect("made");
    switched
        .pragma_update(None, "journal_mode", "WAL")
        .expect("WAL");
    let reading = Connection::open(&path).expect("opened");
    let made = std::sync::Arc::new(AtomicBool::new(false));
    let (other, made_there) = (dir.path().to_owned(), made.clone());
    // As soon as this window has read the schema's version, the other window opens the
    // store, which makes every table.
    let mut version_read = false;
    reading
        .authorizer(Some(move |asked: AuthContext<'_>| {
            if version_read && !made_there.swap(true, Ordering::SeqCst) {
                Store::open(&other).expect("the other window opens");
            }
            if let AuthAction::Pragma {
                pragma_name: "user_version",
                ..
            } = asked.action
            {
                version_read = true;
            }
            Authorization::Allow
        }))
        .expect("watched");
    let vetted = schema::vet(&reading, GENEROUS);
    assert!(
        made.load(Ordering::SeqCst),
        "the other window opened meanwhile"
    );
    assert!(
        matches!(vetted, Ok(0)),
        "{}",
        vetted.map_or_else(|e| e.into_error(&path).to_string(), |v| v.to_string())
    );
    // And this window's open goes on to find them made.
    let store = Store::open(dir.path()).expect("this window opens").store;
    assert_eq!(store.games().expect("listed").len(), 0);
}

/// Another window holds a fresh database's write lock as this one switches it to WAL, which
/// SQLite refuses at once, busy wait or not: the switch is tried again until the wait is
/// over, as every other lock is waited for.
#[test]
fn the_switch_to_wal_waits_for_another_window_s_lock_as_long_as_the_busy_wait() {
    let dir = tempfile::tempdir().expect("tmp");
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("made");
    holder.execute_batch("BEGIN IMMEDIATE").expect("locked");
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        holder.execute_batch("COMMIT").expect("let go");
    });
    let started = Instant::now();
    let opened = Store::open_within(dir.path(), GENEROUS);
    let waited = started.elapsed();
    letting_go.join().expect("joined");
    if let Err(e) = opened {
        panic!("{e} after {waited:?}");
    }
}

/// Two windows start at the same moment on a folder with no store yet, each on its own
/// puzzle, and save a move at a time: the store holds both games with every move. Run many
/// times, since the moment two opens meet is up to the scheduler.
#[test]
fn two_windows_opening_a_fresh_store_at_once_keep_every_move() {
    const MOVES: usize = 3;
    let rounds = crate::test_scale::scaled(40);
    for round in 0..rounds {
        let dir = tempfile::tempdir().expect("tmp");
        let start = Barrier::new(PUZZLES.len());
        let stores: Vec<Store> = std::thread::scope(|scope| {
            let windows: Vec<_> = PUZZLES
                .iter()
                .enumerate()
                .map(|(n, line)| {
                    let (start, dir) = (&start, dir.path());
                    scope.spawn(move || {
                        start.wait();
                        let store = Store::open(dir)
                            .unwrap_or_else(|e| panic!("round {round}, window {n}: {e}"))
                            .store;
                        let mut g = game(line, &format!("puzzle {n}"));
                        let mut id = None;
                        let blanks: Vec<Cell> = Cell::all()
                            .filter(|&c| g.board().get(c).is_none())
                            .take(MOVES)
                            .collect();
                        for cell in blanks {
                            let digit = Digit::new(1 + (cell.index() % 9) as u8).expect("a digit");
                            g.place(cell, digit).expect("placed");
                            let saved = store
                                .save(id, &g, cell, None, None, Instant::now())
                                .unwrap_or_else(|e| panic!("round {round}, window {n}: {e}"));
                            id = Some(saved.id());
                        }
                        store
                    })
                })
                .collect();
            windows
                .into_iter()
                .map(|w| w.join().expect("joined"))
                .collect()
        });
        let games = stores[0].games().expect("listed");
        let mut found: Vec<(String, u64)> =
            games.iter().map(|g| (g.source.clone(), g.moves)).collect();
        found.sort();
        assert_eq!(
            found,
            [
                ("puzzle 0".to_owned(), MOVES as u64),
                ("puzzle 1".to_owned(), MOVES as u64)
            ],
            "round {round}"
        );
    }
}

/// Two windows start at the same moment on a folder holding an old save: it is imported
/// once, and neither says it could not be (the second finds it gone, or its row made).
#[test]
fn two_windows_starting_at_once_import_an_old_save_once() {
    let rounds = crate::test_scale::scaled(40);
    for round in 0..rounds {
        let dir = tempfile::tempdir().expect("tmp");
        let old = game(PUZZLES[0], "old");
        std::fs::write(dir.path().join("game.json"), old.to_save(Instant::now())).expect("written");
        let start = Barrier::new(2);
        let said: Vec<Option<String>> = std::thread::scope(|scope| {
            let windows: Vec<_> = (0..2)
                .map(|_| {
                    let (start, dir) = (&start, dir.path());
                    scope.spawn(move || {
                        start.wait();
                        let store = Store::open(dir).expect("opened").store;
                        store.import_old_saves(dir, |_| None).expect("imported")
                    })
                })
                .collect();
            windows
                .into_iter()
                .map(|w| w.join().expect("joined"))
                .collect()
        });
        let games = Store::open(dir.path()).expect("opened").store.games();
        assert_eq!(games.expect("listed").len(), 1, "round {round}: {said:?}");
        let told: Vec<&String> = said.iter().flatten().collect();
        assert_eq!(told.len(), 1, "round {round}: {told:?}");
        assert!(!told[0].contains("not imported"), "round {round}: {told:?}");
    }
}
