//! The unit tests' bundled puzzles, one copy for the whole core: the first few classic puzzles
//! of the files in `puzzles/`, read as the program reads them.

use crate::format;
use crate::grid::Grid;

pub const CLASSIC: &str = include_str!("../../puzzles/classic.txt");
pub const EASY: &str = include_str!("../../puzzles/easy.txt");
pub const HARD: &str = include_str!("../../puzzles/hard.txt");

/// The first `take` classic puzzles of each file's text, in the order given.
pub fn first_of(files: &[(&str, usize)]) -> Vec<Grid> {
    let mut out = Vec::new();
    for &(text, take) in files {
        let doc = format::parse("test", text, None).expect("a bundled file");
        out.extend(
            doc.puzzles
                .iter()
                .filter_map(|p| p.as_classic())
                .take(take)
                .copied(),
        );
    }
    out
}
