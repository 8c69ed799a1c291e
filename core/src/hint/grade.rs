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

/// Grades a puzzle, giving up as soon as its level is known to be above `ceiling`.
///
/// A level only climbs as a solve goes on (the hardest technique so far and the score both
/// grow), so the first step that lifts the running level past `ceiling` settles the answer:
/// `None`. This is what makes generating a puzzle of a given level cheap, since most attempts
/// are rejected after a few steps instead of a full solve up to forcing nets.
///
/// `solution` feeds HoDoKu's brute-force step; without it, a solve that runs out of logic ends
/// there and the grade says `solved_by_logic: false` (level extreme). The caller vouches that
/// the puzzle has exactly one solution.
#[must_use]
pub fn grade_up_to(givens: &Grid, solution: Option<&Grid>, ceiling: Level) -> Option<Grade> {
    let mut running = Running::default();
    let mut above = false;
    let (steps, solver) = logic::solve_while(logic::Solver::new(givens), solution, |_, step| {
        above = running.add(step) > ceiling;
        !above
    });
    if above {
        return None;
    }
    let grade = of_solve(&Solve {
        steps,
        candidates: solver.candidates().clone(),
    });
    (grade.level <= ceiling).then_some(grade)
}

/// The level of a solve so far: HoDoKu's rule applied to the steps taken up to now.
#[derive(Default)]
pub(crate) struct Running {
    hardest: Option<Level>,
    score: u32,
}

impl Running {
    /// The score so far.
    pub(crate) fn score(&self) -> u32 {
        self.score
    }

    /// Counts `step` in; returns the level the steps so far imply.
    pub(crate) fn add(&mut self, step: &Step) -> Level {
        self.score = self.score.saturating_add(step.score());
        let mut level = self.hardest.map_or(step.level(), |l| l.max(step.level()));
        self.hardest = Some(level);
        while self.score > level.max_score() && level != Level::Extreme {
            level = level.next();
        }
        level
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::{Cell, Digit};
    use crate::hint::logic::Solve;
    use crate::hint::test_support::{cell, digit, grid_with};
    use crate::hint::{Deduction, Evidence};

    fn single(technique: Technique) -> Step {
        Step::Logic(Deduction {
            technique,
            placements: vec![(cell(1, 1), digit(1))],
            eliminations: Vec::new(),
            evidence: Evidence::default(),
            explanation: String::new(),
        })
    }

    fn solved() -> crate::hint::Candidates {
        let mut grid = Grid::EMPTY;
        for c in Cell::all() {
            let (r, k) = (c.row(), c.col());
            grid.set(c, Digit::new(((r * 3 + r / 3 + k) % 9) as u8 + 1));
        }
        crate::hint::Candidates::from_grid(&grid)
    }

    #[test]
    fn score_above_the_maximum_raises_the_level() {
        // 57 hidden singles: 798 points, still easy; 58: 812 points, medium.
        for (n, level) in [(57, Level::Easy), (58, Level::Medium)] {
            let solve = Solve {
                steps: vec![single(Technique::HiddenSingle); n],
                candidates: solved(),
            };
            let g = of_solve(&solve);
            assert_eq!((g.score, g.level), (14 * n as u32, level));
            assert!(g.solved_by_logic);
        }
    }

    #[test]
    fn hardest_technique_sets_the_floor_and_brute_force_is_extreme() {
        let steps = vec![single(Technique::NakedSingle), single(Technique::XWing)];
        let g = of_solve(&Solve {
            steps,
            candidates: solved(),
        });
        assert_eq!((g.level, g.score), (Level::Hard, 144));
        assert_eq!(hardest(&g), Some(Technique::XWing));
        let steps = vec![Step::BruteForce {
            cell: cell(1, 1),
            digit: digit(1),
        }];
        let g = of_solve(&Solve {
            steps,
            candidates: solved(),
        });
        assert_eq!(
            (g.level, g.score, g.solved_by_logic),
            (Level::Extreme, 10_000, false)
        );
    }

    #[test]
    fn grading_up_to_a_ceiling_agrees_with_a_full_grade() {
        use crate::generate::{Rng, unique_puzzle};
        let mut rng = Rng::new(2024);
        let mut seen = Vec::new();
        for _ in 0..12 {
            let puzzle = unique_puzzle(&mut rng, false);
            let solution = solution(&puzzle).expect("unique");
            let full = grade(&puzzle).expect("unique");
            for ceiling in Level::ALL {
                let capped = grade_up_to(&puzzle, Some(&solution), ceiling);
                let expected = (full.level <= ceiling).then(|| full.clone());
                assert_eq!(capped, expected, "{} under {ceiling}", puzzle.to_line());
            }
            seen.push(full.level);
        }
        // the sample reaches past the lowest ceilings, so early stops were exercised
        assert!(seen.iter().any(|&l| l > Level::Medium), "{seen:?}");
    }

    #[test]
    fn grading_a_nearly_full_grid() {
        let mut givens = *solved().values();
        givens.set(cell(5, 5), None);
        let g = grade(&givens).expect("unique");
        assert_eq!(g.techniques, vec![(Technique::FullHouse, 1)]);
        assert_eq!(grade(&Grid::EMPTY), Err(GradeError::NotUnique));
        let clash = *grid_with(&[(1, 1, 5), (1, 2, 5)]).values();
        assert_eq!(grade(&clash), Err(GradeError::NoSolution));
    }
}
