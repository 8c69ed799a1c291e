//! The "why is it slow" view's state: the largest subtrees of the watched search that led
//! nowhere, measured exactly by one run of the search to its end in the background
//! (`teaching::subtrees`), and the row chosen among them (Enter goes to its step).

use stepdoku_core::Grid;
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::subtrees::{Slow, Subtree};

/// How many subtrees each list keeps.
pub const SHOWN: usize = 10;

/// The view, open or set aside with its answer kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlowView {
    /// The search measured: the answer is for this start and strategy only.
    pub start: Grid,
    pub strategy: Strategy,
    /// `None` while the background run counts.
    pub result: Option<Box<Slow>>,
    /// The row chosen among [`SlowView::rows`].
    pub chosen: usize,
    pub open: bool,
}

impl SlowView {
    /// Every row to choose from: the largest subtrees, then those mrv never enters.
    #[must_use]
    pub fn rows(&self) -> Vec<Subtree> {
        self.result
            .as_deref()
            .map(|slow| {
                slow.largest
                    .iter()
                    .chain(&slow.mrv_elsewhere)
                    .copied()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Choose the row `by` away, staying within the rows.
    pub fn choose(&mut self, by: isize) {
        let last = self.rows().len().saturating_sub(1);
        self.chosen = self.chosen.saturating_add_signed(by).min(last);
    }

    /// Is this the answer for `start` searched by `strategy`?
    #[must_use]
    pub fn is_for(&self, start: &Grid, strategy: Strategy) -> bool {
        self.start == *start && self.strategy == strategy
    }
}
