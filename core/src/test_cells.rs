//! The unit tests' shorthands for cells and digits, one copy for the whole core: rows and
//! columns counted from 1, as the hint texts and the player write them (`cell(4, 7)` is r4c7).

use crate::cell::{Cell, Digit};

/// Row and column 1..=9.
pub fn cell(row: usize, col: usize) -> Cell {
    Cell::at(row - 1, col - 1).expect("row and column 1..=9")
}

/// A digit 1..=9.
pub fn digit(d: u8) -> Digit {
    Digit::new(d).expect("a digit 1..=9")
}
