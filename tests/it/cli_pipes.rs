//! `stepdoku … | head` is normal shell use: a reader that stops early must not turn into a
//! panic or an error exit. Closing the pipe before the command writes makes the first write
//! fail with EPIPE every time, whatever the output size.

use std::io::Write;

use crate::common;
use common::run::spawn_piped;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

fn closed_stdout(args: &[&str], input: &str) {
    let mut child = spawn_piped(args);
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    // the command may already have exited; a failed write here is fine
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
}

#[test]
fn a_closed_pipe_ends_every_printing_command_quietly() {
    closed_stdout(&["solve", "-"], CLASSIC);
    closed_stdout(&["grade", "-"], CLASSIC);
    closed_stdout(&["grade", "--json", "-"], CLASSIC);
    closed_stdout(&["hint", "-"], CLASSIC);
    closed_stdout(&["hint", "--json", "-"], CLASSIC);
    closed_stdout(&["generate", "--seed", "1"], "");
}
