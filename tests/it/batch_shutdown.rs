//! A batch on several cores must end whatever ends its output: a reader that goes away at
//! once (EPIPE), a full disk (ENOSPC). Each run is given a deadline, so a hang fails the test
//! (with the count of hung runs out of the loop) instead of hanging it.

use std::fs::File;
use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::common::run::spawn_quiet;

/// Long enough for a loaded machine to start the binary and notice; a hang is for good.
const DEADLINE: Duration = Duration::from_secs(60);

/// 30,000 copies of a puzzle with one solution (so each has an answer and a hint on stdout):
/// the output outgrows any pipe buffer.
fn many(dir: &Path) -> std::path::PathBuf {
    let file = dir.join("many.txt");
    std::fs::write(&file, CLASSIC.repeat(30_000)).unwrap();
    file
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

/// Runs of each kind: a few by default, fifty in CI (`STEPDOKU_TEST_SCALE=10`).
fn runs() -> u32 {
    crate::common::scaled(5)
}

/// Waits for `child` until the deadline; kills it and says `false` if it is still running.
fn ends_in_time(child: &mut Child) -> bool {
    let start = Instant::now();
    while start.elapsed() < DEADLINE {
        if child.try_wait().unwrap().is_some() {
            return true;
        }
        thread::sleep(Duration::from_millis(5));
    }
    let _ = child.kill();
    let _ = child.wait();
    false
}

/// How many of `runs()` runs of `stepdoku ARGS` hung with their stdout closed before they wrote.
/// With `feed`, the input comes through a pipe (as `cat file | stepdoku …`).
fn hangs_with_closed_reader(args: &[&str], feed: Option<&Path>) -> usize {
    let mut hung = 0;
    for _ in 0..runs() {
        let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
            .args(args)
            .stdin(if feed.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let writer = feed.map(|file| {
            let mut pipe = child.stdin.take().unwrap();
            let text = std::fs::read(file).unwrap();
            thread::spawn(move || {
                let _ = pipe.write_all(&text);
            })
        });
        if !ends_in_time(&mut child) {
            hung += 1;
        }
        if let Some(writer) = writer {
            let _ = writer.join();
        }
    }
    hung
}

#[test]
fn a_batch_whose_reader_goes_away_always_ends() {
    let dir = tempfile::tempdir().unwrap();
    let file = many(dir.path());
    let path = file.to_str().unwrap();
    for jobs in ["1", "2", "4"] {
        let runs = runs();
        for command in ["solve", "hint"] {
            let from_file = hangs_with_closed_reader(&[command, "-j", jobs, path], None);
            let from_pipe = hangs_with_closed_reader(&[command, "-j", jobs, "-"], Some(&file));
            assert_eq!(
                (from_file, from_pipe),
                (0, 0),
                "{command} -j {jobs}: runs that hung out of {runs} (file, pipe)"
            );
        }
        let generated = hangs_with_closed_reader(&["generate", "-n", "5000", "-j", jobs], None);
        assert_eq!(generated, 0, "generate -j {jobs}: runs that hung of {runs}");
    }
}

#[test]
fn a_full_disk_ends_a_batch_with_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = many(dir.path());
    for jobs in ["1", "2", "4"] {
        for args in [
            vec!["solve", "-j", jobs, file.to_str().unwrap()],
            vec!["hint", "-j", jobs, file.to_str().unwrap()],
            vec!["generate", "-n", "5000", "-j", jobs],
        ] {
            for _ in 0..10 {
                let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
                    .args(&args)
                    .stdin(Stdio::null())
                    .stdout(File::create("/dev/full").unwrap())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                assert!(ends_in_time(&mut child), "{args:?} hung on a full disk");
                let out = child.wait_with_output().unwrap();
                let stderr = String::from_utf8_lossy(&out.stderr);
                assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
                assert!(
                    stderr.contains("cannot write to standard output")
                        && stderr.contains("No space left on device"),
                    "{args:?}: {stderr}"
                );
            }
        }
    }
}

/// `grade | head -1`: once the reader has gone, grading the rest is wasted work.
#[test]
fn grading_stops_soon_after_its_reader_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("extreme.txt");
    // Puzzles that take tens of milliseconds each to grade: the whole file takes minutes.
    let extreme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/extreme.txt"),
    )
    .unwrap();
    let twenty: String = extreme.lines().take(20).map(|l| format!("{l}\n")).collect();
    std::fs::write(&file, twenty.repeat(100)).unwrap();
    // On several cores the closed pipe went unnoticed for 14-21 s (whole batches of 64
    // puzzles graded first); the bound leaves room for a loaded machine.
    for jobs in ["2", "4"] {
        let mut child = spawn_quiet(&["grade", "-j", jobs, file.to_str().unwrap()]);
        let mut first = [0u8; 1];
        let mut stdout = child.stdout.take().unwrap();
        std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
        let closed = Instant::now();
        drop(stdout);
        assert!(ends_in_time(&mut child), "grade -j {jobs} never ended");
        let took = closed.elapsed();
        assert!(
            took < Duration::from_secs(10),
            "grade -j {jobs} graded on for {took:?} after its reader had gone"
        );
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "grade -j {jobs}");
    }
}

#[test]
fn trace_into_a_closed_pipe_ends_quietly() {
    let mut child = spawn_quiet(&["trace"]);
    drop(child.stdout.take());
    assert!(ends_in_time(&mut child), "trace hung on a closed pipe");
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}
