//! `stepdoku judge` on the real binary, with fixture programs CI has: stepdoku's own solver
//! (right), a learner's Python backtracking (right, slow, or wrong in chosen ways) and shell
//! one-liners that crash, hang, flood, fork or eat memory.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::assert_contains;
use crate::common::judge::{
    BIN, EASY, board_file, code, empty_case, gone, json_of, judge, pid_in, unwrapped,
};
use crate::common::run::{stderr, stdout};

/// The first band of [`EASY`] alone: many solutions, and few clues to shrink.
const SEVERAL: &str =
    "53..7....6..195....98....6.......................................................";

#[test]
fn a_right_program_passes_every_case_with_exit_0() {
    for (problem, format, cases) in [("2239", "boj2239", 7), ("4574", "sudominoku", 3)] {
        // The debug build of the reference is slower than a judge's limit on the contest case.
        let out = judge(problem)
            .time_limit("20")
            .run(&[BIN, "solve", "--format", format]);
        let text = stdout(&out);
        assert_eq!(code(&out), 0, "{text}{}", stderr(&out));
        assert!(text.contains("  AC   sample"), "{text}");
        let last = text.lines().last().unwrap();
        let passed = format!("{cases} of {cases} cases passed (AC {cases})");
        assert!(last.starts_with(&passed), "{problem}: {last}");
        assert!(!text.contains("first failure"), "{text}");
    }
}

#[test]
fn a_valid_but_not_smallest_answer_is_wrong_for_2239_and_right_for_2580() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let out = judge("2239").case(&case).time_limit("10").run(&[
        "python3",
        "backtrack.py",
        "--descending",
    ]);
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    assert!(text.contains("  WA   empty"), "{text}");
    assert_contains(
        &text,
        "a valid solution, but not the smallest: r1c1 is 9 where the smallest has 1",
    );
    // The three boards side by side, the received cells that differ marked.
    let header = text.lines().find(|l| l.contains("input")).unwrap();
    assert!(
        header.contains("expected") && header.contains("received"),
        "{header}"
    );
    assert!(text.contains("[9 8 7]|[6]5[4]|[3 2 1]"), "{text}");
    let last = text.lines().last().unwrap();
    assert!(
        last.starts_with("0 of 1 case passed (WA 1); slowest "),
        "{text}"
    );

    let spaced = empty_case(dir.path(), true);
    let out = judge("2580").case(&spaced).time_limit("10").run(&[
        "python3",
        "backtrack.py",
        "--descending",
        "--spaces",
    ]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
}

#[test]
fn a_given_changed_and_a_broken_rule_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "easy.in", EASY, true);
    // Prints the right answer with r1c1 (a given 5) changed to 1.
    let script = format!("{BIN} solve --format 2580 | sed '1s/^5/1/'");
    let out = judge("2580").case(&case).run_sh(&script);
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "a given was changed at r1c1: the puzzle has 5, the output 1",
    );
    // r1c3 (blank, 4 in the answer) written as 3, a digit row 1 already has at r1c2.
    let script = format!("{BIN} solve --format 2580 | sed '1s/^5 3 4/5 3 3/'");
    let out = judge("2580").case(&case).run_sh(&script);
    assert_contains(&stdout(&out), "row 1 has two 3s (r1c2 and r1c3)");
}

#[test]
fn the_cells_in_question_are_bracketed_and_named() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "easy.in", EASY, true);
    // r1c3 (blank, 4 in the answer) written as 3, beside the given 3 of r1c2.
    let script = format!("{BIN} solve --format 2580 | sed '1s/^5 3 4/5 3 3/'");
    let out = judge("2580").case(&case).run_sh(&script);
    let text = stdout(&out);
    let received_row_1 = text
        .lines()
        .find(|l| l.trim_start().starts_with("5 3 . | . 7 ."))
        .and_then(|l| {
            l.split("    ")
                .map(str::trim)
                .filter(|b| !b.is_empty())
                .nth(2)
        })
        .unwrap_or_else(|| panic!("no received board: {text}"));
    // Both cells of the broken rule in one pair of brackets, nothing between r1c1 and r1c2.
    assert!(
        received_row_1.starts_with("5[3 3]| 6"),
        "{received_row_1:?}\n{text}"
    );
    assert_contains(
        &text,
        "brackets mark the received cells in question: r1c2, r1c3",
    );
    assert!(!text.contains('*'), "{text}");
}

#[test]
fn whitespace_is_ignored_where_the_judge_ignores_it() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "easy.in", EASY, false);
    let script = format!("{BIN} solve --format 2239 | sed 's/$/  \\r/'; echo; echo");
    let out = judge("2239").case(&case).run_sh(&script);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let out = judge("2239").case(&case).run_sh("true");
    assert!(
        stdout(&out).contains("  WA   easy") && stdout(&out).contains("no output"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn too_slow_is_tle_and_killed_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let start = Instant::now();
    let out = judge("2239")
        .case(&case)
        .time_limit("0.3")
        .run(&["sleep", "30"]);
    // Killed a tenth past the 0.3 s limit; the bound only tells that from the program's own 30 s.
    assert!(start.elapsed() < Duration::from_secs(25));
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1);
    assert!(
        text.contains("  TLE  empty")
            && text.contains("still running at the 0.3 s limit, killed at 0.33 s, no output"),
        "{text}"
    );
}

#[test]
fn crashes_are_re_with_the_exit_code_or_the_signal_named() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let out = judge("2239").case(&case).run_sh("kill -SEGV $$");
    assert_eq!(code(&out), 1);
    assert!(
        stdout(&out).contains("  RE   empty") && stdout(&out).contains("killed by SIGSEGV"),
        "{}",
        stdout(&out)
    );
    let out = judge("2239")
        .case(&case)
        .sh("echo 'index out of range' >&2; exit 3")
        .output();
    let text = stdout(&out);
    assert!(
        text.contains("exit code 3") && text.contains("index out of range"),
        "{text}"
    );
}

#[test]
fn a_flood_is_ole_and_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let start = Instant::now();
    let out = judge("2239")
        .case(&case)
        .arg("--output-limit")
        .arg("10000")
        .run(&["yes", "123456789"]);
    // `yes` never ends by itself: any bound tells stopped from not; this one is loose for load.
    assert!(start.elapsed() < Duration::from_secs(60));
    assert_eq!(code(&out), 1);
    assert_contains(&stdout(&out), "killed when its output passed 10,000 bytes");
}

#[test]
fn memory_beyond_the_limit_is_mle() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let out = judge("2239")
        .case(&case)
        .arg("--memory-limit")
        .arg("64")
        .json()
        .time_limit("10")
        .run(&["python3", "-c", "x = bytearray(1 << 30)"]);
    assert_eq!(code(&out), 1);
    let record = json_of(&out);
    assert_eq!(record["verdict"], "MLE", "{record}");
    // Without the limit the same allocation succeeds and prints nothing: a wrong answer.
    let out = judge("2239").case(&case).json().time_limit("10").run(&[
        "python3",
        "-c",
        "x = bytearray(1 << 24)",
    ]);
    let record = json_of(&out);
    assert_eq!(record["verdict"], "WA", "{record}");
}

#[test]
fn nothing_a_program_forks_is_left_behind() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    for (ending, verdict) in [("exit 0", "WA"), ("sleep 300", "TLE")] {
        let pid_file = dir.path().join("sleeper.pid");
        let script = format!("sleep 300 & echo $! > {}; {ending}", pid_file.display());
        let out = judge("2239").case(&case).time_limit("0.5").run_sh(&script);
        assert!(
            stdout(&out).contains(&format!("  {verdict:<3}  empty")),
            "{}",
            stdout(&out)
        );
        let pid = pid_in(&pid_file);
        assert!(gone(pid), "the sleeper {pid} is still running");
    }
}

#[test]
fn ctrl_c_stops_the_run_and_its_program() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let pid_file = dir.path().join("sleeper.pid");
    let script = format!("echo $$ > {}; sleep 300", pid_file.display());
    let child = judge("2239")
        .case(&case)
        .time_limit("60")
        .sh(&script)
        .command()
        .spawn()
        .unwrap();
    let pid = pid_in(&pid_file);
    let judge_pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(judge_pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let start = Instant::now();
    let out = child.wait_with_output().unwrap();
    // The program sleeps 300 s: the bound tells interrupted from not, loose for load.
    assert!(start.elapsed() < Duration::from_secs(60));
    assert_eq!(out.status.code(), Some(130));
    assert!(stderr(&out).contains("interrupted"), "{}", stderr(&out));
    assert!(gone(pid), "the program {pid} is still running");
}

#[test]
fn json_writes_one_record_per_case() {
    let dir = tempfile::tempdir().unwrap();
    let a = empty_case(dir.path(), false);
    let b = board_file(dir.path(), "easy.in", EASY, false);
    let out = judge("2239")
        .json()
        .case(&a)
        .case(&b)
        .time_limit("10")
        .run(&["python3", "backtrack.py", "--descending"]);
    assert_eq!(code(&out), 1);
    let records: Vec<serde_json::Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 2, "{}", stdout(&out));
    assert_eq!(records[0]["case"], "empty");
    assert_eq!(records[0]["verdict"], "WA");
    assert!(records[0]["time_ms"].is_u64());
    assert!(
        records[0]["why"]
            .as_str()
            .unwrap()
            .contains("not the smallest")
    );
    assert_eq!(records[1]["verdict"], "AC");
    assert!(records[1]["why"].is_null());
    assert_contains(&stderr(&out), "1 of 2 cases passed (AC 1, WA 1)");
}

#[test]
fn bad_usage_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    for (problem, args) in [
        ("2581", vec!["--", "true"]),
        ("2239", vec![]),
        ("2239", vec!["--time-limit", "0", "--", "true"]),
        ("2239", vec!["--case", "/nonexistent/case.in", "--", "true"]),
        ("2239", vec!["--", "/nonexistent/program"]),
    ] {
        let out = judge(problem).args(args.clone()).output();
        assert_eq!(code(&out), 2, "{problem} {args:?}: {}", stderr(&out));
        assert!(!stderr(&out).is_empty());
    }
    let bad = dir.path().join("bad.in");
    std::fs::write(&bad, "12345678x\n").unwrap();
    let out = judge("2239").case(&bad).run(&["true"]);
    assert_eq!(code(&out), 2);
    assert!(stderr(&out).contains("bad.in:1:"), "{}", stderr(&out));
}

#[test]
fn cases_are_saved_in_the_judges_format() {
    let dir = tempfile::tempdir().unwrap();
    let out = judge("4574")
        .arg("--save-cases")
        .arg(dir.path())
        .arg("--cases")
        .arg("2")
        .arg("--seed")
        .arg("5")
        .output();
    assert_eq!(code(&out), 0, "{}", stderr(&out));
    let sample_out = std::fs::read_to_string(dir.path().join("sample.out")).unwrap();
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/boj/boj4574-sample.out");
    assert_eq!(sample_out, std::fs::read_to_string(data).unwrap());
    let random = std::fs::read_to_string(dir.path().join("random-2.in")).unwrap();
    assert!(random.ends_with("\n0\n"), "{random}");
    // The saved cases judge the same as the generated ones.
    let solved = Command::new(BIN)
        .args([
            "solve",
            "--format",
            "4574",
            dir.path().join("random-2.in").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        stdout(&solved),
        std::fs::read_to_string(dir.path().join("random-2.out")).unwrap()
    );
}

#[test]
fn sudominoku_answers_are_judged_per_puzzle() {
    let script = format!("{BIN} solve --format 4574 | sed 's/Puzzle 2/Puzzle 3/'");
    let out = judge("4574").time_limit("20").run_sh(&script);
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "puzzle 2: line 11: expected \"Puzzle 2\", found \"Puzzle 3\"",
    );
    // The first failure shows the puzzle the output went wrong on, not the first one.
    assert_contains(&text, "first failure: sample (WA)");
    assert_contains(&text, "\npuzzle 2 of 2\n");
    // Every case has a second puzzle, so each fails on it, and only on it.
    for case in ["sample", "contest", "five-puzzles"] {
        let row = text
            .lines()
            .find(|l| l.starts_with(&format!("  WA   {case} ")))
            .unwrap_or_else(|| panic!("{case}: {text}"));
        assert!(
            row.ends_with("puzzle 2: line 11: expected \"Puzzle 2\", found \"Puzzle 3\""),
            "{row}"
        );
    }
}

#[test]
fn shrink_drops_clues_while_the_verdict_stays() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "several.in", SEVERAL, false);
    let clues = SEVERAL.bytes().filter(u8::is_ascii_digit).count();
    // Wrong on every board with several solutions: it finds the largest.
    let out = judge("2239").case(&case).shrink().time_limit("10").run(&[
        "python3",
        "backtrack.py",
        "--descending",
    ]);
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    let said = stderr(&out);
    let start = format!("shrunk several from {clues} to ");
    let line = said
        .lines()
        .find(|l| l.starts_with(&start))
        .unwrap_or_else(|| panic!("{said}"));
    let to: usize = line.split(' ').nth(5).unwrap().parse().unwrap();
    assert!(to < clues, "{line}");
    assert_contains(&text, "first failure: several-shrunk (WA)");
}
