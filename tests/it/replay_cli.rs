//! `stepdoku replay --summary` and `judge --trace` on the real binary, with the Python
//! learner's solution printing its search.

use std::path::Path;
use std::process::{Command, Stdio};

use crate::common::run::{stderr, stdout};

const BIN: &str = env!("CARGO_BIN_EXE_stepdoku");

fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/judge")
}

fn stepdoku(args: &[&str]) -> std::process::Output {
    Command::new(BIN)
        .args(args)
        .current_dir(fixtures())
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

const EASY_2239: &str = "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079\n";

/// The learner's trace on the easy board: `--illegal` adds a rule-breaking `try` and its
/// `undo` before the search.
fn learner(dir: &Path, extra: &[&str]) -> (String, String) {
    let puzzle = dir.join("easy.in");
    std::fs::write(&puzzle, EASY_2239).unwrap();
    let out = Command::new("python3")
        .arg(fixtures().join("backtrack.py"))
        .arg("--trace")
        .args(extra)
        .stdin(std::fs::File::open(&puzzle).unwrap())
        .output()
        .unwrap();
    assert!(out.status.success());
    let trace = dir.join("easy.trace");
    std::fs::write(&trace, &out.stderr).unwrap();
    (puzzle.display().to_string(), trace.display().to_string())
}

#[test]
fn a_legal_trace_summarises_and_matches_row_major() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace) = learner(dir.path(), &[]);
    let out = stepdoku(&[
        "replay",
        &puzzle,
        &trace,
        "--summary",
        "--json",
        "--compare",
        "row-major",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let (steps, tries, undos) = (
        json["steps"].as_u64().unwrap(),
        json["tries"].as_u64().unwrap(),
        json["undos"].as_u64().unwrap(),
    );
    assert_eq!(steps, tries + undos);
    assert!(undos > 0);
    assert_eq!(json["ignored"], 0);
    assert_eq!(json["illegal"], serde_json::json!([]));
    assert!(json["first_difference"].is_null());
    let out = stepdoku(&["replay", &puzzle, &trace, "--summary", "--compare", "mrv"]);
    let text = stdout(&out);
    assert!(text.contains("every move is legal"), "{text}");
    let line = text.lines().last().unwrap();
    assert!(
        line.starts_with("step ") && line.contains(": you try ") && line.contains(", mrv tries "),
        "{text}"
    );
}

#[test]
fn an_illegal_move_is_flagged_with_its_step() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace) = learner(dir.path(), &["--illegal"]);
    let out = stepdoku(&["replay", &puzzle, &trace, "--summary", "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let illegal = json["illegal"].as_array().unwrap();
    assert_eq!(illegal.len(), 1, "{json}");
    assert_eq!(illegal[0]["step"], 1);
    // r1c3 is the first blank; its first clashing digit is 3 (r1c2 holds it).
    assert_eq!(
        illegal[0]["why"],
        "3 in r1c3 breaks row 1: r1c2 already holds 3"
    );
}

#[test]
fn bad_input_is_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace) = learner(dir.path(), &[]);
    let out = stepdoku(&["replay", &puzzle, "/nonexistent.trace", "--summary"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("cannot read /nonexistent.trace"),
        "{}",
        stderr(&out)
    );
    let out = stepdoku(&["replay", &trace, &trace, "--summary"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

#[test]
fn judge_trace_keeps_each_case_for_replay() {
    let dir = tempfile::tempdir().unwrap();
    let case = dir.path().join("empty.in");
    std::fs::write(&case, "000000000\n".repeat(9)).unwrap();
    let traces = dir.path().join("traces");
    let out = stepdoku(&[
        "judge",
        "2239",
        "--case",
        case.to_str().unwrap(),
        "--trace",
        traces.to_str().unwrap(),
        "--time-limit",
        "10",
        "--",
        "python3",
        "backtrack.py",
        "--descending",
        "--trace",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let base = traces.join("empty");
    let command = format!(
        "to step through your program's search on empty, run: stepdoku replay {0}.in {0}.trace --compare row-major",
        base.display()
    );
    assert!(stdout(&out).contains(&command), "{}", stdout(&out));
    let out = stepdoku(&[
        "replay",
        &format!("{}.in", base.display()),
        &format!("{}.trace", base.display()),
        "--summary",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // A legal search that fills the empty board leaves 81 placements standing.
    let (tries, undos) = (
        json["tries"].as_u64().unwrap(),
        json["undos"].as_u64().unwrap(),
    );
    assert_eq!(tries - undos, 81, "{json}");
    assert!(json["illegal"].as_array().unwrap().is_empty(), "{json}");
}

/// `judge 2580 --trace` of `script` (run by `sh -c`) on the empty board, with a time limit
/// of `limit` seconds: the judge's output, and the replay's summary of the trace it kept.
fn traced_judge(script: &str, limit: &str) -> (std::process::Output, std::process::Output) {
    let dir = tempfile::tempdir().unwrap();
    let case = dir.path().join("empty.in");
    std::fs::write(&case, "0 0 0 0 0 0 0 0 0\n".repeat(9)).unwrap();
    let traces = dir.path().join("traces");
    let judged = stepdoku(&[
        "judge",
        "2580",
        "--case",
        case.to_str().unwrap(),
        "--trace",
        traces.to_str().unwrap(),
        "--time-limit",
        limit,
        "--",
        "sh",
        "-c",
        script,
    ]);
    let base = traces.join("empty");
    let replayed = stepdoku(&[
        "replay",
        &format!("{}.in", base.display()),
        &format!("{}.trace", base.display()),
        "--summary",
    ]);
    (judged, replayed)
}

#[test]
fn a_traced_program_is_not_held_to_the_time_limit_and_says_so() {
    // Right, but slower than the limit: as a program whose prints cost it the time.
    let script = format!("echo 'try 1 1 1' >&2; sleep 0.6; {BIN} solve --format 2580");
    let (judged, _) = traced_judge(&script, "0.3");
    let text = stdout(&judged);
    assert_eq!(judged.status.code(), Some(0), "{text}");
    assert!(
        text.contains("with --trace the time limit is not applied (printing a trace takes time; time the program without its prints): each case may run 3.0 s"),
        "{text}"
    );
    assert!(text.contains("  AC   empty"), "{text}");
    assert!(
        text.contains(
            "s with its trace's prints, over the 0.3 s limit: time it without the prints"
        ),
        "{text}"
    );
}

#[test]
fn a_trace_cut_by_the_judge_says_why_instead_of_flagging_its_end() {
    // Two moves, then it hangs: killed at the time allowed.
    let (judged, replayed) =
        traced_judge("echo 'try 1 1 1' >&2; echo 'try 1 2 2' >&2; sleep 5", "0.1");
    let text = stdout(&judged);
    assert!(
        text.contains("TLE  empty")
            && text.contains(
                "killed after 1.0 s, the time allowed with --trace (10 times the 0.1 s limit)"
            ),
        "{text}"
    );
    let summary = stdout(&replayed);
    assert_eq!(replayed.status.code(), Some(0), "{summary}");
    assert!(
        summary.contains("the program was stopped after 1.0 s (the time allowed with --trace, 10 times the 0.1 s limit) at step 2; the trace ends there"),
        "{summary}"
    );
    assert!(summary.contains("every move is legal"), "{summary}");
    assert!(!summary.contains("without a full board"), "{summary}");
    // A crash, its last line unfinished.
    let (_, replayed) = traced_judge(
        "echo 'try 1 1 1' >&2; printf 'try 1 2' >&2; kill -SEGV $$",
        "1",
    );
    let summary = stdout(&replayed);
    assert!(
        summary.contains("the program was killed by SIGSEGV at step 2; the trace ends there"),
        "{summary}"
    );
}
