//! The real binary without a terminal: its output, with stdin closed so nothing waits on it.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// `stepdoku ARGS` from the crate root (so `puzzles/…` paths resolve), saves in `data_dir`.
pub fn stepdoku(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("STEPDOKU_DATA_DIR", data_dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
