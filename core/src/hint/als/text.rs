//! How ALS deductions read: HoDoKu's `A=r1c23 {147}` for each set, and the shared evidence.

use super::sets::Als;
use crate::cell::{Cell, Digit, DigitSet};
use crate::hint::{Deduction, Evidence, Technique, notation};

/// `r1c23 {147}`.
pub(crate) fn als(a: &Als) -> String {
    format!(
        "{} {{{}}}",
        notation::cells(a.cells),
        notation::digits(a.digits)
    )
}

/// "4" or "4 and 7".
pub(crate) fn digit_list(set: DigitSet) -> String {
    let v: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    match v.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "1 is in A or in B, and no cell that sees all those 1s can be 1" for one digit, "each of 1
/// and 2 is in A or in B, and no cell that sees all its places there can hold it" for more:
/// `places` names where the digit must be ("in A or in B").
pub(crate) fn conclusion(z: DigitSet, places: &str) -> String {
    match z.only() {
        Some(d) => format!("{d} is {places}, and no cell that sees all those {d}s can be {d}"),
        None => format!(
            "each of {} is {places}, and no cell that sees all its places there can hold it",
            digit_list(z)
        ),
    }
}

/// Highlight every set's cells and candidates; `links` are the restricted-common digits.
pub(crate) fn evidence(sets: &[&Als], grid: &crate::hint::Candidates, links: DigitSet) -> Evidence {
    let mut ev = Evidence::default();
    for a in sets {
        ev.cells |= a.cells;
        for c in a.cells.iter() {
            for d in grid.candidates(c).iter() {
                let item = (c, d);
                if links.contains(d) {
                    if !ev.fins.contains(&item) {
                        ev.fins.push(item);
                    }
                } else if !ev.candidates.contains(&item) {
                    ev.candidates.push(item);
                }
            }
        }
    }
    ev
}

pub(crate) fn deduction(
    technique: Technique,
    line: &str,
    eliminations: Vec<(Cell, Digit)>,
    sentence: &str,
    evidence: Evidence,
) -> Deduction {
    let explanation = format!(
        "{technique}: {line} => {}. {sentence}",
        notation::eliminations(&eliminations)
    );
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}
