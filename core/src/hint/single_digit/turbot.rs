//! Turbot Fish: the shortest X-Chain, `start = a - b = end` on one digit (two conjugate pairs
//! joined by any link). Skyscrapers and kites are special cases; HoDoKu finds Turbot Fish as a
//! three-link chain, and so do we: every strong link, then every cell sharing a unit with its
//! far end, then every strong link from there.

use super::{Chain, is_strong, seeing_both};
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    for digit in Digit::all() {
        let cells = grid.positions(digit);
        for start in cells.iter() {
            for a in strong_partners(grid, digit, start) {
                let middle = (cells & a.peers()) - CellSet::EMPTY.with(start);
                for b in middle.iter() {
                    for end in strong_partners(grid, digit, b) {
                        if end == a {
                            continue;
                        }
                        // Each chain is found from both ends; keep one reading. A loop back to
                        // the start is read once too.
                        let keep = if end == start { a < b } else { start < end };
                        if !keep {
                            continue;
                        }
                        let targets = if end == start {
                            // start = a - b = start: start is the digit, its peers are not.
                            cells & start.peers()
                        } else {
                            seeing_both(grid, digit, start, end)
                        };
                        if targets.is_empty() {
                            continue;
                        }
                        out.push(
                            Chain {
                                technique: Technique::TurbotFish,
                                digit,
                                cells: [start, a, b, end],
                                targets,
                                summary: format!(
                                    "Turbot Fish: {digit} {start} ={digit}= {a} -{digit}- {b} \
                                     ={digit}= {end}"
                                ),
                            }
                            .into_deduction(),
                        );
                    }
                }
            }
        }
    }
}

/// Cells forming a conjugate pair with `cell` in one of its units, in reading order.
fn strong_partners(grid: &Candidates, digit: Digit, cell: Cell) -> impl Iterator<Item = Cell> {
    let candidates = grid.positions(digit) & cell.peers();
    candidates
        .iter()
        .filter(move |&other| is_strong(grid, digit, cell, other))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::test_support::{only_digit, triples};

    #[test]
    fn turbot_through_a_box_link() {
        // 2 in column 1 only at r1c1, r5c1; r5c1 and r6c2 share box 4 (a weak link: box 4 has
        // a third 2 at r4c3); row 6 holds 2 only at r6c2, r6c7. r1c7 sees r1c1 and r6c7.
        let grid = only_digit(
            2,
            &[
                (1, 1),
                (5, 1),
                (4, 3),
                (6, 2),
                (6, 7),
                (1, 7),
                (1, 5),
                (4, 7),
            ],
        );
        let mut out = Vec::new();
        find(&grid, &mut out);
        let hit = out
            .iter()
            .find(|d| {
                d.evidence
                    .cells
                    .contains(crate::hint::test_support::cell(6, 2))
            })
            .unwrap();
        assert_eq!(triples(&hit.eliminations), vec![(1, 7, 2)]);
        assert!(
            hit.explanation
                .starts_with("Turbot Fish: 2 r1c1 =2= r5c1 -2- r6c2 =2= r6c7 => r1c7<>2."),
            "{}",
            hit.explanation
        );
    }
}
