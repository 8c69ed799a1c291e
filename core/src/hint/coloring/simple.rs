//! Simple Colors on one cluster: Trap (a cell sees both colours, so it is false) and Wrap (two
//! cells of one colour see each other, so that whole colour is false).

use super::{Cluster, step};
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

fn sees_itself(set: CellSet) -> bool {
    set.iter().any(|c| !(c.peers() & set).is_empty())
}

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    digit: Digit,
    cluster: &Cluster,
    out: &mut Vec<Deduction>,
) {
    let [a, b] = cluster.colors;
    if technique == Technique::SimpleColorsWrap {
        let mut dead = CellSet::EMPTY;
        for color in [a, b] {
            if sees_itself(color) {
                dead |= color;
            }
        }
        if dead.is_empty() {
            return;
        }
        let why = if sees_itself(a) { a } else { b };
        let (x, y) = clash(why);
        let plain = format!(
            "{x} and {y} have the same colour and see each other, so that colour cannot hold \
             {digit}: the other colour does."
        );
        out.push(step(technique, digit, &[cluster], dead, &plain));
    } else {
        let targets = (grid.positions(digit) & cluster.seen[0]) & cluster.seen[1];
        if targets.is_empty() {
            return;
        }
        let plain = format!(
            "{} {} a cell of each colour, so {} cannot be {digit}.",
            notation::cells(targets),
            if targets.len() == 1 { "sees" } else { "see" },
            if targets.len() == 1 { "it" } else { "they" },
        );
        out.push(step(technique, digit, &[cluster], targets, &plain));
    }
}

/// Two cells of `set` that see each other (the first such pair in reading order).
fn clash(set: CellSet) -> (Cell, Cell) {
    for c in set.iter() {
        if let Some(other) = (c.peers() & set).first() {
            return (c.min(other), c.max(other));
        }
    }
    let first = set.first().unwrap_or(Cell::from_index(0));
    (first, first)
}

#[cfg(test)]
mod tests {
    use crate::hint::Technique;
    use crate::hint::test_support::{found, only_digit};

    #[test]
    fn trap_removes_cells_seeing_both_colours() {
        // 7: r1c1 = r1c5 (row 1), r1c5 = r3c6 (box 2), r3c6 = r8c6 (column 6), so r1c1 and
        // r8c6 have opposite colours; r8c1 sees both. r5c1 and r8c9 keep column 1 and row 8
        // from being pairs.
        let grid = only_digit(7, &[(1, 1), (1, 5), (3, 6), (8, 6), (8, 1), (5, 1), (8, 9)]);
        assert_eq!(
            found(Technique::SimpleColorsTrap, &grid),
            vec![vec![(8, 1, 7)]]
        );
        assert!(found(Technique::SimpleColorsWrap, &grid).is_empty());
    }

    #[test]
    fn wrap_removes_a_colour_that_sees_itself() {
        // 4: r1c1 = r1c2 (row 1), r1c2 = r2c2 (column 2); r1c1 and r2c2 share a colour and
        // box 1, so that colour is false and r1c2 is 4.
        let grid = only_digit(4, &[(1, 1), (1, 2), (2, 2)]);
        assert_eq!(
            found(Technique::SimpleColorsWrap, &grid),
            vec![vec![(1, 1, 4), (2, 2, 4)]]
        );
    }
}
