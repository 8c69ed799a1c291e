//! Sudominoku as a game: the givens (nine singles and some dominoes), the dominoes the player
//! lays, and the two rules a player can break while playing, a digit twice in a unit (the
//! board's clashes) and a pair of digits on two dominoes. Laying or lifting a domino is one
//! undo step; hints name the domino that must go where.

mod hint;

use crate::cell::{Cell, CellSet, DigitSet};
use crate::domino::{self, Domino, DominoMachine, Layout, Pair, PairSet, Sudominoku};

use super::{CellState, EditError, Game, GameError, PuzzleSource, Solution};

pub use hint::{DominoHint, DominoReason};

/// Which kind of puzzle a game is.
#[derive(Clone, Debug)]
pub enum Variant {
    Classic,
    Sudominoku(Box<DominoGame>),
}

/// What a Sudominoku game keeps besides the board.
#[derive(Clone, Debug)]
pub struct DominoGame {
    pub puzzle: Sudominoku,
    /// The tiling the solver found, for hints when nothing is forced.
    pub solution: Layout,
}

/// A domino on the board and whether the puzzle gave it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PlacedDomino {
    pub domino: Domino,
    pub given: bool,
}

/// Solve a Sudominoku from `puzzle`: its first tiling (the judge promises one answer).
fn solve(puzzle: &Sudominoku) -> Option<Layout> {
    let mut machine = DominoMachine::new(puzzle, Some(1));
    machine.run(None);
    machine.first_solution().map(|_| *machine.layout())
}

impl Game {
    /// A fresh Sudominoku game, its timer stopped at zero.
    pub fn sudominoku(puzzle: Sudominoku, source: PuzzleSource) -> Result<Self, GameError> {
        let solution = solve(&puzzle).ok_or(GameError::NoSolution)?;
        let givens = *puzzle.grid();
        let mut game = Self::new_unsolved(&givens, source);
        game.solution = Solution::Unique(*solution.grid());
        game.variant = Variant::Sudominoku(Box::new(DominoGame { puzzle, solution }));
        Ok(game)
    }

    #[must_use]
    pub fn is_sudominoku(&self) -> bool {
        matches!(self.variant, Variant::Sudominoku(_))
    }

    /// The Sudominoku's givens, for a Sudominoku game.
    #[must_use]
    pub fn domino_puzzle(&self) -> Option<&Sudominoku> {
        match &self.variant {
            Variant::Sudominoku(game) => Some(&game.puzzle),
            Variant::Classic => None,
        }
    }

    /// The other cell of the domino on `cell`, given or laid by the player.
    #[must_use]
    pub fn partner(&self, cell: Cell) -> Option<Cell> {
        self.partners[cell].or_else(|| self.domino_puzzle()?.layout().partner(cell))
    }

    /// Every domino on the board, each once, in reading order of its first cell.
    #[must_use]
    pub fn dominoes(&self) -> Vec<PlacedDomino> {
        Cell::all()
            .filter_map(|a| {
                let b = self.partner(a).filter(|&b| a < b)?;
                let digits = [self.board.get(a)?, self.board.get(b)?];
                Some(PlacedDomino {
                    domino: Domino {
                        cells: [a, b],
                        digits,
                    },
                    given: self.board.is_given(a),
                })
            })
            .collect()
    }

    /// The pairs on the board, given or laid.
    #[must_use]
    pub fn used_pairs(&self) -> PairSet {
        let mut used = PairSet::EMPTY;
        for placed in self.dominoes() {
            if let Some(pair) = placed.domino.pair() {
                used.insert(pair);
            }
        }
        used
    }

    /// Pairs on more than one domino: a rule broken, shown like a clash.
    #[must_use]
    pub fn doubled_pairs(&self) -> PairSet {
        let (mut seen, mut doubled) = (PairSet::EMPTY, PairSet::EMPTY);
        for placed in self.dominoes() {
            if let Some(pair) = placed.domino.pair() {
                if seen.contains(pair) {
                    doubled.insert(pair);
                }
                seen.insert(pair);
            }
        }
        doubled
    }

    /// The cells of every domino whose pair is on another domino too.
    #[must_use]
    pub fn pair_clashes(&self) -> CellSet {
        let doubled = self.doubled_pairs();
        self.dominoes()
            .iter()
            .filter(|p| p.domino.pair().is_some_and(|pair| doubled.contains(pair)))
            .flat_map(|p| p.domino.cells)
            .collect()
    }

    /// Lay a domino as one undo step: `digits[i]` in `cells[i]`. The cells must be side by
    /// side, free of givens and of other dominoes; the digits must differ. A pair already on
    /// the board or a digit repeated in a unit is allowed, and shown as a clash.
    pub fn place_domino(&mut self, domino: Domino) -> Result<bool, EditError> {
        if !self.is_sudominoku() {
            return Err(EditError::NotSudominoku);
        }
        let [a, b] = domino.cells;
        let [da, db] = domino.digits;
        if !domino::adjacent(a, b) {
            return Err(EditError::NotAdjacent(a, b));
        }
        for cell in [a, b] {
            self.check_editable(cell)?;
            if self.partners[cell].is_some() {
                return Err(EditError::Covered(cell));
            }
        }
        if da == db {
            return Err(EditError::SameDigits(da));
        }
        let mut edits = vec![
            (
                a,
                CellState {
                    digit: Some(da),
                    notes: DigitSet::EMPTY,
                    partner: Some(b),
                },
            ),
            (
                b,
                CellState {
                    digit: Some(db),
                    notes: DigitSet::EMPTY,
                    partner: Some(a),
                },
            ),
        ];
        edits.extend(self.peer_note_edits(&[(a, da), (b, db)]));
        self.apply(&edits)
    }

    /// Lift the player's domino on `cell`, both halves, as one undo step.
    pub fn remove_domino(&mut self, cell: Cell) -> Result<bool, EditError> {
        self.check_editable(cell)?;
        let Some(partner) = self.partners[cell] else {
            return Ok(false);
        };
        self.apply(&[
            (cell, CellState::default()),
            (partner, CellState::default()),
        ])
    }

    /// The ways to lay a domino on the free `cell` that break no rule on the board as it
    /// stands: a free neighbour, an unused pair, each digit absent from its cell's units.
    #[must_use]
    pub fn domino_fits(&self, cell: Cell) -> Vec<Domino> {
        if !self.is_free(cell) {
            return Vec::new();
        }
        let used = self.used_pairs();
        let mut fits = Vec::new();
        for other in neighbours(cell).filter(|&n| self.is_free(n)) {
            let (here, there) = (self.board.candidates(cell), self.board.candidates(other));
            for a in here.iter() {
                for b in there.iter() {
                    let Some(pair) = Pair::new(a, b) else {
                        continue;
                    };
                    if !used.contains(pair) {
                        fits.push(Domino {
                            cells: [cell, other],
                            digits: [a, b],
                        });
                    }
                }
            }
        }
        fits
    }

    /// Neither a digit nor a domino on it.
    #[must_use]
    pub fn is_free(&self, cell: Cell) -> bool {
        self.board.get(cell).is_none()
    }

    /// Lay every domino still missing, from a tiling that completes the board, as ONE undo
    /// step. `Ok(false)` when the board cannot be completed (or is already full).
    pub fn complete_dominoes(&mut self) -> Result<bool, EditError> {
        let Some(tiling) = self.completion() else {
            return Ok(false);
        };
        let edits: Vec<(Cell, CellState)> = Cell::all()
            .filter(|&cell| self.is_free(cell))
            .map(|cell| {
                let state = CellState {
                    digit: tiling.grid().get(cell),
                    notes: DigitSet::EMPTY,
                    partner: tiling.partner(cell),
                };
                (cell, state)
            })
            .collect();
        self.apply(&edits)
    }

    /// The board's dominoes and singles as a puzzle to solve from, if they break no rule: what
    /// the solver visualiser searches from.
    #[must_use]
    pub fn as_puzzle(&self) -> Option<Sudominoku> {
        let puzzle = self.domino_puzzle()?;
        let dominoes = self.dominoes().into_iter().map(|p| p.domino).collect();
        Sudominoku::new(dominoes, *puzzle.singles()).ok()
    }

    /// The tiling the board can still be completed to, if any.
    fn completion(&self) -> Option<Layout> {
        solve(&self.as_puzzle()?)
    }

    /// The solution's tiling, for the game's Sudominoku.
    fn solution_tiling(&self) -> Option<&Layout> {
        match &self.variant {
            Variant::Sudominoku(game) => Some(&game.solution),
            Variant::Classic => None,
        }
    }
}

/// The cells side by side with `cell`: right, down, left, up.
fn neighbours(cell: Cell) -> impl Iterator<Item = Cell> {
    let (row, col) = (cell.row(), cell.col());
    [
        (Some(row), col.checked_add(1)),
        (row.checked_add(1), Some(col)),
        (Some(row), col.checked_sub(1)),
        (row.checked_sub(1), Some(col)),
    ]
    .into_iter()
    .filter_map(|(r, c)| Cell::at(r?, c?))
}
