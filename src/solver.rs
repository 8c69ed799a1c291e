//! The backtracking solver as an explicit-stack state machine.
//!
//! Every call to [`Machine::step`] advances the search by exactly one [`Event`], so the same
//! machine serves the headless `solve` command (a tight loop over `step`), the visualiser
//! (one frame per event, stepping back by replaying from checkpoints) and the generator
//! (counting solutions up to two).

use thiserror::Error;

use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;

/// Which empty cell the search fills next, and how much it deduces before guessing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Strategy {
    /// Scan all 81 cells in reading order, digits 1→9 (the seeds' first algorithm).
    RowMajor,
    /// Walk a list of the blanks collected once at the start.
    Blanks,
    /// Fill the cell with the fewest candidates first, on candidate bitmasks.
    Mrv,
    /// Place naked and hidden singles before every guess; the headless default.
    #[default]
    Propagate,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::RowMajor,
        Strategy::Blanks,
        Strategy::Mrv,
        Strategy::Propagate,
    ];

    /// The name used on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RowMajor => "row-major",
            Strategy::Blanks => "blanks",
            Strategy::Mrv => "mrv",
            Strategy::Propagate => "propagate",
        }
    }
}

/// How the search is run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    pub strategy: Strategy,
    /// Stop after this many solutions; `None` enumerates all of them.
    pub max_solutions: Option<u64>,
    /// Branch on the first empty cell in reading order, digits ascending, so that the first
    /// solution found is the lexicographically smallest (BOJ 2239). Propagation still prunes.
    pub lexicographic: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            strategy: Strategy::default(),
            max_solutions: Some(1),
            lexicographic: false,
        }
    }
}

/// What one step did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// `digit` was written in `cell`; `remaining` are the digits still to try there afterwards.
    Try {
        cell: Cell,
        digit: Digit,
        remaining: DigitSet,
    },
    /// `digit` was written in `cell` because it was the only possibility (propagation).
    Forced { cell: Cell, digit: Digit },
    /// Nothing (more) fits in `cell`; the search returns to the frame of `to` (`None`: the root).
    Backtrack { cell: Cell, to: Option<Cell> },
    /// The grid is full: a solution.
    Solved,
    /// Every branch has been searched; no more solutions.
    Exhausted,
}

/// One level of the explicit stack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Frame {
    pub cell: Cell,
    pub digit: Digit,
    /// Digits not yet tried in this cell.
    pub remaining: DigitSet,
    /// Placed by propagation, not guessed.
    pub forced: bool,
}

/// Counters kept by the machine, so every front end reports the same figures.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counters {
    pub steps: u64,
    pub tries: u64,
    pub forced: u64,
    pub backtracks: u64,
    pub solutions: u64,
    pub max_depth: usize,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum SolveError {
    #[error("{first} and {second} both hold {digit}")]
    Clash {
        first: Cell,
        second: Cell,
        digit: Digit,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Pick the next cell and fill it.
    Descend,
    /// Move the top frame to its next digit, or pop it.
    Advance,
    Finished,
}

#[derive(Clone, Debug)]
pub struct Machine {
    options: Options,
    givens: Grid,
    values: [u8; 81],
    /// Digits used per row, column and box (bit `d - 1`).
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    blanks: Vec<Cell>,
    stack: Vec<Frame>,
    phase: Phase,
    last: Event,
    counters: Counters,
    first_solution: Option<Grid>,
}

impl Machine {
    /// A machine at step 0 on `givens`. Clashing givens are an error: the search would
    /// otherwise report "no solution" without saying why.
    pub fn new(givens: &Grid, options: Options) -> Result<Self, SolveError> {
        let mut machine = Self {
            options,
            givens: *givens,
            values: [0; 81],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            blanks: Vec::new(),
            stack: Vec::with_capacity(81),
            phase: Phase::Descend,
            last: Event::Exhausted,
            counters: Counters::default(),
            first_solution: None,
        };
        for cell in Cell::all() {
            match givens.get(cell) {
                None => machine.blanks.push(cell),
                Some(digit) => {
                    if machine.free(cell) & digit.bit() == 0 {
                        let first = Cell::all()
                            .find(|&c| c != cell && c.sees(cell) && givens.get(c) == Some(digit))
                            .unwrap_or(cell);
                        return Err(SolveError::Clash {
                            first,
                            second: cell,
                            digit,
                        });
                    }
                    machine.place(cell, digit);
                }
            }
        }
        Ok(machine)
    }

    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    #[must_use]
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The grid as the search has it now.
    #[must_use]
    pub fn grid(&self) -> Grid {
        Grid::from_values(self.values).unwrap_or_default()
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
    /// the machine finished.
    pub fn run(&mut self, max_steps: Option<u64>) -> bool {
        let limit = max_steps.map_or(u64::MAX, |n| self.counters.steps.saturating_add(n));
        while self.phase != Phase::Finished && self.counters.steps < limit {
            self.step();
        }
        self.is_finished()
    }

    /// Advance by exactly one event. Once finished, returns the final event again and counts
    /// nothing.
    pub fn step(&mut self) -> Event {
        let event = match self.phase {
            Phase::Finished => return self.last,
            Phase::Descend => self.descend(),
            Phase::Advance => self.advance(),
        };
        self.counters.steps += 1;
        self.counters.max_depth = self.counters.max_depth.max(self.stack.len());
        self.last = event;
        event
    }

    fn descend(&mut self) -> Event {
        let Some((cell, candidates)) = self.next_cell() else {
            self.counters.solutions += 1;
            if self.first_solution.is_none() {
                self.first_solution = Some(self.grid());
            }
            self.phase = if self
                .options
                .max_solutions
                .is_some_and(|max| self.counters.solutions >= max)
            {
                Phase::Finished
            } else {
                Phase::Advance
            };
            return Event::Solved;
        };
        let Some(digit) = candidates.first() else {
            self.phase = Phase::Advance;
            self.counters.backtracks += 1;
            return Event::Backtrack {
                cell,
                to: self.stack.last().map(|f| f.cell),
            };
        };
        let remaining = candidates.without(digit);
        let forced = self.options.strategy == Strategy::Propagate && remaining.is_empty();
        self.place(cell, digit);
        self.stack.push(Frame {
            cell,
            digit,
            remaining,
            forced,
        });
        if forced {
            self.counters.forced += 1;
            Event::Forced { cell, digit }
        } else {
            self.counters.tries += 1;
            Event::Try {
                cell,
                digit,
                remaining,
            }
        }
    }

    fn advance(&mut self) -> Event {
        let Some(top) = self.stack.last_mut() else {
            self.phase = Phase::Finished;
            return Event::Exhausted;
        };
        let cell = top.cell;
        let old = top.digit;
        if let Some(digit) = top.remaining.first() {
            let remaining = top.remaining.without(digit);
            top.digit = digit;
            top.remaining = remaining;
            self.unplace(cell, old);
            self.place(cell, digit);
            self.phase = Phase::Descend;
            self.counters.tries += 1;
            Event::Try {
                cell,
                digit,
                remaining,
            }
        } else {
            self.stack.pop();
            self.unplace(cell, old);
            self.counters.backtracks += 1;
            Event::Backtrack {
                cell,
                to: self.stack.last().map(|f| f.cell),
            }
        }
    }

    /// The next cell to fill and its candidates, or `None` when the grid is full.
    fn next_cell(&self) -> Option<(Cell, DigitSet)> {
        let in_order = self.options.lexicographic
            || matches!(self.options.strategy, Strategy::RowMajor | Strategy::Blanks);
        if in_order {
            // Row-major scans all cells; blanks only the list of blanks. Both visit the
            // empty cells in reading order.
            let first = match self.options.strategy {
                Strategy::RowMajor => Cell::all().find(|c| self.values[c.index()] == 0),
                _ => self
                    .blanks
                    .iter()
                    .copied()
                    .find(|c| self.values[c.index()] == 0),
            }?;
            return Some((first, DigitSet::from_bits(self.free(first))));
        }
        let mut best: Option<(Cell, DigitSet)> = None;
        for &cell in &self.blanks {
            if self.values[cell.index()] != 0 {
                continue;
            }
            let candidates = DigitSet::from_bits(self.free(cell));
            if best.is_none_or(|(_, b)| candidates.len() < b.len()) {
                best = Some((cell, candidates));
                if candidates.len() <= 1 {
                    break;
                }
            }
        }
        best
    }

    fn free(&self, cell: Cell) -> u16 {
        !(self.rows[cell.row()] | self.cols[cell.col()] | self.boxes[cell.block()]) & 0x1FF
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        self.values[cell.index()] = digit.get();
        self.rows[cell.row()] |= digit.bit();
        self.cols[cell.col()] |= digit.bit();
        self.boxes[cell.block()] |= digit.bit();
    }

    fn unplace(&mut self, cell: Cell, digit: Digit) {
        self.values[cell.index()] = 0;
        self.rows[cell.row()] &= !digit.bit();
        self.cols[cell.col()] &= !digit.bit();
        self.boxes[cell.block()] &= !digit.bit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        let mut values = [0u8; 81];
        for (v, ch) in values.iter_mut().zip(line.chars()) {
            *v = ch.to_digit(10).map_or(0, |d| d as u8);
        }
        Grid::from_values(values).unwrap_or_default()
    }

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn every_strategy_solves_the_classic() -> Result<(), SolveError> {
        let puzzle = grid(CLASSIC);
        for strategy in Strategy::ALL {
            let mut machine = Machine::new(
                &puzzle,
                Options {
                    strategy,
                    ..Options::default()
                },
            )?;
            assert!(machine.run(None));
            let solution = machine.first_solution().copied();
            assert!(
                solution.is_some_and(|s| puzzle.is_completed_by(&s)),
                "{strategy:?}"
            );
        }
        Ok(())
    }

    #[test]
    fn empty_board_lexicographic_first_row() -> Result<(), SolveError> {
        let mut machine = Machine::new(
            &Grid::EMPTY,
            Options {
                lexicographic: true,
                ..Options::default()
            },
        )?;
        machine.run(None);
        let line = machine.first_solution().map(Grid::to_line);
        assert_eq!(
            line.as_deref().map(|l| &l[..18]),
            Some("123456789456789123")
        );
        Ok(())
    }

    #[test]
    fn clashing_givens_are_rejected() {
        let mut puzzle = Grid::EMPTY;
        puzzle.set(Cell::from_index(0), Digit::new(4));
        puzzle.set(Cell::from_index(80), Digit::new(4));
        assert!(Machine::new(&puzzle, Options::default()).is_ok());
        puzzle.set(Cell::from_index(8), Digit::new(4));
        assert!(matches!(
            Machine::new(&puzzle, Options::default()),
            Err(SolveError::Clash { .. })
        ));
    }
}
