//! Hidden Rectangle: one corner holds only the pair (or two such corners on a diagonal). If in
//! the row and the column through the opposite corner one pair digit appears only at rectangle
//! corners, the opposite corner cannot take the other pair digit: it would force the deadly
//! pattern.

use super::rectangle::Rect;
use super::{rect_evidence, rect_step};
use crate::cell::Unit;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn check(grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    let mut two = rect.two.iter();
    let first = two.next();
    let second = two.next();
    match (first, second, rect.two.len()) {
        (Some(_), _, 1) => {}
        (Some(x), Some(y), 2) if x.row() != y.row() && x.col() != y.col() => {}
        _ => return,
    }
    for corner in rect.two.iter() {
        let Some(target) = rect.opposite(corner) else {
            continue;
        };
        let row = Unit::Row(target.row() as u8);
        let col = Unit::Col(target.col() as u8);
        let lines = (row.cell_set() | col.cell_set()) - rect.cells();
        let (a, b) = rect.pair;
        for (locked, gone) in [(a, b), (b, a)] {
            if !(grid.positions(locked) & lines).is_empty() || !grid.has(target, gone) {
                continue;
            }
            let plain = format!(
                "In {row} and {col}, {locked} appears only in the rectangle. If {target} were \
                 {gone}, {locked} would have to take the two corners beside it, leaving {gone} \
                 for {corner}: a deadly pattern. So {target} is not {gone}."
            );
            let mut evidence = rect_evidence(grid, rect);
            evidence.base_units = vec![row, col];
            out.push(rect_step(
                Technique::HiddenRectangle,
                rect,
                vec![(target, gone)],
                evidence,
                &plain,
            ));
        }
    }
}
