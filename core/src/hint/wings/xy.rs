//! XY-Wing (pivot `xy`, pincers `xz` and `yz`) and XYZ-Wing (pivot `xyz`, same pincers): the
//! pivot's digit pushes `z` into one pincer (or, for XYZ, the pivot itself), so cells seeing
//! all the `z`s lose it.

use super::{seeing_all, verbs, wing_step};
use crate::cell::{Cell, CellSet};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find_xy(grid: &Candidates, out: &mut Vec<Deduction>) {
    let bivalue = grid.bivalue_cells();
    for pivot in bivalue.iter() {
        let pair = grid.candidates(pivot);
        let (Some(x), Some(y)) = (pair.first(), pair.iter().nth(1)) else {
            continue;
        };
        let seen = bivalue & pivot.peers();
        for a in seen.iter().filter(|&c| grid.has(c, x) && !grid.has(c, y)) {
            let Some(z) = grid.candidates(a).without(x).only() else {
                continue;
            };
            for b in seen.iter() {
                if grid.candidates(b) != crate::cell::DigitSet::single(y).with(z) {
                    continue;
                }
                let pincers = CellSet::EMPTY.with(a).with(b);
                let targets = seeing_all(grid, z, pincers);
                if targets.is_empty() {
                    continue;
                }
                let (see, they) = verbs(targets);
                let plain = format!(
                    "{pivot} is {x} or {y}. If {x}, {a} is {z}; if {y}, {b} is {z}. Either way \
                     one of {a} and {b} is {z}, and {} {see} both, so {they} cannot be {z}.",
                    notation::cells(targets)
                );
                out.push(wing_step(
                    Technique::XyWing,
                    grid,
                    &[pivot, a, b],
                    &format!("{x}/{y}/{z}"),
                    z,
                    targets,
                    &plain,
                ));
            }
        }
    }
}

pub(super) fn find_xyz(grid: &Candidates, out: &mut Vec<Deduction>) {
    let bivalue = grid.bivalue_cells();
    for pivot in Cell::all().filter(|&c| grid.candidates(c).len() == 3) {
        let digits = grid.candidates(pivot);
        let pincers: Vec<Cell> = (bivalue & pivot.peers())
            .iter()
            .filter(|&c| (grid.candidates(c) - digits).is_empty())
            .collect();
        for (i, &a) in pincers.iter().enumerate() {
            for &b in &pincers[i + 1..] {
                let (ca, cb) = (grid.candidates(a), grid.candidates(b));
                let Some(z) = (ca & cb).only().filter(|_| ca != cb) else {
                    continue;
                };
                let cells = CellSet::EMPTY.with(pivot).with(a).with(b);
                let targets = seeing_all(grid, z, cells);
                if targets.is_empty() {
                    continue;
                }
                let (see, they) = verbs(targets);
                let plain = format!(
                    "{pivot} is {}. If it is not {z}, it is {}, which makes {a} {z}, or {}, which \
                     makes {b} {z}. So {z} is in {pivot}, {a} or {b}, and {} {see} all three, so \
                     {they} cannot be {z}.",
                    digits,
                    ca.without(z)
                        .first()
                        .map_or('?', crate::cell::Digit::to_char),
                    cb.without(z)
                        .first()
                        .map_or('?', crate::cell::Digit::to_char),
                    notation::cells(targets)
                );
                let listed: String = digits
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join("/");
                out.push(wing_step(
                    Technique::XyzWing,
                    grid,
                    &[pivot, a, b],
                    &listed,
                    z,
                    targets,
                    &plain,
                ));
            }
        }
    }
}
