//! A Sudominoku domino being laid from the keyboard: its first half is down, its direction
//! and second digit still to come (the keys are in `update/domino.rs`).

use stepdoku_core::{Cell, Digit};

use super::action::Direction;

/// A domino being laid: its first half on `cell`, the rest still to come.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pending {
    pub cell: Cell,
    pub first: Digit,
    pub toward: Option<Direction>,
    pub second: Option<Digit>,
}

impl Pending {
    /// The cell the other half goes to, once a direction is chosen.
    #[must_use]
    pub fn other(self) -> Option<Cell> {
        neighbour(self.cell, self.toward?)
    }

    /// What to do next, for the panel.
    #[must_use]
    pub fn prompt(self) -> String {
        let here = format!("{} in {}", self.first, self.cell);
        match (self.other(), self.second) {
            (None, None) => format!("{here}: an arrow and a digit for the other half"),
            (None, Some(d)) => format!("{here}, {d}: an arrow says where {d} goes"),
            (Some(other), _) => format!("{here}: the digit for {other}"),
        }
    }
}

/// The cell one step `toward`, if it is on the board (no wrapping: a domino cannot wrap).
#[must_use]
pub fn neighbour(cell: Cell, toward: Direction) -> Option<Cell> {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match toward {
        Direction::Up => (row.checked_sub(1)?, col),
        Direction::Down => (row + 1, col),
        Direction::Left => (row, col.checked_sub(1)?),
        Direction::Right => (row, col + 1),
    };
    Cell::at(row, col)
}

/// The directions a domino can take from a cell, in the order the arrow is chosen for the
/// player when only one is free.
pub const DIRECTIONS: [Direction; 4] = [
    Direction::Right,
    Direction::Down,
    Direction::Left,
    Direction::Up,
];
