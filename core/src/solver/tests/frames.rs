//! Every record of a propagating search accounts for what changes between the frame before
//! its step and the claim it makes: each candidate the claim needs gone from the plain
//! candidates (the digits no peer holds) is in its `removed` list, each listed removal is one
//! the board's candidates (what `n` shows) have already lost, and the claim holds on those
//! candidates too. Over random boards and every bundled collection.

use proptest::prelude::*;

use crate::cell::{Cell, CellMap, Digit, DigitSet, Unit};
use crate::format;
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::reason::{Claim, Reason, candidates, follow_on};
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

/// The candidates `claim` needs gone from `cands`, each as (cell, digit), and whether what is
/// left then makes the claim (a placed digit, an empty cell, a lost digit).
fn needs_gone(claim: Claim, grid: &Grid, cands: &CellMap<DigitSet>) -> (Vec<(Cell, Digit)>, bool) {
    let in_unit = |unit: Unit, digit: Digit, except: Option<Cell>| -> Vec<(Cell, Digit)> {
        unit.cells()
            .into_iter()
            .filter(|&c| Some(c) != except && cands[c].contains(digit))
            .map(|c| (c, digit))
            .collect()
    };
    match claim {
        Claim::Forced {
            cell,
            digit,
            single: Single::Naked,
        } => (
            cands[cell]
                .without(digit)
                .iter()
                .map(|d| (cell, d))
                .collect(),
            cands[cell].contains(digit),
        ),
        Claim::Forced {
            cell,
            digit,
            single: Single::Hidden(unit),
        } => (
            in_unit(unit, digit, Some(cell)),
            cands[cell].contains(digit) && unit.cell_set().contains(cell),
        ),
        Claim::NoCandidate(cell) => (
            cands[cell].iter().map(|d| (cell, d)).collect(),
            grid.get(cell).is_none(),
        ),
        Claim::NoPlace(unit, digit) => (
            in_unit(unit, digit, None),
            unit.cells().iter().all(|&c| grid.get(c) != Some(digit)),
        ),
        Claim::Refuted(_) => (Vec::new(), true),
    }
}

/// The record of the step from `before` (the grid of the frame before, whose candidates the
/// watch shows as `shown`) checked against both frames.
fn accounts(reason: &Reason, before: &Grid, shown: &CellMap<DigitSet>) -> Result<(), String> {
    let plain = plain(before);
    let listed: Vec<(Cell, Digit)> = reason.removed.iter().map(|r| (r.cell, r.digit)).collect();
    let (gone, makes) = needs_gone(reason.claim, before, &plain);
    if !makes {
        return Err(format!(
            "{} is false on the plain candidates",
            reason.words()
        ));
    }
    for (cell, digit) in gone {
        if !listed.contains(&(cell, digit)) {
            return Err(format!(
                "{}: {digit} leaves {cell} without a record",
                reason.words()
            ));
        }
    }
    let dead = crate::solver::reason::contradiction(before).is_some();
    for &(cell, digit) in &listed {
        if !plain[cell].contains(digit) || (shown[cell].contains(digit) && !dead) {
            return Err(format!(
                "{}: lists {digit} out of {cell}, which the board shows otherwise",
                reason.words()
            ));
        }
    }
    // On a board already at a dead end that locked candidates show (the engine's last
    // placements before it reports one), the candidates shown need not agree with a claim
    // that holds on the plain ones.
    if dead {
        return Ok(());
    }
    let (left, makes) = needs_gone(reason.claim, before, shown);
    if !left.is_empty() || !makes {
        return Err(format!(
            "{} while the board shows {left:?} still there",
            reason.words()
        ));
    }
    Ok(())
}

/// Every candidate the board shown loses from `before` to `after` goes with a digit placed
/// (its cell's, or the digit from the new digit's peers) or has a record in
/// [`follow_on`], whose lock holds on the candidates shown after. The number of records.
fn follows(before: &Grid, after: &Grid) -> Result<usize, String> {
    let was = candidates(before);
    let now = candidates(after);
    let listed = follow_on(before, after);
    // A retry changes a cell's digit in one step: that is a placement too.
    let placed: Vec<(Cell, Digit)> = Cell::all()
        .filter(|&c| before.get(c) != after.get(c))
        .filter_map(|c| after.get(c).map(|d| (c, d)))
        .collect();
    for cell in Cell::all().filter(|&c| after.get(c).is_none()) {
        for digit in (was[cell] - now[cell]).iter() {
            let by_placement = placed
                .iter()
                .any(|&(p, d)| d == digit && p.peers().contains(cell));
            if !by_placement && !listed.iter().any(|r| r.cell == cell && r.digit == digit) {
                return Err(format!("{digit} leaves {cell} without a record"));
            }
        }
    }
    for r in &listed {
        let lock = r.by;
        let places_outside = lock
            .within
            .cells()
            .into_iter()
            .any(|c| now[c].contains(lock.digit) && !lock.line.cell_set().contains(c));
        let struck_cell_fits = lock.line.cell_set().contains(r.cell)
            && !lock.within.cell_set().contains(r.cell)
            && r.digit == lock.digit
            && !now[r.cell].contains(r.digit);
        if places_outside || !struck_cell_fits {
            return Err(format!("{} out of {}: {lock} is false", r.digit, r.cell));
        }
    }
    Ok(listed.len())
}

fn check(grid: &Grid, budget: u64) -> Result<u64, String> {
    let Ok(mut machine) = Machine::new(
        grid,
        Options {
            strategy: Strategy::Propagate,
            max_solutions: None,
            lexicographic: false,
        },
    ) else {
        return Ok(0);
    };
    let mut records = 0;
    while !machine.is_finished() && machine.counters().steps < budget {
        let before = machine.grid();
        let event = machine.step();
        follows(&before, &machine.grid()).map_err(|why| {
            format!(
                "step {} on {}: {why}",
                machine.counters().steps,
                before.to_line()
            )
        })?;
        let Some(reason) = machine.reason() else {
            continue;
        };
        // A dead end is claimed on the board of its own frame (nothing was placed); the
        // candidates shown are those of the frame before the step (what `n` showed).
        let before = match event {
            Event::Forced { .. } => before,
            _ => machine.grid(),
        };
        let shown = crate::solver::reason::candidates(&before);
        accounts(&reason, &before, &shown).map_err(|why| {
            format!(
                "step {} on {}: {why}",
                machine.counters().steps,
                before.to_line()
            )
        })?;
        records += 1;
    }
    Ok(records)
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
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_record_accounts_for_what_leaves_the_board(seed in any::<u64>(), keep in 17usize..40) {
        check(&board(seed, keep), 1_000).map_err(TestCaseError::fail)?;
    }
}

/// On the board, placements set off locked candidates that the step's own record
/// (the eliminations its claim rests on) does not list: [`follow_on`] records them.
#[test]
fn removals_that_follow_a_placement_have_records_of_their_own() {
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let grid = Grid::from_line(line).expect("a puzzle");
    let mut machine = Machine::new(
        &grid,
        Options {
            strategy: Strategy::Propagate,
            ..Options::default()
        },
    )
    .expect("no clash");
    let mut beyond_the_claim = 0;
    while !machine.is_finished() && machine.counters().steps < 100_000 {
        let before = machine.grid();
        machine.step();
        let after = machine.grid();
        let claimed: Vec<_> = machine
            .reason()
            .map(|r| r.removed.iter().map(|x| (x.cell, x.digit)).collect())
            .unwrap_or_default();
        beyond_the_claim += follow_on(&before, &after)
            .iter()
            .filter(|r| !claimed.contains(&(r.cell, r.digit)))
            .count();
        assert_eq!(follows(&before, &after).map(|_| ()), Ok(()));
    }
    assert!(
        beyond_the_claim > 0,
        "the board sets off no locked candidates"
    );
}

/// The board from the issue where the engine's masks ran ahead of the board shown.
#[test]
fn the_board_where_a_single_outran_the_board_accounts_for_every_step() {
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let grid = Grid::from_line(line).expect("a puzzle");
    assert_eq!(check(&grid, 100_000).map(|n| n > 0), Ok(true));
}

#[test]
fn every_record_of_the_bundled_collections_accounts_for_what_leaves_the_board() {
    let mut records = 0;
    for text in [
        include_str!("../../../../puzzles/classic.txt"),
        include_str!("../../../../puzzles/starter.txt"),
        include_str!("../../../../puzzles/easy.txt"),
        include_str!("../../../../puzzles/medium.txt"),
        include_str!("../../../../puzzles/hard.txt"),
        include_str!("../../../../puzzles/unfair.txt"),
        include_str!("../../../../puzzles/extreme.txt"),
        include_str!("../../../../puzzles/top1465.txt"),
        include_str!("../../../../puzzles/norvig-hardest.txt"),
        include_str!("../../../../puzzles/antibrute.txt"),
    ] {
        let doc = format::parse("test", text, None).expect("a bundled file");
        // The first dozen of each: the whole set takes minutes in a debug build.
        for grid in doc.puzzles.iter().filter_map(|p| p.as_classic()).take(12) {
            match check(grid, 1_500) {
                Ok(n) => records += n,
                Err(why) => panic!("{why}"),
            }
        }
    }
    assert!(records > 2_000, "{records} records");
}
