//! Restricted commons: a digit two ALS share where every cell of either holding it sees every
//! cell of the other holding it, so at most one of the two sets can hold it. Two ALS have at
//! most two such digits (then they are "doubly linked").

use super::sets::Als;
use crate::cell::{CellSet, Digit};

/// One or two restricted commons between ALS `a` and `b` (indices into the ALS list).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Rc {
    pub a: usize,
    pub b: usize,
    pub first: Digit,
    pub second: Option<Digit>,
}

impl Rc {
    pub(crate) fn digits(&self) -> crate::cell::DigitSet {
        let mut s = crate::cell::DigitSet::single(self.first);
        if let Some(d) = self.second {
            s.insert(d);
        }
        s
    }
}

/// The restricted commons between `x` and `y`, if any. Overlapping sets qualify only when
/// `overlap` is allowed, and then no restricted common may sit in the shared cells.
pub(crate) fn between(x: &Als, y: &Als, overlap: bool) -> Option<(Digit, Option<Digit>)> {
    let shared = x.cells & y.cells;
    if !overlap && !shared.is_empty() {
        return None;
    }
    let mut found: Option<(Digit, Option<Digit>)> = None;
    for d in (x.digits & y.digits).iter() {
        let cells: CellSet = x.with(d) | y.with(d);
        if !(cells & shared).is_empty() {
            continue;
        }
        // every `d` of both sets sees every other one
        let seen_by_all = x.buddies_or_self(d) & y.buddies_or_self(d);
        if (cells - seen_by_all).is_empty() {
            found = match found {
                None => Some((d, None)),
                Some((first, _)) => Some((first, Some(d))),
            };
        }
    }
    found
}

/// Every restricted common, in HoDoKu's order (by first ALS, then second, lower index first);
/// with `both_ways` each pair is also listed the other way round, right after.
pub(crate) fn collect(alses: &[Als], overlap: bool, both_ways: bool) -> Vec<Rc> {
    let mut out = Vec::new();
    for i in 0..alses.len() {
        for j in i + 1..alses.len() {
            if (alses[i].digits & alses[j].digits).is_empty() {
                continue;
            }
            if let Some((first, second)) = between(&alses[i], &alses[j], overlap) {
                out.push(Rc {
                    a: i,
                    b: j,
                    first,
                    second,
                });
                if both_ways {
                    out.push(Rc {
                        a: j,
                        b: i,
                        first,
                        second,
                    });
                }
            }
        }
    }
    out
}
