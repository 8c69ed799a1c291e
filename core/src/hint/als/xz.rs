//! ALS-XZ: two almost locked sets A and B with a restricted common X. At most one of them holds
//! X, so the other is locked; then a digit Z both hold is in A or in B, and a cell that sees
//! every Z of both cannot be Z. Doubly linked (two restricted commons): both sets are locked,
//! so each of their digits is cleared from every cell that sees all its places in the set.

use super::rc::Rc;
use super::sets::Als;
use super::text;
use crate::cell::{Cell, Digit, DigitSet};
use crate::hint::Settings;
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Technique};

pub(crate) fn find(
    grid: &Candidates,
    alses: &[Als],
    rcs: &[Rc],
    settings: &Settings,
) -> Vec<Deduction> {
    let mut found = Collector::new(settings);
    for rc in rcs.iter().filter(|rc| rc.a < rc.b) {
        if found.done() {
            break;
        }
        let (a, b) = (&alses[rc.a], &alses[rc.b]);
        let x = rc.digits();
        let mut elims: Vec<(Cell, Digit)> = Vec::new();
        let common = a.digits & b.digits;
        // Z: any common digit but the restricted common (with two, each covers the other)
        let zs = if rc.second.is_some() {
            common
        } else {
            common.without(rc.first)
        };
        let mut z_used = DigitSet::EMPTY;
        for z in zs.iter() {
            let seen = a.buddies(z) & b.buddies(z);
            if !seen.is_empty() {
                z_used.insert(z);
            }
            elims.extend(seen.iter().map(|c| (c, z)));
        }
        if rc.second.is_some() {
            for (locked, other) in [(a, b), (b, a)] {
                for d in (locked.digits - x).iter() {
                    let seen = locked.buddies(d) - other.cells;
                    elims.extend(seen.iter().map(|c| (c, d)));
                }
            }
        }
        crate::hint::collector::normalise(&mut elims);
        if elims.is_empty() {
            continue;
        }
        let size = a.cells.len() + b.cells.len();
        found.offer(elims.clone(), size, || make(grid, a, b, rc, z_used, elims));
    }
    found.into_sorted()
}

fn make(
    grid: &Candidates,
    a: &Als,
    b: &Als,
    rc: &Rc,
    z: DigitSet,
    elims: Vec<(Cell, Digit)>,
) -> Deduction {
    let x = rc.digits();
    let line = format!(
        "A={}, B={}, X={}{}",
        text::als(a),
        text::als(b),
        crate::hint::notation::digits(x),
        if z.is_empty() {
            String::new()
        } else {
            format!(", Z={}", crate::hint::notation::digits(z))
        }
    );
    let sentence = if rc.second.is_none() {
        format!(
            "A and B are almost locked sets (one digit more than cells). Every {x} in A sees every \
             {x} in B, so at most one of them holds {x}, and the other is locked on its remaining \
             digits. So {}.",
            text::conclusion(z, "in A or in B"),
            x = rc.first,
        )
    } else {
        format!(
            "A and B are almost locked sets linked by two restricted commons, {}: neither can \
             hold both, so both sets are locked. Each digit is then confined to its set's cells \
             (and {} to the cells of A and B together), and cells that see all its places lose it.",
            text::digit_list(x),
            text::digit_list(x),
        )
    };
    let mut evidence = text::evidence(&[a, b], grid, x);
    evidence.links = match rc.second {
        Some(second) => {
            // Doubly linked, a loop: A's first common to B's, B's second back to A's, and A
            // closes it (entered by the second, left by the first).
            text::als_links(&[a, b, a], &[rc.first, second], Some(rc.first))
        }
        None => text::als_links(&[a, b], &[rc.first], z.first()),
    };
    text::deduction(Technique::AlsXz, &line, elims, &sentence, evidence)
}
