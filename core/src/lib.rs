//! stepdoku's core: the board, puzzle formats, the step-by-step solver, hints, the generator,
//! the game and (feature `store`) its SQLite store. This crate has no terminal dependency at all;
//! the `stepdoku` binary crate draws on top of it.

pub mod board;
pub mod cell;
pub mod domino;
pub mod format;
pub mod game;
pub mod generate;
pub mod grid;
pub mod hint;
pub mod solver;
#[cfg(feature = "store")]
pub mod store;
pub mod teaching;
pub mod text;

#[cfg(test)]
pub(crate) mod test_cells;
#[cfg(test)]
pub(crate) mod test_puzzles;
#[cfg(test)]
pub(crate) mod test_scale;

pub use board::{Board, Conflict};
pub use cell::{BadCellName, Cell, CellMap, CellSet, Digit, DigitMap, DigitSet, Unit};
pub use grid::Grid;
