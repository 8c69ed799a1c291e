//! What the new-game menu offers, in one place: the bundled collections (from `bundled`) and
//! fresh puzzles from the generator. The menu asks this file, never the two sources, so a
//! change in either touches only here.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use stepdoku::Grid;
use stepdoku::format::{self, Puzzle};
use stepdoku::game::PuzzleSource;
use stepdoku::generate::{Rng, unique_puzzle};
use stepdoku::hint::{Level, grade};

use crate::bundled;

/// One bundled collection as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shelf {
    pub title: String,
    pub count: usize,
    /// Every puzzle's level, when the collection is of one level.
    pub level: Option<Level>,
    pub sudominoku: bool,
}

/// The bundled collections, in the order the menu lists them.
#[must_use]
pub fn shelves() -> Vec<Shelf> {
    bundled::COLLECTIONS
        .iter()
        .filter_map(|collection| {
            let document = format::parse(collection.name, collection.text, None).ok()?;
            Some(Shelf {
                title: collection.name.to_owned(),
                count: document.puzzles.len(),
                level: None,
                sudominoku: document
                    .puzzles
                    .iter()
                    .any(|p| matches!(p, Puzzle::Sudominoku(_))),
            })
        })
        .collect()
}

/// Puzzle `index` (from 0) of shelf `shelf`, with its source as the player names and saves it.
#[must_use]
pub fn puzzle(shelf: usize, index: usize) -> Option<(PuzzleSource, Puzzle)> {
    let collection = bundled::COLLECTIONS.get(shelf)?;
    let document = format::parse(collection.name, collection.text, None).ok()?;
    let count = document.puzzles.len();
    let puzzle = document.puzzles.into_iter().nth(index)?;
    let path = format!("puzzles/{}", collection.name);
    Some((
        PuzzleSource::new(collection.name, Some(path), index, count),
        puzzle,
    ))
}

/// A fresh puzzle of `level` from `seed`: minimal unique puzzles, graded, until one is of the
/// level and solvable by logic alone. `tried` counts the attempts for the progress line;
/// `None` when `cancel` was set first.
#[must_use]
pub fn generate(level: Level, seed: u64, tried: &AtomicU64, cancel: &AtomicBool) -> Option<Grid> {
    let mut rng = Rng::new(seed);
    while !cancel.load(Ordering::Relaxed) {
        let puzzle = unique_puzzle(&mut rng, true);
        tried.fetch_add(1, Ordering::Relaxed);
        if grade(&puzzle).is_ok_and(|g| g.level == level && g.solved_by_logic) {
            return Some(puzzle);
        }
    }
    None
}

/// The generated puzzle's name in the panel and the save.
#[must_use]
pub fn generated_source(level: Level, seed: u64) -> PuzzleSource {
    PuzzleSource::new(
        format!("generated {}, seed {seed}", level.name()),
        None,
        0,
        1,
    )
}
