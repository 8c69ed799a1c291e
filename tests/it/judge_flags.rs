//! The judge's count of a trace's flags is the replay's: a line it cannot read and a search
//! that ends without a full board are counted by both, and the judge says what they are
//! beside the wrong moves it names, classic and Sudominoku alike.

use std::path::Path;

use crate::common::judge::{board_file, judge};
use crate::common::replay::{sudominoku_in, summary_json};
use crate::common::run::{stderr, stdout};

/// Judge `case` with `--trace` on a program that prints `trace` on stderr and no answer;
/// the judge's line on the trace's flags, and the replay's JSON check of the trace it kept.
fn judged_and_replayed(
    dir: &Path,
    problem: &str,
    case: &Path,
    trace: &str,
) -> (String, serde_json::Value) {
    let traces = dir.join("traces");
    let out = judge(problem)
        .in_dir(dir)
        .case(case)
        .trace(&traces)
        .run_sh(&format!("cat >/dev/null; printf '{trace}' >&2"));
    let text = crate::common::judge::unwrapped(&stdout(&out));
    assert_eq!(out.status.code(), Some(1), "{text}{}", stderr(&out));
    let said = text
        .lines()
        .find(|l| l.contains("'s trace has "))
        .unwrap_or_else(|| panic!("no flags said:\n{text}"))
        .to_owned();
    let name = said.split("'s trace has ").next().unwrap();
    let (input, trace) = (
        traces.join(format!("{name}.in")),
        traces.join(format!("{name}.trace")),
    );
    let (_, check) = summary_json(input.to_str().unwrap(), trace.to_str().unwrap(), &[]);
    (said, check)
}

/// The replay's count, and its first flag that is a wrong move (neither a line it could not
/// read nor the end of the trace).
fn replays_count_and_first_move(check: &serde_json::Value) -> (u64, u64, String) {
    let count = check["flagged"].as_u64().unwrap();
    let steps = check["steps"].as_u64().unwrap();
    let first = check["illegal"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["unreadable"].is_null() && !i["why"].as_str().unwrap().contains("full board"))
        .unwrap_or_else(|| panic!("no wrong move: {check}"));
    assert!(steps > 0, "{check}");
    (
        count,
        first["step"].as_u64().unwrap(),
        first["why"].as_str().unwrap().to_owned(),
    )
}

#[test]
fn a_classic_traces_flags_are_counted_by_the_judge_as_its_replay_counts_them() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "a.in", &".".repeat(81), false);
    // A second 1 in row 1 (step 2), a line it cannot read (step 3), an unfinished end.
    let (said, check) = judged_and_replayed(
        dir.path(),
        "2239",
        &case,
        "try 1 1 1\\ntry 1 2 1\\ntry 1 q 3\\ntry 2 1 2\\n",
    );
    let (count, step, why) = replays_count_and_first_move(&check);
    assert_eq!(count, 3, "{check}");
    assert_eq!(
        said,
        format!(
            "a's trace has {count} flags (1 wrong move, 1 line not understood and an end \
             without a full board), the first wrong move at step {step}: {why}"
        )
    );
}

#[test]
fn a_sudominokus_flags_are_counted_by_the_judge_as_its_replay_counts_them() {
    let dir = tempfile::tempdir().unwrap();
    // The first puzzle of the sample alone (its 12 lines, then the 0 that ends the input).
    let sample = std::fs::read_to_string(sudominoku_in()).unwrap();
    let first: Vec<&str> = sample.lines().take(12).collect();
    let case = dir.path().join("one.in");
    std::fs::write(&case, format!("{}\n0\n", first.join("\n"))).unwrap();
    // r1c1 gets the 7 that r1c2 holds (step 1), then two lines it cannot read.
    let (said, check) = judged_and_replayed(
        dir.path(),
        "4574",
        &case,
        "try 1 1 2 1 7 3\\ntry 1 x 2 1 3 4\\ntry 9\\n",
    );
    let (count, step, why) = replays_count_and_first_move(&check);
    assert_eq!(count, 4, "{check}");
    assert_eq!(
        said,
        format!(
            "one's trace has {count} flags (1 wrong move, 2 lines not understood and an end \
             without a full board), the first wrong move at step {step}: {why}"
        )
    );
}

#[test]
fn a_trace_whose_one_flag_is_its_early_end_is_said_as_its_replay_says_it() {
    let dir = tempfile::tempdir().unwrap();
    let case = board_file(dir.path(), "a.in", &".".repeat(81), false);
    // Legal moves, then the search gives up by itself: no wrong move, an unfinished end.
    let (said, check) = judged_and_replayed(
        dir.path(),
        "2239",
        &case,
        "try 1 1 1\\ntry 1 2 2\\nundo 1 2\\n",
    );
    assert_eq!(check["flagged"].as_u64(), Some(1), "{check}");
    let end = &check["illegal"][0];
    let (step, why) = (end["step"].as_u64().unwrap(), end["why"].as_str().unwrap());
    assert!(why.contains("without a full board"), "{check}");
    assert_eq!(said, format!("a's trace has 1 flag, at step {step}: {why}"));
}
