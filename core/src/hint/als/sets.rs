//! Almost locked sets: N cells of one unit holding N + 1 digits between them. Collected in
//! HoDoKu's order (units rows, columns, boxes; cells in a depth-first walk), without duplicates,
//! so that techniques built on them report the same instances in the same order.

use std::collections::HashSet;

use crate::cell::{Cell, CellSet, Digit, DigitMap, DigitSet, Unit};
use crate::hint::Candidates;

/// One almost locked set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Als {
    pub cells: CellSet,
    pub digits: DigitSet,
    /// `per_digit[d]`: the ALS cells holding digit `d`.
    per_digit: DigitMap<CellSet>,
    /// `buddies[d]`: candidates of digit `d` outside the ALS that see every ALS cell holding
    /// it (HoDoKu's `buddiesPerCandidat`).
    buddies: DigitMap<CellSet>,
}

impl Als {
    fn new(cells: CellSet, digits: DigitSet, grid: &Candidates) -> Self {
        let mut per_digit = DigitMap::filled(CellSet::EMPTY);
        let mut buddies = DigitMap::filled(CellSet::EMPTY);
        for d in digits.iter() {
            let with = cells & grid.positions(d);
            per_digit[d] = with;
            buddies[d] = (with.common_peers() - cells) & grid.positions(d);
        }
        Self {
            cells,
            digits,
            per_digit,
            buddies,
        }
    }

    /// The ALS cells holding `digit`.
    pub(crate) fn with(&self, digit: Digit) -> CellSet {
        self.per_digit[digit]
    }

    /// Candidates of `digit` outside the ALS that see all its `digit` cells.
    pub(crate) fn buddies(&self, digit: Digit) -> CellSet {
        self.buddies[digit]
    }

    /// [`Self::buddies`] plus the ALS's own `digit` cells (HoDoKu's `buddiesAlsPerCandidat`).
    pub(crate) fn buddies_or_self(&self, digit: Digit) -> CellSet {
        self.buddies[digit] | self.per_digit[digit]
    }
}

/// Every ALS of the grid; single bivalue cells only when `singles` is set.
pub(crate) fn collect(grid: &Candidates, singles: bool) -> Vec<Als> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for unit in Unit::all() {
        let cells: Vec<Cell> = unit
            .cells()
            .into_iter()
            .filter(|&c| grid.get(c).is_none())
            .collect();
        walk(
            grid,
            &cells,
            0,
            CellSet::EMPTY,
            DigitSet::EMPTY,
            singles,
            &mut seen,
            &mut out,
        );
    }
    out
}

#[expect(
    clippy::too_many_arguments,
    reason = "the walk over ALS candidates carries its whole state down each level; a struct would be built and torn apart at every call"
)]
fn walk(
    grid: &Candidates,
    cells: &[Cell],
    from: usize,
    set: CellSet,
    digits: DigitSet,
    singles: bool,
    seen: &mut HashSet<CellSet>,
    out: &mut Vec<Als>,
) {
    let n = set.len() + 1;
    if n > 8 {
        return;
    }
    for i in from..cells.len() {
        let set = set.with(cells[i]);
        let digits = digits | grid.candidates(cells[i]);
        if digits.len() == n + 1 && (singles || n > 1) && seen.insert(set) {
            out.push(Als::new(set, digits, grid));
        }
        walk(grid, cells, i + 1, set, digits, singles, seen, out);
    }
}
