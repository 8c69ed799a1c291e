//! What the stack and the event line say of a step: a classic search's event, a retry, a
//! logical step's row, a Sudominoku's ways left.

use stepdoku_core::Unit;
use stepdoku_core::hint::logic::Step;
use stepdoku_core::solver::explain::DeadEnd;
use stepdoku_core::solver::reason::lock_groups;
use stepdoku_core::solver::{Event, Machine, Single};

/// A try of the last digit a cell has left after others failed: the core's words would call
/// it "the only candidate". `r1c7: try 9 (the last one left; 8 failed)`.
fn retry_words(machine: &Machine, event: Event) -> Option<String> {
    let Event::Try {
        cell,
        digit,
        remaining,
    } = event
    else {
        return None;
    };
    let top = machine.stack().last().filter(|f| f.cell == cell)?;
    if !remaining.is_empty() || top.choices <= 1 {
        return None;
    }
    // The frame's digits were the cell's candidates when it was pushed; the cells below it
    // have not changed since, so those left below `digit` are the ones that failed.
    let failed: Vec<String> = machine
        .candidates(cell)
        .iter()
        .filter(|&d| d < digit)
        .map(|d| d.to_string())
        .collect();
    let tried = usize::from(top.choices) - 1;
    Some(if failed.len() == tried {
        let verb = if tried == 1 { "failed" } else { "all failed" };
        format!(
            "{cell}: try {digit} (the last one left; {} {verb})",
            failed.join(", ")
        )
    } else {
        format!(
            "{cell}: try {digit} (the last of its {} digits; the others failed)",
            top.choices
        )
    })
}

/// The words for a classic step: the core's, with the evidence for a dead end.
pub(super) fn classic_words(machine: &Machine, event: Event) -> String {
    if let Some(words) = retry_words(machine, event) {
        return match then_words(machine, event) {
            Some(then) => format!("{words}; then {then}"),
            None => words,
        };
    }
    let reason = machine.reason();
    let Event::Backtrack { to, .. } = event else {
        // A forced digit: the unit (or cell) in which it holds on the board shown, and the
        // eliminations it rests on; then what the new digit sets off.
        let words = reason.map_or_else(|| event.describe(), |r| r.words());
        return match then_words(machine, event) {
            Some(then) => format!("{words}; then {then}"),
            None => words,
        };
    };
    let Some(dead) = machine.dead_end() else {
        return event.describe();
    };
    let back = to.map_or_else(
        || "back to the start".to_owned(),
        |c| format!("back to {c}"),
    );
    if let DeadEnd::NothingFits { .. } = dead {
        return format!("{dead}; {back}");
    }
    let Event::Backtrack { cell, .. } = event else {
        return event.describe();
    };
    // The step's cell is the last digit placed, which need not lie in the unit that lost its
    // digit: the sentence names it only when it does.
    let no_place = matches!(dead, DeadEnd::NoPlace { unit, .. } if unit.cell_set().contains(cell));
    let because = reason.map(|r| r.because()).unwrap_or_default();
    let dead = if because.is_empty() {
        dead.to_string()
    } else {
        format!("{dead}: {}", because.join("; "))
    };
    let sep = if because.is_empty() { ", " } else { "; " };
    if no_place {
        format!("{cell}: {dead}{sep}{back}")
    } else {
        format!("{dead}{sep}{back}")
    }
}

/// The candidates the digit just placed strikes from the board shown through locked
/// candidates (the propagating engine's `n`), each with its lock: without them a candidate
/// would leave the board with no record.
fn then_words(machine: &Machine, event: Event) -> Option<String> {
    let then = machine.follow_on(event);
    if then.is_empty() {
        return None;
    }
    // What the step's own claim already names is not said twice.
    let claimed: Vec<_> = machine
        .reason()
        .map(|r| r.removed.iter().map(|x| (x.cell, x.digit)).collect())
        .unwrap_or_default();
    let then: Vec<_> = then
        .into_iter()
        .filter(|r| !claimed.contains(&(r.cell, r.digit)))
        .collect();
    let groups = lock_groups(&then);
    (!groups.is_empty()).then(|| groups.join("; "))
}

/// A logic frame as a row of the steps panel: where, what, the technique.
pub(super) fn logic_row(step: &Step) -> (String, String, String, Option<String>, bool) {
    match step {
        Step::Logic(d) => {
            // A step that only removes candidates shows its first removal (`r2c6 -1`).
            let (place, digits) = match (d.placements.first(), d.eliminations.first()) {
                (Some(&(cell, digit)), _) => (cell.to_string(), digit.to_string()),
                (None, Some(&(cell, digit))) => (cell.to_string(), format!("-{digit}")),
                (None, None) => ("-".to_owned(), "-".to_owned()),
            };
            let name = d.technique.name();
            (place, digits, name.to_owned(), Some(initials(name)), true)
        }
        Step::BruteForce { cell, digit } => (
            cell.to_string(),
            digit.to_string(),
            "brute force: from the solution".to_owned(),
            None,
            false,
        ),
    }
}

/// The next dominoes to try on a frame's cell (`2-5→`, `2-7↓`), in search order, the arrow
/// pointing to the second cell; `-` when none is left.
pub(super) fn ways_left(dominoes: &[stepdoku_core::domino::Domino]) -> Vec<String> {
    if dominoes.is_empty() {
        return vec!["-".to_owned()];
    }
    dominoes
        .iter()
        .map(|d| {
            let arrow = if d.cells[0].row() == d.cells[1].row() {
                '→'
            } else {
                '↓'
            };
            format!("{}-{}{arrow}", d.digits[0], d.digits[1])
        })
        .collect()
}

/// Which single forced a digit, short enough for the stack panel.
/// The words and the initials of a single (`NS`, `HS`), the stack's narrowest wording.
pub(super) fn single_words(single: Single) -> (String, Option<String>) {
    let words = match single {
        Single::Naked => "naked single".to_owned(),
        Single::Hidden(Unit::Row(i)) => format!("hidden, row {}", i + 1),
        Single::Hidden(Unit::Col(i)) => format!("hidden, col {}", i + 1),
        Single::Hidden(Unit::Box(i)) => format!("hidden, box {}", i + 1),
    };
    let short = match single {
        Single::Naked => "NS",
        Single::Hidden(_) => "HS",
    };
    (words, Some(short.to_owned()))
}

/// A technique's initials, as the stack shows it where its name does not fit: the first
/// letter of each word, a word in capitals or a number whole, a word in brackets left out
/// (`Locked Candidates Type 1 (Pointing)` is `LCT1`, `XY-Wing` `XYW`, `Bivalue Universal
/// Grave + 1` `BUG+1`).
#[must_use]
pub(super) fn initials(name: &str) -> String {
    name.split([' ', '-'])
        .filter(|word| !word.is_empty() && !word.starts_with('('))
        .map(|word| {
            let whole = word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '+');
            if whole {
                word.to_owned()
            } else {
                word.chars().take(1).flat_map(char::to_uppercase).collect()
            }
        })
        .collect()
}
