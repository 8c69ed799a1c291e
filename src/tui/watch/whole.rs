//! The whole tree of the strategy watched, counted in the background (the same search run on
//! past its first solution, see [`stepdoku_core::solver::whole_tree`]), so the counters can
//! say "try 4,208 of the whole tree's 4,631": a share of two counts, never an estimate; or, for
//! a tree too large to count, the fewest tries it is known to hold.

use stepdoku_core::Grid;
use stepdoku_core::solver::Strategy;
use stepdoku_core::solver::whole_tree::TreeSize;
use stepdoku_core::teaching::method::Method;

use crate::tui::text::thousands;
use crate::tui::work::{Cancel, Work};

use super::Watch;
use super::search::Search;

/// Where the count of the whole tree stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum WholeTree {
    /// Not asked for yet (a new search, or another strategy).
    #[default]
    Unasked,
    /// Being counted in the background.
    Counting,
    Counted(TreeSize),
    /// The count died or does not apply: nothing is said about the tree.
    Unknown,
}

impl Watch {
    /// The count of the whole tree to run in the background, once per search: only a classic
    /// search has a tree of the strategy's own (a logic solve has none, a replay's program is
    /// not rerun, the domino search is not counted).
    pub fn want_whole_tree(&mut self) -> Option<Work> {
        if self.whole_tree != WholeTree::Unasked {
            return None;
        }
        let (Search::Classic(_), Method::Search(strategy)) = (&self.search, self.method) else {
            self.whole_tree = WholeTree::Unknown;
            return None;
        };
        self.whole_tree = WholeTree::Counting;
        let cancel = Cancel::default();
        self.whole_tree_cancel = Some(cancel.clone());
        Some(Work::WholeTree {
            start: self.start,
            strategy,
            cancel,
        })
    }

    /// The count came back: kept if it is of this very search (`t` may have changed it).
    pub fn whole_tree_counted(&mut self, start: &Grid, strategy: Strategy, size: Option<TreeSize>) {
        if self.whole_tree != WholeTree::Counting
            || self.start != *start
            || self.method != Method::Search(strategy)
        {
            return;
        }
        self.whole_tree = size.map_or(WholeTree::Unknown, WholeTree::Counted);
    }

    /// The flag of a count that may still run: this watch's, not answered yet, or one of an
    /// earlier strategy (`t` starts over, `Unasked`) until the next count replaces it.
    #[must_use]
    pub fn count_running(&self) -> Option<&Cancel> {
        self.whole_tree_cancel
            .as_ref()
            .filter(|_| matches!(self.whole_tree, WholeTree::Counting | WholeTree::Unasked))
    }

    /// The whole tree's tries, once counted in full.
    #[must_use]
    pub fn tree_tries(&self) -> Option<u64> {
        match self.whole_tree {
            WholeTree::Counted(size) if size.complete => Some(size.tries),
            _ => None,
        }
    }

    /// The whole tree's steps, once counted in full.
    #[must_use]
    pub fn tree_steps(&self) -> Option<u64> {
        match self.whole_tree {
            WholeTree::Counted(size) if size.complete => Some(size.steps),
            _ => None,
        }
    }

    /// The share of the whole tree's tries made so far, once the tree is counted in full and
    /// holds some.
    #[must_use]
    pub fn tries_share(&self) -> Option<f64> {
        let total = self.tree_tries()?;
        let tries = self.search.counters().tries;
        // A tree without a guess has no share to speak of.
        (total > 0).then(|| (tries as f64 / total as f64).min(1.0))
    }

    /// What the tries row says of the whole tree: `of 4,631`, `of ≥ 15M` (at least: the count
    /// stopped at its cap; short, so that it fits beside an eight-digit count); nothing while
    /// counting.
    #[must_use]
    pub fn tree_words(&self) -> Option<String> {
        match self.whole_tree {
            WholeTree::Counted(size) if size.complete && size.tries == 0 => None,
            WholeTree::Counted(size) if size.complete => {
                Some(format!("of {}", thousands(size.tries)))
            }
            // Rounded down to millions: cut by the pane, `15,000,033` would read as `15,000…`.
            WholeTree::Counted(_) => Some(format!("of ≥ {}", at_least(self.tree_floor()?))),
            WholeTree::Counting | WholeTree::Unasked | WholeTree::Unknown => None,
        }
    }

    /// The fewest tries a tree too large to count can hold: what the count reached before its
    /// cap, or what this search has tried so far if that is more (the watch runs the very
    /// search that was counted, so its own tries are in the tree too, and the watch may run on
    /// far past the count's cap).
    #[must_use]
    pub fn tree_floor(&self) -> Option<u64> {
        match self.whole_tree {
            WholeTree::Counted(size) if !size.complete => {
                Some(size.tries.max(self.search.counters().tries))
            }
            _ => None,
        }
    }
}

/// `n` rounded down, short: `15M` for 15,000,033, `12,345` below a million.
#[must_use]
pub fn at_least(n: u64) -> String {
    if n >= 1_000_000 {
        format!("{}M", thousands(n / 1_000_000))
    } else {
        thousands(n)
    }
}
