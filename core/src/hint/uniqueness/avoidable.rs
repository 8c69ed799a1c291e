//! Avoidable Rectangles: the deadly pattern among digits *placed* since the start. Two placed
//! (not given) cells `a`, `b` of one box, and across the rectangle either a placed cell
//! completing the swap pattern (type 1: the last corner cannot take the closing digit) or two
//! empty corners that could only close the pattern or take a common extra digit `x` (type 2:
//! one of them is `x`).
//!
//! Only digits placed after the puzzle's givens count: swapping a given would change the
//! puzzle, so a pattern through a given proves nothing. [`Candidates::givens`] tells them apart.

use super::rectangle::far_corners;
use super::{all_of, shared_units};
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Technique};

pub(super) fn find(technique: Technique, grid: &Candidates, out: &mut Vec<Deduction>) {
    let placed = |c: Cell| grid.get(c).is_some() && !grid.givens().contains(c);
    for start in Cell::all().filter(|&c| placed(c)) {
        let Some(v1) = grid.get(start) else { continue };
        let block = crate::cell::Unit::Box(start.block() as u8);
        for side in block.cell_set().iter() {
            // Each pair of placed cells once, from its first cell.
            if side <= start
                || !placed(side)
                || (side.row() != start.row() && side.col() != start.col())
            {
                continue;
            }
            let Some(v2) = grid.get(side) else { continue };
            for (far, diagonal) in far_corners(start, side) {
                // The deadly pattern would be far = v2, diagonal = v1.
                let corners = [start, side, far, diagonal];
                let step = match (grid.get(far), grid.get(diagonal)) {
                    (Some(f), None) if f == v2 && placed(far) && grid.has(diagonal, v1) => {
                        type_1(grid, corners, (diagonal, v1))
                    }
                    (None, Some(d)) if d == v1 && placed(diagonal) && grid.has(far, v2) => {
                        type_1(grid, corners, (far, v2))
                    }
                    (None, None) => type_2(grid, corners, v1, v2),
                    _ => None,
                };
                if let Some(step) = step.filter(|s| s.technique == technique) {
                    out.push(step);
                }
            }
        }
    }
}

#[expect(
    clippy::unnecessary_wraps,
    reason = "one signature for every type's finder, so the caller treats them alike"
)]
fn type_1(
    grid: &Candidates,
    corners: [Cell; 4],
    (target, digit): (Cell, Digit),
) -> Option<Deduction> {
    let cells: CellSet = corners.into_iter().collect();
    let placed = cells - CellSet::EMPTY.with(target);
    let plain = format!(
        "{} were placed, not given; if {target} were {digit}, the four corners would hold two \
         digits that could be swapped for a second solution. So {target} is not {digit}.",
        notation::cells(placed)
    );
    Some(step(
        Technique::AvoidableRectangle1,
        grid,
        corners,
        vec![(target, digit)],
        Vec::new(),
        &plain,
    ))
}

fn type_2(grid: &Candidates, corners: [Cell; 4], v1: Digit, v2: Digit) -> Option<Deduction> {
    let [_, _, far, diagonal] = corners;
    let far_cands = grid.candidates(far);
    let diagonal_cands = grid.candidates(diagonal);
    if far_cands.len() != 2 || diagonal_cands.len() != 2 {
        return None;
    }
    let x = far_cands.without(v2).only()?;
    if !far_cands.contains(v2) || diagonal_cands != rest(v1, x) {
        return None;
    }
    let targets = (grid.positions(x) & far.peers()) & diagonal.peers();
    if targets.is_empty() {
        return None;
    }
    let plain = format!(
        "{far} is {v2} or {x} and {diagonal} is {v1} or {x}; as {v2} and {v1} they would close a \
         swappable rectangle with the placed {} and {}, so one of them is {x}, and cells seeing \
         both are not.",
        corners[0], corners[1]
    );
    Some(step(
        Technique::AvoidableRectangle2,
        grid,
        corners,
        all_of(grid, targets, x),
        vec![(far, x), (diagonal, x)],
        &plain,
    ))
}

fn rest(a: Digit, b: Digit) -> crate::cell::DigitSet {
    crate::cell::DigitSet::single(a).with(b)
}

fn step(
    technique: Technique,
    grid: &Candidates,
    corners: [Cell; 4],
    eliminations: Vec<(Cell, Digit)>,
    fins: Vec<(Cell, Digit)>,
    plain: &str,
) -> Deduction {
    let (v1, v2) = (
        grid.get(corners[0]).map_or(0, Digit::get),
        grid.get(corners[1]).map_or(0, Digit::get),
    );
    let cells: CellSet = corners.into_iter().collect();
    let explanation = format!(
        "{technique}: {v1}/{v2} in {} => {}. {plain}",
        notation::cells(cells),
        notation::eliminations(&eliminations)
    );
    let evidence = Evidence {
        cells,
        candidates: Vec::new(),
        fins,
        base_units: shared_units(corners[0], corners[1]).collect(),
        cover_units: Vec::new(),
        links: Vec::new(),
    };
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}
