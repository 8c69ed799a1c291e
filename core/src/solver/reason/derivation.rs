//! Locked candidates applied to a grid until nothing changes, each strike remembering the
//! strikes it needed: what a claim of the propagating search rests on.

use super::{Lock, Removal, plain_candidates};
use crate::cell::{Cell, CellMap, Digit, DigitMap, DigitSet, Unit};
use crate::grid::Grid;

/// No strike: the candidate was never there, or is still there.
const NONE: u32 = u32::MAX;

/// Locked candidates applied until nothing changes, each strike with the strikes it needed.
pub(super) struct Derivation {
    keep: Option<(Cell, Digit)>,
    grid: Grid,
    pub(super) cands: CellMap<DigitSet>,
    /// The plain candidates: digits no peer holds.
    plain: CellMap<DigitSet>,
    /// `struck[cell][digit]`: the index in `strikes` of the strike that removed it.
    struck: CellMap<DigitMap<u32>>,
    strikes: Vec<(Removal, Vec<u32>)>,
}

impl Derivation {
    /// The derivation on `grid`, never striking `keep`: a forced digit is a candidate the
    /// engine kept, so no lock it applied strikes it, while on a board that already holds a
    /// contradiction some other lock might.
    pub(super) fn of(grid: &Grid, keep: Option<(Cell, Digit)>) -> Self {
        let plain = CellMap::from_fn(|cell| plain_candidates(grid, cell));
        let mut d = Self {
            keep,
            grid: *grid,
            cands: plain,
            plain,
            struck: CellMap::filled(DigitMap::filled(NONE)),
            strikes: Vec::new(),
        };
        while d.pass() {}
        d
    }

    /// One sweep of pointing and claiming over every digit; whether it struck anything.
    pub(super) fn pass(&mut self) -> bool {
        let mut any = false;
        for digit in Digit::all() {
            for b in 0..9u8 {
                let boxed = Unit::Box(b);
                for line in [Unit::Row, Unit::Col].map(|kind| (0..9u8).map(kind)) {
                    for line in line {
                        if !crosses(boxed, line) {
                            continue;
                        }
                        any |= self.lock(Lock {
                            digit,
                            within: boxed,
                            line,
                        });
                        any |= self.lock(Lock {
                            digit,
                            within: line,
                            line: boxed,
                        });
                    }
                }
            }
        }
        any
    }

    /// Apply `lock` if it holds: every place of its digit in `within` lies in `line`, there
    /// is at least one, and the digit is not placed in `within`.
    pub(super) fn lock(&mut self, lock: Lock) -> bool {
        let within = lock.within.cells();
        if within.iter().any(|&c| self.grid.get(c) == Some(lock.digit)) {
            return false;
        }
        let inside = |c: Cell| lock.line.cell_set().contains(c);
        let places: Vec<Cell> = within
            .into_iter()
            .filter(|&c| self.cands[c].contains(lock.digit))
            .collect();
        if places.is_empty() || !places.iter().all(|&c| inside(c)) {
            return false;
        }
        let targets: Vec<Cell> = lock
            .line
            .cells()
            .into_iter()
            .filter(|&c| !lock.within.cell_set().contains(c))
            .filter(|&c| self.cands[c].contains(lock.digit))
            .collect();
        let keeps = |&(cell, digit): &(Cell, Digit)| digit == lock.digit && targets.contains(&cell);
        if targets.is_empty() || self.keep.as_ref().is_some_and(keeps) {
            return false;
        }
        // The strikes that left the digit only inside `line`.
        let premises: Vec<u32> = within
            .into_iter()
            .filter(|&c| !inside(c))
            .map(|c| self.struck[c][lock.digit])
            .filter(|&i| i != NONE)
            .collect();
        for cell in targets {
            let index = u32::try_from(self.strikes.len()).unwrap_or(NONE);
            self.struck[cell][lock.digit] = index;
            self.cands[cell].remove(lock.digit);
            self.strikes.push((
                Removal {
                    cell,
                    digit: lock.digit,
                    by: lock,
                },
                premises.clone(),
            ));
        }
        true
    }

    /// The strikes `cell` needs to hold `digit` alone; `None` if it holds more.
    pub(super) fn naked(&self, cell: Cell, digit: Digit) -> Option<Vec<u32>> {
        (self.cands[cell] == DigitSet::single(digit))
            .then(|| self.strikes_of(cell, self.plain[cell].without(digit)))
    }

    /// The strikes that leave `cell` the only place for `digit` in `unit`.
    pub(super) fn hidden(&self, unit: Unit, cell: Cell, digit: Digit) -> Option<Vec<u32>> {
        if !unit.cell_set().contains(cell) || !self.cands[cell].contains(digit) {
            return None;
        }
        let others = unit.cells().into_iter().filter(|&c| c != cell);
        self.no_digit_in(others, digit)
    }

    /// The strikes that leave the empty `cell` without a candidate.
    pub(super) fn empty(&self, cell: Cell) -> Option<Vec<u32>> {
        (self.grid.get(cell).is_none() && self.cands[cell].is_empty())
            .then(|| self.strikes_of(cell, self.plain[cell]))
    }

    /// The strikes that leave `digit` without a place in `unit` (where it is not placed).
    pub(super) fn no_place(&self, unit: Unit, digit: Digit) -> Option<Vec<u32>> {
        if unit
            .cells()
            .iter()
            .any(|&c| self.grid.get(c) == Some(digit))
        {
            return None;
        }
        self.no_digit_in(unit.cells().into_iter(), digit)
    }

    pub(super) fn no_digit_in(
        &self,
        cells: impl Iterator<Item = Cell>,
        digit: Digit,
    ) -> Option<Vec<u32>> {
        let mut strikes = Vec::new();
        for c in cells {
            if self.cands[c].contains(digit) {
                return None;
            }
            let i = self.struck[c][digit];
            if i != NONE {
                strikes.push(i);
            }
        }
        Some(strikes)
    }

    pub(super) fn strikes_of(&self, cell: Cell, digits: DigitSet) -> Vec<u32> {
        digits
            .iter()
            .map(|d| self.struck[cell][d])
            .filter(|&i| i != NONE)
            .collect()
    }

    /// `strikes` and every strike they rest on, in the order they were made.
    pub(super) fn closure(&self, strikes: &[u32]) -> Vec<Removal> {
        let mut wanted = vec![false; self.strikes.len()];
        let mut todo: Vec<u32> = strikes.to_vec();
        while let Some(i) = todo.pop() {
            let Some(slot) = wanted.get_mut(i as usize) else {
                continue;
            };
            if *slot {
                continue;
            }
            *slot = true;
            todo.extend(&self.strikes[i as usize].1);
        }
        self.strikes
            .iter()
            .zip(wanted)
            .filter_map(|((removal, _), wanted)| wanted.then_some(*removal))
            .collect()
    }
}

/// Do a box and a row or column share cells?
fn crosses(boxed: Unit, line: Unit) -> bool {
    !(boxed.cell_set() & line.cell_set()).is_empty()
}
