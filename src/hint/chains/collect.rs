//! Keeps one deduction per distinct result — the one with the shortest chain, as HoDoKu does —
//! and hands them out shortest first, ties in the order they were found.

use std::collections::HashMap;

use crate::cell::{Cell, Digit};
use crate::hint::Deduction;

type Key = Vec<(Cell, Digit)>;

/// How many results a finder collects before it may stop. `None` reports every instance (what
/// the conformance runner and the hint list need); `Some(1)` would make every chain, ALS and
/// forcing finder stop at its first result — the early exit a solving loop wants.
pub(crate) const WANTED: Option<usize> = None;

/// [`WANTED`] as a count.
pub(crate) fn wanted() -> usize {
    WANTED.unwrap_or(usize::MAX)
}

#[derive(Default)]
pub(crate) struct Collector {
    index: HashMap<Key, usize>,
    items: Vec<(usize, Deduction)>,
}

impl Collector {
    /// Would a chain of `len` links with result `key` be kept (new, or shorter than the one held)?
    pub(crate) fn wants(&self, key: &[(Cell, Digit)], len: usize) -> bool {
        self.index.get(key).is_none_or(|&i| self.items[i].0 > len)
    }

    /// Has the finder collected [`WANTED`] results?
    pub(crate) fn done(&self) -> bool {
        WANTED.is_some_and(|w| self.items.len() >= w)
    }

    /// Keep `make()` for `key` if it beats what is held; `make` runs only then.
    pub(crate) fn offer(&mut self, key: Key, len: usize, make: impl FnOnce() -> Deduction) {
        if !self.wants(&key, len) {
            return;
        }
        match self.index.get(&key) {
            Some(&i) => self.items[i] = (len, make()),
            None => {
                self.index.insert(key, self.items.len());
                self.items.push((len, make()));
            }
        }
    }

    /// Shortest chain first; equal lengths keep the order they were found in.
    pub(crate) fn into_sorted(self) -> Vec<Deduction> {
        let mut items = self.items;
        items.sort_by_key(|(len, _)| *len);
        items.into_iter().map(|(_, d)| d).collect()
    }
}
