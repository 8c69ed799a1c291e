//! Breakpoints: the moment of a search a learner wants to study, as the watch's run-until keys,
//! `--until` on the command line and the trace name them.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::cell::Cell;
use crate::grid::Grid;
use crate::solver::{Cause, Event};

/// Where a run stops: after the first step that matches.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Until {
    /// A cell where nothing fits, or (propagating) a contradiction.
    DeadEnd,
    /// The search backs up from a guess whose digits are all tried.
    Backtrack,
    /// A solution.
    Solution,
    /// The stack reaches this depth.
    Depth(usize),
    /// A guess in this cell.
    Cell(Cell),
    /// This step number.
    Step(u64),
}

/// The words `--until` accepts, for error messages and help.
pub const UNTIL_FORMS: &str = "dead-end, backtrack, solution, depth=N, cell=rXcY or step=N";

#[derive(Debug, Error, PartialEq, Eq, Clone)]
#[error("expected {UNTIL_FORMS}, found {found:?}")]
pub struct BadUntil {
    pub found: String,
}

impl Until {
    /// Why a search from `start` can never stop here, if it cannot: a cell that holds a
    /// digit from the start is never guessed, so `cell=` on it would run the whole search
    /// (or to its step limit) for nothing.
    #[must_use]
    pub fn never_on(&self, start: &Grid) -> Option<String> {
        match *self {
            Until::Cell(cell) => start.get(cell).map(|digit| {
                format!("{cell} holds {digit} from the start: the search never guesses there")
            }),
            _ => None,
        }
    }

    /// Does the step that produced `event` and left the stack `depth` deep, as step number
    /// `step`, stop here?
    #[must_use]
    pub fn hit(&self, event: &Event, depth: usize, step: u64) -> bool {
        match (*self, *event) {
            (Until::DeadEnd, Event::Backtrack { cause, .. }) => cause != Cause::Exhausted,
            (
                Until::Backtrack,
                Event::Backtrack {
                    cause: Cause::Exhausted,
                    ..
                },
            )
            | (Until::Solution, Event::Solved) => true,
            (Until::Depth(n), _) => depth == n,
            (Until::Cell(c), Event::Try { cell, .. }) => cell == c,
            (Until::Step(n), _) => step == n,
            _ => false,
        }
    }
}

impl FromStr for Until {
    type Err = BadUntil;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadUntil {
            found: text.to_owned(),
        };
        let (name, value) = match text.split_once('=') {
            Some((name, value)) => (name.trim(), Some(value.trim())),
            None => (text.trim(), None),
        };
        match (name, value) {
            ("dead-end", None) => Ok(Until::DeadEnd),
            ("backtrack", None) => Ok(Until::Backtrack),
            ("solution", None) => Ok(Until::Solution),
            ("depth", Some(n)) => n.parse().map(Until::Depth).map_err(|_| bad()),
            ("step", Some(n)) => n.parse().map(Until::Step).map_err(|_| bad()),
            ("cell", Some(at)) => at.parse().map(Until::Cell).map_err(|_| bad()),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for Until {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Until::DeadEnd => f.write_str("dead-end"),
            Until::Backtrack => f.write_str("backtrack"),
            Until::Solution => f.write_str("solution"),
            Until::Depth(n) => write!(f, "depth={n}"),
            Until::Cell(c) => write!(f, "cell={c}"),
            Until::Step(n) => write!(f, "step={n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_filled_from_the_start_is_never_a_breakpoint() {
        let mut values = [0u8; 81];
        values[80] = 9;
        let start = Grid::from_values(values).expect("one digit");
        let given: Until = "cell=r9c9".parse().expect("a breakpoint");
        let said = given.never_on(&start).expect("refused");
        assert!(said.contains("r9c9 holds 9"), "{said}");
        let empty: Until = "cell=r1c1".parse().expect("a breakpoint");
        assert_eq!(empty.never_on(&start), None);
        assert_eq!(Until::DeadEnd.never_on(&start), None);
    }

    #[test]
    fn every_form_reads_back_as_written() {
        for text in [
            "dead-end",
            "backtrack",
            "solution",
            "depth=12",
            "cell=r4c7",
            "step=1000",
        ] {
            let until: Until = text.parse().expect(text);
            assert_eq!(until.to_string(), text);
        }
        assert_eq!("cell=R9C1".parse(), Ok(Until::Cell(Cell::from_index(72))));
    }

    #[test]
    fn a_bad_form_says_what_would_do() {
        for text in [
            "deadend",
            "depth",
            "depth=x",
            "cell=r0c1",
            "cell=r10c1",
            "step=-1",
        ] {
            let err = text.parse::<Until>().expect_err(text);
            assert!(err.to_string().contains("dead-end, backtrack"), "{err}");
        }
    }
}
