//! Sudominoku hints: a wrong digit first, then a domino of the player's that no solution
//! keeps, then a domino that is forced (the only one that fits a cell, or the only place left
//! for a pair), and when nothing is forced, the solution's domino on the first free cell,
//! labelled as revealed.

use crate::cell::Cell;
use crate::domino::{Domino, Pair};
use crate::grid::Grid;
use crate::hint::first_mistake;

use super::super::{EditError, Game, Hint};

/// Why a domino is hinted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DominoReason {
    /// The only domino that fits its first cell.
    OnlyFit,
    /// The only place left for its pair.
    OnlyPlace,
    /// Nothing is forced: the solution's domino, revealed.
    Revealed,
    /// The player's domino that no solution has: lift it.
    Wrong,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DominoHint {
    pub domino: Domino,
    pub reason: DominoReason,
}

impl DominoHint {
    fn pair(self) -> String {
        self.domino
            .pair()
            .map_or_else(String::new, |pair| pair.to_string())
    }

    fn halves(self) -> String {
        let [a, b] = self.domino.cells;
        let [da, db] = self.domino.digits;
        format!("{da} in {a} and {db} in {b}")
    }

    #[must_use]
    pub fn nudge(&self) -> Option<String> {
        let cell = self.domino.cells[0];
        match self.reason {
            DominoReason::OnlyFit => Some(format!("Look at {cell}: only one domino fits there.")),
            DominoReason::OnlyPlace => Some(format!(
                "Look for the pair {}: it fits in one place only.",
                self.pair()
            )),
            DominoReason::Revealed => {
                Some("No domino is forced yet. H again reveals one from the solution.".to_owned())
            }
            DominoReason::Wrong => None,
        }
    }

    #[must_use]
    pub fn explanation(&self) -> String {
        let [a, b] = self.domino.cells;
        match self.reason {
            DominoReason::OnlyFit => format!(
                "Only {} fits on {a}: every other pair is used or clashes in a row, column or \
                 box of a free neighbour. Place {}.",
                self.pair(),
                self.halves()
            ),
            DominoReason::OnlyPlace => format!(
                "The pair {} fits nowhere else on the board: place {}.",
                self.pair(),
                self.halves()
            ),
            DominoReason::Revealed => format!(
                "Revealed from the solution (no domino is forced): {}.",
                self.halves()
            ),
            DominoReason::Wrong => format!(
                "The domino {} on {a} and {b} is in no solution with your other dominoes: \
                 applying the hint lifts it.",
                self.pair()
            ),
        }
    }

    #[must_use]
    pub fn title(&self) -> String {
        match self.reason {
            DominoReason::OnlyFit => "Only domino for a cell",
            DominoReason::OnlyPlace => "Only place for a pair",
            DominoReason::Revealed => "Revealed domino",
            DominoReason::Wrong => "Wrong domino",
        }
        .to_owned()
    }

    #[must_use]
    pub fn focus(&self) -> Cell {
        self.domino.cells[0]
    }
}

impl Game {
    pub(in crate::game) fn domino_hint(&self) -> Hint {
        let solution = *self.solution.grid();
        let mut entries = Grid::EMPTY;
        for cell in Cell::all() {
            entries.set(cell, self.state(cell).digit);
        }
        let givens = self.board.given_grid();
        if let Some(mistake) = first_mistake(&givens, &entries, &self.notes, &solution) {
            return Hint::Mistake(mistake);
        }
        let hint = |domino, reason| Hint::Domino(DominoHint { domino, reason });
        let Some(completion) = self.completion() else {
            return self
                .wrong_domino()
                .map_or(Hint::Solved, |d| hint(d, DominoReason::Wrong));
        };
        let free: Vec<Cell> = Cell::all().filter(|&c| self.is_free(c)).collect();
        let Some(&first) = free.first() else {
            return Hint::Solved;
        };
        let fits: Vec<Vec<Domino>> = free.iter().map(|&c| self.domino_fits(c)).collect();
        if let Some(only) = fits.iter().find(|f| f.len() == 1) {
            return hint(only[0], DominoReason::OnlyFit);
        }
        // Each domino is listed from both of its cells: count it from its first cell only.
        let mut places: Vec<Vec<Domino>> = vec![Vec::new(); 36];
        for domino in fits.iter().flatten().filter(|d| d.cells[0] < d.cells[1]) {
            if let Some(pair) = domino.pair() {
                places[pair.index()].push(*domino);
            }
        }
        let only_place = Pair::all().find_map(|pair| match places[pair.index()].as_slice() {
            [only] => Some(*only),
            _ => None,
        });
        if let Some(domino) = only_place {
            return hint(domino, DominoReason::OnlyPlace);
        }
        let revealed = completion.partner(first).and_then(|other| {
            Some(Domino {
                cells: [first, other],
                digits: [completion.grid().get(first)?, completion.grid().get(other)?],
            })
        });
        revealed.map_or(Hint::Solved, |d| hint(d, DominoReason::Revealed))
    }

    /// The first of the player's dominoes that the solution's tiling does not have.
    fn wrong_domino(&self) -> Option<Domino> {
        let tiling = self.solution_tiling()?;
        self.dominoes()
            .into_iter()
            .filter(|p| !p.given)
            .map(|p| p.domino)
            .find(|d| tiling.partner(d.cells[0]) != Some(d.cells[1]))
            .or_else(|| {
                self.dominoes()
                    .into_iter()
                    .find(|p| !p.given)
                    .map(|p| p.domino)
            })
    }

    pub(in crate::game) fn apply_domino_hint(
        &mut self,
        hint: DominoHint,
    ) -> Result<bool, EditError> {
        match hint.reason {
            DominoReason::Wrong => self.remove_domino(hint.domino.cells[0]),
            _ => self.place_domino(hint.domino),
        }
    }
}
