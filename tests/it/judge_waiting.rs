//! `stepdoku judge` telling a program that waited from one that worked: a run over the limit
//! whose CPU time stays far below its wall time was waiting (here a `sleep` after its answer),
//! so its stderr prints are not blamed for the time, and with `--trace` its time is not excused
//! by its trace's prints: it is a TLE.

use crate::common::assert_contains;
use crate::common::judge::{EASY, board_file, built_cpp, judge, unwrapped};
use crate::common::run::stdout;

#[test]
fn a_run_that_sleeps_after_its_prints_is_told_it_waited_not_that_printing_took_the_time() {
    let dir = tempfile::tempdir().unwrap();
    let sol = built_cpp("endings", &["WAIT_AFTER"]);
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let out = judge("2580")
        .in_dir(dir.path())
        .case(&easy)
        .time_limit("1")
        .run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert_contains(&text, "  TLE  easy ");
    assert_contains(&text, "it spent its time waiting (a sleep, a read of input");
    assert!(!text.contains("printing that takes time"), "{text}");
    assert!(!text.contains("judge without the prints"), "{text}");
}

#[test]
fn with_trace_a_run_over_the_limit_that_waited_is_a_tle_not_excused_by_its_prints() {
    let dir = tempfile::tempdir().unwrap();
    let sol = built_cpp("endings", &["WAIT_AFTER"]);
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let traces = dir.path().join("traces");
    let out = judge("2580")
        .in_dir(dir.path())
        .case(&easy)
        .time_limit("1")
        .trace(&traces)
        .run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert_contains(&text, "  TLE  easy ");
    assert_contains(&text, "the right answer, then ended at ");
    assert_contains(&text, "over the 1.0 s limit; its CPU time was only ");
    assert_contains(&text, "it spent its time waiting");
    assert!(!text.contains("with its trace's prints"), "{text}");
    assert!(!text.contains("  AC   easy"), "{text}");
}
