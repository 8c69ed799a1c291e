//! One attempt at a practice puzzle: a fresh minimal puzzle, then clues added from its solution
//! while its solve does not yet fit, until it does (or the attempt gives up).
//!
//! A random minimal puzzle rarely needs a rare technique and nothing harder; far more often
//! its solve stops somewhere the technique would be welcome: a step from a later slot of
//! HoDoKu's order before the technique was used (the technique did not apply there), or a
//! step past the technique's level after it. Such a puzzle is not thrown away: a clue from its
//! solution is added (a puzzle with more clues of the same solution still has exactly one
//! solution) and the solve is probed again. The clue is the open cell of the stuck position
//! whose digit, placed there, lets the rest of the solve go best: solved with the technique,
//! else using it, else still stuck (a placement after which the rest is solved without the
//! technique is a dead end). The whole puzzle is then probed from its givens, so only the
//! grader's own solve decides. Measured on a busy 2-core machine, this finds puzzles for the
//! rarer hard techniques two to four times as fast per second as fresh puzzles alone.

use crate::cell::Cell;
use crate::grid::Grid;
use crate::hint::grade::{Grade, Running, of_solve};
use crate::hint::logic::{self, Solve, Solver, Step};
use crate::hint::scores::{Level, SOLVER_STEPS};
use crate::hint::{Candidates, Technique};

use super::Rng;

/// Clues an attempt may add before it gives up on its puzzle: a bound on the attempt's time,
/// since each added clue costs a probe of every open cell.
pub(super) const MAX_ADDED: usize = 24;

/// What a solve capped at a level found out about a puzzle.
pub(super) enum Probe {
    /// Solved by logic within the level, using the technique.
    Fits(Grade),
    /// Solved by logic within the level without the technique: more clues would only make it
    /// easier, so this puzzle is given up.
    Without,
    /// The solve needed something above the level (or ran out of logic) on these candidates.
    Stuck(Box<Candidates>),
}

/// Where a solve stops to take a clue: before the technique is used, at a step from a slot
/// after the technique's or listed before it in its own slot (the technique did not apply
/// there, so a clue may make it apply);
/// after it, only at a step that lifts the running level past `ceiling`.
struct Watch {
    technique: Technique,
    slot: usize,
    ceiling: Level,
    running: Running,
    used: bool,
}

impl Watch {
    fn new(technique: Technique, ceiling: Level) -> Self {
        Self {
            technique,
            slot: slot_of(technique),
            ceiling,
            running: Running::default(),
            used: false,
        }
    }

    /// Counts `step` in; whether the solve may go on.
    fn allows(&mut self, step: &Step) -> bool {
        let above = self.running.add(step) > self.ceiling;
        let later = match step {
            Step::Logic(d) => {
                self.used |= d.technique == self.technique;
                !self.used && self.passes_over(d.technique)
            }
            Step::BruteForce { .. } => true,
        };
        !above && !later
    }
}

impl Watch {
    /// Whether a step of `technique` shows the solve has gone past the technique without it:
    /// one from a later slot, or one listed before it in its own slot (a slot's techniques
    /// are tried in order, so Simple Colors Wrap is used only where no Trap applies, an AIC
    /// only where no nice loop does, a verity only where no contradiction does), but for the
    /// pairs of [`CONTRADICTIONS_FIRST`].
    fn passes_over(&self, technique: Technique) -> bool {
        let slot = slot_of(technique);
        slot > self.slot
            || (slot == self.slot
                && listed_before(technique, self.technique)
                && !CONTRADICTIONS_FIRST.contains(&(technique, self.technique)))
    }
}

/// A forcing net's contradiction before its verity: the same net step, the same score, so a
/// solve that takes contradictions before its first verity is no harder for them; and the
/// verity's puzzles (rare, their grading hanging on ties) seldom have none before it.
const CONTRADICTIONS_FIRST: &[(Technique, Technique)] = &[(
    Technique::ForcingNetContradiction,
    Technique::ForcingNetVerity,
)];

/// Whether `a` comes before `b` in their slot's list.
fn listed_before(a: Technique, b: Technique) -> bool {
    SOLVER_STEPS
        .iter()
        .find(|s| s.techniques.contains(&b))
        .and_then(|s| {
            let at = |t| s.techniques.iter().position(|&x| x == t);
            Some(at(a)? < at(b)?)
        })
        .unwrap_or(false)
}

fn slot_of(technique: Technique) -> usize {
    SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&technique))
        .unwrap_or(usize::MAX)
}

/// Solves `puzzle` by logic until it is solved or it stops to take a clue (see [`Watch`]).
pub(super) fn probe(puzzle: &Grid, technique: Technique, ceiling: Level) -> Probe {
    let mut watch = Watch::new(technique, ceiling);
    let mut stuck = None;
    let (steps, solver) = logic::solve_while(Solver::new(puzzle), None, |before, step| {
        let goes_on = watch.allows(step);
        if !goes_on {
            stuck = Some(before.clone());
        }
        goes_on
    });
    if let Some(at) = stuck {
        return Probe::Stuck(Box::new(at));
    }
    if !solver.candidates().is_solved() {
        return Probe::Stuck(Box::new(solver.candidates().clone()));
    }
    let grade = of_solve(&Solve {
        steps,
        candidates: solver.candidates().clone(),
    });
    match grade.level <= ceiling && grade.solved_by_logic {
        true if watch.used => Probe::Fits(grade),
        true => Probe::Without,
        false => Probe::Stuck(Box::new(solver.candidates().clone())),
    }
}

/// How a solve from a stuck position with one more digit placed goes on, best first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Tail {
    /// Solved within the level, using the technique.
    Fits,
    /// Uses the technique, then gets stuck again.
    UsesThenStuck,
    /// Stuck again without it: more clues may still lead to it.
    Stuck,
    /// Solved within the level without it: a dead end.
    Without,
}

/// The solve from `from`, stopped as [`probe`] stops (the steps before it not counted).
fn tail(from: &Candidates, technique: Technique, ceiling: Level) -> Tail {
    let mut watch = Watch::new(technique, ceiling);
    let mut stopped = false;
    let (_, solver) = logic::solve_while(Solver::from_candidates(from), None, |_, step| {
        stopped = !watch.allows(step);
        !stopped
    });
    match (stopped || !solver.candidates().is_solved(), watch.used) {
        (false, true) => Tail::Fits,
        (true, true) => Tail::UsesThenStuck,
        (true, false) => Tail::Stuck,
        (false, false) => Tail::Without,
    }
}

/// The cell to give next: among the open cells of `stuck`, the one whose digit, placed there,
/// leads the rest of the solve best towards the technique (solved with it, else using it, else
/// still stuck; ties go to a random order). `None` when every such placement leads to a solve
/// within the level without the technique.
pub(super) fn next_clue(
    stuck: &Candidates,
    solution: &Grid,
    technique: Technique,
    ceiling: Level,
    rng: &mut Rng,
) -> Option<Cell> {
    let mut open: Vec<Cell> = stuck.empty_cells().iter().collect();
    rng.shuffle(&mut open);
    let mut best: Option<(Tail, Cell)> = None;
    for cell in open {
        let Some(digit) = solution.get(cell) else {
            continue;
        };
        let mut after = stuck.clone();
        after.place(cell, digit);
        let outcome = tail(&after, technique, ceiling);
        if best.is_none_or(|(b, _)| outcome < b) {
            best = Some((outcome, cell));
        }
        if outcome == Tail::Fits {
            break;
        }
    }
    best.filter(|&(t, _)| t != Tail::Without).map(|(_, c)| c)
}
