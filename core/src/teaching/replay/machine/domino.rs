//! A Sudominoku trace replayed: each `try` places a domino (two cells, two digits), each `undo`
//! lifts one, checked against the rules a domino adds (side by side, two different digits,
//! each pair once) besides the Sudoku's.

use std::fmt;

use crate::cell::{Cell, CellMap, Digit};
use crate::domino::{Layout, Pair, PairSet, Sudominoku, adjacent};
use crate::teaching::replay::parse::{Move, Trace};

use super::{Fault, ReplayMachine, clash};

/// What the dominoes add to a replay: the pairs the givens hold, and which cells the learner's
/// placements joined.
#[derive(Clone, Debug)]
pub(super) struct Dominoes {
    given: PairSet,
    /// The puzzle's given dominoes (and singles), to draw them joined.
    puzzle: Layout,
    /// The other cell of each domino placed and standing.
    partner: CellMap<Option<Cell>>,
}

/// What is wrong with a domino move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DominoFault {
    /// The two cells are not side by side.
    Apart { cells: [Cell; 2] },
    /// Both halves hold the same digit (no such domino).
    SameDigits { cells: [Cell; 2], digit: Digit },
    /// The pair is on a given domino (`by` is `None`) or on a placed one still standing.
    Reused { pair: Pair, by: Option<[Cell; 2]> },
    /// An `undo` of two cells that no standing placement joined.
    NotPlaced { cells: [Cell; 2] },
    /// An `undo` of a domino other than the last one placed still standing.
    NotLast { cells: [Cell; 2], last: [Cell; 2] },
}

impl fmt::Display for DominoFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DominoFault::Apart { cells: [a, b] } => {
                write!(f, "a domino on {a} and {b}, which are not side by side")
            }
            DominoFault::SameDigits {
                cells: [a, b],
                digit,
            } => write!(
                f,
                "a domino {digit}-{digit} on {a}-{b}: its two digits must differ"
            ),
            DominoFault::Reused { pair, by: None } => {
                write!(f, "the {pair} domino is already used: a given holds it")
            }
            DominoFault::Reused {
                pair,
                by: Some([a, b]),
            } => write!(f, "the {pair} domino is already used: it stands on {a}-{b}"),
            DominoFault::NotPlaced { cells: [a, b] } => {
                write!(f, "undo of {a}-{b}, which no domino placed covers")
            }
            DominoFault::NotLast {
                cells: [a, b],
                last: [c, d],
            } => write!(
                f,
                "undo of {a}-{b}, but the last domino still standing is {c}-{d}"
            ),
        }
    }
}

impl ReplayMachine {
    /// A Sudominoku's trace replayed on its givens (singles and given dominoes).
    #[must_use]
    pub fn sudominoku(puzzle: &Sudominoku, trace: &Trace) -> Self {
        let mut machine = Self::new(puzzle.grid(), trace);
        machine.dominoes = Some(Box::new(Dominoes {
            given: puzzle.layout().used(),
            puzzle: *puzzle.layout(),
            partner: CellMap::filled(None),
        }));
        machine
    }

    /// Is this a Sudominoku's replay?
    #[must_use]
    pub fn is_sudominoku(&self) -> bool {
        self.dominoes.is_some()
    }

    /// The other cell of the placed domino covering `cell`, if one does.
    #[must_use]
    pub fn partner(&self, cell: Cell) -> Option<Cell> {
        self.dominoes.as_ref()?.partner[cell]
    }

    /// The other cell of the given domino covering `cell`, if one does.
    #[must_use]
    pub fn given_partner(&self, cell: Cell) -> Option<Cell> {
        self.dominoes.as_ref()?.puzzle.partner(cell)
    }

    /// The two cells of every domino on the board now, the given ones first, then each placed
    /// one still standing (its first cell as the trace named it).
    #[must_use]
    pub fn joined(&self) -> Vec<[Cell; 2]> {
        let Some(dominoes) = self.dominoes.as_ref() else {
            return Vec::new();
        };
        let given = dominoes.puzzle.dominoes().into_iter().map(|d| d.cells);
        let placed = self
            .stack
            .iter()
            .filter_map(|&a| Some([a, self.partner(a)?]));
        given.chain(placed).collect()
    }

    /// The pairs on the board now: the givens' and each standing domino's.
    #[must_use]
    pub fn used_pairs(&self) -> PairSet {
        let mut used = self.dominoes.as_ref().map_or(PairSet::EMPTY, |d| d.given);
        for &a in &self.stack {
            if let Some(pair) = self
                .partner(a)
                .and_then(|b| Pair::new(self.grid.get(a)?, self.grid.get(b)?))
            {
                used.insert(pair);
            }
        }
        used
    }

    /// The pair of the domino the step just taken placed, if it placed one.
    #[must_use]
    pub fn tried_pair(&self) -> Option<Pair> {
        match self.last.as_ref()?.mv? {
            Move::TryDomino { digits: [a, b], .. } => Pair::new(a, b),
            _ => None,
        }
    }

    /// Which standing domino, if any, holds `pair`.
    fn standing_with(&self, pair: Pair) -> Option<[Cell; 2]> {
        self.stack.iter().find_map(|&a| {
            let b = self.partner(a)?;
            let here = Pair::new(self.grid.get(a)?, self.grid.get(b)?)?;
            (here == pair).then_some([a, b])
        })
    }

    /// Place a domino as the learner's program did (unless a half is on a given), and say what
    /// is wrong with it: first what the cells are, then the domino, then the Sudoku's rules.
    pub(super) fn try_domino(&mut self, cells: [Cell; 2], digits: [Digit; 2]) -> Option<Fault> {
        self.tries += 1;
        self.heat[cells[0]] += 1;
        for cell in cells {
            if let Some(given) = self.givens.get(cell) {
                return Some(Fault::OnGiven { cell, given });
            }
        }
        let pair = Pair::new(digits[0], digits[1]);
        let given_pair = |p: Pair| self.dominoes.as_ref().is_some_and(|d| d.given.contains(p));
        let reused = pair.and_then(|p| {
            if given_pair(p) {
                return Some(DominoFault::Reused { pair: p, by: None });
            }
            let by = self.standing_with(p)?;
            (!by.contains(&cells[0]) && !by.contains(&cells[1])).then_some(DominoFault::Reused {
                pair: p,
                by: Some(by),
            })
        });
        let filled = cells.into_iter().find_map(|cell| {
            Some(Fault::OnFilled {
                cell,
                there: self.grid.get(cell)?,
            })
        });
        // Lift whatever the placement covers, as the program's writes did.
        for cell in cells {
            self.lift_cell(cell);
        }
        let clashes = cells.into_iter().zip(digits).find_map(|(cell, digit)| {
            let (unit, clash) = clash(&self.grid, cell, digit)?;
            Some(Fault::BreaksRule {
                cell,
                digit,
                unit,
                clash,
            })
        });
        self.grid.set(cells[0], Some(digits[0]));
        self.grid.set(cells[1], Some(digits[1]));
        self.stack.push(cells[0]);
        if let Some(dominoes) = self.dominoes.as_mut() {
            dominoes.partner[cells[0]] = Some(cells[1]);
            dominoes.partner[cells[1]] = Some(cells[0]);
        }
        let domino = if adjacent(cells[0], cells[1]) {
            match pair {
                None => Some(DominoFault::SameDigits {
                    cells,
                    digit: digits[0],
                }),
                Some(_) => reused,
            }
        } else {
            Some(DominoFault::Apart { cells })
        };
        filled.or(domino.map(Fault::Domino)).or(clashes)
    }

    /// Lift the domino standing on `cell`, if one does, and clear the cell.
    fn lift_cell(&mut self, cell: Cell) {
        if let Some(other) = self.partner(cell) {
            self.grid.set(other, None);
            self.stack.retain(|&c| c != other);
            if let Some(dominoes) = self.dominoes.as_mut() {
                dominoes.partner[other] = None;
                dominoes.partner[cell] = None;
            }
        }
        self.grid.set(cell, None);
        self.stack.retain(|&c| c != cell);
    }

    /// Lift a domino, and say what is wrong: a given, an empty cell, two cells no placement
    /// joined, or a domino under the last one.
    pub(super) fn undo_domino(&mut self, cells: [Cell; 2]) -> Option<Fault> {
        self.undos += 1;
        for cell in cells {
            let given = self.givens.get(cell).is_some();
            if given || self.grid.get(cell).is_none() {
                return Some(Fault::UndoNothing { cell, given });
            }
        }
        if self.partner(cells[0]) != Some(cells[1]) {
            return Some(Fault::Domino(DominoFault::NotPlaced { cells }));
        }
        let last = self
            .stack
            .last()
            .map(|&a| [a, self.partner(a).unwrap_or(a)]);
        self.lift_cell(cells[0]);
        match last {
            Some(last) if !last.contains(&cells[0]) => {
                Some(Fault::Domino(DominoFault::NotLast { cells, last }))
            }
            _ => None,
        }
    }
}
