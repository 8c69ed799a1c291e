//! The seeds' bookkeeping: which digits each row, column and box already holds, and the
//! three ways they pick the next cell (reading order, a list of blanks, fewest candidates).

use crate::cell::{Cell, Digit, DigitSet};

/// Digits used per row, column and box (bit `d - 1`), for the grid as delivered so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct UnitMasks {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl UnitMasks {
    /// Digits that fit `cell` (the cell's own digit, if any, counts as used).
    #[inline]
    pub fn free(&self, cell: Cell) -> DigitSet {
        DigitSet::from_bits(
            !(self.rows[cell.row()] | self.cols[cell.col()] | self.boxes[cell.block()]),
        )
    }

    #[inline]
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.rows[cell.row()] |= digit.bit();
        self.cols[cell.col()] |= digit.bit();
        self.boxes[cell.block()] |= digit.bit();
    }

    #[inline]
    pub fn unplace(&mut self, cell: Cell, digit: Digit) {
        self.rows[cell.row()] &= !digit.bit();
        self.cols[cell.col()] &= !digit.bit();
        self.boxes[cell.block()] &= !digit.bit();
    }
}

/// Seed 001: the first empty cell at or after `from`, scanning the whole grid in reading order.
#[inline]
pub(crate) fn row_major(values: &[u8; 81], from: usize) -> Option<Cell> {
    (from..81).find(|&i| values[i] == 0).map(Cell::from_index)
}

/// Seed 002: the empty cell of `blanks` with the fewest fitting digits (the first such in
/// reading order), stopping early at a cell with one or none.
pub(crate) fn fewest(values: &[u8; 81], blanks: &[Cell], masks: &UnitMasks) -> Option<Cell> {
    let mut best: Option<(usize, Cell)> = None;
    for &cell in blanks {
        if values[cell.index()] != 0 {
            continue;
        }
        let n = masks.free(cell).len();
        if best.is_none_or(|(b, _)| n < b) {
            best = Some((n, cell));
            if n <= 1 {
                break;
            }
        }
    }
    best.map(|(_, cell)| cell)
}
