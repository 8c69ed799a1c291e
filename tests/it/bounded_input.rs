//! The commands that follow one puzzle (trace, watch, race, play) read no more of their input
//! than that puzzle needs, whatever the input: an endless stream or a device that never ends
//! a line. The peak resident memory of the real binary is read from `/proc/PID/status`
//! (`VmHWM`) while it runs; a run that passes the limit is stopped there and then.

use std::io::Write;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use crate::common::assert_contains;
use crate::common::run::spawn_quiet;

const LIMIT_KIB: u64 = 64 * 1024;
const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

/// The peak resident set of a running process, in KiB.
fn peak_kib(child: &Child) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Watches `child` for `time` (or until it ends): its peak memory in KiB, and its exit
/// status if it ended. A child over the limit, or still running at the end, is killed.
fn watch_memory(child: &mut Child, time: Duration) -> (u64, Option<i32>) {
    let start = Instant::now();
    let mut peak = 0;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (peak, status.code());
        }
        peak = peak.max(peak_kib(child).unwrap_or(0));
        if peak > LIMIT_KIB || start.elapsed() > time {
            let _ = child.kill();
            let _ = child.wait();
            return (peak, None);
        }
        thread::sleep(Duration::from_millis(20));
    }
}

fn stepdoku(args: &[&str], stdin: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// `yes TEXT | stepdoku ARGS`, as a thread writing `text` for as long as the pipe takes it.
fn fed_endlessly(args: &[&str], text: &'static str) -> Child {
    let mut child = stepdoku(args, Stdio::piped());
    let mut pipe = child.stdin.take().unwrap();
    thread::spawn(move || while pipe.write_all(text.as_bytes()).is_ok() {});
    child
}

fn stderr_of(child: &mut Child) -> String {
    let mut text = String::new();
    if let Some(mut err) = child.stderr.take() {
        let _ = std::io::Read::read_to_string(&mut err, &mut text);
    }
    text
}

#[test]
fn a_line_without_end_is_cut_off_with_an_error_in_bounded_memory() {
    for command in ["trace", "watch", "race", "play"] {
        let mut child = stepdoku(&[command, "/dev/zero"], Stdio::null());
        let (peak, status) = watch_memory(&mut child, Duration::from_secs(20));
        let stderr = stderr_of(&mut child);
        assert!(
            peak <= LIMIT_KIB,
            "{command} /dev/zero peaked at {peak} KiB"
        );
        assert_eq!(status, Some(2), "{command} /dev/zero: {stderr}");
        assert!(stderr.contains("/dev/zero:1:"), "{command}: {stderr}");
    }
}

#[test]
fn endless_input_that_is_no_puzzle_is_refused_in_bounded_memory() {
    for command in ["trace", "watch", "race", "play"] {
        let mut child = fed_endlessly(&[command, "-"], "y\n");
        let (peak, status) = watch_memory(&mut child, Duration::from_secs(20));
        let stderr = stderr_of(&mut child);
        assert!(peak <= LIMIT_KIB, "yes | {command} - peaked at {peak} KiB");
        assert_eq!(status, Some(2), "yes | {command} -: {stderr}");
        assert!(stderr.contains("<stdin>:1:1"), "{command}: {stderr}");
    }
}

#[test]
fn an_endless_stream_of_puzzles_is_read_in_bounded_memory() {
    for command in ["trace", "watch", "race", "play"] {
        let mut child = fed_endlessly(&[command, "-"], CLASSIC);
        let (peak, _) = watch_memory(&mut child, Duration::from_secs(4));
        assert!(peak <= LIMIT_KIB, "{command} - peaked at {peak} KiB");
    }
}

#[test]
fn a_judge_case_that_is_a_device_is_refused_at_once_in_bounded_memory() {
    for device in ["/dev/zero", "/dev/urandom"] {
        let mut child = stepdoku(
            &["judge", "2580", "--case", device, "--", "cat"],
            Stdio::null(),
        );
        let (peak, status) = watch_memory(&mut child, Duration::from_secs(20));
        let stderr = stderr_of(&mut child);
        assert!(peak <= LIMIT_KIB, "--case {device} peaked at {peak} KiB");
        assert_eq!(status, Some(2), "--case {device}: {stderr}");
        assert!(
            stderr.contains(&format!("{device}: not a regular file")),
            "{stderr}"
        );
    }
}

#[test]
fn a_judge_case_too_big_or_not_utf8_is_refused_with_where_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.in");
    // Sparse: 64 MiB of zeros on disk costs nothing, and is no case.
    std::fs::File::create(&big)
        .unwrap()
        .set_len(64 << 20)
        .unwrap();
    let binary = dir.path().join("binary.in");
    std::fs::write(&binary, b"0 0 0\n0 \xff 0\n").unwrap();
    for (file, said) in [
        (
            &big,
            "big.in: 67108864 bytes, larger than a case may be".to_owned(),
        ),
        (
            &binary,
            "binary.in:2:3: expected UTF-8 text, found the byte 0xff".to_owned(),
        ),
    ] {
        let file = file.to_str().unwrap();
        let mut child = stepdoku(
            &["judge", "2580", "--case", file, "--", "cat"],
            Stdio::null(),
        );
        let (peak, status) = watch_memory(&mut child, Duration::from_secs(20));
        let stderr = stderr_of(&mut child);
        assert!(peak <= LIMIT_KIB, "--case {file} peaked at {peak} KiB");
        assert_eq!(status, Some(2), "--case {file}: {stderr}");
        assert!(stderr.contains(&said), "{stderr}");
    }
}

/// A trace of `steps` moves on the classic puzzle: one try and its undo, over and over.
fn long_trace(dir: &std::path::Path, steps: usize) -> std::path::PathBuf {
    let path = dir.join("long.trace");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for i in 0..steps {
        let line: &[u8] = if i % 2 == 0 {
            b"try 1 3 1\n"
        } else {
            b"undo 1 3\n"
        };
        out.write_all(line).unwrap();
    }
    out.flush().unwrap();
    path
}

#[test]
fn a_trace_without_line_ends_is_an_error_at_its_place_in_bounded_memory() {
    let mut child = stepdoku(
        &["replay", "puzzles/classic.txt", "/dev/zero", "--summary"],
        Stdio::null(),
    );
    let (peak, status) = watch_memory(&mut child, Duration::from_secs(20));
    let stderr = stderr_of(&mut child);
    assert!(peak <= LIMIT_KIB, "replay /dev/zero peaked at {peak} KiB");
    assert_eq!(status, Some(2), "{stderr}");
    assert_contains(
        &stderr,
        "/dev/zero:1:4097: expected the end of the line within 4096 bytes",
    );
}

#[test]
fn a_trace_past_a_million_steps_is_read_that_far_and_says_so_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let trace = long_trace(dir.path(), 3_000_000);
    let trace = trace.to_str().unwrap();
    let mut child = spawn_quiet(&["replay", "puzzles/classic.txt", trace, "--summary"]);
    let (peak, status) = watch_memory(&mut child, Duration::from_secs(60));
    let mut stdout = String::new();
    if let Some(mut out) = child.stdout.take() {
        let _ = std::io::Read::read_to_string(&mut out, &mut stdout);
    }
    assert!(
        peak <= LIMIT_KIB,
        "replay of 3,000,000 steps peaked at {peak} KiB"
    );
    // Legal moves, but a board left unfilled is not flagged: the trace's end was not read.
    assert_eq!(status, Some(0), "{stdout}{}", stderr_of(&mut child));
    assert_contains(&stdout, ": 1,000,000 steps (500,000 tries, 500,000 undos)");
    assert_contains(
        &stdout,
        "only the first 1,000,000 steps were read (replay reads no more)",
    );
    assert!(stdout.contains("every move read is legal"), "{stdout}");
}
