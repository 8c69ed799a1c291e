//! Reading a trace: `try R C D` and `undo R C` lines, numbered from 1 (or from 0, as most C++
//! code indexes its arrays); every other line is ignored and counted. A `try` or `undo` line
//! whose numbers are wrong is a step of its own, flagged with what is wrong.

use std::io::{BufRead, Read};
use std::sync::Arc;

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

/// One `try` or `undo` line: the move, or why it could not be read. Small (20 bytes): a trace
/// is read for up to [`MAX_STEPS`] of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The line of the trace file, from 1 (a trace is read for at most [`MAX_BYTES`], so
    /// fewer lines than a `u32` counts).
    pub line: u32,
    pub what: Result<Move, Unreadable>,
}

/// The most steps a trace is read for: a million moves are far more than anyone steps
/// through, and take 20 MB; past them the trace is cut ([`Cut::Steps`]).
pub const MAX_STEPS: usize = 1_000_000;

/// The most bytes of a trace read; past them it is cut ([`Cut::Bytes`]). A trace of program
/// prints that never reach a million steps still ends.
pub const MAX_BYTES: u64 = 256 * 1024 * 1024;

/// The longest line a trace may hold: a program's debugging prints (a board on one line, a
/// stack) fit many times over; a file without line ends (a binary, a device) does not.
pub const MAX_LINE_BYTES: usize = 4096;

/// How `stepdoku judge --trace` says a program did not end by itself with status 0: this,
/// then what happened (`was stopped after 10.0 s (the time allowed with --trace)`, `was
/// killed by SIGSEGV`), in a note beside the trace ([`STOPPED_NOTE`]), never in it: every
/// line of a trace is the program's, and one that looks like this is just another line. The
/// replay then knows the trace's end is not the search's.
pub const STOPPED: &str = "stepdoku judge: the program ";

/// The note's name: the trace's, with this added (`random-3.trace.stopped`).
pub const STOPPED_NOTE: &str = ".stopped";

/// Why a trace was read only in part.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cut {
    /// [`MAX_STEPS`] steps were read, and another followed.
    Steps,
    /// [`MAX_BYTES`] bytes were read, and more followed.
    Bytes,
}

/// A parsed trace.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Trace {
    /// Shared, never copied: the machine and its checkpoints hold the same steps.
    pub steps: Arc<Vec<Step>>,
    /// Lines that are neither `try` nor `undo` (the program's other prints).
    pub ignored: usize,
    /// Whether reading stopped before the end of the trace, and why.
    pub cut: Option<Cut>,
    /// What stopped the program, when the judge noted it beside the trace ([`STOPPED`],
    /// [`Trace::note_stop`]): `was stopped after 1.0 s (the time limit)`.
    pub stopped: Option<Arc<str>>,
}

impl Trace {
    /// Take the judge's note (the text of a [`STOPPED_NOTE`] file): its first line, when it
    /// is the judge's; anything else is no note.
    pub fn note_stop(&mut self, note: &str) {
        let line = note.lines().next().unwrap_or_default();
        if let Some(what) = line.strip_prefix(STOPPED) {
            self.stopped = Some(what.trim_end().into());
        }
    }
}

/// Why a trace could not be read.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// Line `line` runs on past [`MAX_LINE_BYTES`]; `column` is the first character past them.
    #[error("{line}:{column}: expected the end of the line within {MAX_LINE_BYTES} bytes")]
    LongLine { line: usize, column: usize },
}

/// The trace in `text`.
#[must_use]
pub fn parse(text: &str, numbering: Numbering) -> Trace {
    parse_reader(text.as_bytes(), numbering).unwrap_or_default()
}

/// The trace read from `input` line by line, in bounded memory whatever the input: a line
/// longer than [`MAX_LINE_BYTES`] is an error, and reading stops after [`MAX_STEPS`] steps or
/// [`MAX_BYTES`] bytes ([`Trace::cut`]). Bytes that are not UTF-8 make a line of another form.
pub fn parse_reader(mut input: impl BufRead, numbering: Numbering) -> Result<Trace, TraceError> {
    let mut steps = Vec::new();
    let mut trace = Trace::default();
    let mut buffer = Vec::with_capacity(MAX_LINE_BYTES + 1);
    let mut line = 0;
    let mut read = 0u64;
    loop {
        if read >= MAX_BYTES {
            if !input.fill_buf()?.is_empty() {
                trace.cut = Some(Cut::Bytes);
            }
            break;
        }
        buffer.clear();
        let limit = MAX_LINE_BYTES as u64 + 1;
        let n = (&mut input).take(limit).read_until(b'\n', &mut buffer)?;
        if n == 0 {
            break;
        }
        read += n as u64;
        line += 1;
        if buffer.len() > MAX_LINE_BYTES && buffer.last() != Some(&b'\n') {
            let kept = String::from_utf8_lossy(&buffer[..MAX_LINE_BYTES]);
            let column = kept.chars().count() + 1;
            return Err(TraceError::LongLine { line, column });
        }
        // A `try` line with a byte that is not UTF-8 is still a `try` line, flagged where the
        // byte is (shown as U+FFFD), never taken for a line of another form.
        let text = String::from_utf8_lossy(&buffer);
        match read_line(&text, numbering) {
            Some(_) if steps.len() == MAX_STEPS => {
                trace.cut = Some(Cut::Steps);
                break;
            }
            Some(what) => steps.push(Step {
                line: u32::try_from(line).unwrap_or(u32::MAX),
                what,
            }),
            None => trace.ignored += 1,
        }
    }
    trace.steps = Arc::new(steps);
    Ok(trace)
}

/// A `try`/`undo` line's move (or what is wrong with it); `None` for any other line.
fn read_line(text: &str, numbering: Numbering) -> Option<Result<Move, Unreadable>> {
    let mut words = text.split_whitespace();
    let keyword = words.next()?;
    let form = match keyword {
        "try" => Form::Try,
        "undo" => Form::Undo,
        _ => return None,
    };
    let mut numbers = [""; 3];
    let mut count = 0;
    for word in words {
        if count == form.numbers() {
            count += 1;
            break;
        }
        numbers[count] = word;
        count += 1;
    }
    if count != form.numbers() {
        return Some(Err(Unreadable::new(
            Fault::Form(form),
            numbering,
            text.trim(),
        )));
    }
    Some(read_move(&numbers[..count], numbering, form))
}

fn read_move(numbers: &[&str], numbering: Numbering, form: Form) -> Result<Move, Unreadable> {
    let (low, high) = numbering.range();
    let index = |word: &str, column: bool| -> Result<usize, Unreadable> {
        match word.parse::<usize>() {
            Ok(n) if (low..=high).contains(&n) => Ok(n - low),
            Ok(0) => Err(Unreadable::new(Fault::Zero { column }, numbering, word)),
            _ => Err(Unreadable::new(
                Fault::Index { column, form },
                numbering,
                word,
            )),
        }
    };
    let row = index(numbers[0], false)?;
    let col = index(numbers[1], true)?;
    let cell = Cell::at(row, col).ok_or(Unreadable::new(
        Fault::Index { column: true, form },
        numbering,
        numbers[1],
    ))?;
    let Some(word) = numbers.get(2) else {
        return Ok(Move::Undo { cell });
    };
    let digit = word
        .parse::<u8>()
        .ok()
        .and_then(Digit::new)
        .ok_or(Unreadable::new(Fault::Digit, numbering, word))?;
    Ok(Move::Try { cell, digit })
}

impl Numbering {
    /// The lowest and highest row or column number.
    fn range(self) -> (usize, usize) {
        match self {
            Numbering::FromOne => (1, 9),
            Numbering::FromZero => (0, 8),
        }
    }
}

/// The two forms of line a trace is read for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Form {
    Try,
    Undo,
}

impl Form {
    fn numbers(self) -> usize {
        match self {
            Form::Try => 3,
            Form::Undo => 2,
        }
    }

    fn pattern(self) -> &'static str {
        match self {
            Form::Try => "try R C D",
            Form::Undo => "undo R C",
        }
    }
}

/// What is wrong with a `try` or `undo` line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Fault {
    /// Not as many numbers as the form takes (the word kept is the whole line).
    Form(Form),
    /// A row or column of 0 where they count from 1.
    Zero { column: bool },
    /// A row or column that is no number in range.
    Index { column: bool, form: Form },
    /// A digit that is not 1 to 9.
    Digit,
}

/// Why a `try` or `undo` line could not be read, in 16 bytes: the word at fault is kept up
/// to 12 bytes (and shown cut with `…` past them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unreadable {
    fault: Fault,
    numbering: Numbering,
    word: [u8; Unreadable::KEPT],
    /// The bytes of `word` in use, and [`Unreadable::CUT`] when the word was longer.
    len: u8,
}

impl Unreadable {
    const KEPT: usize = 12;
    const CUT: u8 = 0x80;

    fn new(fault: Fault, numbering: Numbering, word: &str) -> Self {
        let mut end = word.len().min(Self::KEPT);
        while !word.is_char_boundary(end) {
            end -= 1;
        }
        let mut kept = [0; Self::KEPT];
        kept[..end].copy_from_slice(&word.as_bytes()[..end]);
        let cut = if end < word.len() { Self::CUT } else { 0 };
        Self {
            fault,
            numbering,
            word: kept,
            len: u8::try_from(end).unwrap_or(0) | cut,
        }
    }

    /// The word at fault, `…` where it was cut.
    fn word(&self) -> String {
        let end = usize::from(self.len & !Self::CUT).min(Self::KEPT);
        let word = String::from_utf8_lossy(&self.word[..end]);
        if self.len & Self::CUT == 0 {
            word.into_owned()
        } else {
            format!("{}…", word.trim_end())
        }
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (low, high) = self.numbering.range();
        let what = |column: bool| if column { "column" } else { "row" };
        let word = self.word();
        match self.fault {
            Fault::Form(form) => {
                write!(f, "expected `{}`, found `{word}`", form.pattern())
            }
            Fault::Zero { column } => write!(
                f,
                "{} 0 is outside {low} to {high} (numbered from 0? add --from-zero)",
                what(column)
            ),
            Fault::Index { column, form } => write!(
                f,
                "{} `{word}` is not {low} to {high} in `{}`",
                what(column),
                form.pattern()
            ),
            Fault::Digit => write!(f, "digit `{word}` is not 1 to 9"),
        }
    }
}
