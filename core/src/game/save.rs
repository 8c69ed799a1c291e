//! The saved-game file: versioned JSON that a person can read (grids as 81-character lines,
//! notes by cell name, a Sudominoku's givens in the judge's notation) and that is checked
//! field by field on the way back in, so a damaged file is reported, never half-loaded.
//!
//! Version 2 added Sudominoku (the `sudominoku` field, and history entries that join or part
//! two cells); a version 1 save is a classic game and still loads. Version 3 added `tally`
//! (hints and mistakes counted so far); an older save counts none. Version 4 added `counted`:
//! the game was finished and its finish counted, then undone and saved; finished again, it
//! is the same game and is not counted twice.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{CellState, Change, Game, History, PuzzleSource, Settings, Step, Tally, Timer};
use crate::board::Board;
use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;

/// Bumped whenever the layout changes; other versions are kept aside, never misread.
pub const FORMAT_VERSION: u32 = 4;
/// The oldest version this one still reads.
const OLDEST_READABLE: u32 = 1;
const FORMAT_NAME: &str = "stepdoku-save";

#[derive(Debug, Error, PartialEq, Eq)]
pub enum SaveError {
    #[error("not a readable stepdoku save: {0}")]
    Corrupt(String),
    #[error(
        "saved by another version of stepdoku (save format {found}, this one reads {FORMAT_VERSION})"
    )]
    Version { found: u32 },
}

/// Read first, alone, so that a newer layout is recognised as such rather than as damage.
#[derive(Deserialize)]
struct Header {
    format: String,
    version: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveFile {
    format: String,
    version: u32,
    source: SourceRecord,
    givens: String,
    /// The player's digits only, `.` elsewhere.
    entries: String,
    /// `"r1c3": "124"`.
    notes: BTreeMap<String, String>,
    elapsed_ms: u64,
    settings: Settings,
    undo: Vec<Vec<ChangeRecord>>,
    redo: Vec<Vec<ChangeRecord>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sudominoku: Option<SudominokuRecord>,
    #[serde(default, skip_serializing_if = "TallyRecord::is_zero")]
    tally: TallyRecord,
    #[serde(default, skip_serializing_if = "is_false")]
    counted: bool,
}

#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_false(value: &bool) -> bool {
    !*value
}

/// Hints shown whole and wrong digits placed in the game so far.
#[derive(Serialize, Deserialize, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct TallyRecord {
    hints: u32,
    mistakes: u32,
}

impl TallyRecord {
    #[expect(
        clippy::trivially_copy_pass_by_ref,
        reason = "serde's skip_serializing_if passes a reference"
    )]
    fn is_zero(&self) -> bool {
        self.hints == 0 && self.mistakes == 0
    }
}

#[derive(Serialize, Deserialize)]
struct SourceRecord {
    name: String,
    path: Option<String>,
    index: usize,
    count: usize,
}

/// `[cell 0..81, digit before (0 = none), notes before (9 bits), digit after, notes after]`,
/// plus, when a domino is laid or lifted, `[partner before, partner after]` (cell + 1, 0 =
/// none): compact, because history grows with every move.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum ChangeRecord {
    Cell(u8, u8, u16, u8, u16),
    Domino(u8, u8, u16, u8, u16, u8, u8),
}

mod sudominoku;

use sudominoku::{SudominokuRecord, partners, sudominoku_game, sudominoku_puzzle};

impl Game {
    /// The save file's text, with the time played up to `now`.
    #[must_use]
    pub fn to_save(&self, now: Instant) -> String {
        let mut entries = Grid::EMPTY;
        for cell in Cell::all() {
            entries.set(cell, self.state(cell).digit);
        }
        let notes = Cell::all()
            .filter(|&c| !self.notes(c).is_empty())
            .map(|c| {
                (
                    c.to_string(),
                    self.notes(c).iter().map(Digit::to_char).collect(),
                )
            })
            .collect();
        let steps = |steps: &[Step]| -> Vec<Vec<ChangeRecord>> {
            steps
                .iter()
                .map(|s| s.changes.iter().map(ChangeRecord::from).collect())
                .collect()
        };
        let file = SaveFile {
            format: FORMAT_NAME.to_owned(),
            version: FORMAT_VERSION,
            source: SourceRecord {
                name: self.source.name.clone(),
                path: self.source.path.clone(),
                index: self.source.index,
                count: self.source.count,
            },
            givens: self.board.given_grid().to_line(),
            entries: entries.to_line(),
            notes,
            elapsed_ms: u64::try_from(self.timer.elapsed(now).as_millis()).unwrap_or(u64::MAX),
            settings: self.settings,
            undo: steps(self.history.done()),
            redo: steps(self.history.undone()),
            sudominoku: self.domino_puzzle().map(|puzzle| SudominokuRecord {
                puzzle: crate::format::write_sudominoku(puzzle),
                dominoes: Cell::all()
                    .filter_map(|a| {
                        let b = self.partners[a].filter(|&b| a < b)?;
                        Some(format!("{a}-{b}"))
                    })
                    .collect(),
            }),
            tally: TallyRecord {
                hints: self.tally.hints,
                mistakes: self.tally.mistakes,
            },
            counted: self.finish_recorded,
        };
        // Serialising plain strings, numbers and maps with string keys cannot fail.
        serde_json::to_string_pretty(&file).unwrap_or_default()
    }

    /// A game from a save file's text; its timer is stopped at the saved time.
    pub fn from_save(text: &str) -> Result<Self, SaveError> {
        Self::read_save(text, Solve::Yes)
    }

    /// Whether `text` reads as a save: every check [`Game::from_save`] makes but the search
    /// for the puzzle's solution, the slow part, so a list of many saves can leave out the
    /// ones that cannot be read.
    pub fn check_save(text: &str) -> Result<(), SaveError> {
        Self::read_save(text, Solve::No).map(drop)
    }

    fn read_save(text: &str, solve: Solve) -> Result<Self, SaveError> {
        // A clock past a century of play is damage, not a game.
        const CENTURY_MS: u64 = 100 * 365 * 24 * 3600 * 1000;
        let header: Header = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
        if header.format != FORMAT_NAME {
            return Err(corrupt(format!("format is {:?}", header.format)));
        }
        if !(OLDEST_READABLE..=FORMAT_VERSION).contains(&header.version) {
            return Err(SaveError::Version {
                found: header.version,
            });
        }
        let file: SaveFile = serde_json::from_str(text).map_err(|e| corrupt(e.to_string()))?;
        let givens = grid("givens", &file.givens)?;
        let entries = grid("entries", &file.entries)?;
        let source = &file.source;
        let source = PuzzleSource::new(
            source.name.clone(),
            source.path.clone(),
            source.index,
            source.count,
        );
        let mut game = match (&file.sudominoku, solve) {
            (None, Solve::Yes) => Game::new(&givens, source).map_err(|e| corrupt(e.to_string()))?,
            (Some(record), Solve::Yes) => sudominoku_game(record, &givens, source)?,
            (None, Solve::No) => Game::new_unsolved(&givens, source),
            (Some(record), Solve::No) => {
                sudominoku_puzzle(record, &givens)?;
                Game::new_unsolved(&givens, source)
            }
        };
        if let Some(cell) =
            Cell::all().find(|&c| game.board.is_given(c) && entries.get(c).is_some())
        {
            return Err(corrupt(format!("entry on the given {cell}")));
        }
        game.board = Board::with_entries(&givens, &entries);
        if let Some(record) = &file.sudominoku {
            game.partners = partners(record, &game.board)?;
        }
        for (name, digits) in &file.notes {
            let cell: Cell = name.parse().map_err(|e| corrupt(format!("notes: {e}")))?;
            if game.board.get(cell).is_some() {
                return Err(corrupt(format!("notes on the filled cell {cell}")));
            }
            for ch in digits.chars() {
                let digit = Digit::from_char(ch)
                    .ok_or_else(|| corrupt(format!("bad note {ch:?} in {cell}")))?;
                game.notes[cell].insert(digit);
            }
        }
        let board = &game.board;
        let steps = |records: &[Vec<ChangeRecord>]| -> Result<Vec<Step>, SaveError> {
            records
                .iter()
                .map(|changes| {
                    let changes = changes
                        .iter()
                        .map(|r| r.to_change(board))
                        .collect::<Result<Vec<_>, _>>()?;
                    Ok(Step { changes })
                })
                .collect()
        };
        game.history = History::from_parts(steps(&file.undo)?, steps(&file.redo)?);
        if file.elapsed_ms > CENTURY_MS {
            return Err(SaveError::Corrupt(format!(
                "elapsed_ms {} is not a playing time",
                file.elapsed_ms
            )));
        }
        game.timer = Timer::stopped_at(Duration::from_millis(file.elapsed_ms));
        game.settings = file.settings;
        game.tally = Tally {
            hints: file.tally.hints,
            mistakes: file.tally.mistakes,
        };
        game.finish_recorded = file.counted;
        Ok(game)
    }
}

/// Whether reading a save looks for the puzzle's solution (a game to play) or not (a check).
#[derive(Clone, Copy)]
enum Solve {
    Yes,
    No,
}

pub(super) fn corrupt(message: String) -> SaveError {
    SaveError::Corrupt(message)
}

impl From<&Change> for ChangeRecord {
    fn from(c: &Change) -> Self {
        let digit = |s: CellState| s.digit.map_or(0, Digit::get);
        let partner = |s: CellState| s.partner.map_or(0, |p| p.index() as u8 + 1);
        let (cell, before, after) = (c.cell.index() as u8, c.before, c.after);
        if before.partner.is_none() && after.partner.is_none() {
            Self::Cell(
                cell,
                digit(before),
                before.notes.bits(),
                digit(after),
                after.notes.bits(),
            )
        } else {
            Self::Domino(
                cell,
                digit(before),
                before.notes.bits(),
                digit(after),
                after.notes.bits(),
                partner(before),
                partner(after),
            )
        }
    }
}

impl ChangeRecord {
    fn to_change(&self, board: &Board) -> Result<Change, SaveError> {
        let (cell, before_digit, before_notes, after_digit, after_notes, partners) = match *self {
            Self::Cell(c, bd, bn, ad, an) => (c, bd, bn, ad, an, (0, 0)),
            Self::Domino(c, bd, bn, ad, an, bp, ap) => (c, bd, bn, ad, an, (bp, ap)),
        };
        let bad = || SaveError::Corrupt(format!("bad history entry {cell}"));
        let cell = Cell::new(usize::from(cell)).ok_or_else(bad)?;
        if board.is_given(cell) {
            return Err(SaveError::Corrupt(format!(
                "history changes the given {cell}"
            )));
        }
        let state = |digit: u8, notes: u16, partner: u8| -> Result<CellState, SaveError> {
            if digit > 9 || notes > DigitSet::ALL.bits() {
                return Err(bad());
            }
            let partner = match partner.checked_sub(1) {
                None => None,
                Some(index) => {
                    let other = Cell::new(usize::from(index)).ok_or_else(bad)?;
                    if !crate::domino::adjacent(cell, other) || board.is_given(other) {
                        return Err(bad());
                    }
                    Some(other)
                }
            };
            Ok(CellState {
                digit: Digit::new(digit),
                notes: DigitSet::from_bits(notes),
                partner,
            })
        };
        Ok(Change {
            cell,
            before: state(before_digit, before_notes, partners.0)?,
            after: state(after_digit, after_notes, partners.1)?,
        })
    }
}

fn grid(field: &str, line: &str) -> Result<Grid, SaveError> {
    let bad = || SaveError::Corrupt(format!("{field} is not an 81-character grid line"));
    let mut values = [0u8; 81];
    if line.chars().count() != 81 {
        return Err(bad());
    }
    for (value, ch) in values.iter_mut().zip(line.chars()) {
        *value = match ch {
            '.' | '0' => 0,
            _ => Digit::from_char(ch).ok_or_else(bad)?.get(),
        };
    }
    Grid::from_values(values).ok_or_else(bad)
}
