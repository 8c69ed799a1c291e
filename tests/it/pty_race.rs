//! End to end: `stepdoku race` in a pseudo-terminal. At 120×40 three strategies run to the end
//! show the step counts `solve --stats` prints; at 80×24 two strategies end with both boards
//! solved on screen.

use crate::common::pty::{Session, thousands};
use crate::common::puzzle::SOLUTION;
use crate::common::run::stepdoku;

/// `steps N` of `solve --stats --strategy S` on the classic, with thousands separators.
fn stats_steps(strategy: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(
        &[
            "solve",
            "--stats",
            "--strategy",
            strategy,
            "puzzles/classic.txt",
        ],
        dir.path(),
    );
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let at = text.find("steps ").unwrap();
    let n: u64 = text[at + 6..]
        .split(',')
        .next()
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    thousands(n)
}

#[test]
fn three_strategies_at_120x40_end_with_the_counts_solve_stats_gives() {
    let mut race = Session::open(&["race", "puzzles/classic.txt"]);
    race.resize(40, 120);
    race.wait_for_text("ready");
    race.send("\x1b[F"); // End
    race.wait_for_text("Ranking: fastest first");
    let screen = race.contents();
    for strategy in ["row-major", "mrv", "propagate"] {
        let steps = stats_steps(strategy);
        assert!(
            screen.contains(&format!("{strategy} "))
                && screen.contains(&format!("solved in {steps} steps")),
            "{strategy}: {steps} steps expected on {screen}"
        );
    }
    race.quit();
}

#[test]
fn two_strategies_at_80x24_end_with_both_boards_solved() {
    let mut race = Session::open(&[
        "race",
        "puzzles/classic.txt",
        "--strategies",
        "row-major,mrv",
        "--speed",
        "max",
        "--play",
    ]);
    race.wait_for_text("Ranking: fastest first");
    let screen = race.contents();
    // Each small board's rows: the solution's digits between the box lines, in both lanes.
    for (r, row) in SOLUTION.as_bytes().chunks(9).enumerate() {
        let cells: String = row
            .chunks(3)
            .map(|b| format!("┃{}", String::from_utf8_lossy(b)))
            .collect();
        let line = format!("{cells}┃");
        assert!(
            screen.lines().any(|l| l.matches(&line).count() == 2),
            "row {} solved in both lanes: {screen}",
            r + 1
        );
    }
    race.quit();
}

/// The race on the player's smallest terminal: three lanes side by side, each with its
/// counters and its step, the keys under them.
#[test]
fn three_lanes_fit_65x21() {
    let mut race = Session::open(&["race", "puzzles/classic.txt"]);
    race.wait_for_text("ready");
    race.resize(21, 65);
    race.send("lllll");
    race.wait_for_text("Steps 5");
    for words in ["row-major", "mrv", "propagate", "Dead ends", "? help"] {
        race.wait_for_text(words);
    }
    assert!(!race.contents().contains("needs"), "{}", race.contents());
    race.quit();
}
