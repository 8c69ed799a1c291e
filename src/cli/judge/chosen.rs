//! Which failure the report shows: the most telling of the cases that failed, and another
//! that failed the same way when the one chosen has nothing for `--shrink` to drop.

use stepdoku_core::teaching::judge::Case;

use super::drop_words;
use super::shrunk::clues;
use super::verdict::{Code, Outcome};

/// The failure to show, and its heading: the most telling one (a mistake named beats a
/// classic ending, which beats an output cut short, which beats no output), the first of
/// those in the cases' order. When it is to be shrunk but cannot be (a time-out, never shrunk;
/// the empty board, with no clue to drop), the first case that failed the same way and can be
/// is shown instead, else the most telling of those that can: `--shrink` asked for a smaller
/// case, and one is shown whenever any failure has one. The choice is said on stderr.
pub(super) fn shown(
    results: &[(&Case, Outcome)],
    names_bug: &[bool],
    shrink: bool,
) -> Option<(usize, &'static str)> {
    let (best, heading) = most_telling(results, names_bug, |_| true)?;
    let (case, outcome) = &results[best];
    if !shrink || shrinkable(case, outcome) {
        return Some((best, heading));
    }
    let why = if outcome.code == Code::TimeLimit {
        "timed out, and a time-out is never shrunk".to_owned()
    } else {
        format!("has no {} to drop", drop_words::lacking(case))
    };
    let same = results
        .iter()
        .position(|(c, o)| shrinkable(c, o) && o.same_failure(outcome));
    if let Some(other) = same {
        super::super::say(format!(
            "{} {why}: {} failed the same way ({}) and is shrunk instead",
            case.name,
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
    let Some((other, _)) = most_telling(results, names_bug, |i| {
        let (c, o) = &results[i];
        shrinkable(c, o)
    }) else {
        return Some((best, heading));
    };
    super::super::say(format!(
        "{} {why}: {} failed another way ({}), the most telling failure that can be shrunk, \
         and is shrunk instead",
        case.name,
        results[other].0.name,
        results[other].1.code.name()
    ));
    Some((other, "the most telling failure that can be shrunk"))
}

/// Can `--shrink` make `case` smaller? Not after a time-out (whether a run times out
/// depends on the machine's load), nor with nothing to drop.
fn shrinkable(case: &Case, outcome: &Outcome) -> bool {
    outcome.code != Code::TimeLimit && clues(case) > 0
}

/// The most telling failure (see [`shown`]) and its heading. A case whose trace has a flagged
/// move (`names_bug`) comes right after a mistake named in the output: that move names the
/// bug, where a classic ending or no output does not.
/// Only the cases `among` takes (by index) are looked at.
fn most_telling(
    results: &[(&Case, Outcome)],
    names_bug: &[bool],
    among: impl Fn(usize) -> bool,
) -> Option<(usize, &'static str)> {
    let failed = || {
        results
            .iter()
            .enumerate()
            .filter(|(i, (_, o))| o.code != Code::Accepted && among(*i))
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
