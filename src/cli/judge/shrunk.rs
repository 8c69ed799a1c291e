//! `--shrink` as the user sees it: the failing case made smaller run by run (see
//! [`super::shrink`] for the drops), its progress on stderr, and why it stopped.

use std::sync::atomic::Ordering;

use stepdoku_core::teaching::judge::Case;

use super::verdict::{Code, Outcome};
use super::{Judge, drop_words, shrink};

impl Judge<'_> {
    /// The failing case shrunk, and its outcome. Each smaller case
    /// is kept when it fails the same way (the same verdict and the same kind of reason); a
    /// run that times out counts as failing differently, since whether it does depends on
    /// the machine's load, so the same program shrinks the same case to the same result.
    pub(super) fn shrunk(
        &self,
        case: &Case,
        outcome: &Outcome,
        judged: &[&Case],
    ) -> color_eyre::Result<Shrunk> {
        let say = super::super::say;
        if outcome.code == Code::TimeLimit {
            say(format!(
                "nothing can be dropped from {}: it timed out, and a time-out is never shrunk \
                 (whether a run times out depends on the machine's load); shown whole",
                case.name
            ));
            return Ok(Shrunk::Whole);
        }
        if clues(case) == 0 {
            say(format!(
                "nothing can be dropped from {}: it has no {}; shown whole",
                case.name,
                drop_words::lacking(case)
            ));
            return Ok(Shrunk::Whole);
        }
        let mut last: Option<Outcome> = None;
        let mut error = None;
        say(format!(
            "shrinking {}: {}, {} while it fails the same way",
            case.name,
            drop_words::size(case),
            drop_words::order(case)
        ));
        let mut runs = 0;
        let mut still_fails = |candidate: &Case| {
            runs += 1;
            match self.case(candidate, false) {
                Ok(Some(result)) => {
                    let same = result.code != Code::TimeLimit && result.same_failure(outcome);
                    if same {
                        say(format!(
                            "  run {runs}: {} left, still {}",
                            drop_words::size(candidate),
                            result.code.name()
                        ));
                        last = Some(result);
                    }
                    Some(same)
                }
                Ok(None) => None,
                Err(e) => {
                    error = Some(e);
                    None
                }
            }
        };
        let (smaller, runs) = shrink::shrink(case, judged, &mut still_fails);
        if let Some(error) = error {
            return Err(error);
        }
        if self.signals.interrupted.load(Ordering::Relaxed) {
            return Ok(Shrunk::Interrupted);
        }
        let Some(last) = last else {
            say(format!(
                "nothing can be dropped from {}: each of its {}, dropped alone, {} ({runs} runs); \
                 shown whole",
                case.name,
                drop_words::drops(case),
                no_drop_because(case, judged)
            ));
            return Ok(Shrunk::Whole);
        };
        say(format!(
            "shrunk {} {} in {runs} runs; no single {} left can be dropped: each, dropped \
             alone, {}",
            case.name,
            drop_words::from_to(case, &smaller),
            drop_words::unit(&smaller),
            no_drop_because(&smaller, judged)
        ));
        Ok(Shrunk::Smaller(Box::new((smaller, last))))
    }
}

/// Why no single drop from `case` was kept, in words: and when one gives the board of a case
/// already judged, which.
fn no_drop_because(case: &Case, judged: &[&Case]) -> String {
    let mut known: Vec<String> = shrink::single_drops(case)
        .iter()
        .filter_map(|drop| judged.iter().find(|j| j.input == drop.input))
        .map(|j| j.name.clone())
        .collect();
    known.dedup();
    if known.is_empty() {
        "makes it pass, fail another way or leave the judge's promise".to_owned()
    } else {
        format!(
            "makes it pass, fail another way, leave the judge's promise or give the board of a \
             case already judged ({})",
            known.join(", ")
        )
    }
}

/// What `--shrink` made of a failing case.
pub(super) enum Shrunk {
    /// Smaller, failing the same way: the case and its outcome.
    Smaller(Box<(Case, Outcome)>),
    /// Nothing could be dropped: shown whole.
    Whole,
    Interrupted,
}

/// Filled cells over a case's puzzles (givens and the digits of given dominoes).
pub(super) fn clues(case: &Case) -> usize {
    case.puzzles.iter().map(|p| p.grid().filled()).sum()
}
