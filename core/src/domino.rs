//! Sudominoku (BOJ 4574, MCPC 2011): a Sudoku whose 72 non-single cells are covered by the 36
//! dominoes of distinct digit pairs. The model (pairs, placed dominoes, the givens), and its
//! step-by-step solver in [`machine`].
//!
//! A player or visualiser asks which cells are joined ([`Layout::partner`]) and which pairs are
//! used ([`PairSet`]) to draw the dominoes.
//!
//! ```
//! use stepdoku_core::domino::DominoMachine;
//! use stepdoku_core::format;
//!
//! let input = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
//!              7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";
//! let doc = format::parse("sample", input, None).unwrap();
//! let puzzle = doc.puzzles[0].as_sudominoku().unwrap();
//! let mut machine = DominoMachine::new(puzzle, Some(1));
//! machine.run(None);
//! let layout = machine.layout();
//! assert_eq!(layout.used().len(), 36); // every pair placed once
//! assert_eq!(layout.dominoes().len(), 36);
//! assert_eq!(machine.first_solution().unwrap().to_line()[..9], *"872643195");
//! ```

mod count;
pub mod machine;
mod pair;
mod ways;

use std::fmt;

use thiserror::Error;

use crate::cell::{Cell, CellMap, Digit};
use crate::grid::Grid;

pub use count::{GridCount, count_grids};
pub use machine::{
    Event as DominoEvent, Frame as DominoFrame, Machine as DominoMachine, Stuck as DominoStuck,
};
pub use pair::{Pair, PairSet};
pub use ways::Ways;

/// Are the two cells side by side (same row, neighbouring columns, or the reverse)?
#[must_use]
pub fn adjacent(a: Cell, b: Cell) -> bool {
    (a.row() == b.row() && a.col().abs_diff(b.col()) == 1)
        || (a.col() == b.col() && a.row().abs_diff(b.row()) == 1)
}

/// `A1`..`I9`: the judge's names for cells (row letter, column digit).
#[must_use]
pub fn position_name(cell: Cell) -> String {
    format!("{}{}", char::from(b'A' + cell.row() as u8), cell.col() + 1)
}

/// A domino on the board: `digits[i]` sits in `cells[i]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Domino {
    pub cells: [Cell; 2],
    pub digits: [Digit; 2],
}

impl Domino {
    /// The unordered pair of digits, if they differ.
    #[must_use]
    pub fn pair(&self) -> Option<Pair> {
        Pair::new(self.digits[0], self.digits[1])
    }
}

/// `6 B2 1 B3`: the judge's notation.
impl fmt::Display for Domino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.digits[0],
            position_name(self.cells[0]),
            self.digits[1],
            position_name(self.cells[1])
        )
    }
}

/// Why a set of givens cannot be a Sudominoku.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum DominoError {
    #[error("a domino holds two different digits, found {0} twice")]
    SameDigit(Digit),
    #[error("a domino covers two side-by-side cells, {} and {} are not", position_name(*.0), position_name(*.1))]
    NotAdjacent(Cell, Cell),
    #[error("each pair of digits is on one domino only, {0} is already used")]
    PairUsedTwice(Pair),
    #[error("{} is already covered", position_name(*.0))]
    Overlap(Cell),
    #[error("{} and {} both hold {} in one unit", position_name(*.0), position_name(*.1), .2)]
    Clash(Cell, Cell, Digit),
}

/// What covers the board so far: the digit of every cell and the partner of every domino cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Layout {
    values: Grid,
    /// Partner cell index + 1 for domino cells, 0 otherwise.
    partners: CellMap<u8>,
    used: PairSet,
}

impl Default for Layout {
    fn default() -> Self {
        Self {
            values: Grid::EMPTY,
            partners: CellMap::filled(0),
            used: PairSet::EMPTY,
        }
    }
}

impl Layout {
    #[must_use]
    pub fn grid(&self) -> &Grid {
        &self.values
    }

    /// The other cell of the domino covering `cell`, if a domino covers it.
    #[must_use]
    pub fn partner(&self, cell: Cell) -> Option<Cell> {
        self.partners[cell]
            .checked_sub(1)
            .and_then(|i| Cell::new(i.into()))
    }

    #[must_use]
    pub fn used(&self) -> PairSet {
        self.used
    }

    /// Every domino on the board, each once, in reading order of its first cell.
    #[must_use]
    pub fn dominoes(&self) -> Vec<Domino> {
        Cell::all()
            .filter_map(|a| {
                let b = self.partner(a)?;
                let (da, db) = (self.values.get(a)?, self.values.get(b)?);
                (a < b).then_some(Domino {
                    cells: [a, b],
                    digits: [da, db],
                })
            })
            .collect()
    }

    /// Put a digit that is not on a domino (one of the nine singles).
    pub fn put_single(&mut self, cell: Cell, digit: Digit) -> Result<(), DominoError> {
        self.check_free(cell)?;
        self.check_fits(cell, digit)?;
        self.values.set(cell, Some(digit));
        Ok(())
    }

    /// Put a domino, checking every rule.
    pub fn put_domino(&mut self, domino: Domino) -> Result<(), DominoError> {
        let [a, b] = domino.cells;
        let [da, db] = domino.digits;
        let pair = domino.pair().ok_or(DominoError::SameDigit(da))?;
        if !adjacent(a, b) {
            return Err(DominoError::NotAdjacent(a, b));
        }
        if self.used.contains(pair) {
            return Err(DominoError::PairUsedTwice(pair));
        }
        self.check_free(a)?;
        self.check_free(b)?;
        self.check_fits(a, da)?;
        self.check_fits(b, db)?;
        self.place(domino, pair);
        Ok(())
    }

    /// Put a domino the caller has checked (the solver's hot path).
    pub(crate) fn place(&mut self, domino: Domino, pair: Pair) {
        let [a, b] = domino.cells;
        self.values.set(a, Some(domino.digits[0]));
        self.values.set(b, Some(domino.digits[1]));
        self.partners[a] = b.index() as u8 + 1;
        self.partners[b] = a.index() as u8 + 1;
        self.used.insert(pair);
    }

    /// Lift a domino placed with [`Layout::place`].
    pub(crate) fn lift(&mut self, domino: Domino, pair: Pair) {
        for cell in domino.cells {
            self.values.set(cell, None);
            self.partners[cell] = 0;
        }
        self.used.remove(pair);
    }

    fn check_free(&self, cell: Cell) -> Result<(), DominoError> {
        if self.values.get(cell).is_some() {
            return Err(DominoError::Overlap(cell));
        }
        Ok(())
    }

    fn check_fits(&self, cell: Cell, digit: Digit) -> Result<(), DominoError> {
        match cell
            .peers()
            .iter()
            .find(|&p| self.values.get(p) == Some(digit))
        {
            Some(other) => Err(DominoError::Clash(other, cell, digit)),
            None => Ok(()),
        }
    }
}

/// A Sudominoku puzzle: the nine singles (digit `i + 1` at `singles[i]`) and the dominoes
/// already placed, all checked against the rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sudominoku {
    singles: [Cell; 9],
    dominoes: Vec<Domino>,
    layout: Layout,
}

impl Sudominoku {
    /// Check and combine the givens.
    pub fn new(dominoes: Vec<Domino>, singles: [Cell; 9]) -> Result<Self, DominoError> {
        let mut layout = Layout::default();
        for &domino in &dominoes {
            layout.put_domino(domino)?;
        }
        for (digit, &cell) in Digit::all().zip(&singles) {
            layout.put_single(cell, digit)?;
        }
        Ok(Self {
            singles,
            dominoes,
            layout,
        })
    }

    /// Givens already put on `layout` one by one through [`Layout::put_domino`] and
    /// [`Layout::put_single`] (the reader does, to place each broken rule on its line), so
    /// the rules are not checked a second time.
    pub(crate) fn from_checked(dominoes: Vec<Domino>, singles: [Cell; 9], layout: Layout) -> Self {
        Self {
            singles,
            dominoes,
            layout,
        }
    }

    #[must_use]
    pub fn singles(&self) -> &[Cell; 9] {
        &self.singles
    }

    /// The given dominoes, in input order.
    #[must_use]
    pub fn dominoes(&self) -> &[Domino] {
        &self.dominoes
    }

    /// The givens as a board layout (digits, joined cells, used pairs).
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The given digits as a plain grid.
    #[must_use]
    pub fn grid(&self) -> &Grid {
        self.layout.grid()
    }
}

#[cfg(test)]
mod tests;
