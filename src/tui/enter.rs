//! Entering a puzzle from paper: the clues typed on an empty board (or pasted in any format
//! stepdoku reads), and what they allow: no solution, exactly one (with its level), several.

use stepdoku_core::Grid;
use stepdoku_core::hint::Level;

/// What the last key on the entering board left pending for the next one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Typing {
    /// A clue or blank moved the cursor on from this cell: Backspace erases it, as in a line
    /// of text.
    pub advanced_from: Option<stepdoku_core::Cell>,
    /// Esc or `q` was pressed once with clues on the board: the same key again leaves.
    pub leaving: Option<Leave>,
}

/// A key that leaves the entering board, dropping the clues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Esc: back to the menu the board was opened from, or out of `stepdoku enter`.
    Cancel,
    /// `q` (or Ctrl-C): out of stepdoku.
    Quit,
}

/// What the clues typed so far allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Two clues clash.
    Clash,
    NoSolution,
    /// Exactly one solution, and how hard the puzzle is (`None`: being a Sudoku, it is
    /// graded; only an internal failure leaves it unknown).
    Unique(Option<Level>),
    Several,
}

impl Status {
    /// The clues on `grid`, checked: a count of up to two solutions, and a grade if unique.
    #[must_use]
    pub fn of(grid: &Grid, clash: bool) -> Self {
        if clash {
            return Status::Clash;
        }
        match stepdoku_core::solver::count_solutions(grid, 2) {
            0 => Status::NoSolution,
            1 => Status::Unique(stepdoku_core::hint::grade(grid).ok().map(|g| g.level)),
            _ => Status::Several,
        }
    }

    /// The panel's words.
    #[must_use]
    pub fn words(self) -> String {
        match self {
            Status::Clash => "two clues clash: no solution".to_owned(),
            Status::NoSolution => "no solution".to_owned(),
            Status::Unique(Some(level)) => format!("unique, {}", level.name()),
            Status::Unique(None) => "unique".to_owned(),
            Status::Several => "several solutions: add clues".to_owned(),
        }
    }
}
