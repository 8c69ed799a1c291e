//! Properties of what the watch and the trace say about a search: every dead end's evidence
//! is true and complete, and the progress estimate never goes back.

#![expect(clippy::float_cmp, reason = "progress starts at exactly 0")]

use proptest::prelude::*;

use crate::cell::Cell;
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::explain::DeadEnd;
use crate::solver::{Cause, Event, Machine, Options, Strategy};

/// A solution's digits kept in `keep` cells chosen by `seed`: few clues give searches with
/// many dead ends and several solutions, enough to exhaust within the step budget.
fn board(seed: u64, keep: usize) -> Grid {
    let mut rng = Rng::new(seed);
    let solution = solved_grid(&mut rng);
    let mut cells: Vec<Cell> = Cell::all().collect();
    rng.shuffle(&mut cells);
    let mut grid = Grid::default();
    for &cell in cells.iter().take(keep) {
        grid.set(cell, solution.get(cell));
    }
    grid
}

/// A board whose given digits may clash with the solution's: the search has dead ends from
/// the first steps and often no solution at all.
fn tangled(seed: u64, keep: usize) -> Grid {
    let mut grid = board(seed, keep);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let cell = Cell::from_index(rng.below(81));
    let digit = crate::cell::Digit::new(1 + rng.below(9) as u8);
    if grid
        .earlier_clash(cell, digit.unwrap_or(crate::cell::Digit::from_index(0)))
        .is_none()
    {
        grid.set(cell, digit);
    }
    grid
}

/// Step `strategy` on `grid` up to `budget` steps (every solution wanted), checking each step.
fn check(grid: &Grid, strategy: Strategy, budget: u64) -> Result<(), TestCaseError> {
    let options = Options {
        strategy,
        max_solutions: None,
        lexicographic: false,
    };
    let Ok(mut machine) = Machine::new(grid, options) else {
        return Ok(());
    };
    let mut last = machine.progress();
    prop_assert_eq!(last, 0.0);
    while !machine.is_finished() && machine.counters().steps < budget {
        let event = machine.step();
        let progress = machine.progress();
        prop_assert!(
            progress >= last,
            "{strategy}: progress fell from {last} to {progress} at step {}",
            machine.counters().steps
        );
        prop_assert!((0.0..=1.0).contains(&progress));
        last = progress;
        if let Event::Backtrack {
            cause: Cause::Empty,
            cell,
            ..
        } = event
            && machine.scans()
        {
            let Some(DeadEnd::NothingFits { cell: at, why }) = machine.dead_end() else {
                return Err(TestCaseError::fail(format!(
                    "{strategy}: no evidence for the dead end at {cell}"
                )));
            };
            prop_assert_eq!(at, cell);
            let grid = machine.grid();
            prop_assert!(grid.get(cell).is_none(), "the dead-end cell is empty");
            for (i, claim) in why.iter().enumerate() {
                prop_assert_eq!(claim.digit.index(), i, "digits 1-9 in order");
                prop_assert!(cell.units().contains(&claim.unit));
                let holds = claim
                    .unit
                    .cells()
                    .iter()
                    .any(|&c| grid.get(c) == Some(claim.digit));
                prop_assert!(holds, "{} holds no {}", claim.unit, claim.digit);
            }
        }
    }
    if machine.is_finished() {
        prop_assert_eq!(machine.last_event(), Event::Exhausted);
        prop_assert_eq!(
            machine.progress(),
            1.0,
            "an exhausted search is 100% explored"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn dead_ends_are_explained_and_progress_never_falls(
        seed in any::<u64>(),
        keep in 14usize..40,
        tangle in any::<bool>(),
    ) {
        let grid = if tangle { tangled(seed, keep) } else { board(seed, keep) };
        for strategy in Strategy::ALL {
            check(&grid, strategy, 20_000)?;
        }
    }
}

#[test]
fn a_search_run_to_exhaustion_ends_at_one_hundred_percent() {
    // A clue pattern with several solutions, small enough to exhaust for every strategy.
    let grid = board(7, 45);
    for strategy in Strategy::ALL {
        let mut machine = Machine::new(
            &grid,
            Options {
                strategy,
                max_solutions: None,
                lexicographic: false,
            },
        )
        .expect("no clash");
        assert!(machine.run(Some(50_000_000)), "{strategy} exhausts");
        assert_eq!(machine.progress(), 1.0, "{strategy}");
    }
}
