//! A logical solve laid out as frames: the candidates before each step, the step itself, and
//! the score and level so far. The watch's logic strategy plays these frames and the trace
//! writes them, so both tell the story [`mod@crate::hint::grade`] scores.

use crate::grid::Grid;
use crate::hint::grade::Running;
use crate::hint::logic::{Solver, Step, solve_while};
use crate::hint::{Candidates, Level};

/// One step of the solve and what surrounds it.
#[derive(Clone, Debug)]
pub struct LogicFrame {
    /// The candidates the step was found on.
    pub before: Candidates,
    pub step: Step,
    /// HoDoKu's score of the steps so far, this one included.
    pub score: u32,
    /// The level those steps imply.
    pub level: Level,
}

/// A whole solve, frame by frame.
#[derive(Clone, Debug)]
pub struct Walk {
    pub start: Candidates,
    pub frames: Vec<LogicFrame>,
    /// The candidates after the last step: solved unless the logic ran dry without a solution
    /// to reveal from.
    pub end: Candidates,
}

impl Walk {
    /// The candidates after `steps` frames (0: the start).
    #[must_use]
    pub fn candidates_after(&self, steps: usize) -> &Candidates {
        match self.frames.get(steps) {
            Some(frame) => &frame.before,
            None => &self.end,
        }
    }

    /// The fraction of the start's empty cells filled after `steps` frames.
    #[must_use]
    pub fn progress(&self, steps: usize) -> f64 {
        let empty = self.start.empty_cells().len();
        if empty == 0 {
            return 1.0;
        }
        let left = self.candidates_after(steps).empty_cells().len();
        (empty - left.min(empty)) as f64 / empty as f64
    }
}

/// The solve of `givens` as frames; brute-force steps reveal cells of `solution` (without one
/// the walk ends where the logic runs dry).
#[must_use]
pub fn walk(givens: &Grid, solution: Option<&Grid>) -> Walk {
    walk_from(Solver::new(givens), solution)
}

/// [`walk`] from a solver already set up (a player's board, a regression-library position).
#[must_use]
pub fn walk_from(solver: Solver, solution: Option<&Grid>) -> Walk {
    let start = solver.candidates().clone();
    let mut frames = Vec::new();
    let mut running = Running::default();
    let (_, solver) = solve_while(solver, solution, |before, step| {
        let level = running.add(step);
        frames.push(LogicFrame {
            before: before.clone(),
            step: step.clone(),
            score: running.score(),
            level,
        });
        true
    });
    Walk {
        start,
        frames,
        end: solver.candidates().clone(),
    }
}

#[cfg(test)]
mod tests {
    #![expect(
        clippy::float_cmp,
        reason = "the shares compared are exact: 0, 1 and sums of powers of two"
    )]

    use super::*;
    use crate::generate::{Rng, unique_puzzle};
    use crate::hint::grade;

    #[test]
    fn a_walk_is_the_graded_solve_step_by_step() {
        for seed in [1, 5, 9] {
            let puzzle = unique_puzzle(&mut Rng::new(seed), true);
            let solution = grade::solution(&puzzle).expect("unique");
            let walk = walk(&puzzle, Some(&solution));
            let grade = grade::grade(&puzzle).expect("unique");
            assert_eq!(walk.frames.len(), grade.steps);
            let last = walk.frames.last().expect("steps");
            assert_eq!((last.score, last.level), (grade.score, grade.level));
            assert_eq!(*walk.end.values(), solution);
            assert_eq!(walk.progress(0), 0.0);
            assert_eq!(walk.progress(walk.frames.len()), 1.0);
            for (i, frame) in walk.frames.iter().enumerate().skip(1) {
                assert!(walk.progress(i) >= walk.progress(i - 1));
                assert!(frame.score >= walk.frames[i - 1].score);
            }
        }
    }
}
