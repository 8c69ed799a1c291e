//! The commands that follow one puzzle (trace, watch, race, play) read their input up to the
//! end of that puzzle and no further: a pipe that stays open after it is not waited for, and
//! whatever follows it (more puzzles, half a puzzle) is never read.

use std::io::{BufRead, BufReader, Write};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::common;

use crate::common::assert_contains;
use common::pty::Session;
use common::run::{piped, spawn_piped, stderr};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// Generous, for a slow machine: the code before this took until the pipe closed.
const PROMPTLY: Duration = Duration::from_secs(20);

/// The first line `stepdoku ARGS` prints once `text` is written to its stdin and the pipe is
/// held open; `None` if none came within [`PROMPTLY`].
fn first_line_with_the_pipe_open(args: &[&str], text: &str) -> Option<String> {
    let mut child = spawn_piped(args);
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(text.as_bytes()).unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(stdout).read_line(&mut line);
        let _ = sender.send(line);
    });
    let line = receiver.recv_timeout(PROMPTLY).ok();
    let _ = child.kill();
    let _ = child.wait();
    drop(pipe);
    line.filter(|l| !l.is_empty())
}

#[test]
fn trace_starts_once_its_puzzle_has_come_though_the_pipe_stays_open() {
    let nine_rows: String = CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|row| String::from_utf8_lossy(row).replace('.', "0") + "\n")
        .collect();
    for (layout, text) in [("a line", format!("{CLASSIC}\n")), ("BOJ 2239", nine_rows)] {
        let line = first_line_with_the_pipe_open(&["trace", "-"], &text);
        let line = line.unwrap_or_else(|| panic!("{layout}: no step within {PROMPTLY:?}"));
        assert!(line.contains("\"step\":1"), "{layout}: {line}");
    }
}

#[test]
fn what_follows_the_chosen_puzzle_is_not_read() {
    // Eleven puzzles of nine blank rows, then one row of a twelfth.
    let rows = ".........\n".repeat(100);
    let output = piped(&["trace", "-", "--max-steps", "1"], rows.as_bytes());
    assert!(output.status.success(), "{}", stderr(&output));
    let input = format!("{CLASSIC}\n{CLASSIC}\nnot a puzzle\n");
    let output = piped(
        &["trace", "-", "--index", "2", "--max-steps", "1"],
        input.as_bytes(),
    );
    assert!(output.status.success(), "{}", stderr(&output));
    // Past the end it is still an error that says how many there are.
    let output = piped(
        &["trace", "-", "--index", "3"],
        format!("{CLASSIC}\n").as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert_contains(&stderr(&output), "<stdin> holds 1 puzzle (--index 1)");
}

/// `stepdoku ARGS` in a terminal, fed one puzzle by a pipe that then stays open for longer
/// than a test waits.
fn fed_one_and_left_open(args: &str, data: &std::path::Path) -> Session {
    let script = format!(
        "(printf '{CLASSIC}\\n'; exec sleep 60) | '{}' {args}",
        env!("CARGO_BIN_EXE_stepdoku")
    );
    Session::start_program("sh", &["-c", &script], data)
}

#[test]
fn watch_race_and_play_draw_while_the_pipe_stays_open() {
    let data = tempfile::tempdir().unwrap();
    for (args, drawn) in [
        ("watch -", "Step 0"),
        ("race -", "row-major"),
        ("play - --index 1", "<stdin>"),
    ] {
        let mut session = fed_one_and_left_open(args, data.path());
        session.wait_for_text(drawn);
        session.wait_for_text("q quit");
        session.send("q");
        // The shell waits for the sleep too: the end of stepdoku shows as the terminal given
        // back.
        session.wait_for("the terminal given back", |s| !s.alternate_screen());
    }
}
