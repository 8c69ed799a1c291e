//! End to end: `stepdoku replay` in a pseudo-terminal on a learner's trace with one illegal
//! move. The flagged step says what it breaks, steps go forward and back, `End` reaches the
//! trace's end, `q` restores the terminal and prints the check.

use std::path::Path;
use std::process::Command;

use crate::common::judge::{
    EASY, board_file, built_cpp, empty_case, judge, judge_fixtures, learner_source,
};
use crate::common::pty::{Session, thousands};
use crate::common::replay::{learner_line, python_trace, sudominoku_in, trace_of};

/// The easy board and the Python learner's trace of it (an illegal `try` first).
fn puzzle_and_trace(dir: &Path) -> (String, String, usize) {
    let (puzzle, trace, text) = python_trace(dir, &["--illegal"]);
    (puzzle, trace, text.lines().count())
}

#[test]
fn a_flagged_step_back_and_forth_to_the_end_and_the_check_after() {
    let data = tempfile::tempdir().unwrap();
    let (puzzle, trace, steps) = puzzle_and_trace(data.path());
    let mut replay = Session::start(
        &["replay", &puzzle, &trace, "--compare", "row-major"],
        data.path(),
        &[],
    );
    // It opens at the first problem: the illegal try of step 1.
    replay.wait_for_text("Step 1 ");
    replay.wait_for_text("your search");
    replay.wait_for_text("breaks row 1: r1c2 holds 3 too");
    // Which problem of how many it opens at: the one there is.
    replay.wait_for_text("Problem 1 of 1: step 1");
    replay.send("h");
    replay.wait_for_text("Step 0");
    let start = replay.board();
    replay.send("l");
    replay.wait_for_text("Step 1 ");
    // The illegal digit stands on the board, as it did in the program's array.
    assert_eq!(replay.board()["r1c3"].text, "3");
    replay.send("l");
    replay.wait_for_text("Step 2 ");
    // Undone: empty, marked as the watch marks a cell backed out of.
    assert_eq!(replay.board()["r1c3"].text, "×", "step 2 undoes it");
    replay.send("hh");
    replay.wait_for_text("Step 0");
    assert_eq!(replay.board(), start);
    replay.send("\x1b[F"); // End
    replay.wait_for_text("Trace ends on a full board");
    replay.wait_for_text(&format!("Step {} ", thousands(steps as u64)));
    replay.quit();
    replay.wait_for("the terminal restored", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
    replay.wait_for_text("1 flagged:");
    replay.wait_for_text("step 1: 3 in r1c3 breaks row 1: r1c2 already holds 3");
}

#[test]
fn without_a_terminal_it_asks_for_summary() {
    let data = tempfile::tempdir().unwrap();
    let (puzzle, trace, _) = puzzle_and_trace(data.path());
    let out = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(["replay", &puzzle, &trace])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--summary prints the check without one")
    );
}

/// `judge --trace --open`: the first failing case opens in the replay; leaving it ends the
/// judge with its verdict's status.
#[test]
fn judge_open_shows_the_failing_search() {
    let data = tempfile::tempdir().unwrap();
    let case = empty_case(data.path(), false);
    let traces = data.path().join("traces");
    let script = judge_fixtures().join("backtrack.py");
    let mut session = Session::judging(
        &judge("2239")
            .case(&case)
            .trace(&traces)
            .arg("--open")
            .time_limit("10")
            .program(&[
                "python3",
                script.to_str().unwrap(),
                "--descending",
                "--trace",
            ]),
        data.path(),
    );
    session.wait_for_text("your search");
    // Compared with row-major, it opens at the first difference.
    session.wait_for_text("step 1 (line 1): try 9 in r1c1");
    session.wait_for_text("row-major tries 1");
    session.send("q");
    assert_eq!(session.wait_exit(), 1, "the case failed");
    session.wait_for_text("0 of 1 case passed (WA 1)");
}

/// A trace longer than replay reads: the screen says so from the first frame, and at the end
/// says where the replay stops rather than how the trace ends.
#[test]
fn a_trace_cut_at_a_million_steps_says_so_on_screen() {
    use std::io::Write;
    let data = tempfile::tempdir().unwrap();
    let trace = data.path().join("long.trace");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&trace).unwrap());
    for _ in 0..500_001 {
        out.write_all(b"try 1 3 1\nundo 1 3\n").unwrap();
    }
    out.flush().unwrap();
    drop(out);
    let mut replay = Session::start(
        &["replay", "puzzles/classic.txt", trace.to_str().unwrap()],
        data.path(),
        &[],
    );
    replay.wait_for_text("Step 0");
    // The panel wraps the sentence.
    replay.wait_for_text("your program's first 1,000,000");
    replay.wait_for_text("moves (no more read)");
    replay.send("\x1b[F"); // End
    replay.wait_for_text("Replay stops at step 1,000,000: the");
    replay.wait_for_text("rest of the trace was not read");
    replay.quit();
    replay.wait_for_text("only the first 1,000,000 steps were read");
}

/// `R` races the learner's search against the three strategies: four lanes, which fit the
/// README's 80×24, each with its counters, and the race runs to its ranking.
#[test]
fn the_race_of_four_lanes_fits_80x24() {
    let data = tempfile::tempdir().unwrap();
    let (puzzle, trace, _) = puzzle_and_trace(data.path());
    let mut replay = Session::start(&["replay", &puzzle, &trace], data.path(), &[]);
    replay.wait_for_text("Step 1 ");
    replay.send("R");
    replay.wait_for("four lanes of counters", |s| {
        s.contents().matches("Dead ends").count() == 4
    });
    let screen = replay.contents();
    assert!(!screen.contains("needs"), "no size notice: {screen}");
    for lane in ["your se", "row-maj", "mrv", "propagate"] {
        assert!(screen.contains(lane), "{lane} lane on {screen}");
    }
    replay.send("\x1b[F"); // End
    replay.wait_for_text("Ranking: fastest first");
    replay.quit();
}

/// The C++ fixture `name` built with `defines`, run on `input`: its trace (stderr) is written
/// to `dir/NAME.trace`.
fn cpp_trace(dir: &Path, name: &str, defines: &[&str], input: &Path) -> String {
    let exe = built_cpp(name, defines);
    trace_of(dir, &exe, input, &[], &format!("{name}.trace"))
}

/// The row of the screen whose text holds `text`, and whether all of it is drawn reversed
/// (the lit line).
fn lit_row(screen: &vt100::Screen, text: &str) -> Option<bool> {
    let (rows, cols) = screen.size();
    let (rows, cols): (u16, u16) = (rows.into(), cols.into());
    (0..rows).find_map(|row| {
        let line: String = (0..cols)
            .map(|c| {
                // One character per column: an empty cell is a space, the tail of a wide one
                // nothing (so columns and characters stay in step on this screen's text).
                screen.cell(row, c).map_or(" ".to_owned(), |cell| {
                    let text = cell.contents();
                    if text.is_empty() {
                        " ".to_owned()
                    } else {
                        text.to_owned()
                    }
                })
            })
            .collect();
        let start = line.find(text)?;
        let column = line[..start].chars().count() as u16;
        Some(
            (column..column + text.chars().count() as u16)
                .all(|c| screen.cell(row, c).is_some_and(vt100::Cell::inverse)),
        )
    })
}

/// The replay, against row-major and with `--source`, of the C++ learner's search whose loop
/// stops at 8 (`SHORT_LOOP`) on the easy board: a difference at step 5, a flagged end.
fn short_loop_replay_with_source(dir: &Path) -> Session {
    let puzzle = board_file(dir, "easy.in", EASY, false);
    let trace = cpp_trace(dir, "sudoku", &["SHORT_LOOP"], &puzzle);
    let source = learner_source("sudoku");
    Session::start(
        &[
            "replay",
            puzzle.to_str().unwrap(),
            &trace,
            "--compare",
            "row-major",
            "--source",
            source.to_str().unwrap(),
        ],
        dir,
        &[],
    )
}

/// `--source`: the learner's C++ file in the code pane, opened at the first problem with the
/// line that printed it lit; `n`/`N` go between problems, and the step's own line follows.
#[test]
fn their_own_code_is_lit_at_the_first_problem_and_n_moves_between_problems() {
    let data = tempfile::tempdir().unwrap();
    let mut replay = short_loop_replay_with_source(data.path());
    // The loop stops at 8: at step 5 it undoes r1c7 where row-major tries 9 in r1c8.
    let undo = learner_line("sudoku", "\"undo %d %d @%d");
    let try_line = learner_line("sudoku", "\"try %d %d %d @%d");
    replay.wait_for_text("Step 5 ");
    replay.wait_for_text(&format!("Your code · sudoku.cpp · line {undo} "));
    // Its lit line is too long for the pane: the indentation is drawn two columns a level.
    replay.wait_for("the undo line lit", |s| {
        lit_row(s, &format!("{undo}     fprintf(stderr, \"undo")) == Some(true)
    });
    replay.wait_for_text("row-major tries 9 in r1c8");
    // The try line is on screen but not lit.
    assert_eq!(
        lit_row(
            &replay.screen.lock().unwrap().screen().clone(),
            &format!("{try_line}     fprintf(stderr, \"try")
        ),
        Some(false)
    );
    replay.send("h");
    replay.wait_for_text("Step 4 ");
    replay.wait_for_text(&format!("Your code · sudoku.cpp · line {try_line} "));
    replay.wait_for("the try line lit", |s| {
        lit_row(s, &format!("{try_line}     fprintf(stderr, \"try")) == Some(true)
    });
    replay.wait_for_text("= row-major step 4:");
    // n: the difference again, then the flagged end of the trace; N back to the difference.
    replay.send("n");
    replay.wait_for_text("Step 5 ");
    replay.wait_for_text(&format!("Your code · sudoku.cpp · line {undo} "));
    replay.send("n");
    // Which problem it is stands in the title: the pane opens on the step's own words.
    replay.wait_for_text("Step 96 · problem 2 of 2 ");
    replay.wait_for_text("│ step 96 (your line");
    replay.wait_for_text("The trace ends without a full");
    replay.send("N");
    replay.wait_for_text("Step 5 · problem 1 of 2 ");
    replay.wait_for_text("│ step 5 (your line");
    replay.wait_for_text("≠ row-major tries 9 in r1c8");
    replay.quit();
}

/// At 65×21 the step pane is 25 columns: after `n` and `N` it still opens on the step's own
/// words (why the step is a problem), which problem it is said short in the title.
#[test]
fn in_a_small_terminal_n_opens_on_the_problem_itself() {
    let data = tempfile::tempdir().unwrap();
    let mut replay = short_loop_replay_with_source(data.path());
    replay.resize(21, 65);
    replay.wait_for_text("Step 5 · problem 1/2 ");
    replay.send("n");
    replay.wait_for_text("Step 96 · problem 2/2 ");
    replay.wait_for_text("│ step 96 (your line");
    replay.send("N");
    replay.wait_for_text("Step 5 · problem 1/2 ");
    replay.wait_for_text("│ step 5 (your line");
    replay.wait_for_text("row-major tries 9 in");
    replay.quit();
}

/// Without `--source`, the code pane shows the compared strategy's code at its step: never a
/// refusal. A Sudominoku's trace replays, its domino the step's words.
#[test]
fn a_sudominoku_replay_shows_the_posts_code_at_its_step() {
    let data = tempfile::tempdir().unwrap();
    let input = sudominoku_in();
    let trace = cpp_trace(data.path(), "sudominoku", &["KEEP_PAIR"], &input);
    let mut replay = Session::start(
        &[
            "replay",
            input.to_str().unwrap(),
            &trace,
            "--compare",
            "row-major",
        ],
        data.path(),
        &[],
    );
    replay.wait_for_text("Step 14 ");
    replay.wait_for_text("try 6-9 in");
    // The stack holds dominoes, and the pairs panel counts the pairs left: the ten given
    // pairs and the two standing dominoes' are used.
    replay.wait_for_text("r1c4-r2c4   6-9");
    replay.wait_for_text("Pairs · 24 of 36 unused");
    replay.send("c");
    replay.wait_for_text("row-major's step 14 · line");
    replay.wait_for_text("≠ row-major tries 6-3 in");
    replay.quit();
}

/// `judge --trace DIR --source FILE --open` opens exactly the replay it prints: compared with
/// row-major, at the first problem, the learner's C++ file lit.
#[test]
fn judge_open_with_source_shows_their_code_at_the_first_problem() {
    let data = tempfile::tempdir().unwrap();
    let case = board_file(data.path(), "easy.in", EASY, false);
    let source = learner_source("sudoku");
    let exe = built_cpp("sudoku", &["SHORT_LOOP"]);
    let traces = data.path().join("traces");
    let mut session = Session::judging(
        &judge("2239")
            .case(&case)
            .trace(&traces)
            .arg("--source")
            .arg(&source)
            .arg("--open")
            .program(&[&exe]),
        data.path(),
    );
    session.wait_for_text("Step 5 ");
    session.wait_for_text(&format!(
        "Your code · sudoku.cpp · line {} ",
        learner_line("sudoku", "\"undo %d %d @%d")
    ));
    session.send("q");
    assert_eq!(session.wait_exit(), 1, "the case failed");
    // The command printed is the one opened.
    session.wait_for_text(&format!(
        "stepdoku replay {0}/easy.in {0}/easy.trace --compare row-major --source {1}",
        traces.display(),
        source.display()
    ));
}

/// A 4574 program that prints `puzzle 2` and no move (its table of used dominoes never
/// cleared): the window's step pane opens on the likeliest cause, as the check printed after
/// `q` says it, not on a first step there is none of.
#[test]
fn a_search_that_returned_at_once_says_why_in_the_step_pane_at_step_0() {
    let data = tempfile::tempdir().unwrap();
    let trace = data.path().join("p.trace");
    std::fs::write(
        &trace,
        "puzzle 1\ntry 1 1 1 2 1 2\nundo 1 1 1 2\npuzzle 2\n",
    )
    .unwrap();
    let puzzles = sudominoku_in().display().to_string();
    let t = trace.display().to_string();
    let mut replay = Session::start(
        &[
            "replay",
            &puzzles,
            &t,
            "--compare",
            "row-major",
            "--index",
            "2",
        ],
        data.path(),
        &[],
    );
    replay.wait_for_text("Step 0");
    replay.wait_for_text("No move after `puzzle 2`: your");
    replay.wait_for_text("search returned at once (a table of");
    let screen = replay.contents();
    assert!(!screen.contains("takes the first step"), "{screen}");
    // → has no step to take, and says so.
    replay.send("l");
    replay.wait_for_text("The trace has no move");
    replay.quit();
    replay.wait_for_text("your search returned at once");
}
