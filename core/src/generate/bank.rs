//! The seed bank: practice puzzles made beforehand by our own long search
//! (`examples/practice_bank.rs`, written to `puzzles/practice-seeds.txt`), from which a practice
//! search makes fresh puzzles quickly when the technique is too rare to turn up in seconds.
//!
//! A bank attempt takes a seed at random, moves it by a random validity-preserving symmetry
//! (digits relabelled, bands, stacks, rows and columns inside them permuted, maybe transposed)
//! and grades the result again (`practice.rs`): the grader scans rows, columns and digits in a
//! fixed order, so a moved puzzle may be solved another way. A seed marked `; digits only`
//! has its digits relabelled and nothing else: every move of its cells tried lost its
//! technique (its grading hangs on the ties the scan order breaks), relabelling kept it.

use std::sync::OnceLock;

use crate::grid::Grid;
use crate::hint::Technique;

use super::parse_technique;

/// The bank as committed: one puzzle a line, `  # NAME` after it (the technique it practises,
/// as `stepdoku hint` prints it), maybe `; digits only` after that; `#` lines are comments.
const BANK: &str = include_str!("../../../puzzles/practice-seeds.txt");

/// One puzzle of the bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seed {
    pub puzzle: Grid,
    /// Move it by relabelling its digits only (see the module's comment).
    pub digits_only: bool,
}

/// The bank's puzzles for `technique` (none for a technique the bank lacks).
#[must_use]
pub fn seeds(technique: Technique) -> Vec<Seed> {
    read()
        .iter()
        .filter(|&&(_, t)| t == technique)
        .map(|&(seed, _)| seed)
        .collect()
}

/// Whether the bank has a puzzle for `technique`: then a practice search finds one within a
/// few attempts once its fresh attempts are spent.
#[must_use]
pub fn in_seed_bank(technique: Technique) -> bool {
    read().iter().any(|&(_, t)| t == technique)
}

/// The bank, read once (the menu asks for every technique at each drawing of its page).
fn read() -> &'static [(Seed, Technique)] {
    static READ: OnceLock<Vec<(Seed, Technique)>> = OnceLock::new();
    READ.get_or_init(|| entries(BANK).collect())
}

/// The bank's lines that read as a puzzle and a technique (the test below checks they all do).
fn entries(text: &str) -> impl Iterator<Item = (Seed, Technique)> + '_ {
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#') && !line.trim().is_empty())
        .filter_map(|line| {
            let (cells, name) = line.split_once('#')?;
            let (name, digits_only) = match name.split_once(';') {
                Some((name, "digits only" | " digits only")) => (name, true),
                Some(_) => return None,
                None => (name, false),
            };
            let puzzle = Grid::from_line(cells.trim())?;
            let technique = parse_technique(name.trim()).ok()?;
            Some((
                Seed {
                    puzzle,
                    digits_only,
                },
                technique,
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{count_solutions, practice_level, practisable};
    use crate::hint::grade::grade;

    /// Every line of the bank is a puzzle with one solution whose logical solve uses its
    /// technique at the technique's own level: a seed is as good as a searched puzzle.
    #[test]
    fn every_seed_is_a_unique_puzzle_using_its_technique_at_its_level() {
        let lines = BANK
            .lines()
            .filter(|line| !line.trim_start().starts_with('#') && !line.trim().is_empty())
            .count();
        assert_eq!(entries(BANK).count(), lines, "a line that does not read");
        for (Seed { puzzle: grid, .. }, technique) in entries(BANK) {
            assert_eq!(count_solutions(&grid), 1, "{}", grid.to_line());
            let graded = grade(&grid).expect("unique");
            assert!(graded.solved_by_logic, "{}", grid.to_line());
            assert!(
                graded.techniques.iter().any(|&(t, _)| t == technique),
                "{technique}: {} {:?}",
                grid.to_line(),
                graded.techniques
            );
            assert_eq!(graded.level, practice_level(technique), "{technique}");
        }
        // every technique a practice puzzle can be asked for has a seed
        let missing: Vec<&str> = practisable()
            .into_iter()
            .filter(|&t| !in_seed_bank(t))
            .map(Technique::name)
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    #[test]
    fn a_line_may_ask_for_its_digits_to_be_relabelled_only() {
        let puzzle =
            "..4..3....7..8....2.81....6..3....9..8..26...1..7....3......45....8..9....9..5..8";
        let read = |mark: &str| {
            entries(&format!("{puzzle}  # Forcing Net Verity{mark}\n"))
                .map(|(seed, _)| seed.digits_only)
                .collect::<Vec<_>>()
        };
        assert_eq!(read(""), [false]);
        assert_eq!(read("; digits only"), [true]);
        // any other mark is a line that does not read (the test above fails on it)
        assert!(read("; rows only").is_empty());
    }
}
