//! Wings: a few bivalue (or trivalue) cells whose digits force one digit `z` into at least one
//! of the "pincer" cells, so any cell seeing all of them loses `z`. XY-Wing and XYZ-Wing use a
//! pivot and two pincers, WXYZ-Wing four cells with four digits, and W-Wing two equal bivalue
//! cells joined by a conjugate pair of their other digit.

mod w;
mod wxyz;
mod xy;

use crate::cell::{Cell, CellSet, Digit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    _settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    match technique {
        Technique::XyWing => xy::find_xy(grid, out),
        Technique::XyzWing => xy::find_xyz(grid, out),
        Technique::WxyzWing => wxyz::find(grid, out),
        Technique::WWing => w::find(grid, out),
        _ => {}
    }
}

/// Cells of `digit` that see every cell of `cells`.
fn seeing_all(grid: &Candidates, digit: Digit, cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(grid.positions(digit), |acc, c| acc & c.peers())
}

/// A wing deduction: eliminate `z` from `targets`; `cells` in HoDoKu's order (pivot first).
fn wing_step(
    technique: Technique,
    grid: &Candidates,
    cells: &[Cell],
    digits: &str,
    z: Digit,
    targets: CellSet,
    plain: &str,
) -> Deduction {
    let eliminations: Vec<(Cell, Digit)> = targets.iter().map(|c| (c, z)).collect();
    let listed: Vec<String> = cells.iter().map(Cell::to_string).collect();
    let explanation = format!(
        "{technique}: {digits} in {} => {}. {plain}",
        listed.join(","),
        notation::eliminations(&eliminations)
    );
    let mut candidates = Vec::new();
    let mut fins = Vec::new();
    for &cell in cells {
        for d in grid.candidates(cell).iter() {
            candidates.push((cell, d));
            if d == z {
                fins.push((cell, d));
            }
        }
    }
    Deduction {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence: Evidence {
            cells: cells.iter().copied().collect(),
            candidates,
            fins,
            ..Evidence::default()
        },
        explanation,
    }
}

/// "sees" or "see", "it" or "they", for a sentence about `cells`.
fn verbs(cells: CellSet) -> (&'static str, &'static str) {
    if cells.len() == 1 {
        ("sees", "it")
    } else {
        ("see", "they")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::test_support::{cell, digit, found, notes};

    #[test]
    fn xy_wing() {
        let grid = notes(&[((1, 1), "12"), ((1, 5), "13"), ((5, 1), "23")]);
        assert_eq!(found(Technique::XyWing, &grid), vec![vec![(5, 5, 3)]]);
        let mut out = Vec::new();
        find(Technique::XyWing, &grid, &Settings::default(), &mut out);
        assert!(
            out[0]
                .explanation
                .starts_with("XY-Wing: 1/2/3 in r1c1,r1c5,r5c1 => r5c5<>3."),
            "{}",
            out[0].explanation
        );
    }

    #[test]
    fn xyz_wing_targets_must_see_the_pivot_too() {
        let grid = notes(&[((1, 1), "123"), ((1, 5), "13"), ((2, 2), "23")]);
        assert_eq!(
            found(Technique::XyzWing, &grid),
            vec![vec![(1, 2, 3), (1, 3, 3)]]
        );
    }

    #[test]
    fn w_wing_through_a_column_pair() {
        // r1c1 and r5c5 hold 1/2; column 3 holds 2 only at r2c3 (sees r1c1) and r5c3 (sees
        // r5c5): one of the two cells is 1, so r1c5 and r5c1 are not.
        let mut grid = notes(&[((1, 1), "12"), ((5, 5), "12")]);
        for r in [1, 3, 4, 6, 7, 8, 9] {
            grid.remove(cell(r, 3), digit(2));
        }
        assert_eq!(
            found(Technique::WWing, &grid),
            vec![vec![(1, 5, 1), (5, 1, 1)]]
        );
    }

    #[test]
    fn wxyz_wing_with_one_unrestricted_digit() {
        // 1, 2 and 3 each sit in cells that see each other; 4 does not (r2c1 and r1c8 are
        // apart), so one of the four cells is 4 and r1c3, seeing all of them, is not.
        let grid = notes(&[
            ((1, 1), "1234"),
            ((1, 2), "14"),
            ((2, 1), "24"),
            ((1, 8), "34"),
        ]);
        assert_eq!(found(Technique::WxyzWing, &grid), vec![vec![(1, 3, 4)]]);
    }
}

#[cfg(test)]
mod never_wrong {
    use proptest::prelude::*;

    use crate::hint::Technique;
    use crate::hint::test_support::check_never_wrong;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]
        #[test]
        fn wings_never_contradicts_the_solution(seed in any::<u64>()) {
            check_never_wrong(seed, &[
                Technique::XyWing,
                Technique::XyzWing,
                Technique::WxyzWing,
                Technique::WWing,
            ]);
        }
    }
}
