//! Skyscraper: two parallel conjugate pairs of one digit whose "bases" share a cross line.
//! The bases cannot both hold the digit, so one of the two free ends (the "tops") does, and
//! any cell seeing both tops loses the digit.

use super::{Chain, conjugate_pair, seeing_both};
use crate::cell::{Cell, Digit, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    for digit in Digit::all() {
        for rows in [true, false] {
            find_in_lines(grid, digit, rows, out);
        }
    }
}

fn find_in_lines(grid: &Candidates, digit: Digit, rows: bool, out: &mut Vec<Deduction>) {
    let mut pairs = [None; 9];
    for (i, slot) in pairs.iter_mut().enumerate() {
        let line = if rows {
            Unit::Row(i as u8)
        } else {
            Unit::Col(i as u8)
        };
        *slot = conjugate_pair(grid, digit, line);
    }
    // The cross coordinate: a row-based skyscraper's bases share a column.
    let cross = |c: Cell| if rows { c.col() } else { c.row() };
    for i in 0..9 {
        let Some(first) = pairs[i] else { continue };
        for second in pairs[i + 1..].iter().flatten() {
            for (base1, top1) in [(first.0, first.1), (first.1, first.0)] {
                for (base2, top2) in [(second.0, second.1), (second.1, second.0)] {
                    if cross(base1) != cross(base2) || cross(top1) == cross(top2) {
                        // Not sharing a base line, or both ends aligned: an X-Wing.
                        continue;
                    }
                    let targets = seeing_both(grid, digit, top1, top2);
                    if targets.is_empty() {
                        continue;
                    }
                    let bases = notation::cells([base1, base2].into_iter().collect());
                    out.push(
                        Chain {
                            technique: Technique::Skyscraper,
                            digit,
                            cells: [top1, base1, base2, top2],
                            targets,
                            summary: format!(
                                "Skyscraper: {digit} in {top1},{top2} (connected by {bases})"
                            ),
                        }
                        .into_deduction(),
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::test_support::{only_digit, triples};

    #[test]
    fn row_skyscraper_removes_the_digit_where_both_tops_are_seen() {
        // 1 in row 3 only at c1,c6 and in row 7 only at c2,c6: bases r3c6, r7c6 in column 6.
        let grid = only_digit(
            1,
            &[
                (3, 1),
                (3, 6),
                (7, 2),
                (7, 6),
                (1, 2),
                (8, 1),
                (5, 5),
                (9, 9),
            ],
        );
        let mut out = Vec::new();
        find(&grid, &mut out);
        let found: Vec<_> = out
            .iter()
            .filter(|d| d.technique == Technique::Skyscraper)
            .map(|d| triples(&d.eliminations))
            .collect();
        assert!(
            found.contains(&vec![(1, 2, 1), (8, 1, 1)]),
            "{found:?} / {:?}",
            out.iter().map(|d| &d.explanation).collect::<Vec<_>>()
        );
        let hit = out
            .iter()
            .find(|d| triples(&d.eliminations) == vec![(1, 2, 1), (8, 1, 1)])
            .unwrap();
        assert!(
            hit.explanation
                .starts_with("Skyscraper: 1 in r3c1,r7c2 (connected by r37c6) => r1c2,r8c1<>1."),
            "{}",
            hit.explanation
        );
    }

    #[test]
    fn aligned_ends_are_an_x_wing_not_a_skyscraper() {
        let grid = only_digit(4, &[(2, 3), (2, 7), (6, 3), (6, 7), (1, 3), (4, 7)]);
        let mut out = Vec::new();
        find(&grid, &mut out);
        assert!(out.is_empty(), "{:?}", out[0].explanation);
    }
}
