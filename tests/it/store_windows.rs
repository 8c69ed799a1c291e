//! Which window plays a game, through the real binary: a window killed with `kill -9` frees
//! its game even once its process id belongs to another program (ids are reused), and a live
//! window keeps its game.

use std::time::{Duration, Instant};

use crate::common::pty::Session;
use crate::common::run::games;

/// `stepdoku ARGS` on `data`, r1c3 = 4 once it shows the board; returns once the move is saved.
fn window_with_one_move(args: &[&str], data: &std::path::Path) -> Session {
    let mut player = Session::start(args, data, &[]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4");
    let deadline = Instant::now() + Duration::from_secs(20);
    while games(data).first().map(|g| g["moves"].clone()) != Some(1.into()) {
        assert!(Instant::now() < deadline, "the move was never saved");
        std::thread::sleep(Duration::from_millis(50));
    }
    player
}

/// Kill the window with `kill -9`, then give its game's row the process id of a running
/// program (this test), as the system would on reusing the id.
fn kill_and_reuse_its_pid(mut player: Session, data: &std::path::Path) {
    player.signal("KILL");
    player.wait_status();
    let conn = rusqlite::Connection::open(data.join("stepdoku.sqlite3")).unwrap();
    let reused = conn
        .execute("UPDATE games SET owner_pid = ?1", [std::process::id()])
        .unwrap();
    assert_eq!(reused, 1);
}

#[test]
fn a_killed_window_frees_its_game_though_its_process_id_runs_again() {
    let data = tempfile::tempdir().unwrap();
    let first = window_with_one_move(&["play", "puzzles/classic.txt"], data.path());
    // Alive, it holds the game: a second window on the puzzle is told.
    let mut second = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    second.wait_for_text("This puzzle is open in another window");
    second.signal("KILL");
    second.wait_status();

    kill_and_reuse_its_pid(first, data.path());
    let resumed = Session::start(&["play", "--continue"], data.path(), &[]);
    resumed.wait_for_text("q quit");
    assert_eq!(resumed.board()["r1c3"].text, "4");

    kill_and_reuse_its_pid(resumed, data.path());
    let mut reopened = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    reopened.wait_for_text("Continuing your game of this puzzle");
    assert_eq!(reopened.board()["r1c3"].text, "4");
    reopened.quit();

    // Every window is gone: the killed ones' lock files were swept, the last removed its own.
    let left: Vec<_> = std::fs::read_dir(data.path().join("windows"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "{left:?}");
}
