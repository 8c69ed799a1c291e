//! A 4574 solution that takes its own order (a domino reaching down before one reaching
//! right: no mistake) and lays dominoes already used (a mistake): the judge names its first
//! rule-breaking move as it does a classic one's, and the replay opens on the rule-breaking
//! moves, the difference in order counted after them.

use crate::common::assert_contains;
use crate::common::judge::built_cpp;
use crate::common::pty::Session;
use crate::common::replay::{Traced4574, learner_line, sudominoku_in, summary_json, trace_of};
use crate::common::run::stdout;

/// The post's search, down before right, never looking whether a pair is used.
const DEFINES: [&str; 2] = ["DOWN_FIRST", "REUSE_PAIRS"];

#[test]
fn the_judge_names_a_4574_cases_first_rule_breaking_move_as_its_replay_flags_it() {
    let dir = tempfile::tempdir().unwrap();
    let judged = Traced4574::run(
        dir.path(),
        &sudominoku_in(),
        &[&DEFINES[..], &["TRACE_ALL"]].concat(),
    );
    let said = judged
        .text
        .lines()
        .find(|l| l.contains("'s trace has "))
        .unwrap_or_else(|| panic!("no flagged moves said:\n{}", judged.text));
    // The trace the line is of, and that trace's own check by the replay the judge offers.
    let name = said.split("'s trace has ").next().unwrap();
    assert_contains(&judged.text, &judged.replay_command(name));
    let (input, trace) = judged.files(name);
    let (_, check) = summary_json(
        input.to_str().unwrap(),
        trace.to_str().unwrap(),
        &["--compare", "row-major"],
    );
    let first = &check["illegal"][0];
    let count = check["flagged"].as_u64().unwrap();
    let try_line = learner_line("sudominoku", "\"try %d %d %d %d %d %d @%d");
    assert_eq!(first["line"].as_u64(), Some(try_line as u64), "{check}");
    let why = first["why"].as_str().unwrap();
    assert!(why.contains("domino is already used"), "{why}");
    let part = if check["cut"].is_null() {
        ""
    } else {
        " in the part a replay reads"
    };
    assert_eq!(
        said,
        format!(
            "{name}'s trace has {} flagged moves{part}, the first at step {} (your line \
             {try_line}): {why}",
            crate::common::pty::thousands(count),
            first["step"]
        )
    );
}

#[test]
fn the_replay_opens_on_the_rule_breaking_moves_and_counts_the_difference_after_them() {
    let dir = tempfile::tempdir().unwrap();
    let input = sudominoku_in();
    let exe = built_cpp("sudominoku", &DEFINES);
    let trace = trace_of(dir.path(), &exe, &input, &[], "down.trace");
    let (out, check) = summary_json(input.to_str().unwrap(), &trace, &["--compare", "row-major"]);
    let difference = check["first_difference"]["step"].as_u64().unwrap();
    let first_flag = check["illegal"][0]["step"].as_u64().unwrap();
    let second_flag = check["illegal"][1]["step"].as_u64().unwrap();
    // The search departs from the post's order before it first lays a used domino.
    assert!(difference < first_flag, "{}", stdout(&out));
    let problems = crate::common::pty::thousands(check["flagged"].as_u64().unwrap() + 1);
    let mut replay = Session::start(
        &[
            "replay",
            input.to_str().unwrap(),
            &trace,
            "--compare",
            "row-major",
        ],
        dir.path(),
        &[],
    );
    replay.wait_for_text(&format!("Step {first_flag} · problem 1 of {problems} "));
    // The move's own words, wrapped in the pane: the domino it lays again.
    let why = check["illegal"][0]["why"].as_str().unwrap();
    assert!(why.contains(" domino is already used"), "{why}");
    replay.wait_for_text(why.split(" is already").next().unwrap());
    replay.send("n");
    replay.wait_for_text(&format!("Step {second_flag} · problem 2 of {problems} "));
    // The difference comes after every flagged move, never before the first.
    replay.send("NN");
    replay.wait_for_text(&format!("No problem before step {first_flag}"));
    replay.quit();
}
