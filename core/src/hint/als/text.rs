//! How ALS deductions read: HoDoKu's `A=r1c23 {147}` for each set, and the shared evidence.

use super::sets::Als;
use crate::cell::{Cell, Digit, DigitSet};
use crate::hint::{Deduction, Evidence, Link, Technique, notation};

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

/// The links of almost locked sets chained by restricted commons, for drawing and stepping:
/// `sets` in chain order, `commons[i]` the digit linking `sets[i]` to `sets[i + 1]`, and `z`
/// the digit both ends hold. Inside each set a strong link from the digit it is entered by to
/// the one it leaves by (it loses the one, so it holds the other); between two sets a weak one
/// (the one holding their common digit, the other does not). Each end is the set's first cell
/// holding the digit.
pub(crate) fn als_links(sets: &[&Als], commons: &[Digit], z: Option<Digit>) -> Vec<Link> {
    let end = |set: &Als, digit: Digit| set.with(digit).first().map(|cell| (cell, digit));
    let mut links = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        let entry = if i == 0 {
            z
        } else {
            commons.get(i - 1).copied()
        };
        let exit = commons
            .get(i)
            .copied()
            .or(if i + 1 == sets.len() { z } else { None });
        if let (Some(from), Some(to)) = (
            entry.and_then(|d| end(set, d)),
            exit.and_then(|d| end(set, d)),
        ) && from != to
        {
            links.push(Link {
                from,
                to,
                strong: true,
                through_als: true,
            });
        }
        if let (Some(&x), Some(next)) = (commons.get(i), sets.get(i + 1))
            && let (Some(from), Some(to)) = (end(set, x), end(next, x))
        {
            links.push(Link {
                from,
                to,
                strong: false,
                through_als: true,
            });
        }
    }
    links
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
