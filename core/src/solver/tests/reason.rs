//! The reasons given for a propagating search's forced digits and dead ends hold on the board
//! shown: the claim on the plain candidates minus the listed eliminations, and each
//! elimination's locked candidates on the candidates left by those before it.

use proptest::prelude::*;

use crate::cell::{Cell, CellMap, Digit, DigitSet, Unit};
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::reason::{Claim, Reason};
use crate::solver::{Event, Machine, Options, Single, Strategy};

fn plain(grid: &Grid) -> CellMap<DigitSet> {
    CellMap::from_fn(|cell| {
        if grid.get(cell).is_some() {
            return DigitSet::EMPTY;
        }
        let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
        !used
    })
}

fn places(cands: &CellMap<DigitSet>, unit: Unit, digit: Digit) -> Vec<Cell> {
    unit.cells()
        .into_iter()
        .filter(|&c| cands[c].contains(digit))
        .collect()
}

/// The claim and every elimination under it, checked from scratch; the reason is for the
/// step taken on `before` (the grid before a forced digit, or at a dead end).
fn holds(reason: &Reason, before: &Grid) -> Result<(), String> {
    let mut cands = plain(before);
    for r in &reason.removed {
        let lock = r.by;
        let inside = places(&cands, lock.within, lock.digit);
        let confined = inside.iter().all(|c| lock.line.cell_set().contains(*c));
        let target = lock.line.cell_set().contains(r.cell)
            && !lock.within.cell_set().contains(r.cell)
            && r.digit == lock.digit;
        if inside.is_empty() || !confined || !target {
            return Err(format!(
                "{lock} does not strike {} from {}",
                r.digit, r.cell
            ));
        }
        cands[r.cell].remove(r.digit);
    }
    let ok = match reason.claim {
        Claim::Forced {
            cell,
            digit,
            single: Single::Naked,
        } => cands[cell] == DigitSet::single(digit),
        Claim::Forced {
            cell,
            digit,
            single: Single::Hidden(unit),
        } => places(&cands, unit, digit) == vec![cell],
        Claim::NoCandidate(cell) => before.get(cell).is_none() && cands[cell].is_empty(),
        Claim::NoPlace(unit, digit) => {
            places(&cands, unit, digit).is_empty()
                && unit.cells().iter().all(|&c| before.get(c) != Some(digit))
        }
        Claim::Refuted(_) => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("{} is false", reason.words()))
    }
}

fn check(grid: &Grid, budget: u64) -> Result<(), TestCaseError> {
    let Ok(mut machine) = Machine::new(
        grid,
        Options {
            strategy: Strategy::Propagate,
            max_solutions: None,
            lexicographic: false,
        },
    ) else {
        return Ok(());
    };
    while !machine.is_finished() && machine.counters().steps < budget {
        let event = machine.step();
        let Some(reason) = machine.reason() else {
            continue;
        };
        let mut before = machine.grid();
        if let Event::Forced { cell, .. } = event {
            before.set(cell, None);
        }
        if let Err(why) = holds(&reason, &before) {
            return Err(TestCaseError::fail(format!(
                "step {}: {why} on {}",
                machine.counters().steps,
                before.to_line()
            )));
        }
        // Every frame's own single holds on the grid of its day.
        let stack = machine.stack();
        if let Event::Forced { .. } = event
            && let Some(i) = stack.len().checked_sub(1)
            && let Some(frame) = machine.frame_reason(i)
        {
            prop_assert_eq!(frame.claim, reason.claim);
        }
    }
    Ok(())
}

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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_reason_holds_on_the_board_shown(seed in any::<u64>(), keep in 17usize..40) {
        check(&board(seed, keep), 5_000)?;
    }
}

fn classic() -> Grid {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    Grid::from_line(line).expect("the classic puzzle")
}

fn at_step(grid: &Grid, step: u64) -> Machine {
    let mut machine = Machine::new(grid, Options::default()).expect("no clash");
    machine.run(Some(step));
    machine
}

/// The README's example: the engine finds r4c3 = 9 along row 4, where 9 also fits r4c4; on
/// the board shown it is box 4 that leaves 9 one place.
#[test]
fn a_hidden_single_names_the_unit_where_it_holds() {
    let machine = at_step(&classic(), 12);
    let reason = machine.reason().expect("a forced digit");
    assert_eq!(reason.words(), "r4c3: 9 has no other place in box 4");
    assert!(reason.removed.is_empty());
}

/// r4c2 = 5 rests on claiming: 5 in row 5 lies only in box 5, so not r4c4.
#[test]
fn a_single_that_rests_on_locked_candidates_names_them() {
    let machine = at_step(&classic(), 24);
    let reason = machine.reason().expect("a forced digit");
    assert_eq!(
        reason.words(),
        "r4c2: 5 has no other place in row 4: 5 in row 5 lies only in box 5, so not r4c4"
    );
    let mut before = machine.grid();
    before.set(Cell::at(3, 1).expect("r4c2"), None);
    assert_eq!(holds(&reason, &before), Ok(()));
}

/// The engine's masks run ahead of the board: here they reach r6c4 = 4 from a board that
/// already has no place for 3 in column 7, while the board shown still leaves r6c4 3 and 4.
/// The record says so, with the eliminations that show the dead end, instead of a single the
/// board does not show.
#[test]
fn a_digit_placed_past_a_dead_end_says_so() {
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let grid = Grid::from_line(line).expect("a puzzle");
    let mut machine = Machine::new(&grid, Options::default()).expect("no clash");
    machine.run(Some(16));
    let r6c4 = Cell::at(5, 3).expect("r6c4");
    assert_eq!(machine.all_candidates()[r6c4].to_string(), "3,4");
    let event = machine.step();
    assert!(
        matches!(event, Event::Forced { cell, .. } if cell == r6c4),
        "{event:?}"
    );
    let reason = machine.reason().expect("a reason");
    assert_eq!(reason.outran, Some((r6c4, Digit::new(4).expect("4"))));
    assert!(
        reason.words().starts_with(
            "r6c4: 4 placed on a board already at a dead end, no place for 3 in column 7: "
        ),
        "{}",
        reason.words()
    );
    let mut before = machine.grid();
    before.set(r6c4, None);
    assert_eq!(holds(&reason, &before), Ok(()));
}
