//! A memory of fish searches that found nothing. A search sees only one digit's candidate
//! positions, and a logical step changes few digits, so while grading (where most searches
//! come up empty, step after step) the same empty search would otherwise be run again and
//! again: on hard puzzles that was half of a full grade's time.
//!
//! Only empty results are kept: they are the common case and need no storage beyond the key.

use std::collections::HashSet;

use crate::cell::CellSet;

use super::search::{Search, Shape};

/// Enough entries for the searches of a few hard grades; then start afresh rather than grow.
const CAPACITY: usize = 1 << 16;

/// Everything a search's outcome depends on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Key {
    positions: u128,
    shape: u8,
    size: u8,
    /// without fins, with fins, rows as base units
    flags: u8,
    max_fins: u8,
    max_endo_fins: u8,
}

impl Key {
    pub(super) fn new(search: &Search, lines: bool, positions: CellSet) -> Self {
        let shape = match search.shape {
            Shape::Basic => 0,
            Shape::Franken => 1,
            Shape::Mutant => 2,
        };
        Self {
            positions: positions.bits(),
            shape,
            size: search.size as u8,
            flags: u8::from(search.without_fins)
                | u8::from(search.with_fins) << 1
                | u8::from(lines) << 2,
            max_fins: search.max_fins as u8,
            max_endo_fins: search.max_endo_fins as u8,
        }
    }
}

/// The searches that found no fish at all.
#[derive(Default)]
pub(crate) struct Barren(HashSet<Key>);

impl Barren {
    /// Did this exact search already find no fish at all?
    pub(super) fn known(&self, key: &Key) -> bool {
        self.0.contains(key)
    }

    /// Record that this search found no fish at all.
    pub(super) fn remember(&mut self, key: Key) {
        if self.0.len() >= CAPACITY {
            self.0.clear();
        }
        self.0.insert(key);
    }
}
