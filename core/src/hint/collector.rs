//! Keeps one deduction per distinct result — the one with the shortest chain, as HoDoKu does —
//! and hands them out shortest first, ties in the order they were found. Shared by the chain
//! and the ALS families, which both report chains of links.

use std::collections::HashMap;

use crate::cell::{Cell, Digit};
use crate::hint::{Deduction, Settings};

type Key = Vec<(Cell, Digit)>;

/// How many results a finder collects before it may stop: every instance for the conformance
/// runner and the hint list, the first one when the solving loop asks with
/// [`Settings::first_only`] (the early exit that keeps a full grade within its time budget).
pub(crate) fn wanted(settings: &Settings) -> usize {
    if settings.first_only { 1 } else { usize::MAX }
}

pub(crate) struct Collector {
    index: HashMap<Key, usize>,
    items: Vec<(usize, Deduction)>,
    wanted: usize,
}

impl Collector {
    pub(crate) fn new(settings: &Settings) -> Self {
        Self {
            index: HashMap::new(),
            items: Vec::new(),
            wanted: wanted(settings),
        }
    }

    /// Would a chain of `len` links with result `key` be kept (new, or shorter than the one held)?
    pub(crate) fn wants(&self, key: &[(Cell, Digit)], len: usize) -> bool {
        self.index.get(key).is_none_or(|&i| self.items[i].0 > len)
    }

    /// Has nothing been kept?
    pub(crate) fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Has the finder collected as many results as it was asked for?
    pub(crate) fn done(&self) -> bool {
        self.items.len() >= self.wanted
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

/// A result list in its canonical form (sorted, each candidate once): the key the collector
/// compares results by.
pub(crate) fn normalise(items: &mut Vec<(Cell, Digit)>) {
    items.sort_unstable();
    items.dedup();
}
