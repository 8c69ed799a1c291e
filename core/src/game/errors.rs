//! Why a puzzle cannot be played, and why an edit was refused.

use thiserror::Error;

use crate::cell::{Cell, Digit};
use crate::solver::SolveError;

/// Why a puzzle cannot be played.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum GameError {
    #[error("the givens clash: {0}")]
    Clash(#[from] SolveError),
    #[error("the puzzle has no solution")]
    NoSolution,
}

/// Why an edit was refused; the UI shows the message as is.
#[derive(Debug, Error, PartialEq, Eq, Clone, Copy)]
pub enum EditError {
    #[error("{0} is a given: it is part of the puzzle and cannot be changed")]
    Given(Cell),
    #[error("{0} holds a digit: erase it before taking notes")]
    Filled(Cell),
    #[error("a Sudominoku is filled with dominoes: two digits and a direction place one")]
    DominoesOnly,
    #[error("{0} is on a domino: 0 lifts it first")]
    Covered(Cell),
    #[error("a domino holds two different digits, not {0} twice")]
    SameDigits(Digit),
    #[error("{0} and {1} are not side by side")]
    NotAdjacent(Cell, Cell),
    #[error("dominoes belong to Sudominoku; this is a classic Sudoku")]
    NotSudominoku,
}
