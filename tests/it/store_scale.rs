//! A store grown large or edited by hand still opens: 100,000 games start in bounded memory,
//! every one reachable a page at a time, and a malformed row is left out with a warning instead of hiding every game.

use crate::common::assert_contains;
use crate::common::pty::Session;
use crate::common::run::{stderr, stdout, stepdoku};

fn database(dir: &std::path::Path) -> rusqlite::Connection {
    assert!(stepdoku(&["games"], dir).status.success());
    rusqlite::Connection::open(dir.join("stepdoku.sqlite3")).unwrap()
}

/// A game whose row was edited by hand into something no save writes is left out of every
/// list with one warning; `--continue` takes the newest game that can be read, and the
/// other games stay in view. Likewise a finished game in the statistics.
#[test]
fn a_malformed_row_is_left_out_with_one_warning_everywhere() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let conn = database(data.path());
    // Game 2: a copy of game 1, played later, whose saved state is garbage.
    conn.execute_batch(
        "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source, cursor, state,
         created, updated) SELECT puzzle, 1, board, moves, elapsed_ms, level, source, cursor,
         'garbage', created, updated + 1 FROM games WHERE id = 1;
         INSERT INTO finished (puzzle, level, elapsed_ms, hints, mistakes, by_solver, finished)
         VALUES ('p', 'easy', 1000, 0, 0, 0, 1), ('p', 'easy', 'abc', 0, 0, 0, 2);",
    )
    .unwrap();
    let warning = "stepdoku: warning: saved game 2 cannot be read and is left out: state: \
                   not a readable stepdoku save: expected value at line 1 column 1\n";
    let out = stepdoku(&["games"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stderr(&out), warning);
    let table = stdout(&out);
    let ids: Vec<&str> = table
        .lines()
        .skip(1)
        .filter_map(|l| l.split_whitespace().next())
        .filter(|id| id.parse::<u32>().is_ok())
        .collect();
    assert_eq!(ids, ["1"], "{table}");
    let out = stepdoku(&["games", "--json"], data.path());
    assert_eq!(stderr(&out), warning);
    let listed: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
    // The newest game that can be read is continued, and the player told why not game 2.
    let mut player = Session::start(&["play", "--continue"], data.path(), &[]);
    player.wait_for_text("q quit");
    player.wait_for_text("cannot be read");
    assert_eq!(player.board()["r1c3"].text, "4");
    player.quit();
    // The start screen offers game 1, and says game 2 is left out.
    let mut start = Session::start(&[], data.path(), &[]);
    start.wait_for_text("Continue");
    start.wait_for_text("cannot be read");
    start.send("\x03");
    start.wait_exit();
    let out = stepdoku(&["stats"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "stepdoku: warning: finished game 2 cannot be read and is left out of the statistics: \
         elapsed_ms holds \"abc\", not a count\n"
    );
    assert!(
        stdout(&out).starts_with("1 game finished."),
        "{}",
        stdout(&out)
    );
}

#[test]
fn a_hundred_thousand_games_open_the_start_screen_in_bounded_memory() {
    let data = tempfile::tempdir().unwrap();
    let mut conn = database(data.path());
    let tx = conn.transaction().unwrap();
    {
        let mut insert = tx
            .prepare(
                "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source, state, created, updated)
                 VALUES (?1, 0, ?1, 5, 1000, 'easy', 'starter.txt #1 of 30', ?3, ?2, ?2)",
            )
            .unwrap();
        // A real save in every row: a row that does not read as a game is left out.
        let state = stepdoku_core::game::Game::new(
            &crate::common::puzzle::grid(crate::common::puzzle::CLASSIC),
            stepdoku_core::game::PuzzleSource::new("starter.txt", None, 0, 30),
        )
        .unwrap()
        .to_save(std::time::Instant::now());
        for n in 0..100_000u32 {
            let puzzle: String = format!("{n:081}");
            insert.execute(rusqlite::params![puzzle, n, state]).unwrap();
        }
    }
    tx.commit().unwrap();
    drop(conn);
    // `stepdoku games` streams every row (the figures in the README: about 15 MiB).
    let listed = crate::common::run::games(data.path());
    assert_eq!(listed.len(), 100_000);
    assert_eq!(
        (&listed[0]["id"], &listed[99_999]["id"]),
        (&100_000.into(), &1.into())
    );
    drop(listed);
    let mut player = Session::start(&[], data.path(), &[]);
    player.wait_for_text("Continue");
    assert_contains(&player.contents(), "99,995 more in progress");
    // Every game is reachable, a page at a time: the games page, then its last page.
    player.send("\x1b[B\x1b[B\x1b[B\x1b[B\x1b[B\r");
    player.wait_for_text("Games 1–20 of 100,000");
    player.send("\x1b[F");
    player.wait_for_text("Games 99,981–100,000 of 100,000");
    // What is above the page is counted, not read.
    player.wait_for_text("more ↑ (");
    player.send("\x1b[5~");
    player.wait_for_text("Games 99,961–99,980 of 100,000");
    let status = std::fs::read_to_string(format!("/proc/{}/status", player.pid())).unwrap();
    let peak: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap();
    player.send("\x03");
    player.wait_exit();
    eprintln!("the start screen, paged to the end of 100,000 games, peaked at {peak} KiB");
    assert!(peak < 64 * 1024, "the start screen peaked at {peak} KiB");
}
