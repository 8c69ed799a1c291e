//! Puzzle generation: unique puzzles, reproducible from a seed, at a requested level.
//!
//! A solved grid comes from the solver run on a few random seed digits, then shuffled by
//! validity-preserving symmetries (`solved.rs`); clues are then removed in random order (in
//! symmetric pairs if asked) while the solver's counter still finds exactly one solution. The
//! same [`Machine`](crate::solver::Machine) that the player watches does the counting: there is
//! no second solver. For a level, [`Generator`] keeps making such puzzles and lets the hint
//! engine's grader pick (`graded.rs`). [`sudominoku`] cuts a solved grid into singles and
//! dominoes instead (`sudominoku.rs`).

mod bank;
mod descent;
mod exact_cover;
mod graded;
mod never_first;
mod practice;
mod rng;
mod solved;
mod sudominoku;
mod technique;

pub mod daily;
pub use bank::in_seed_bank;
pub use graded::{Generated, Generator, Request};
pub use never_first::never_first;
pub use practice::{FRESH_FIRST, Practice};
pub use rng::Rng;
pub use solved::solved_grid;
pub use sudominoku::sudominoku;
pub use technique::{TechniqueError, parse_technique, practice_level, practisable};

use crate::cell::Cell;
use crate::grid::Grid;

/// The seed of puzzle `n` (from 0) of a batch made from `seed`: each puzzle has a seed of its
/// own, so a batch gives the same puzzles made one after another or on many threads at once.
/// The first puzzle's is `seed` itself (`generate --seed S` and the first of `-n N --seed S`
/// are the same puzzle).
#[must_use]
pub fn puzzle_seed(seed: u64, n: u64) -> u64 {
    if n == 0 {
        return seed;
    }
    // SplitMix64's finaliser: nearby puzzle numbers give unrelated seeds.
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How many solutions `grid` has, counting no further than two.
#[must_use]
pub fn count_solutions(grid: &Grid) -> u64 {
    crate::solver::count_solutions(grid, 2)
}

/// A puzzle with exactly one solution, from which no clue can be removed without losing
/// uniqueness (no pair of clues, when `symmetric`: then the clues are symmetric about the centre).
#[must_use]
pub fn unique_puzzle(rng: &mut Rng, symmetric: bool) -> Grid {
    let solution = solved_grid(rng);
    minimal_puzzle(&solution, rng, symmetric)
}

/// Clues of `solution` removed in random order while the puzzle keeps one solution: the
/// result is minimal (or minimal among symmetric puzzles, when `symmetric`).
#[must_use]
pub fn minimal_puzzle(solution: &Grid, rng: &mut Rng, symmetric: bool) -> Grid {
    minimal_puzzle_emptying(solution, rng, symmetric, &[])
}

/// [`minimal_puzzle`], trying the clues of `first` before the others (each group in random
/// order): the cells of a unit, say, which then often ends with no clue at all.
#[must_use]
pub fn minimal_puzzle_emptying(
    solution: &Grid,
    rng: &mut Rng,
    symmetric: bool,
    first: &[Cell],
) -> Grid {
    let mut puzzle = *solution;
    let mut order: Vec<Cell> = Cell::all()
        .filter(|c| !symmetric || c.index() <= 40)
        .collect();
    rng.shuffle(&mut order);
    let mut early: Vec<Cell> = first.to_vec();
    if !early.is_empty() {
        rng.shuffle(&mut early);
        order.retain(|c| !early.contains(c));
        early.append(&mut order);
        order = early;
    }
    for cell in order {
        let mut trial = puzzle;
        trial.set(cell, None);
        if symmetric {
            trial.set(Cell::from_index(80 - cell.index()), None);
        }
        if count_solutions(&trial) == 1 {
            puzzle = trial;
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzles_are_unique_and_minimal() {
        let mut rng = Rng::new(4242);
        let puzzle = unique_puzzle(&mut rng, false);
        assert_eq!(count_solutions(&puzzle), 1);
        for cell in Cell::all().filter(|&c| puzzle.get(c).is_some()) {
            let mut fewer = puzzle;
            fewer.set(cell, None);
            assert_eq!(count_solutions(&fewer), 2, "{cell} could go");
        }
    }

    #[test]
    fn symmetric_puzzles_are_symmetric() {
        let puzzle = unique_puzzle(&mut Rng::new(9), true);
        assert_eq!(count_solutions(&puzzle), 1);
        for i in 0..81 {
            assert_eq!(puzzle.values()[i] == 0, puzzle.values()[80 - i] == 0);
        }
    }

    #[test]
    fn same_seed_same_puzzle() {
        assert_eq!(
            unique_puzzle(&mut Rng::new(5), false),
            unique_puzzle(&mut Rng::new(5), false)
        );
    }
}
