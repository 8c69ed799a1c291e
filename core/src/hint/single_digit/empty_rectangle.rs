//! Empty Rectangle: in a box, a digit fits only on one row and one column of the box (the
//! other four cells are "empty"), so the box's digit lies on that row or that column. A
//! conjugate pair leaving the ER row (column) then pins the digit out of one cell of the ER
//! column (row). A Dual Empty Rectangle is two ERs of one box with different eliminations.

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Link, Technique};

/// One ER elimination: the box, its row and column, and the conjugate pair `near = far`
/// (`near` on the ER line outside the box).
#[derive(Clone, Copy)]
struct Er {
    digit: Digit,
    block: usize,
    box_cells: CellSet,
    /// The ER line the pair leaves from, and the other ER line where the target lies.
    from: Unit,
    to: Unit,
    near: Cell,
    far: Cell,
    target: Cell,
}

pub(super) fn find(grid: &Candidates, two_candidates: bool, out: &mut Vec<Deduction>) {
    for digit in Digit::all() {
        for_each_er(grid, digit, two_candidates, |er| {
            out.push(deduction(Technique::EmptyRectangle, &[er]));
        });
    }
}

pub(super) fn find_duals(grid: &Candidates, two_candidates: bool, out: &mut Vec<Deduction>) {
    let mut ers = Vec::new();
    for digit in Digit::all() {
        ers.clear();
        for_each_er(grid, digit, two_candidates, |er| ers.push(er));
        for (i, first) in ers.iter().enumerate() {
            for second in &ers[i + 1..] {
                if first.block == second.block && first.target != second.target {
                    out.push(deduction(Technique::DualEmptyRectangle, &[*first, *second]));
                }
            }
        }
    }
}

fn for_each_er(grid: &Candidates, digit: Digit, two_candidates: bool, mut emit: impl FnMut(Er)) {
    for block in 0..9 {
        let box_unit = Unit::Box(block as u8);
        let box_cells = grid.positions_in(digit, box_unit);
        // Five cells (a row and a column of the box) at most; two at least.
        if !(2..=5).contains(&box_cells.len()) {
            continue;
        }
        let (top, left) = ((block / 3) * 3, (block % 3) * 3);
        for er_row in top..top + 3 {
            for er_col in left..left + 3 {
                let row = Unit::Row(er_row as u8);
                let col = Unit::Col(er_col as u8);
                let in_row = box_cells & row.cell_set();
                let in_col = box_cells & col.cell_set();
                if !(box_cells - (in_row | in_col)).is_empty()
                    || (in_row - in_col).is_empty()
                    || (in_col - in_row).is_empty()
                {
                    continue;
                }
                // With one candidate on each line the ER is only an X-Chain in disguise;
                // HoDoKu accepts it only when asked to.
                if in_row.len() < 2 && in_col.len() < 2 && !two_candidates {
                    continue;
                }
                let shape = |from, to, near, far, target| Er {
                    digit,
                    block,
                    box_cells,
                    from,
                    to,
                    near,
                    far,
                    target,
                };
                // Pairs leaving along the ER row: a column pair ends on some row, which meets
                // the ER column at the target.
                for near in outside(grid, digit, row, box_unit) {
                    let Some(far) = partner(grid, digit, Unit::Col(near.col() as u8), near) else {
                        continue;
                    };
                    if let Some(target) = Cell::at(far.row(), er_col)
                        && target.block() != block
                        && grid.has(target, digit)
                    {
                        emit(shape(row, col, near, far, target));
                    }
                }
                for near in outside(grid, digit, col, box_unit) {
                    let Some(far) = partner(grid, digit, Unit::Row(near.row() as u8), near) else {
                        continue;
                    };
                    if let Some(target) = Cell::at(er_row, far.col())
                        && target.block() != block
                        && grid.has(target, digit)
                    {
                        emit(shape(col, row, near, far, target));
                    }
                }
            }
        }
    }
}

/// Cells of `line` outside `block` holding `digit`.
fn outside(grid: &Candidates, digit: Digit, line: Unit, block: Unit) -> impl Iterator<Item = Cell> {
    (grid.positions_in(digit, line) - block.cell_set()).iter()
}

/// The other cell of a conjugate pair through `cell` in `unit`.
fn partner(grid: &Candidates, digit: Digit, unit: Unit, cell: Cell) -> Option<Cell> {
    let cells = grid.positions_in(digit, unit);
    (cells.len() == 2)
        .then(|| (cells - CellSet::EMPTY.with(cell)).first())
        .flatten()
}

fn deduction(technique: Technique, ers: &[Er]) -> Deduction {
    let first = ers[0];
    let d = first.digit;
    let mut eliminations: Vec<(Cell, Digit)> = ers.iter().map(|e| (e.target, d)).collect();
    eliminations.sort_unstable();
    let mut cells = first.box_cells;
    let mut links = Vec::new();
    let mut pairs = Vec::new();
    for er in ers {
        cells = cells.with(er.near).with(er.far);
        pairs.push(format!("{},{}", er.near, er.far));
        links.push(Link {
            from: (er.near, d),
            to: (er.far, d),
            strong: true,
            through_als: false,
        });
    }
    let boxes = Unit::Box(first.block as u8);
    let plain: Vec<String> = ers
        .iter()
        .map(|er| {
            format!(
                "In {boxes}, {d} lies only on {} or {}. If {} were {d}, {} would not be, so {} \
                 would be; then {boxes} could hold {d} neither on {} (seen by {}) nor on {} (seen \
                 by {}). So {} is not {d}.",
                er.from,
                er.to,
                er.target,
                er.far,
                er.near,
                er.from,
                er.near,
                er.to,
                er.target,
                er.target
            )
        })
        .collect();
    let evidence = Evidence {
        cells,
        candidates: first.box_cells.iter().map(|c| (c, d)).collect(),
        fins: eliminations.clone(),
        base_units: vec![boxes],
        cover_units: vec![first.from, first.to],
        links,
    };
    let explanation = format!(
        "{technique}: {d} in b{} ({}) => {}. {}",
        first.block + 1,
        pairs.join(" / "),
        notation::eliminations(&eliminations),
        plain.join(" ")
    );
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::test_support::{only_digit, triples};

    #[test]
    fn er_in_box_five_with_a_column_pair() {
        // 9 in box 5 only on row 5 and column 5: r5c4, r5c6, r4c5, r6c5 (an L/cross, three
        // cells on the row line). Column 8 holds 9 only at r5c8 and r2c8, so r2c5 loses 9.
        let grid = only_digit(
            9,
            &[
                (5, 4),
                (5, 6),
                (4, 5),
                (6, 5),
                (5, 8),
                (2, 8),
                (2, 5),
                (8, 5),
            ],
        );
        let mut out = Vec::new();
        find(&grid, false, &mut out);
        let found: Vec<_> = out.iter().map(|d| triples(&d.eliminations)).collect();
        assert!(found.contains(&vec![(2, 5, 9)]), "{found:?}");
        assert!(out.iter().all(|d| d.technique == Technique::EmptyRectangle));
    }

    #[test]
    fn two_candidate_boxes_need_the_setting() {
        // Box 1 holds 2 only at r1c2 and r3c1 (one per line): a degenerate ER.
        // Row 1 leaves the box at r1c8, column 8 pairs it with r6c8, whose row meets the ER
        // column 1 at r6c1; the other way round, column 1 leaves at r6c1, row 6 pairs it with
        // r6c8, whose column meets the ER row 1 at r1c8.
        let grid = only_digit(2, &[(1, 2), (3, 1), (1, 8), (6, 8), (6, 1)]);
        let mut out = Vec::new();
        find(&grid, false, &mut out);
        assert!(out.is_empty());
        find(&grid, true, &mut out);
        let found: Vec<_> = out.iter().map(|d| triples(&d.eliminations)).collect();
        assert_eq!(found, vec![vec![(6, 1, 2)], vec![(1, 8, 2)]]);
    }
}
