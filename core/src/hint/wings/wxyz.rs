//! WXYZ-Wing: four cells holding four digits between them, where every digit but one (`z`) is
//! "restricted" (all its cells in the pattern see each other, so it fills at most one of them).
//! Three restricted digits cannot fill four cells, so one of the `z` cells is `z`, and cells
//! seeing every `z` of the pattern lose it. (HoDoKu has no WXYZ-Wing; this is the general
//! form Sudoku Explainer and most solvers use.)

use super::{seeing_all, verbs, wing_step};
use crate::cell::{Cell, CellSet, Digit, DigitSet};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    // Cells small enough to take part, gathered once; each four-digit set then filters them.
    let small: Vec<(Cell, DigitSet)> = grid
        .empty_cells()
        .iter()
        .map(|c| (c, grid.candidates(c)))
        .filter(|(_, cands)| (2..=4).contains(&cands.len()))
        .collect();
    if small.len() < 4 {
        return;
    }
    let mut pool: Vec<Cell> = Vec::with_capacity(small.len());
    for bits in 0u16..512 {
        let digits = DigitSet::from_bits(bits);
        if digits.len() != 4 {
            continue;
        }
        pool.clear();
        pool.extend(
            small
                .iter()
                .filter(|(_, cands)| (*cands - digits).is_empty())
                .map(|&(c, _)| c),
        );
        if pool.len() >= 4 {
            search(grid, digits, &pool, out);
        }
    }
}

/// Every four cells of `pool` (ascending) that use all of `digits` with one unrestricted digit.
fn search(grid: &Candidates, digits: DigitSet, pool: &[Cell], out: &mut Vec<Deduction>) {
    let n = pool.len();
    for i in 0..n {
        for j in i + 1..n {
            if unrestricted(grid, &[pool[i], pool[j]]).len() > 1 {
                continue;
            }
            for k in j + 1..n {
                if unrestricted(grid, &[pool[i], pool[j], pool[k]]).len() > 1 {
                    continue;
                }
                for l in k + 1..n {
                    let cells = [pool[i], pool[j], pool[k], pool[l]];
                    let used = cells
                        .iter()
                        .fold(DigitSet::EMPTY, |acc, &c| acc | grid.candidates(c));
                    if used != digits {
                        continue;
                    }
                    let Some(z) = unrestricted(grid, &cells).only() else {
                        continue;
                    };
                    let z_cells: CellSet =
                        cells.iter().copied().filter(|&c| grid.has(c, z)).collect();
                    let targets = seeing_all(grid, z, z_cells) - cells.iter().copied().collect();
                    if targets.is_empty() {
                        continue;
                    }
                    out.push(step(grid, cells, digits, z, z_cells, targets));
                }
            }
        }
    }
}

/// The digits whose cells among `cells` do not all see each other.
fn unrestricted(grid: &Candidates, cells: &[Cell]) -> DigitSet {
    let mut out = DigitSet::EMPTY;
    for (i, &a) in cells.iter().enumerate() {
        for &b in &cells[i + 1..] {
            if !a.sees(b) {
                out |= grid.candidates(a) & grid.candidates(b);
            }
        }
    }
    out
}

fn step(
    grid: &Candidates,
    cells: [Cell; 4],
    digits: DigitSet,
    z: Digit,
    z_cells: CellSet,
    targets: CellSet,
) -> Deduction {
    let others: Vec<String> = digits.without(z).iter().map(|d| d.to_string()).collect();
    let (see, they) = verbs(targets);
    let plain = format!(
        "{} can each fill at most one of these four cells (their cells see each other), so at \
         least one cell is {z}: one of {} is {z}, and {} {see} all of them, so {they} cannot be \
         {z}.",
        others.join(", "),
        notation::cells(z_cells),
        notation::cells(targets),
    );
    let listed: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    wing_step(
        Technique::WxyzWing,
        grid,
        &cells,
        &listed.join("/"),
        z,
        targets,
        &plain,
    )
}
