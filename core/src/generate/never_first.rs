//! Techniques the hint engine can name but the logical solve never applies: another technique
//! of the same step always comes first. No puzzle can practise one, so `practisable` leaves
//! them out and `generate --technique` says why. Each reason is backed by a test below over
//! positions where the step is reached.

use crate::hint::Technique;

/// Each technique the solve never applies first, and why (a sentence after "NAME never comes
/// first in stepdoku's solve: ").
pub(super) const NEVER_FIRST: &[(Technique, &str)] = &[(
    Technique::ForcingChainVerity,
    "every fact a Forcing Chain Verity proves, a Forcing Chain Contradiction proves too (its \
     chains, read backwards from the fact's opposite, end in both cases of the choice, which \
     cannot both hold), and the forcing chain step looks for contradictions first",
)];

/// Why the solve never applies `technique` first, if it never does.
#[must_use]
pub fn never_first(technique: Technique) -> Option<&'static str> {
    NEVER_FIRST
        .iter()
        .find(|&&(t, _)| t == technique)
        .map(|&(_, why)| why)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::hint::scores::SOLVER_STEPS;
    use crate::hint::{Candidates, Deduction, Solver, find_all, grade};

    /// The slot (index into `SOLVER_STEPS`) of a technique.
    fn slot_index(t: Technique) -> usize {
        SOLVER_STEPS
            .iter()
            .position(|s| s.techniques.contains(&t))
            .unwrap_or(usize::MAX)
    }

    /// Every position of the logical solves of `puzzles` at which `slot`'s step is reached
    /// (every earlier step found nothing), with what the solve did there.
    fn positions_reaching(puzzles: &str, slot: usize) -> Vec<(Candidates, Option<Technique>)> {
        let mut out = Vec::new();
        for line in puzzles.lines().filter(|l| !l.starts_with('#')) {
            let Some(puzzle) = Grid::from_line(line.split('#').next().unwrap_or("").trim()) else {
                continue;
            };
            let solution = grade::solution(&puzzle).expect("bundled puzzles are unique");
            let mut solver = Solver::new(&puzzle);
            while !solver.candidates().is_solved() {
                let before = solver.candidates().clone();
                let next = solver.next_deduction();
                let at = next
                    .as_ref()
                    .map_or(usize::MAX, |d| slot_index(d.technique));
                if at >= slot {
                    out.push((before, next.as_ref().map(|d| d.technique)));
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

    fn result(d: &Deduction) -> (Vec<(crate::cell::Cell, crate::cell::Digit)>, bool) {
        if d.placements.is_empty() {
            (d.eliminations.clone(), false)
        } else {
            (d.placements.clone(), true)
        }
    }

    /// Harder puzzles of our own and of magictour's top1465 (both bundled), whose solves reach
    /// the forcing chain step again and again.
    const HARD: &str = concat!(
        include_str!("../../../puzzles/extreme.txt"),
        include_str!("../../../puzzles/top1465.txt"),
    );

    #[test]
    fn every_forcing_chain_verity_is_also_a_contradiction_found_first() {
        let slot = slot_index(Technique::ForcingChainVerity);
        let positions = positions_reaching(HARD, slot);
        let mut verities = 0;
        for (grid, applied) in &positions {
            assert_ne!(*applied, Some(Technique::ForcingChainVerity));
            let contradictions: Vec<_> = find_all(Technique::ForcingChainContradiction, grid)
                .iter()
                .map(result)
                .collect();
            for verity in find_all(Technique::ForcingChainVerity, grid) {
                verities += 1;
                assert!(
                    contradictions.contains(&result(&verity)),
                    "{}\n{}",
                    grid.values().to_line(),
                    verity.explanation
                );
            }
        }
        // not vacuous: the step was reached often, and verities were there to check
        assert!(positions.len() >= 50, "{}", positions.len());
        assert!(verities >= 100, "{verities}");
    }
}
