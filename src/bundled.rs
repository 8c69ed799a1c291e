//! Puzzles compiled into the binary, so `stepdoku` plays with no files around: one collection per
//! file of `puzzles/` (see `puzzles/README.md` for where each comes from), and the queries the
//! new-game menu needs: list the collections, a puzzle of a collection by its index.

use std::sync::OnceLock;

use stepdoku_core::Grid;
use stepdoku_core::format::{self, Puzzle};
use stepdoku_core::game::PuzzleSource;
use stepdoku_core::hint::Level;

/// The level a game opens at when no puzzle is named: singles only, so a newcomer learns the
/// keys on a puzzle that never stalls; the new-game menu offers the rest.
pub const DEFAULT_LEVEL: Level = Level::Easy;

/// What kind of puzzle a collection holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Classic,
    Sudominoku,
}

/// One bundled file.
pub struct Collection {
    /// Short name for menus and messages: `easy`, `norvig-hardest`.
    pub name: &'static str,
    /// The file under `puzzles/` it was compiled from.
    pub file: &'static str,
    /// One line for a menu: what is in it and where it comes from.
    pub title: &'static str,
    /// Every puzzle's level on HoDoKu's scale, as `stepdoku grade` rates it; `None` for mixed
    /// collections.
    pub level: Option<Level>,
    pub kind: Kind,
    text: &'static str,
    parsed: OnceLock<Vec<Puzzle>>,
    /// Each puzzle's `# level` note, read once: the menu asks for every row it draws.
    levels: OnceLock<Vec<Option<Level>>>,
}

macro_rules! collection {
    ($name:literal, $file:literal, $level:expr, $kind:ident, $title:literal) => {
        Collection {
            name: $name,
            file: $file,
            title: $title,
            level: $level,
            kind: Kind::$kind,
            text: include_str!(concat!("../puzzles/", $file)),
            parsed: OnceLock::new(),
            levels: OnceLock::new(),
        }
    };
}

static COLLECTIONS: [Collection; 12] = [
    collection!(
        "easy",
        "easy.txt",
        Some(Level::Easy),
        Classic,
        "Easy: singles only (generated, symmetric)"
    ),
    collection!(
        "medium",
        "medium.txt",
        Some(Level::Medium),
        Classic,
        "Medium: locked candidates, pairs, triples (generated, symmetric)"
    ),
    collection!(
        "hard",
        "hard.txt",
        Some(Level::Hard),
        Classic,
        "Hard: fish, wings, uniqueness (generated, symmetric)"
    ),
    collection!(
        "unfair",
        "unfair.txt",
        Some(Level::Unfair),
        Classic,
        "Unfair: chains, finned Swordfish, ALS (generated, symmetric)"
    ),
    collection!(
        "extreme",
        "extreme.txt",
        Some(Level::Extreme),
        Classic,
        "Extreme: forcing chains and nets, no guessing (generated, symmetric)"
    ),
    collection!(
        "starter",
        "starter.txt",
        None,
        Classic,
        "Sampler: six of each level, easiest first (generated)"
    ),
    collection!(
        "classic",
        "classic.txt",
        None,
        Classic,
        "Wikipedia's example Sudoku"
    ),
    collection!(
        "antibrute",
        "antibrute.txt",
        None,
        Classic,
        "Wikipedia's puzzle against brute force (easy by logic, slow for row-major backtracking)"
    ),
    collection!(
        "norvig-hardest",
        "norvig-hardest.txt",
        None,
        Classic,
        "Peter Norvig's hardest puzzles (from his essay)"
    ),
    collection!(
        "top1465",
        "top1465.txt",
        None,
        Classic,
        "The first 50 of magictour's top1465, a classic hard set"
    ),
    collection!(
        "sudominoku",
        "sudominoku.in",
        None,
        Sudominoku,
        "Sudominoku: the samples of Baekjoon 4574"
    ),
    collection!(
        "sudominoku-generated",
        "sudominoku-generated.in",
        None,
        Sudominoku,
        "Sudominoku: 16 generated puzzles, 12 given dominoes, then 10 (one keeps 11)"
    ),
];

/// Every bundled collection, in menu order: the levels, then the classic sets, then variants.
#[must_use]
pub fn collections() -> &'static [Collection] {
    &COLLECTIONS
}

/// The collection with this name (`hard`, `top1465`).
#[must_use]
pub fn find(name: &str) -> Option<&'static Collection> {
    COLLECTIONS.iter().find(|c| c.name == name)
}

/// The generated collection of a level.
#[must_use]
pub fn of_level(level: Level) -> Option<&'static Collection> {
    COLLECTIONS.iter().find(|c| c.level == Some(level))
}

/// The classic puzzles a new game starts from when no file is named: the collection of
/// [`DEFAULT_LEVEL`], each with its source.
#[must_use]
pub fn puzzles() -> Vec<(PuzzleSource, Grid)> {
    let Some(collection) = of_level(DEFAULT_LEVEL) else {
        return Vec::new();
    };
    (0..collection.count())
        .filter_map(|i| {
            let (source, puzzle) = collection.get(i)?;
            Some((source, *puzzle.as_classic()?))
        })
        .collect()
}

impl Collection {
    /// The puzzles, parsed once. The tests prove every bundled file parses; were one broken,
    /// it would be empty rather than fatal.
    pub fn puzzles(&self) -> &[Puzzle] {
        self.parsed.get_or_init(|| {
            format::parse(self.file, self.text, None)
                .map(|document| document.puzzles)
                .unwrap_or_default()
        })
    }

    /// The file as compiled in, for a reader that wants its own parse (the visualiser's).
    #[must_use]
    pub fn text(&self) -> &'static str {
        self.text
    }

    /// The level of the puzzle at `index`: the collection's own when all share one, else the
    /// `# level` written after the puzzle on its line (as `make_library` writes them).
    #[must_use]
    pub fn level_of(&self, index: usize) -> Option<Level> {
        if self.level.is_some() || self.kind != Kind::Classic {
            return self.level;
        }
        let levels = self.levels.get_or_init(|| {
            self.text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && !l.starts_with('#'))
                .map(|line| {
                    line.split_once('#')
                        .and_then(|(_, note)| Level::parse(note))
                })
                .collect()
        });
        levels.get(index).copied().flatten()
    }

    #[must_use]
    pub fn count(&self) -> usize {
        self.puzzles().len()
    }

    /// The puzzle at `index` (from 0) with its source, as the player names and saves it.
    #[must_use]
    pub fn get(&self, index: usize) -> Option<(PuzzleSource, &Puzzle)> {
        let puzzle = self.puzzles().get(index)?;
        let path = format!("puzzles/{}", self.file);
        let source = PuzzleSource::new(self.file, Some(path), index, self.count());
        Some((source, puzzle))
    }
}

#[cfg(test)]
mod tests;
