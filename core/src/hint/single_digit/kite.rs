//! 2-String Kite: a conjugate pair in a row and one in a column, one cell of each in the same
//! box. Those two box cells cannot both hold the digit, so one free end does, and the cell
//! where the free ends' column and row cross loses the digit. A Dual 2-String Kite is two kites
//! through the same two box cells.

use super::{Chain, conjugate_pair};
use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

/// One kite: `row_end = row_box - col_box = col_end`, eliminating at `target`.
#[derive(Clone, Copy)]
struct Kite {
    digit: Digit,
    row_end: Cell,
    row_box: Cell,
    col_box: Cell,
    col_end: Cell,
    target: Cell,
}

impl Kite {
    fn chain(self, technique: Technique) -> Chain {
        let Kite {
            digit,
            row_end,
            row_box,
            col_box,
            col_end,
            target,
        } = self;
        Chain {
            technique,
            digit,
            cells: [row_end, row_box, col_box, col_end],
            targets: CellSet::EMPTY.with(target),
            summary: format!(
                "2-String Kite: {digit} in {row_end},{col_end} (connected by {row_box},{col_box})"
            ),
        }
    }

    /// The box cells as an unordered pair, which identifies duals.
    fn box_cells(self) -> CellSet {
        CellSet::EMPTY.with(self.row_box).with(self.col_box)
    }
}

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    for digit in Digit::all() {
        for_each_kite(grid, digit, |kite| {
            out.push(kite.chain(Technique::TwoStringKite).into_deduction());
        });
    }
}

pub(super) fn find_duals(grid: &Candidates, out: &mut Vec<Deduction>) {
    // HoDoKu pairs kites by their box cells alone, so a "dual" may join kites of two digits
    // that happen to share the box cells; each half stands on its own, so the pair is sound.
    let mut kites = Vec::new();
    for digit in Digit::all() {
        for_each_kite(grid, digit, |kite| kites.push(kite));
    }
    for (i, first) in kites.iter().enumerate() {
        for second in &kites[i + 1..] {
            if first.box_cells() == second.box_cells()
                && (first.target, first.digit) != (second.target, second.digit)
            {
                out.push(dual(*first, *second));
            }
        }
    }
}

/// Two kites on the same box cells, reported as one step with both eliminations.
fn dual(first: Kite, second: Kite) -> Deduction {
    let technique = Technique::DualTwoStringKite;
    let (one, two) = (first.chain(technique), second.chain(technique));
    let mut eliminations = vec![(first.target, first.digit), (second.target, second.digit)];
    eliminations.sort_unstable();
    let mut evidence = one.evidence();
    let other = two.evidence();
    evidence.cells |= other.cells;
    evidence.candidates.extend(other.candidates);
    evidence.candidates.sort_unstable();
    evidence.candidates.dedup();
    evidence.fins.clone_from(&eliminations);
    evidence.base_units.extend(other.base_units);
    evidence.links.extend(other.links);
    let ends = if first.digit == second.digit {
        format!(
            "{} in {},{},{},{}",
            first.digit, first.row_end, first.col_end, second.row_end, second.col_end
        )
    } else {
        format!(
            "{} in {},{}, {} in {},{}",
            first.digit, first.row_end, first.col_end, second.digit, second.row_end, second.col_end
        )
    };
    let explanation = format!(
        "Dual 2-String Kite: {ends} (connected by {},{}) => {}. Two kites meet in the box cells \
         {} and {}. {} {}",
        first.row_box,
        first.col_box,
        notation::eliminations(&eliminations),
        first.row_box,
        first.col_box,
        one.plain(),
        two.plain(),
    );
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}

/// Every kite of `digit`, rows in order, then columns, then the four ways to pick the box cells.
fn for_each_kite(grid: &Candidates, digit: Digit, mut emit: impl FnMut(Kite)) {
    for r in 0..9u8 {
        let Some(row) = conjugate_pair(grid, digit, Unit::Row(r)) else {
            continue;
        };
        for c in 0..9u8 {
            let Some(col) = conjugate_pair(grid, digit, Unit::Col(c)) else {
                continue;
            };
            if row.0 == col.0 || row.0 == col.1 || row.1 == col.0 || row.1 == col.1 {
                continue;
            }
            for (row_box, row_end) in [(row.0, row.1), (row.1, row.0)] {
                for (col_box, col_end) in [(col.0, col.1), (col.1, col.0)] {
                    if row_box.block() != col_box.block() {
                        continue;
                    }
                    let Some(target) = Cell::at(col_end.row(), row_end.col()) else {
                        continue;
                    };
                    if grid.has(target, digit) {
                        emit(Kite {
                            digit,
                            row_end,
                            row_box,
                            col_box,
                            col_end,
                            target,
                        });
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::Settings;
    use crate::hint::test_support::{only_digit, triples};

    #[test]
    fn kite_removes_the_crossing_cell() {
        // 3 in row 2 only at c1,c6; in column 5 only at r3,r8; r2c6 and r3c5 share box 2.
        let grid = only_digit(3, &[(2, 1), (2, 6), (3, 5), (8, 5), (8, 1), (5, 9)]);
        let mut out = Vec::new();
        find(&grid, &mut out);
        let hit = out
            .iter()
            .find(|d| triples(&d.eliminations) == vec![(8, 1, 3)])
            .unwrap();
        assert!(
            hit.explanation
                .starts_with("2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3."),
            "{}",
            hit.explanation
        );
    }

    #[test]
    fn dual_kite_needs_the_setting_and_combines_both() {
        // Box 1 cells r1c1 and r2c2: row 1 and column 1 through r1c1, row 2 and column 2
        // through r2c2 are all conjugate pairs, so two kites share the box cells.
        let grid = only_digit(
            5,
            &[
                (1, 1),
                (1, 7),
                (7, 1),
                (2, 2),
                (2, 8),
                (8, 2),
                (8, 7),
                (7, 8),
            ],
        );
        let mut out = Vec::new();
        super::super::find(
            Technique::DualTwoStringKite,
            &grid,
            &Settings::default(),
            &mut out,
        );
        assert!(out.is_empty());
        let settings = Settings {
            single_digit_duals: true,
            ..Settings::default()
        };
        super::super::find(Technique::DualTwoStringKite, &grid, &settings, &mut out);
        let found: Vec<_> = out.iter().map(|d| triples(&d.eliminations)).collect();
        assert!(found.contains(&vec![(7, 8, 5), (8, 7, 5)]), "{found:?}");
    }
}
