//! Hints for the game in play, in the order a good teacher gives them: a mistake on the board
//! first (every later deduction would rest on it), then the next logical step on the player's
//! own candidates (their notes where they took some), then, when no technique applies, one
//! cell revealed from the solution and labelled as such. Applying a hint is ONE undo step.

use crate::cell::{Cell, CellMap, CellSet, Digit, DigitSet};
use crate::grid::Grid;
use crate::hint::{Advice, Candidates, Deduction, Mistake, advise, nudge};

use super::{CellState, EditError, Game, Solution};

/// What `H` tells the player.
#[expect(
    clippy::large_enum_variant,
    reason = "a deduction is by far the most common hint, and one lives at a time"
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Something on the board contradicts the solution: fix it first.
    Mistake(Mistake),
    /// The next logical step on the player's candidates.
    Deduction(Deduction),
    /// No technique applies: a cell from the solution, labelled as revealed.
    Reveal {
        cell: Cell,
        digit: Digit,
        /// Why no logic was offered (no technique applies, or the puzzle is not unique).
        why: &'static str,
    },
    /// Sudominoku: a domino to place, or a wrong one to lift.
    Domino(super::sudominoku::DominoHint),
    /// Nothing left to hint at.
    Solved,
}

impl Hint {
    /// The gentle first stage, when the hint has one: which technique, and where to look.
    #[must_use]
    pub fn nudge(&self) -> Option<String> {
        match self {
            Hint::Deduction(d) => Some(nudge::nudge(d)),
            Hint::Reveal { why, .. } => Some(format!(
                "{why}. H again reveals one cell from the solution."
            )),
            Hint::Domino(hint) => hint.nudge(),
            Hint::Mistake(m) => m.nudge(),
            Hint::Solved => None,
        }
    }

    /// The whole hint, in one or two sentences.
    #[must_use]
    pub fn explanation(&self) -> String {
        match self {
            // The library says what is wrong; only what applying does is the game's to say.
            Hint::Mistake(m) => {
                let fix = match m {
                    Mistake::WrongDigit { .. } => "erases it",
                    Mistake::MissingNote { .. } => "adds it to them",
                };
                format!("{m}. Applying the hint {fix}.")
            }
            Hint::Deduction(d) => d.explanation.clone(),
            Hint::Reveal { cell, digit, why } => {
                format!(
                    "Revealed from the solution: {cell} is {digit} ({}).",
                    lower(why)
                )
            }
            Hint::Domino(hint) => hint.explanation(),
            Hint::Solved => "Nothing to hint: the board is complete.".to_owned(),
        }
    }

    /// A short title for the panel.
    #[must_use]
    pub fn title(&self) -> String {
        match self {
            Hint::Mistake(Mistake::WrongDigit { .. }) => "Mistake".to_owned(),
            Hint::Mistake(Mistake::MissingNote { .. }) => "Missing note".to_owned(),
            Hint::Deduction(d) => d.technique.name().to_owned(),
            Hint::Reveal { .. } => "Revealed cell".to_owned(),
            Hint::Domino(hint) => hint.title(),
            Hint::Solved => "Solved".to_owned(),
        }
    }

    /// The cell the hint is mostly about: where the cursor goes once it is applied.
    #[must_use]
    pub fn focus(&self) -> Option<Cell> {
        match self {
            Hint::Mistake(m) => Some(m.cell()),
            Hint::Deduction(d) => d
                .placements
                .first()
                .or(d.eliminations.first())
                .map(|&(c, _)| c),
            Hint::Reveal { cell, .. } => Some(*cell),
            Hint::Domino(hint) => Some(hint.focus()),
            Hint::Solved => None,
        }
    }
}

impl Game {
    /// The candidates the hint engine works on: computed from the board, narrowed by the
    /// player's notes where a cell has some.
    #[must_use]
    pub fn hint_candidates(&self) -> Candidates {
        Candidates::with_notes(self.board.values(), &self.notes)
    }

    /// The hint for the board as it stands.
    #[must_use]
    pub fn hint(&self) -> Hint {
        if self.is_sudominoku() {
            return self.domino_hint();
        }
        let givens = self.board.given_grid();
        let mut entries = Grid::EMPTY;
        for cell in Cell::all() {
            entries.set(cell, self.state(cell).digit);
        }
        match &self.solution {
            Solution::Unique(solution) => match advise(&givens, &entries, &self.notes, solution) {
                Advice::Mistake(m) => Hint::Mistake(m),
                Advice::Deduction(d) => Hint::Deduction(d),
                Advice::Reveal { cell, digit } => Hint::Reveal {
                    cell,
                    digit,
                    why: "No technique applies to your candidates here",
                },
                Advice::Solved => Hint::Solved,
            },
            // With several solutions a digit that differs from the first one is no mistake,
            // and the uniqueness techniques assume what is not true: logic without them,
            // else a cell of the first solution.
            Solution::Several(first) => {
                let grid = self.hint_candidates();
                if grid.is_solved() {
                    return Hint::Solved;
                }
                if let Some(d) =
                    crate::hint::next(&grid).filter(|d| !d.technique.assumes_uniqueness())
                {
                    return Hint::Deduction(d);
                }
                let reveal = grid
                    .empty_cells()
                    .iter()
                    .find_map(|cell| Some((cell, first.get(cell)?)));
                match reveal {
                    Some((cell, digit)) => Hint::Reveal {
                        cell,
                        digit,
                        why: "This puzzle has several solutions, so logic alone cannot finish it",
                    },
                    None => Hint::Solved,
                }
            }
        }
    }

    /// Carry out a hint as ONE undo step. `Ok(false)` when it changes nothing.
    pub fn apply_hint(&mut self, hint: &Hint) -> Result<bool, EditError> {
        let edits = match hint {
            Hint::Mistake(Mistake::WrongDigit { cell, .. }) => {
                return self.erase(*cell);
            }
            Hint::Mistake(Mistake::MissingNote { cell, digit }) => {
                let notes = self.notes(*cell).with(*digit);
                vec![(
                    *cell,
                    CellState {
                        notes,
                        ..self.state(*cell)
                    },
                )]
            }
            Hint::Deduction(d) => self.deduction_edits(&d.placements, &d.eliminations),
            Hint::Reveal { cell, digit, .. } => self.deduction_edits(&[(*cell, *digit)], &[]),
            Hint::Domino(hint) => return self.apply_domino_hint(*hint),
            Hint::Solved => return Ok(false),
        };
        self.apply(&edits)
    }

    /// Placements and eliminations as cell edits: a placed digit clears its cell's notes (and,
    /// with auto-removal on, the digit from its peers' notes); an elimination takes the digit
    /// out of the cell's notes, writing the cell's candidates down first when it had none, so
    /// the next hint starts from what this one taught. No other cell gets notes: a player who
    /// took none sees only the digit placed, or the cells a removal is about.
    fn deduction_edits(
        &self,
        placements: &[(Cell, Digit)],
        eliminations: &[(Cell, Digit)],
    ) -> Vec<(Cell, CellState)> {
        let grid = self.hint_candidates();
        let mut order: Vec<Cell> = Vec::new();
        let mut states: CellMap<Option<CellState>> = CellMap::filled(None);
        let mut edit = |cell: Cell, change: &dyn Fn(CellState) -> CellState| {
            let slot = &mut states[cell];
            if slot.is_none() {
                order.push(cell);
            }
            let before = slot.unwrap_or_else(|| self.state(cell));
            *slot = Some(change(before));
        };
        let mut placed = CellSet::EMPTY;
        for &(cell, digit) in placements {
            placed.insert(cell);
            edit(cell, &|_| CellState {
                digit: Some(digit),
                notes: DigitSet::EMPTY,
                ..CellState::default()
            });
        }
        for &(cell, digit) in eliminations {
            if placed.contains(cell) || self.board.get(cell).is_some() {
                continue;
            }
            let written = if self.notes(cell).is_empty() {
                grid.candidates(cell)
            } else {
                self.notes(cell)
            };
            edit(cell, &|state| CellState {
                notes: if state.notes.is_empty() {
                    written
                } else {
                    state.notes
                }
                .without(digit),
                ..state
            });
        }
        if self.settings.auto_remove_notes {
            for &(cell, digit) in placements {
                for peer in cell.peers().iter() {
                    if !placed.contains(peer) && self.notes(peer).contains(digit) {
                        edit(peer, &|state| CellState {
                            notes: state.notes.without(digit),
                            ..state
                        });
                    }
                }
            }
        }
        order
            .into_iter()
            .filter_map(|cell| Some((cell, states[cell]?)))
            .collect()
    }
}

fn lower(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
