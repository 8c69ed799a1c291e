//! Puzzles of a requested level: make minimal unique puzzles and keep the first one the hint
//! engine grades at that level.
//!
//! Rejection is cheap because the grader stops as soon as a puzzle is known to be harder than
//! wanted ([`grade_up_to`]): an attempt at an easy puzzle ends at the first step that is not a
//! single, an attempt at a hard one at the first chain. Each attempt draws its randomness from
//! the generator's one [`Rng`], so a seed and a request give the same puzzles on every machine
//! (with the same hint engine: a change in grading changes which attempts are kept).

use crate::grid::Grid;
use crate::hint::grade::{Grade, grade_up_to};
use crate::hint::scores::Level;

use super::{Rng, minimal_puzzle, solved_grid};

/// What to generate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Request {
    /// The level on HoDoKu's scale; `None` takes the first minimal unique puzzle, whatever its
    /// level (still graded).
    pub level: Option<Level>,
    /// Clues symmetric about the centre, as in published puzzles.
    pub symmetric: bool,
}

/// A generated puzzle with what was learnt making it.
#[derive(Clone, Debug)]
pub struct Generated {
    pub puzzle: Grid,
    pub solution: Grid,
    pub grade: Grade,
    /// Puzzles made and graded to find this one (1 when the first one fitted).
    pub attempts: u64,
}

/// An endless, reproducible stream of puzzles for one [`Request`].
///
/// ```
/// use stepdoku_core::generate::{Generator, Request, count_solutions};
/// use stepdoku_core::hint::Level;
///
/// let request = Request { level: Some(Level::Easy), symmetric: true };
/// let puzzles: Vec<_> = Generator::new(7, request).take(2).collect();
/// assert!(puzzles.iter().all(|g| g.grade.level == Level::Easy));
/// assert_eq!(count_solutions(&puzzles[0].puzzle), 1);
/// // the same seed and request give the same puzzles
/// let again = Generator::new(7, request).next().unwrap();
/// assert_eq!(again.puzzle, puzzles[0].puzzle);
/// ```
#[derive(Clone, Debug)]
pub struct Generator {
    rng: Rng,
    request: Request,
}

impl Generator {
    #[must_use]
    pub fn new(seed: u64, request: Request) -> Self {
        Self {
            rng: Rng::new(seed),
            request,
        }
    }

    #[must_use]
    pub fn request(&self) -> Request {
        self.request
    }

    /// The next puzzle; `rejected(n)` is told after each of the `n` attempts that did not fit,
    /// so a long search can show progress.
    pub fn next_with(&mut self, mut rejected: impl FnMut(u64)) -> Generated {
        let mut attempts = 0;
        loop {
            attempts += 1;
            let solution = solved_grid(&mut self.rng);
            let puzzle = minimal_puzzle(&solution, &mut self.rng, self.request.symmetric);
            if let Some(grade) = self.fits(&puzzle, &solution) {
                return Generated {
                    puzzle,
                    solution,
                    grade,
                    attempts,
                };
            }
            rejected(attempts);
        }
    }

    /// For a request without a level, the puzzle (and its solution) [`Generator::next`] would
    /// give, without grading it: any minimal unique puzzle fits, so the grade is only a report,
    /// and grading costs several times what making the puzzle does. `None` for a request with
    /// a level, which only a grade can meet.
    pub fn next_ungraded(&mut self) -> Option<(Grid, Grid)> {
        if self.request.level.is_some() {
            return None;
        }
        let solution = solved_grid(&mut self.rng);
        let puzzle = minimal_puzzle(&solution, &mut self.rng, self.request.symmetric);
        Some((puzzle, solution))
    }

    /// The grade of `puzzle` if it is what the request asks for.
    fn fits(&self, puzzle: &Grid, solution: &Grid) -> Option<Grade> {
        match self.request.level {
            None => grade_up_to(puzzle, Some(solution), Level::Extreme),
            // No solution handed over: a solve that runs out of logic stops there, and a
            // puzzle that needs guessing is never kept, even as extreme, so every generated
            // puzzle can be finished with hints alone.
            Some(level) => grade_up_to(puzzle, None, level)
                .filter(|grade| grade.level == level && grade.solved_by_logic),
        }
    }
}

impl Iterator for Generator {
    type Item = Generated;

    fn next(&mut self) -> Option<Generated> {
        Some(self.next_with(|_| {}))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::count_solutions;
    use crate::hint::grade;

    #[test]
    fn ungraded_puzzles_are_the_graded_stream_without_its_grades() {
        for symmetric in [false, true] {
            let request = Request {
                level: None,
                symmetric,
            };
            let mut plain = Generator::new(11, request);
            for made in Generator::new(11, request).take(3) {
                assert_eq!(plain.next_ungraded(), Some((made.puzzle, made.solution)));
            }
        }
        let easy = Request {
            level: Some(Level::Easy),
            symmetric: false,
        };
        assert_eq!(Generator::new(1, easy).next_ungraded(), None);
    }

    #[test]
    fn each_cheap_level_is_met_exactly() {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for symmetric in [false, true] {
                let request = Request {
                    level: Some(level),
                    symmetric,
                };
                let made = Generator::new(1, request).next().unwrap();
                assert_eq!(count_solutions(&made.puzzle), 1);
                let full = grade::grade(&made.puzzle).unwrap();
                assert_eq!(full, made.grade, "{level} {symmetric}");
                assert_eq!(full.level, level);
                assert!(made.puzzle.is_completed_by(&made.solution));
            }
        }
    }

    #[test]
    fn without_a_level_the_first_puzzle_is_taken() {
        let made = Generator::new(3, Request::default()).next().unwrap();
        assert_eq!(made.attempts, 1);
        assert_eq!(grade::grade(&made.puzzle).unwrap(), made.grade);
    }

    #[test]
    fn rejections_are_reported() {
        let request = Request {
            level: Some(Level::Hard),
            symmetric: false,
        };
        let mut told = Vec::new();
        let made = Generator::new(5, request).next_with(|n| told.push(n));
        assert_eq!(told, (1..made.attempts).collect::<Vec<_>>());
    }
}
