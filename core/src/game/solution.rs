//! The puzzle's answer, found once when a game starts.

use crate::grid::Grid;
use crate::solver::{Machine, Options, Strategy};

use super::GameError;

/// The puzzle's answer, found once when the game starts, for the mistakes check (and later
/// hints). A puzzle with several solutions has no single answer to check against.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solution {
    Unique(Grid),
    /// The first solution the solver found; the puzzle has at least one more.
    Several(Grid),
}

impl Solution {
    /// Solve `givens`, counting up to two solutions.
    pub fn find(givens: &Grid) -> Result<Self, GameError> {
        let options = Options {
            strategy: Strategy::Propagate,
            max_solutions: Some(2),
            lexicographic: false,
        };
        let mut machine = Machine::new(givens, options)?;
        machine.run(None);
        let first = *machine.first_solution().ok_or(GameError::NoSolution)?;
        Ok(if machine.counters().solutions > 1 {
            Self::Several(first)
        } else {
            Self::Unique(first)
        })
    }

    #[must_use]
    pub fn grid(&self) -> &Grid {
        match self {
            Self::Unique(grid) | Self::Several(grid) => grid,
        }
    }
}
