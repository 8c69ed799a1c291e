//! Puzzles compiled into the binary, so `stepdoku` plays with no files around. Each collection
//! is a file of `puzzles/` in any format the core reads; a test parses them all.

use stepdoku::Grid;
use stepdoku::format;
use stepdoku::game::PuzzleSource;

pub struct Collection {
    pub name: &'static str,
    pub text: &'static str,
}

pub const COLLECTIONS: &[Collection] = &[
    Collection {
        name: "classic.txt",
        text: include_str!("../puzzles/classic.txt"),
    },
    Collection {
        name: "starter.txt",
        text: include_str!("../puzzles/starter.txt"),
    },
];

/// Every bundled classic puzzle with its source, collections in order.
#[must_use]
pub fn puzzles() -> Vec<(PuzzleSource, Grid)> {
    let mut out = Vec::new();
    for collection in COLLECTIONS {
        // The tests prove every bundled file parses; a broken one is skipped, not fatal.
        let Ok(document) = format::parse(collection.name, collection.text, None) else {
            continue;
        };
        let grids: Vec<Grid> = document
            .puzzles
            .iter()
            .filter_map(format::Puzzle::as_classic)
            .copied()
            .collect();
        let count = grids.len();
        for (index, grid) in grids.into_iter().enumerate() {
            let path = format!("puzzles/{}", collection.name);
            out.push((
                PuzzleSource::new(collection.name, Some(path), index, count),
                grid,
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::generate::count_solutions;

    #[test]
    fn every_bundled_puzzle_parses_and_has_one_solution() {
        for collection in COLLECTIONS {
            let document = format::parse(collection.name, collection.text, None)
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(!document.puzzles.is_empty(), "{} is empty", collection.name);
        }
        let all = puzzles();
        assert!(all.len() >= 20, "a modest collection, found {}", all.len());
        for (source, grid) in &all {
            assert_eq!(count_solutions(grid), 1, "{source}");
        }
        assert_eq!(
            all[0].1.to_line(),
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
        );
    }
}
