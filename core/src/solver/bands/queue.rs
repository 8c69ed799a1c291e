//! What propagation reports: placements with their reason, and dead ends.

use super::tables::fold;
use crate::cell::{Cell, Digit, Unit, popcount9};

/// Where propagation reports its placements: recorded one by one for the machine, which hands
/// each out as an event ([`Queue`]), only counted when nobody will see them ([`Tally`]), or
/// dropped by a lookahead probe, which only asks whether propagation fails ([`Probe`]).
pub(crate) trait Placements {
    /// Lookahead probes (a candidate placed on a copy and propagated) seldom find a hidden
    /// single, so a branch skipping the placement work guesses well there; a search finds
    /// them in about half its band updates, too irregularly for a branch.
    const RARELY_PLACES: bool = false;

    /// `digit` (0-based) placed in each cell of `cells` (bits of `band`), each the only place
    /// left for it in its row (so at most one per row and per column).
    fn hidden(&mut self, band: usize, digit: usize, cells: u32);
    /// `digit` placed in `cell`, the only digit left there.
    fn naked(&mut self, cell: Cell, digit: Digit);
}

/// The number of placements of a propagation, without the placements.
#[derive(Clone, Copy, Default, Debug)]
pub(crate) struct Tally(pub u32);

impl Placements for Tally {
    #[inline]
    fn hidden(&mut self, _: usize, _: usize, cells: u32) {
        // One digit's cells in one band lie in distinct columns, so folding the three rows
        // onto one keeps every cell: a table lookup instead of a full count (the target has
        // no population-count instruction, and every propagation step comes here).
        let placed = popcount9(fold(cells) as u32);
        debug_assert_eq!(u32::from(placed), cells.count_ones(), "{cells:027b}");
        self.0 += u32::from(placed);
    }

    #[inline]
    fn naked(&mut self, _: Cell, _: Digit) {
        self.0 += 1;
    }
}

/// How a cell got its only digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Single {
    /// No other digit fits the cell.
    Naked,
    /// No other cell of the unit can take the digit.
    Hidden(Unit),
}

/// Why a branch of the search cannot be completed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DeadEnd {
    /// No digit fits this cell.
    Empty(Cell),
    /// The digit has no place left in the unit.
    NoPlace(Unit, Digit),
    /// Lookahead: every candidate of this cell, placed, leads propagation to a dead end.
    Refuted(Cell),
}

/// One placement found by propagation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Placement {
    pub cell: Cell,
    pub digit: Digit,
    pub single: Single,
}

/// Placements found by one propagation, in the order they were found (at most 81).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Queue {
    items: [Placement; 81],
    len: u8,
}

impl Default for Queue {
    fn default() -> Self {
        Self {
            items: [Placement {
                cell: Cell::from_index(0),
                digit: Digit::from_index(0),
                single: Single::Naked,
            }; 81],
            len: 0,
        }
    }
}

impl Queue {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Placement] {
        &self.items[..self.len as usize]
    }

    #[inline]
    fn push(&mut self, placement: Placement) {
        // At most 81 cells can be placed, so the array never overflows; guard anyway.
        if let Some(slot) = self.items.get_mut(self.len as usize) {
            *slot = placement;
            self.len += 1;
        }
    }
}

impl Placements for Queue {
    #[inline]
    fn hidden(&mut self, band: usize, digit: usize, cells: u32) {
        let mut rest = cells;
        while rest != 0 {
            let bit = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.push(Placement {
                cell: Cell::from_index(band * 27 + bit),
                digit: Digit::from_index(digit),
                single: Single::Hidden(Unit::Row((band * 3 + bit / 9) as u8)),
            });
        }
    }

    #[inline]
    fn naked(&mut self, cell: Cell, digit: Digit) {
        self.push(Placement {
            cell,
            digit,
            single: Single::Naked,
        });
    }
}

/// Placements nobody counts: a search that only wants its answers (about one band update in
/// two places something there, so unlike [`Probe`] it runs through without a branch).
#[derive(Debug)]
pub(crate) struct Uncounted;

impl Placements for Uncounted {
    #[inline]
    fn hidden(&mut self, _: usize, _: usize, _: u32) {}

    #[inline]
    fn naked(&mut self, _: Cell, _: Digit) {}
}

/// Placements of a lookahead probe: only whether it fails matters.
#[derive(Debug)]
pub(crate) struct Probe;

impl Placements for Probe {
    const RARELY_PLACES: bool = true;

    #[inline]
    fn hidden(&mut self, _: usize, _: usize, _: u32) {}

    #[inline]
    fn naked(&mut self, _: Cell, _: Digit) {}
}
