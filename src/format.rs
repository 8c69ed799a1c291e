//! Reading and writing puzzles in every layout stepdoku knows, with auto-detection. Every
//! reader reports errors as `source:line:col: expected …, found …`, and clashing givens name
//! both cells.

mod classic;
mod detect;
mod source;
mod sudominoku;
mod write;

use std::fmt;

use thiserror::Error;

use crate::domino::Sudominoku;
use crate::grid::Grid;

pub use detect::detect;
pub use write::{write, write_document, write_sudominoku};

/// Where a parse failed, 1-based, and what was expected there.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
#[error("{source_name}:{line}:{column}: {message}")]
pub struct ParseError {
    pub source_name: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// The input layouts stepdoku reads and writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// One puzzle per line, 81 characters, `.` or `0` for a blank; many lines make a collection.
    Line,
    /// BOJ 2239: 9 lines of 9 digits, `0` blank.
    Boj2239,
    /// BOJ 2580: 9 lines of 9 space-separated digits, `0` blank.
    Boj2580,
    /// `.sdk`/`.ss`-style grids: rows of 9 cells with `|` between boxes and `---+---+---` lines.
    Decorated,
    /// BOJ 4574 Sudominoku: cases of dominoes and singles, ended by `0`.
    Sudominoku,
}

impl Format {
    pub const ALL: [Format; 5] = [
        Format::Line,
        Format::Boj2239,
        Format::Boj2580,
        Format::Decorated,
        Format::Sudominoku,
    ];

    /// The name used by `--format`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Line => "line",
            Format::Boj2239 => "boj2239",
            Format::Boj2580 => "boj2580",
            Format::Decorated => "decorated",
            Format::Sudominoku => "sudominoku",
        }
    }

    /// The format for a name or a common alias (`2239`, `sdk`, `4574`, …).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        let name = name.to_ascii_lowercase();
        Self::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .or(match name.as_str() {
                "2239" | "boj-2239" => Some(Format::Boj2239),
                "2580" | "boj-2580" => Some(Format::Boj2580),
                "4574" | "boj4574" | "boj-4574" | "domino" => Some(Format::Sudominoku),
                "sdk" | "ss" | "grid" => Some(Format::Decorated),
                "lines" | "81" => Some(Format::Line),
                _ => None,
            })
    }
}

/// `--format` parses with this, so every subcommand takes the same names and aliases.
impl std::str::FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::from_name(name).ok_or(UnknownFormat)
    }
}

/// A name that is neither a format's nor one of its aliases.
#[derive(Debug, Error, PartialEq, Eq, Clone, Copy)]
#[error(
    "expected one of line, boj2239 (2239), boj2580 (2580), decorated (sdk, ss, grid), sudominoku (4574)"
)]
pub struct UnknownFormat;

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One puzzle of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    Classic(Grid),
    Sudominoku(Sudominoku),
}

impl Puzzle {
    /// The 9×9 givens of a classic puzzle; `None` for variants.
    #[must_use]
    pub fn as_classic(&self) -> Option<&Grid> {
        match self {
            Puzzle::Classic(grid) => Some(grid),
            Puzzle::Sudominoku(_) => None,
        }
    }

    #[must_use]
    pub fn as_sudominoku(&self) -> Option<&Sudominoku> {
        match self {
            Puzzle::Sudominoku(puzzle) => Some(puzzle),
            Puzzle::Classic(_) => None,
        }
    }

    /// The given digits, whatever the kind of puzzle.
    #[must_use]
    pub fn grid(&self) -> &Grid {
        match self {
            Puzzle::Classic(grid) => grid,
            Puzzle::Sudominoku(puzzle) => puzzle.grid(),
        }
    }
}

/// A parsed file: its layout and its puzzles, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    pub format: Format,
    pub puzzles: Vec<Puzzle>,
    /// The 1-based line where each puzzle starts, for messages such as `file:12: no solution`.
    pub lines: Vec<usize>,
}

/// Parse `text`, naming it `source_name` in errors; `forced` skips auto-detection.
pub fn parse(
    source_name: &str,
    text: &str,
    forced: Option<Format>,
) -> Result<Document, ParseError> {
    // Windows editors start UTF-8 files with a byte-order mark; it is not part of the puzzle.
    let text = source::strip_bom(text);
    let source = source::Source::new(source_name, text);
    if source.content().next().is_none() {
        return Err(source.error(1, 1, "expected a puzzle, found an empty input"));
    }
    let format = forced.unwrap_or_else(|| detect(text));
    let read = match format {
        Format::Line => classic::read_lines(&source)?,
        Format::Boj2239 => classic::read_boj2239(&source)?,
        Format::Boj2580 => classic::read_boj2580(&source)?,
        Format::Decorated => classic::read_decorated(&source)?,
        Format::Sudominoku => sudominoku::read(&source)?,
    };
    let (lines, puzzles) = read.into_iter().unzip();
    Ok(Document {
        format,
        puzzles,
        lines,
    })
}

#[cfg(test)]
mod tests;
