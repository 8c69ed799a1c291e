//! The batch commands under hostile conditions, through the real binary: stderr that cannot be
//! written, endless and huge inputs answered in bounded memory, an error on line 1 reported at
//! once, answers out before the input ends, and `-j` keeping the output byte for byte.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn stepdoku() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_stepdoku"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Each command's error path, and the exit status it documents.
const FAILING: &[(&[&str], i32)] = &[
    (&["solve", "no/such/file.txt"], 2),
    (&["hint", "no/such/file.txt"], 2),
    (&["grade", "no/such/file.txt"], 2),
    (&["play", "no/such/file.txt"], 2),
    (&["watch", "no/such/file.txt"], 2),
    (&["solve", "--strategy", "nonsense", "x"], 2),
    (&["generate", "-n", "0"], 2),
    (
        &[
            "solve",
            "tests/data/solve/norvig_hardest.txt",
            "--strategy",
            "row-major",
            "--max-steps",
            "5",
        ],
        1,
    ),
];

#[test]
fn a_full_stderr_changes_no_exit_status() {
    for (args, code) in FAILING {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = stepdoku()
            .args(*args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(full)
            .status()
            .unwrap();
        assert_eq!(out.code(), Some(*code), "{args:?} with stderr on /dev/full");
    }
}

#[test]
fn a_closed_stderr_pipe_changes_no_exit_status() {
    for (args, code) in FAILING {
        let mut child = stepdoku()
            .args(*args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(*code), "{args:?} with stderr closed");
    }
}

#[test]
fn an_endless_stream_of_nonsense_is_an_error_on_line_1_at_once() {
    for command in ["solve", "hint", "grade"] {
        let mut child = stepdoku()
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        // `yes`: the writer never stops on its own.
        std::thread::spawn(move || while stdin.write_all(b"y\n").is_ok() {});
        let started = Instant::now();
        let out = child.wait_with_output().unwrap();
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "{command} waited"
        );
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "stepdoku: <stdin>:1:1: expected a digit, '.' or '0', found 'y'\n",
            "{command}"
        );
    }
}

#[test]
fn the_first_answer_comes_before_the_input_ends() {
    for command in ["solve", "hint", "grade"] {
        let mut child = stepdoku()
            .args([command, "-j", "2"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "{CLASSIC}").unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(
            !first.trim().is_empty(),
            "{command}: an answer while stdin is open"
        );
        drop(stdin);
        assert!(child.wait().unwrap().success(), "{command}");
    }
}

/// The highest resident set size of a running process so far, in KiB.
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// Feed `chunks` to `stepdoku solve` on stdin and read its peak memory while the input is
/// still open (everything sent has been read by then, but for a pipe's worth).
fn peak_while_solving(chunks: impl Iterator<Item = Vec<u8>>) -> (u64, String) {
    let mut child = stepdoku()
        .args(["solve", "-j", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let reading = std::thread::spawn(move || {
        let mut lines = 0usize;
        for line in BufReader::new(stdout).lines() {
            line.unwrap();
            lines += 1;
        }
        lines
    });
    let mut stdin = child.stdin.take().unwrap();
    for chunk in chunks {
        stdin.write_all(&chunk).unwrap();
    }
    std::thread::sleep(Duration::from_millis(300));
    let peak = peak_kib(child.id());
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let lines = reading.join().unwrap();
    (
        peak,
        format!("{lines} answers, {}", String::from_utf8_lossy(&out.stderr)),
    )
}

const BOUND_KIB: u64 = 64 * 1024;

#[test]
fn memory_stays_flat_on_huge_inputs() {
    // 16 MiB of blank lines, then a puzzle.
    let blank = vec![b'\n'; 1 << 20];
    let chunks =
        std::iter::repeat_n(blank, 16).chain(std::iter::once(format!("{CLASSIC}\n").into_bytes()));
    let (peak, what) = peak_while_solving(chunks);
    assert!(peak < BOUND_KIB, "blank lines: {peak} KiB ({what})");
    assert!(what.starts_with("1 answers"), "{what}");

    // Thousands of puzzles: memory does not grow with their number.
    let many = (0..40).map(|_| format!("{CLASSIC}\n").repeat(250).into_bytes());
    let (peak, what) = peak_while_solving(many);
    assert!(peak < BOUND_KIB, "10,000 puzzles: {peak} KiB ({what})");
    assert!(what.starts_with("10000 answers"), "{what}");
}

#[test]
fn jobs_keep_the_output_byte_for_byte() {
    let run = |args: &[&str]| {
        let out = stepdoku().args(args).stdin(Stdio::null()).output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        out.stdout
    };
    let file = "tests/data/solve/norvig_hardest.txt";
    for command in [
        &["solve", file][..],
        &["grade", file],
        &["hint", "--json", file],
    ] {
        let one = run(&[command, &["-j", "1"]].concat());
        let three = run(&[command, &["-j", "3"]].concat());
        assert_eq!(one, three, "{command:?}");
    }
    let one = run(&["generate", "-n", "4", "--seed", "7", "-j", "1"]);
    let three = run(&["generate", "-n", "4", "--seed", "7", "-j", "3"]);
    assert_eq!(one, three, "generate");
    let first = run(&["generate", "--seed", "7"]);
    assert!(
        one.starts_with(&first),
        "the first of a batch is the seed's own puzzle"
    );
}

/// The same long batch through a pipe: its stderr holds what the puzzles say, no progress bar.
#[test]
fn a_long_batch_through_a_pipe_shows_no_progress_bar() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("slow.txt");
    let antibrute = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/solve/antibrute_wikipedia.txt"),
    )
    .unwrap();
    std::fs::write(&file, antibrute.repeat(12)).unwrap();
    let out = stepdoku()
        .args([
            "solve",
            "--strategy",
            "row-major",
            "--max-steps",
            "600000",
            "-j",
            "1",
        ])
        .arg(&file)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 12, "{err}");
    assert!(
        err.lines()
            .all(|l| l.contains("gave up after 600000 steps")),
        "{err}"
    );
}
