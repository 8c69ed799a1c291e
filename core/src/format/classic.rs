//! Readers for 9×9 layouts: the line format (one puzzle per line), BOJ 2239 (9 lines of 9
//! digits), BOJ 2580 (9 lines of 9 numbers) and decorated grids (`|`, `-`, `+` separators).
//! Each call reads the next puzzle and no further.

use std::io::BufRead;

use super::source::{Line, Source, character, quoted};
use super::{Puzzle, ReadError};
use crate::cell::{Cell, Unit};
use crate::grid::Grid;

/// The next puzzle and the line it starts on, `None` after the last.
type Next = Result<Option<(usize, Puzzle)>, ReadError>;

/// A puzzle being read: values and where each was read, for error messages.
pub(crate) struct Cells {
    values: [u8; 81],
    at: [(usize, usize); 81],
    len: usize,
}

impl Cells {
    pub fn new() -> Self {
        Self {
            values: [0; 81],
            at: [(0, 0); 81],
            len: 0,
        }
    }

    fn push(&mut self, value: u8, line: usize, column: usize) {
        if self.len < 81 {
            self.values[self.len] = value;
            self.at[self.len] = (line, column);
        }
        self.len += 1;
    }

    /// The finished grid, or an error at the second of two clashing givens.
    pub fn finish<R: BufRead>(self, source: &Source<R>) -> Result<Grid, ReadError> {
        checked(self.values, source, |i| self.at[i])
    }
}

/// `values` as a grid, or an error at the second of two clashing givens, found where `at`
/// says (line and column of a cell index).
fn checked<R: BufRead>(
    values: [u8; 81],
    source: &Source<R>,
    at: impl Fn(usize) -> (usize, usize),
) -> Result<Grid, ReadError> {
    let grid = Grid::from_checked_values(values);
    if !has_clash(&values) {
        return Ok(grid);
    }
    match clash(&grid) {
        Some((cell, message)) => {
            let (line, column) = at(cell.index());
            Err(source.error(line, column, message))
        }
        None => Ok(grid),
    }
}

/// The first given in reading order that clashes with an earlier one, and the message naming
/// both; `None` when no two givens clash.
fn clash(grid: &Grid) -> Option<(Cell, String)> {
    let (first, cell, digit) = Cell::all().find_map(|cell| {
        let digit = grid.get(cell)?;
        Some((grid.earlier_clash(cell, digit)?, cell, digit))
    })?;
    let unit = shared_unit(first, cell);
    let message = format!("the givens clash: {first} and {cell} both hold {digit} in {unit}");
    Some((cell, message))
}

/// The error the line reader would have given for `grid`, read from line `line` of
/// `source_name` without its clash check ([`super::Puzzles::leave_clashes_to_the_solver`]):
/// such a line starts with its first cell, so a cell's column is its index plus one.
pub(crate) fn line_clash(source_name: &str, line: usize, grid: &Grid) -> Option<ReadError> {
    let (cell, message) = clash(grid)?;
    Some(ReadError::Parse(super::ParseError {
        source_name: source_name.to_owned(),
        line,
        column: cell.index() + 1,
        message,
    }))
}

/// Do two givens of one digit share a row, column or box? One pass of additions without a
/// branch per cell, since a batch reads every puzzle through here: each unit counts its
/// digits in nine 4-bit counters of a `u64` (digit `v` at bits `4v`), and a counter that
/// reaches 2 is a clash.
fn has_clash(values: &[u8; 81]) -> bool {
    let (mut cols, mut boxes, mut tops) = ([0u64; 9], [0u64; 3], 0u64);
    for (r, row_values) in values.chunks_exact(9).enumerate() {
        let mut row = 0u64;
        for (c, &value) in row_values.iter().enumerate() {
            // Counter 0 counts blanks and is never looked at. Values are at most 9; the mask
            // keeps the shift inside the word whatever a bug might let through.
            let one = 1u64 << (4 * (value & 15));
            row += one;
            cols[c] += one;
            boxes[c / 3] += one;
        }
        tops |= row + DUPLICATE_BIAS;
        if r % 3 == 2 {
            for counts in &mut boxes {
                tops |= *counts + DUPLICATE_BIAS;
                *counts = 0;
            }
        }
    }
    for counts in cols {
        tops |= counts + DUPLICATE_BIAS;
    }
    tops & DUPLICATE_BITS != 0
}

/// Added to a unit's counters (at most 9 each), sets a counter's top bit exactly when it is 2
/// or more.
const DUPLICATE_BIAS: u64 = 0x6_6666_6666 << 4;

/// The top bits of the counters of digits 1 to 9.
const DUPLICATE_BITS: u64 = 0x8_8888_8888 << 4;

/// The 81 cells of a plain line-format puzzle (`body` starts with its first cell): 81 digits,
/// `.` or `0`, then nothing or ASCII whitespace. `None` sends the line to the careful reader,
/// which says what is wrong with it.
fn plain_line(body: &[u8]) -> Option<[u8; 81]> {
    let (cells, rest) = body.split_at_checked(81)?;
    if rest.first().is_some_and(|b| !b.is_ascii_whitespace()) {
        return None;
    }
    // Branch-free over the 81 bytes (the compiler vectorises it); a bad byte clears `ok`.
    let mut values = [0u8; 81];
    let mut ok = true;
    for (value, &byte) in values.iter_mut().zip(cells) {
        let digit = byte.wrapping_sub(b'0');
        let dot = byte == b'.';
        ok &= digit <= 9 || dot;
        *value = if dot { 0 } else { digit };
    }
    ok.then_some(values)
}

/// The first unit (row, column, box) two peers share.
fn shared_unit(a: Cell, b: Cell) -> Unit {
    a.units()
        .into_iter()
        .find(|u| u.cell_set().contains(b))
        .unwrap_or(Unit::Box(a.block() as u8))
}

fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '.' | '0' => Some(0),
        '1'..='9' => Some(ch as u8 - b'0'),
        _ => None,
    }
}

/// Line format: every content line is one puzzle of 81 cells; anything after the 81st cell
/// must be separated by whitespace (a comment or a rating).
///
/// `check_clashes` false leaves clashing givens of a line read straight from the buffer (the
/// common case) to the solver, whose first step finds them anyway: see
/// [`super::Puzzles::leave_clashes_to_the_solver`]. Lines read the careful way are checked.
pub(crate) fn next_line<R: BufRead>(source: &mut Source<R>, check_clashes: bool) -> Next {
    if let Some((number, values)) = source.next_in_buffer(plain_line)? {
        let grid = if check_clashes {
            checked(values, source, |i| (number, i + 1))?
        } else {
            Grid::from_checked_values(values)
        };
        return Ok(Some((number, Puzzle::Classic(grid))));
    }
    let Some(line) = source.next_content()? else {
        return Ok(None);
    };
    let body = line.text.trim_start();
    let offset = line.text[..line.text.len() - body.len()].chars().count();
    if let Some(values) = plain_line(body.as_bytes()) {
        let grid = checked(values, source, |i| (line.number, offset + i + 1))?;
        return Ok(Some((line.number, Puzzle::Classic(grid))));
    }
    {
        let mut cells = Cells::new();
        for (col, ch) in body.chars().enumerate().map(|(i, c)| (offset + i + 1, c)) {
            if cells.len == 81 {
                if ch.is_whitespace() {
                    break;
                }
                return Err(source.error(
                    line.number,
                    col,
                    format!(
                        "expected the end of the line after 81 cells, found {}",
                        character(ch)
                    ),
                ));
            }
            if ch.is_whitespace() && cells.len > 0 {
                // A space that is not plain is named: it may not show in an editor.
                if ch != ' ' && ch != '\t' {
                    return Err(source.error(
                        line.number,
                        col,
                        format!("expected a digit, '.' or '0', found {}", character(ch)),
                    ));
                }
                return Err(short(source, &line, cells.len, col));
            }
            let value = cell_value(ch).ok_or_else(|| {
                source.error(
                    line.number,
                    col,
                    format!("expected a digit, '.' or '0', found {}", character(ch)),
                )
            })?;
            cells.push(value, line.number, col);
        }
        if cells.len < 81 {
            return Err(short(source, &line, cells.len, line.end_column()));
        }
        Ok(Some((line.number, Puzzle::Classic(cells.finish(source)?))))
    }
}

fn short<R: BufRead>(source: &Source<R>, line: &Line, found: usize, column: usize) -> ReadError {
    source.error(
        line.number,
        column,
        format!("expected 81 cells, found {found}"),
    )
}

/// BOJ 2239: exactly nine rows of nine digits, `0` for a blank.
pub(crate) fn next_boj2239<R: BufRead>(source: &mut Source<R>) -> Next {
    read_rows(source, |source, line, cells| {
        let body = line.text.trim();
        let offset = line.text.chars().count() - line.text.trim_start().chars().count();
        let mut n = 0;
        for (i, ch) in body.chars().enumerate() {
            let col = offset + i + 1;
            if n == 9 {
                return Err(source.error(
                    line.number,
                    col,
                    format!(
                        "expected the end of the row after 9 digits, found {}",
                        character(ch)
                    ),
                ));
            }
            let value = ch.to_digit(10).ok_or_else(|| {
                source.error(
                    line.number,
                    col,
                    format!("expected a digit 0-9, found {}", character(ch)),
                )
            })?;
            cells.push(value as u8, line.number, col);
            n += 1;
        }
        if n < 9 {
            return Err(source.error(
                line.number,
                line.end_column(),
                format!("expected 9 digits in the row, found {n}"),
            ));
        }
        Ok(())
    })
}

/// BOJ 2580: nine rows of nine numbers 0–9 separated by spaces.
pub(crate) fn next_boj2580<R: BufRead>(source: &mut Source<R>) -> Next {
    read_rows(source, |source, line, cells| {
        let words = line.words();
        for (i, &(col, word)) in words.iter().enumerate() {
            if i == 9 {
                return Err(source.error(
                    line.number,
                    col,
                    format!(
                        "expected the end of the row after 9 numbers, found {}",
                        quoted(word)
                    ),
                ));
            }
            let value = match word.as_bytes() {
                [b @ b'0'..=b'9'] => b - b'0',
                _ => {
                    return Err(source.error(
                        line.number,
                        col,
                        format!("expected a number 0-9, found {}", quoted(word)),
                    ));
                }
            };
            cells.push(value, line.number, col);
        }
        if words.len() < 9 {
            return Err(source.error(
                line.number,
                line.end_column(),
                format!("expected 9 numbers in the row, found {}", words.len()),
            ));
        }
        Ok(())
    })
}

/// Nine content rows read by `row`, then nothing but blank lines (the one puzzle of the
/// input; `None` when asked again).
fn read_rows<R: BufRead>(
    source: &mut Source<R>,
    mut row: impl FnMut(&Source<R>, &Line, &mut Cells) -> Result<(), ReadError>,
) -> Next {
    let mut cells = Cells::new();
    let mut first = None;
    let mut rows = 0;
    // The ninth row completes the puzzle: nothing after it is read until the next one is
    // asked for ([`after_the_only`]), so a pipe left open is never waited on.
    while rows < 9 {
        let Some(line) = source.next_content()? else {
            break;
        };
        first.get_or_insert(line.number);
        row(source, &line, &mut cells)?;
        rows += 1;
    }
    if rows == 0 {
        return Ok(None);
    }
    if rows < 9 {
        let (line, _) = source.end();
        return Err(source.error(line + 1, 1, format!("expected 9 rows, found {rows}")));
    }
    Ok(Some((
        first.unwrap_or(1),
        Puzzle::Classic(cells.finish(source)?),
    )))
}

/// BOJ 2239 and 2580 inputs hold one puzzle: asked for another, the end of the input, or an
/// error at whatever follows the ninth row.
pub(crate) fn after_the_only<R: BufRead>(source: &mut Source<R>) -> Next {
    match source.next_content()? {
        None => Ok(None),
        Some(line) => {
            let col = line.text.chars().take_while(|c| c.is_whitespace()).count() + 1;
            Err(source.error(
                line.number,
                col,
                "expected the end of the input after 9 rows",
            ))
        }
    }
}

/// Is this line only separators (`-`, `=`, `+`, `|`, spaces), with at least one dash?
pub(crate) fn is_separator(text: &str) -> bool {
    text.contains(['-', '='])
        && text
            .chars()
            .all(|c| matches!(c, '-' | '=' | '+' | '|' | '*') || c.is_whitespace())
}

/// Decorated grids (`.sdk`/`.ss` style): rows of nine cells with `|` or spaces between boxes,
/// separator lines of `-` and `+`; several puzzles may follow one another.
pub(crate) fn next_decorated<R: BufRead>(source: &mut Source<R>) -> Next {
    let mut cells = Cells::new();
    let mut first = 0;
    while let Some(line) = source.next_content()? {
        if is_separator(&line.text) {
            continue;
        }
        if cells.len == 0 {
            first = line.number;
        }
        let mut n = 0;
        for (col, ch) in line.chars() {
            if ch == '|' || ch.is_whitespace() {
                continue;
            }
            let value = cell_value(ch).ok_or_else(|| {
                source.error(
                    line.number,
                    col,
                    format!(
                        "expected a digit, '.', '0' or a separator '|', found {}",
                        character(ch)
                    ),
                )
            })?;
            if n == 9 {
                return Err(source.error(
                    line.number,
                    col,
                    format!("expected 9 cells in the row, found more: {}", character(ch)),
                ));
            }
            cells.push(value, line.number, col);
            n += 1;
        }
        if n < 9 {
            return Err(source.error(
                line.number,
                line.end_column(),
                format!("expected 9 cells in the row, found {n}"),
            ));
        }
        if cells.len == 81 {
            return Ok(Some((first, Puzzle::Classic(cells.finish(source)?))));
        }
    }
    if cells.len > 0 {
        let (line, _) = source.end();
        return Err(source.error(
            line + 1,
            1,
            format!("expected 9 rows, found {}", cells.len / 9),
        ));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-pass clash test against looking at every pair of peers, on grids with every
    /// number of givens, some with a clash.
    #[test]
    fn the_one_pass_clash_test_finds_exactly_the_clashing_grids() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |bound: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound) as u8
        };
        let mut seen = [0usize; 2];
        for _ in 0..20_000 {
            let density = next(30) + 1;
            let values: [u8; 81] =
                std::array::from_fn(|_| if next(81) < density { next(9) + 1 } else { 0 });
            let grid = Grid::from_checked_values(values);
            let naive = Cell::all().any(|cell| {
                grid.get(cell)
                    .is_some_and(|digit| grid.earlier_clash(cell, digit).is_some())
            });
            assert_eq!(has_clash(&values), naive, "{grid:?}");
            seen[usize::from(naive)] += 1;
        }
        assert!(seen[0] > 1000 && seen[1] > 1000, "{seen:?}");
    }
}
