//! Hand-built positions for every uniqueness technique, with their exact eliminations.

use super::find;
use crate::cell::{Cell, DigitSet};
use crate::grid::Grid;
use crate::hint::test_support::{cell, digit, found, notes};
use crate::hint::{Candidates, Settings, Technique};

fn set(digits: &str) -> DigitSet {
    digits
        .chars()
        .filter_map(crate::cell::Digit::from_char)
        .collect()
}

/// Remove `d` from every listed cell.
fn drop(grid: &mut Candidates, d: u8, cells: impl IntoIterator<Item = Cell>) {
    for c in cells {
        grid.remove(c, digit(d));
    }
}

fn row(r: usize) -> impl Iterator<Item = Cell> {
    (1..=9).map(move |c| cell(r, c))
}

fn col(c: usize) -> impl Iterator<Item = Cell> {
    (1..=9).map(move |r| cell(r, c))
}

/// The rectangle r1c1, r1c2, r5c1, r5c2 (boxes 1 and 4) on 1/2, corners given as notes.
fn rectangle(a: &str, b: &str, c: &str, d: &str) -> Candidates {
    notes(&[((1, 1), a), ((1, 2), b), ((5, 1), c), ((5, 2), d)])
}

const CORNERS: [(usize, usize); 4] = [(1, 1), (1, 2), (5, 1), (5, 2)];

fn outside_corners(cells: impl Iterator<Item = Cell>) -> Vec<Cell> {
    cells
        .filter(|c| !CORNERS.contains(&(c.row() + 1, c.col() + 1)))
        .collect()
}

#[test]
fn type_1_clears_the_fourth_corner() {
    let grid = rectangle("12", "12", "12", "127");
    assert_eq!(
        found(Technique::UniquenessTest1, &grid),
        vec![vec![(5, 2, 1), (5, 2, 2)]]
    );
    let mut out = Vec::new();
    find(
        Technique::UniquenessTest1,
        &grid,
        &Settings::default(),
        &mut out,
    );
    assert!(
        out[0]
            .explanation
            .starts_with("Uniqueness Test 1: 1/2 in r15c12 => r5c2<>1, r5c2<>2."),
        "{}",
        out[0].explanation
    );
}

#[test]
fn type_2_removes_the_shared_extra_from_cells_seeing_both() {
    let grid = rectangle("12", "12", "127", "127");
    let mut expected: Vec<_> = (3..=9).map(|c| (5, c, 7)).collect();
    expected.extend([
        (4, 1, 7),
        (4, 2, 7),
        (4, 3, 7),
        (6, 1, 7),
        (6, 2, 7),
        (6, 3, 7),
    ]);
    expected.sort_unstable();
    assert_eq!(found(Technique::UniquenessTest2, &grid), vec![expected]);
    assert!(found(Technique::UniquenessTest5, &grid).is_empty());
}

#[test]
fn type_3_virtual_cell_locks_a_naked_pair() {
    // r5c1 and r5c2 act as one cell {3,4}; with r5c5 {3,4} they lock 3 and 4 in row 5.
    let grid = notes(&[
        ((1, 1), "12"),
        ((1, 2), "12"),
        ((5, 1), "123"),
        ((5, 2), "124"),
        ((5, 5), "34"),
    ]);
    let mut expected = Vec::new();
    for c in [3, 4, 6, 7, 8, 9] {
        expected.extend([(5, c, 3), (5, c, 4)]);
    }
    assert_eq!(found(Technique::UniquenessTest3, &grid), vec![expected]);
}

#[test]
fn type_4_one_pair_digit_locked_in_the_extra_corners() {
    let mut grid = rectangle("12", "12", "127", "128");
    drop(&mut grid, 1, outside_corners(row(5)));
    assert_eq!(
        found(Technique::UniquenessTest4, &grid),
        vec![vec![(5, 1, 2), (5, 2, 2)]]
    );
}

#[test]
fn type_5_three_extra_corners() {
    let grid = rectangle("12", "127", "127", "127");
    assert_eq!(
        found(Technique::UniquenessTest5, &grid),
        vec![vec![(4, 2, 7), (6, 2, 7)]]
    );
    assert!(found(Technique::UniquenessTest2, &grid).is_empty());
}

#[test]
fn type_6_x_wing_inside_the_rectangle() {
    let mut grid = rectangle("12", "127", "128", "12");
    let lines: Vec<Cell> = row(1).chain(row(5)).chain(col(1)).chain(col(2)).collect();
    drop(&mut grid, 1, outside_corners(lines.into_iter()));
    assert_eq!(
        found(Technique::UniquenessTest6, &grid),
        vec![vec![(1, 2, 1), (5, 1, 1)]]
    );
}

#[test]
fn hidden_rectangle() {
    let mut grid = rectangle("12", "127", "128", "129");
    let lines: Vec<Cell> = row(5).chain(col(2)).collect();
    drop(&mut grid, 1, outside_corners(lines.into_iter()));
    assert_eq!(
        found(Technique::HiddenRectangle, &grid),
        vec![vec![(5, 2, 2)]]
    );
}

#[test]
fn missing_candidates_only_when_allowed() {
    // r5c2 has lost 2 to earlier logic (nothing placed rules it out): with missing candidates
    // allowed the rectangle still counts and Uniqueness Test 1 clears r5c1 of 1 and 2.
    let grid = rectangle("12", "12", "127", "1");
    let strict = Settings {
        allow_missing_candidates: false,
        ..Settings::default()
    };
    let mut out = Vec::new();
    find(Technique::UniquenessTest1, &grid, &strict, &mut out);
    assert!(out.is_empty());
    assert_eq!(
        found(Technique::UniquenessTest1, &grid),
        vec![vec![(5, 1, 1), (5, 1, 2)]]
    );
    // A placed 2 in row 5 makes 2 impossible in r5c2: no rectangle at all.
    let mut grid = grid;
    grid.place(cell(5, 9), digit(2));
    assert!(found(Technique::UniquenessTest1, &grid).is_empty());
}

#[test]
fn avoidable_rectangles_only_swap_placed_digits() {
    // r1c1 = 1, r1c2 = 2 and r5c1 = 2 were placed (not given): r5c2 = 1 would close a
    // swappable rectangle.
    let mut grid = Candidates::from_grid(&Grid::EMPTY);
    grid.place(cell(1, 1), digit(1));
    grid.place(cell(1, 2), digit(2));
    grid.place(cell(5, 1), digit(2));
    assert_eq!(
        found(Technique::AvoidableRectangle1, &grid),
        vec![vec![(5, 2, 1)]]
    );
    // The same digits as givens prove nothing.
    let mut givens = Grid::EMPTY;
    givens.set(cell(1, 1), Some(digit(1)));
    givens.set(cell(1, 2), Some(digit(2)));
    givens.set(cell(5, 1), Some(digit(2)));
    let grid = Candidates::from_grid(&givens);
    assert!(found(Technique::AvoidableRectangle1, &grid).is_empty());
}

#[test]
fn avoidable_rectangle_type_2() {
    let mut grid = Candidates::from_grid(&Grid::EMPTY);
    grid.place(cell(1, 1), digit(1));
    grid.place(cell(1, 2), digit(2));
    grid.set_candidates(cell(5, 1), set("27"));
    grid.set_candidates(cell(5, 2), set("17"));
    let both = cell(5, 1).peers() & cell(5, 2).peers();
    let expected: Vec<_> = (both & grid.positions(digit(7)))
        .iter()
        .map(|c| (c.row() + 1, c.col() + 1, 7))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(found(Technique::AvoidableRectangle2, &grid), vec![expected]);
}

#[test]
fn bug_plus_one() {
    // A solved grid with nine cells opened: every open cell is bivalue except r4c1 {1,2,3},
    // and 2 is the digit that appears three times in r4c1's row, column and box.
    const SOLVED: &str =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    let mut values = [0u8; 81];
    for (v, ch) in values.iter_mut().zip(SOLVED.bytes()) {
        *v = ch - b'0';
    }
    for (r, c) in [
        (1, 1),
        (1, 2),
        (4, 1),
        (4, 2),
        (4, 4),
        (5, 1),
        (5, 7),
        (6, 4),
        (6, 7),
    ] {
        values[(r - 1) * 9 + c - 1] = 0;
    }
    let grid = Candidates::from_grid(&Grid::from_values(values).unwrap());
    assert_eq!(
        found(Technique::BugPlusOne, &grid),
        vec![vec![(4, 1, 1), (4, 1, 3)]]
    );
    // A second cell with three candidates breaks the grave.
    let mut grid = grid;
    grid.set_candidates(cell(1, 1), set("123"));
    assert!(found(Technique::BugPlusOne, &grid).is_empty());
}

mod never_wrong {
    use proptest::prelude::*;

    use crate::hint::test_support::check_never_wrong;
    use crate::hint::{Family, Technique};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]
        #[test]
        fn uniqueness_never_contradicts_the_solution(seed in any::<u64>()) {
            let techniques: Vec<Technique> = Family::Uniqueness.techniques().collect();
            check_never_wrong(seed, &techniques);
        }
    }
}
