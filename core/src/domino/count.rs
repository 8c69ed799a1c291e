//! Counting a Sudominoku's distinct solved grids, the judge's notion of uniqueness: one grid
//! may be tiled by dominoes in several ways (the statement's second case is), and layouts of
//! the same grid count once.

use crate::grid::Grid;
use crate::solver::Counters;

use super::Sudominoku;
use super::machine::{Event, Machine};

/// What [`count_grids`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GridCount {
    /// Distinct solved grids seen, at most the limit asked for.
    pub grids: u64,
    /// Whether `grids` is the answer: the search ended or reached the limit within budget.
    /// `false` means the budget ran out first and more grids may exist.
    pub complete: bool,
    /// The search's counters when it stopped.
    pub counters: Counters,
}

/// Distinct solved grids of `puzzle`, counting up to `limit`, within `budget` steps of the
/// same search `stepdoku solve` runs. `limit` 2 answers "is it unique?".
#[must_use]
pub fn count_grids(puzzle: &Sudominoku, limit: u64, budget: u64) -> GridCount {
    let mut machine = Machine::new(puzzle, None);
    let mut seen: Vec<Grid> = Vec::new();
    let done =
        |seen: &[Grid], machine: &Machine| seen.len() as u64 >= limit || machine.is_finished();
    while !done(&seen, &machine) {
        if machine.counters().steps >= budget {
            return GridCount {
                grids: seen.len() as u64,
                complete: false,
                counters: *machine.counters(),
            };
        }
        if machine.step() == Event::Solved {
            let grid = machine.grid();
            if !seen.contains(&grid) {
                seen.push(grid);
            }
        }
    }
    GridCount {
        grids: seen.len() as u64,
        complete: true,
        counters: *machine.counters(),
    }
}
