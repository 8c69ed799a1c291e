//! Predict mode's state: the next try being typed (row, column, digit), the score, and the
//! last guess with the search's verdict on it. The verdict itself is the core's
//! (`teaching::predict`): the search's own next step, never a guess of the interface's.

use std::collections::BTreeMap;

use stepdoku_core::teaching::predict::{Guess, Verdict};
use stepdoku_core::{Cell, Digit};

/// While the learner predicts the watched search's steps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Predict {
    /// The row, then the column, of the next try typed so far (a third digit completes it).
    pub typed: Vec<u8>,
    /// Scored guesses, and how many of them were right: one per step, however often it was
    /// predicted (after `←` the new guess replaces the old).
    pub asked: u32,
    pub right: u32,
    /// Whether the guess for each scored step (by the steps taken before it) was right.
    verdicts: BTreeMap<u64, bool>,
    /// The last guess and the search's verdict on it, until the next.
    pub last: Option<(Guess, Verdict)>,
}

impl Predict {
    /// Take one typed digit; the third completes a try, handed back as the guess to judge.
    pub fn type_digit(&mut self, digit: u8) -> Option<Guess> {
        self.typed.push(digit);
        if self.typed.len() < 3 {
            return None;
        }
        let typed = std::mem::take(&mut self.typed);
        let cell = Cell::at(
            usize::from(typed[0].checked_sub(1)?),
            usize::from(typed[1].checked_sub(1)?),
        )?;
        Some(Guess::Place(cell, Digit::new(typed[2])?))
    }

    /// Drop the last digit typed; `false` when nothing was typed.
    pub fn erase(&mut self) -> bool {
        self.typed.pop().is_some()
    }

    /// Keep the verdict on `guess` for the step after `step` steps, counted when it scores;
    /// a step predicted again has its earlier verdict replaced, so a step counts once.
    pub fn record(&mut self, step: u64, guess: Guess, verdict: Verdict) {
        if verdict.scored() {
            self.verdicts.insert(step, verdict.right);
            self.asked = u32::try_from(self.verdicts.len()).unwrap_or(u32::MAX);
            self.right =
                u32::try_from(self.verdicts.values().filter(|&&r| r).count()).unwrap_or(u32::MAX);
        }
        self.last = Some((guess, verdict));
    }

    /// The try typed so far, what is still to type as `?`: `r?c?=?`, `r3c?=?`, `r3c4=?`.
    #[must_use]
    pub fn typed_words(&self) -> String {
        match self.typed[..] {
            [] => "r?c?=?".to_owned(),
            [r] => format!("r{r}c?=?"),
            [r, c, ..] => format!("r{r}c{c}=?"),
        }
    }

    /// `3 of 4 right`, or `no guess yet`.
    #[must_use]
    pub fn score(&self) -> String {
        if self.asked == 0 {
            "no guess yet".to_owned()
        } else {
            format!("{} of {} right", self.right, self.asked)
        }
    }
}

/// A guess as the learner would say it: `r1c3=4`, or `back`.
#[must_use]
pub fn guess_words(guess: Guess) -> String {
    match guess {
        Guess::Place(cell, digit) => format!("{cell}={digit}"),
        Guess::Back => "back".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_digits_make_a_try_and_erase_takes_one_back() {
        let mut p = Predict::default();
        assert_eq!(p.type_digit(3), None);
        assert_eq!(p.typed_words(), "r3c?=?");
        assert_eq!(p.type_digit(4), None);
        assert_eq!(p.typed_words(), "r3c4=?");
        assert!(p.erase());
        assert_eq!(p.type_digit(5), None);
        let guess = p.type_digit(7).expect("a try");
        assert_eq!(guess_words(guess), "r3c5=7");
        assert!(p.typed.is_empty());
        assert!(!p.erase());
    }
}
