//! The fish search itself: every combination of base units, then every combination of as many
//! cover units, in HoDoKu's order, so that the first fish found is the one HoDoKu applies.
//!
//! A fish on digit d: n base units and n cover units; every base candidate of d lies in some
//! cover unit (fins excepted), so the n copies of d in the base units fill the cover units, and
//! no other cell of a cover unit can hold d. With fins, only cells that see every fin lose d.

use crate::cell::{CellSet, Digit, Unit};
use crate::hint::Candidates;

/// Which units may serve as base and cover sets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Shape {
    /// Rows against columns (or the reverse).
    Basic,
    /// Rows and boxes against columns and boxes (or the reverse).
    Franken,
    /// Any units against any units.
    Mutant,
}

/// What to look for.
#[derive(Clone, Copy, Debug)]
pub(super) struct Search {
    pub digit: Digit,
    pub size: usize,
    pub shape: Shape,
    pub without_fins: bool,
    pub with_fins: bool,
    pub max_fins: usize,
    pub max_endo_fins: usize,
}

/// One fish as found: its units and what it removes.
#[derive(Clone, Debug)]
pub(super) struct Fish {
    pub digit: Digit,
    /// In unit index order (rows, columns, boxes).
    pub base: Vec<Unit>,
    pub cover: Vec<Unit>,
    /// Every base candidate, fins included.
    pub base_cells: CellSet,
    /// Base candidates outside the cover units.
    pub fins: CellSet,
    /// Base candidates in two base units (treated as fins).
    pub endo_fins: CellSet,
    /// Cover candidates outside the base units that see every fin.
    pub deleted: CellSet,
    /// Base candidates in two cover units that see every fin.
    pub cannibalistic: CellSet,
    /// The base candidates of each base unit, fins included, in `base` order.
    pub per_base: Vec<CellSet>,
    pub finned_search: bool,
}

struct Units {
    base: Vec<(Unit, CellSet)>,
    cover: Vec<(Unit, CellSet)>,
}

/// Base and cover candidates for one orientation (`lines`: rows are base units).
fn units(grid: &Candidates, search: &Search, lines: bool) -> Units {
    let mut out = Units {
        base: Vec::new(),
        cover: Vec::new(),
    };
    let all = grid.positions(search.digit);
    let add_base = |out: &mut Units, u: Unit, set: CellSet| {
        if search.with_fins || set.len() <= search.size {
            out.base.push((u, set));
        }
    };
    for unit in Unit::all() {
        let set = all & unit.cell_set();
        if set.is_empty() {
            continue;
        }
        match (unit, search.shape) {
            (Unit::Box(_), Shape::Basic) => {}
            (_, Shape::Mutant) | (Unit::Box(_), Shape::Franken) => {
                add_base(&mut out, unit, set);
                out.cover.push((unit, set));
            }
            (Unit::Row(_), _) if lines => add_base(&mut out, unit, set),
            (Unit::Col(_), _) if !lines => add_base(&mut out, unit, set),
            _ => out.cover.push((unit, set)),
        }
    }
    out
}

/// Runs the search for one orientation; `visit` gets every fish with eliminations and returns
/// `true` to stop. Returns whether it was stopped.
pub(super) fn run(
    grid: &Candidates,
    search: &Search,
    lines: bool,
    visit: &mut dyn FnMut(Fish) -> bool,
) -> bool {
    let units = units(grid, search, lines);
    let mut state = State {
        units: &units,
        search,
        chosen: Vec::new(),
        visit,
    };
    state.bases(0, CellSet::EMPTY, CellSet::EMPTY)
}

struct State<'a> {
    units: &'a Units,
    search: &'a Search,
    /// Indices into `units.base`.
    chosen: Vec<usize>,
    visit: &'a mut dyn FnMut(Fish) -> bool,
}

impl State<'_> {
    fn bases(&mut self, start: usize, cands: CellSet, endo: CellSet) -> bool {
        for i in start..self.units.base.len() {
            let (_, set) = self.units.base[i];
            let overlap = cands & set;
            // HoDoKu adds the two counts (a cell in three base units counts twice)
            if !overlap.is_empty()
                && (!self.search.with_fins
                    || endo.len() + overlap.len() > self.search.max_endo_fins)
            {
                continue;
            }
            let endo = endo | overlap;
            let cands = cands | set;
            self.chosen.push(i);
            let stop = if self.chosen.len() == self.search.size {
                self.covers(cands, endo)
            } else {
                self.bases(i + 1, cands, endo)
            };
            self.chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }

    fn covers(&mut self, base: CellSet, endo: CellSet) -> bool {
        let used: Vec<Unit> = self.chosen.iter().map(|&i| self.units.base[i].0).collect();
        let cover: Vec<(Unit, CellSet)> = self
            .units
            .cover
            .iter()
            .copied()
            .filter(|(u, set)| !used.contains(u) && !(*set & base).is_empty())
            .collect();
        let mut picked = Vec::with_capacity(self.search.size);
        self.cover_level(
            &cover,
            0,
            &mut picked,
            CellSet::EMPTY,
            CellSet::EMPTY,
            base,
            endo,
        )
    }

    #[expect(
        clippy::too_many_arguments,
        reason = "one level of the cover-set recursion: each argument is that level's own state"
    )]
    fn cover_level(
        &mut self,
        cover: &[(Unit, CellSet)],
        start: usize,
        picked: &mut Vec<usize>,
        cands: CellSet,
        cannibal: CellSet,
        base: CellSet,
        endo: CellSet,
    ) -> bool {
        let need = self.search.size - picked.len();
        for i in start..cover.len().saturating_sub(need - 1) {
            let set = cover[i].1;
            let cannibal = cannibal | (cands & set);
            let cands = cands | set;
            picked.push(i);
            let stop = if picked.len() == self.search.size {
                self.check(cover, picked, cands, cannibal, base, endo)
            } else {
                self.cover_level(cover, i + 1, picked, cands, cannibal, base, endo)
            };
            picked.pop();
            if stop {
                return true;
            }
        }
        false
    }

    fn check(
        &mut self,
        cover: &[(Unit, CellSet)],
        picked: &[usize],
        cover_cands: CellSet,
        cannibal: CellSet,
        base: CellSet,
        endo: CellSet,
    ) -> bool {
        let fins = (base - cover_cands) | endo;
        let outside = cover_cands - base;
        let (deleted, cannibalistic, finned) = if fins.is_empty() && self.search.without_fins {
            (outside, cannibal, false)
        } else if self.search.with_fins && !fins.is_empty() && fins.len() <= self.search.max_fins {
            let seen = fins.common_peers();
            ((outside & seen), (cannibal & seen), true)
        } else {
            return false;
        };
        if deleted.is_empty() && cannibalistic.is_empty() {
            return false;
        }
        let fish = Fish {
            digit: self.search.digit,
            base: self.chosen.iter().map(|&i| self.units.base[i].0).collect(),
            cover: picked.iter().map(|&i| cover[i].0).collect(),
            base_cells: base,
            fins: (fins - endo),
            endo_fins: endo,
            deleted,
            cannibalistic,
            per_base: self.chosen.iter().map(|&i| self.units.base[i].1).collect(),
            finned_search: finned,
        };
        (self.visit)(fish)
    }
}
