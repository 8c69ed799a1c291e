//! A grid with pencil marks: placed digits plus, for each empty cell, the digits still
//! possible there. Techniques read it; applying a deduction writes it.

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::grid::Grid;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    values: Grid,
    /// Empty for filled cells.
    cands: [DigitSet; 81],
}

impl Candidates {
    /// Plain candidates: every digit not already placed in the cell's row, column or box.
    #[must_use]
    pub fn from_grid(grid: &Grid) -> Self {
        let mut out = Self {
            values: *grid,
            cands: [DigitSet::ALL; 81],
        };
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                out.cands[cell.index()] = DigitSet::EMPTY;
                for peer in cell.peers().iter() {
                    out.cands[peer.index()].remove(d);
                }
            }
        }
        out
    }

    #[must_use]
    pub fn values(&self) -> &Grid {
        &self.values
    }

    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell)
    }

    /// The cell's candidates (empty for a filled cell).
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.cands[cell.index()]
    }

    #[must_use]
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.cands[cell.index()].contains(digit)
    }

    /// Remove one candidate; returns whether it was there.
    pub fn remove(&mut self, cell: Cell, digit: Digit) -> bool {
        let had = self.has(cell, digit);
        self.cands[cell.index()].remove(digit);
        had
    }

    /// Replace a cell's candidates (used when the player's notes are the candidates).
    pub fn set_candidates(&mut self, cell: Cell, set: DigitSet) {
        if self.values.get(cell).is_none() {
            self.cands[cell.index()] = set;
        }
    }

    /// Place a digit and remove it from the candidates of every peer.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.values.set(cell, Some(digit));
        self.cands[cell.index()] = DigitSet::EMPTY;
        for peer in cell.peers().iter() {
            self.cands[peer.index()].remove(digit);
        }
    }

    /// Cells where `digit` is still a candidate.
    #[must_use]
    pub fn positions(&self, digit: Digit) -> CellSet {
        Cell::all().filter(|&c| self.has(c, digit)).collect()
    }

    /// Cells of `unit` where `digit` is still a candidate.
    #[must_use]
    pub fn positions_in(&self, digit: Digit, unit: Unit) -> CellSet {
        self.positions(digit).intersection(unit.cell_set())
    }

    /// Empty cells.
    #[must_use]
    pub fn empty_cells(&self) -> CellSet {
        Cell::all().filter(|&c| self.get(c).is_none()).collect()
    }
}
