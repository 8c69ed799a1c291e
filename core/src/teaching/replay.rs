//! A learner's own search, read from the two lines their program prints (`try R C D` when it
//! writes digit D in row R, column C; `undo R C` when it clears the cell), checked move by
//! move and replayed like stepdoku's searches.
//!
//! - [`parse`] reads a trace: lines of any other form are counted and ignored.
//! - [`ReplayMachine`] replays it one move per step on the puzzle, flagging each move that
//!   breaks a rule, lands on a given or a filled cell, or undoes a cell that was not the last
//!   one placed; it is a [`Stepper`](crate::teaching::timeline::Stepper), so a timeline can take it back
//!   and forth.
//! - [`summary`] checks a whole trace, and [`compare`] finds where it first departs from one of
//!   stepdoku's strategies.

mod compare;
mod machine;
mod numbering;
mod parse;
mod unreadable;

use serde::Serialize;

use crate::domino::Sudominoku;
use crate::grid::Grid;
use crate::solver::Strategy;

pub use compare::{
    Difference, Listed, compare, compare_sudominoku, domino_listing, domino_moves,
    strategy_listing, strategy_moves,
};
pub use machine::{Aftermath, DominoFault, Fault, ReplayEvent, ReplayMachine};
pub use parse::{
    Cut, MAX_BYTES, MAX_LINE_BYTES, MAX_STEPS, Move, Numbering, PuzzleMarks, STOPPED, STOPPED_NOTE,
    Shape, Sources, Step, Trace, TraceError, Unreadable, parse, parse_reader,
    parse_reader_of_puzzle, parse_reader_shaped, parse_shaped,
};

/// A whole trace checked: what `stepdoku replay --summary --json` prints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// `try` and `undo` lines.
    pub steps: usize,
    pub tries: usize,
    pub undos: usize,
    /// Lines of any other form.
    pub ignored: usize,
    /// The puzzle whose moves were checked, when the trace has `puzzle K` lines (the caller
    /// says which it read: [`Summary::of_puzzle`]), and the moves of other puzzles left out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub other_puzzles_moves: Option<usize>,
    /// Flagged moves (and a flagged end), all of them.
    pub flagged: usize,
    /// The first [`LISTED`] of them.
    pub illegal: Vec<Illegal>,
    /// The step of every flagged move, in order, however many (the replay's `n` and `N` go
    /// to each, and count them all): only the first [`LISTED`] are written out in full.
    #[serde(skip)]
    pub flagged_steps: Vec<usize>,
    /// The last of [`Summary::flagged_steps`] is the trace's end, flagged for ending without
    /// a full board (not a move the program made).
    #[serde(skip)]
    pub ends_flagged: bool,
    /// `"steps"` or `"bytes"` when the trace was read only in part (past [`MAX_STEPS`] or
    /// [`MAX_BYTES`]): its steps, tries and undos are then of its first part.
    pub cut: Option<&'static str>,
    /// When the judge stopped the program (time, output, a signal): what happened, as a
    /// sentence naming the step the trace ends at.
    pub stopped: Option<String>,
    pub first_difference: Option<Difference>,
    /// The step after which the board was first full and broke no rule; a search may undo
    /// its way back after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solved_at: Option<usize>,
    /// How many times the board became full without breaking a rule: more than one when the
    /// search went on past its solution (a BOJ 2239/2580 program then prints each board).
    pub full_boards: usize,
    /// The first try after the first full board, when the search went deeper again from
    /// there (flagged at that step); a search that only unwinds, or whose calls return at
    /// once, has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub searched_on_at: Option<usize>,
    /// Tries after the first full board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tries_after_solution: Option<usize>,
    /// The step after which the board was full for the second time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second_full_board_at: Option<usize>,
    /// What the search did after its first full board (`None` without one).
    #[serde(skip)]
    pub aftermath: Option<Aftermath>,
}

/// The most flagged moves a [`Summary`] lists (a trace may flag every one of a million).
pub const LISTED: usize = 1000;

/// A flagged move: its step (among the `try`/`undo` lines, from 1), the learner's source
/// line when the trace named it (`@N`), and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Illegal {
    pub step: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    pub why: String,
    /// For a `try` or `undo` line that could not be read: where it is in the trace and what
    /// it should have held, as bad input is named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<UnreadableLine>,
}

/// A trace line that could not be read, named as bad input is (`bad.trace:3:9: expected a
/// digit 1 to 9, found 12`, the word quoted).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnreadableLine {
    /// The trace file as the caller names it (empty until [`Summary::name_trace`]).
    pub file: String,
    /// The line of the trace, from 1.
    pub line: u32,
    /// The column of the word at fault, from 1.
    pub column: usize,
    pub expected: String,
    pub found: String,
}

impl Summary {
    /// Says that the trace was read for puzzle `puzzle` (from 1) of several, when its
    /// `puzzle K` lines split it (nothing when it has none: it was read whole).
    pub fn of_puzzle(&mut self, puzzle: usize, trace: &Trace) {
        if trace.marks.lines > 0 {
            self.puzzle = Some(puzzle);
            self.other_puzzles_moves = Some(trace.marks.skipped);
        }
    }

    /// Name the trace file in every unreadable line listed.
    pub fn name_trace(&mut self, file: &str) {
        for unreadable in self
            .illegal
            .iter_mut()
            .filter_map(|i| i.unreadable.as_mut())
        {
            file.clone_into(&mut unreadable.file);
        }
    }
}

/// Check every move of `trace` on `givens`, and when asked, compare it with `strategy`.
#[must_use]
pub fn summary(givens: &Grid, trace: &Trace, strategy: Option<Strategy>) -> Summary {
    let machine = ReplayMachine::new(givens, trace);
    let difference = strategy.and_then(|s| compare(givens, trace, s));
    checked(machine, trace, difference)
}

/// Check every move of a Sudominoku's `trace`, and when asked, compare it with the BOJ 4574
/// post's search as written (`row-major`; the only search of a Sudominoku there is).
#[must_use]
pub fn summary_sudominoku(puzzle: &Sudominoku, trace: &Trace, compare: bool) -> Summary {
    let machine = ReplayMachine::sudominoku(puzzle, trace);
    let difference = compare.then(|| compare_sudominoku(puzzle, trace)).flatten();
    checked(machine, trace, difference)
}

fn checked(mut machine: ReplayMachine, trace: &Trace, difference: Option<Difference>) -> Summary {
    let mut illegal = Vec::new();
    let mut flagged_steps = Vec::new();
    let mut flag = |step: usize, problem: &Fault| {
        flagged_steps.push(step);
        if illegal.len() < LISTED {
            illegal.push(Illegal {
                step,
                line: trace.sources.line_of(step),
                why: problem.to_string(),
                unreadable: unreadable_line(trace, step, problem),
            });
        }
    };
    while let Some(event) = machine.next_event() {
        if let Some(problem) = &event.problem {
            flag(event.step, problem);
        }
    }
    let ending = machine.ending_problem();
    if let Some(problem) = &ending {
        flag(trace.steps.len(), problem);
    }
    Summary {
        steps: trace.steps.len(),
        tries: machine.tries(),
        undos: machine.undos(),
        ignored: trace.ignored,
        puzzle: None,
        other_puzzles_moves: None,
        flagged: flagged_steps.len(),
        illegal,
        flagged_steps,
        ends_flagged: ending.is_some(),
        cut: trace.cut.map(|cut| match cut {
            Cut::Steps => "steps",
            Cut::Bytes => "bytes",
        }),
        stopped: machine.stopped_words(),
        first_difference: difference,
        solved_at: machine.solved_at(),
        full_boards: machine.full_boards(),
        searched_on_at: match machine.aftermath() {
            Some(Aftermath::SearchedOn { at, .. }) => Some(at),
            _ => None,
        },
        tries_after_solution: machine.aftermath().map(|a| a.tries()),
        second_full_board_at: match machine.aftermath() {
            Some(Aftermath::SearchedOn { next_full_at, .. }) => next_full_at,
            _ => None,
        },
        aftermath: machine.aftermath(),
    }
}

/// Where step `step`'s line is and what it should have held, when `problem` is that it could
/// not be read (a flag of the trace's end may fall on the same step, and is not this).
fn unreadable_line(trace: &Trace, step: usize, problem: &Fault) -> Option<UnreadableLine> {
    let Fault::Unreadable(_) = problem else {
        return None;
    };
    let found = trace.steps.get(step.checked_sub(1)?)?;
    let why = found.what.err()?;
    Some(UnreadableLine {
        file: String::new(),
        line: found.line,
        column: why.column(),
        expected: why.expected(),
        found: why.found(),
    })
}

#[cfg(test)]
mod tests;
