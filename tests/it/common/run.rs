//! The real binary without a terminal: its output, with stdin closed so nothing waits on it.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

/// `stepdoku ARGS` from the crate root (so `puzzles/…` paths resolve), saves in `data_dir`.
pub fn stepdoku(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("STEPDOKU_DATA_DIR", data_dir)
        .env("STEPDOKU_CONFIG", data_dir.join("config.toml"))
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `stepdoku ARGS` run from `dir`, as a user outside stepdoku's source tree runs it, saves in
/// `dir/data`.
pub fn stepdoku_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .current_dir(dir)
        .env("STEPDOKU_DATA_DIR", dir.join("data"))
        .env("STEPDOKU_CONFIG", dir.join("config.toml"))
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `stepdoku ARGS` fed `stdin` through a pipe, as `cmd | stepdoku …` would. The command may
/// stop reading early (a bad first line), so a failed write is not an error.
pub fn piped(args: &[&str], stdin: &[u8]) -> Output {
    use std::io::Write;
    let mut child = spawn_piped(args);
    let mut pipe = child.stdin.take().unwrap();
    let _ = pipe.write_all(stdin);
    drop(pipe);
    child.wait_with_output().unwrap()
}

/// `stepdoku ARGS` running with all three standard streams piped to the test.
pub fn spawn_piped(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `stepdoku ARGS` from the crate root, stdin closed, stdout and stderr piped to the test.
pub fn spawn_quiet(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// `bad.txt` in `dir`: the classic puzzle with an `x` for its last digit, line 1 column 81.
pub fn bad_puzzle_file(dir: &Path) -> PathBuf {
    let file = dir.join("bad.txt");
    std::fs::write(
        &file,
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7x\n",
    )
    .unwrap();
    file
}

/// The games in progress in `data_dir`, as `stepdoku games --json` lists them.
pub fn games(data_dir: &Path) -> Vec<serde_json::Value> {
    let out = stepdoku(&["games", "--json"], data_dir);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_slice(&out.stdout).unwrap()
}
