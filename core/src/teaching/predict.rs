//! Predicting the search's next move, as a learner does before each step: they name the next
//! try (a cell and a digit) or say the search goes back, and the search's own next step says
//! whether they were right and why, in the words of the strategy's rule. The answer is the
//! step the machine takes, never a guess of this module's.

use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;
use crate::solver::explain::{nothing_fits, words};
use crate::solver::{Cause, Event, Machine, Strategy};

/// What the learner says comes next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Guess {
    /// The next try (or forced digit): this digit in this cell.
    Place(Cell, Digit),
    /// The search gives up here and goes back (an undo).
    Back,
}

/// What the search did next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Answer {
    /// A try, or a forced digit, in this cell.
    Place(Cell, Digit),
    /// It went back, giving up on this cell.
    Back(Cell),
    /// It ended (solved, or every branch searched): there was nothing to predict.
    End,
}

/// The search's next step against the learner's guess.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Verdict {
    pub answer: Answer,
    pub right: bool,
    /// Why the search did what it did, and, when the guess differs, why not the guess.
    pub why: String,
}

impl Verdict {
    /// Does the verdict count toward a score? The end of the search is no move to predict.
    #[must_use]
    pub fn scored(&self) -> bool {
        self.answer != Answer::End
    }
}

/// Judge `guess` against the step `before` takes next (on a copy: `before` is unchanged).
#[must_use]
pub fn judge(before: &Machine, guess: Guess) -> Verdict {
    let mut after = before.clone();
    let event = after.step();
    let answer = match event {
        Event::Try { cell, digit, .. } | Event::Forced { cell, digit, .. } => {
            Answer::Place(cell, digit)
        }
        Event::Backtrack { cell, .. } => Answer::Back(cell),
        Event::Solved | Event::Exhausted => Answer::End,
    };
    let right = match (guess, answer) {
        (Guess::Place(c, d), Answer::Place(cell, digit)) => c == cell && d == digit,
        (Guess::Back, Answer::Back(_)) => true,
        _ => false,
    };
    let why = match event {
        Event::Try {
            cell,
            digit,
            remaining,
        } => try_words(before, guess, cell, digit, remaining),
        Event::Forced { cell, digit, .. } => format!(
            "{cell} can hold only {digit} here (a single), and propagate places singles before \
             any guess"
        ),
        Event::Backtrack { cell, cause, .. } => back_words(before, guess, cell, cause),
        Event::Solved => "no empty cell is left: the search has its solution".to_owned(),
        Event::Exhausted => "every branch has been searched: there is no solution".to_owned(),
    };
    Verdict { answer, right, why }
}

/// A try: a new cell (the strategy's choice and its smallest fitting digit) or the next digit
/// of the cell on top of the stack after what was under the last one failed.
fn try_words(
    before: &Machine,
    guess: Guess,
    cell: Cell,
    digit: Digit,
    remaining: DigitSet,
) -> String {
    let grid = before.grid();
    let last_guess = last_guess(before);
    if let Some((_, previous)) = last_guess.filter(|&(c, _)| c == cell) {
        let rule = format!(
            "{cell}={previous} led nowhere, so the search takes the next digit of {cell}: {digit}"
        );
        return match guess {
            Guess::Place(c, d) if c == cell && d == digit => rule,
            Guess::Back => format!(
                "{rule}; it goes back only when {cell} has no digit left to try (it still has {})",
                remaining.with(digit)
            ),
            Guess::Place(c, _) if c != cell => match grid.get(c) {
                Some(held) => format!("{c} already holds {held}; {rule}"),
                None => format!("{rule}, not a try in {c}"),
            },
            Guess::Place(_, d) => format!(
                "{rule}; {}",
                digit_words(before, &grid, cell, digit, d, true)
            ),
        };
    }
    let rule = cell_rule(before);
    let first = if before.scans() {
        format!("{digit} is the smallest digit that fits it")
    } else {
        format!("it tries {digit} first")
    };
    match guess {
        Guess::Place(c, d) if c == cell && d == digit => format!("{rule}: {cell}; {first}"),
        Guess::Back => format!(
            "{} fit {cell}, the next cell ({rule}), so the search does not go back",
            remaining.with(digit)
        ),
        Guess::Place(c, _) if c != cell => match grid.get(c) {
            Some(held) => format!("{c} already holds {held}; {rule}: {cell}"),
            None => format!("{rule}: {}", not_that_cell(before, cell, c)),
        },
        Guess::Place(_, d) => format!(
            "right cell; {}",
            digit_words(before, &grid, cell, digit, d, false)
        ),
    }
}

/// The guess on top of the stack (forced digits above it set aside): a try in its cell next is
/// a retry, after what was under it failed.
fn last_guess(machine: &Machine) -> Option<(Cell, Digit)> {
    machine
        .stack()
        .iter()
        .rev()
        .find(|f| !f.is_forced())
        .map(|f| (f.cell, f.digit))
}

/// How the strategy picks the next cell, in its own words.
fn cell_rule(before: &Machine) -> &'static str {
    match before.options().strategy {
        _ if before.options().lexicographic => {
            "the search takes the first empty cell in reading order"
        }
        Strategy::RowMajor => "row-major takes the first empty cell in reading order",
        Strategy::Blanks => "blanks takes the next cell of its list of blanks (reading order)",
        Strategy::Mrv => "mrv takes the empty cell with the fewest fitting digits",
        Strategy::Propagate => {
            "with no single left, propagate guesses in a cell with the fewest candidates, the \
             one with the most open peers"
        }
    }
}

/// Why the strategy's `cell`, not the learner's empty `other`.
fn not_that_cell(before: &Machine, cell: Cell, other: Cell) -> String {
    match before.options().strategy {
        Strategy::Mrv if !before.options().lexicographic => {
            let (n, m) = (
                before.candidates(cell).len(),
                before.candidates(other).len(),
            );
            if m == n {
                format!("{cell} and {other} have {n} each, and {cell} comes first in reading order")
            } else {
                format!("{cell} has {n}, {other} has {m}")
            }
        }
        _ => format!("{cell}, not {other}"),
    }
}

/// Why the search's digit `digit` in `cell`, not the learner's `guessed`.
fn digit_words(
    before: &Machine,
    grid: &Grid,
    cell: Cell,
    digit: Digit,
    guessed: Digit,
    retry: bool,
) -> String {
    let tried = last_guess(before).filter(|_| retry).map(|(_, d)| d);
    if tried.is_some_and(|t| guessed <= t) {
        return format!("{guessed} was tried in {cell} already: candidates go in increasing order");
    }
    // The cell's own digit (the try being replaced) is no peer's.
    if let Some(unit) = cell.units().into_iter().find(|u| {
        u.cells()
            .into_iter()
            .any(|c| c != cell && grid.get(c) == Some(guessed))
    }) {
        return format!("{guessed} does not fit {cell}: {unit} already holds it");
    }
    if guessed > digit {
        format!("{digit} was tried first: candidates go in increasing order")
    } else {
        format!("{guessed} is no longer a candidate of {cell}")
    }
}

/// A backtrack: why the search goes back, and why not the learner's try.
fn back_words(before: &Machine, guess: Guess, cell: Cell, cause: Cause) -> String {
    let reason = match cause {
        Cause::Empty => match nothing_fits(&before.grid(), cell) {
            Some(why) if before.scans() => {
                format!(
                    "no digit fits {cell} ({}), so the search goes back",
                    words(&why)
                )
            }
            _ => format!("{cell} has no candidate left, so the search goes back"),
        },
        Cause::Exhausted => {
            format!("every digit of {cell} has been tried, so the search goes back")
        }
        Cause::NoPlace { unit, digit } => {
            format!("{digit} has no place left in {unit}, so the search goes back")
        }
        Cause::Refuted => {
            format!("each candidate of {cell} leads to a contradiction, so the search goes back")
        }
    };
    match guess {
        Guess::Back => reason,
        Guess::Place(c, d) => format!("{reason}, not on to {c}={d}"),
    }
}

#[cfg(test)]
mod tests;
