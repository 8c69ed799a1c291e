//! The refutation search against the answer search on random boards.

use super::*;
use crate::cell::{Cell, Digit};
use crate::generate::{Rng, solved_grid, unique_puzzle};
use crate::grid::Grid;
use crate::solver::{Options, Strategy, run_to_end};

fn has_solution(grid: &Grid) -> bool {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(1),
        lexicographic: false,
    };
    run_to_end(grid, options)
        .expect("no clash")
        .counters
        .solutions
        > 0
}

/// `grid` with a blank cell given a digit that none of its peers holds but that is not its
/// digit in `solution`: a board without a solution that no single given contradicts.
fn spoiled(grid: &Grid, solution: &Grid, rng: &mut Rng) -> Option<Grid> {
    let blanks: Vec<Cell> = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
    let cell = blanks[rng.below(blanks.len())];
    let wrong = (1..=9u8).filter_map(Digit::new).find(|&d| {
        solution.get(cell) != Some(d) && cell.peers().iter().all(|p| grid.get(p) != Some(d))
    })?;
    let mut grid = *grid;
    grid.set(cell, Some(wrong));
    Some(grid)
}

/// What the search says of `grid` with no budget and with a budget of two, after the
/// mini-line rules settled it (`None` when they refute it, or a clash).
fn refute(grid: &Grid) -> Option<(Refutation, Refutation)> {
    let mut start = Bands::with_givens(grid).ok()?;
    if !start.settle_mini_lines(&mut Uncounted) {
        assert!(!has_solution(grid), "{}", grid.to_line());
        return None;
    }
    Some((start.refute(u32::MAX), start.refute(2)))
}

/// Unique puzzles (one solution), each also given a wrong digit (none), and random thinned
/// grids (several): without a budget the search refutes exactly the boards that have no
/// solution; with a budget of two it never calls a board with a solution refuted, and it
/// refutes some of the others.
#[test]
fn refutes_exactly_the_boards_without_a_solution() {
    let mut rng = Rng::new(0x2EF0_7E00);
    let (mut refuted, mut unrefuted, mut solved) = (0, 0, 0);
    for round in 0..2000 {
        let mut boards = Vec::new();
        if round % 2 == 0 {
            let puzzle = unique_puzzle(&mut rng, false);
            let solution = solved_grid_of(&puzzle);
            // Most such boards fall to propagation and the rules at once: spoil it four ways.
            for _ in 0..4 {
                boards.extend(spoiled(&puzzle, &solution, &mut rng));
            }
            boards.push(puzzle);
        } else {
            let mut values = *solved_grid(&mut rng).values();
            let keep = 17 + rng.below(12);
            for value in &mut values {
                if rng.below(81) >= keep {
                    *value = 0;
                }
            }
            boards.extend(Grid::from_values(values));
        }
        for grid in boards {
            let Some((complete, budgeted)) = refute(&grid) else {
                continue;
            };
            if has_solution(&grid) {
                assert_eq!(complete, Refutation::Solution, "{}", grid.to_line());
                assert_ne!(budgeted, Refutation::NoSolution, "{}", grid.to_line());
                solved += 1;
            } else {
                assert_eq!(complete, Refutation::NoSolution, "{}", grid.to_line());
                if budgeted == Refutation::NoSolution {
                    refuted += 1;
                } else {
                    assert_eq!(budgeted, Refutation::OutOfBudget, "{}", grid.to_line());
                    unrefuted += 1;
                }
            }
        }
    }
    assert!(
        refuted > 40 && unrefuted > 5 && solved > 1000,
        "{refuted} {unrefuted} {solved}"
    );
}

fn solved_grid_of(puzzle: &Grid) -> Grid {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(1),
        lexicographic: false,
    };
    run_to_end(puzzle, options)
        .expect("no clash")
        .first_solution
        .expect("a unique puzzle has a solution")
}
