//! Writers: a grid in any classic layout, a Sudominoku case in the judge's input layout, and
//! whole documents (so that parse → write → parse gives the same puzzles back).

use super::{Document, Format, Puzzle};
use crate::domino::{Sudominoku, position_name};
use crate::grid::Grid;

fn digit_char(value: u8, blank: char) -> char {
    if value == 0 {
        blank
    } else {
        char::from(b'0' + value)
    }
}

fn rows(grid: &Grid) -> impl Iterator<Item = &[u8]> {
    grid.values().chunks(9)
}

/// `grid` in `format`'s layout, without a final newline. A solved grid gives the judges'
/// expected answer (2239: 9 lines of digits; 2580: space-separated; line: 81 digits). For
/// [`Format::Sudominoku`] this is the judge's answer layout (9 lines of digits).
#[must_use]
pub fn write(grid: &Grid, format: Format) -> String {
    match format {
        Format::Line => grid.to_line(),
        Format::Boj2239 | Format::Sudominoku => rows(grid)
            .map(|row| row.iter().map(|&v| digit_char(v, '0')).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Boj2580 => rows(grid)
            .map(|row| {
                row.iter()
                    .map(|&v| digit_char(v, '0').to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Decorated => decorated(grid),
    }
}

/// `grid` in `format`'s layout and a newline, written to `out`. The line format, which big
/// batches use, goes out as bytes from the stack: no `String` and no formatting per puzzle.
pub fn write_line(
    out: &mut impl std::io::Write,
    grid: &Grid,
    format: Format,
) -> std::io::Result<()> {
    if format == Format::Line {
        let mut line = [b'\n'; 82];
        for (byte, &value) in line.iter_mut().zip(grid.values()) {
            *byte = if value == 0 { b'.' } else { b'0' + value };
        }
        return out.write_all(&line);
    }
    writeln!(out, "{}", write(grid, format))
}

/// The `.ss` look: `53.|.7.|...` rows and `---+---+---` between bands.
fn decorated(grid: &Grid) -> String {
    let mut out = Vec::with_capacity(11);
    for (r, row) in rows(grid).enumerate() {
        if r == 3 || r == 6 {
            out.push("---+---+---".to_owned());
        }
        let line: Vec<String> = row
            .chunks(3)
            .map(|part| part.iter().map(|&v| digit_char(v, '.')).collect())
            .collect();
        out.push(line.join("|"));
    }
    out.join("\n")
}

/// One Sudominoku case in the judge's input layout: `N`, the dominoes, the singles' line.
#[must_use]
pub fn write_sudominoku(puzzle: &Sudominoku) -> String {
    let mut out = vec![puzzle.dominoes().len().to_string()];
    out.extend(puzzle.dominoes().iter().map(ToString::to_string));
    out.push(
        puzzle
            .singles()
            .iter()
            .map(|&c| position_name(c))
            .collect::<Vec<_>>()
            .join(" "),
    );
    out.join("\n")
}

/// A whole document's givens in its own format, ending with a newline.
#[must_use]
pub fn write_document(document: &Document) -> String {
    let parts: Vec<String> = document
        .puzzles
        .iter()
        .map(|p| match p {
            Puzzle::Sudominoku(s) => write_sudominoku(s),
            Puzzle::Classic(grid) => write(grid, document.format),
        })
        .collect();
    let separator = match document.format {
        Format::Decorated => "\n\n",
        _ => "\n",
    };
    let mut text = parts.join(separator);
    if document.format == Format::Sudominoku {
        text.push_str("\n0");
    }
    text.push('\n');
    text
}
