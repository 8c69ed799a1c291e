//! Bivalue Universal Grave + 1: every empty cell holds two candidates except one cell with
//! three, and every candidate appears exactly twice in each of its units except one digit of
//! that cell, three times in its row, column and box. Such a "grave" without the extra digit
//! would have no solution or two, so the cell must take the extra digit.

use crate::cell::{Cell, Digit, DigitSet, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Technique};

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    // HoDoKu only meets this after the singles are gone; on any other grid a naked single
    // (one candidate) or a hidden single (a digit once in a unit) breaks the grave's logic, so
    // both are checked here rather than assumed.
    let mut three = None;
    for cell in grid.empty_cells().iter() {
        match grid.candidates(cell).len() {
            2 => {}
            3 if three.is_none() => three = Some(cell),
            _ => return,
        }
    }
    let Some(cell) = three else { return };
    // The digit appearing three times, and in which units (one row, one column, one box).
    let mut extra: Option<Digit> = None;
    let mut units: [Option<Unit>; 3] = [None; 3];
    for unit in Unit::all() {
        for digit in Digit::all() {
            match grid.positions_in(digit, unit).len() {
                0 | 2 => {}
                3 => {
                    let kind = unit.index() / 9;
                    if units[kind].is_some() || extra.is_some_and(|e| e != digit) {
                        return;
                    }
                    extra = Some(digit);
                    units[kind] = Some(unit);
                }
                _ => return,
            }
        }
    }
    let Some(extra) = extra else { return };
    if !grid.has(cell, extra) || units != cell.units().map(Some) {
        return;
    }
    let eliminations: Vec<(Cell, Digit)> = (grid.candidates(cell) - DigitSet::single(extra))
        .iter()
        .map(|d| (cell, d))
        .collect();
    let explanation = format!(
        "{} => {}. Every other empty cell has two candidates, and each candidate appears \
         twice in every unit except {extra} in {cell}. Without {extra} there the grid would be a \
         'deadly' grave with no solution or two, so {cell} is {extra}.",
        Technique::BugPlusOne,
        notation::eliminations(&eliminations),
    );
    out.push(Deduction {
        technique: Technique::BugPlusOne,
        placements: Vec::new(),
        eliminations,
        evidence: Evidence {
            cells: [cell].into_iter().collect(),
            candidates: vec![(cell, extra)],
            base_units: cell.units().to_vec(),
            ..Evidence::default()
        },
        explanation,
    });
}
