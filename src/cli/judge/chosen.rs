//! Which failure the report shows: the most telling of the cases that failed, and another
//! that failed the same way when the one chosen has nothing for `--shrink` to drop.

use stepdoku_core::teaching::judge::Case;

use super::drop_words;
use super::shrunk::clues;
use super::verdict::{Code, Outcome};

/// The failure to show, and its heading: the most telling one (a mistake named beats a
/// classic ending, which beats an output cut short, which beats no output), the first of
/// those in the cases' order. When it is to be shrunk but has no clue to drop (the empty
/// board), the first case that failed the same way and has clues is shown instead.
pub(super) fn shown(
    results: &[(&Case, Outcome)],
    names_bug: &[bool],
    shrink: bool,
) -> Option<(usize, &'static str)> {
    let (best, heading) = most_telling(results, names_bug)?;
    let (case, outcome) = &results[best];
    if shrink && clues(case) == 0 {
        let other = results.iter().position(|(c, o)| {
            clues(c) > 0 && o.code != Code::TimeLimit && o.same_failure(outcome)
        });
        if let Some(other) = other {
            super::super::say(format!(
                "{} has no {} to drop: {} failed the same way ({}) and is shrunk instead",
                case.name,
                drop_words::lacking(case),
                results[other].0.name,
                outcome.code.name()
            ));
            let heading = if drop_words::lacking(case) == "clues" {
                "the same failure, on a case with clues to drop"
            } else {
                "the same failure, on a case with puzzles to drop"
            };
            return Some((other, heading));
        }
    }
    Some((best, heading))
}

/// The most telling failure (see [`shown`]) and its heading. A case whose trace has a flagged
/// move (`names_bug`) comes right after a mistake named in the output: that move names the
/// bug, where a classic ending or no output does not.
fn most_telling(results: &[(&Case, Outcome)], names_bug: &[bool]) -> Option<(usize, &'static str)> {
    let failed = || {
        results
            .iter()
            .enumerate()
            .filter(|(_, (_, o))| o.code != Code::Accepted)
    };
    let first = failed().next()?.0;
    let rank = |i: usize, o: &Outcome| {
        let rank = o.telling() * 2;
        if names_bug.get(i).copied().unwrap_or(false) {
            rank.min(1)
        } else {
            rank
        }
    };
    let (best, _) = failed().min_by_key(|(i, (_, o))| (rank(*i, o), *i))?;
    Some(if best == first {
        (best, "first failure")
    } else {
        (best, "the most telling failure")
    })
}
