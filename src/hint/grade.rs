//! Grading: solve by logic, add up HoDoKu's per-step scores, and rate the puzzle.
//!
//! HoDoKu's rule: the level is the highest level among the techniques used, raised one level
//! at a time while the score is above that level's maximum (800 easy, 1000 medium, 1600 hard,
//! 1800 unfair). A puzzle that needs a brute-force step is extreme (it adds 10000).

use thiserror::Error;

use crate::grid::Grid;
use crate::hint::Technique;
use crate::hint::logic::{self, Solve, Step};
use crate::hint::scores::{self, Level, SOLVER_STEPS};
use crate::solver::{Machine, Options};

/// A puzzle's rating.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    pub level: Level,
    pub score: u32,
    /// No brute-force step was needed.
    pub solved_by_logic: bool,
    /// Techniques used, in HoDoKu's solver order, with how often each was applied.
    pub techniques: Vec<(Technique, usize)>,
    /// Cells that had to be taken from the solution.
    pub brute_force: usize,
    /// Steps of the solve, brute force included.
    pub steps: usize,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum GradeError {
    #[error("the puzzle has no solution")]
    NoSolution,
    #[error("the puzzle has more than one solution")]
    NotUnique,
}

/// The unique solution of `givens`.
pub fn solution(givens: &Grid) -> Result<Grid, GradeError> {
    let options = Options {
        max_solutions: Some(2),
        ..Options::default()
    };
    let mut machine = Machine::new(givens, options).map_err(|_| GradeError::NoSolution)?;
    machine.run(None);
    let first = *machine.first_solution().ok_or(GradeError::NoSolution)?;
    if machine.counters().solutions > 1 {
        return Err(GradeError::NotUnique);
    }
    Ok(first)
}

/// Grades a puzzle with a unique solution.
pub fn grade(givens: &Grid) -> Result<Grade, GradeError> {
    let solution = solution(givens)?;
    Ok(of_solve(&logic::solve(givens, Some(&solution))))
}

/// The grade of a finished solve.
#[must_use]
pub fn of_solve(solve: &Solve) -> Grade {
    let score: u32 = solve.steps.iter().map(Step::score).sum();
    let mut level = solve
        .steps
        .iter()
        .map(Step::level)
        .fold(Level::Easy, Level::max);
    while score > level.max_score() && level != Level::Extreme {
        level = level.next();
    }
    if !solve.candidates.is_solved() {
        level = Level::Extreme;
    }
    let mut techniques: Vec<(Technique, usize)> = Vec::new();
    for step in &solve.steps {
        if let Step::Logic(d) = step {
            match techniques.iter_mut().find(|(t, _)| *t == d.technique) {
                Some((_, n)) => *n += 1,
                None => techniques.push((d.technique, 1)),
            }
        }
    }
    techniques.sort_by_key(|(t, _)| order(*t));
    let brute_force = solve
        .steps
        .iter()
        .filter(|s| matches!(s, Step::BruteForce { .. }))
        .count();
    Grade {
        level,
        score,
        solved_by_logic: solve.by_logic(),
        techniques,
        brute_force,
        steps: solve.steps.len(),
    }
}

/// Position of a technique in HoDoKu's solver order.
fn order(technique: Technique) -> (usize, usize) {
    SOLVER_STEPS
        .iter()
        .enumerate()
        .find_map(|(i, s)| {
            s.techniques
                .iter()
                .position(|&t| t == technique)
                .map(|j| (i, j))
        })
        .unwrap_or((usize::MAX, 0))
}

/// The hardest technique of a grade, by level then score (HoDoKu's "hardest step").
#[must_use]
pub fn hardest(grade: &Grade) -> Option<Technique> {
    grade
        .techniques
        .iter()
        .map(|&(t, _)| t)
        .max_by_key(|&t| scores::slot(t).map(|s| (s.level, s.score)))
}
