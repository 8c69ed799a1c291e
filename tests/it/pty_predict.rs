//! End to end: predict mode in `stepdoku watch`, in a pseudo-terminal. The learner types each
//! next step as `stepdoku trace` records it (the search's own steps: the answers are in the
//! trace) and the score keeps count; a wrong guess is called wrong with the rule that decided;
//! `←` goes back to predict a step again and `Esc` leaves with the score.

use crate::common;

use std::path::Path;

use crate::common::assert_contains;
use common::pty::{Session, settled};
use common::run::stepdoku;

/// The first `n` steps of the row-major trace as a learner types them: `134` for a try of 4
/// in r1c3, `b` for a dead end or a backtrack.
fn typed_from_trace(data: &Path, n: usize) -> Vec<String> {
    let out = stepdoku(
        &["trace", "puzzles/classic.txt", "--strategy", "row-major"],
        data,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .take(n)
        .map(|line| {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            match record["event"].as_str().unwrap() {
                "try" => {
                    let cell = record["cell"].as_str().unwrap();
                    let (row, col) = (&cell[1..2], &cell[3..4]);
                    format!("{row}{col}{}", record["digit"])
                }
                "dead-end" | "backtrack" => "b".to_owned(),
                other => panic!("no {other} this early"),
            }
        })
        .collect()
}

#[test]
fn the_traces_own_steps_score_right_and_a_wrong_guess_says_why() {
    let data = tempfile::tempdir().unwrap();
    let answers = typed_from_trace(data.path(), 8);
    // A dead end and a backtrack among them: `b` is predicted too.
    assert!(answers.iter().any(|a| a == "b"), "{answers:?}");
    let mut watch = Session::start(&["watch", "puzzles/classic.txt"], data.path(), &[]);
    watch.wait_for_text("Step 0");
    watch.send("p");
    watch.wait_for_text("1-9 r c d");
    for (i, typed) in answers.iter().enumerate() {
        watch.send(typed);
        watch.wait_for_text(&format!("Step {} ", i + 1));
        // The score in its short form, which keeps it to one row of the step pane.
        watch.wait_for_text(&format!("{}/{} right", i + 1, i + 1));
        assert!(watch.contents().contains("✓ right"), "{}", watch.contents());
    }
    // Step 9 of the trace is no try of 9 in r9c9.
    watch.send("999");
    watch.wait_for_text("✗ wrong");
    watch.wait_for_text("8/9 right");
    assert!(
        settled(&watch).0.contains("you said r9c9=9"),
        "{}",
        watch.contents()
    );
    // Back a step: the score stays, the step can be predicted again.
    watch.send("\x1b[D");
    watch.wait_for_text("Step 8 ");
    watch.send("\x1b");
    watch.wait_for_text("Predicting stopped: 8 of 9 right");
    watch.wait_for_text("q quit");
    watch.quit();
}

#[test]
fn a_wrong_first_cell_names_row_majors_rule() {
    let mut watch = Session::open(&["watch", "puzzles/classic.txt"]);
    watch.wait_for_text("Step 0");
    watch.send("p221");
    watch.wait_for_text("0/1 right");
    // The words wrap in the step pane: read them joined.
    let screen = settled(&watch).0;
    let joined: String = screen
        .lines()
        .filter_map(|l| l.rsplit('│').nth(1))
        .map(str::trim)
        .collect::<Vec<_>>()
        .join(" ");
    assert_contains(
        &joined,
        "row-major takes the first empty cell in reading order: r1c3, not r2c2",
    );
    watch.send("\x1b");
    watch.wait_for_text("Predicting stopped: 0 of 1 right");
    watch.quit();
}
