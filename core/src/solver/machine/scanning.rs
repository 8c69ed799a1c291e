//! The scanning engine, the searches learners meet first: pick a cell, try its digits 1→9,
//! back up when none is left. Unit masks say which digits fit; a placement sets three bits and
//! taking it back clears them. One guess or backtrack per step.
//!
//! The strategies differ only in the cell they pick:
//! - row-major: the first empty cell in reading order, scanning all 81 cells;
//! - blanks: the next cell of a list of the blanks collected once at the start;
//! - mrv: the empty cell with the fewest fitting digits (the first such in reading order).

use super::{Core, Phase};
use crate::cell::{Cell, UnitMasks};
use crate::grid::Grid;
use crate::solver::{Cause, Event, Strategy};

#[derive(Clone, Debug)]
pub(super) struct Scanning {
    masks: UnitMasks,
    /// Blank cells of the start, in reading order.
    blanks: Vec<Cell>,
}

impl Scanning {
    /// The engine on `givens`, whose digits `masks` already hold.
    pub(super) fn start(givens: &Grid, masks: UnitMasks) -> Self {
        let blanks = Cell::all().filter(|&c| givens.get(c).is_none()).collect();
        Self { masks, blanks }
    }

    pub(super) fn step(&mut self, core: &mut Core, phase: Phase) -> Event {
        match phase {
            Phase::Descend => self.descend(core),
            _ => self.advance(core),
        }
    }

    fn next_cell(&self, core: &Core) -> Option<Cell> {
        match core.options.strategy {
            Strategy::RowMajor => {
                let from = core.stack.last().map_or(0, |f| f.cell.index() + 1);
                (from..81)
                    .find(|&i| core.values.as_array()[i] == 0)
                    .map(Cell::from_index)
            }
            Strategy::Blanks => self.blanks.get(core.stack.len()).copied(),
            Strategy::Mrv | Strategy::Propagate => self.fewest(core),
        }
    }

    /// The empty cell of the blanks with the fewest fitting digits (the first such in reading
    /// order), stopping early at a cell with one or none.
    fn fewest(&self, core: &Core) -> Option<Cell> {
        let mut best: Option<(usize, Cell)> = None;
        for &cell in &self.blanks {
            if core.values[cell] != 0 {
                continue;
            }
            let n = self.masks.free(cell).len();
            if best.is_none_or(|(b, _)| n < b) {
                best = Some((n, cell));
                if n <= 1 {
                    break;
                }
            }
        }
        best.map(|(_, cell)| cell)
    }

    fn descend(&mut self, core: &mut Core) -> Event {
        let Some(cell) = self.next_cell(core) else {
            return core.solved();
        };
        let candidates = self.masks.free(cell);
        match candidates.first() {
            None => core.backtrack(cell, Cause::Empty),
            Some(digit) => {
                core.phase = Phase::Descend;
                self.masks.place(cell, digit);
                core.push_guess(cell, digit, candidates.without(digit))
            }
        }
    }

    fn advance(&mut self, core: &mut Core) -> Event {
        let Some(top) = core.stack.last().copied() else {
            return core.exhausted();
        };
        core.values[top.cell] = 0;
        self.masks.unplace(top.cell, top.digit);
        match core.retry_top(top) {
            Some((digit, event)) => {
                self.masks.place(top.cell, digit);
                core.phase = Phase::Descend;
                event
            }
            None => {
                core.stack.pop();
                core.backtrack(top.cell, Cause::Exhausted)
            }
        }
    }
}
