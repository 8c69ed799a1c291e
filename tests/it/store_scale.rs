//! A store grown large or edited by hand still opens: 100,000 games start in bounded memory,
//! every one reachable a page at a time, and a malformed row is left out with a warning instead of hiding every game.

use crate::common::pty::Session;
use crate::common::run::{stderr, stdout, stepdoku};

fn database(dir: &std::path::Path) -> rusqlite::Connection {
    assert!(stepdoku(&["games"], dir).status.success());
    rusqlite::Connection::open(dir.join("stepdoku.sqlite3")).unwrap()
}

#[test]
fn a_malformed_row_is_left_out_with_a_warning() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let conn = database(data.path());
    conn.execute(
        "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, source, state, created, updated)
         VALUES ('x', 0, 'b', 'many', 0, 's', '{}', 0, 0)",
        [],
    )
    .unwrap();
    let out = stepdoku(&["games"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("left out"), "{}", stderr(&out));
    assert!(
        !stdout(&out).contains("No game in progress"),
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
                 VALUES (?1, 0, ?1, 5, 1000, 'easy', 'starter.txt #1 of 30', '{}', ?2, ?2)",
            )
            .unwrap();
        for n in 0..100_000u32 {
            let puzzle: String = format!("{n:081}");
            insert.execute(rusqlite::params![puzzle, n]).unwrap();
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
    assert!(
        player.contents().contains("99,995 more in progress"),
        "{}",
        player.contents()
    );
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
