//! Multi Colors on two clusters (HoDoKu's numbering): type 1 when colours of the two clusters
//! see each other (their partner colours cannot both be false), type 2 when one colour sees
//! both colours of the other cluster (it is false).

use super::{Cluster, step};
use crate::cell::{CellSet, Digit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    digit: Digit,
    clusters: &[Cluster],
    out: &mut Vec<Deduction>,
) {
    for (i, one) in clusters.iter().enumerate() {
        for (j, two) in clusters.iter().enumerate() {
            if i == j {
                continue;
            }
            if technique == Technique::MultiColors2 {
                // A colour that sees both colours of the other cluster is false.
                let mut dead = CellSet::EMPTY;
                let mut which = None;
                for side in 0..2 {
                    let seen = one.seen[side];
                    if !(seen & two.colors[0]).is_empty() && !(seen & two.colors[1]).is_empty() {
                        dead |= one.colors[side];
                        which.get_or_insert(side);
                    }
                }
                if let Some(side) = which {
                    let plain = format!(
                        "Cells of colour ({}) see both colours of the other cluster, one of \
                         which holds {digit}; so colour ({}) cannot hold {digit}.",
                        notation::cells(one.colors[side]),
                        notation::cells(one.colors[side]),
                    );
                    out.push(step(technique, digit, &[one, two], dead, &plain));
                }
            } else if i < j {
                // Two colours that see each other are not both true, so one of their partner
                // colours is: whatever sees both partner colours is false.
                let mut targets = CellSet::EMPTY;
                let mut reason = None;
                for x in 0..2 {
                    for y in 0..2 {
                        if (one.seen[x] & two.colors[y]).is_empty() {
                            continue;
                        }
                        let found = (grid.positions(digit) & one.seen[1 - x]) & two.seen[1 - y];
                        if !found.is_empty() {
                            targets |= found;
                            reason.get_or_insert((x, y));
                        }
                    }
                }
                if let Some((x, y)) = reason {
                    let plain = format!(
                        "Colours ({}) and ({}) see each other, so they are not both {digit}: \
                         ({}) or ({}) holds {digit}, and {} see a cell of each, so they cannot \
                         be {digit}.",
                        notation::cells(one.colors[x]),
                        notation::cells(two.colors[y]),
                        notation::cells(one.colors[1 - x]),
                        notation::cells(two.colors[1 - y]),
                        notation::cells(targets),
                    );
                    out.push(step(technique, digit, &[one, two], targets, &plain));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::hint::Technique;
    use crate::hint::test_support::{found, only_digit};

    #[test]
    fn multi_colours_type_1() {
        // 3: cluster A is r1c1 = r1c5 (row 1), cluster B is r2c3 = r8c3 (column 3). Box 1 has
        // a third 3 at r3c2, column 5 one at r5c5 and row 8 one at r8c8, so no other pair
        // joins them. r1c1 (A) sees r2c3 (B): not both true, so r1c5 or r8c3 is 3, and r8c5
        // sees both.
        let grid = only_digit(
            3,
            &[
                (1, 1),
                (1, 5),
                (2, 3),
                (8, 3),
                (3, 2),
                (8, 5),
                (5, 5),
                (8, 8),
            ],
        );
        assert_eq!(found(Technique::MultiColors1, &grid), vec![vec![(8, 5, 3)]]);
        assert!(found(Technique::MultiColors2, &grid).is_empty());
    }

    #[test]
    fn multi_colours_type_2() {
        // 6: cluster A is r1c1 = r1c7 (row 1), cluster B is r2c2 = r2c3 (row 2; box 1 holds
        // three 6s). r1c1 sees both colours of B, one of which is true, so r1c1 is not 6.
        let grid = only_digit(6, &[(1, 1), (1, 7), (2, 2), (2, 3)]);
        assert_eq!(found(Technique::MultiColors2, &grid), vec![vec![(1, 1, 6)]]);
        // Type 1 reaches the same cell: r1c1 and r2c2 are not both 6, so r1c7 or r2c3 is,
        // and r1c1 sees both.
        assert_eq!(found(Technique::MultiColors1, &grid), vec![vec![(1, 1, 6)]]);
    }
}
