//! A plain 9×9 grid of digits: what formats read and write and what solvers take and return.
//!
//! It carries no rules: a grid may hold clashing digits. [`crate::board::Board`] adds the
//! given/entry distinction and the incremental bookkeeping a player needs.

use std::fmt;

use crate::cell::{Cell, CellMap, Digit};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid(CellMap<u8>);

impl Default for Grid {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Grid {
    pub const EMPTY: Self = Self(CellMap::filled(0));

    /// From 81 values, 0 for a blank. `None` if any value is above 9.
    #[must_use]
    pub fn from_values(values: [u8; 81]) -> Option<Self> {
        values
            .iter()
            .all(|&v| v <= 9)
            .then_some(Self(CellMap::from_array(values)))
    }

    /// From 81 values the crate produced itself (a reader's digits, a solver's cells), all
    /// 0..=9 by construction. A bad value is a bug: caught in debug builds, never turned
    /// into an empty grid by a fallback.
    #[must_use]
    pub(crate) fn from_checked_values(values: [u8; 81]) -> Self {
        debug_assert!(values.iter().all(|&v| v <= 9), "a value above 9");
        Self(CellMap::from_array(values))
    }

    /// The earliest cell (in reading order, before `cell`) that shares a unit with `cell` and
    /// holds `digit`: the first of two clashing givens, as every error message names it.
    #[must_use]
    pub fn earlier_clash(&self, cell: Cell, digit: Digit) -> Option<Cell> {
        cell.peers()
            .iter()
            .find(|&p| p < cell && self.get(p) == Some(digit))
    }

    /// 81 values in reading order, 0 for a blank.
    #[must_use]
    pub const fn values(&self) -> &[u8; 81] {
        self.0.as_array()
    }

    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.0[cell])
    }

    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) {
        self.0[cell] = digit.map_or(0, Digit::get);
    }

    /// Number of filled cells.
    #[must_use]
    pub fn filled(&self) -> usize {
        self.0.values().filter(|&&v| v != 0).count()
    }

    #[must_use]
    pub fn is_full(&self) -> bool {
        self.0.values().all(|&v| v != 0)
    }

    /// Full, and every row, column and box holds each digit once.
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.is_full()
            && crate::cell::Unit::all().all(|unit| {
                let mask = unit
                    .cells()
                    .iter()
                    .fold(0u16, |m, c| m | 1 << (self.0[*c] - 1));
                mask == 0x1FF
            })
    }

    /// Does `solution` fill this grid's blanks without changing a filled cell?
    #[must_use]
    pub fn is_completed_by(&self, solution: &Grid) -> bool {
        solution.is_solved()
            && self
                .0
                .values()
                .zip(solution.0.values())
                .all(|(&a, &b)| a == 0 || a == b)
    }

    /// The 81-character line format with `.` for blanks.
    /// An 81-character line, digits and `.` (or `0`) for a blank, as [`Grid::to_line`]
    /// writes it; `None` for anything else (a line from the store, not from a person: the
    /// readers in `format` say what is wrong with a person's).
    #[must_use]
    pub fn from_line(line: &str) -> Option<Self> {
        let bytes = line.as_bytes();
        if bytes.len() != 81 {
            return None;
        }
        let mut values = [0u8; 81];
        for (v, &b) in values.iter_mut().zip(bytes) {
            *v = match b {
                b'1'..=b'9' => b - b'0',
                b'.' | b'0' => 0,
                _ => return None,
            };
        }
        Self::from_values(values)
    }

    #[must_use]
    pub fn to_line(&self) -> String {
        let line = self
            .0
            .as_array()
            .map(|v| if v == 0 { b'.' } else { b'0' + v });
        // Values are at most 9, so every byte is an ASCII digit or '.' and this never fails.
        String::from_utf8(line.to_vec()).unwrap_or_default()
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}
