//! `stepdoku watch` through the real binary, without a terminal: bad starts are a clear message
//! and an exit code, never a panic.

use crate::common;

use std::process::Output;

use crate::common::assert_contains;
use common::run::{bad_puzzle_file, stderr};

/// `stepdoku ARGS` with a data directory of its own, so no test reaches the user's saves.
fn stepdoku(args: &[&str]) -> Output {
    let data = tempfile::tempdir().unwrap();
    common::run::stepdoku(args, data.path())
}

#[test]
fn a_bad_file_names_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = bad_puzzle_file(dir.path());
    let out = stepdoku(&["watch", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad.txt:1:81"), "{}", stderr(&out));
}

#[test]
fn missing_file_bad_index_strategy_and_speed_are_explained() {
    let out = stepdoku(&["watch", "no/such/file.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "cannot read no/such/file.txt");

    let out = stepdoku(&["watch", "puzzles/classic.txt", "--index", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert_contains(
        &stderr(&out),
        "--index 2 is out of range: puzzles/classic.txt holds 1 puzzle",
    );

    let out = stepdoku(&["watch", "--strategy", "fastest"]);
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "row-major, blanks, mrv, propagate");

    let out = stepdoku(&["watch", "--speed", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("1, 2, 5, 10"), "{}", stderr(&out));
}

#[test]
fn clashing_givens_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("clash.txt");
    std::fs::write(&file, format!("55{}\n", ".".repeat(79))).unwrap();
    let out = stepdoku(&["watch", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("r1c1") && err.contains("r1c2"), "{err}");
}

#[test]
fn without_a_terminal_it_says_so() {
    let out = stepdoku(&["watch", "puzzles/classic.txt"]);
    assert!(!out.status.success());
    assert_contains(&stderr(&out), "needs a terminal");
}

/// The whole tree the watch counts is one a learner can count with the command line: on a
/// puzzle with one solution, `solve --count --stats` searches on for a second one to the end
/// of the tree, and its tries are the watch's "of 4,631".
#[test]
fn the_whole_tree_the_watch_counts_is_what_solve_count_stats_counts() {
    use stepdoku_core::solver::Strategy;
    use stepdoku_core::solver::whole_tree::whole_tree;
    for (file, strategy, name) in [
        ("puzzles/classic.txt", Strategy::RowMajor, "row-major"),
        ("puzzles/medium.txt", Strategy::RowMajor, "row-major"),
        ("puzzles/medium.txt", Strategy::Mrv, "mrv"),
        ("puzzles/hard.txt", Strategy::Propagate, "propagate"),
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        let doc = stepdoku_core::format::parse(file, &text, None).unwrap();
        let grid = doc.puzzles[0].as_classic().copied().unwrap();
        // The file's first puzzle alone.
        let dir = tempfile::tempdir().unwrap();
        let one = dir.path().join("one.txt");
        std::fs::write(&one, format!("{}\n", grid.to_line())).unwrap();
        let out = stepdoku(&[
            "solve",
            one.to_str().unwrap(),
            "--count",
            "--stats",
            "--strategy",
            name,
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stderr(&out);
        let tries: u64 = text
            .split("tries ")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("no tries in {text}"));
        let size = whole_tree(&grid, strategy, 50_000_000).unwrap();
        assert!(size.complete, "{file} {name}");
        assert_eq!(size.tries, tries, "{file} {name}");
    }
}

/// The docs' `puzzles/classic.txt` is not there outside the source tree: the error says the
/// bundled copy is one `stepdoku watch` away; another bundled file says how it is reached, and
/// a file that is not bundled gets no such note.
#[test]
fn a_missing_bundled_file_says_how_to_reach_the_bundled_copy() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::run::stepdoku_in(dir.path(), &["watch", "puzzles/classic.txt"]);
    assert_eq!(out.status.code(), Some(2));
    let said = stderr(&out);
    assert_contains(&said, "cannot read puzzles/classic.txt");
    assert_contains(&said, "`stepdoku watch` alone opens the bundled copy");

    let out = crate::common::run::stepdoku_in(dir.path(), &["watch", "puzzles/extreme.txt"]);
    assert_eq!(out.status.code(), Some(2));
    let said = stderr(&out);
    assert_contains(&said, "cannot read puzzles/extreme.txt");
    assert_contains(
        &said,
        "`stepdoku play` offers extreme in its new-game menu (N)",
    );
    assert!(!said.contains("stepdoku watch` alone"), "{said}");

    for other in ["classic.txt", "puzzles/mine.txt", "mine/classic.txt"] {
        let out = crate::common::run::stepdoku_in(dir.path(), &["watch", other]);
        assert_eq!(out.status.code(), Some(2));
        let said = stderr(&out);
        assert_contains(&said, &format!("cannot read {other}"));
        assert!(!said.contains("bundled"), "{other}: {said}");
    }
}
