//! What a Sudominoku game adds to a save: the puzzle in the judge's notation and which cells
//! the player's dominoes join (their digits are in `entries`), both checked on the way in.

use serde::{Deserialize, Serialize};

use super::super::{Game, PuzzleSource, SaveError};
use super::corrupt;
use crate::board::Board;
use crate::cell::{Cell, CellMap};
use crate::grid::Grid;

/// What a Sudominoku game adds: its givens, and which cells the player's dominoes join
/// (their digits are in `entries`).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SudominokuRecord {
    /// The puzzle in the judge's notation (BOJ 4574): dominoes, then the singles.
    pub(super) puzzle: String,
    /// `"r1c4-r1c5"`.
    pub(super) dominoes: Vec<String>,
}

/// The Sudominoku of a save, checked against the save's givens.
pub(super) fn sudominoku_game(
    record: &SudominokuRecord,
    givens: &Grid,
    source: PuzzleSource,
) -> Result<Game, SaveError> {
    let puzzle = sudominoku_puzzle(record, givens)?;
    Game::sudominoku(puzzle, source).map_err(|e| corrupt(e.to_string()))
}

/// The Sudominoku a save records, read and checked against its givens, not yet solved.
pub(super) fn sudominoku_puzzle(
    record: &SudominokuRecord,
    givens: &Grid,
) -> Result<crate::domino::Sudominoku, SaveError> {
    let text = format!("{}\n0\n", record.puzzle.trim_end());
    let document = crate::format::parse(
        "saved puzzle",
        &text,
        Some(crate::format::Format::Sudominoku),
    )
    .map_err(|e| corrupt(e.to_string()))?;
    let puzzle = match document.puzzles.as_slice() {
        [crate::format::Puzzle::Sudominoku(puzzle)] => puzzle.clone(),
        _ => {
            return Err(corrupt(
                "the sudominoku field holds no single puzzle".into(),
            ));
        }
    };
    if puzzle.grid() != givens {
        return Err(corrupt("the Sudominoku does not match the givens".into()));
    }
    Ok(puzzle)
}

/// The player's dominoes of a save: two side-by-side cells holding the player's digits, each
/// cell on one domino at most, every digit of the player's on one.
pub(super) fn partners(
    record: &SudominokuRecord,
    board: &Board,
) -> Result<CellMap<Option<Cell>>, SaveError> {
    let mut partners = CellMap::filled(None);
    for name in &record.dominoes {
        let bad = || corrupt(format!("bad domino {name:?}"));
        let (a, b) = name.split_once('-').ok_or_else(bad)?;
        let (a, b) = (
            a.parse::<Cell>().map_err(|_| bad())?,
            b.parse::<Cell>().map_err(|_| bad())?,
        );
        let playable = |c: Cell| !board.is_given(c) && board.get(c).is_some();
        if !crate::domino::adjacent(a, b) || !playable(a) || !playable(b) {
            return Err(bad());
        }
        for (cell, other) in [(a, b), (b, a)] {
            if partners[cell].replace(other).is_some() {
                return Err(corrupt(format!("{cell} is on two dominoes")));
            }
        }
    }
    if let Some(cell) =
        Cell::all().find(|&c| !board.is_given(c) && board.get(c).is_some() && partners[c].is_none())
    {
        return Err(corrupt(format!("{cell} holds a digit but no domino")));
    }
    Ok(partners)
}
