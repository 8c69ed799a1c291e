//! Reading a trace: `try R C D` and `undo R C` lines, numbered from 1 (or from 0, as most C++
//! code indexes its arrays); every other line is ignored and counted. A `try` or `undo` line
//! whose numbers are wrong is a step of its own, flagged with what is wrong.

use std::io::BufRead;

use crate::cell::{Cell, Digit};

/// How rows and columns are numbered in the trace (digits are always 1 to 9).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Numbering {
    #[default]
    FromOne,
    FromZero,
}

/// A move of the learner's search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Try { cell: Cell, digit: Digit },
    Undo { cell: Cell },
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Move::Try { cell, digit } => write!(f, "try {digit} in {cell}"),
            Move::Undo { cell } => write!(f, "undo {cell}"),
        }
    }
}

/// One `try` or `undo` line: the move, or why it could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The line of the trace file, from 1.
    pub line: usize,
    pub what: Result<Move, String>,
}

/// A parsed trace.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Trace {
    pub steps: Vec<Step>,
    /// Lines that are neither `try` nor `undo` (the program's other prints).
    pub ignored: usize,
}

/// The trace in `text`.
#[must_use]
pub fn parse(text: &str, numbering: Numbering) -> Trace {
    parse_reader(text.as_bytes(), numbering).unwrap_or_default()
}

/// The trace read from `input` line by line (a trace of a long search is long; it is never
/// held whole as text). Bytes that are not UTF-8 make a line of another form.
pub fn parse_reader(mut input: impl BufRead, numbering: Numbering) -> std::io::Result<Trace> {
    let mut trace = Trace::default();
    let mut buffer = Vec::new();
    let mut line = 0;
    loop {
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            return Ok(trace);
        }
        line += 1;
        let text = std::str::from_utf8(&buffer).unwrap_or("");
        match read_line(text, numbering) {
            Some(what) => trace.steps.push(Step { line, what }),
            None => trace.ignored += 1,
        }
    }
}

/// A `try`/`undo` line's move (or what is wrong with it); `None` for any other line.
fn read_line(text: &str, numbering: Numbering) -> Option<Result<Move, String>> {
    let mut words = text.split_whitespace();
    let keyword = words.next()?;
    let wanted = match keyword {
        "try" => 3,
        "undo" => 2,
        _ => return None,
    };
    let numbers: Vec<&str> = words.collect();
    let form = if wanted == 3 { "try R C D" } else { "undo R C" };
    if numbers.len() != wanted {
        return Some(Err(format!("expected `{form}`, found `{}`", text.trim())));
    }
    Some(read_move(&numbers, numbering, form))
}

fn read_move(numbers: &[&str], numbering: Numbering, form: &str) -> Result<Move, String> {
    let (low, high, hint) = match numbering {
        Numbering::FromOne => (1, 9, " (numbered from 0? add --from-zero)"),
        Numbering::FromZero => (0, 8, ""),
    };
    let index = |word: &str, what: &str| -> Result<usize, String> {
        match word.parse::<usize>() {
            Ok(n) if (low..=high).contains(&n) => Ok(n - low),
            Ok(0) => Err(format!("{what} 0 is outside {low} to {high}{hint}")),
            _ => Err(format!(
                "{what} `{word}` is not {low} to {high} in `{form}`"
            )),
        }
    };
    let row = index(numbers[0], "row")?;
    let col = index(numbers[1], "column")?;
    let cell = Cell::at(row, col).ok_or_else(|| "no such cell".to_owned())?;
    let Some(word) = numbers.get(2) else {
        return Ok(Move::Undo { cell });
    };
    let digit = word
        .parse::<u8>()
        .ok()
        .and_then(Digit::new)
        .ok_or_else(|| format!("digit `{word}` is not 1 to 9"))?;
    Ok(Move::Try { cell, digit })
}
