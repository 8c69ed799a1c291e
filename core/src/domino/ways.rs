//! The ways to cover a cell with a domino, numbered in the domino search's order: reaching
//! right, then down; pairs 1-2 … 8-9; the smaller digit on the cell first.

use super::{Domino, Pair};
use crate::cell::Cell;

/// Ways to cover one cell: 2 directions × 36 pairs × 2 orientations, numbered in search order.
pub(crate) const WAYS: usize = 144;

/// A set of ways (bit `o` for way `o`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct Ways([u64; 3]);

impl Ways {
    pub(crate) fn insert(&mut self, way: usize) {
        self.0[way / 64] |= 1 << (way % 64);
    }

    pub(crate) fn first(self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, w)| **w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    pub(crate) fn without(mut self, way: usize) -> Self {
        self.0[way / 64] &= !(1 << (way % 64));
        self
    }

    /// Is way number `way` in the set?
    #[must_use]
    pub fn contains(self, way: usize) -> bool {
        way < WAYS && self.0[way / 64] >> (way % 64) & 1 != 0
    }

    /// How many ways are left.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 3]
    }
}

/// The domino that way `way` puts on `anchor`, if it stays on the board.
pub(crate) fn way_domino(anchor: Cell, way: usize) -> Option<(Domino, Pair)> {
    let partner = if way < 72 {
        (anchor.col() < 8).then(|| Cell::from_index(anchor.index() + 1))
    } else {
        (anchor.row() < 8).then(|| Cell::from_index(anchor.index() + 9))
    }?;
    let pair = Pair::from_index(way % 72 / 2)?;
    let (low, high) = pair.digits();
    let digits = if way.is_multiple_of(2) {
        [low, high]
    } else {
        [high, low]
    };
    Some((
        Domino {
            cells: [anchor, partner],
            digits,
        },
        pair,
    ))
}
