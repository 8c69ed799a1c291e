//! The seeds' engine (row-major, blanks, mrv): unit masks, a placement undone by clearing its
//! bits, one guess or backtrack per step.

use super::{Machine, Phase};
use crate::cell::Cell;
use crate::solver::scan;
use crate::solver::{Cause, Event, Strategy};

impl Machine {
    pub(super) fn next_cell_scanning(&self) -> Option<Cell> {
        match self.options.strategy {
            Strategy::RowMajor => {
                let from = self.stack.last().map_or(0, |f| f.cell.index() + 1);
                scan::row_major(&self.values, from)
            }
            Strategy::Blanks => self.blanks.get(self.stack.len()).copied(),
            Strategy::Mrv | Strategy::Propagate => {
                scan::fewest(&self.values, &self.blanks, &self.masks)
            }
        }
    }

    pub(super) fn descend_scanning(&mut self) -> Event {
        let Some(cell) = self.next_cell_scanning() else {
            return self.solved();
        };
        let candidates = self.masks.free(cell);
        match candidates.first() {
            None => self.backtrack(cell, Cause::Empty),
            Some(digit) => {
                self.phase = Phase::Descend;
                self.push_guess(cell, digit, candidates.without(digit))
            }
        }
    }

    pub(super) fn advance_scanning(&mut self) -> Event {
        let Some(top) = self.stack.last().copied() else {
            return self.exhausted();
        };
        self.take(top.cell, top.digit);
        match self.retry_top(top) {
            Some((_, event)) => {
                self.phase = Phase::Descend;
                event
            }
            None => {
                self.stack.pop();
                self.backtrack(top.cell, Cause::Exhausted)
            }
        }
    }
}
