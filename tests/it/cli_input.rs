//! How every printing subcommand (solve, hint, grade) treats its input and output through the
//! real binary: one reader, so one set of rules — UTF-8 checked with a position, a byte-order
//! mark skipped, `#` comments, unreadable input and the wrong kind of puzzle as exit status 2
//! with one plain line on stderr, and a failed write as a plain message, never a report.

use crate::common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PRINTING: [&str; 3] = ["solve", "hint", "grade"];

fn data(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

fn run_with(args: &[&str], stdin: Stdio) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(stdin)
        .output()
        .unwrap()
}

fn run(args: &[&str], stdin: &[u8]) -> Output {
    common::run::piped(args, stdin)
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One line, no colour codes, no color-eyre `Location:` or backtrace.
fn assert_plain(err: &str) {
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!err.contains('\x1b'), "{err:?}");
    assert!(!err.contains("Location"), "{err}");
}

#[test]
fn bytes_that_are_not_utf8_are_placed_by_line_and_column() {
    let mut input = format!("{CLASSIC}\n").into_bytes();
    input.extend_from_slice(b"12\xff");
    for command in PRINTING {
        let out = run(&[command], &input);
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = stderr(&out);
        assert_eq!(
            err, "stepdoku: <stdin>:2:3: expected UTF-8 text, found byte 0xff\n",
            "{command}"
        );
        // Puzzles are answered as they are read: line 1's answer is out before line 2.
        assert_eq!(stdout(&out).lines().count(), 1, "{command}");
    }
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let plain = run(&["solve"], CLASSIC.as_bytes());
    let marked = run(&["solve"], format!("\u{feff}{CLASSIC}\n").as_bytes());
    assert!(marked.status.success(), "{}", stderr(&marked));
    assert_eq!(stdout(&marked), stdout(&plain));
    for command in ["hint", "grade"] {
        let out = run(&[command], format!("\u{feff}{CLASSIC}\n").as_bytes());
        assert!(out.status.success(), "{command}: {}", stderr(&out));
    }
}

#[test]
fn unreadable_standard_input_is_exit_status_2_with_one_plain_line() {
    let dir = tempfile::tempdir().unwrap();
    for command in PRINTING {
        let directory = std::fs::File::open(dir.path()).unwrap();
        let out = run_with(&[command], Stdio::from(directory));
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = stderr(&out);
        assert!(
            err.starts_with("stepdoku: cannot read standard input: "),
            "{command}: {err}"
        );
        assert_plain(&err);
    }
}

#[test]
fn a_missing_file_is_exit_status_2_with_one_plain_line() {
    for command in PRINTING {
        let out = run(&[command, "no/such/file.txt"], b"");
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = stderr(&out);
        assert!(
            err.starts_with("stepdoku: cannot read no/such/file.txt: "),
            "{command}: {err}"
        );
        assert_plain(&err);
    }
}

#[test]
fn hints_and_grades_need_a_classic_puzzle() {
    let path = data("boj/boj4574-sample.in");
    let name = path.display().to_string();
    for (command, what) in [("hint", "hints need"), ("grade", "grading needs")] {
        let out = run(&[command, &name], b"");
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert_eq!(
            stderr(&out),
            format!("stepdoku: {name}:1:1: {what} a classic 9×9 puzzle; this is a Sudominoku\n")
        );
        assert_eq!(stdout(&out), "");
    }
}

/// BOJ 2239 rows with `#` comments before, between and after them.
#[test]
fn comments_are_fine_in_boj_rows() {
    let rows = std::fs::read_to_string(data("boj/boj2239-sample.in")).unwrap();
    let expected = std::fs::read_to_string(data("boj/boj2239-sample.out")).unwrap();
    let commented = format!(
        "# BOJ 2239\n{}# end\n",
        rows.replacen('\n', "\n# row 2:\n", 1)
    );
    let out = run(&["solve"], commented.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), expected);
    for command in ["hint", "grade"] {
        let out = run(&[command], commented.as_bytes());
        assert!(out.status.success(), "{command}: {}", stderr(&out));
    }
}

#[test]
fn hint_and_grade_take_format_and_report_puzzles_by_line() {
    // Forced to the line format, 9 rows are 9 short lines.
    let rows = std::fs::read(data("boj/boj2239-sample.in")).unwrap();
    for command in ["hint", "grade"] {
        let out = run(&[command, "--format", "line"], &rows);
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert!(
            stderr(&out).starts_with("stepdoku: <stdin>:1:10: expected 81 cells"),
            "{command}: {}",
            stderr(&out)
        );
        let out = run(&[command, "--format", "2239"], &rows);
        assert!(out.status.success(), "{command}: {}", stderr(&out));
    }
    // The second puzzle (line 3, after a comment) has many solutions.
    let input = format!("{CLASSIC}\n# next\n{}\n", ".".repeat(81));
    for command in ["hint", "grade"] {
        let out = run(&[command], input.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert_eq!(
            stderr(&out),
            "stepdoku: <stdin>:3: the puzzle has more than one solution\n",
            "{command}"
        );
        // Said once: stdout holds the first puzzle's answer and nothing about the second.
        assert_eq!(
            stdout(&out).lines().count(),
            1,
            "{command}: {}",
            stdout(&out)
        );
        assert!(
            !stdout(&out).contains("solution"),
            "{command}: {}",
            stdout(&out)
        );
    }
    // With --json the error takes the puzzle's place among the objects, and only there.
    let out = run(&["grade", "--json"], input.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stderr(&out), "");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[1],
        r#"{"error":"the puzzle has more than one solution"}"#
    );
}

#[test]
fn grade_lines_end_without_spaces() {
    let solved =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n";
    let out = run(&["grade"], solved.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("easy"), "{text}");
    assert_eq!(text, format!("{}\n", text.trim_end()));
}

/// `> /dev/full`: the write fails with "no space"; the user gets one plain line naming
/// standard output (never the input the command read), status 2. Every command that prints.
#[cfg(target_os = "linux")]
#[test]
fn a_failed_write_is_one_plain_line_naming_standard_output() {
    let data = tempfile::tempdir().unwrap();
    let trace = data.path().join("moves.txt");
    std::fs::write(&trace, "try 1 3 4\n").unwrap();
    let trace = trace.to_str().unwrap();
    let cases: [(&[&str], &str); 20] = [
        (&["solve"], CLASSIC),
        (&["hint"], CLASSIC),
        (&["grade"], CLASSIC),
        (&["generate", "--seed", "1"], ""),
        (&["trace", "-"], CLASSIC),
        (&["trace", "puzzles/classic.txt"], ""),
        (&["trace", "--strategy", "logic", "-"], CLASSIC),
        (&["trace", "--tree", "dot", "-"], CLASSIC),
        (&["trace", "--tree", "json", "puzzles/sudominoku.in"], ""),
        (&["replay", "--summary", "puzzles/classic.txt", trace], ""),
        (&["code"], ""),
        (&["games"], ""),
        (&["games", "--json"], ""),
        (&["stats"], ""),
        (&["stats", "--json"], ""),
        (&["config", "--path"], ""),
        (&["config", "--print"], ""),
        (&["completions", "bash"], ""),
        (&["--help"], ""),
        (&["--version"], ""),
    ];
    for (args, input) in cases {
        let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("STEPDOKU_DATA_DIR", data.path())
            .env("STEPDOKU_CONFIG", data.path().join("config.toml"))
            .stdin(Stdio::piped())
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut pipe = child.stdin.take().unwrap();
        let _ = pipe.write_all(input.as_bytes());
        drop(pipe);
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.starts_with("stepdoku: cannot write to standard output: "),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert_plain(&err);
    }
}

#[test]
fn long_wrong_words_are_cut_in_messages() {
    let line = "7".repeat(10_000);
    let out = run(&["solve", "--format", "2580"], line.as_bytes());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.len() < 200, "{} bytes", err.len());
    assert!(err.trim_end().ends_with('…'), "{err}");
}

/// A line longer than any puzzle's is refused where it passes the limit, never read whole.
#[test]
fn an_absurdly_long_line_is_an_error_at_once() {
    let line = "7".repeat(10_000_000);
    for command in PRINTING {
        let out = run(&[command], line.as_bytes());
        assert_eq!(out.status.code(), Some(2), "{command}");
        assert_eq!(
            stderr(&out),
            "stepdoku: <stdin>:1:65537: expected a line of at most 65536 bytes, found a longer one\n",
            "{command}"
        );
    }
}
