//! Singles: a cell that must take a digit. Full House (the last empty cell of a unit), Hidden
//! Single (the only place left for a digit in a unit) and Naked Single (the only digit left in a
//! cell).
//!
//! `find` reports every instance in reading order of the cells. The solving loop does not use
//! that order: it replays HoDoKu's singles queues (see `logic::queue`) and builds its
//! deductions with the constructors below, so both paths explain a single the same way.

use crate::cell::{Cell, Digit, Unit};
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    for cell in grid.empty_cells().iter() {
        let found = match technique {
            Technique::FullHouse => full_house_digit(grid, cell).map(|d| full_house(grid, cell, d)),
            Technique::NakedSingle => grid
                .candidates(cell)
                .only()
                .map(|d| naked_single(grid, cell, d)),
            Technique::HiddenSingle => grid
                .candidates(cell)
                .iter()
                .find(|&d| hidden_unit(grid, cell, d).is_some())
                .map(|d| hidden_single(grid, cell, d)),
            _ => None,
        };
        if let Some(deduction) = found {
            out.push(deduction);
            if settings.first_only {
                return;
            }
        }
    }
}

/// The digit of `cell` if it is the only empty cell of one of its units.
fn full_house_digit(grid: &Candidates, cell: Cell) -> Option<Digit> {
    let digit = grid.candidates(cell).only()?;
    cell.units()
        .iter()
        .any(|&u| grid.empty_in(u).len() == 1)
        .then_some(digit)
}

/// The unit in which `digit` has no other place than `cell`, preferring the box (the unit
/// players scan first), then the row, then the column.
pub(crate) fn hidden_unit(grid: &Candidates, cell: Cell, digit: Digit) -> Option<Unit> {
    let [row, col, bx] = cell.units();
    [bx, row, col]
        .into_iter()
        .find(|&u| grid.has(cell, digit) && grid.count_in(digit, u) == 1)
}

/// The unit of `cell` that has no other empty cell.
fn full_unit(grid: &Candidates, cell: Cell) -> Unit {
    let [row, col, bx] = cell.units();
    [bx, row, col]
        .into_iter()
        .find(|&u| grid.empty_in(u).len() == 1)
        .unwrap_or(row)
}

fn placement(
    technique: Technique,
    cell: Cell,
    digit: Digit,
    evidence: Evidence,
    plain: &str,
) -> Deduction {
    Deduction {
        technique,
        placements: vec![(cell, digit)],
        eliminations: Vec::new(),
        evidence,
        explanation: format!("{technique}: {cell}={digit}. {plain}"),
    }
}

pub(crate) fn full_house(grid: &Candidates, cell: Cell, digit: Digit) -> Deduction {
    let unit = full_unit(grid, cell);
    let evidence = Evidence {
        cells: unit.cell_set(),
        candidates: vec![(cell, digit)],
        base_units: vec![unit],
        ..Evidence::default()
    };
    let plain = format!(
        "{cell} is the last empty cell in {unit}, and {digit} is the one digit {unit} still lacks."
    );
    placement(Technique::FullHouse, cell, digit, evidence, &plain)
}

pub(crate) fn naked_single(_grid: &Candidates, cell: Cell, digit: Digit) -> Deduction {
    let evidence = Evidence {
        cells: cell.peers().with(cell),
        candidates: vec![(cell, digit)],
        ..Evidence::default()
    };
    let plain = format!(
        "Every other digit already appears in the row, column or box of {cell}, so only {digit} is left there."
    );
    placement(Technique::NakedSingle, cell, digit, evidence, &plain)
}

pub(crate) fn hidden_single(grid: &Candidates, cell: Cell, digit: Digit) -> Deduction {
    let unit = hidden_unit(grid, cell, digit).unwrap_or(Unit::Box(cell.block() as u8));
    let evidence = Evidence {
        cells: unit.cell_set(),
        candidates: vec![(cell, digit)],
        base_units: vec![unit],
        ..Evidence::default()
    };
    let plain = format!("In {unit}, {digit} can go nowhere else than {cell}.");
    placement(Technique::HiddenSingle, cell, digit, evidence, &plain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::find_all;
    use crate::hint::test_support::{cell, digit, grid_with};

    #[test]
    fn full_house_is_the_last_cell_of_a_row() {
        let grid = grid_with(&[
            (1, 1, 1),
            (1, 2, 2),
            (1, 3, 3),
            (1, 4, 4),
            (1, 5, 5),
            (1, 6, 6),
            (1, 7, 7),
            (1, 8, 8),
        ]);
        let found = find_all(Technique::FullHouse, &grid);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].placements, vec![(cell(1, 9), digit(9))]);
        assert!(found[0].explanation.starts_with("Full House: r1c9=9."));
    }

    #[test]
    fn naked_single_has_one_candidate_left() {
        // r5c5 sees 1..4 in its row, 5..7 in its column and 8 in its box: only 9 is left.
        let grid = grid_with(&[
            (5, 1, 1),
            (5, 2, 2),
            (5, 3, 3),
            (5, 4, 4),
            (1, 5, 5),
            (2, 5, 6),
            (3, 5, 7),
            (4, 4, 8),
        ]);
        let found = find_all(Technique::NakedSingle, &grid);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].placements, vec![(cell(5, 5), digit(9))]);
    }

    #[test]
    fn hidden_single_is_the_only_place_in_a_box() {
        // 1s in rows 1 and 2 and columns 4 and 5 leave r3c6 as the only place for 1 in box 2.
        let grid = grid_with(&[(1, 1, 1), (2, 7, 1), (5, 4, 1), (6, 5, 1)]);
        let found = find_all(Technique::HiddenSingle, &grid);
        let hit = found
            .iter()
            .find(|d| d.placements == vec![(cell(3, 6), digit(1))])
            .expect("hidden single in box 2");
        assert_eq!(hit.evidence.base_units, vec![Unit::Box(1)]);
        assert!(
            hit.explanation
                .contains("In box 2, 1 can go nowhere else than r3c6.")
        );
        assert!(find_all(Technique::NakedSingle, &grid).is_empty());
    }
}
