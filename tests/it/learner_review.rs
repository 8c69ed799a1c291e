//! What a new learner met following docs/learner.md with the judge and the replay, on the real
//! binary: a time limit blamed on the search when the prints took the time, the source line
//! the replay names, what `--shrink` picks and says, and where a bad trace line is.

use std::path::{Path, PathBuf};

use crate::common::assert_contains;
use crate::common::judge::{EASY, board_file, code, empty_case, judge, unwrapped};
use crate::common::pty::Session;
use crate::common::replay::{summary, summary_json};
use crate::common::run::{stderr, stdout};

#[test]
fn a_time_limit_after_many_stderr_prints_says_how_much_was_printed() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), true);
    // 8 MiB of trace lines, then a search that never ends: the time limit kills it.
    let out = judge("2580")
        .case(&case)
        .time_limit("3")
        .run_sh("head -c 8388608 /dev/zero | tr '\\0' 'x' >&2; exec sh -c 'while :; do :; done'");
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "it wrote 1 line (8.0 MiB) to stderr before it was killed: printing that takes time; judge \
         without the prints, or with --trace",
    );
    // The same ending without prints says nothing of them.
    let quiet = judge("2580")
        .case(&case)
        .time_limit("0.3")
        .run(&["sleep", "60"]);
    let text = stdout(&quiet);
    assert_contains(&text, "TLE");
    assert!(!text.contains("stderr"), "{text}");
}

/// The first band of [`EASY`] alone: many solutions, and a few clues to drop.
const SEVERAL: &str =
    "53..7....6..195....98....6.......................................................";

#[test]
fn shrink_says_plainly_that_a_board_without_clues_has_nothing_to_drop() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), true);
    let out = judge("2580").case(&case).shrink().run(&["yes", "1"]);
    assert_eq!(code(&out), 1);
    let said = stderr(&out);
    assert_contains(
        &said,
        "nothing can be dropped from empty: it has no clues; shown whole",
    );
    assert!(!said.contains("0 clues"), "{said}");
}

#[test]
fn shrink_takes_a_case_with_clues_that_failed_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    let several = board_file(dir.path(), "several.in", SEVERAL, true);
    // A flood: the output limit stops it on every case, the empty board first.
    let out = judge("2580")
        .case(&empty)
        .case(&several)
        .shrink()
        .run(&["yes", "1"]);
    assert_eq!(code(&out), 1);
    let said = stderr(&out);
    assert_contains(
        &said,
        "empty has no clues to drop: several failed the same way (OLE) and is shrunk instead",
    );
    assert_contains(&said, "shrunk several from ");
    assert_contains(
        &stdout(&out),
        "the same failure, on a case with clues to drop: several-shrunk (OLE)",
    );
}

/// `dir/easy.in` (the classic puzzle), `dir/sol.trace` (two prints, then a `try` at r1c3 that
/// row-major does not make, printed at source line 7) and `dir/sol.cpp` (ten lines).
fn traced_at_line_7(dir: &Path) -> (String, String, String) {
    let puzzle = board_file(dir, "easy.in", EASY, false);
    let trace = dir.join("sol.trace");
    std::fs::write(&trace, "reading the board\nblanks: 51\ntry 1 3 4 @7\n").unwrap();
    let source = dir.join("sol.cpp");
    let text: String = (1..=10).map(|n| format!("// line {n}\n")).collect();
    std::fs::write(&source, text).unwrap();
    let path = |p: PathBuf| p.display().to_string();
    (path(puzzle), path(trace), path(source))
}

#[test]
fn the_summary_names_the_source_line_of_the_first_difference() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace, _) = traced_at_line_7(dir.path());
    let out = summary(&puzzle, &trace, &["--compare", "row-major"]);
    assert_contains(&stdout(&out), "step 1 (your line 7): you try 4 in r1c3");
}

#[test]
fn the_step_pane_names_the_source_line_not_the_traces() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace, source) = traced_at_line_7(dir.path());
    let mut replay = Session::start(
        &[
            "replay",
            &puzzle,
            &trace,
            "--compare",
            "row-major",
            "--source",
            &source,
        ],
        dir.path(),
        &[],
    );
    // Step 1 is the trace's line 3 and the source's line 7: the source's is named.
    replay.wait_for_text("step 1 (your line 7): try 4 in");
    assert!(
        !replay.contents().contains("(line 3)"),
        "{}",
        replay.contents()
    );
    replay.send("q");
    replay.wait_exit();
}

#[test]
fn a_long_trace_of_a_shrunk_case_is_not_sent_to_be_shrunk_again() {
    let dir = tempfile::tempdir().unwrap();
    // A million and one steps: the replay reads the first million.
    let trace = dir.path().join("long.trace");
    std::fs::write(&trace, "try 1 3 1\nundo 1 3\n".repeat(500_001)).unwrap();
    let trace = trace.display().to_string();
    let shrunk = board_file(dir.path(), "easy-shrunk.in", EASY, false);
    let text = stdout(&summary(&shrunk.display().to_string(), &trace, &[]));
    assert_contains(&text, "the trace has more than 1,000,000 steps");
    assert!(!text.contains("--shrink"), "{text}");
    // A case with clues that is no shrink's result may still be made smaller.
    let whole = board_file(dir.path(), "easy.in", EASY, false);
    let text = stdout(&summary(&whole.display().to_string(), &trace, &[]));
    assert_contains(&text, "judge --shrink makes one");
}

#[test]
fn a_trace_line_that_cannot_be_read_is_named_by_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let trace = dir.path().join("bad.trace");
    std::fs::write(&trace, "try 1 1\nfoo\ntry 1 3 12\n").unwrap();
    let trace = trace.display().to_string();
    let out = summary(&puzzle.display().to_string(), &trace, &[]);
    let text = stdout(&out);
    assert_contains(
        &text,
        &format!("{trace}:3:9: expected a digit 1 to 9, found `12` (step 2)"),
    );
    assert_contains(
        &text,
        &format!("{trace}:1:1: expected `try R C D`, found `try 1 1` (step 1)"),
    );
    // Counted as steps, but said to be neither tries nor undos, with where the first is.
    assert_contains(
        &text,
        &format!(
            "{trace}: 2 steps (0 tries, 0 undos, 2 lines not understood, the first at \
             {trace}:1:1); 1 other line ignored"
        ),
    );
}

/// `--json` names an unreadable line where the human check does (file, trace line, column,
/// what was expected and found), beside the fields every flagged move has.
#[test]
fn a_trace_line_that_cannot_be_read_is_named_by_file_line_and_column_in_json_too() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let trace = dir.path().join("bad.trace");
    std::fs::write(&trace, "try 1 1\nfoo\ntry 1 3 12\ntry 0 3 1\n").unwrap();
    let trace = trace.display().to_string();
    let (out, json) = summary_json(&puzzle.display().to_string(), &trace, &[]);
    assert_eq!(code(&out), 1, "{json}");
    let illegal = json["illegal"].as_array().unwrap();
    let expect = [
        (1, 1, 1, "`try R C D`", "try 1 1"),
        (2, 3, 9, "a digit 1 to 9", "12"),
        (3, 4, 5, "a row 1 to 9", "0"),
    ];
    for (step, line, column, expected, found) in expect {
        let entry = illegal
            .iter()
            .find(|e| e["step"] == step)
            .unwrap_or_else(|| panic!("step {step} flagged: {json}"));
        assert_eq!(
            entry["unreadable"],
            serde_json::json!({
                "file": trace, "line": line, "column": column,
                "expected": expected, "found": found,
            }),
            "{entry}"
        );
        // The fields every flagged move has stay as they were: the message whole, and no
        // source line (`line` there is the learner's `@N`, which these lines never reached).
        let why = entry["why"].as_str().unwrap();
        assert!(
            why.starts_with(&format!("expected {expected}, found ")),
            "{why}"
        );
        assert!(entry.get("line").is_none(), "{entry}");
    }
    // A move that could be read and is flagged carries no such place.
    let ending = illegal.last().unwrap();
    assert!(
        ending["why"].as_str().unwrap().contains("empty") && ending.get("unreadable").is_none(),
        "{ending}"
    );
}

/// A search that breaks a rule on every try (one that never checks its boxes flags a hundred
/// thousand moves) gets its counts said plainly: thousands grouped, as the replay's screen
/// groups them.
#[test]
fn a_trace_flagged_thousands_of_times_says_how_many_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let first = EASY.find('.').unwrap();
    let (row, column) = (first / 9 + 1, first % 9 + 1);
    // A digit of its row on the first empty cell, taken back, 1,500 times.
    let clash = EASY[row * 9 - 9..row * 9]
        .chars()
        .find(char::is_ascii_digit)
        .unwrap();
    let trace = dir.path().join("many.trace");
    std::fs::write(
        &trace,
        format!("try {row} {column} {clash}\nundo {row} {column}\n").repeat(1_500),
    )
    .unwrap();
    let text = stdout(&summary(
        &puzzle.display().to_string(),
        &trace.display().to_string(),
        &[],
    ));
    // Each try, and the end of a trace that leaves the board unfinished.
    assert_contains(&text, "1,501 flagged:");
    assert_contains(&text, "  … and 1,481 more");
}

/// The blog's search with the box check left out (`-DNO_BOX`), judged, traced and replayed:
/// every flag is a try that breaks a box, the replay's first problem is the first of them
/// (where its search first departs from row-major), and the count is every such try.
#[test]
fn a_search_that_never_checks_its_boxes_is_flagged_at_each_box_it_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let exe = crate::common::judge::built_cpp("sudoku", &["NO_BOX"]);
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    let trace = crate::common::replay::trace_of(dir.path(), &exe, &puzzle, &[], "easy.trace");
    let (out, json) = summary_json(
        &puzzle.display().to_string(),
        &trace,
        &["--compare", "row-major"],
    );
    assert_eq!(code(&out), 1, "{json}");
    let illegal = json["illegal"].as_array().unwrap();
    let breaking = box_breaking_tries(&std::fs::read_to_string(&trace).unwrap());
    assert!(breaking.len() > 1_000, "a long search: {}", breaking.len());
    // Every try that puts a digit its box already holds is flagged, and no other move.
    assert_eq!(json["flagged"].as_u64(), Some(breaking.len() as u64));
    for (entry, step) in illegal.iter().zip(&breaking) {
        assert_eq!(entry["step"], *step, "{entry}");
        let why = entry["why"].as_str().unwrap();
        assert!(why.contains(" breaks box "), "{entry}");
    }
    // The replay leads with the first of them: where the search first departs.
    assert_eq!(json["first_difference"]["step"], breaking[0], "{json}");
    let text = stdout(&summary(&puzzle.display().to_string(), &trace, &[]));
    let count = breaking.len();
    assert_contains(
        &text,
        &format!("{},{:03} flagged:", count / 1000, count % 1000),
    );
}

/// The steps (from 1, among `try` and `undo` lines) of the tries in `trace` whose digit its
/// box already holds, on the board `easy.in` starts from: counted here apart from the replay.
fn box_breaking_tries(trace: &str) -> Vec<usize> {
    let mut board: Vec<u8> = EASY
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut steps = Vec::new();
    let moves = trace
        .lines()
        .filter(|l| l.starts_with("try ") || l.starts_with("undo "));
    for (step, line) in moves.enumerate() {
        let words: Vec<usize> = line
            .split_whitespace()
            .skip(1)
            .filter_map(|w| w.parse().ok())
            .collect();
        let cell = (words[0] - 1) * 9 + words[1] - 1;
        if line.starts_with("undo") {
            board[cell] = 0;
            continue;
        }
        let digit = words[2] as u8;
        let (top, left) = (cell / 27 * 3, cell % 9 / 3 * 3);
        let in_box = (0..9).any(|i| {
            let other = (top + i / 3) * 9 + left + i % 3;
            other != cell && board[other] == digit
        });
        if in_box {
            steps.push(step + 1);
        }
        board[cell] = digit;
    }
    steps
}
