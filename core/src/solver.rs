//! The backtracking solver as an explicit-stack state machine.
//!
//! Every call to [`Machine::step`] advances the search by exactly one [`Event`], so the same
//! machine serves the headless `solve` command (a tight loop over `step`), the visualiser
//! (one frame per event, stepping back by replaying from cloned checkpoints) and the generator
//! (counting solutions up to two).
//!
//! Two engines sit behind one interface. The scanning strategies learners meet first (row-major,
//! blanks, mrv) keep per-unit digit masks and undo a placement by clearing its bits, exactly like
//! the blog posts that teach them. The propagating strategy (and lexicographic mode, whatever the strategy)
//! keeps digit-by-band candidate masks (`solver/bands.rs`), computes the consequences of a guess in
//! bulk, hands them out one [`Event::Forced`] per step, and snapshots its 120-byte state before
//! each guess instead of keeping an undo log.
//!
//! A front end steps the machine, draws [`Machine::stack`] and [`Machine::grid`], and steps
//! backward by replaying a clone kept as a checkpoint (the machine is deterministic):
//!
//! ```
//! use stepdoku_core::format;
//! use stepdoku_core::solver::{Event, Machine, Options, Strategy};
//!
//! let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
//! let doc = format::parse("example", line, None).unwrap();
//! let givens = doc.puzzles[0].as_classic().unwrap();
//! let options = Options { strategy: Strategy::Mrv, ..Options::default() };
//! let mut machine = Machine::new(givens, options).unwrap();
//! let checkpoint = machine.clone();
//! let first = machine.step();
//! assert!(matches!(first, Event::Try { .. }));
//! println!("{}", first.describe()); // e.g. "r5c5: try 5 (the only candidate)"
//! machine.run(None);
//! assert_eq!(machine.last_event(), Event::Solved);
//! // Back to step 0 and forward again: the same events in the same order.
//! let mut replay = checkpoint;
//! assert_eq!(replay.step(), first);
//! ```

mod bands;
pub mod explain;
mod headless;
mod machine;
pub mod progress;
pub mod reason;
mod smallest;
pub mod until;
pub mod whole_tree;

use thiserror::Error;

pub use bands::{DeadEnd, Single};
pub use headless::{Ended, run_to_end, solve_fast};
pub use machine::Machine;
pub use smallest::{Smallest, smallest_solution};
pub use until::Until;

use crate::cell::{Cell, Digit, DigitSet, Unit};

/// Which empty cell the search fills next, and how much it deduces before guessing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Strategy {
    /// Row-major: the first empty cell in reading order, scanning all 81 cells; digits 1→9.
    RowMajor,
    /// Blanks: the next cell of a list of the blanks collected once at the start; digits 1→9.
    Blanks,
    /// Mrv (minimum remaining values): the empty cell with the fewest fitting digits first,
    /// kept as unit bitmasks; digits 1→9.
    Mrv,
    /// Place naked and hidden singles and apply locked candidates before every guess, and
    /// guess on a two-candidate cell: the fast headless default.
    #[default]
    Propagate,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::RowMajor,
        Strategy::Blanks,
        Strategy::Mrv,
        Strategy::Propagate,
    ];

    /// The name used on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RowMajor => "row-major",
            Strategy::Blanks => "blanks",
            Strategy::Mrv => "mrv",
            Strategy::Propagate => "propagate",
        }
    }

    /// The strategy with this command-line name.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == name)
    }

    /// Does the search deduce forced placements before guessing?
    #[must_use]
    pub const fn propagates(self) -> bool {
        matches!(self, Strategy::Propagate)
    }
}

/// `--strategy` parses with this, so the command line and the library share one list of names.
impl std::str::FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::from_name(name).ok_or(UnknownStrategy)
    }
}

/// A name that is not one of [`Strategy::ALL`]'s.
#[derive(Debug, Error, PartialEq, Eq, Clone, Copy)]
#[error("expected one of row-major, blanks, mrv, propagate")]
pub struct UnknownStrategy;

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How the search is run.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    pub strategy: Strategy,
    /// Stop after this many solutions; `None` enumerates all of them.
    pub max_solutions: Option<u64>,
    /// BOJ 2239 mode: branch on the first empty cell in reading order with digits ascending,
    /// while propagation prunes, so the first solution found is the lexicographically smallest
    /// one and even boards built against naive search are quick. This replaces the strategy's
    /// own cell order (row-major and blanks already follow reading order; they gain pruning).
    pub lexicographic: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            strategy: Strategy::default(),
            max_solutions: Some(1),
            lexicographic: false,
        }
    }
}

/// What one step did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// `digit` was written in `cell` as a guess; `remaining` are the digits still to try there.
    Try {
        cell: Cell,
        digit: Digit,
        remaining: DigitSet,
    },
    /// `digit` was written in `cell` because it was the only possibility.
    Forced {
        cell: Cell,
        digit: Digit,
        single: Single,
    },
    /// The search gives up at `cell` and returns to the guess in `to` (`None`: the start).
    Backtrack {
        cell: Cell,
        to: Option<Cell>,
        cause: Cause,
    },
    /// The grid is full: a solution.
    Solved,
    /// Every branch has been searched; no more solutions.
    Exhausted,
}

/// Why the search backs up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// No digit fits the cell.
    Empty,
    /// Every candidate of the cell has been tried.
    Exhausted,
    /// A digit has no place left in a unit; the event's cell is the last placement made.
    NoPlace { unit: Unit, digit: Digit },
    /// Every candidate of the cell, placed, leads propagation to a dead end (the lookahead of
    /// a search that has made many guesses).
    Refuted,
}

impl Event {
    /// A one-line description for an event log, e.g. `r4c7: try 3 (of 3,5,8)`.
    #[must_use]
    pub fn describe(&self) -> String {
        match *self {
            Event::Try {
                cell,
                digit,
                remaining,
            } if remaining.is_empty() => format!("{cell}: try {digit} (the only candidate)"),
            Event::Try {
                cell,
                digit,
                remaining,
            } => {
                let all = remaining.with(digit);
                format!("{cell}: try {digit} (of {all})")
            }
            Event::Forced {
                cell,
                digit,
                single: Single::Naked,
            } => format!("{cell}: {digit} is the only digit left"),
            Event::Forced {
                cell,
                digit,
                single: Single::Hidden(unit),
            } => format!("{cell}: {digit} has no other place in {unit}"),
            Event::Backtrack { cell, to, cause } => {
                let back = to.map_or_else(
                    || "back to the start".to_owned(),
                    |c| format!("back to {c}"),
                );
                match cause {
                    Cause::Empty => format!("{cell}: nothing fits, {back}"),
                    Cause::Exhausted => format!("{cell}: every digit tried, {back}"),
                    Cause::NoPlace { unit, digit } => {
                        format!("{cell}: {digit} has no place left in {unit}, {back}")
                    }
                    Cause::Refuted => format!("{cell}: every candidate fails, {back}"),
                }
            }
            Event::Solved => "solved".to_owned(),
            Event::Exhausted => "no more solutions".to_owned(),
        }
    }
}

/// One level of the explicit stack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Frame {
    pub cell: Cell,
    pub digit: Digit,
    /// Digits not yet tried in this cell (empty for a forced placement).
    pub remaining: DigitSet,
    /// How many digits the cell had to choose from when the search came to it (1 for a
    /// forced placement): with `remaining`, where this frame stands among its choices.
    pub choices: u8,
    /// `Some` when propagation placed the digit rather than a guess.
    pub forced: Option<Single>,
}

impl Counters {
    /// Backtracks that are not dead ends: a frame whose every choice was tried.
    #[must_use]
    pub const fn exhausted_frames(&self) -> u64 {
        self.backtracks.saturating_sub(self.dead_ends)
    }
}

impl Frame {
    #[must_use]
    pub const fn is_forced(&self) -> bool {
        self.forced.is_some()
    }

    /// Choices of this frame already left behind, the current one not counted.
    #[must_use]
    pub const fn finished(&self) -> u8 {
        self.choices
            .saturating_sub(1)
            .saturating_sub(self.remaining.len() as u8)
    }
}

/// Counters kept by the machine, so every front end reports the same figures.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Counters {
    /// Events so far.
    pub steps: u64,
    /// Guesses (including retries of the same cell with the next digit).
    pub tries: u64,
    /// Placements made by propagation.
    pub forced: u64,
    /// Every return up the stack: dead ends and frames whose digits are all tried.
    pub backtracks: u64,
    /// The backtracks that are dead ends (nothing fits, a contradiction), as `trace` names
    /// them; the others are frames whose every digit was tried.
    pub dead_ends: u64,
    pub solutions: u64,
    /// Deepest stack so far.
    pub max_depth: usize,
}

/// Totals over several runs (`solve --stats` sums a file's puzzles); the deepest stack is the
/// deepest of any run, not a sum.
impl std::ops::AddAssign<&Counters> for Counters {
    fn add_assign(&mut self, other: &Counters) {
        self.steps += other.steps;
        self.tries += other.tries;
        self.forced += other.forced;
        self.backtracks += other.backtracks;
        self.dead_ends += other.dead_ends;
        self.solutions += other.solutions;
        self.max_depth = self.max_depth.max(other.max_depth);
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum SolveError {
    /// Two starting digits of one unit are equal; no search can succeed.
    #[error("{first} and {second} both hold {digit}")]
    Clash {
        first: Cell,
        second: Cell,
        digit: Digit,
    },
}

/// How many solutions `grid` has, counting no further than `limit`, with the fastest strategy.
/// Clashing givens have none.
#[must_use]
pub fn count_solutions(grid: &crate::grid::Grid, limit: u64) -> u64 {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(limit),
        lexicographic: false,
    };
    // Not `solve_fast`: the generator counts mostly boards with one solution or two close
    // to the surface, where the mini-line rules cost more than they save (10–20 % slower
    // generation per level, measured).
    run_to_end(grid, options).map_or(0, |ended| ended.counters.solutions)
}

#[cfg(test)]
mod tests;
