//! The logical solver: HoDoKu's loop of "try every technique in order, apply the first
//! deduction found, start again".
//!
//! Every technique is reached through [`crate::hint::find_all_with`] with
//! [`Settings::first_only`] set, so a family plugs in by implementing its finder; the loop
//! takes the first instance the finder reports, which is why finders report in HoDoKu's search
//! order. Singles are the exception: they come from a replay of HoDoKu's singles queues
//! (`logic/queue.rs`), which decides their order in HoDoKu.

mod queue;

use crate::cell::{Cell, Digit};
use crate::grid::Grid;
use crate::hint::scores::{self, Level, SOLVER_STEPS, Slot};
use crate::hint::{Cache, Candidates, Deduction, Settings, Technique, find_all_cached, singles};

pub(crate) use queue::Tracked;

/// One step of a solve: a logical deduction, or (when no technique applies) a cell taken
/// from the solution, HoDoKu's "brute force" step.
#[expect(
    clippy::large_enum_variant,
    reason = "nearly every step is `Logic`; boxing it would cost an allocation per step"
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Logic(Deduction),
    BruteForce { cell: Cell, digit: Digit },
}

impl Step {
    /// The score HoDoKu adds for this step.
    #[must_use]
    pub fn score(&self) -> u32 {
        match self {
            Step::Logic(d) => scores::slot(d.technique).map_or(0, |s| s.score),
            Step::BruteForce { .. } => scores::BRUTE_FORCE_SCORE,
        }
    }

    /// The level this step alone implies.
    #[must_use]
    pub fn level(&self) -> Level {
        match self {
            Step::Logic(d) => scores::slot(d.technique).map_or(Level::Extreme, |s| s.level),
            Step::BruteForce { .. } => Level::Extreme,
        }
    }

    /// A one-line description: the deduction's explanation, or the revealed cell.
    #[must_use]
    pub fn explanation(&self) -> String {
        match self {
            Step::Logic(d) => d.explanation.clone(),
            Step::BruteForce { cell, digit } => format!(
                "Brute Force: {cell}={digit}. No logical technique applies here; {cell} is {digit} in the solution."
            ),
        }
    }
}

/// A step-by-step logical solver over one puzzle, replaying HoDoKu's choices.
#[derive(Clone, Debug)]
pub struct Solver {
    state: Tracked,
    settings: Settings,
    cache: Cache,
}

impl Solver {
    /// Starts from a puzzle's givens, loaded as HoDoKu loads them.
    #[must_use]
    pub fn new(givens: &Grid) -> Self {
        Self::with_state(Tracked::load(givens))
    }

    /// Starts from any candidate grid (a player's notes, a half-solved board).
    #[must_use]
    pub fn from_candidates(grid: &Candidates) -> Self {
        Self::with_state(Tracked::rebuild(grid))
    }

    fn with_state(state: Tracked) -> Self {
        let settings = Settings {
            first_only: true,
            ..Settings::default()
        };
        Self {
            state,
            settings,
            cache: Cache::default(),
        }
    }

    #[must_use]
    pub fn candidates(&self) -> &Candidates {
        self.state.grid()
    }

    /// The next deduction in HoDoKu's order, without applying it. Singles are taken off the
    /// queues (as HoDoKu does), so call [`Solver::apply`] with the result before asking again.
    pub fn next_deduction(&mut self) -> Option<Deduction> {
        if self.candidates().is_solved() {
            return None;
        }
        SOLVER_STEPS
            .iter()
            .filter(|slot| slot.enabled)
            .find_map(|slot| self.try_slot(slot))
    }

    fn try_slot(&mut self, slot: &Slot) -> Option<Deduction> {
        let [first, rest @ ..] = slot.techniques else {
            return None;
        };
        if rest.is_empty() {
            return self.try_technique(*first);
        }
        // one pass over the whole slot where the family supports it (HoDoKu's order) ...
        let settings = Settings {
            slot_search: true,
            ..self.settings
        };
        find_all_cached(*first, self.state.grid(), &settings, &mut self.cache)
            .into_iter()
            .find(|d| d.technique == *first || rest.contains(&d.technique))
            .filter(changes_something)
            // ... else technique by technique
            .or_else(|| rest.iter().find_map(|&t| self.try_technique(t)))
    }

    fn try_technique(&mut self, technique: Technique) -> Option<Deduction> {
        let state = &mut self.state;
        match technique {
            Technique::FullHouse => state
                .full_house()
                .map(|(c, d)| singles::full_house(state.grid(), c, d)),
            Technique::NakedSingle => state
                .naked_single()
                .map(|(c, d)| singles::naked_single(state.grid(), c, d)),
            Technique::HiddenSingle => state
                .hidden_single()
                .map(|(c, d)| singles::hidden_single(state.grid(), c, d)),
            _ => find_all_cached(technique, state.grid(), &self.settings, &mut self.cache)
                .into_iter()
                .find(changes_something),
        }
    }

    /// Carries out a deduction: placements first, then eliminations, in the deduction's order.
    pub fn apply(&mut self, deduction: &Deduction) {
        for &(cell, digit) in &deduction.placements {
            if self.state.grid().get(cell).is_none() {
                self.state.set_cell(cell, digit);
            }
        }
        for &(cell, digit) in &deduction.eliminations {
            self.state.remove(cell, digit);
        }
    }

    /// Places a digit taken from outside the logic (the solution).
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.state.set_cell(cell, digit);
    }

    /// HoDoKu's brute-force step for when no technique applies (see [`reveal`]); not applied.
    #[must_use]
    pub fn reveal(&self, solution: &Grid) -> Option<(Cell, Digit)> {
        reveal(self.candidates(), solution)
    }
}

/// HoDoKu's brute-force step: the middle empty cell in reading order, with its digit from
/// `solution`. Every front end (hint, grade, the player's advice) reveals the same cell.
#[must_use]
pub fn reveal(grid: &Candidates, solution: &Grid) -> Option<(Cell, Digit)> {
    let empty = grid.empty_cells();
    let cell = empty.iter().nth(empty.len() / 2)?;
    Some((cell, solution.get(cell)?))
}

fn changes_something(d: &Deduction) -> bool {
    !d.placements.is_empty() || !d.eliminations.is_empty()
}

/// The next logical deduction for a candidate grid, in HoDoKu's order, or `None` if the grid
/// is solved or no technique applies.
#[must_use]
pub fn next(grid: &Candidates) -> Option<Deduction> {
    Solver::from_candidates(grid).next_deduction()
}

/// A whole logical solve.
#[derive(Clone, Debug)]
pub struct Solve {
    pub steps: Vec<Step>,
    /// The grid at the end (full unless the puzzle has no solution).
    pub candidates: Candidates,
}

impl Solve {
    /// Solved without a single brute-force step.
    #[must_use]
    pub fn by_logic(&self) -> bool {
        self.candidates.is_solved()
            && !self
                .steps
                .iter()
                .any(|s| matches!(s, Step::BruteForce { .. }))
    }
}

/// Solves `givens` by logic, falling back to HoDoKu's brute-force step (the middle empty cell,
/// from `solution`) whenever no technique applies. Without a solution the solve stops there.
#[must_use]
pub fn solve(givens: &Grid, solution: Option<&Grid>) -> Solve {
    solve_from(Solver::new(givens), solution)
}

/// [`solve`] from a solver already set up (say, on a player's candidates).
#[must_use]
pub fn solve_from(solver: Solver, solution: Option<&Grid>) -> Solve {
    let (steps, solver) = solve_while(solver, solution, |_, _| true);
    Solve {
        steps,
        candidates: solver.candidates().clone(),
    }
}

/// The solve loop: the next deduction, else a brute-force step from `solution` (without one,
/// the solve stops there), until the grid is full or `keep_going` refuses a step (that step
/// is applied but not returned). `keep_going` sees each step with the candidates it was found
/// on. Returns the steps taken and the solver where it stopped.
pub(crate) fn solve_while(
    mut solver: Solver,
    solution: Option<&Grid>,
    mut keep_going: impl FnMut(&Candidates, &Step) -> bool,
) -> (Vec<Step>, Solver) {
    let mut steps = Vec::new();
    while !solver.candidates().is_solved() {
        let before = solver.candidates().clone();
        let step = match solver.next_deduction() {
            Some(deduction) => {
                solver.apply(&deduction);
                Step::Logic(deduction)
            }
            None => {
                let Some((cell, digit)) = solution.and_then(|s| solver.reveal(s)) else {
                    break;
                };
                solver.place(cell, digit);
                Step::BruteForce { cell, digit }
            }
        };
        if !keep_going(&before, &step) {
            break;
        }
        steps.push(step);
    }
    (steps, solver)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Rng, unique_puzzle};
    use crate::hint::grade;

    #[test]
    fn a_solve_places_every_cell_and_next_agrees_with_the_first_step() {
        let puzzle = unique_puzzle(&mut Rng::new(11), true);
        let solution = grade::solution(&puzzle).expect("unique");
        let solve = solve(&puzzle, Some(&solution));
        assert_eq!(*solve.candidates.values(), solution);
        // from the same givens, a fresh solver's first deduction is the solve's first step
        let first = Solver::new(&puzzle).next_deduction();
        assert_eq!(first.map(Step::Logic).as_ref(), solve.steps.first());
    }

    #[test]
    fn a_solved_grid_has_no_next_step() {
        let puzzle = unique_puzzle(&mut Rng::new(3), false);
        let solution = grade::solution(&puzzle).expect("unique");
        assert_eq!(next(&Candidates::from_grid(&solution)), None);
        let open = next(&Candidates::from_grid(&puzzle)).expect("a step");
        assert!(!open.placements.is_empty() || !open.eliminations.is_empty());
    }
}
