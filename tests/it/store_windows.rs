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

/// Waits until game `id`'s row has `moves` moves.
fn wait_for_moves(data: &std::path::Path, id: i64, moves: u64) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !games(data)
        .iter()
        .any(|g| g["id"] == id && g["moves"] == moves)
    {
        assert!(
            Instant::now() < deadline,
            "game {id} never had {moves} moves"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Two windows on one saved game, as a player met them: B takes it over, A plays on as a
/// copy (still showing the level), B is killed, A quits. The line A prints names the command
/// that opens A's copy (a bare `--continue` opens B's game, saved last), and the start
/// screen tells the two games of one puzzle apart.
#[test]
fn the_copy_a_taken_over_window_plays_on_is_named_on_quitting_and_in_the_list() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("xc.txt");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/classic.txt"),
        &file,
    )
    .unwrap();
    let file = file.to_str().unwrap();
    window_with_one_move(&["play", file], data.path()).quit();

    let mut a = Session::start(&["play", file], data.path(), &[]);
    a.wait_for_text("Continuing your game of this puzzle");
    a.wait_for_text("Level    easy");
    let mut b = Session::start(&["play", file], data.path(), &[]);
    b.wait_for_text("This puzzle is open in another window");
    b.send("y");
    let conn = rusqlite::Connection::open(data.path().join("stepdoku.sqlite3")).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while conn
        .query_row("SELECT owner_pid FROM games WHERE id = 1", [], |r| {
            r.get::<_, Option<u32>>(0)
        })
        .unwrap()
        != Some(b.pid())
    {
        assert!(Instant::now() < deadline, "B never took the game over");
        std::thread::sleep(Duration::from_millis(50));
    }
    // A: r1c4 = 6, saved as a copy once B holds the game.
    a.send("\x1b[C6");
    a.wait_for_text("yours goes on as a copy");
    assert!(a.contents().contains("Level    easy"), "{}", a.contents());
    let copy = games(data.path())
        .iter()
        .find(|g| g["id"] != 1)
        .map(|g| g["id"].as_i64().unwrap())
        .expect("a copy saved");
    // B: r2c3 = 2 on game 1, then its window is killed.
    b.send("\x1b[B2");
    wait_for_moves(data.path(), 1, 2);
    b.signal("KILL");
    b.wait_status();

    a.send("\x03");
    a.wait_for_text("goes on with it");
    let said = a.contents().replace('\n', "");
    let command = format!("`stepdoku play --continue {copy}` goes on with it.");
    assert!(said.contains(&command), "{said}");
    a.wait_exit();

    let id = copy.to_string();
    let mut reopened = Session::start(&["play", "--continue", &id], data.path(), &[]);
    reopened.wait_for_text("q quit");
    let board = reopened.board();
    let (mine, theirs) = (board["r1c4"].text.trim(), board["r2c3"].text.trim());
    assert_eq!((mine, theirs), ("6", ""), "A's copy, without B's move");
    reopened.quit();

    let start = Session::start(&[], data.path(), &[]);
    start.wait_for_text("Continue a game");
    let shown = start.contents();
    for name in ["xc.txt game 1", &format!("xc.txt game {copy}")] {
        assert!(shown.contains(name), "{name}: {shown}");
    }
}
