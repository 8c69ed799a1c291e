//! Which digits each row, column and box already holds, as nine bits per unit: the
//! bookkeeping of the searches that scan for a cell and try digits in it (the solver's
//! row-major, blanks and mrv strategies, and the Sudominoku search). A placement sets three
//! bits, taking it back clears them: no undo log.

use super::{Cell, Digit, DigitSet};

/// Digits used per row, column and box (bit `d - 1`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct UnitMasks {
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

impl UnitMasks {
    /// Digits that fit `cell`: none of its row, column or box holds them (the cell's own
    /// digit, if any, counts as used).
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
