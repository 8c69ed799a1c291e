//! `stepdoku replay --summary` says what is true of the trace in its words: a line that cannot
//! be read is no end of the trace, counts agree with their nouns, and an empty trace or an
//! empty puzzle's part is numbered and named as the rest of the check.

use crate::common::judge::{EASY, board_file};
use crate::common::replay::summary;
use crate::common::run::stdout;

#[test]
fn a_line_that_cannot_be_read_at_the_first_difference_is_not_called_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    // 0-based rows and columns without --from-zero: the first line's row 0 cannot be read,
    // and two more moves follow it.
    let trace = dir.path().join("z.trace");
    std::fs::write(&trace, "try 0 2 1\ntry 0 3 2\ntry 0 5 4\n").unwrap();
    let (p, t) = (puzzle.display().to_string(), trace.display().to_string());
    let words = stdout(&summary(&p, &t, &["--compare", "row-major"]));
    let last = words.lines().last().unwrap();
    assert_eq!(
        last,
        "step 1: your line cannot be read, row-major tries 1 in r1c3: r1c3 is the first empty \
         cell and 1 fits there; your line: expected a row 1 to 9, found 0 (numbered from 0? add \
         --from-zero)",
        "{words}"
    );
}

#[test]
fn counts_agree_with_their_nouns_and_an_empty_trace_is_numbered_as_the_comparison() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let p = puzzle.display().to_string();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    // One move: one step, one try; its end is flagged on that step alone.
    let one = write("one.trace", "try 1 3 1\n");
    let words = stdout(&summary(&p, &one, &[]));
    assert!(
        words.starts_with(&format!(
            "{one}: 1 step (1 try, 0 undos); 0 other lines ignored\n"
        )),
        "{words}"
    );
    assert!(words.contains("\n1 flagged:\n"), "{words}");
    // No move: the end is before step 1, the step the comparison names.
    let empty = write("empty.trace", "");
    let words = stdout(&summary(&p, &empty, &["--compare", "row-major"]));
    assert!(!words.contains("step 0"), "{words}");
    assert!(
        words.contains("\n  before step 1: the trace ends without a full board"),
        "{words}"
    );
    assert!(
        words.contains("\nbefore step 1: your trace ends, row-major tries"),
        "{words}"
    );
    // A move flagged on the last step, and the end flagged there too: two flags on one step,
    // the count the replay's `problem 1 of 1` gives.
    let two = write("two.trace", "try 1 1 4\n");
    let words = stdout(&summary(&p, &two, &[]));
    assert!(words.contains("\n2 flags on 1 step:\n"), "{words}");
}

/// A 4574 program whose stop flag or used-dominoes table the first puzzle left set prints
/// `puzzle 2` and no move: the check says its search returned at once, and only then, naming
/// both causes; of a classic puzzle, only the flag.
#[test]
fn a_puzzle_with_no_move_after_its_line_says_the_search_returned_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let puzzles = crate::common::replay::sudominoku_in().display().to_string();
    let trace = dir.path().join("p.trace");
    std::fs::write(
        &trace,
        "puzzle 1\ntry 1 1 1 2 1 2\nundo 1 1 1 2\npuzzle 2\n",
    )
    .unwrap();
    let t = trace.display().to_string();
    // A used-dominoes table never cleared leaves every pair used: no domino is tried.
    let said = "no move after `puzzle 2`: your search returned at once (a table of used \
                dominoes never cleared, or a stop flag left set, by the puzzle before?)";
    let words = stdout(&summary(&puzzles, &t, &["--index", "2"]));
    assert!(words.contains(&format!("\n{said}\n")), "{words}");
    // The JSON summary carries it beside its own fields.
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&summary(&puzzles, &t, &["--index", "2", "--json"]))).unwrap();
    assert_eq!(json["returned_at_once"], said, "{json}");
    assert_eq!(json["puzzle"], 2, "{json}");
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&summary(&puzzles, &t, &["--index", "1", "--json"]))).unwrap();
    assert!(json.get("returned_at_once").is_none(), "{json}");
    // Puzzle 1 has its moves: nothing of the kind.
    let words = stdout(&summary(&puzzles, &t, &["--index", "1"]));
    assert!(!words.contains("returned at once"), "{words}");
    // Moves after `puzzle 2`: nothing of the kind either.
    std::fs::write(&trace, "puzzle 1\npuzzle 2\ntry 1 1 1 2 1 2\n").unwrap();
    let words = stdout(&summary(&puzzles, &t, &["--index", "2"]));
    assert!(!words.contains("returned at once"), "{words}");
    // A classic search has no dominoes: only the flag fits.
    let classic = dir.path().join("two.txt");
    let board = crate::common::puzzle::CLASSIC;
    std::fs::write(&classic, format!("{board}\n{board}\n")).unwrap();
    std::fs::write(&trace, "puzzle 1\ntry 1 3 1\nundo 1 3\npuzzle 2\n").unwrap();
    let words = stdout(&summary(
        &classic.display().to_string(),
        &t,
        &["--index", "2"],
    ));
    let said = "no move after `puzzle 2`: your search returned at once (a flag left set by the \
                puzzle before?)";
    assert!(words.contains(&format!("\n{said}\n")), "{words}");
}

/// A trace that stops (by itself) before row-major's next move: the difference is seen after
/// its last step, in the printed check and the JSON alike, never at a step it does not have.
#[test]
fn a_trace_ending_before_the_compared_searchs_next_move_is_said_after_its_last_step() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let trace = dir.path().join("short.trace");
    // Row-major's own first two moves on this puzzle, then nothing.
    std::fs::write(&trace, "try 1 3 1 @30\ntry 1 4 2 @31\n").unwrap();
    let (p, t) = (puzzle.display().to_string(), trace.display().to_string());
    let words = stdout(&summary(&p, &t, &["--compare", "row-major"]));
    let last = words.lines().last().unwrap();
    assert!(
        last.starts_with("after step 2 (your line 31): your trace ends, row-major tries "),
        "{words}"
    );
    assert!(!words.contains("step 3"), "{words}");
    let (_, json) = crate::common::replay::summary_json(&p, &t, &["--compare", "row-major"]);
    let difference = &json["first_difference"];
    assert_eq!(difference["step"], 2, "{json}");
    assert_eq!(difference["line"], 31, "{json}");
    assert_eq!(difference["yours"], serde_json::Value::Null, "{json}");
    assert_eq!(
        format!(
            "after step 2 (your line 31): {}",
            difference["message"]
                .as_str()
                .unwrap()
                .trim_start_matches("after step 2: ")
        ),
        last
    );
}
