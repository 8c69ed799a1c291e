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
mod parse;

use serde::Serialize;

use crate::grid::Grid;
use crate::solver::Strategy;

pub use compare::{Difference, compare, strategy_moves};
pub use machine::{Fault, ReplayEvent, ReplayMachine};
pub use parse::{
    Cut, MAX_BYTES, MAX_LINE_BYTES, MAX_STEPS, Move, Numbering, STOPPED, STOPPED_NOTE, Step, Trace,
    TraceError, Unreadable, parse, parse_reader,
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
    /// Flagged moves (and a flagged end), all of them.
    pub flagged: usize,
    /// The first [`LISTED`] of them.
    pub illegal: Vec<Illegal>,
    /// `"steps"` or `"bytes"` when the trace was read only in part (past [`MAX_STEPS`] or
    /// [`MAX_BYTES`]): its steps, tries and undos are then of its first part.
    pub cut: Option<&'static str>,
    /// When the judge stopped the program (time, output, a signal): what happened, as a
    /// sentence naming the step the trace ends at.
    pub stopped: Option<String>,
    pub first_difference: Option<Difference>,
}

/// The most flagged moves a [`Summary`] lists (a trace may flag every one of a million).
pub const LISTED: usize = 1000;

/// A flagged move: its step (among the `try`/`undo` lines, from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Illegal {
    pub step: usize,
    pub why: String,
}

/// Check every move of `trace` on `givens`, and when asked, compare it with `strategy`.
#[must_use]
pub fn summary(givens: &Grid, trace: &Trace, strategy: Option<Strategy>) -> Summary {
    let mut machine = ReplayMachine::new(givens, trace);
    let mut illegal = Vec::new();
    let mut flagged = 0;
    let mut flag = |step: usize, problem: &Fault| {
        flagged += 1;
        if illegal.len() < LISTED {
            illegal.push(Illegal {
                step,
                why: problem.to_string(),
            });
        }
    };
    while let Some(event) = machine.next_event() {
        if let Some(problem) = &event.problem {
            flag(event.step, problem);
        }
    }
    if let Some(problem) = machine.ending_problem() {
        flag(trace.steps.len(), &problem);
    }
    Summary {
        steps: trace.steps.len(),
        tries: machine.tries(),
        undos: machine.undos(),
        ignored: trace.ignored,
        flagged,
        illegal,
        cut: trace.cut.map(|cut| match cut {
            Cut::Steps => "steps",
            Cut::Bytes => "bytes",
        }),
        stopped: machine.stopped_words(),
        first_difference: strategy.and_then(|s| compare(givens, trace, s)),
    }
}

#[cfg(test)]
mod tests;
