//! What the new-game menu offers, in one place: the bundled collections (`bundled`) and fresh
//! puzzles from the generator. The menu asks this file, never the two sources.

use std::sync::atomic::{AtomicU64, Ordering};

use stepdoku_core::Grid;
use stepdoku_core::format::Puzzle;
use stepdoku_core::game::PuzzleSource;
use stepdoku_core::generate::{Generator, Request};
use stepdoku_core::hint::{Level, Technique};

use crate::bundled::{self, Kind};

/// One bundled collection as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shelf {
    /// Short name (`hard`, `top1465`).
    pub name: &'static str,
    /// What is in it and where it comes from.
    pub title: &'static str,
    pub count: usize,
    /// Every puzzle's level, when the collection is of one level.
    pub level: Option<Level>,
    pub sudominoku: bool,
}

/// The bundled collections, in the library's order: the levels, the classic sets, variants.
#[must_use]
pub fn shelves() -> Vec<Shelf> {
    bundled::collections()
        .iter()
        .map(|c| Shelf {
            name: c.name,
            title: c.title,
            count: c.count(),
            level: c.level,
            sudominoku: c.kind == Kind::Sudominoku,
        })
        .collect()
}

/// Puzzle `index` (from 0) of shelf `shelf`, with its source as the player names and saves it.
#[must_use]
pub fn puzzle(shelf: usize, index: usize) -> Option<(PuzzleSource, Puzzle)> {
    let (source, puzzle) = bundled::collections().get(shelf)?.get(index)?;
    Some((source, puzzle.clone()))
}

/// The level of a puzzle on a shelf, as the collection records it (`None` when it does not).
#[must_use]
pub fn level(shelf: usize, index: usize) -> Option<Level> {
    bundled::collections().get(shelf)?.level_of(index)
}

/// The level of the puzzle `game` plays, when it is a bundled one whose collection records
/// it (a mixed collection writes each puzzle's level beside it): found by the game's source
/// and checked against the puzzle itself, so a file of the same name elsewhere is not taken
/// for it.
#[must_use]
pub fn level_of_game(game: &stepdoku_core::game::Game) -> Option<Level> {
    let source = game.source();
    let shelf = bundled::collections()
        .iter()
        .position(|c| c.file == source.name && c.count() == source.count)?;
    let key = classic_key(shelf, source.index)?;
    (key == stepdoku_core::store::puzzle_key(game))
        .then(|| level(shelf, source.index))
        .flatten()
}

/// The store's key of a classic puzzle on a shelf (what its finished games are recorded
/// under), read in place; `None` for a Sudominoku.
#[must_use]
pub fn classic_key(shelf: usize, index: usize) -> Option<String> {
    match bundled::collections().get(shelf)?.get(index)? {
        (_, Puzzle::Classic(grid)) => Some(stepdoku_core::store::grid_key(grid)),
        _ => None,
    }
}

/// The generator's request for a level: symmetric clues, as `stepdoku generate --symmetric`.
fn request(level: Level) -> Request {
    Request {
        level: Some(level),
        symmetric: true,
    }
}

/// A fresh puzzle of `level` from `seed`, as `stepdoku generate -d LEVEL --symmetric --seed
/// SEED` prints it first: minimal unique puzzles, graded, until one is of the level and
/// solvable by logic alone. `tried` counts the attempts for the progress line.
#[must_use]
pub fn generate(level: Level, seed: u64, tried: &AtomicU64) -> Grid {
    let mut generator = Generator::new(seed, request(level));
    generator
        .next_with(|rejected| tried.store(rejected, Ordering::Relaxed))
        .puzzle
}

/// A practice puzzle for `technique` from `seed`; `None` when [`super::PRACTICE_TRIES`]
/// attempts found none.
#[must_use]
pub fn practise(technique: Technique, seed: u64, tried: &AtomicU64) -> Option<Grid> {
    let mut practice = stepdoku_core::generate::Practice::new(seed, technique, false);
    practice
        .next_with(super::PRACTICE_TRIES, |rejected| {
            tried.store(rejected, Ordering::Relaxed);
        })
        .map(|made| made.puzzle)
}

/// A practice puzzle's name in the panel and the save: enough to make it again
/// (`stepdoku generate --technique NAME --seed N`).
#[must_use]
pub fn practice_source(technique: Technique, seed: u64) -> PuzzleSource {
    PuzzleSource::new(format!("{technique} practice, seed {seed}"), None, 0, 1)
}

/// The generated puzzle's name in the panel and the save: enough to make it again.
#[must_use]
pub fn generated_source(level: Level, seed: u64) -> PuzzleSource {
    PuzzleSource::new(
        format!("generated {}, seed {seed}", level.name()),
        None,
        0,
        1,
    )
}

/// Whether a game filed under the puzzle of the day `daily` (its date, `None` for any other
/// game) is the one of day `today` (days since 1970-01-01, UTC): the date alone names the
/// puzzle, so nothing is made to tell.
#[must_use]
pub fn is_today(daily: Option<&str>, today: i64) -> bool {
    daily.is_some_and(|date| date == stepdoku_core::store::time::date(today))
}

/// How the puzzle of the day's name begins: `puzzle of the day 2026-11-29 (hard)`.
const DAILY_NAME: &str = "puzzle of the day ";

/// A puzzle of the day's name (`puzzle of the day 2026-11-29 (hard)`, the level left out or
/// not) in fewer words where a line is short: `daily 2026-11-29 (hard)` if `max` columns
/// hold it, else `daily 2026-11-29`, else `daily 11-29`: the date goes after the level.
/// `None` for any other name, and where even the shortest does not fit.
#[must_use]
pub fn short_daily_name(name: &str, max: usize) -> Option<String> {
    let rest = name.strip_prefix(DAILY_NAME)?;
    let (date, level) = match rest.split_once(' ') {
        Some((date, level)) => (date, Some(level)),
        None => (rest, None),
    };
    let is_date = date.len() == 10
        && date.char_indices().all(|(i, c)| {
            if i == 4 || i == 7 {
                c == '-'
            } else {
                c.is_ascii_digit()
            }
        });
    if !is_date {
        return None;
    }
    // Then without the year: the puzzle of the day played is seldom a year old.
    let with_level = level.map(|level| format!("daily {date} {level}"));
    let month_day = date.get(5..).map(|day| format!("daily {day}"));
    [with_level, Some(format!("daily {date}")), month_day]
        .into_iter()
        .flatten()
        .find(|short| crate::tui::text::width(short) <= max)
}

/// The puzzle of the day `days` (since 1970-01-01, UTC): its source for the panel, the
/// puzzle, and the date the history files it under.
#[must_use]
pub fn daily(days: i64) -> (PuzzleSource, Grid, String) {
    use stepdoku_core::store::time;
    let date = time::date(days);
    let level = stepdoku_core::generate::daily::level(days);
    let source = PuzzleSource::new(format!("{DAILY_NAME}{date} ({})", level.name()), None, 0, 1);
    (source, stepdoku_core::generate::daily::puzzle(days), date)
}
