//! Siamese fish: two fish of one category on the same digit and the same base units that
//! differ in their cover units and fins, so they eliminate different candidates. HoDoKu reports
//! the pair as one step that carries both sets of eliminations.

use crate::cell::Cell;
use crate::hint::Technique;

use super::category;
use super::search::Fish;

/// The first elimination, as HoDoKu lists them: plain ones, then cannibalistic ones.
fn first_elimination(fish: &Fish) -> Option<Cell> {
    fish.deleted.first().or_else(|| fish.cannibalistic.first())
}

/// Every siamese pair in `found` (search order), named after the earlier fish.
pub(super) fn pairs(found: &[(Fish, Technique)]) -> Vec<(Vec<Fish>, Technique)> {
    let mut out = Vec::new();
    for (i, (a, kind_a)) in found.iter().enumerate() {
        for (b, kind_b) in &found[i + 1..] {
            if a.digit == b.digit
                && a.base == b.base
                && category(*kind_a) == category(*kind_b)
                && first_elimination(a) != first_elimination(b)
            {
                out.push((vec![a.clone(), b.clone()], *kind_a));
            }
        }
    }
    out
}
