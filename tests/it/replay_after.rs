//! `stepdoku replay --summary` on what a learner's C++ search does after its first full board
//! (`tests/fixtures/learner/blanks.cpp`, the blog posts' 2580 code, one define per way of
//! stopping), on a board with two solutions: a search that never stops prints both boards, a
//! wrong answer the check must name, where one that unwinds is right.

use std::path::Path;

use crate::common::judge::{board_file, built_cpp};
use crate::common::replay::{learner_line, summary, summary_json, trace_of};
use crate::common::run::{stderr, stdout};

/// The classic puzzle with more givens: two solutions (r4c6, r4c9, r5c6, r5c9 swap 1 and 3).
const TWO: &str =
    "534.7.9.267..9..48.9...256.85976.4..426.5.7....3924..6.6.5372...87.1963534528.179";

/// The puzzle file and the trace of `blanks.cpp` built with `define`.
fn traced(dir: &Path, define: &str) -> (String, String, String) {
    let puzzle = board_file(dir, "two.in", TWO, true);
    let exe = built_cpp("blanks", &[define]);
    let trace = trace_of(dir, &exe, &puzzle, &[], &format!("{define}.trace"));
    let text = std::fs::read_to_string(&trace).unwrap();
    (puzzle.display().to_string(), trace, text)
}

/// The steps (from 1) of the `try` lines among the trace's moves.
fn tries(text: &str) -> Vec<usize> {
    text.lines()
        .filter(|l| l.starts_with("try") || l.starts_with("undo"))
        .enumerate()
        .filter(|(_, l)| l.starts_with("try"))
        .map(|(i, _)| i + 1)
        .collect()
}

#[test]
fn a_search_that_never_stops_is_flagged_where_it_goes_on_with_its_second_full_board() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace, text) = traced(dir.path(), "NO_EXIT");
    let (out, json) = summary_json(&puzzle, &trace, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let solved_at = json["solved_at"].as_u64().unwrap() as usize;
    let after: Vec<usize> = tries(&text)
        .into_iter()
        .filter(|&s| s > solved_at)
        .collect();
    assert_eq!(json["full_boards"], 2, "{json}");
    assert_eq!(json["searched_on_at"], after[0], "{json}");
    assert_eq!(json["tries_after_solution"], after.len(), "{json}");
    let second = json["second_full_board_at"].as_u64().unwrap() as usize;
    assert!(second > after[0], "{json}");
    assert_eq!(json["flagged"], 1, "{json}");
    let flag = &json["illegal"][0];
    assert_eq!(flag["step"], after[0]);
    assert_eq!(flag["line"], learner_line("blanks", "\"try %d %d %d @%d"));
    assert!(json["first_difference"].is_null(), "{json}");
    // The words: where row-major stops, that yours went on, how far, and the fix.
    let out = summary(&puzzle, &trace, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(1));
    let words = stdout(&out);
    assert!(
        words.contains(&format!(
            "the same moves as row-major up to the solution at step {solved_at}, where \
             row-major stops; after it yours searches on: {} more tries, another full board \
             at step {second}; stop after the first solution (return once the board is full)",
            after.len()
        )),
        "{words}"
    );
    assert!(!words.contains("every move is legal"), "{words}");
    assert!(!words.contains("undoes its moves"), "{words}");
    // Without --compare, the same facts.
    let words = stdout(&summary(&puzzle, &trace, &[]));
    assert!(
        words.contains(&format!(
            "your search reached a full board at step {solved_at}, then searched on: {} more \
             tries, another full board at step {second}",
            after.len()
        )),
        "{words}"
    );
}

#[test]
fn a_search_that_unwinds_or_returns_at_once_after_its_full_board_is_right() {
    let dir = tempfile::tempdir().unwrap();
    let (puzzle, trace, _) = traced(dir.path(), "UNWIND");
    let out = summary(&puzzle, &trace, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let words = stdout(&out);
    assert!(words.contains("every move is legal"), "{words}");
    assert!(
        words.contains("; after it yours undoes its moves, where row-major stops"),
        "{words}"
    );
    // The flag checked at the top of `dfs`: the calls still open try a digit each on the way
    // back and return at once. No second board, no flag; the words say what happened.
    let (puzzle, trace, text) = traced(dir.path(), "FLAG_ON_ENTRY");
    let (out, json) = summary_json(&puzzle, &trace, &["--compare", "row-major"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let solved_at = json["solved_at"].as_u64().unwrap() as usize;
    let after = tries(&text).into_iter().filter(|&s| s > solved_at).count();
    assert!(after > 0, "{text}");
    assert_eq!(json["full_boards"], 1, "{json}");
    assert!(json.get("searched_on_at").is_none(), "{json}");
    assert_eq!(json["tries_after_solution"], after, "{json}");
    let words = stdout(&summary(&puzzle, &trace, &["--compare", "row-major"]));
    assert!(
        words.contains(&format!(
            "after it yours undoes its moves, with {after} tries on the way back, each undone \
             at once, where row-major stops"
        )),
        "{words}"
    );
}
