//! Test support: hand-made candidate grids. Every cell starts with all nine digits; a test then
//! keeps a digit only in the cells it names, or gives a cell exactly the digits it names. The
//! grids need not be solvable: they isolate one pattern, so a finder's exact result can be checked.

use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;
use crate::hint::{Candidates, Deduction};

pub(crate) use crate::test_cells::{cell, digit};

/// `"r4c7"` → the cell: the grids below are written as the hint texts name cells.
fn named(name: &str) -> Cell {
    name.parse().expect("a cell name like r4c7")
}

pub(crate) struct TestGrid(pub Candidates);

impl TestGrid {
    pub(crate) fn new() -> Self {
        Self(Candidates::from_grid(&Grid::EMPTY))
    }

    /// Keep `d` only in `cells`.
    pub(crate) fn only(mut self, d: u8, cells: &[&str]) -> Self {
        let keep: Vec<Cell> = cells.iter().map(|n| named(n)).collect();
        for c in Cell::all() {
            if !keep.contains(&c) {
                self.0.remove(c, digit(d));
            }
        }
        self
    }

    /// Give `name` exactly the digits of `digits` (e.g. `"27"`).
    pub(crate) fn cell(mut self, name: &str, digits: &str) -> Self {
        let set: DigitSet = digits.bytes().map(|b| digit(b - b'0')).collect();
        self.0.set_candidates(named(name), set);
        self
    }
}

/// `[(cell, digit)]` from `"r1c2:5 r3c4:6"`.
pub(crate) fn items(spec: &str) -> Vec<(Cell, Digit)> {
    let mut v: Vec<(Cell, Digit)> = spec
        .split_whitespace()
        .map(|t| {
            let (c, d) = t.split_once(':').expect("cell:digit");
            (named(c), digit(d.parse().expect("a digit")))
        })
        .collect();
    v.sort_unstable();
    v
}

/// The deduction whose eliminations are exactly `spec`, if one was found.
pub(crate) fn with_eliminations<'a>(found: &'a [Deduction], spec: &str) -> Option<&'a Deduction> {
    let want = items(spec);
    found.iter().find(|d| {
        let mut got = d.eliminations.clone();
        got.sort_unstable();
        got == want
    })
}
