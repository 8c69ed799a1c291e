//! `stepdoku generate` through the real binary: levels, uniqueness, symmetry and the same
//! puzzles for the same seed.

use std::process::{Command, Output};

use stepdoku_core::format;
use stepdoku_core::generate::count_solutions;
use stepdoku_core::hint::{Level, grade};

fn stepdoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("utf-8")
}

fn grids(text: &str) -> Vec<stepdoku_core::Grid> {
    format::parse("generated", text, None)
        .expect("line format")
        .puzzles
        .iter()
        .map(|p| *p.as_classic().expect("classic"))
        .collect()
}

#[test]
fn hard_puzzles_for_a_seed_are_unique_and_hard() {
    let text = stdout(&stepdoku(&[
        "generate",
        "--difficulty",
        "hard",
        "--count",
        "6",
        "--seed",
        "4242",
    ]));
    assert_eq!(text.lines().count(), 6);
    assert!(text.lines().all(|l| l.len() == 81), "{text}");
    for grid in grids(&text) {
        assert_eq!(count_solutions(&grid), 1, "{}", grid.to_line());
        let g = grade::grade(&grid).expect("unique");
        assert_eq!(g.level, Level::Hard, "{}", grid.to_line());
    }
}

#[test]
fn the_same_seed_prints_the_same_puzzles() {
    let args = ["generate", "-d", "medium", "-n", "3", "--seed", "99"];
    let first = stdout(&stepdoku(&args));
    assert_eq!(first, stdout(&stepdoku(&args)));
    let other = stdout(&stepdoku(&[
        "generate", "-d", "medium", "-n", "3", "--seed", "100",
    ]));
    assert_ne!(first, other);
    // without a level, too
    let any = ["generate", "-n", "2", "--seed", "5"];
    assert_eq!(stdout(&stepdoku(&any)), stdout(&stepdoku(&any)));
}

#[test]
fn symmetric_puzzles_with_their_grade() {
    let text = stdout(&stepdoku(&[
        "generate",
        "-d",
        "easy",
        "-n",
        "3",
        "--seed",
        "1",
        "--symmetric",
        "--with-grade",
    ]));
    for (line, grid) in text.lines().zip(grids(&text)) {
        let values = grid.values();
        assert!(
            (0..81).all(|i| (values[i] == 0) == (values[80 - i] == 0)),
            "{line}"
        );
        let g = grade::grade(&grid).expect("unique");
        assert_eq!(g.level, Level::Easy);
        assert!(
            line.ends_with(&format!("  # easy {}", g.score)),
            "{line} vs {}",
            g.score
        );
    }
}

#[test]
fn progress_goes_to_stderr_and_bad_levels_are_refused() {
    let out = stepdoku(&["generate", "-d", "easy", "--seed", "8", "--progress"]);
    assert_eq!(stdout(&out).lines().count(), 1);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("seed 8\npuzzle 1/1: easy "), "{err}");

    let out = stepdoku(&["generate", "--difficulty", "fiendish"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("invalid value 'fiendish'"), "{err}");
    assert!(err.contains("easy, medium, hard, unfair, extreme"), "{err}");
}

#[test]
fn sudominoku_in_the_judges_format_with_one_solution() {
    let args = [
        "generate",
        "--sudominoku",
        "-n",
        "2",
        "--seed",
        "12",
        "--dominoes",
        "12",
    ];
    let text = stdout(&stepdoku(&args));
    assert_eq!(text, stdout(&stepdoku(&args)), "same seed, same puzzles");
    assert!(text.ends_with("\n0\n"), "{text}");
    let document = format::parse("generated.in", &text, None).expect("BOJ 4574");
    assert_eq!(document.format, format::Format::Sudominoku);
    assert_eq!(document.puzzles.len(), 2);
    for puzzle in &document.puzzles {
        assert_eq!(
            puzzle.as_sudominoku().expect("sudominoku").dominoes().len(),
            12
        );
    }
    // the core's solver, run as a user would, finds one solved grid per case
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("generated.in");
    std::fs::write(&path, &text).unwrap();
    let counted = stdout(&stepdoku(&["solve", "--count", path.to_str().unwrap()]));
    assert_eq!(counted, "1\n1\n");

    let out = stepdoku(&["generate", "--sudominoku", "-d", "hard"]);
    assert!(!out.status.success());
    let out = stepdoku(&["generate", "--dominoes", "12"]);
    assert!(!out.status.success(), "--dominoes needs --sudominoku");
    // BOJ 4574 gives 10 to 35 dominoes.
    for n in ["9", "36"] {
        let out = stepdoku(&["generate", "--sudominoku", "--dominoes", n]);
        assert_eq!(out.status.code(), Some(2), "--dominoes {n}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("10..=35"));
    }
}

#[test]
fn zero_puzzles_is_refused() {
    let out = stepdoku(&["generate", "-n", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 or more"));
}
