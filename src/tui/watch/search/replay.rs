//! A learner's own search in the watch: what the panels show of a [`ReplayMachine`] (the
//! move of the step and what is wrong with it, the placements standing, the cells it marks).

use stepdoku_core::teaching::replay::{Fault, ReplayMachine};
use stepdoku_core::{Cell, DigitSet};

use super::{Mark, StackRow};

/// The step in words: `step 17 (your line 34): try 5 in r2c4` when the trace named the
/// learner's source line (`@34`), else `step 17 (line 18): …` with the trace's own line; then
/// what is wrong with it and where a compared strategy goes instead.
#[must_use]
pub fn words(machine: &ReplayMachine) -> Option<String> {
    let event = machine.last_event()?;
    // The source's line is the one the code pane lights: the trace's is only a fallback.
    let line = match machine.source_line(event.step) {
        Some(l) => format!(" (your line {l})"),
        None => machine
            .line_of(event.step)
            .map_or_else(String::new, |l| format!(" (line {l})")),
    };
    let what = event.mv.map_or_else(
        || "a line that cannot be read".to_owned(),
        |m| m.to_string(),
    );
    let mut words = format!("step {}{line}: {what}", event.step);
    match &event.problem {
        // The move is named just before: only what it breaks.
        Some(Fault::BreaksRule {
            digit, unit, clash, ..
        }) => words.push_str(&format!(" ⚠ breaks {unit}: {clash} holds {digit} too")),
        Some(problem) => words.push_str(&format!(" ⚠ {problem}")),
        None => {}
    }
    if let Some(note) = machine.note() {
        words.push_str(&format!("; ≠ {note}"));
    }
    // How the trace ends is the outcome line's to say.
    Some(words)
}

/// What the step did to `cell`.
#[must_use]
pub fn mark(machine: &ReplayMachine, cell: Cell) -> Option<Mark> {
    let mv = machine.last_event()?.mv?;
    if !mv.cells().contains(&cell) {
        return None;
    }
    Some(if mv.is_try() {
        Mark::Tried(DigitSet::EMPTY)
    } else {
        Mark::Backtrack
    })
}

/// The placements standing, top first; what the program had left to try is not in its trace.
#[must_use]
pub fn stack_rows(machine: &ReplayMachine) -> Vec<StackRow> {
    let grid = machine.grid();
    machine
        .stack()
        .iter()
        .rev()
        .map(|&cell| {
            let digit = |c| {
                grid.get(c)
                    .map_or_else(|| "-".to_owned(), |d| d.to_string())
            };
            // A domino shows both its cells and digits, as the domino search's stack does.
            let (place, digits) = match machine.partner(cell) {
                Some(other) => (
                    format!("{cell}-{other}"),
                    format!("{}-{}", digit(cell), digit(other)),
                ),
                None => (cell.to_string(), digit(cell)),
            };
            StackRow {
                place,
                digits,
                left: vec!["?".to_owned()],
                short: None,
                forced: false,
            }
        })
        .collect()
}

/// How far through the trace: exact, since its length is known.
#[must_use]
pub fn progress(machine: &ReplayMachine) -> f64 {
    if machine.is_empty() {
        1.0
    } else {
        machine.position() as f64 / machine.len() as f64
    }
}
