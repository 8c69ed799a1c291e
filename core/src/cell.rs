//! Small checked types every other module speaks: digits, cells, units and bit sets of them.
//!
//! Digits and cells are validated once, at construction, so the rest of the crate can index
//! arrays with them without re-checking bounds.
//!
//! One file per type: [`Digit`] (`cell/digit.rs`), [`Unit`] (`cell/unit.rs`), the bit sets
//! [`DigitSet`] and [`CellSet`] (`cell/sets.rs`), the per-cell and per-digit arrays
//! [`CellMap`] and [`DigitMap`] (`cell/map.rs`) and the unit and peer tables built at compile
//! time (`cell/tables.rs`); [`Cell`] and the one reader of its name (`r4c7`) are here.
//! Everything is reached as `stepdoku_core::cell::*`.

mod digit;
mod map;
mod sets;
mod tables;
mod unit;
mod unit_masks;

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

pub use digit::Digit;
pub use map::{CellMap, DigitMap};
pub(crate) use sets::popcount9;
pub(crate) use sets::set_operators;
pub use sets::{CellSet, DigitSet};
pub use unit::Unit;
pub(crate) use unit_masks::UnitMasks;

use tables::PEERS;

/// One of the 81 cells, numbered 0..81 in reading order (row-major).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(pub(super) u8);

impl Cell {
    /// `Some` for 0..81.
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < 81 {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// The cell at a 0-based row and column, both 0..9.
    #[must_use]
    pub const fn at(row: usize, col: usize) -> Option<Self> {
        if row < 9 && col < 9 {
            Some(Self((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// For indices the crate computed itself (loops over 0..81, bit positions of a [`CellSet`]).
    #[must_use]
    pub(crate) const fn from_index(index: usize) -> Self {
        debug_assert!(index < 81);
        Self(index as u8)
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based row.
    #[must_use]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// 0-based column.
    #[must_use]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// 0-based box, numbered in reading order.
    #[must_use]
    pub const fn block(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }

    /// The three units the cell belongs to: its row, column and box.
    #[must_use]
    pub const fn units(self) -> [Unit; 3] {
        [
            Unit::Row(self.row() as u8),
            Unit::Col(self.col() as u8),
            Unit::Box(self.block() as u8),
        ]
    }

    /// The 20 other cells that share a unit with this one.
    #[must_use]
    pub fn peers(self) -> CellSet {
        PEERS[self]
    }

    /// Do the two (different) cells share a unit?
    #[must_use]
    pub fn sees(self, other: Cell) -> bool {
        self != other && self.peers().contains(other)
    }

    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator {
        (0..81u8).map(Cell)
    }
}

/// `r4c7`, 1-based: the notation HoDoKu and most Sudoku literature use.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A cell name that is not `r`, a row, `c`, a column.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
#[error("expected a cell name like r4c7 (r, row 1 to 9, c, column 1 to 9), found {found:?}")]
pub struct BadCellName {
    pub found: String,
}

/// `r4c7` back into the cell, as [`Cell`]'s `Display` writes it; `R4C7` too, since people
/// type either case. Exactly one digit each: `r04c7` or `r4c7 ` names no cell.
impl FromStr for Cell {
    type Err = BadCellName;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        let bad = || BadCellName {
            found: name.to_owned(),
        };
        let place = |b: u8| match b {
            b'1'..=b'9' => Some(usize::from(b - b'1')),
            _ => None,
        };
        match *name.as_bytes() {
            [b'r' | b'R', row, b'c' | b'C', col] => {
                Cell::at(place(row).ok_or_else(bad)?, place(col).ok_or_else(bad)?).ok_or_else(bad)
            }
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests;
