//! [`Machine`]: the explicit stack, its phases, and one event per step.

mod propagating;
mod scanning;

use super::bands::{Bands, DeadEnd, Queue, Snapshot};
use super::scan::UnitMasks;
use super::{Cause, Counters, Event, Frame, Options, SolveError};
use crate::board::Board;
use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;

/// What the next step does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Pick the next cell and guess its first digit (or report a solution).
    Descend,
    /// Hand out the next queued forced placement.
    Deliver,
    /// Report the dead end that propagation found once the queue is handed out.
    Dead(DeadEnd),
    /// Move the top guess to its next digit, or pop it.
    Advance,
    Finished,
}

/// The search, paused between two events. Cloning is cheap (about 1 KB plus the stack), so a
/// visualiser can keep checkpoints and replay from them: the machine is deterministic.
#[derive(Clone, Debug)]
pub struct Machine {
    options: Options,
    givens: Grid,
    /// The grid as the events so far describe it.
    values: [u8; 81],
    masks: UnitMasks,
    /// Blank cells of the start, in reading order (seed 000/003's list).
    blanks: Vec<Cell>,
    stack: Vec<Frame>,
    /// Which engine runs: the propagating one (bands) or the seeds' (unit masks).
    propagating: bool,
    /// Propagating engine: its state, ahead of the delivered events by the queued placements.
    bands: Bands,
    /// Propagating engine: the state before each guess frame's digit, one per guess frame.
    saves: Vec<Snapshot>,
    /// Placements of the last propagation, and how many of them were handed out.
    queue: Queue,
    delivered: usize,
    /// What follows the queued placements.
    after: Phase,
    phase: Phase,
    last: Event,
    counters: Counters,
    tries_per_cell: [u32; 81],
    first_solution: Option<Grid>,
}

impl Machine {
    /// A machine at step 0 on `givens`. Clashing givens are an error: the search would
    /// otherwise report "no solution" without saying why.
    pub fn new(givens: &Grid, options: Options) -> Result<Self, SolveError> {
        let propagating = options.strategy.propagates() || options.lexicographic;
        let mut machine = Self {
            options,
            givens: *givens,
            values: [0; 81],
            masks: UnitMasks::default(),
            blanks: Vec::new(),
            stack: Vec::with_capacity(81),
            propagating,
            bands: Bands::default(),
            saves: Vec::new(),
            queue: Queue::default(),
            delivered: 0,
            after: Phase::Descend,
            phase: Phase::Descend,
            last: Event::Exhausted,
            counters: Counters::default(),
            tries_per_cell: [0; 81],
            first_solution: None,
        };
        for cell in Cell::all() {
            match givens.get(cell) {
                None if !propagating => machine.blanks.push(cell),
                None => {}
                Some(digit) => {
                    if !machine.masks.free(cell).contains(digit) {
                        return Err(clash(givens, cell, digit));
                    }
                    machine.values[cell.index()] = digit.get();
                    machine.masks.place(cell, digit);
                    machine.bands.assign(cell, digit);
                }
            }
        }
        if propagating {
            machine.saves.reserve(16);
            let result = machine.bands.propagate(&mut machine.queue);
            machine.queue_phase(result);
        }
        Ok(machine)
    }

    /// A machine that starts from a player's board: givens and entries alike are fixed.
    pub fn from_board(board: &Board, options: Options) -> Result<Self, SolveError> {
        Self::new(board.values(), options)
    }

    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    /// The starting grid.
    #[must_use]
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The grid as the events so far have filled it.
    #[must_use]
    pub fn grid(&self) -> Grid {
        Grid::from_checked_values(self.values)
    }

    /// Digits that no peer of `cell` holds in [`Machine::grid`] (the cell's own digit is not
    /// counted against it): the pencil marks a visualiser may draw.
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let used = cell
            .peers()
            .iter()
            .filter_map(|p| Digit::new(self.values[p.index()]))
            .collect::<DigitSet>();
        used.complement()
    }

    /// Bottom first; the last frame is the top of the stack.
    #[must_use]
    pub fn stack(&self) -> &[Frame] {
        &self.stack
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// How many guesses each cell has received so far (a heatmap of the search).
    #[must_use]
    pub fn tries_per_cell(&self) -> &[u32; 81] {
        &self.tries_per_cell
    }

    /// The event of the most recent step (`Exhausted` before the first).
    #[must_use]
    pub fn last_event(&self) -> Event {
        self.last
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        self.first_solution.as_ref()
    }

    /// Step until finished, or until `max_steps` more steps have been taken. Returns whether
    /// the machine finished. Identical in effect to calling [`Machine::step`] that many times;
    /// queued forced placements are only handed out in bulk.
    pub fn run(&mut self, max_steps: Option<u64>) -> bool {
        let limit = max_steps.map_or(u64::MAX, |n| self.counters.steps.saturating_add(n));
        while self.phase != Phase::Finished && self.counters.steps < limit {
            if self.phase == Phase::Deliver {
                let budget = limit - self.counters.steps;
                self.deliver_many(budget);
            } else {
                self.step();
            }
        }
        self.is_finished()
    }

    /// Advance by exactly one event. Once finished, returns the final event again and counts
    /// nothing.
    pub fn step(&mut self) -> Event {
        let event = match self.phase {
            Phase::Finished => return self.last,
            Phase::Deliver => {
                self.deliver_many(1);
                return self.last;
            }
            Phase::Dead(dead) => self.dead_end(dead),
            Phase::Descend if self.propagating => self.descend_propagating(),
            Phase::Descend => self.descend_scanning(),
            Phase::Advance if self.propagating => self.advance_propagating(),
            Phase::Advance => self.advance_scanning(),
        };
        self.counters.steps += 1;
        self.counters.max_depth = self.counters.max_depth.max(self.stack.len());
        self.last = event;
        event
    }

    // ----- shared -----

    /// Write a digit; the unit masks serve the seeds' engine only (the other keeps bands).
    fn put(&mut self, cell: Cell, digit: Digit) {
        self.values[cell.index()] = digit.get();
        if !self.propagating {
            self.masks.place(cell, digit);
        }
    }

    fn take(&mut self, cell: Cell, digit: Digit) {
        self.values[cell.index()] = 0;
        if !self.propagating {
            self.masks.unplace(cell, digit);
        }
    }

    fn push_guess(&mut self, cell: Cell, digit: Digit, remaining: DigitSet) -> Event {
        self.put(cell, digit);
        self.stack.push(Frame {
            cell,
            digit,
            remaining,
            forced: None,
        });
        self.counted_try(cell, digit, remaining)
    }

    /// Moves the top frame on to its next digit: written, recorded in the frame and counted as
    /// a try; `None` when the frame has no digit left. Both engines retry a guess this way.
    // `always`: with plain `inline`, `solve --strategy mrv` on top1465 took ~7% more user time
    // (0.77 s against 0.71 s, alternating binaries); now equal.
    #[inline(always)]
    fn retry_top(&mut self, top: Frame) -> Option<(Digit, Event)> {
        let digit = top.remaining.first()?;
        let remaining = top.remaining.without(digit);
        self.put(top.cell, digit);
        if let Some(frame) = self.stack.last_mut() {
            frame.digit = digit;
            frame.remaining = remaining;
        }
        Some((digit, self.counted_try(top.cell, digit, remaining)))
    }

    fn counted_try(&mut self, cell: Cell, digit: Digit, remaining: DigitSet) -> Event {
        self.counters.tries += 1;
        self.tries_per_cell[cell.index()] += 1;
        Event::Try {
            cell,
            digit,
            remaining,
        }
    }

    fn solved(&mut self) -> Event {
        self.counters.solutions += 1;
        if self.first_solution.is_none() {
            self.first_solution = Some(self.grid());
        }
        let done = self
            .options
            .max_solutions
            .is_some_and(|max| self.counters.solutions >= max);
        self.phase = if done {
            Phase::Finished
        } else {
            Phase::Advance
        };
        Event::Solved
    }

    fn backtrack(&mut self, cell: Cell, cause: Cause) -> Event {
        self.counters.backtracks += 1;
        self.phase = Phase::Advance;
        Event::Backtrack {
            cell,
            to: self.top_guess().map(|f| f.cell),
            cause,
        }
    }

    fn top_guess(&self) -> Option<&Frame> {
        self.stack.iter().rev().find(|f| f.forced.is_none())
    }

    fn exhausted(&mut self) -> Event {
        self.phase = Phase::Finished;
        Event::Exhausted
    }
}

/// The error for a given `digit` at `cell` that an earlier cell of a shared unit also holds.
fn clash(givens: &Grid, cell: Cell, digit: Digit) -> SolveError {
    let first = givens.earlier_clash(cell, digit).unwrap_or(cell);
    SolveError::Clash {
        first,
        second: cell,
        digit,
    }
}
