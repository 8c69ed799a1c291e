//! The seed bank: practice puzzles made beforehand by our own long search
//! (`examples/practice_bank.rs`, written to `puzzles/practice-seeds.txt`), from which a practice
//! search makes fresh puzzles quickly when the technique is too rare to turn up in seconds.
//!
//! A seed is never printed as it is: a bank attempt takes one at random, moves it by a random
//! validity-preserving symmetry (digits relabelled, bands, stacks, rows and columns inside them
//! permuted, maybe transposed) and grades the result again (`practice.rs`): the grader scans
//! rows, columns and digits in a fixed order, so a moved puzzle may be solved another way.

use std::sync::OnceLock;

use crate::grid::Grid;
use crate::hint::Technique;

use super::parse_technique;

/// The bank as committed: one puzzle a line, `  # NAME` after it (the technique it practises,
/// as `stepdoku hint` prints it); `#` lines are comments.
const BANK: &str = include_str!("../../../puzzles/practice-seeds.txt");

/// The bank's puzzles for `technique` (none for a technique the bank lacks).
#[must_use]
pub fn seeds(technique: Technique) -> Vec<Grid> {
    read()
        .iter()
        .filter(|&&(_, t)| t == technique)
        .map(|&(grid, _)| grid)
        .collect()
}

/// Whether the bank has a puzzle for `technique`: then a practice search finds one within a
/// few attempts once its fresh attempts are spent.
#[must_use]
pub fn in_seed_bank(technique: Technique) -> bool {
    read().iter().any(|&(_, t)| t == technique)
}

/// The bank, read once (the menu asks for every technique at each drawing of its page).
fn read() -> &'static [(Grid, Technique)] {
    static READ: OnceLock<Vec<(Grid, Technique)>> = OnceLock::new();
    READ.get_or_init(|| entries(BANK).collect())
}

/// The bank's lines that read as a puzzle and a technique (the test below checks they all do).
fn entries(text: &str) -> impl Iterator<Item = (Grid, Technique)> + '_ {
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#') && !line.trim().is_empty())
        .filter_map(|line| {
            let (cells, name) = line.split_once('#')?;
            let grid = Grid::from_line(cells.trim())?;
            let technique = parse_technique(name.trim()).ok()?;
            Some((grid, technique))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{count_solutions, practice_level, practisable};
    use crate::hint::grade::grade;

    /// The techniques the bank still lacks (see `puzzles/README.md`).
    const NOT_YET_FOUND: &[&str] = &[
        "Franken X-Wing",
        "Franken Swordfish",
        "Finned Franken X-Wing",
        "Forcing Net Verity",
    ];

    /// Every line of the bank is a puzzle with one solution whose logical solve uses its
    /// technique at the technique's own level: a seed is as good as a searched puzzle.
    #[test]
    fn every_seed_is_a_unique_puzzle_using_its_technique_at_its_level() {
        let lines = BANK
            .lines()
            .filter(|line| !line.trim_start().starts_with('#') && !line.trim().is_empty())
            .count();
        assert_eq!(entries(BANK).count(), lines, "a line that does not read");
        for (grid, technique) in entries(BANK) {
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
        // every technique a practice puzzle can be asked for has a seed, but those our long
        // search has not found yet
        let missing: Vec<&str> = practisable()
            .into_iter()
            .filter(|&t| !in_seed_bank(t))
            .map(Technique::name)
            .collect();
        assert_eq!(missing, NOT_YET_FOUND);
    }
}
