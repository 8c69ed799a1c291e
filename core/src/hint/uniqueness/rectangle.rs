//! Finding the rectangles the Unique Rectangle tests examine: four empty cells on two rows,
//! two columns and exactly two boxes, at least one of them holding exactly the pair `a/b`.
//! With missing candidates allowed (reglib `-2`), a corner only needs both digits to be
//! *possible* (no placed peer holds them), since logic may have removed one already.

use crate::cell::{Cell, CellSet, Digit, DigitMap, DigitSet};
use crate::hint::Candidates;

/// A candidate rectangle, corners in HoDoKu's order: `start` and `side` share a box, `far`
/// is in line with `start`, `diagonal` with `side`.
pub(super) struct Rect {
    pub corners: [Cell; 4],
    pub pair: (Digit, Digit),
    /// Corners holding nothing but the pair digits.
    pub two: CellSet,
    /// Corners with other candidates too.
    pub extra: CellSet,
}

impl Rect {
    pub fn cells(&self) -> CellSet {
        self.corners.into_iter().collect()
    }

    pub fn mask(&self) -> DigitSet {
        DigitSet::single(self.pair.0).with(self.pair.1)
    }

    /// The corner diagonally opposite `cell`.
    pub fn opposite(&self, cell: Cell) -> Option<Cell> {
        self.corners
            .into_iter()
            .find(|c| c.row() != cell.row() && c.col() != cell.col())
    }

    /// Extra candidates of the extra corners, together.
    pub fn extras(&self, grid: &Candidates) -> DigitSet {
        self.extra.iter().fold(DigitSet::EMPTY, |acc, c| {
            acc | (grid.candidates(c) - self.mask())
        })
    }
}

/// For each digit, the empty cells where it is not ruled out by a placed digit.
fn possible(grid: &Candidates) -> DigitMap<CellSet> {
    let mut blocked = DigitMap::filled(CellSet::EMPTY);
    let mut empty = CellSet::EMPTY;
    for cell in Cell::all() {
        match grid.get(cell) {
            Some(d) => blocked[d] |= cell.peers(),
            None => empty.insert(cell),
        }
    }
    DigitMap::from_fn(|d| empty - blocked[d])
}

/// Every rectangle and pair once: from each bivalue corner, the first (in reading order) of
/// the rectangle's corners holding exactly the pair.
pub(super) fn for_each(grid: &Candidates, allow_missing: bool, mut visit: impl FnMut(&Rect)) {
    let possible = allow_missing.then(|| possible(grid));
    let fits = |cell: Cell, a: Digit, b: Digit| match &possible {
        Some(p) => p[a].contains(cell) && p[b].contains(cell),
        None => grid.has(cell, a) && grid.has(cell, b),
    };
    for start in grid.bivalue_cells().iter() {
        let pair = grid.candidates(start);
        let (Some(a), Some(b)) = (pair.first(), pair.iter().nth(1)) else {
            continue;
        };
        for side in same_box_in_line(start) {
            if grid.get(side).is_some() || !fits(side, a, b) {
                continue;
            }
            for (far, diagonal) in far_corners(start, side) {
                if grid.get(far).is_some()
                    || grid.get(diagonal).is_some()
                    || !fits(far, a, b)
                    || !fits(diagonal, a, b)
                {
                    continue;
                }
                let corners = [start, side, far, diagonal];
                let exact = corners
                    .into_iter()
                    .filter(|&c| grid.candidates(c) == pair)
                    .min();
                if exact != Some(start) {
                    continue;
                }
                let mut rect = Rect {
                    corners,
                    pair: (a, b),
                    two: CellSet::EMPTY,
                    extra: CellSet::EMPTY,
                };
                for c in corners {
                    if (grid.candidates(c) - pair).is_empty() {
                        rect.two.insert(c);
                    } else {
                        rect.extra.insert(c);
                    }
                }
                visit(&rect);
            }
        }
    }
}

/// The cells of `cell`'s box on its row or column (not itself), in reading order.
/// The other two corners of every rectangle that `start` and `side` (two cells of one box in
/// one line) span with a parallel line outside their box: `far` in line with `start`,
/// `diagonal` in line with `side`, lines in order.
pub(super) fn far_corners(start: Cell, side: Cell) -> impl Iterator<Item = (Cell, Cell)> {
    let by_row = side.row() == start.row();
    (0..9).filter_map(move |other| {
        // The rectangle's other line: a row if `start`/`side` share a row.
        let (far, diagonal) = if by_row {
            (Cell::at(other, start.col())?, Cell::at(other, side.col())?)
        } else {
            (Cell::at(start.row(), other)?, Cell::at(side.row(), other)?)
        };
        (far.block() != start.block()).then_some((far, diagonal))
    })
}

fn same_box_in_line(cell: Cell) -> impl Iterator<Item = Cell> {
    let block = crate::cell::Unit::Box(cell.block() as u8);
    block
        .cell_set()
        .iter()
        .filter(move |&c| c != cell && (c.row() == cell.row() || c.col() == cell.col()))
}
