//! A chain's links one at a time: each link in HoDoKu's notation (`r5c1 =1= r5c9`) and why it
//! holds, in words read off the candidates the hint was found on, so a player can step
//! through a chain, loop or colouring link by link.
//!
//! A link's ends are single candidates; a group or an almost locked set stands in the link
//! by its first cell. Where the candidates do not show the reason (such a node, or a link
//! between different digits), the words say only what the link claims, never a reason that
//! is not there.

use crate::cell::{Cell, CellMap, Digit, DigitSet, Unit};
use crate::hint::Link;

/// `r5c1 =1= r5c9` for a strong link, `r5c9 -1- r8c9` for a weak one, and inside one cell
/// `r4c7 3=5` (strong) or `r4c7 3-5` (weak).
#[must_use]
pub fn notation(link: &Link) -> String {
    let ((a, da), (b, db)) = (link.from, link.to);
    let sym = if link.strong { '=' } else { '-' };
    if link.through_als {
        format!("{a}({da}) {sym} {b}({db})")
    } else if a == b {
        format!("{a} {da}{sym}{db}")
    } else if da == db {
        format!("{a} {sym}{da}{sym} {b}")
    } else {
        format!("{a}({da}) {sym} {b}({db})")
    }
}

/// Why the link holds and what it carries along the chain: "1 fits only r5c1 and r5c9 in row
/// 5: if r5c1 is not 1, r5c9 is 1." A strong link reads from its start being false (one of the
/// two is true), a weak one from its start being true (not both are).
#[must_use]
pub fn words(link: &Link, candidates: &CellMap<DigitSet>) -> String {
    let ((a, da), (b, db)) = (link.from, link.to);
    let then = if link.strong {
        format!("if {a} is not {da}, {b} is {db}")
    } else {
        format!("if {a} is {da}, {b} is not {db}")
    };
    if link.through_als {
        return als_words(*link);
    }
    let reason = match (a == b, da == db, link.strong) {
        (true, _, true) if candidates[a] == DigitSet::EMPTY.with(da).with(db) => {
            Some(format!("{a} holds only {da} and {db}"))
        }
        (true, _, false) => Some(format!("{a} holds one digit")),
        (false, true, true) => only_two(a, b, da, candidates)
            .map(|unit| format!("{da} fits only {a} and {b} in {unit}")),
        (false, true, false) => shared(a, b).map(|unit| format!("{a} and {b} share {unit}")),
        _ => None,
    };
    match reason {
        Some(reason) => format!("{reason}: {then}."),
        None if link.strong => format!("A strong link, one end or the other true: {then}."),
        None => format!("A weak link, not both ends true: {then}."),
    }
}

/// A link through an almost locked set: what it claims of the set, never of one cell, since
/// the set may hold the digit in several.
fn als_words(link: Link) -> String {
    let ((a, da), (b, db)) = (link.from, link.to);
    let set = if a == b {
        format!("through {a}")
    } else {
        format!("({a} to {b})")
    };
    if link.strong {
        format!(
            "An almost locked set {set} that loses {da} is locked on its other digits, so it \
             holds {db}."
        )
    } else if da == db {
        format!(
            "Every {da} at {a}'s end sees every {da} at {b}'s end (an almost locked set's {da}s \
             count together): if the first end holds {da}, the other does not."
        )
    } else {
        format!(
            "An almost locked set (at {a}) that loses {da} is locked, and every {db} in it sees \
             {b}: {b} is not {db}."
        )
    }
}

/// A unit of `a` and `b` in which `digit` fits nowhere else.
fn only_two(a: Cell, b: Cell, digit: Digit, candidates: &CellMap<DigitSet>) -> Option<Unit> {
    a.units().into_iter().find(|unit| {
        let cells = unit.cell_set();
        cells.contains(b)
            && cells
                .iter()
                .filter(|&c| candidates[c].contains(digit))
                .eq(sorted(a, b))
    })
}

fn sorted(a: Cell, b: Cell) -> [Cell; 2] {
    if a < b { [a, b] } else { [b, a] }
}

/// The first unit `a` and `b` share: row, column, then box.
fn shared(a: Cell, b: Cell) -> Option<Unit> {
    a.units()
        .into_iter()
        .find(|unit| unit.cell_set().contains(b))
}

#[cfg(test)]
mod tests;
