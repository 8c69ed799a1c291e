//! A replay of HoDoKu's singles bookkeeping, so that the solving loop places singles in the
//! order HoDoKu does.
//!
//! Which single comes first changes what the later ones are called (placing one cell can turn
//! a hidden single elsewhere into a naked single, 14 points into 4), and so a puzzle's score.
//! HoDoKu does not scan the grid for singles: it queues them as they appear while digits are
//! placed and candidates removed, and takes the oldest first. This module keeps the same two
//! queues and the same per-unit counts, fed by the same events in the same order (peers in
//! ascending cell order; row, column, box).

use std::collections::VecDeque;

use crate::cell::{Cell, Digit, DigitMap, Unit};
use crate::grid::Grid;
use crate::hint::Candidates;

/// A candidate grid with HoDoKu's naked- and hidden-single queues.
#[derive(Clone, Debug)]
pub(crate) struct Tracked {
    grid: Candidates,
    /// `free[unit][digit]`: cells of the unit that still have the digit as a candidate.
    free: [DigitMap<u8>; 27],
    naked: VecDeque<(Cell, Digit)>,
    hidden: VecDeque<(Cell, Digit)>,
}

/// The three units of a cell in HoDoKu's constraint order: row, column, box.
fn units(cell: Cell) -> [Unit; 3] {
    cell.units()
}

impl Tracked {
    /// Loads a puzzle the way HoDoKu does: all candidates, then each given placed in reading
    /// order (which already queues singles).
    pub fn load(givens: &Grid) -> Self {
        let mut out = Self {
            grid: Candidates::from_grid(&Grid::EMPTY),
            free: [DigitMap::filled(9); 27],
            naked: VecDeque::new(),
            hidden: VecDeque::new(),
        };
        for cell in Cell::all() {
            if let Some(d) = givens.get(cell)
                && out.grid.get(cell).is_none()
            {
                out.set_cell(cell, d);
            }
        }
        // Loaded digit by digit, so tell the grid which digits are givens: Avoidable
        // Rectangles must never treat a given as a digit that could be swapped.
        let givens = Cell::all().filter(|&c| givens.get(c).is_some()).collect();
        out.grid.mark_givens(givens);
        out
    }

    /// Takes an arbitrary candidate grid (say, a player's) and builds the queues from scratch,
    /// as HoDoKu's `rebuildInternalData` does: naked singles in cell order, hidden singles by
    /// unit (rows, columns, boxes) and digit.
    pub fn rebuild(grid: &Candidates) -> Self {
        let mut out = Self {
            grid: grid.clone(),
            free: [DigitMap::filled(0); 27],
            naked: VecDeque::new(),
            hidden: VecDeque::new(),
        };
        for unit in Unit::all() {
            for d in Digit::all() {
                out.free[unit.index()][d] = grid.count_in(d, unit) as u8;
            }
        }
        for cell in grid.empty_cells().iter() {
            if let Some(d) = grid.candidates(cell).only() {
                out.naked.push_back((cell, d));
            }
        }
        for unit in Unit::all() {
            for d in Digit::all() {
                if out.free[unit.index()][d] == 1 {
                    out.add_hidden(unit, d);
                }
            }
        }
        out
    }

    pub fn grid(&self) -> &Candidates {
        &self.grid
    }

    /// Places `digit` in `cell`: removes it from the peers, then settles the cell's own counts.
    pub fn set_cell(&mut self, cell: Cell, digit: Digit) {
        let own = self.grid.candidates(cell);
        self.grid.set_value(cell, digit);
        for peer in cell.peers().iter() {
            self.remove(peer, digit);
        }
        for d in own.iter() {
            for unit in units(cell) {
                let free = &mut self.free[unit.index()][d];
                *free = free.saturating_sub(1);
                if *free == 1 && d != digit {
                    self.add_hidden(unit, d);
                }
            }
        }
    }

    /// Removes one candidate, queueing the singles it creates.
    pub fn remove(&mut self, cell: Cell, digit: Digit) {
        if !self.grid.remove(cell, digit) {
            return;
        }
        let rest = self.grid.candidates(cell);
        if rest.is_empty() {
            // a broken grid; HoDoKu stops its bookkeeping here too
            return;
        }
        if let Some(last) = rest.only() {
            self.naked.push_back((cell, last));
        }
        for unit in units(cell) {
            let free = &mut self.free[unit.index()][digit];
            *free = free.saturating_sub(1);
            match *free {
                1 => {
                    self.add_hidden(unit, digit);
                }
                0 => self.drop_hidden(unit, digit),
                _ => {}
            }
        }
    }

    fn add_hidden(&mut self, unit: Unit, digit: Digit) -> bool {
        match unit.cells().into_iter().find(|&c| self.grid.has(c, digit)) {
            Some(cell) => {
                self.hidden.push_back((cell, digit));
                true
            }
            None => false,
        }
    }

    /// Forgets the first queued hidden single of `digit` inside `unit`.
    fn drop_hidden(&mut self, unit: Unit, digit: Digit) {
        let set = unit.cell_set();
        if let Some(i) = self
            .hidden
            .iter()
            .position(|&(c, d)| d == digit && set.contains(c))
        {
            self.hidden.remove(i);
        }
    }

    /// The first queued naked single that is the last empty cell of one of its units. Does not
    /// consume the queue.
    pub fn full_house(&self) -> Option<(Cell, Digit)> {
        self.naked.iter().copied().find(|&(cell, digit)| {
            self.grid.get(cell).is_none()
                && units(cell)
                    .into_iter()
                    .any(|u| Digit::all().all(|d| d == digit || self.free[u.index()][d] == 0))
        })
    }

    /// The oldest naked single still open; entries for filled cells are dropped on the way.
    pub fn naked_single(&mut self) -> Option<(Cell, Digit)> {
        while let Some((cell, digit)) = self.naked.pop_front() {
            if self.grid.get(cell).is_none() {
                return self.grid.has(cell, digit).then_some((cell, digit));
            }
        }
        None
    }

    /// The oldest hidden single still open. Like HoDoKu, the search ends at the first entry
    /// whose cell is still empty, even if that entry has gone stale.
    pub fn hidden_single(&mut self) -> Option<(Cell, Digit)> {
        while let Some((cell, digit)) = self.hidden.pop_front() {
            if self.grid.get(cell).is_none() {
                let still = self.grid.has(cell, digit)
                    && units(cell)
                        .into_iter()
                        .any(|u| self.free[u.index()][digit] == 1);
                return still.then_some((cell, digit));
            }
        }
        None
    }
}
