//! The game a person plays: the board (givens and the player's digits), pencil marks, unlimited
//! undo, a timer, where the puzzle came from, and saved games. No terminal code: the TUI and
//! the tests drive it through the same methods.

mod errors;
mod hint;
mod history;
mod level;
mod save;
mod settings;
mod solution;
mod source;
mod sudominoku;
mod timer;

use std::time::Instant;

pub use errors::{EditError, GameError};
pub use hint::Hint;
pub use history::{CellState, Change, History, Step};
pub use save::{FORMAT_VERSION, SaveError};
pub use settings::Settings;
pub use solution::Solution;
pub use source::PuzzleSource;
pub use sudominoku::{DominoHint, DominoReason, PlacedDomino};
pub use timer::{Timer, clock};

use crate::board::Board;
use crate::cell::{Cell, CellMap, CellSet, Digit, DigitSet};
use crate::grid::Grid;
use sudominoku::Variant;

#[derive(Clone, Debug)]
pub struct Game {
    board: Board,
    notes: CellMap<DigitSet>,
    /// The player's dominoes (Sudominoku): the other cell of the domino covering each cell.
    partners: CellMap<Option<Cell>>,
    /// Which puzzle this is; a Sudominoku carries its givens and the solution's tiling.
    variant: Variant,
    history: History,
    timer: Timer,
    source: PuzzleSource,
    settings: Settings,
    solution: Solution,
    tally: Tally,
    /// Its finish went to the history: solved again (after an undo), it is the same finished
    /// game, never a second one. Kept in the save: a finished game undone and quit is saved
    /// in progress, and continued later it must still not count twice.
    finish_recorded: bool,
}

/// What the game counts for its history: hints shown whole and wrong digits placed. Kept
/// with the game (and in its save), so a game continued later still owns up to them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub hints: u32,
    pub mistakes: u32,
}

impl Tally {
    /// Nothing counted yet.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        *self == Self::default()
    }
}

impl Game {
    /// A fresh game on `givens`, its timer stopped at zero.
    pub fn new(givens: &Grid, source: PuzzleSource) -> Result<Self, GameError> {
        let mut game = Self::new_unsolved(givens, source);
        game.solution = Solution::find(givens)?;
        Ok(game)
    }

    /// The game on `givens` before its solution is known (the caller sets it).
    fn new_unsolved(givens: &Grid, source: PuzzleSource) -> Self {
        Self {
            solution: Solution::Unique(*givens),
            board: Board::new(givens),
            notes: CellMap::filled(DigitSet::EMPTY),
            partners: CellMap::filled(None),
            variant: Variant::Classic,
            history: History::default(),
            timer: Timer::default(),
            source,
            settings: Settings::default(),
            tally: Tally::default(),
            finish_recorded: false,
        }
    }

    /// Whether this game's finish was handed to the history already.
    #[must_use]
    pub fn finish_recorded(&self) -> bool {
        self.finish_recorded
    }

    /// This game's finish goes to the history: later solves of it are not counted again.
    pub fn record_finish(&mut self) {
        self.finish_recorded = true;
    }

    /// The hints and mistakes counted in this game so far.
    #[must_use]
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// Count one more hint shown whole.
    pub fn count_hint(&mut self) {
        self.tally.hints = self.tally.hints.saturating_add(1);
    }

    /// Count one more wrong digit placed.
    pub fn count_mistake(&mut self) {
        self.tally.mistakes = self.tally.mistakes.saturating_add(1);
    }

    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Pencil marks of a cell (empty for givens and filled cells).
    #[must_use]
    pub fn notes(&self, cell: Cell) -> DigitSet {
        self.notes[cell]
    }

    #[must_use]
    pub fn state(&self, cell: Cell) -> CellState {
        CellState {
            digit: if self.board.is_given(cell) {
                None
            } else {
                self.board.get(cell)
            },
            notes: self.notes(cell),
            partner: self.partners[cell],
        }
    }

    #[must_use]
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Whether the player has done anything (even if since undone). An untouched game is not
    /// worth a save: saving it would only offer a blank board for resume, then a backup.
    #[must_use]
    pub fn has_moves(&self) -> bool {
        !self.history.done().is_empty() || !self.history.undone().is_empty()
    }

    #[must_use]
    pub fn source(&self) -> &PuzzleSource {
        &self.source
    }

    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn settings_mut(&mut self) -> &mut Settings {
        &mut self.settings
    }

    #[must_use]
    pub fn timer(&self) -> &Timer {
        &self.timer
    }

    /// Start or stop the clock; stopping on a solved board keeps the solving time.
    pub fn set_clock_running(&mut self, running: bool, now: Instant) {
        if running && !self.is_solved() {
            self.timer.start(now);
        } else {
            self.timer.stop(now);
        }
    }

    #[must_use]
    pub fn solution(&self) -> &Solution {
        &self.solution
    }

    /// Full and no clash (in a Sudominoku, no pair on two dominoes either).
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.board.is_solved() && self.doubled_pairs().is_empty()
    }

    /// How many more of `digit` the board needs (0 when all nine are placed, even with clashes).
    #[must_use]
    pub fn remaining(&self, digit: Digit) -> usize {
        9usize.saturating_sub(self.board.count(digit))
    }

    /// The player's digits that differ from the solution. Empty when the puzzle has several
    /// solutions: a digit from another valid solution is not a mistake.
    #[must_use]
    pub fn mistakes(&self) -> CellSet {
        let Solution::Unique(answer) = self.solution else {
            return CellSet::EMPTY;
        };
        Cell::all()
            .filter(|&c| !self.board.is_given(c))
            .filter(|&c| self.board.get(c).is_some_and(|d| answer.get(c) != Some(d)))
            .collect()
    }

    /// Put `digit` in `cell`: clears the cell's notes and, with auto-removal on, `digit` from
    /// its peers' notes, all as one undo step. `Ok(false)` when the cell already held it.
    pub fn place(&mut self, cell: Cell, digit: Digit) -> Result<bool, EditError> {
        self.check_editable(cell)?;
        if self.is_sudominoku() {
            return Err(EditError::DominoesOnly);
        }
        if self.board.get(cell) == Some(digit) {
            return Ok(false);
        }
        let mut edits = vec![(
            cell,
            CellState {
                digit: Some(digit),
                ..CellState::default()
            },
        )];
        edits.extend(self.peer_note_edits(&[(cell, digit)]));
        self.apply(&edits)
    }

    /// With auto-removal on, the edits that take each placed digit out of its peers' notes.
    fn peer_note_edits(&self, placed: &[(Cell, Digit)]) -> Vec<(Cell, CellState)> {
        if !self.settings.auto_remove_notes {
            return Vec::new();
        }
        let mut notes = self.notes;
        let mut touched = CellSet::EMPTY;
        for &(cell, digit) in placed {
            for peer in cell.peers().iter() {
                if notes[peer].contains(digit) && !placed.iter().any(|&(c, _)| c == peer) {
                    notes[peer].remove(digit);
                    touched.insert(peer);
                }
            }
        }
        touched
            .iter()
            .map(|peer| {
                (
                    peer,
                    CellState {
                        notes: notes[peer],
                        ..self.state(peer)
                    },
                )
            })
            .collect()
    }

    /// Clear the player's digit and notes from `cell` (in a Sudominoku, lift the domino on
    /// it). `Ok(false)` when it was empty.
    pub fn erase(&mut self, cell: Cell) -> Result<bool, EditError> {
        self.check_editable(cell)?;
        if self.partners[cell].is_some() {
            return self.remove_domino(cell);
        }
        self.apply(&[(cell, CellState::default())])
    }

    /// Add or remove one pencil mark.
    pub fn toggle_note(&mut self, cell: Cell, digit: Digit) -> Result<bool, EditError> {
        self.check_editable(cell)?;
        if self.board.get(cell).is_some() {
            return Err(EditError::Filled(cell));
        }
        let notes = self.notes(cell);
        let notes = if notes.contains(digit) {
            notes.without(digit)
        } else {
            notes.with(digit)
        };
        self.apply(&[(
            cell,
            CellState {
                notes,
                ..CellState::default()
            },
        )])
    }

    /// Every empty cell's candidates as its notes, as ONE undo step: a cell without notes
    /// gets all its candidates, a cell with notes keeps them less the digits its row, column
    /// or box now hold. `Ok(false)` when every cell already had exactly that.
    pub fn fill_notes(&mut self) -> Result<bool, EditError> {
        if self.is_sudominoku() {
            return Err(EditError::DominoesOnly);
        }
        let candidates = self.hint_candidates();
        let edits: Vec<(Cell, CellState)> = Cell::all()
            .filter(|&cell| self.board.get(cell).is_none())
            .map(|cell| {
                (
                    cell,
                    CellState {
                        notes: candidates.candidates(cell),
                        ..CellState::default()
                    },
                )
            })
            .collect();
        self.apply(&edits)
    }

    /// Set several cells at once as ONE undo step: the seam for anything that changes the
    /// board in one go (a hint applied, the solver's answer taken over). Cells already in the
    /// wanted state are left out; `Ok(false)` when nothing changed.
    pub fn apply(&mut self, edits: &[(Cell, CellState)]) -> Result<bool, EditError> {
        for &(cell, _) in edits {
            self.check_editable(cell)?;
        }
        let changes: Vec<Change> = edits
            .iter()
            .map(|&(cell, after)| Change {
                cell,
                before: self.state(cell),
                after,
            })
            .filter(|c| c.before != c.after)
            .collect();
        if changes.is_empty() {
            return Ok(false);
        }
        for change in &changes {
            self.write(change.cell, change.after);
        }
        self.history.record(Step { changes });
        Ok(true)
    }

    /// Revert the last step; returns the cell it was about.
    pub fn undo(&mut self) -> Option<Cell> {
        let step = self.history.undo()?.clone();
        for change in step.changes.iter().rev() {
            self.write(change.cell, change.before);
        }
        step.focus()
    }

    /// Re-apply the last undone step; returns the cell it was about.
    pub fn redo(&mut self) -> Option<Cell> {
        let step = self.history.redo()?.clone();
        for change in &step.changes {
            self.write(change.cell, change.after);
        }
        step.focus()
    }

    fn check_editable(&self, cell: Cell) -> Result<(), EditError> {
        if self.board.is_given(cell) {
            Err(EditError::Given(cell))
        } else {
            Ok(())
        }
    }

    /// Callers have checked the cell is not a given, so the board accepts the digit.
    fn write(&mut self, cell: Cell, state: CellState) {
        if self.board.set(cell, state.digit).is_ok() {
            self.notes[cell] = state.notes;
            self.partners[cell] = state.partner;
        }
    }
}
