//! `stepdoku replay --summary` and `judge --trace` on the real binary, with the Python
//! learner's solution printing its search.

use std::path::Path;

use crate::common::assert_contains;
use crate::common::judge::{BIN, EASY, board_file, built_cpp, empty_case, judge, unwrapped};
use crate::common::replay::{
    Traced4574, learner_line, python_trace, sudominoku_in, summary, summary_json, trace_of,
};
use crate::common::run::{stderr, stdout};

/// The learner's trace on the easy board: `--illegal` adds a rule-breaking `try` and its
/// `undo` before the search.
fn learner(dir: &Path, extra: &[&str]) -> (String, String) {
    let (puzzle, trace, _) = python_trace(dir, extra);
    (puzzle, trace)
}

#[test]
fn a_legal_trace_summarises_and_matches_row_major() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace) = learner(dir.path(), &[]);
    let (out, json) = summary_json(&puzzle, &trace, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
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
    let out = summary(&puzzle, &trace, &["--compare", "mrv"]);
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
    let (out, json) = summary_json(&puzzle, &trace, &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
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
    let out = summary(&puzzle, "/nonexistent.trace", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "cannot read /nonexistent.trace");
    let out = summary(&trace, &trace, &[]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

#[test]
fn judge_trace_keeps_each_case_for_replay() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let traces = dir.path().join("traces");
    let out = judge("2239")
        .case(&case)
        .trace(&traces)
        .time_limit("10")
        .run(&["python3", "backtrack.py", "--descending", "--trace"]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let base = traces.join("empty");
    let command = format!(
        "to step through your program's search on empty, run: stepdoku replay {0}.in {0}.trace --compare row-major",
        base.display()
    );
    assert!(stdout(&out).contains(&command), "{}", stdout(&out));
    let (out, json) = summary_json(
        &format!("{}.in", base.display()),
        &format!("{}.trace", base.display()),
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
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
    let case = empty_case(dir.path(), true);
    let traces = dir.path().join("traces");
    let judged = judge("2580")
        .case(&case)
        .trace(&traces)
        .time_limit(limit)
        .run_sh(script);
    let base = traces.join("empty");
    let replayed = summary(
        &format!("{}.in", base.display()),
        &format!("{}.trace", base.display()),
        &[],
    );
    (judged, replayed)
}

#[test]
fn a_traced_program_is_not_held_to_the_time_limit_and_says_so() {
    // Right, but slower than the limit, working all along (a spin, not a sleep): as a
    // program whose prints cost it the time.
    let script = format!(
        "echo 'try 1 1 1' >&2; timeout 0.6 sh -c 'while :; do :; done'; {BIN} solve --format 2580"
    );
    let (judged, _) = traced_judge(&script, "0.3");
    let text = unwrapped(&stdout(&judged));
    assert_eq!(judged.status.code(), Some(0), "{text}");
    assert_contains(
        &text,
        "with --trace the time limit is not applied (printing a trace takes time; time the program without its prints): each case may run 3.0 s",
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
    let text = unwrapped(&stdout(&judged));
    assert!(
        text.contains("TLE  empty")
            && text.contains(
                "killed after 1.0 s, the time allowed with --trace (10 times the 0.1 s limit)"
            ),
        "{text}"
    );
    let summary = stdout(&replayed);
    assert_eq!(replayed.status.code(), Some(0), "{summary}");
    assert_contains(
        &summary,
        "the program was stopped after 1.0 s (the time allowed with --trace, 10 times the 0.1 s limit) at step 2; the trace ends there",
    );
    assert!(summary.contains("every move is legal"), "{summary}");
    assert!(!summary.contains("without a full board"), "{summary}");
    // A crash, its last line unfinished.
    let (_, replayed) = traced_judge(
        "echo 'try 1 1 1' >&2; printf 'try 1 2' >&2; kill -SEGV $$",
        "1",
    );
    let summary = stdout(&replayed);
    assert_contains(
        &summary,
        "the program was killed by SIGSEGV at step 2; the trace ends there",
    );
}

#[test]
fn a_cpp_search_with_line_marks_names_its_lines_in_the_json() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let exe = built_cpp("sudoku", &[]);
    let good = trace_of(dir.path(), &exe, &puzzle, &[], "good.trace");
    let p = puzzle.display().to_string();
    let (out, json) = summary_json(&p, &good, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(json["first_difference"].is_null(), "{json}");
    // The loop that stops at 8: where 9 still fits, it undoes the cell before.
    let exe = built_cpp("sudoku", &["SHORT_LOOP"]);
    let short = trace_of(dir.path(), &exe, &puzzle, &[], "short.trace");
    let (out, json) = summary_json(&p, &short, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let d = &json["first_difference"];
    let undo_line = learner_line("sudoku", "\"undo %d %d @%d");
    assert_eq!(d["line"], undo_line, "{json}");
    let why = d["why"].as_str().unwrap();
    assert!(why.contains("9 fits there; you undid r"), "{why}");
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("row-major tries 9 in"),
        "{json}"
    );
    // Every flagged step names its line too.
    for flagged in json["illegal"].as_array().unwrap() {
        assert!(flagged["line"].as_u64().is_some(), "{flagged}");
    }
    let text = stdout(&summary(&p, &short, &[]));
    assert!(text.contains("(your line "), "{text}");
}

#[test]
fn a_sudominoku_trace_is_replayed_checked_and_compared() {
    let dir = tempfile::tempdir().unwrap();
    let input = sudominoku_in();
    let exe = built_cpp("sudominoku", &[]);
    let first = trace_of(dir.path(), &exe, &input, &[], "first.trace");
    let puzzles = input.display().to_string();
    let (out, json) = summary_json(&puzzles, &first, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json["tries"], 3581, "the post's tries on the first puzzle");
    assert!(json["first_difference"].is_null(), "{json}");
    // The second puzzle's trace (its moves after `puzzle 2`) has no move of the first, and
    // is right with --index 2.
    let second = trace_of(dir.path(), &exe, &input, &["2"], "second.trace");
    let out = summary(&puzzles, &second, &["--json"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_contains(&stderr(&out), "none `puzzle 1`");
    let out = summary(
        &puzzles,
        &second,
        &["--json", "--index", "2", "--compare", "row-major"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // Numbered from 0, the same search.
    let zero: String = std::fs::read_to_string(&first)
        .unwrap()
        .lines()
        .map(|l| {
            let mut words: Vec<String> = l.split(' ').map(str::to_owned).collect();
            if words[0] == "puzzle" {
                return format!("{l}\n");
            }
            for w in &mut words[1..=4] {
                *w = (w.parse::<u8>().unwrap() - 1).to_string();
            }
            words.join(" ") + "\n"
        })
        .collect();
    let zero_path = dir.path().join("zero.trace");
    std::fs::write(&zero_path, zero).unwrap();
    let out = summary(
        &puzzles,
        zero_path.to_str().unwrap(),
        &["--from-zero", "--compare", "row-major"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert!(stdout(&out).contains("the same moves as row-major"));
    // A pair kept after its second way round: the search departs, and says where.
    let exe = built_cpp("sudominoku", &["KEEP_PAIR"]);
    let kept = trace_of(dir.path(), &exe, &input, &[], "kept.trace");
    let out = summary(&puzzles, &kept, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains(", row-major tries "), "{text}");
    // Only row-major is a Sudominoku's search.
    let out = summary(&puzzles, &first, &["--compare", "mrv"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is a Sudominoku"), "{}", stderr(&out));
}

#[test]
fn a_sudominoku_replay_flags_a_clash_a_reused_domino_a_filled_cell_and_an_undo_out_of_order() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("bad.trace");
    std::fs::write(
        &trace,
        "puzzle 1\ntry 1 1 2 1 1 6 @10\nundo 1 1 2 1\ntry 1 1 2 1 5 3\ntry 1 1 1 4 1 2\n\
         try 4 2 5 2 1 2\ntry 4 4 5 4 8 9\nundo 4 2 5 2\n",
    )
    .unwrap();
    let puzzles = sudominoku_in().display().to_string();
    let (out, json) = summary_json(&puzzles, trace.to_str().unwrap(), &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let whys: Vec<(u64, &str)> = json["illegal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["step"].as_u64().unwrap(), i["why"].as_str().unwrap()))
        .collect();
    assert_eq!(
        whys[0],
        (1, "the 1-6 domino is already used: a given holds it")
    );
    assert_eq!(json["illegal"][0]["line"], 10);
    assert_eq!(whys[1], (3, "5 in r1c1 breaks row 1: r1c9 already holds 5"));
    assert_eq!(
        whys[2],
        (
            4,
            "a placement on r1c1, which already holds 5 (no undo since)"
        )
    );
    assert_eq!(
        whys[3],
        (5, "the 1-2 domino is already used: it stands on r1c1-r1c4")
    );
    assert_eq!(
        whys[4],
        (
            7,
            "undo of r4c2-r5c2, but the last domino still standing is r4c4-r5c4"
        )
    );
}

/// `judge 4574 --trace`: the failing case's replay is suggested as for 2239, compared with
/// the post's search (row-major), and replays as printed.
#[test]
fn judge_4574_trace_suggests_the_replay_it_can_open() {
    let dir = tempfile::tempdir().unwrap();
    let first: String = std::fs::read_to_string(sudominoku_in())
        .unwrap()
        .lines()
        .take(12)
        .map(|l| format!("{l}\n"))
        .collect();
    let case = dir.path().join("one.in");
    std::fs::write(&case, first + "0\n").unwrap();
    let judged = Traced4574::run(dir.path(), &case, &["KEEP_PAIR"]);
    assert_contains(
        &judged.text,
        &format!("run: {}", judged.replay_command("one")),
    );
    let out = judged.replayed("one", &["--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["first_difference"]["step"], 14, "{json}");
    assert!(
        json["first_difference"]["line"].as_u64().is_some(),
        "{json}"
    );
}
