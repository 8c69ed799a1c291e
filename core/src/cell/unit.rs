//! [`Unit`]: the 27 rows, columns and boxes, with their cells from the compile-time tables.

use std::fmt;

use super::tables::{UNIT_CELLS, UNIT_SETS};
use super::{Cell, CellSet};

/// A row, column or box; the index inside each kind is 0-based.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Unit {
    Row(u8),
    Col(u8),
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl DoubleEndedIterator<Item = Unit> + ExactSizeIterator {
        (0..27u8).map(Unit::from_index)
    }

    /// 0..27: rows 0..9, columns 9..18, boxes 18..27.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(i) => i as usize,
            Unit::Col(i) => 9 + i as usize,
            Unit::Box(i) => 18 + i as usize,
        }
    }

    /// The unit numbered `index` as [`Unit::index`] numbers them (rows 0..9, columns 9..18,
    /// boxes 18..27). For indices the crate computed itself: a bad one is a bug, caught in
    /// debug builds.
    #[must_use]
    pub(crate) const fn from_index(index: u8) -> Unit {
        debug_assert!(index < 27);
        match index {
            0..=8 => Unit::Row(index),
            9..=17 => Unit::Col(index - 9),
            _ => Unit::Box(index - 18),
        }
    }

    /// The unit's nine cells, in reading order.
    #[must_use]
    pub fn cells(self) -> [Cell; 9] {
        UNIT_CELLS[self.index()]
    }

    #[must_use]
    pub fn cell_set(self) -> CellSet {
        UNIT_SETS[self.index()]
    }
}

/// `row 3`, `column 4`, `box 5` (1-based), as in a hint sentence.
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Col(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}
