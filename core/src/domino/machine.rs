//! The Sudominoku search as an explicit-stack state machine: one [`Event`] per step.
//!
//! It follows the search the blog posts on BOJ 4574 teach: take the first empty cell in reading
//! order; cover it with a domino reaching right, then down; for each unused pair in order, put
//! the smaller digit in the empty cell first, then the larger. A try places one domino (two
//! digits at once).
//!
//! One check is added to that search: before each try, a cell whose row, column and box
//! already hold all nine digits makes the search back up at once ([`Stuck::NoDigit`]). It
//! never changes which solution comes first, only how soon a dead end is seen: without it, a
//! puzzle with no solution can run for billions of steps.

use crate::cell::{Cell, CellMap, Digit, UnitMasks};
use crate::grid::Grid;
use crate::solver::Counters;

use super::ways::{WAYS, Ways, way_domino};
use super::{Domino, Layout, Pair, PairSet, Sudominoku};

/// What one step did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// A domino was placed; `remaining` other ways to cover its first cell are left to try.
    Try {
        domino: Domino,
        remaining: usize,
    },
    /// `cell` cannot be filled ([`Stuck`] says why); back to the domino covering `to`
    /// (`None`: the start).
    Backtrack {
        cell: Cell,
        to: Option<Cell>,
        why: Stuck,
    },
    Solved,
    Exhausted,
}

impl Event {
    /// A one-line description, e.g. `r1c1: try 1-8 at r1c2 (2 more ways)` or
    /// `r9c9: no digit fits any more, back to r1c4`.
    #[must_use]
    pub fn describe(&self) -> String {
        match *self {
            Event::Try { domino, remaining } => format!(
                "{}: try {}-{} at {} ({remaining} more ways)",
                domino.cells[0], domino.digits[0], domino.digits[1], domino.cells[1]
            ),
            Event::Backtrack { cell, to, why } => {
                let what = match why {
                    Stuck::NoDomino => "nothing fits",
                    Stuck::NoDigit => "no digit fits any more",
                };
                match to {
                    Some(to) => format!("{cell}: {what}, back to {to}"),
                    None => format!("{cell}: {what}, back to the start"),
                }
            }
            Event::Solved => "solved".to_owned(),
            Event::Exhausted => "no more solutions".to_owned(),
        }
    }
}

/// Why the search backs up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stuck {
    /// No unused domino covers the first empty cell (the blog posts' search has no other way to back up).
    NoDomino,
    /// Some empty cell has no digit left: its row, column and box already hold all nine. Seen
    /// before the next domino is tried, so a dead board backs up at once instead of filling
    /// every other cell first (which, on a puzzle without a solution, never ends in practice).
    NoDigit,
}

/// One level of the stack: a placed domino and the ways left for its first cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Frame {
    pub domino: Domino,
    pub pair: Pair,
    pub remaining: Ways,
}

impl Frame {
    /// The dominoes still to try on this frame's first cell, in search order.
    #[must_use]
    pub fn remaining_dominoes(&self) -> Vec<Domino> {
        let anchor = self.domino.cells[0];
        (0..WAYS)
            .filter(|&w| self.remaining.contains(w))
            .filter_map(|w| way_domino(anchor, w).map(|(d, _)| d))
            .collect()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    Descend,
    Advance,
    Finished,
}

/// The Sudominoku search, paused between two events; cheap to clone.
#[derive(Clone, Debug)]
pub struct Machine {
    puzzle: Layout,
    layout: Layout,
    /// Digits used per row, column and box.
    masks: UnitMasks,
    stack: Vec<Frame>,
    phase: Phase,
    last: Event,
    max_solutions: Option<u64>,
    /// Back up at once when some empty cell has no digit left ([`Stuck::NoDigit`]); off, the
    /// search is the blog post's exactly as written.
    dead_cells: bool,
    counters: Counters,
    tries_per_cell: CellMap<u32>,
    first_solution: Option<Grid>,
}

impl Machine {
    /// A machine at step 0, stopping after `max_solutions` solutions (`None`: all).
    #[must_use]
    pub fn new(puzzle: &Sudominoku, max_solutions: Option<u64>) -> Self {
        Self::with_dead_cells(puzzle, max_solutions, true)
    }

    /// The BOJ 4574 post's search exactly as written: the first empty cell, a domino reaching
    /// right then down, the unused pairs in order (each way round), and no other check, so a
    /// board whose empty cell has no digit left fills every cell before it first. Its tries
    /// are the post's placements one for one.
    #[must_use]
    pub fn as_written(puzzle: &Sudominoku, max_solutions: Option<u64>) -> Self {
        Self::with_dead_cells(puzzle, max_solutions, false)
    }

    fn with_dead_cells(puzzle: &Sudominoku, max_solutions: Option<u64>, dead_cells: bool) -> Self {
        let mut machine = Self {
            puzzle: *puzzle.layout(),
            layout: *puzzle.layout(),
            masks: UnitMasks::default(),
            stack: Vec::with_capacity(36),
            phase: Phase::Descend,
            last: Event::Exhausted,
            max_solutions,
            dead_cells,
            counters: Counters::default(),
            tries_per_cell: CellMap::filled(0),
            first_solution: None,
        };
        for cell in Cell::all() {
            if let Some(d) = puzzle.grid().get(cell) {
                machine.masks.place(cell, d);
            }
        }
        machine
    }

    /// The givens' layout.
    #[must_use]
    pub fn puzzle(&self) -> &Layout {
        &self.puzzle
    }

    /// Digits, joined cells and used pairs as the events so far left them.
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    #[must_use]
    pub fn grid(&self) -> Grid {
        *self.layout.grid()
    }

    #[must_use]
    pub fn used(&self) -> PairSet {
        self.layout.used()
    }

    /// Bottom first.
    #[must_use]
    pub fn stack(&self) -> &[Frame] {
        &self.stack
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Dominoes tried with their first half on each cell.
    #[must_use]
    pub fn tries_per_cell(&self) -> &CellMap<u32> {
        &self.tries_per_cell
    }

    #[must_use]
    pub fn last_event(&self) -> Event {
        self.last
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// Is this the post's search as written (no dead-cell check)?
    #[must_use]
    pub fn is_as_written(&self) -> bool {
        !self.dead_cells
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        self.first_solution.as_ref()
    }

    /// Step until finished or `max_steps` more steps are taken; returns whether it finished.
    pub fn run(&mut self, max_steps: Option<u64>) -> bool {
        let limit = max_steps.map_or(u64::MAX, |n| self.counters.steps.saturating_add(n));
        while self.phase != Phase::Finished && self.counters.steps < limit {
            self.step();
        }
        self.is_finished()
    }

    /// Advance by exactly one event.
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

    fn fits(&self, cell: Cell, digit: Digit) -> bool {
        self.masks.free(cell).contains(digit)
    }

    /// The first empty cell whose row, column and box hold all nine digits, if any.
    fn dead_cell(&self) -> Option<Cell> {
        Cell::all().find(|&c| self.layout.grid().get(c).is_none() && self.masks.free(c).is_empty())
    }

    /// Every way to cover `anchor` that the board allows now.
    fn ways(&self, anchor: Cell) -> Ways {
        let mut ways = Ways::default();
        let free = |c: Cell| self.layout.grid().get(c).is_none();
        for way in 0..WAYS {
            let Some((domino, pair)) = way_domino(anchor, way) else {
                continue;
            };
            if free(domino.cells[1])
                && !self.layout.used().contains(pair)
                && self.fits(domino.cells[0], domino.digits[0])
                && self.fits(domino.cells[1], domino.digits[1])
            {
                ways.insert(way);
            }
        }
        ways
    }

    fn put(&mut self, domino: Domino, pair: Pair) {
        self.layout.place(domino, pair);
        self.masks.place(domino.cells[0], domino.digits[0]);
        self.masks.place(domino.cells[1], domino.digits[1]);
        self.counters.tries += 1;
        let tries = &mut self.tries_per_cell[domino.cells[0]];
        *tries = tries.saturating_add(1);
    }

    fn lift(&mut self, frame: Frame) {
        self.layout.lift(frame.domino, frame.pair);
        self.masks
            .unplace(frame.domino.cells[0], frame.domino.digits[0]);
        self.masks
            .unplace(frame.domino.cells[1], frame.domino.digits[1]);
    }

    fn descend(&mut self) -> Event {
        let Some(anchor) = Cell::all().find(|&c| self.layout.grid().get(c).is_none()) else {
            self.counters.solutions += 1;
            if self.first_solution.is_none() {
                self.first_solution = Some(self.grid());
            }
            let done = self
                .max_solutions
                .is_some_and(|max| self.counters.solutions >= max);
            self.phase = if done {
                Phase::Finished
            } else {
                Phase::Advance
            };
            return Event::Solved;
        };
        if let Some(dead) = self.dead_cells.then(|| self.dead_cell()).flatten() {
            self.phase = Phase::Advance;
            self.counters.backtracks += 1;
            self.counters.dead_ends += 1;
            return Event::Backtrack {
                cell: dead,
                to: self.stack.last().map(|f| f.domino.cells[0]),
                why: Stuck::NoDigit,
            };
        }
        let ways = self.ways(anchor);
        let Some((way, (domino, pair))) = ways
            .first()
            .and_then(|w| way_domino(anchor, w).map(|d| (w, d)))
        else {
            self.phase = Phase::Advance;
            self.counters.backtracks += 1;
            self.counters.dead_ends += 1;
            return Event::Backtrack {
                cell: anchor,
                to: self.stack.last().map(|f| f.domino.cells[0]),
                why: Stuck::NoDomino,
            };
        };
        let remaining = ways.without(way);
        self.put(domino, pair);
        self.stack.push(Frame {
            domino,
            pair,
            remaining,
        });
        Event::Try {
            domino,
            remaining: remaining.len(),
        }
    }

    fn advance(&mut self) -> Event {
        let Some(top) = self.stack.pop() else {
            self.phase = Phase::Finished;
            return Event::Exhausted;
        };
        self.lift(top);
        let anchor = top.domino.cells[0];
        match top
            .remaining
            .first()
            .and_then(|w| way_domino(anchor, w).map(|d| (w, d)))
        {
            Some((way, (domino, pair))) => {
                let remaining = top.remaining.without(way);
                self.put(domino, pair);
                self.stack.push(Frame {
                    domino,
                    pair,
                    remaining,
                });
                self.phase = Phase::Descend;
                Event::Try {
                    domino,
                    remaining: remaining.len(),
                }
            }
            None => {
                self.counters.backtracks += 1;
                Event::Backtrack {
                    cell: anchor,
                    to: self.stack.last().map(|f| f.domino.cells[0]),
                    why: Stuck::NoDomino,
                }
            }
        }
    }
}
