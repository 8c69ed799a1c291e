//! ALS-XY-Wing: a pivot set C linked to set A by restricted common X and to set B by Y
//! (X ≠ Y). If A lacks a digit Z it is locked, so X is in A, not in C; C is then locked, Y is in
//! C, not in B; B is locked and holds Z. So Z is in A or in B: cells seeing all those Z lose it.

use super::rc::Rc;
use super::sets::Als;
use super::text;
use crate::cell::{Cell, Digit};
use crate::hint::Settings;
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Technique, notation};

pub(crate) fn find(
    grid: &Candidates,
    alses: &[Als],
    rcs: &[Rc],
    overlap: bool,
    settings: &Settings,
) -> Vec<Deduction> {
    let mut found = Collector::new(settings);
    // the links of every set, so that pairs of links are only tried around a shared pivot
    let mut links_of: Vec<Vec<&Rc>> = vec![Vec::new(); alses.len()];
    for rc in rcs {
        links_of[rc.a].push(rc);
        links_of[rc.b].push(rc);
    }
    for (c, links) in links_of.iter().enumerate() {
        if found.done() {
            break;
        }
        for (i, rc1) in links.iter().enumerate() {
            for rc2 in &links[i + 1..] {
                if rc1.second.is_none() && rc2.second.is_none() && rc1.first == rc2.first {
                    continue;
                }
                let a = if rc1.a == c { rc1.b } else { rc1.a };
                let b = if rc2.a == c { rc2.b } else { rc2.a };
                if a == b {
                    continue;
                }
                let (sa, sb, sc) = (&alses[a], &alses[b], &alses[c]);
                if !overlap && !(sa.cells & sb.cells).is_empty() {
                    continue;
                }
                let union = sa.cells | sb.cells;
                if union == sa.cells || union == sb.cells {
                    continue;
                }
                let links = rc1.digits() | rc2.digits();
                let zs = (sa.digits & sb.digits) - links;
                let mut elims: Vec<(Cell, Digit)> = Vec::new();
                for z in zs.iter() {
                    let seen = sa.buddies(z) & sb.buddies(z);
                    elims.extend(seen.iter().map(|cell| (cell, z)));
                }
                if elims.is_empty() {
                    continue;
                }
                crate::hint::collector::normalise(&mut elims);
                let size = sa.cells.len() + sb.cells.len() + sc.cells.len();
                found.offer(elims.clone(), size, || {
                let z: crate::cell::DigitSet = elims.iter().map(|&(_, d)| d).collect();
                let line = format!(
                    "A={}, B={}, C={}, X,Y={},{}, Z={}",
                    text::als(sa),
                    text::als(sb),
                    text::als(sc),
                    notation::digits(rc1.digits()),
                    notation::digits(rc2.digits()),
                    notation::digits(z)
                );
                let sentence = format!(
                    "A, B and C are almost locked sets. C shares restricted common {} with A and {} \
                     with B. If A lacked {z}, A would be locked, so C loses {}, C is locked, so B \
                     loses {}, and B is locked and holds {z}. So {}.",
                    text::digit_list(rc1.digits()),
                    text::digit_list(rc2.digits()),
                    text::digit_list(rc1.digits()),
                    text::digit_list(rc2.digits()),
                    text::conclusion(z, "in A or in B"),
                    z = text::digit_list(z),
                );
                let mut evidence = text::evidence(&[sa, sb, sc], grid, links);
                // A, C and B as one chain: C is entered by A's common and left by B's.
                let into_c = rc1.first;
                let out_of_c = rc2.digits().without(into_c).first().unwrap_or(rc2.first);
                evidence.links = text::als_links(&[sa, sc, sb], &[into_c, out_of_c], z.first());
                text::deduction(Technique::AlsXyWing, &line, elims, &sentence, evidence)
            });
            }
        }
    }
    found.into_sorted()
}
