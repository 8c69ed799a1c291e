//! Unlimited undo and redo. One [`Step`] is one user action, however many cells it touched
//! (placing a digit also clears the cell's notes and, optionally, that digit from the notes of
//! its peers): undo restores all of them at once.

use crate::cell::{Cell, Digit, DigitSet};

/// What a cell shows apart from its given: the player's digit and pencil marks, and in a
/// Sudominoku the other cell of the player's domino covering it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct CellState {
    pub digit: Option<Digit>,
    pub notes: DigitSet,
    pub partner: Option<Cell>,
}

/// One cell before and after an action.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Change {
    pub cell: Cell,
    pub before: CellState,
    pub after: CellState,
}

/// Every cell one user action changed, the cell the player acted on first.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Step {
    pub changes: Vec<Change>,
}

impl Step {
    /// The cell the player acted on, where undo and redo put the cursor back.
    #[must_use]
    pub fn focus(&self) -> Option<Cell> {
        self.changes.first().map(|c| c.cell)
    }
}

/// Done steps (oldest first) and undone steps (most recently undone last).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct History {
    done: Vec<Step>,
    undone: Vec<Step>,
}

impl History {
    #[must_use]
    pub fn from_parts(done: Vec<Step>, undone: Vec<Step>) -> Self {
        Self { done, undone }
    }

    /// Record a new action; it makes the undone branch unreachable, as in every editor.
    pub fn record(&mut self, step: Step) {
        if !step.changes.is_empty() {
            self.done.push(step);
            self.undone.clear();
        }
    }

    /// The step to revert, moved to the redo side.
    pub fn undo(&mut self) -> Option<&Step> {
        let step = self.done.pop()?;
        self.undone.push(step);
        self.undone.last()
    }

    /// The step to re-apply, moved back to the undo side.
    pub fn redo(&mut self) -> Option<&Step> {
        let step = self.undone.pop()?;
        self.done.push(step);
        self.done.last()
    }

    #[must_use]
    pub fn done(&self) -> &[Step] {
        &self.done
    }

    #[must_use]
    pub fn undone(&self) -> &[Step] {
        &self.undone
    }
}
