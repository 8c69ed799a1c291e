//! The board a person plays on: givens kept apart from entries, and per-unit digit counts kept
//! up to date on every change, so that "which digits are used here" and "what clashes" are
//! cheap enough to ask on every keystroke.

use thiserror::Error;

use crate::cell::{Cell, CellSet, Digit, DigitMap, DigitSet, Unit};
use crate::grid::Grid;

/// Two cells of one unit holding the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Conflict {
    /// The earlier cell in reading order.
    pub first: Cell,
    pub second: Cell,
    pub unit: Unit,
    pub digit: Digit,
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum BoardError {
    #[error("{0} is a given and cannot be changed")]
    Given(Cell),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    values: Grid,
    givens: CellSet,
    /// `counts[unit][digit]`: how many cells of the unit hold the digit. Counts rather than bits,
    /// because a player may enter duplicates and erasing one of two must keep the other visible.
    counts: [DigitMap<u8>; 27],
    /// Per unit, the 9-bit set of digits present (count > 0), kept with the counts.
    used: [u16; 27],
    /// Units holding some digit twice or more (bit per unit): the clash query's starting point.
    clashing: u32,
}

impl Board {
    /// A board whose filled cells are all givens. Clashing givens are accepted here (the
    /// formats reject them with a better message); [`Board::conflicts`] reports them.
    #[must_use]
    pub fn new(givens: &Grid) -> Self {
        let mut board = Self {
            values: Grid::EMPTY,
            givens: CellSet::EMPTY,
            counts: [DigitMap::filled(0); 27],
            used: [0; 27],
            clashing: 0,
        };
        for cell in Cell::all() {
            if let Some(d) = givens.get(cell) {
                board.place(cell, d);
                board.givens.insert(cell);
            }
        }
        board
    }

    /// A board with givens plus the player's entries (entries on given cells are ignored).
    #[must_use]
    pub fn with_entries(givens: &Grid, entries: &Grid) -> Self {
        let mut board = Self::new(givens);
        for cell in Cell::all() {
            if let (false, Some(d)) = (board.is_given(cell), entries.get(cell)) {
                board.place(cell, d);
            }
        }
        board
    }

    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.values.get(cell)
    }

    #[must_use]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    #[must_use]
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// All digits on the board, givens and entries alike.
    #[must_use]
    pub fn values(&self) -> &Grid {
        &self.values
    }

    /// Only the givens.
    #[must_use]
    pub fn given_grid(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for cell in self.givens.iter() {
            grid.set(cell, self.values.get(cell));
        }
        grid
    }

    /// Put `digit` (or nothing) in a non-given cell; returns what was there before.
    pub fn set(&mut self, cell: Cell, digit: Option<Digit>) -> Result<Option<Digit>, BoardError> {
        if self.is_given(cell) {
            return Err(BoardError::Given(cell));
        }
        let old = self.values.get(cell);
        if let Some(d) = old {
            for unit in cell.units() {
                let u = unit.index();
                self.counts[u][d] -= 1;
                self.refresh(u, d);
            }
            self.values.set(cell, None);
        }
        if let Some(d) = digit {
            self.place(cell, d);
        }
        Ok(old)
    }

    fn place(&mut self, cell: Cell, digit: Digit) {
        for unit in cell.units() {
            let u = unit.index();
            self.counts[u][digit] += 1;
            self.refresh(u, digit);
        }
        self.values.set(cell, Some(digit));
    }

    /// Bring the unit's digit set and clash bit in line with its count of `digit`.
    fn refresh(&mut self, u: usize, digit: Digit) {
        if self.counts[u][digit] > 0 {
            self.used[u] |= digit.bit();
        } else {
            self.used[u] &= !digit.bit();
        }
        let twice = self.counts[u].values().any(|&n| n > 1);
        self.clashing = self.clashing & !(1 << u) | u32::from(twice) << u;
    }

    /// Digits present at least once in the unit.
    #[must_use]
    pub fn used(&self, unit: Unit) -> DigitSet {
        DigitSet::from_bits(self.used[unit.index()])
    }

    /// Digits not yet present in any of the cell's three units (the cell's own digit excluded
    /// unless another cell of a unit holds it too).
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let mut seen = 0u16;
        for unit in cell.units() {
            seen |= self.used[unit.index()];
        }
        if let Some(own) = self.get(cell) {
            let elsewhere = cell.units().iter().any(|u| self.counts[u.index()][own] > 1);
            if !elsewhere {
                seen &= !own.bit();
            }
        }
        !DigitSet::from_bits(seen)
    }

    /// How many cells hold `digit`, for the "remaining" counters.
    #[must_use]
    pub fn count(&self, digit: Digit) -> usize {
        (0..9).map(|r| usize::from(self.counts[r][digit])).sum()
    }

    /// Every clashing pair and the unit where it clashes. Only units known to hold a digit
    /// twice are scanned, so the usual answer (no clash) costs one comparison.
    #[must_use]
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        if self.clashing == 0 {
            return out;
        }
        for unit in Unit::all().filter(|u| self.clashing >> u.index() & 1 != 0) {
            let counts = &self.counts[unit.index()];
            for digit in Digit::all() {
                if counts[digit] < 2 {
                    continue;
                }
                let cells: Vec<Cell> = unit
                    .cells()
                    .into_iter()
                    .filter(|&c| self.get(c) == Some(digit))
                    .collect();
                for (i, &first) in cells.iter().enumerate() {
                    for &second in &cells[i + 1..] {
                        out.push(Conflict {
                            first,
                            second,
                            unit,
                            digit,
                        });
                    }
                }
            }
        }
        out
    }

    /// The cells involved in at least one clash.
    #[must_use]
    pub fn conflicting_cells(&self) -> CellSet {
        self.conflicts()
            .iter()
            .fold(CellSet::EMPTY, |set, c| set.with(c.first).with(c.second))
    }

    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.values.is_solved()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cells::{cell, digit};

    #[test]
    fn clash_appears_and_clears() -> Result<(), BoardError> {
        let mut givens = Grid::EMPTY;
        givens.set(cell(1, 1), Some(digit(5)));
        let mut board = Board::new(&givens);
        assert!(board.conflicts().is_empty());

        board.set(cell(1, 3), Some(digit(5)))?;
        let conflicts = board.conflicts();
        // r1c1 and r1c3 share row 1 and box 1.
        assert_eq!(conflicts.len(), 2);
        assert!(conflicts.iter().any(|c| c.unit == Unit::Row(0)));
        assert!(conflicts.iter().any(|c| c.unit == Unit::Box(0)));
        assert_eq!(
            board.conflicting_cells(),
            CellSet::EMPTY.with(cell(1, 1)).with(cell(1, 3))
        );

        board.set(cell(1, 3), None)?;
        assert!(board.conflicts().is_empty());
        Ok(())
    }

    #[test]
    fn givens_are_protected() {
        let mut givens = Grid::EMPTY;
        givens.set(cell(5, 5), Some(digit(7)));
        let mut board = Board::new(&givens);
        assert_eq!(
            board.set(cell(5, 5), Some(digit(1))),
            Err(BoardError::Given(cell(5, 5)))
        );
        assert_eq!(board.get(cell(5, 5)), Some(digit(7)));
    }

    #[test]
    fn three_of_a_kind_gives_three_pairs() -> Result<(), BoardError> {
        let mut board = Board::new(&Grid::EMPTY);
        for c in [1, 5, 9] {
            board.set(cell(1, c), Some(digit(9)))?;
        }
        assert_eq!(board.conflicts().len(), 3);
        board.set(cell(1, 5), Some(digit(1)))?;
        assert_eq!(board.conflicts().len(), 1);
        Ok(())
    }

    #[test]
    fn masks_follow_every_change() -> Result<(), BoardError> {
        let mut board = Board::new(&Grid::EMPTY);
        board.set(cell(1, 1), Some(digit(3)))?;
        board.set(cell(1, 6), Some(digit(3)))?;
        board.set(cell(5, 5), Some(digit(8)))?;
        assert_eq!(board.used(Unit::Row(0)).to_string(), "3");
        assert_eq!(board.conflicts().len(), 1);
        // r1c1 clashes with r1c6: its own 3 no longer counts as a candidate.
        assert!(!board.candidates(cell(1, 1)).contains(digit(3)));
        board.set(cell(1, 6), Some(digit(4)))?;
        assert!(board.conflicts().is_empty());
        assert_eq!(board.used(Unit::Row(0)).to_string(), "3,4");
        board.set(cell(1, 1), None)?;
        assert_eq!(board.used(Unit::Row(0)).to_string(), "4");
        assert_eq!(board.used(Unit::Box(4)).to_string(), "8");
        assert_eq!(board.candidates(cell(1, 2)).to_string(), "1,2,3,5,6,7,8,9");
        Ok(())
    }

    #[test]
    fn candidates_ignore_the_cell_itself() -> Result<(), BoardError> {
        let mut board = Board::new(&Grid::EMPTY);
        board.set(cell(1, 1), Some(digit(3)))?;
        assert!(board.candidates(cell(1, 1)).contains(digit(3)));
        assert!(!board.candidates(cell(1, 2)).contains(digit(3)));
        assert_eq!(board.count(digit(3)), 1);
        Ok(())
    }

    proptest::proptest! {
        /// After any sequence of edits, the incremental masks and clash list equal a
        /// recomputation from scratch.
        #[test]
        fn incremental_state_matches_a_fresh_board(edits in proptest::collection::vec((0usize..81, 0u8..10), 0..120)) {
            let mut board = Board::new(&Grid::EMPTY);
            for (i, d) in edits {
                board.set(Cell::from_index(i), Digit::new(d)).unwrap_or_default();
            }
            let fresh = Board::new(board.values());
            proptest::prop_assert_eq!(board.conflicts(), fresh.conflicts());
            for unit in Unit::all() {
                let direct: DigitSet = unit.cells().iter().filter_map(|&c| board.get(c)).collect();
                proptest::prop_assert_eq!(board.used(unit), direct);
            }
            for c in Cell::all() {
                let others: DigitSet = c.peers().iter().filter_map(|p| board.get(p)).collect();
                proptest::prop_assert_eq!(board.candidates(c), !others);
            }
        }
    }
}
