//! A grid with pencil marks: placed digits plus, for each empty cell, the digits still
//! possible there. Techniques read it; applying a deduction writes it.
//!
//! Candidates are kept twice, per cell (`DigitSet`) and per digit (`CellSet`), because
//! techniques ask both ways round ("what can go in r4c7", "where can 3 go in box 5") in their
//! inner loops; the two views are updated together by every mutator.

use crate::cell::{Cell, CellMap, CellSet, Digit, DigitMap, DigitSet, Unit};
use crate::grid::Grid;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    values: Grid,
    /// Empty for filled cells.
    cands: CellMap<DigitSet>,
    /// `positions[d]`: the cells where digit `d` is still a candidate.
    positions: DigitMap<CellSet>,
    /// Cells filled by [`Candidates::from_grid`]: the puzzle's givens. Digits placed later
    /// (by [`Candidates::place`]) are not givens; Avoidable Rectangles rely on the difference.
    givens: CellSet,
}

impl Candidates {
    /// Plain candidates: every digit not already placed in the cell's row, column or box.
    #[must_use]
    pub fn from_grid(grid: &Grid) -> Self {
        let mut out = Self {
            values: Grid::EMPTY,
            cands: CellMap::filled(DigitSet::ALL),
            positions: DigitMap::filled(CellSet::ALL),
            givens: CellSet::EMPTY,
        };
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                out.place(cell, d);
                out.givens.insert(cell);
            }
        }
        out
    }

    /// Declare which filled cells are the puzzle's givens, for grids built digit by digit
    /// (HoDoKu's loading order) rather than by [`Candidates::from_grid`]. Cells that are empty
    /// are ignored: a given is always filled.
    pub fn mark_givens(&mut self, givens: CellSet) {
        self.givens = givens & self.filled_cells();
    }

    /// Filled cells.
    #[must_use]
    pub fn filled_cells(&self) -> CellSet {
        Cell::all().filter(|&c| self.get(c).is_some()).collect()
    }

    /// The cells filled when the grid was built; see the field's note.
    #[must_use]
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    #[must_use]
    pub fn values(&self) -> &Grid {
        &self.values
    }

    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell)
    }

    /// The cell's candidates (empty for a filled cell).
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.cands[cell]
    }

    #[must_use]
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.cands[cell].contains(digit)
    }

    /// Remove one candidate; returns whether it was there.
    pub fn remove(&mut self, cell: Cell, digit: Digit) -> bool {
        let had = self.has(cell, digit);
        self.cands[cell].remove(digit);
        self.positions[digit].remove(cell);
        had
    }

    /// Replace an empty cell's candidates (used when the player's notes are the candidates).
    pub fn set_candidates(&mut self, cell: Cell, set: DigitSet) {
        if self.values.get(cell).is_some() {
            return;
        }
        self.cands[cell] = set;
        for d in Digit::all() {
            if set.contains(d) {
                self.positions[d].insert(cell);
            } else {
                self.positions[d].remove(cell);
            }
        }
    }

    /// Naked and hidden singles, placed until none is left: the cheap first pass that timing
    /// runs and tests do before asking for the hard techniques. (The hint engine itself finds
    /// singles one at a time, in HoDoKu's order, through [`crate::hint::logic::Solver`].)
    pub fn fill_singles(&mut self) {
        loop {
            let mut progress = false;
            for cell in Cell::all() {
                if let Some(d) = self.candidates(cell).only() {
                    self.place(cell, d);
                    progress = true;
                }
            }
            for unit in Unit::all() {
                for d in Digit::all() {
                    let pos = self.positions_in(d, unit);
                    if pos.len() == 1
                        && let Some(cell) = pos.first()
                    {
                        self.place(cell, d);
                        progress = true;
                    }
                }
            }
            if !progress {
                return;
            }
        }
    }

    /// The first naked single in cell order, else the first hidden single (units in
    /// [`Unit::all`] order, digits ascending): one step of [`Candidates::fill_singles`], for
    /// walkers that look at every position on the way rather than only where singles run out.
    #[must_use]
    pub fn first_single(&self) -> Option<(Cell, Digit)> {
        for c in self.empty_cells().iter() {
            if let Some(d) = self.candidates(c).only() {
                return Some((c, d));
            }
        }
        for unit in Unit::all() {
            for d in Digit::all() {
                let cells = self.positions_in(d, unit);
                if cells.len() == 1 {
                    return cells.first().map(|c| (c, d));
                }
            }
        }
        None
    }

    /// Place a digit and remove it from the candidates of every peer.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        self.values.set(cell, Some(digit));
        for d in self.cands[cell].iter() {
            self.positions[d].remove(cell);
        }
        self.cands[cell] = DigitSet::EMPTY;
        let peers = cell.peers();
        for peer in (peers & self.positions[digit]).iter() {
            self.cands[peer].remove(digit);
        }
        self.positions[digit] -= peers;
    }

    /// Write `digit` into `cell` and clear the cell's own candidates, leaving the peers alone:
    /// the HoDoKu replay removes the digit from each peer itself, in HoDoKu's order, so that
    /// its singles queues see every removal.
    pub(crate) fn set_value(&mut self, cell: Cell, digit: Digit) {
        self.values.set(cell, Some(digit));
        for d in self.cands[cell].iter() {
            self.positions[d].remove(cell);
        }
        self.cands[cell] = DigitSet::EMPTY;
    }

    /// Cells where `digit` is still a candidate.
    #[must_use]
    pub fn positions(&self, digit: Digit) -> CellSet {
        self.positions[digit]
    }

    /// Cells of `unit` where `digit` is still a candidate.
    #[must_use]
    pub fn positions_in(&self, digit: Digit, unit: Unit) -> CellSet {
        self.positions[digit] & unit.cell_set()
    }

    /// How many cells of `unit` still have `digit` as a candidate.
    #[must_use]
    pub fn count_in(&self, digit: Digit, unit: Unit) -> usize {
        self.positions_in(digit, unit).len()
    }

    /// Where `digit` can go in `unit`, as nine bits in the unit's own order (bit `i` for
    /// `unit.cells()[i]`): subsets and fish combine these small masks instead of cell sets.
    #[must_use]
    pub fn unit_mask(&self, digit: Digit, unit: Unit) -> u16 {
        let set = self.positions[digit];
        unit.cells()
            .iter()
            .enumerate()
            .filter(|(_, c)| set.contains(**c))
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Empty cells of `unit`.
    #[must_use]
    pub fn empty_in(&self, unit: Unit) -> CellSet {
        unit.cells()
            .iter()
            .filter(|&&c| self.get(c).is_none())
            .fold(CellSet::EMPTY, |s, &c| s.with(c))
    }

    /// Empty cells.
    #[must_use]
    pub fn empty_cells(&self) -> CellSet {
        Cell::all().filter(|&c| self.get(c).is_none()).collect()
    }

    /// Computed candidates narrowed by the player's pencil marks: where a cell has notes, only
    /// the noted digits that are still possible stay. A cell without notes keeps the computed
    /// candidates, so a half-annotated board still gets sound hints.
    #[must_use]
    pub fn with_notes(grid: &Grid, notes: &CellMap<DigitSet>) -> Self {
        let mut out = Self::from_grid(grid);
        for cell in Cell::all() {
            let marks = notes[cell];
            if out.get(cell).is_none() && !marks.is_empty() {
                out.set_candidates(cell, out.candidates(cell) & marks);
            }
        }
        out
    }

    /// Empty cells with exactly two candidates: the raw material of wings, XY-chains, remote
    /// pairs and BUG.
    #[must_use]
    pub fn bivalue_cells(&self) -> CellSet {
        Cell::all().filter(|&c| self.cands[c].len() == 2).collect()
    }

    /// Carry out a deduction: its placements, then its eliminations.
    pub fn apply(&mut self, deduction: &crate::hint::Deduction) {
        for &(cell, digit) in &deduction.placements {
            self.place(cell, digit);
        }
        for &(cell, digit) in &deduction.eliminations {
            self.remove(cell, digit);
        }
    }

    /// Is every cell filled?
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.values.is_full()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_views_stay_in_step() {
        let mut grid = Grid::EMPTY;
        let d5 = Digit::new(5);
        grid.set(Cell::from_index(0), d5);
        let mut c = Candidates::from_grid(&grid);
        let five = d5.unwrap_or_else(|| unreachable!());
        // r1c1 holds 5: its 20 peers and itself lose 5.
        assert_eq!(c.positions(five).len(), 81 - 21);
        c.remove(Cell::from_index(80), five);
        assert!(!c.positions(five).contains(Cell::from_index(80)));
        c.set_candidates(Cell::from_index(40), DigitSet::single(five));
        assert_eq!(c.candidates(Cell::from_index(40)), DigitSet::single(five));
        for d in Digit::all() {
            for cell in Cell::all() {
                assert_eq!(c.has(cell, d), c.positions(d).contains(cell), "{cell} {d}");
            }
        }
    }

    #[test]
    fn notes_narrow_the_computed_candidates() {
        let mut grid = Grid::EMPTY;
        let one = Digit::new(1).unwrap_or_else(|| unreachable!());
        grid.set(Cell::from_index(0), Some(one));
        let mut notes = CellMap::filled(DigitSet::EMPTY);
        // r1c2 noted as {1, 2}: 1 is impossible there (r1c1 holds it), so only 2 stays
        notes[Cell::from_index(1)] = DigitSet::from_bits(0b11);
        let c = Candidates::with_notes(&grid, &notes);
        assert_eq!(c.candidates(Cell::from_index(1)), DigitSet::from_bits(0b10));
        // a cell without notes keeps every computed candidate
        assert_eq!(c.candidates(Cell::from_index(2)).len(), 8);
        assert_eq!(c.count_in(one, Unit::Row(0)), 0);
        assert_eq!(
            c.unit_mask(
                Digit::new(2).unwrap_or_else(|| unreachable!()),
                Unit::Row(0)
            ),
            0b1_1111_1110
        );
    }
}
