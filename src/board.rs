//! The board a person plays on: givens kept apart from entries, and per-unit digit counts kept
//! up to date on every change, so that "which digits are used here" and "what clashes" are
//! cheap enough to ask on every keystroke.

use thiserror::Error;

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
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
    counts: [[u8; 9]; 27],
}

impl Board {
    /// A board whose filled cells are all givens. Clashing givens are accepted here (the
    /// formats reject them with a better message); [`Board::conflicts`] reports them.
    #[must_use]
    pub fn new(givens: &Grid) -> Self {
        let mut board = Self {
            values: Grid::EMPTY,
            givens: CellSet::EMPTY,
            counts: [[0; 9]; 27],
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
                self.counts[unit.index()][d.index()] -= 1;
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
            self.counts[unit.index()][digit.index()] += 1;
        }
        self.values.set(cell, Some(digit));
    }

    /// Digits present at least once in the unit.
    #[must_use]
    pub fn used(&self, unit: Unit) -> DigitSet {
        let counts = &self.counts[unit.index()];
        Digit::all().filter(|d| counts[d.index()] > 0).collect()
    }

    /// Digits not yet present in any of the cell's three units (the cell's own digit excluded).
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let own = self.get(cell);
        let mut seen = DigitSet::EMPTY;
        for unit in cell.units() {
            let counts = &self.counts[unit.index()];
            for d in Digit::all() {
                let others = counts[d.index()] - u8::from(own == Some(d));
                if others > 0 {
                    seen.insert(d);
                }
            }
        }
        seen.complement()
    }

    /// How many cells hold `digit`, for the "remaining" counters.
    #[must_use]
    pub fn count(&self, digit: Digit) -> usize {
        (0..9)
            .map(|r| usize::from(self.counts[r][digit.index()]))
            .sum()
    }

    /// Every clashing pair and the unit where it clashes. Only units whose count of some digit
    /// exceeds one are scanned, so the usual answer (no clash) costs 243 byte comparisons.
    #[must_use]
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut out = Vec::new();
        for unit in Unit::all() {
            let counts = &self.counts[unit.index()];
            for digit in Digit::all() {
                if counts[digit.index()] < 2 {
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

    fn cell(r: usize, c: usize) -> Cell {
        Cell::at(r, c).unwrap_or_else(|| unreachable!())
    }

    fn digit(d: u8) -> Option<Digit> {
        Digit::new(d)
    }

    #[test]
    fn clash_appears_and_clears() -> Result<(), BoardError> {
        let mut givens = Grid::EMPTY;
        givens.set(cell(0, 0), digit(5));
        let mut board = Board::new(&givens);
        assert!(board.conflicts().is_empty());

        board.set(cell(0, 2), digit(5))?;
        let conflicts = board.conflicts();
        // r1c1 and r1c3 share row 1 and box 1.
        assert_eq!(conflicts.len(), 2);
        assert!(conflicts.iter().any(|c| c.unit == Unit::Row(0)));
        assert!(conflicts.iter().any(|c| c.unit == Unit::Box(0)));
        assert_eq!(
            board.conflicting_cells(),
            CellSet::EMPTY.with(cell(0, 0)).with(cell(0, 2))
        );

        board.set(cell(0, 2), None)?;
        assert!(board.conflicts().is_empty());
        Ok(())
    }

    #[test]
    fn givens_are_protected() {
        let mut givens = Grid::EMPTY;
        givens.set(cell(4, 4), digit(7));
        let mut board = Board::new(&givens);
        assert_eq!(
            board.set(cell(4, 4), digit(1)),
            Err(BoardError::Given(cell(4, 4)))
        );
        assert_eq!(board.get(cell(4, 4)), digit(7));
    }

    #[test]
    fn three_of_a_kind_gives_three_pairs() -> Result<(), BoardError> {
        let mut board = Board::new(&Grid::EMPTY);
        for c in [0, 4, 8] {
            board.set(cell(0, c), digit(9))?;
        }
        assert_eq!(board.conflicts().len(), 3);
        board.set(cell(0, 4), digit(1))?;
        assert_eq!(board.conflicts().len(), 1);
        Ok(())
    }

    #[test]
    fn candidates_ignore_the_cell_itself() -> Result<(), BoardError> {
        let mut board = Board::new(&Grid::EMPTY);
        board.set(cell(0, 0), digit(3))?;
        assert!(
            board
                .candidates(cell(0, 0))
                .contains(Digit::new(3).unwrap_or_else(|| unreachable!()))
        );
        assert!(
            !board
                .candidates(cell(0, 1))
                .contains(Digit::new(3).unwrap_or_else(|| unreachable!()))
        );
        assert_eq!(
            board.count(Digit::new(3).unwrap_or_else(|| unreachable!())),
            1
        );
        Ok(())
    }
}
