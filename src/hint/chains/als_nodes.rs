//! ALS nodes in chains (HoDoKu's "ALS in tabling chains"): a weak link into an almost locked set
//! turns it into a locked set, which removes digits from the cells that see it.

use super::graph::{AlsBuilder, Graph, State};
use crate::cell::{Cell, Digit};
use crate::hint::Candidates;

/// Add ALS nodes and their links.
pub(crate) fn add(_b: &mut AlsBuilder<'_, '_>) {}

/// Extra eliminations a continuous loop gets from an ALS node at `chain[i]`.
pub(crate) fn loop_eliminations(
    _graph: &Graph,
    _grid: &Candidates,
    _als: usize,
    _chain: &[State],
    _i: usize,
    _elims: &mut Vec<(Cell, Digit)>,
) {
}
