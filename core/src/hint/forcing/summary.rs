//! What follows from one premise, as bit sets (the digits it sets and the candidates it
//! removes), and the two ways such sets prove something: one premise that leads to a
//! contradiction is false; several premises of which one must hold and that all lead to the
//! same fact make that fact true.

use crate::cell::{Cell, CellSet, Digit, DigitMap, Unit};
use crate::hint::Candidates;

/// "`digit` is (`on`) / is not (`!on`) in `cell`".
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(crate) struct Fact {
    pub cell: Cell,
    pub digit: Digit,
    pub on: bool,
}

impl Fact {
    pub(crate) fn new(cell: Cell, digit: Digit, on: bool) -> Self {
        Self { cell, digit, on }
    }

    /// Index 0..1458 for per-fact arrays.
    pub(crate) fn index(self) -> usize {
        (self.cell.index() * 9 + self.digit.index()) * 2 + usize::from(self.on)
    }

    pub(crate) fn words(self) -> String {
        if self.on {
            format!("{} is {}", self.cell, self.digit)
        } else {
            format!("{} is not {}", self.cell, self.digit)
        }
    }
}

/// Every fact one premise leads to.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(crate) struct Summary {
    pub on: DigitMap<CellSet>,
    pub off: DigitMap<CellSet>,
}

impl Summary {
    pub(crate) fn add(&mut self, f: Fact) {
        let set = if f.on {
            &mut self.on[f.digit]
        } else {
            &mut self.off[f.digit]
        };
        set.insert(f.cell);
    }

    /// The facts both summaries hold.
    pub(crate) fn and(&self, other: &Summary) -> Summary {
        Summary {
            on: DigitMap::from_fn(|d| self.on[d] & other.on[d]),
            off: DigitMap::from_fn(|d| self.off[d] & other.off[d]),
        }
    }

    pub(crate) fn facts(&self) -> impl Iterator<Item = Fact> + '_ {
        Digit::all().flat_map(move |d| {
            let on = self.on[d].iter().map(move |c| Fact::new(c, d, true));
            let off = self.off[d].iter().map(move |c| Fact::new(c, d, false));
            on.chain(off)
        })
    }
}

/// Why a premise cannot hold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Conflict {
    /// The digit would be both set in and removed from the cell.
    Both(Cell, Digit),
    /// Two digits would be set in one cell.
    TwoDigits(Cell, Digit, Digit),
    /// The digit would be set twice in one unit.
    Twice(Unit, Digit, Cell, Cell),
    /// Every candidate of the cell would be removed.
    EmptyCell(Cell),
    /// Every place for the digit in the unit would be removed.
    NoPlace(Unit, Digit),
}

impl Conflict {
    /// The facts that clash.
    pub(crate) fn facts(self, grid: &Candidates) -> Vec<Fact> {
        match self {
            Conflict::Both(c, d) => vec![Fact::new(c, d, true), Fact::new(c, d, false)],
            Conflict::TwoDigits(c, a, b) => vec![Fact::new(c, a, true), Fact::new(c, b, true)],
            Conflict::Twice(_, d, a, b) => vec![Fact::new(a, d, true), Fact::new(b, d, true)],
            Conflict::EmptyCell(c) => grid
                .candidates(c)
                .iter()
                .map(|d| Fact::new(c, d, false))
                .collect(),
            Conflict::NoPlace(u, d) => grid
                .positions_in(d, u)
                .iter()
                .map(|c| Fact::new(c, d, false))
                .collect(),
        }
    }

    /// "r4c7 would be both 3 and not 3".
    pub(crate) fn words(self) -> String {
        match self {
            Conflict::Both(c, d) => format!("{c} would be both {d} and not {d}"),
            Conflict::TwoDigits(c, a, b) => format!("{c} would be both {a} and {b}"),
            Conflict::Twice(u, d, a, b) => format!("{a} and {b} would both be {d} in {u}"),
            Conflict::EmptyCell(c) => format!("{c} would have no candidate left"),
            Conflict::NoPlace(u, d) => format!("{d} would have no place left in {u}"),
        }
    }
}

/// The first contradiction among the facts of `s`, if any (`unsolved`: the grid's empty cells).
pub(crate) fn conflict(grid: &Candidates, s: &Summary, unsolved: CellSet) -> Option<Conflict> {
    for d in Digit::all() {
        if let Some(c) = (s.on[d] & s.off[d]).first() {
            return Some(Conflict::Both(c, d));
        }
    }
    for a in Digit::all() {
        for b in Digit::all().filter(|&b| b > a) {
            if let Some(c) = (s.on[a] & s.on[b]).first() {
                return Some(Conflict::TwoDigits(c, a, b));
            }
        }
    }
    for d in Digit::all() {
        let on = s.on[d];
        if on.is_empty() {
            continue;
        }
        for u in Unit::all() {
            let both = on & u.cell_set();
            if both.len() > 1 {
                let mut it = both.iter();
                let (Some(a), Some(b)) = (it.next(), it.next()) else {
                    continue;
                };
                return Some(Conflict::Twice(u, d, a, b));
            }
        }
    }
    // cells with no candidate left and nothing set
    let mut alive = CellSet::EMPTY;
    let mut set = CellSet::EMPTY;
    for d in Digit::all() {
        alive |= grid.positions(d) - s.off[d];
        set |= s.on[d];
    }
    if let Some(c) = ((unsolved - alive) - set).first() {
        return Some(Conflict::EmptyCell(c));
    }
    for d in Digit::all() {
        let off = s.off[d];
        if off.is_empty() {
            continue;
        }
        for u in Unit::all() {
            let places = grid.positions_in(d, u);
            if !places.is_empty() && (places - off).is_empty() {
                return Some(Conflict::NoPlace(u, d));
            }
        }
    }
    None
}
