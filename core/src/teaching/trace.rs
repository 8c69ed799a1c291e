//! The search told as data: one [`Record`] per step, what `stepdoku trace` writes as JSON
//! Lines, built from the same machine, explanations and progress figures the watch shows.

use serde::Serialize;

use crate::cell::{Cell, Digit};
use crate::domino::{Domino, DominoEvent, DominoMachine, DominoStuck};
use crate::hint::logic::Step;
use crate::hint::walk::Walk;
use crate::solver::explain::DeadEnd;
use crate::solver::reason::Reason;
use crate::solver::{Event, Machine, Single};
use crate::teaching::code::{self, Program};

/// One step. Fields that do not apply to a step are left out.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Record {
    /// 1, 2, …: as many as `solve --stats` counts.
    pub step: u64,
    /// `try`, `forced`, `dead-end`, `backtrack`, `solved`, `exhausted`, `gave-up`; a logic
    /// solve's `deduction` and `brute-force`.
    pub event: &'static str,
    /// The line of the search's listing (`stepdoku code`) this step executes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<String>,
    /// A Sudominoku's domino: its two cells, `digits[i]` in `cells[i]`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cells: Option<[String; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digits: Option<[u8; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digit: Option<u8>,
    /// A guess's digits still to try after this one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining: Option<Vec<u8>>,
    /// A domino tried: the other ways still to try on its first cell.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remaining_ways: Option<usize>,
    /// Why a forced digit was the only possibility.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub single: Option<String>,
    pub depth: usize,
    /// The fraction of the search explored (logic: of the empty cells filled), 0–1, never
    /// less than the step before; a Sudominoku's search has no such measure, and gives the
    /// fraction of the board filled, which falls as it backs up.
    pub progress: f64,
    /// A scanning dead end: for each digit 1–9, a unit of the cell that holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<Vec<Why>>,
    /// A propagating dead end in words (`no place for 7 in row 4`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contradiction: Option<String>,
    /// The eliminations a forced digit's `single` or a `contradiction` rests on, beyond the
    /// digits no peer holds: with them, the claim can be checked from the grid alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub removed: Option<Vec<Removed>>,
    /// What the digit placed sets off (a propagating search's guess or forced digit): the
    /// candidates locked candidates then strike from the board, each with its lock, so every
    /// candidate that leaves the board between two steps has a record.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub then_removed: Option<Vec<Removed>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<&'static str>,
    /// `[row, column, digit]`, 1-based, as `hint --json` writes them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub placements: Option<Vec<[u8; 3]>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub eliminations: Option<Vec<[u8; 3]>>,
    /// A logic solve's running score and level.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<&'static str>,
    /// With `--grid`: the 81 cells after the step, `.` for an empty one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grid: Option<String>,
}

/// One digit ruled out of a dead-end cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Why {
    pub digit: u8,
    /// `row 5`, `column 9`, `box 6`.
    pub unit: String,
}

/// One candidate struck by locked candidates.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Removed {
    /// `r8c9`.
    pub cell: String,
    pub digit: u8,
    /// The locked candidates that strike it: `2 in box 9 lies only in row 8`.
    pub by: String,
}

impl Record {
    fn new(step: u64, event: &'static str, depth: usize, progress: f64) -> Self {
        Self {
            step,
            event,
            line: None,
            cell: None,
            cells: None,
            digits: None,
            digit: None,
            remaining: None,
            remaining_ways: None,
            single: None,
            depth,
            progress,
            why: None,
            contradiction: None,
            removed: None,
            then_removed: None,
            technique: None,
            placements: None,
            eliminations: None,
            score: None,
            level: None,
            grid: None,
        }
    }
}

/// The record of the step `machine` has just taken, which produced `event`.
#[must_use]
pub fn search_step(machine: &Machine, event: Event, with_grid: bool) -> Record {
    let steps = machine.counters().steps;
    let depth = machine.stack().len();
    let mut record = Record::new(steps, event_name(&event), depth, machine.progress());
    record.line = Some(crate::teaching::code::line_of(machine, &event));
    match event {
        Event::Try {
            cell,
            digit,
            remaining,
        } => {
            record.cell = Some(cell.to_string());
            record.digit = Some(digit.get());
            record.remaining = Some(remaining.iter().map(Digit::get).collect());
        }
        Event::Forced {
            cell,
            digit,
            single,
        } => {
            record.cell = Some(cell.to_string());
            record.digit = Some(digit.get());
            // The engine's own word for a single is not always true on the board shown
            // (it finds hidden singles along rows only); the reason is.
            match machine.reason() {
                Some(reason) => {
                    record.single = reason.single_words();
                    record.removed = removed(&reason);
                }
                None => {
                    record.single = Some(match single {
                        Single::Naked => "naked single".to_owned(),
                        Single::Hidden(unit) => format!("hidden single in {unit}"),
                    });
                }
            }
        }
        Event::Backtrack { cell, .. } => {
            record.cell = Some(cell.to_string());
            match machine.dead_end() {
                Some(DeadEnd::NothingFits { why, .. }) => {
                    record.why = Some(
                        why.iter()
                            .map(|r| Why {
                                digit: r.digit.get(),
                                unit: r.unit.to_string(),
                            })
                            .collect(),
                    );
                }
                Some(dead @ DeadEnd::NoPlace { digit, .. }) => {
                    record.digit = Some(digit.get());
                    record.contradiction = Some(dead.to_string());
                }
                Some(dead) => record.contradiction = Some(dead.to_string()),
                None => {}
            }
            if let Some(reason) = machine.reason() {
                record.removed = removed(&reason);
            }
        }
        Event::Solved | Event::Exhausted => {}
    }
    let then = machine.follow_on(event);
    if !then.is_empty() {
        record.then_removed = Some(as_records(&then));
    }
    if with_grid {
        record.grid = Some(machine.grid().to_line());
    }
    record
}

/// A reason's eliminations as records: an empty list when the claim needs none, so every
/// forced digit and contradiction says what it rests on.
#[expect(
    clippy::unnecessary_wraps,
    reason = "`None` is for records with no claim; a claim always gets its list"
)]
fn removed(reason: &Reason) -> Option<Vec<Removed>> {
    Some(as_records(&reason.removed))
}

fn as_records(removals: &[crate::solver::reason::Removal]) -> Vec<Removed> {
    removals
        .iter()
        .map(|r| Removed {
            cell: r.cell.to_string(),
            digit: r.digit.get(),
            by: r.by.to_string(),
        })
        .collect()
}

impl Record {
    /// The line after the last step of a Sudominoku's search stopped by its step cap.
    #[must_use]
    pub fn domino_gave_up(machine: &DominoMachine) -> Self {
        let steps = machine.counters().steps;
        Record::new(
            steps,
            "gave-up",
            machine.stack().len(),
            machine_progress(machine),
        )
    }
}

/// The line after the last step of a search stopped by its step cap.
#[must_use]
pub fn gave_up(machine: &Machine) -> Record {
    Record::new(
        machine.counters().steps,
        "gave-up",
        machine.stack().len(),
        machine.progress(),
    )
}

/// `try`, `forced`, `dead-end` (nothing fits, or a contradiction), `backtrack` (every digit
/// of a guess tried), `solved`, `exhausted`.
#[must_use]
pub fn event_name(event: &Event) -> &'static str {
    match event {
        Event::Try { .. } => "try",
        Event::Forced { .. } => "forced",
        Event::Backtrack {
            cause: crate::solver::Cause::Exhausted,
            ..
        } => "backtrack",
        Event::Backtrack { .. } => "dead-end",
        Event::Solved => "solved",
        Event::Exhausted => "exhausted",
    }
}

/// The record of frame `index` (0-based) of a logic walk.
#[must_use]
pub fn logic_step(walk: &Walk, index: usize, with_grid: bool) -> Option<Record> {
    let frame = walk.frames.get(index)?;
    let event = match frame.step {
        Step::Logic(_) => "deduction",
        Step::BruteForce { .. } => "brute-force",
    };
    let mut record = Record::new(index as u64 + 1, event, 0, walk.progress(index + 1));
    let (technique, placements, eliminations) = match &frame.step {
        Step::Logic(d) => (
            d.technique.name(),
            triples(&d.placements),
            triples(&d.eliminations),
        ),
        Step::BruteForce { cell, digit } => ("Brute Force", triples(&[(*cell, *digit)]), vec![]),
    };
    record.technique = Some(technique);
    record.placements = Some(placements);
    record.eliminations = Some(eliminations);
    record.score = Some(frame.score);
    record.level = Some(frame.level.name());
    if with_grid {
        record.grid = Some(walk.candidates_after(index + 1).values().to_line());
    }
    Some(record)
}

/// `[row, column, digit]`, 1-based.
#[must_use]
pub fn triples(items: &[(Cell, Digit)]) -> Vec<[u8; 3]> {
    items
        .iter()
        .map(|&(c, d)| [c.row() as u8 + 1, c.col() as u8 + 1, d.get()])
        .collect()
}

/// The records of the step a Sudominoku's `machine` has just taken, which produced `event`;
/// `before` is its stack of dominoes before the step. One record per domino: each one the
/// step lifted (`undo`, the latest first), then the one it placed (`try`, with the ways still
/// to try on its first cell); a step that places and lifts nothing is one record of its own
/// (`dead-end`, `backtrack`, `solved`, `exhausted`).
#[must_use]
pub fn domino_step(
    machine: &DominoMachine,
    event: DominoEvent,
    before: &[Domino],
    with_grid: bool,
) -> Vec<Record> {
    let steps = machine.counters().steps;
    let after: Vec<Domino> = machine.stack().iter().map(|f| f.domino).collect();
    let kept = before
        .iter()
        .zip(&after)
        .take_while(|(a, b)| a == b)
        .count();
    let program = Program::of_domino(machine);
    let line = code::line(program, code::domino_role(&event));
    let progress = machine_progress(machine);
    let mut records = Vec::new();
    let domino_record = |name: &'static str, domino: &Domino, depth: usize| {
        let mut record = Record::new(steps, name, depth, progress);
        record.line = Some(line);
        record.cells = Some(domino.cells.map(|c| c.to_string()));
        record.digits = Some(domino.digits.map(Digit::get));
        record
    };
    for (depth, domino) in before.iter().enumerate().skip(kept).rev() {
        records.push(domino_record("undo", domino, depth));
    }
    for (depth, domino) in after.iter().enumerate().skip(kept) {
        let mut record = domino_record("try", domino, depth + 1);
        if let DominoEvent::Try { remaining, .. } = event {
            record.remaining_ways = Some(remaining);
        }
        records.push(record);
    }
    if records.is_empty() {
        let name = match event {
            DominoEvent::Backtrack {
                why: DominoStuck::NoDigit,
                ..
            } => "dead-end",
            DominoEvent::Backtrack { .. } => "backtrack",
            DominoEvent::Solved => "solved",
            DominoEvent::Exhausted | DominoEvent::Try { .. } => "exhausted",
        };
        let mut record = Record::new(steps, name, after.len(), progress);
        record.line = Some(line);
        if let DominoEvent::Backtrack { cell, .. } = event {
            record.cell = Some(cell.to_string());
        }
        records.push(record);
    }
    if with_grid && let Some(last) = records.last_mut() {
        last.grid = Some(machine.grid().to_line());
    }
    records
}

/// The fraction of a Sudominoku filled, 0–1: its search has no tree estimate.
fn machine_progress(machine: &DominoMachine) -> f64 {
    machine.grid().filled() as f64 / 81.0
}
