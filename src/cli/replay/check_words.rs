//! The check's sentences that take some working out: a trace cut short, the first
//! difference, lines not understood, a puzzle whose search returned at once, the count of
//! flags.

use stepdoku_core::teaching::replay::{self, Shape, Summary, Trace};

use crate::tui::text::thousands;

/// What the summary says of a trace read only in part: cut at its steps (`Some("steps")`) or
/// at its bytes, each counted in what it was cut at; `judge --shrink` is suggested only when
/// it could make a smaller case.
pub fn cut_words(cut: &str, steps: usize, shrinkable: bool) -> String {
    let steps = thousands(steps as u64);
    let read = if cut == "bytes" {
        format!(
            "only the first {} MiB were read (replay reads no more; {steps} steps in them)",
            replay::MAX_BYTES >> 20
        )
    } else {
        format!("only the first {steps} steps were read (replay reads no more)")
    };
    if shrinkable {
        format!(
            "{read}, and the check is of those; for a shorter trace, run the program on a \
             smaller case (judge --shrink makes one)"
        )
    } else {
        let more = if cut == "bytes" {
            format!("more than {} MiB", replay::MAX_BYTES >> 20)
        } else {
            format!("more than {steps} steps")
        };
        format!(
            "the trace has {more}: {read}, and the check is of those; a search of fewer steps \
             makes a trace replay reads whole"
        )
    }
}

/// The first difference as the summary says it: the step, with the learner's source line
/// when the trace named one (`@N`), as the flagged steps name theirs (`after step 12 (your
/// line 40):` when the trace ends there).
pub fn difference_words(difference: &replay::Difference) -> String {
    let step = format!("step {}:", difference.step);
    let after = format!("after {step}");
    let opens = difference.message.starts_with(&step) || difference.message.starts_with(&after);
    match difference.line {
        Some(line) if opens => difference.message.replacen(
            &step,
            &format!("step {} (your line {line}):", difference.step),
            1,
        ),
        _ => difference.message.clone(),
    }
}

/// `, 2 lines not understood, the first at bad.trace:1:1`: the `try`/`undo` lines counted as
/// steps that are neither a try nor an undo; empty when there are none.
pub fn not_understood(file: &str, trace: &Trace) -> String {
    let mut bad = trace.steps.iter().filter(|s| s.what.is_err());
    let Some(first) = bad.next() else {
        return String::new();
    };
    let count = 1 + bad.count();
    let lines = if count == 1 { "line" } else { "lines" };
    let column = first.what.err().map_or(1, |why| why.column());
    format!(
        ", {count} {lines} not understood, the first at {file}:{}:{column}",
        first.line
    )
}

/// A trace whose `puzzle K` line is followed by no move while the board has cells to fill:
/// the program's search returned as it started, as one does whose stop flag the puzzle before
/// left set, or (a Sudominoku's) whose table of used dominoes it never cleared: every pair
/// then looks used, and no domino is tried.
pub fn returned_at_once(
    index: usize,
    shape: Shape,
    trace: &Trace,
    summary: &Summary,
) -> Option<String> {
    let unsolved = summary.flagged > 0;
    (trace.marks.found && trace.steps.is_empty() && trace.cut.is_none() && unsolved).then(|| {
        let before = match shape {
            _ if index == 1 => "",
            Shape::Sudominoku => {
                " (a table of used dominoes never cleared, or a stop flag left set, by the \
                 puzzle before?)"
            }
            Shape::Classic => " (a flag left set by the puzzle before?)",
        };
        format!("no move after `puzzle {index}`: your search returned at once{before}")
    })
}

/// `3 flagged:`, or `15 flags on 14 steps:` when a step has two (a move flagged, and the end of
/// the trace after it): the replay's `problem 1 of 14` counts the steps.
pub fn flagged_words(summary: &Summary) -> String {
    let mut steps = summary.flagged_steps.clone();
    steps.dedup();
    if steps.len() == summary.flagged {
        format!("{} flagged:", thousands(summary.flagged as u64))
    } else {
        format!(
            "{} flags on {} {}:",
            thousands(summary.flagged as u64),
            thousands(steps.len() as u64),
            if steps.len() == 1 { "step" } else { "steps" }
        )
    }
}
