//! What `--shrink` says it drops, in the words of the case: a board's clues; for BOJ 4574
//! whole puzzles of the input, then the given dominoes of the puzzles left.

use stepdoku_core::teaching::judge::{Case, Problem};

/// Given dominoes over the case's puzzles.
fn dominoes(case: &Case) -> usize {
    case.puzzles
        .iter()
        .filter_map(|p| p.as_sudominoku())
        .map(|p| p.dominoes().len())
        .sum()
}

/// `1 puzzle`, `2 puzzles`.
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}

fn count_of_dominoes(n: usize) -> String {
    if n == 1 {
        "1 given domino".to_owned()
    } else {
        format!("{n} given dominoes")
    }
}

fn clues(case: &Case) -> usize {
    case.puzzles.iter().map(|p| p.grid().filled()).sum()
}

/// How much there is to drop: `30 clues`, `2 puzzles and 21 given dominoes`.
#[must_use]
pub fn size(case: &Case) -> String {
    if case.problem == Problem::Boj4574 {
        format!(
            "{} and {}",
            plural(case.puzzles.len(), "puzzle"),
            count_of_dominoes(dominoes(case))
        )
    } else {
        plural(clues(case), "clue")
    }
}

/// What a single drop takes from `case`, counted: its clues; for 4574 its puzzles while it
/// has several, and the given dominoes of each.
#[must_use]
pub fn drops(case: &Case) -> String {
    match (case.problem, case.puzzles.len()) {
        (Problem::Boj4574, n) if n > 1 => {
            format!(
                "{} and {}",
                plural(n, "puzzle"),
                count_of_dominoes(dominoes(case))
            )
        }
        (Problem::Boj4574, _) => count_of_dominoes(dominoes(case)),
        _ => plural(clues(case), "clue"),
    }
}

/// One of [`drops`], in the singular: `clue`, `puzzle or given domino`, `given domino`.
#[must_use]
pub fn unit(case: &Case) -> &'static str {
    match (case.problem, case.puzzles.len()) {
        (Problem::Boj4574, n) if n > 1 => "puzzle or given domino",
        (Problem::Boj4574, _) => "given domino",
        _ => "clue",
    }
}

/// The order of the drops: `each dropped in turn`, or for several 4574 puzzles the puzzles
/// first.
#[must_use]
pub fn order(case: &Case) -> &'static str {
    match (case.problem, case.puzzles.len()) {
        (Problem::Boj4574, n) if n > 1 => {
            "each puzzle, then each given domino of the puzzles left, dropped in turn"
        }
        (Problem::Boj4574, _) => "each given domino dropped in turn",
        _ => "each dropped in turn",
    }
}

/// `from 30 to 20 clues`; for 4574 `from 2 puzzles and 21 given dominoes to 1 puzzle and 11
/// given dominoes`.
#[must_use]
pub fn from_to(case: &Case, smaller: &Case) -> String {
    if case.problem == Problem::Boj4574 {
        format!("from {} to {}", size(case), size(smaller))
    } else {
        format!("from {} to {}", clues(case), size(smaller))
    }
}

/// What a case with nothing to drop lacks: `clues`, or for 4574 `puzzles`.
#[must_use]
pub fn lacking(case: &Case) -> &'static str {
    if case.problem == Problem::Boj4574 {
        "puzzles"
    } else {
        "clues"
    }
}
