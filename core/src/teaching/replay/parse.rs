//! Reading a trace: `try R C D` and `undo R C` lines (a Sudominoku's `try R1 C1 R2 C2 A B` and
//! `undo R1 C1 R2 C2`), numbered from 1 (or from 0, as most C++ code indexes its arrays); every
//! other line is ignored and counted. A `try` or `undo` line whose numbers are wrong is a step
//! of its own, flagged with what is wrong. A line may end with `@N`, the learner's source line
//! that printed it; a line `@N` alone says the program passed line N.

use std::io::{BufRead, Read};
use std::sync::Arc;

use crate::cell::{Cell, Digit};

pub use super::numbering::Numbering;
pub use super::unreadable::Unreadable;
use super::unreadable::{Fault, Form};

/// Which puzzle the trace's moves are of: one digit per `try`, or one domino.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Shape {
    #[default]
    Classic,
    /// `try R1 C1 R2 C2 A B` (A at R1C1, B at R2C2) and `undo R1 C1 R2 C2`.
    Sudominoku,
}

/// A move of the learner's search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    Try {
        cell: Cell,
        digit: Digit,
    },
    Undo {
        cell: Cell,
    },
    /// `digits[i]` placed in `cells[i]`, one domino.
    TryDomino {
        cells: [Cell; 2],
        digits: [Digit; 2],
    },
    UndoDomino {
        cells: [Cell; 2],
    },
}

impl Move {
    /// Is this a placement (of a digit or a domino)?
    #[must_use]
    pub fn is_try(self) -> bool {
        matches!(self, Move::Try { .. } | Move::TryDomino { .. })
    }

    /// The cell the move is named by: its only cell, or the domino's first.
    #[must_use]
    pub fn cell(self) -> Cell {
        match self {
            Move::Try { cell, .. } | Move::Undo { cell } => cell,
            Move::TryDomino { cells, .. } | Move::UndoDomino { cells } => cells[0],
        }
    }

    /// The move as a learner's program prints it, rows and columns from 1: `try 2 4 5`,
    /// `undo 2 4`, `try 1 1 1 2 3 8`, `undo 1 1 1 2`.
    #[must_use]
    pub fn line(self) -> String {
        let at = |c: Cell| format!("{} {}", c.row() + 1, c.col() + 1);
        match self {
            Move::Try { cell, digit } => format!("try {} {digit}", at(cell)),
            Move::Undo { cell } => format!("undo {}", at(cell)),
            Move::TryDomino {
                cells: [a, b],
                digits: [x, y],
            } => format!("try {} {} {x} {y}", at(a), at(b)),
            Move::UndoDomino { cells: [a, b] } => format!("undo {} {}", at(a), at(b)),
        }
    }

    /// Every cell the move touches.
    #[must_use]
    pub fn cells(self) -> Vec<Cell> {
        match self {
            Move::Try { cell, .. } | Move::Undo { cell } => vec![cell],
            Move::TryDomino { cells, .. } | Move::UndoDomino { cells } => cells.to_vec(),
        }
    }
}

impl std::fmt::Display for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Move::Try { cell, digit } => write!(f, "try {digit} in {cell}"),
            Move::Undo { cell } => write!(f, "undo {cell}"),
            Move::TryDomino {
                cells: [a, b],
                digits: [x, y],
            } => write!(f, "try {x}-{y} in {a}-{b}"),
            Move::UndoDomino { cells: [a, b] } => write!(f, "undo {a}-{b}"),
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

/// Where in the learner's source each step was printed, and the lines the program said it
/// passed between steps (`@N` alone). Both are in step order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Sources {
    /// `(step, line)`: the step (from 1) whose line ended with `@line`.
    pub at: Vec<(u32, u32)>,
    /// `(steps, line)`: `@line` alone, after `steps` steps.
    pub passes: Vec<(u32, u32)>,
}

impl Sources {
    /// The source line step `step` (from 1) was printed at, when its line said.
    #[must_use]
    pub fn line_of(&self, step: usize) -> Option<usize> {
        let step = u32::try_from(step).ok()?;
        let i = self.at.binary_search_by_key(&step, |&(s, _)| s).ok()?;
        Some(self.at[i].1 as usize)
    }

    /// The lines passed after step `step - 1` and before step `step`, in order.
    #[must_use]
    pub fn passed_before(&self, step: usize) -> Vec<usize> {
        let Some(before) = step.checked_sub(1).and_then(|s| u32::try_from(s).ok()) else {
            return Vec::new();
        };
        let from = self.passes.partition_point(|&(s, _)| s < before);
        self.passes[from..]
            .iter()
            .take_while(|&&(s, _)| s == before)
            .map(|&(_, line)| line as usize)
            .collect()
    }

    /// Does the trace name any source line at all?
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.at.is_empty() && self.passes.is_empty()
    }
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
    /// The learner's source lines the trace names (`@N`).
    pub sources: Arc<Sources>,
    /// The `puzzle K` lines that split a trace of several puzzles' searches.
    pub marks: PuzzleMarks,
}

/// What a trace's `puzzle K` lines said, when it was read for one puzzle of several
/// ([`parse_reader_of_puzzle`]): a program that solves several puzzles in one run (BOJ 4574)
/// prints `puzzle K` before each puzzle's search, so that each puzzle is checked on its moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct PuzzleMarks {
    /// How many `puzzle K` lines the trace has.
    pub lines: usize,
    /// Whether one of them named the puzzle read.
    pub found: bool,
    /// The `try`/`undo` lines left out: another puzzle's, or before the first `puzzle K`.
    pub skipped: usize,
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

/// The trace in `text`, of a puzzle of `shape`.
#[must_use]
pub fn parse_shaped(text: &str, numbering: Numbering, shape: Shape) -> Trace {
    parse_reader_shaped(text.as_bytes(), numbering, shape).unwrap_or_default()
}

/// A classic trace read with [`parse_reader_shaped`].
pub fn parse_reader(input: impl BufRead, numbering: Numbering) -> Result<Trace, TraceError> {
    parse_reader_shaped(input, numbering, Shape::Classic)
}

/// The trace read from `input` line by line, in bounded memory whatever the input: a line
/// longer than [`MAX_LINE_BYTES`] is an error, and reading stops after [`MAX_STEPS`] steps or
/// [`MAX_BYTES`] bytes ([`Trace::cut`]). Bytes that are not UTF-8 make a line of another form.
pub fn parse_reader_shaped(
    input: impl BufRead,
    numbering: Numbering,
    shape: Shape,
) -> Result<Trace, TraceError> {
    parse_reader_of(input, numbering, shape, None)
}

/// [`parse_reader_shaped`], of the moves of puzzle `puzzle` (from 1) alone when the trace has
/// `puzzle K` lines: those after `puzzle {puzzle}` up to the next `puzzle K` line. A trace
/// without them is read whole; [`Trace::marks`] tells which it was.
pub fn parse_reader_of_puzzle(
    input: impl BufRead,
    numbering: Numbering,
    shape: Shape,
    puzzle: usize,
) -> Result<Trace, TraceError> {
    parse_reader_of(input, numbering, shape, Some(puzzle))
}

fn parse_reader_of(
    mut input: impl BufRead,
    numbering: Numbering,
    shape: Shape,
    wanted: Option<usize>,
) -> Result<Trace, TraceError> {
    // The puzzle whose moves the lines are, once a `puzzle K` line said so.
    let mut current: Option<usize> = None;
    let mut steps = Vec::new();
    let mut sources = Sources::default();
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
        if let Some(wanted) = wanted {
            if let Some(k) = puzzle_mark(&text) {
                if current.is_none() {
                    // Moves printed before any puzzle began are no puzzle's.
                    trace.marks.skipped += steps.len();
                    steps.clear();
                    sources = Sources::default();
                }
                current = Some(k);
                trace.marks.lines += 1;
                trace.marks.found |= k == wanted;
                continue;
            }
            if current.is_some_and(|k| k != wanted) {
                if read_line(&text, numbering, shape).is_some() {
                    trace.marks.skipped += 1;
                }
                continue;
            }
        }
        if let Some(passed) = source_line(text.trim()) {
            // As many passes as steps are kept; a program that prints more is cut as steps are.
            if sources.passes.len() < MAX_STEPS {
                let after = u32::try_from(steps.len()).unwrap_or(u32::MAX);
                sources.passes.push((after, passed));
            }
            continue;
        }
        match read_line(&text, numbering, shape) {
            Some(_) if steps.len() == MAX_STEPS => {
                trace.cut = Some(Cut::Steps);
                break;
            }
            Some((what, at)) => {
                steps.push(Step {
                    line: u32::try_from(line).unwrap_or(u32::MAX),
                    what,
                });
                if let Some(at) = at {
                    let step = u32::try_from(steps.len()).unwrap_or(u32::MAX);
                    sources.at.push((step, at));
                }
            }
            None => trace.ignored += 1,
        }
    }
    trace.steps = Arc::new(steps);
    trace.sources = Arc::new(sources);
    Ok(trace)
}

/// `puzzle K` (or `Puzzle K`), K from 1, as the puzzle it starts; `None` for any other line.
fn puzzle_mark(text: &str) -> Option<usize> {
    let mut words = text.split_whitespace();
    let word = words.next()?;
    if word != "puzzle" && word != "Puzzle" {
        return None;
    }
    let k = words.next()?.parse::<usize>().ok().filter(|&k| k >= 1)?;
    words.next().is_none().then_some(k)
}

/// `@N` as a source line number (from 1); `None` for any other word.
fn source_line(word: &str) -> Option<u32> {
    word.strip_prefix('@')?
        .parse::<u32>()
        .ok()
        .filter(|&n| n >= 1)
}

/// A `try`/`undo` line's move (or what is wrong with it) and the source line it names; `None`
/// for any other line.
fn read_line(
    text: &str,
    numbering: Numbering,
    shape: Shape,
) -> Option<(Result<Move, Unreadable>, Option<u32>)> {
    let mut words: Vec<&str> = text.split_whitespace().take(9).collect();
    let form = match (words.first().copied()?, shape) {
        ("try", Shape::Classic) => Form::Try,
        ("undo", Shape::Classic) => Form::Undo,
        ("try", Shape::Sudominoku) => Form::TryDomino,
        ("undo", Shape::Sudominoku) => Form::UndoDomino,
        _ => return None,
    };
    let mut at = None;
    if let Some(last) = words.last().filter(|w| w.starts_with('@')) {
        match source_line(last) {
            Some(n) => at = Some(n),
            None => {
                let fault = Fault::At;
                return Some((Err(Unreadable::new(fault, numbering, text, last)), None));
            }
        }
        words.pop();
    }
    let numbers = &words[1..];
    if numbers.len() != form.numbers() {
        let fault = Fault::Form(form);
        let whole = text.trim();
        return Some((Err(Unreadable::new(fault, numbering, text, whole)), at));
    }
    Some((read_move(text, numbers, numbering, form), at))
}

/// The move of `numbers`, the words of `line` after its keyword.
fn read_move(
    line: &str,
    numbers: &[&str],
    numbering: Numbering,
    form: Form,
) -> Result<Move, Unreadable> {
    let (low, high) = numbering.range();
    let index = |word: &str, column: bool| -> Result<usize, Unreadable> {
        match word.parse::<usize>() {
            Ok(n) if (low..=high).contains(&n) => Ok(n - low),
            Ok(0) => Err(Unreadable::new(
                Fault::Zero { column },
                numbering,
                line,
                word,
            )),
            _ => Err(Unreadable::new(
                Fault::Index { column, form },
                numbering,
                line,
                word,
            )),
        }
    };
    let cell = |k: usize| -> Result<Cell, Unreadable> {
        let row = index(numbers[2 * k], false)?;
        let col = index(numbers[2 * k + 1], true)?;
        Cell::at(row, col).ok_or(Unreadable::new(
            Fault::Index { column: true, form },
            numbering,
            line,
            numbers[2 * k + 1],
        ))
    };
    let digit = |word: &str| {
        word.parse::<u8>()
            .ok()
            .and_then(Digit::new)
            .ok_or(Unreadable::new(Fault::Digit, numbering, line, word))
    };
    Ok(match form {
        Form::Try => Move::Try {
            cell: cell(0)?,
            digit: digit(numbers[2])?,
        },
        Form::Undo => Move::Undo { cell: cell(0)? },
        Form::TryDomino => Move::TryDomino {
            cells: [cell(0)?, cell(1)?],
            digits: [digit(numbers[4])?, digit(numbers[5])?],
        },
        Form::UndoDomino => Move::UndoDomino {
            cells: [cell(0)?, cell(1)?],
        },
    })
}
