//! Each search as the short C++-like code a learner knows from the blog posts (a `dfs`, a loop
//! over the digits, a check, place, recurse, undo), and which line of it every event executes:
//! what the watch's code pane lights, what `trace` writes as `"line"`, what `stepdoku code`
//! prints. Also the variables of the stack frames in the listing's own terms, and the digit
//! tests a scanning step stands for, one by one (the digit-by-digit view).
//!
//! The listings describe the algorithm, not this crate's implementation: the machines keep
//! bit masks and an explicit stack, the listing a board and recursion; their events are the
//! same.

mod calls;
mod digits;
mod listings;

pub use calls::{Call, calls, domino_calls, stack_depth};
pub use digits::{SubStep, sub_steps};
pub use listings::Line;

use crate::domino::{DominoEvent, DominoStuck};
use crate::solver::{Cause, Event, Machine, Single, Strategy};

/// The widest line of any listing: with a three-column gutter of line numbers, a listing fits
/// the watch's panel column at 80 columns.
pub const WIDTH: usize = 34;

/// What an event executing a line does there. Every role an event can have is on exactly one
/// line of each listing that can produce it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    /// Every cell is filled: `return true`.
    Solved,
    /// A digit (or a domino) is written: a try.
    Place,
    /// No digit (or domino) is left to try here: `return false`, back to the caller.
    Fail,
    /// The first call returned false: the whole tree is searched.
    NoSolution,
    /// A try is taken back after the call under it returned false: `board[r][c] = 0` (a
    /// frame of its own before the next digit or the loop's end; never an event's own line).
    Undo,
    /// A digit tested is already in the row (the digit-by-digit view).
    InRow,
    InColumn,
    InBox,
    /// Propagation left a cell without a candidate.
    EmptyCell,
    /// Propagation left a digit without a place in a unit.
    LostDigit,
    /// Every candidate of a cell, placed, leads propagation to a dead end.
    Refuted,
    /// A forced digit: the cell's only candidate.
    Naked,
    /// A forced digit: its only place in a unit.
    Hidden,
    /// An empty cell whose row, column and box hold all nine digits (the domino search).
    DeadCell,
}

/// One listing per search.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Program {
    RowMajor,
    Blanks,
    Mrv,
    Propagate,
    /// The Sudominoku search of [`crate::domino`], which backs up at a dead cell at once.
    Dominoes,
    /// The BOJ 4574 post's domino search exactly as written (`--strategy row-major` on a
    /// Sudominoku).
    DominoesAsWritten,
}

impl Program {
    pub const ALL: [Program; 6] = [
        Program::RowMajor,
        Program::Blanks,
        Program::Mrv,
        Program::Propagate,
        Program::Dominoes,
        Program::DominoesAsWritten,
    ];

    /// The name `stepdoku code --strategy` takes: a strategy's, or `dominoes`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Program::RowMajor => "row-major",
            Program::Blanks => "blanks",
            Program::Mrv => "mrv",
            Program::Propagate => "propagate",
            Program::Dominoes => "dominoes",
            Program::DominoesAsWritten => "dominoes-as-written",
        }
    }

    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }

    #[must_use]
    pub const fn of_strategy(strategy: Strategy) -> Self {
        match strategy {
            Strategy::RowMajor => Program::RowMajor,
            Strategy::Blanks => Program::Blanks,
            Strategy::Mrv => Program::Mrv,
            Strategy::Propagate => Program::Propagate,
        }
    }

    /// The listing `machine` runs: its strategy's, or propagate's for any propagating engine.
    #[must_use]
    pub fn of(machine: &Machine) -> Self {
        if machine.scans() {
            Self::of_strategy(machine.options().strategy)
        } else {
            Program::Propagate
        }
    }

    #[must_use]
    pub const fn lines(self) -> &'static [Line] {
        match self {
            Program::RowMajor => listings::ROW_MAJOR,
            Program::Blanks => listings::BLANKS,
            Program::Mrv => listings::MRV,
            Program::Propagate => listings::PROPAGATE,
            Program::Dominoes => listings::DOMINOES,
            Program::DominoesAsWritten => listings::DOMINOES_AS_WRITTEN,
        }
    }

    /// The listing a domino machine runs.
    #[must_use]
    pub fn of_domino(machine: &crate::domino::DominoMachine) -> Self {
        if machine.is_as_written() {
            Program::DominoesAsWritten
        } else {
            Program::Dominoes
        }
    }

    /// The 1-based number of the line that does `role`; `None` when this listing has no such
    /// line.
    #[must_use]
    pub fn line(self, role: Role) -> Option<usize> {
        self.lines()
            .iter()
            .position(|l| l.role == Some(role))
            .map(|i| i + 1)
    }

    /// What the helpers the listing calls do, for `stepdoku code`.
    #[must_use]
    pub const fn notes(self) -> &'static [&'static str] {
        match self {
            Program::RowMajor => &[
                "board[9][9] holds the givens, 0 for an empty cell; solve() starts the search.",
                "Cells are visited in reading order, pos = 9 * r + c; filled ones are skipped.",
            ],
            Program::Blanks => &[
                "board[9][9] holds the givens, 0 for an empty cell; solve() starts the search.",
                "blanks lists the empty cells once, in reading order, before the search starts.",
            ],
            Program::Mrv => &[
                "board[9][9] holds the givens, 0 for an empty cell; solve() starts the search.",
                "fewest(r, c) finds the empty cell with the fewest digits that fit (the first",
                "such in reading order) and returns false when no cell is empty.",
            ],
            Program::Propagate => &[
                "cands[r][c] are the digits still possible in a cell.",
                "propagate() repeats until nothing changes: it stops at a cell with no candidate",
                "(emptyCell), a digit with no place in a row, column or box (lostDigit), or a",
                "cell each of whose candidates leads to one of those (allFail); otherwise it",
                "places a cell's only candidate (nakedSingle) or a digit's only place in a unit",
                "(hiddenSingle), or removes candidates by locked candidates (eliminate).",
                "fewest(r, c) picks the empty cell with the fewest candidates.",
            ],
            Program::Dominoes => &[
                "Sudominoku (BOJ 4574): the nine single digits are given; dominoes cover the rest.",
                "A[p], B[p] walk the 72 ordered pairs: 1-2, 2-1, 1-3, 3-1, ..., 8-9, 9-8.",
                "used[a][b] says the pair is on the board already (either way round).",
                "deadCell() finds an empty cell whose row, column and box hold all nine digits.",
                "put() writes both halves and marks the pair used; lift() takes them back.",
            ],
            Program::DominoesAsWritten => &[
                "The BOJ 4574 post's search exactly as written: no check beyond the loop's.",
                "Sudominoku: the nine single digits are given; dominoes cover the rest.",
                "A[p], B[p] walk the 72 ordered pairs: 1-2, 2-1, 1-3, 3-1, ..., 8-9, 9-8.",
                "used[a][b] says the pair is on the board already (either way round).",
                "put() writes both halves and marks the pair used; lift() takes them back.",
            ],
        }
    }

    /// Does the listing test every digit in turn (row-major, blanks, mrv), so that the
    /// digit-by-digit view applies?
    #[must_use]
    pub const fn tests_each_digit(self) -> bool {
        matches!(self, Program::RowMajor | Program::Blanks | Program::Mrv)
    }

    /// The listing with right-aligned line numbers, as `stepdoku code` prints it.
    #[must_use]
    pub fn numbered(self) -> String {
        let lines = self.lines();
        let width = lines.len().to_string().len();
        let mut out = String::new();
        for (i, line) in lines.iter().enumerate() {
            let text = format!("{:>width$}  {}", i + 1, line.text);
            out.push_str(text.trim_end());
            out.push('\n');
        }
        out
    }
}

/// The role of a 9×9 search's event in `program`'s listing.
#[must_use]
pub fn role(program: Program, event: &Event) -> Role {
    match *event {
        Event::Try { .. } => Role::Place,
        Event::Forced {
            single: Single::Naked,
            ..
        } => Role::Naked,
        Event::Forced { .. } => Role::Hidden,
        Event::Backtrack { cause, .. } => match cause {
            Cause::Empty if program == Program::Propagate => Role::EmptyCell,
            Cause::Empty | Cause::Exhausted => Role::Fail,
            Cause::NoPlace { .. } => Role::LostDigit,
            Cause::Refuted => Role::Refuted,
        },
        Event::Solved => Role::Solved,
        Event::Exhausted => Role::NoSolution,
    }
}

/// The role of a domino search's event.
#[must_use]
pub fn domino_role(event: &DominoEvent) -> Role {
    match event {
        DominoEvent::Try { .. } => Role::Place,
        DominoEvent::Backtrack {
            why: DominoStuck::NoDigit,
            ..
        } => Role::DeadCell,
        DominoEvent::Backtrack { .. } => Role::Fail,
        DominoEvent::Solved => Role::Solved,
        DominoEvent::Exhausted => Role::NoSolution,
    }
}

/// The line of `program` that does `role`. Every role [`role`] and [`domino_role`] give is in
/// the listing they are asked of (a test checks it); 0 would mean that invariant broke.
#[must_use]
pub fn line(program: Program, role: Role) -> usize {
    program.line(role).unwrap_or(0)
}

/// The role of the step `machine` has just taken, which produced `event`: [`role`], except
/// that a propagating search's forced digit and dead end take the kind their reason shows on
/// the board (the engine finds hidden singles along rows and may name a contradiction the
/// board shows otherwise, so its own word can be a naked single shown as hidden, or the
/// reverse).
#[must_use]
pub fn machine_role(machine: &Machine, event: &Event) -> Role {
    use crate::solver::reason::Claim;
    let program = Program::of(machine);
    let own = role(program, event);
    if !matches!(event, Event::Forced { .. } | Event::Backtrack { .. }) || machine.scans() {
        return own;
    }
    match machine
        .reason()
        .filter(|r| r.outran.is_none())
        .map(|r| r.claim)
    {
        Some(Claim::Forced {
            single: Single::Naked,
            ..
        }) => Role::Naked,
        Some(Claim::Forced { .. }) => Role::Hidden,
        Some(Claim::NoCandidate(_)) => Role::EmptyCell,
        Some(Claim::NoPlace(..)) => Role::LostDigit,
        Some(Claim::Refuted(_)) => Role::Refuted,
        None => own,
    }
}

/// The line the event `machine` has just taken executes.
#[must_use]
pub fn line_of(machine: &Machine, event: &Event) -> usize {
    line(Program::of(machine), machine_role(machine, event))
}

#[cfg(test)]
mod tests;
