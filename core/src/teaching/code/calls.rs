//! The stack frames in the listing's own terms, top first: which call (`dfs(pos=7)`,
//! `dfs(k=3)`), its variables as the code names them (0-based `r` and `c`, as `board[r][c]`
//! indexes), the digit under test, and what is left to try.

use crate::cell::{Cell, DigitSet};
use crate::domino::{DominoEvent, DominoMachine};
use crate::solver::{Event, Frame, Machine, Single};

use super::Program;

/// One frame of the listing's recursion.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Call {
    /// `dfs(pos=7)`, `dfs(k=3)`, `dfs()`, `propagate()`.
    pub head: String,
    /// The cell it works on, when it has one.
    pub cell: Option<Cell>,
    /// The variables of the listing: `r=0 c=7 d=9`.
    pub vars: String,
    /// What is left to try (`2,4`, `-`, `3 ways`), why a digit was forced (`naked single`),
    /// or what the call returns at this step (`return false`).
    pub left: String,
    /// The call returns at this step.
    pub returning: bool,
    /// A digit propagation placed (not a call of its own: `left` says which single).
    pub forced: bool,
}

/// The listing's calls standing on the stack behind `calls` (as [`calls`] lists them, top
/// first): a `dfs(pos)` listing calls itself on filled cells too (`return dfs(pos + 1);`),
/// so its stack holds `dfs(0)` up to the top call's `pos`, one frame each, though only the
/// calls on empty cells are listed; a digit propagation forced is no call at all.
#[must_use]
pub fn stack_depth(calls: &[Call]) -> usize {
    let listed = calls.iter().filter(|c| c.head != "forced");
    match calls.iter().find(|c| c.head.starts_with("dfs(pos=")) {
        Some(top) => top.cell.map_or(81, Cell::index) + 1,
        None => listed.count(),
    }
}

fn rc(cell: Cell) -> String {
    format!("r={} c={}", cell.row(), cell.col())
}

/// The call that works on `cell` as the `index`-th guess of the search.
fn head(program: Program, cell: Option<Cell>, index: usize) -> String {
    match (program, cell) {
        (Program::RowMajor | Program::Dominoes | Program::DominoesAsWritten, Some(cell)) => {
            format!("dfs(pos={})", cell.index())
        }
        (Program::RowMajor | Program::Dominoes | Program::DominoesAsWritten, None) => {
            "dfs(pos=81)".to_owned()
        }
        (Program::Blanks, _) => format!("dfs(k={index})"),
        (Program::Mrv | Program::Propagate, _) => "dfs()".to_owned(),
    }
}

fn left_digits(remaining: DigitSet) -> String {
    if remaining.is_empty() {
        "-".to_owned()
    } else {
        remaining.to_string()
    }
}

/// The listing's frames for `machine` at its current step, top first.
#[must_use]
pub fn calls(machine: &Machine) -> Vec<Call> {
    let program = Program::of(machine);
    let stack = machine.stack();
    let guesses = stack.iter().filter(|f| !f.is_forced()).count();
    let mut out = Vec::with_capacity(stack.len() + 1);
    if machine.counters().steps > 0
        && let Some(call) = returning(machine, program, machine.last_event(), guesses)
    {
        out.push(call);
    }
    let mut index = guesses;
    for (i, frame) in stack.iter().enumerate().rev() {
        if !frame.is_forced() {
            index -= 1;
        }
        // A forced digit's single as its reason shows it on the grid of its day, not the
        // engine's row-only word.
        let reason = frame.forced.and_then(|_| machine.frame_reason(i));
        let mut call = frame_call(
            program,
            *frame,
            reason
                .as_ref()
                .and_then(|r| match r.claim {
                    crate::solver::reason::Claim::Forced { single, .. } => Some(single),
                    _ => None,
                })
                .or(frame.forced),
            index,
        );
        if reason.is_some_and(|r| r.outran.is_some()) {
            "no single: on a dead end".clone_into(&mut call.left);
        }
        out.push(call);
    }
    out
}

fn frame_call(program: Program, frame: Frame, single: Option<Single>, index: usize) -> Call {
    let vars = format!("{} d={}", rc(frame.cell), frame.digit);
    match single {
        Some(single) => Call {
            head: "forced".to_owned(),
            cell: Some(frame.cell),
            vars,
            left: match single {
                Single::Naked => "naked single".to_owned(),
                Single::Hidden(unit) => format!("hidden, {unit}"),
            },
            returning: false,
            forced: true,
        },
        None => Call {
            head: head(program, Some(frame.cell), index),
            cell: Some(frame.cell),
            vars,
            left: left_digits(frame.remaining),
            returning: false,
            forced: false,
        },
    }
}

/// The call that returns at `event`, which is no longer (or never was) a frame of the stack.
fn returning(machine: &Machine, program: Program, event: Event, guesses: usize) -> Option<Call> {
    match event {
        Event::Backtrack { cell, .. } => {
            // Propagation's dead ends are found inside `propagate()`, before any loop.
            let found_by_propagation = super::machine_role(machine, &event) != super::Role::Fail;
            Some(Call {
                head: if found_by_propagation {
                    "propagate()".to_owned()
                } else {
                    head(program, Some(cell), guesses)
                },
                cell: Some(cell),
                vars: rc(cell),
                left: "return false".to_owned(),
                returning: true,
                forced: false,
            })
        }
        Event::Solved => Some(Call {
            head: head(program, None, guesses),
            cell: None,
            vars: String::new(),
            left: "return true".to_owned(),
            returning: true,
            forced: false,
        }),
        Event::Try { .. } | Event::Forced { .. } | Event::Exhausted => None,
    }
}

/// The domino search's frames at its current step, top first.
#[must_use]
pub fn domino_calls(machine: &DominoMachine) -> Vec<Call> {
    let mut out = Vec::with_capacity(machine.stack().len() + 1);
    if machine.counters().steps > 0 {
        let first_empty = || {
            let grid = machine.grid();
            Cell::all().find(|&c| grid.get(c).is_none())
        };
        let at = match machine.last_event() {
            DominoEvent::Backtrack {
                why: crate::domino::DominoStuck::NoDigit,
                ..
            } => Some(first_empty()),
            DominoEvent::Backtrack { cell, .. } => Some(Some(cell)),
            DominoEvent::Solved => Some(None),
            DominoEvent::Try { .. } | DominoEvent::Exhausted => None,
        };
        if let Some(cell) = at {
            out.push(Call {
                head: head(Program::Dominoes, cell, 0),
                cell,
                vars: cell.map(rc).unwrap_or_default(),
                left: if cell.is_some() {
                    "return false".to_owned()
                } else {
                    "return true".to_owned()
                },
                returning: true,
                forced: false,
            });
        }
    }
    for frame in machine.stack().iter().rev() {
        let [a, b] = frame.domino.cells;
        let [x, y] = frame.domino.digits;
        let t = u8::from(a.row() != b.row());
        let more = frame.remaining.len();
        out.push(Call {
            head: head(Program::Dominoes, Some(a), 0),
            cell: Some(a),
            vars: format!("{} t={t} a={x} b={y}", rc(a)),
            left: match more {
                0 => "-".to_owned(),
                1 => "1 way".to_owned(),
                n => format!("{n} ways"),
            },
            returning: false,
            forced: false,
        });
    }
    out
}
