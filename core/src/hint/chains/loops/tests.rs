//! The loop an AIC closes (`Sweep::close`): made for every plain AIC the sweep finds, so the
//! Nice Loop step always has a loop where it has an AIC.

use super::*;
use crate::grid::Grid;
use crate::hint::scores::SOLVER_STEPS;
use crate::hint::{Solver, grade};

/// Harder puzzles of our own and of magictour's top1465 (both bundled).
const HARD: &str = concat!(
    include_str!("../../../../../puzzles/extreme.txt"),
    include_str!("../../../../../puzzles/top1465.txt"),
);

/// Every position of the logical solves of `HARD` from which the solve needs the plain loop
/// step or a later one.
fn hard_positions() -> Vec<(Candidates, Grid)> {
    let loop_slot = SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&Technique::Aic))
        .unwrap_or(usize::MAX);
    let mut out = Vec::new();
    for line in HARD.lines().filter(|l| !l.starts_with('#')) {
        let Some(puzzle) = Grid::from_line(line.split('#').next().unwrap_or("").trim()) else {
            continue;
        };
        let solution = grade::solution(&puzzle).expect("bundled puzzles are unique");
        let mut solver = Solver::new(&puzzle);
        while !solver.candidates().is_solved() {
            let before = solver.candidates().clone();
            let next = solver.next_deduction();
            let at = next.as_ref().map_or(usize::MAX, |d| {
                SOLVER_STEPS
                    .iter()
                    .position(|s| s.techniques.contains(&d.technique))
                    .unwrap_or(usize::MAX)
            });
            if at >= loop_slot {
                out.push((before, solution));
            }
            match next {
                Some(d) => solver.apply(&d),
                None => {
                    let (cell, digit) = solver.reveal(&solution).expect("an open cell");
                    solver.place(cell, digit);
                }
            }
        }
    }
    out
}

#[test]
fn every_plain_aic_found_closes_into_a_discontinuous_nice_loop() {
    let settings = Settings::default();
    let (mut with_aic, mut closed) = (0, 0);
    for (grid, solution) in &hard_positions() {
        let sweep = sweep(grid, &settings, false, true);
        assert_eq!(sweep.unclosed, 0, "{}", grid.values().to_line());
        if sweep.aic.is_empty() {
            continue;
        }
        with_aic += 1;
        assert!(!sweep.closing.is_empty(), "{}", grid.values().to_line());
        for d in sweep.closing.into_sorted() {
            closed += 1;
            assert_eq!(d.technique, Technique::DiscontinuousNiceLoop);
            // it removes one candidate, not the solution's
            assert_eq!(d.eliminations.len(), 1, "{}", d.explanation);
            let (cell, digit) = d.eliminations[0];
            assert_ne!(solution.get(cell), Some(digit), "{}", d.explanation);
        }
    }
    // not vacuous: AICs were there to close, many times
    assert!(with_aic >= 100, "{with_aic}");
    assert!(closed >= 300, "{closed}");
}
