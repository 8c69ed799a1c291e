//! Reading and writing puzzles in every layout stepdoku knows, with auto-detection. Every
//! reader reports errors as `source:line:col: expected …, found …`, and clashing givens name
//! both cells.
//!
//! [`stream`] reads puzzles one at a time from any [`BufRead`], holding no more than the puzzle
//! it is on (a long collection or an endless pipe is answered as it comes, in bounded memory);
//! [`parse`] collects a whole text into a [`Document`].

mod classic;
mod detect;
mod source;
mod sudominoku;
mod write;

use std::fmt;
use std::io::BufRead;

use thiserror::Error;

use crate::domino::Sudominoku;
use crate::grid::Grid;

pub use detect::{detect, detect_line};
pub use source::MAX_LINE_BYTES;
pub use write::{write, write_document, write_line, write_sudominoku};

/// Why a stream of puzzles stopped: the input is wrong at a place, or it cannot be read.
#[derive(Debug, Error)]
pub enum ReadError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("cannot read {source_name}: {error}")]
    Io {
        source_name: String,
        error: std::io::Error,
    },
}

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
    let puzzles = stream(source_name, text.as_bytes(), forced).map_err(in_memory)?;
    let format = puzzles.format();
    let mut document = Document {
        format,
        puzzles: Vec::new(),
        lines: Vec::new(),
    };
    for puzzle in puzzles {
        let (line, puzzle) = puzzle.map_err(in_memory)?;
        document.lines.push(line);
        document.puzzles.push(puzzle);
    }
    Ok(document)
}

/// Text in memory is always readable: a read error there is no more than a parse error.
fn in_memory(error: ReadError) -> ParseError {
    match error {
        ReadError::Parse(error) => error,
        ReadError::Io { source_name, error } => ParseError {
            source_name,
            line: 1,
            column: 1,
            message: format!("cannot read the input: {error}"),
        },
    }
}

/// The puzzles of `input`, read as they are asked for. The layout is `forced`, or detected from
/// the first line with content, which is read at once: an input with none is an error here,
/// and so is a first line too long to be a puzzle's.
pub fn stream<R: BufRead>(
    source_name: &str,
    input: R,
    forced: Option<Format>,
) -> Result<Puzzles<R>, ReadError> {
    let mut source = source::Source::new(source_name, input);
    let Some(first) = source.peek_content()? else {
        return Err(source.error(1, 1, "expected a puzzle, found an empty input"));
    };
    let format = forced.unwrap_or_else(|| detect_line(&first.text));
    Ok(Puzzles {
        source,
        format,
        words: sudominoku::Words::new(),
        failed: false,
        taken: false,
        check_clashes: true,
    })
}

/// The puzzles of an input with the line each starts on, one at a time ([`stream`]). After an
/// error, nothing more.
pub struct Puzzles<R> {
    source: source::Source<R>,
    format: Format,
    words: sudominoku::Words,
    failed: bool,
    /// Whether a puzzle has been read (a BOJ 2239 or 2580 input holds only one).
    taken: bool,
    check_clashes: bool,
}

impl<R> Puzzles<R> {
    /// The layout being read.
    #[must_use]
    pub fn format(&self) -> Format {
        self.format
    }

    /// Stop checking line-format puzzles for clashing givens where the reader is fastest
    /// (an ASCII line of 81 cells in the input's buffer), for a caller that hands every
    /// puzzle to a solver: the solver's first step finds a clash anyway, and a batch of easy
    /// puzzles pays for a second look at every given. Such a caller asks [`line_clash`] for
    /// the error when the solver meets one. Other layouts and other lines are still checked.
    pub fn leave_clashes_to_the_solver(&mut self) {
        self.check_clashes = false;
    }
}

/// The error the line reader gives for clashing givens in `grid`, read from line `line` of
/// `source_name` by puzzles that [left clashes to the solver](Puzzles::leave_clashes_to_the_solver);
/// `None` when no two givens clash.
#[must_use]
pub fn line_clash(source_name: &str, line: usize, grid: &Grid) -> Option<ReadError> {
    classic::line_clash(source_name, line, grid)
}

impl<R: BufRead> Iterator for Puzzles<R> {
    type Item = Result<(usize, Puzzle), ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let source = &mut self.source;
        let next = match self.format {
            Format::Line => classic::next_line(source, self.check_clashes),
            Format::Boj2239 | Format::Boj2580 if self.taken => classic::after_the_only(source),
            Format::Boj2239 => classic::next_boj2239(source),
            Format::Boj2580 => classic::next_boj2580(source),
            Format::Decorated => classic::next_decorated(source),
            Format::Sudominoku => sudominoku::next(source, &mut self.words),
        };
        self.failed = next.is_err();
        self.taken |= matches!(next, Ok(Some(_)));
        next.transpose()
    }
}

#[cfg(test)]
mod tests;
