//! Reading and writing puzzles. Every reader reports errors as `source:line:col: expected …`.
//!
//! Skeleton: the line format and the plain 9×9 digit grid. The full set (2580, decorated grids,
//! Sudominoku, auto-detection) lands with the core-engine issue.

use std::fmt;

use thiserror::Error;

use crate::grid::Grid;

/// Where a parse failed, 1-based, and what was expected there.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
#[error("{source_name}:{line}:{column}: {message}")]
pub struct ParseError {
    pub source_name: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// The input layouts stepdoku reads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// One puzzle per line, 81 characters, `.` or `0` for a blank.
    Line,
    /// BOJ 2239: 9 lines of 9 digits, `0` blank.
    Boj2239,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Line => "line",
            Format::Boj2239 => "boj2239",
        })
    }
}

/// One puzzle of a document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    Classic(Grid),
}

impl Puzzle {
    /// The 9×9 givens of a classic puzzle; `None` for variants.
    #[must_use]
    pub fn as_classic(&self) -> Option<&Grid> {
        match self {
            Puzzle::Classic(grid) => Some(grid),
        }
    }
}

/// A parsed file: its layout and its puzzles, in input order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Document {
    pub format: Format,
    pub puzzles: Vec<Puzzle>,
}

/// Parse `text`, naming it `source_name` in errors; `forced` skips auto-detection.
pub fn parse(
    source_name: &str,
    text: &str,
    forced: Option<Format>,
) -> Result<Document, ParseError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let error = |line: usize, column: usize, message: String| ParseError {
        source_name: source_name.to_owned(),
        line,
        column,
        message,
    };
    if lines.is_empty() {
        return Err(error(
            1,
            1,
            "expected a puzzle, found an empty input".into(),
        ));
    }
    let format = forced.unwrap_or(if lines[0].1.chars().count() >= 81 {
        Format::Line
    } else {
        Format::Boj2239
    });
    let rows: Vec<(usize, &str)> = match format {
        Format::Line => lines,
        Format::Boj2239 => {
            if lines.len() != 9 {
                let line = lines.last().map_or(1, |l| l.0);
                return Err(error(
                    line,
                    1,
                    format!("expected 9 rows, found {}", lines.len()),
                ));
            }
            let joined: String = lines.iter().map(|(_, l)| *l).collect();
            let _ = joined;
            lines
        }
    };
    let mut puzzles = Vec::new();
    let mut values = Vec::with_capacity(81);
    for (line_no, line) in rows {
        for (col, ch) in line.chars().enumerate() {
            let v = match ch {
                '.' | '0' => 0,
                '1'..='9' => ch as u8 - b'0',
                _ => {
                    return Err(error(
                        line_no,
                        col + 1,
                        format!("expected a digit, '.' or '0', found {ch:?}"),
                    ));
                }
            };
            values.push(v);
        }
        if format == Format::Line || values.len() == 81 {
            let array: [u8; 81] = values.as_slice().try_into().map_err(|_| {
                error(
                    line_no,
                    line.chars().count() + 1,
                    format!("expected 81 cells, found {}", values.len()),
                )
            })?;
            puzzles.push(Puzzle::Classic(
                Grid::from_values(array).unwrap_or_default(),
            ));
            values.clear();
        }
    }
    Ok(Document { format, puzzles })
}

/// Write a grid in `format`.
#[must_use]
pub fn write(grid: &Grid, format: Format) -> String {
    match format {
        Format::Line => grid.to_line(),
        Format::Boj2239 => grid
            .values()
            .chunks(9)
            .map(|row| row.iter().map(|v| char::from(b'0' + v)).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}
