//! Answers the watch gives on request, outside the timeline: how many solutions a board has
//! (`c`), and a solution to apply (`a`) when the search shown has not reached one.

use std::collections::HashSet;

use stepdoku_core::Grid;
use stepdoku_core::domino::{DominoEvent, DominoMachine, Sudominoku};
use stepdoku_core::solver::{Machine, Options, Strategy};

use super::SolutionCount;

/// Counting stops here: enough to say "many", quick on any board.
const COUNT_LIMIT: u64 = 1_000;
const COUNT_MAX_STEPS: u64 = 20_000_000;

fn fast_machine(start: &Grid, max_solutions: u64) -> Option<Machine> {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(max_solutions),
        lexicographic: false,
    };
    Machine::new(start, options).ok()
}

/// How many solutions `start` has, up to [`COUNT_LIMIT`].
#[must_use]
pub fn count_solutions(start: &Grid) -> SolutionCount {
    let Some(mut machine) = fast_machine(start, COUNT_LIMIT) else {
        return SolutionCount {
            solutions: 0,
            complete: true,
        };
    };
    let finished = machine.run(Some(COUNT_MAX_STEPS));
    let solutions = machine.counters().solutions;
    SolutionCount {
        solutions,
        complete: finished && solutions < COUNT_LIMIT,
    }
}

/// How many different grids the Sudominoku has, up to [`COUNT_LIMIT`]. Layouts are counted
/// once per grid: a grid can be tiled by dominoes in more than one way.
#[must_use]
pub fn count_layouts(puzzle: &Sudominoku) -> SolutionCount {
    let mut machine = DominoMachine::new(puzzle, None);
    let mut grids = HashSet::new();
    while machine.counters().steps < COUNT_MAX_STEPS && grids.len() < COUNT_LIMIT as usize {
        match machine.step() {
            DominoEvent::Solved => {
                grids.insert(machine.grid());
            }
            DominoEvent::Exhausted => break,
            _ => {}
        }
    }
    SolutionCount {
        solutions: grids.len() as u64,
        complete: machine.is_finished(),
    }
}

pub fn first_solution(start: &Grid) -> Option<Grid> {
    let mut machine = fast_machine(start, 1)?;
    machine.run(Some(COUNT_MAX_STEPS));
    machine.first_solution().copied()
}
