//! A trace of a run that solved several puzzles (BOJ 4574): the replay plays one puzzle's
//! moves on that puzzle alone, and the judge's printed replay is of the puzzle that went wrong;
//! a shrink of several puzzles says what it drops.

use crate::common::assert_contains;
use crate::common::judge::{built_cpp, judge};
use crate::common::replay::{Traced4574, stepdoku, sudominoku_in, summary, summary_json, trace_of};
use crate::common::run::{stderr, stdout};

/// The learner's program with every puzzle's search traced, each after its `puzzle K` line.
fn all_traced(dir: &std::path::Path) -> String {
    let exe = built_cpp("sudominoku", &["TRACE_ALL"]);
    trace_of(dir, &exe, &sudominoku_in(), &[], "all.trace")
}

#[test]
fn each_puzzle_of_a_marked_trace_replays_on_its_own_moves() {
    let dir = tempfile::tempdir().unwrap();
    let trace = all_traced(dir.path());
    let puzzles = sudominoku_in().display().to_string();
    let first_moves = std::fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("puzzle"))
        .count();
    for index in ["1", "2"] {
        let out = summary(
            &puzzles,
            &trace,
            &["--index", index, "--compare", "row-major"],
        );
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
        assert_contains(&text, "every move is legal");
        assert_contains(&text, "the same moves as row-major, step for step");
        assert_contains(
            &text,
            &format!("the moves after `puzzle {index}` alone are checked ("),
        );
    }
    // Puzzle 2's check leaves out puzzle 1's moves, every one of them.
    let text = stdout(&summary(&puzzles, &trace, &["--index", "2"]));
    let left_out = crate::common::pty::thousands(first_moves as u64);
    assert_contains(
        &text,
        &format!("({left_out} moves of other puzzles left out)"),
    );
}

#[test]
fn a_trace_of_several_puzzles_without_puzzle_lines_is_refused_not_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let marked = std::fs::read_to_string(all_traced(dir.path())).unwrap();
    let unmarked: String = marked
        .lines()
        .filter(|l| !l.starts_with("puzzle"))
        .map(|l| format!("{l}\n"))
        .collect();
    let trace = dir.path().join("unmarked.trace");
    std::fs::write(&trace, unmarked).unwrap();
    let puzzles = sudominoku_in().display().to_string();
    for index in ["1", "2"] {
        let out = summary(&puzzles, trace.to_str().unwrap(), &["--index", index]);
        assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
        assert!(stdout(&out).is_empty(), "{}", stdout(&out));
        let err = stderr(&out);
        assert_contains(&err, "holds several puzzles");
        assert_contains(&err, "no `puzzle K` line");
        assert_contains(&err, &format!("run the program on puzzle {index} alone"));
    }
}

/// `judge 4574 --trace` on a case of two puzzles, the second answered wrong: the replay it
/// prints is of the second puzzle alone, run again, and its check has no false flag.
#[test]
fn the_judges_replay_of_several_puzzles_is_of_the_one_that_went_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let judged = Traced4574::run(
        dir.path(),
        &sudominoku_in(),
        &["TRACE_ALL", "COLON_WHEN=11"],
    );
    assert_contains(
        &judged.text,
        &format!(
            "search on sudominoku's puzzle 2 (run alone as sudominoku.p2), run: {}",
            judged.replay_command("sudominoku.p2")
        ),
    );
    let (input, _) = judged.files("sudominoku.p2");
    let alone = std::fs::read_to_string(&input).unwrap();
    let second: String = std::fs::read_to_string(sudominoku_in())
        .unwrap()
        .lines()
        .skip(12)
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(alone, second, "puzzle 2, then the end marker");
    let out = judged.replayed("sudominoku.p2", &[]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}{}", stderr(&out));
    assert_contains(&text, "every move is legal");
    assert_contains(&text, "the same moves as row-major, step for step");
}

/// A puzzle that fails only after the puzzles before it (pairs they used never cleared) runs
/// right alone: the judge says so and replays it inside the whole run, read by its `puzzle K`
/// line, where the fault shows; without such lines it says how to get one, and offers no
/// replay of the run alone, which would show nothing wrong.
#[test]
fn a_puzzle_that_fails_only_after_the_others_is_replayed_inside_the_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let exe = built_cpp("sudominoku", &["TRACE_ALL", "KEEP_CHECKS"]);
    let traces = dir.path().join("traces");
    let out = judge("4574")
        .case(sudominoku_in())
        .trace(&traces)
        .run(&[&exe]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = crate::common::judge::unwrapped(&stdout(&out));
    let (input, trace) = (
        traces.join("sudominoku.in"),
        traces.join("sudominoku.trace"),
    );
    assert_contains(
        &text,
        "sudominoku's puzzle 2, run alone as sudominoku.p2 (its traced run ended AC, not WA",
    );
    assert_contains(
        &text,
        &format!(
            "to step through puzzle 2 in the whole run (its `puzzle 2` line marks it), run: \
             stepdoku replay {} {} --compare row-major --index 2",
            input.display(),
            trace.display()
        ),
    );
    let out = stepdoku(&[
        "replay",
        input.to_str().unwrap(),
        trace.to_str().unwrap(),
        "--compare",
        "row-major",
        "--index",
        "2",
        "--summary",
    ]);
    let summary = stdout(&out);
    assert_contains(&summary, "the moves after `puzzle 2` alone are checked");
    assert_contains(&summary, "the trace ends without a full board");

    let exe = built_cpp("sudominoku", &["TRACE_ALL", "KEEP_CHECKS", "NO_MARKS"]);
    let out = judge("4574")
        .case(sudominoku_in())
        .trace(dir.path().join("unmarked"))
        .run(&[&exe]);
    let text = crate::common::judge::unwrapped(&stdout(&out));
    assert_contains(
        &text,
        "the whole run's trace has no `puzzle K` lines to find puzzle 2's moves by: print \
         `puzzle K` on stderr before each puzzle's search and judge again to replay it",
    );
    assert!(!text.contains("stepdoku replay"), "{text}");
}

/// `judge 4574 --shrink` says what it drops: whole puzzles, then given dominoes, never clues.
#[test]
fn a_4574_shrink_counts_the_puzzles_and_dominoes_it_drops() {
    let exe = built_cpp("sudominoku", &["COLON_WHEN=11"]);
    let out = judge("4574").case(sudominoku_in()).shrink().run(&[&exe]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stderr(&out);
    assert_contains(
        &said,
        "shrinking sudominoku: 2 puzzles and 21 given dominoes, each puzzle, then each given \
         domino of the puzzles left, dropped in turn while it fails the same way",
    );
    assert_contains(
        &said,
        "  run 1: 1 puzzle and 11 given dominoes left, still WA",
    );
    assert_contains(
        &said,
        "shrunk sudominoku from 2 puzzles and 21 given dominoes to 1 puzzle and 11 given \
         dominoes in ",
    );
    assert_contains(&said, " runs; no single given domino left can be dropped: ");
    assert!(!said.contains("clue"), "{said}");
}

/// A program that never clears its used pairs between puzzles fails only on a puzzle after
/// another: `--shrink` keeps the two puzzles it needs and drops given dominoes within them.
#[test]
fn a_4574_shrink_keeps_the_puzzles_a_failure_across_puzzles_needs() {
    let exe = built_cpp("sudominoku", &["KEEP_CHECKS"]);
    let out = judge("4574").case(sudominoku_in()).shrink().run(&[&exe]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stderr(&out);
    let shown = stdout(&out);
    let shrunk = said
        .lines()
        .find(|l| l.starts_with("shrunk sudominoku from 2 puzzles and 21 given dominoes to "))
        .unwrap_or_else(|| panic!("no shrink said:\n{said}"));
    let left: usize = shrunk
        .split("to 2 puzzles and ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("not shrunk to 2 puzzles: {shrunk}"));
    assert!(left < 21, "{shrunk}");
    assert_contains(
        shrunk,
        "no single puzzle or given domino left can be dropped: each, dropped alone, makes it \
         pass, fail another way or leave the judge's promise",
    );
    assert_contains(&shown, "first failure: sudominoku-shrunk (WA): puzzle 2: ");
    assert_contains(&shown, "puzzle 2 of 2\n");
}

/// `stepdoku replay PUZZLE - --summary EXTRA…` with `trace` on stdin, as a pipe from the
/// program gives it.
fn replay_from_stdin(puzzle: &str, trace: &str, extra: &[&str]) -> std::process::Output {
    let mut child = std::process::Command::new(crate::common::judge::BIN)
        .args([&["replay", puzzle, "-", "--summary"], extra].concat())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let text = std::fs::read(trace).unwrap();
    // Written on a thread: the replay may refuse before reading it all.
    let writer = std::thread::spawn(move || {
        use std::io::Write;
        let _ = stdin.write_all(&text);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

/// A trace of several puzzles read from stdin is read as its file is: each puzzle's moves by
/// its `puzzle K` line, named `<stdin>`; `--json` says which puzzle it was read for, and how
/// many moves of other puzzles it left out.
#[test]
fn a_trace_of_several_puzzles_on_stdin_replays_as_its_file_does() {
    let dir = tempfile::tempdir().unwrap();
    let trace = all_traced(dir.path());
    let puzzles = sudominoku_in().display().to_string();
    for index in ["1", "2"] {
        let extra = ["--index", index, "--compare", "row-major"];
        let (_, from_file) = summary_json(&puzzles, &trace, &extra);
        let piped = replay_from_stdin(&puzzles, &trace, &[&extra[..], &["--json"]].concat());
        assert_eq!(piped.status.code(), Some(0), "{}", stderr(&piped));
        let from_stdin: serde_json::Value = serde_json::from_slice(&piped.stdout).unwrap();
        assert_eq!(from_stdin, from_file);
        assert_eq!(
            from_file["puzzle"],
            index.parse::<u64>().unwrap(),
            "{from_file}"
        );
        assert!(
            from_file["other_puzzles_moves"].as_u64().unwrap() > 0,
            "{from_file}"
        );
        let text = stdout(&replay_from_stdin(&puzzles, &trace, &extra));
        assert_contains(&text, "<stdin>: ");
        assert_contains(
            &text,
            &format!("the moves after `puzzle {index}` alone are checked ("),
        );
    }
    // A trace without `puzzle K` lines says nothing of puzzles.
    let (puzzle, single, _) = crate::common::replay::python_trace(dir.path(), &[]);
    let (_, json) = summary_json(&puzzle, &single, &[]);
    assert!(json.get("puzzle").is_none(), "{json}");

    // Without `puzzle K` lines it is refused from stdin as from its file.
    let unmarked: String = std::fs::read_to_string(&trace)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("puzzle"))
        .map(|l| format!("{l}\n"))
        .collect();
    let unmarked_file = dir.path().join("unmarked.trace");
    std::fs::write(&unmarked_file, unmarked).unwrap();
    let out = replay_from_stdin(&puzzles, unmarked_file.to_str().unwrap(), &["--index", "2"]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert_contains(&stderr(&out), "<stdin> has no `puzzle K` line");

    // Both from stdin cannot be.
    let out = replay_from_stdin("-", &trace, &[]);
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert_contains(
        &stderr(&out),
        "the puzzle and the trace cannot both be read from stdin",
    );
}

/// BOJ 4574 promises 10 to 35 given dominoes a puzzle: a shrink of a program that fails on
/// anything stops at 10, and its input is one the program may be judged on.
#[test]
fn a_4574_shrink_keeps_the_ten_given_dominoes_the_problem_promises() {
    let out = judge("4574")
        .case(sudominoku_in())
        .shrink()
        .run_sh("cat >/dev/null");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let said = stderr(&out);
    assert_contains(
        &said,
        "shrunk sudominoku from 2 puzzles and 21 given dominoes to 1 puzzle and 10 given \
         dominoes in ",
    );
    let shown = stdout(&out);
    assert_contains(&shown, "first failure: sudominoku-shrunk (WA): no output");
}
