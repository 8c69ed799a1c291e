//! What a trace does after its first full board. A program that stops there (`return true`
//! all the way up) leaves nothing, or only `undo` lines as it unwinds; one whose calls check a
//! stop flag as they start may still try a digit on its way back, each undone at once; one that
//! never stops searches on, going deeper again (a `try` right after a `try`), and may reach
//! other full boards: a BOJ 2239/2580 answer that prints each of them is wrong.

use super::super::parse::{Move, Step};

/// What followed the first full board, counted as the replay goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct AfterSolution {
    /// Full boards that break no rule, the first one included: each time the board became full.
    pub(super) full_boards: usize,
    /// The step after which the board was full for the second time.
    pub(super) next_full_at: Option<usize>,
    /// Tries after the first full board.
    pub(super) tries: usize,
    /// Whether the rest of the trace, from the first full board on, has a `try` right after a
    /// `try`: the search goes deeper again. Known once the first full board is reached.
    pub(super) goes_deeper: bool,
    /// The first try after the first full board, when the search goes deeper again.
    pub(super) searched_on_at: Option<usize>,
}

/// What a whole trace did after its first full board, as the summary and the replay's end
/// say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aftermath {
    /// Only `undo` lines followed (or nothing at all).
    Unwound,
    /// `tries` more tries followed, each undone at once: the calls still open returned as they
    /// started (a stop flag checked at the top of the function), without searching deeper.
    ReturnedAtOnce { tries: usize },
    /// The search went on: from step `at` (the first try after the full board) it went
    /// deeper again, making `tries` more tries and reaching `full_boards` full boards in all,
    /// the second at step `next_full_at`.
    SearchedOn {
        at: usize,
        tries: usize,
        full_boards: usize,
        next_full_at: Option<usize>,
    },
}

impl AfterSolution {
    /// The board is full after step `step`, and was not before it.
    pub(super) fn full_board(&mut self, step: usize, rest: &[Step]) {
        self.full_boards += 1;
        match self.full_boards {
            1 => self.goes_deeper = goes_deeper(rest),
            2 => self.next_full_at = Some(step),
            _ => {}
        }
    }

    /// Step `step` is a try after the first full board: `true` when it is where the search
    /// goes on (the first such try of a search that goes deeper again).
    pub(super) fn try_after(&mut self, step: usize) -> bool {
        self.tries += 1;
        let first = self.goes_deeper && self.searched_on_at.is_none();
        if first {
            self.searched_on_at = Some(step);
        }
        first
    }

    /// What followed the first full board, once the whole trace is taken.
    pub(super) fn aftermath(&self) -> Aftermath {
        match self.searched_on_at {
            Some(at) => Aftermath::SearchedOn {
                at,
                tries: self.tries,
                full_boards: self.full_boards,
                next_full_at: self.next_full_at,
            },
            None if self.tries > 0 => Aftermath::ReturnedAtOnce { tries: self.tries },
            None => Aftermath::Unwound,
        }
    }
}

impl Aftermath {
    /// Tries after the first full board.
    #[must_use]
    pub fn tries(&self) -> usize {
        match *self {
            Aftermath::Unwound => 0,
            Aftermath::ReturnedAtOnce { tries } | Aftermath::SearchedOn { tries, .. } => tries,
        }
    }
}

/// Does a `try` follow a `try` anywhere in `steps`?
fn goes_deeper(steps: &[Step]) -> bool {
    let is_try = |s: &Step| s.what.is_ok_and(Move::is_try);
    steps.windows(2).any(|w| is_try(&w[0]) && is_try(&w[1]))
}
