//! The measuring scripts in `scripts/` run to their figure on the real binary (their figures
//! are not judged here: only that they measure at all).

use std::process::Command;

/// `scripts/startup_time.py` starts the player in a pseudo-terminal it makes the program's
/// controlling terminal, answers its colour queries as a terminal does, and takes the
/// terminal's EIO when the program has gone as the end of its output.
#[test]
fn startup_time_measures_the_first_frame() {
    let out = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/startup_time.py"
        ))
        .arg("2")
        .env("STEPDOKU_BINARY", env!("CARGO_BIN_EXE_stepdoku"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stdout.starts_with("startup to first frame, 2 runs: median "),
        "{stdout}\n{stderr}"
    );
}
