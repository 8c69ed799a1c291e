//! Colouring on one digit: conjugate pairs chain cells into clusters of two colours, exactly
//! one of which holds the digit. Simple Colors uses one cluster (Trap: a cell sees both colours;
//! Wrap: a colour sees itself), Multi Colors two clusters (HoDoKu's numbering: type 1 when two
//! colours of different clusters see each other, type 2 when one colour sees both colours of the
//! other cluster).
//!
//! Evidence: `candidates` holds the first colour of each cluster, `fins` the second, and `links`
//! the conjugate pairs that coloured them (so a view can recover the colours by walking them).

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Link, Settings, Technique};

/// A connected set of conjugate pairs, split into its two colours.
struct Cluster {
    colors: [CellSet; 2],
    /// Union of the peers of each colour's cells.
    seen: [CellSet; 2],
    links: Vec<Link>,
}

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    _settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    let mut clusters = Vec::new();
    for digit in Digit::all() {
        color(grid, digit, &mut clusters);
        match technique {
            Technique::SimpleColorsTrap | Technique::SimpleColorsWrap => {
                for cluster in &clusters {
                    simple(technique, grid, digit, cluster, out);
                }
            }
            Technique::MultiColors1 | Technique::MultiColors2 => {
                multi(technique, grid, digit, &clusters, out);
            }
            _ => {}
        }
    }
}

/// Colour every cell of `digit` that belongs to a conjugate pair, one cluster at a time, each
/// started from its first cell in reading order (which gets the first colour).
fn color(grid: &Candidates, digit: Digit, clusters: &mut Vec<Cluster>) {
    clusters.clear();
    let positions = grid.positions(digit);
    let mut left: CellSet = positions
        .iter()
        .filter(|&c| partners(grid, digit, c).next().is_some())
        .collect();
    let mut stack: Vec<(Cell, usize)> = Vec::new();
    while let Some(start) = left.first() {
        let mut cluster = Cluster {
            colors: [CellSet::EMPTY; 2],
            seen: [CellSet::EMPTY; 2],
            links: Vec::new(),
        };
        left.remove(start);
        stack.push((start, 0));
        while let Some((cell, side)) = stack.pop() {
            cluster.colors[side].insert(cell);
            cluster.seen[side] = cluster.seen[side].union(cell.peers());
            for next in partners(grid, digit, cell) {
                if left.contains(next) {
                    left.remove(next);
                    cluster.links.push(Link {
                        from: (cell, digit),
                        to: (next, digit),
                        strong: true,
                    });
                    stack.push((next, 1 - side));
                }
            }
        }
        if !cluster.colors[0].is_empty() && !cluster.colors[1].is_empty() {
            clusters.push(cluster);
        }
    }
}

/// The cells forming a conjugate pair with `cell` (its row, column and box, in that order).
fn partners(grid: &Candidates, digit: Digit, cell: Cell) -> impl Iterator<Item = Cell> {
    cell.units().into_iter().filter_map(move |unit: Unit| {
        let cells = grid.positions_in(digit, unit);
        (cells.len() == 2 && cells.contains(cell))
            .then(|| cells.difference(CellSet::EMPTY.with(cell)).first())
            .flatten()
    })
}

/// Does some cell of `set` see another cell of `set`?
fn sees_itself(set: CellSet) -> bool {
    set.iter().any(|c| !c.peers().intersection(set).is_empty())
}

fn simple(
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
                dead = dead.union(color);
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
        out.push(step(technique, digit, &[cluster], dead, plain));
    } else {
        let targets = grid
            .positions(digit)
            .intersection(cluster.seen[0])
            .intersection(cluster.seen[1]);
        if targets.is_empty() {
            return;
        }
        let plain = format!(
            "{} {} a cell of each colour, so {} cannot be {digit}.",
            notation::cells(targets),
            if targets.len() == 1 { "sees" } else { "see" },
            if targets.len() == 1 { "it" } else { "they" },
        );
        out.push(step(technique, digit, &[cluster], targets, plain));
    }
}

/// Two cells of `set` that see each other (the first such pair in reading order).
fn clash(set: CellSet) -> (Cell, Cell) {
    for c in set.iter() {
        if let Some(other) = c.peers().intersection(set).first() {
            return (c.min(other), c.max(other));
        }
    }
    let first = set.first().unwrap_or(Cell::from_index(0));
    (first, first)
}

fn multi(
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
                    if !seen.intersection(two.colors[0]).is_empty()
                        && !seen.intersection(two.colors[1]).is_empty()
                    {
                        dead = dead.union(one.colors[side]);
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
                    out.push(step(technique, digit, &[one, two], dead, plain));
                }
            } else if i < j {
                // Two colours that see each other are not both true, so one of their partner
                // colours is: whatever sees both partner colours is false.
                let mut targets = CellSet::EMPTY;
                let mut reason = None;
                for x in 0..2 {
                    for y in 0..2 {
                        if one.seen[x].intersection(two.colors[y]).is_empty() {
                            continue;
                        }
                        let found = grid
                            .positions(digit)
                            .intersection(one.seen[1 - x])
                            .intersection(two.seen[1 - y]);
                        if !found.is_empty() {
                            targets = targets.union(found);
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
                    out.push(step(technique, digit, &[one, two], targets, plain));
                }
            }
        }
    }
}

fn step(
    technique: Technique,
    digit: Digit,
    clusters: &[&Cluster],
    targets: CellSet,
    plain: String,
) -> Deduction {
    let eliminations: Vec<(Cell, Digit)> = targets.iter().map(|c| (c, digit)).collect();
    let colors: Vec<String> = clusters
        .iter()
        .map(|c| {
            format!(
                "({}) / ({})",
                notation::cells(c.colors[0]),
                notation::cells(c.colors[1])
            )
        })
        .collect();
    let mut evidence = Evidence::default();
    for cluster in clusters {
        evidence.cells = evidence
            .cells
            .union(cluster.colors[0])
            .union(cluster.colors[1]);
        evidence
            .candidates
            .extend(cluster.colors[0].iter().map(|c| (c, digit)));
        evidence
            .fins
            .extend(cluster.colors[1].iter().map(|c| (c, digit)));
        evidence.links.extend(cluster.links.iter().copied());
    }
    let which = if clusters.len() == 1 {
        "one colour"
    } else {
        "one colour of each cluster"
    };
    let explanation = format!(
        "{technique}: {digit} {} => {}. Conjugate pairs of {digit} colour these cells so that \
         exactly {which} holds {digit}. {plain}",
        colors.join(", "),
        notation::eliminations(&eliminations),
    );
    Deduction {
        technique,
        placements: Vec::new(),
        eliminations,
        evidence,
        explanation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::single_digit::test_support::{only_digit, triples};

    fn run(technique: Technique, grid: &Candidates) -> Vec<Vec<(usize, usize, u8)>> {
        let mut out = Vec::new();
        find(technique, grid, &Settings::default(), &mut out);
        assert!(out.iter().all(|d| d.technique == technique));
        out.iter().map(|d| triples(&d.eliminations)).collect()
    }

    #[test]
    fn trap_removes_cells_seeing_both_colours() {
        // 7: r1c1 = r1c5 (row 1), r1c5 = r3c6 (box 2), r3c6 = r8c6 (column 6), so r1c1 and
        // r8c6 have opposite colours; r8c1 sees both. r5c1 and r8c9 keep column 1 and row 8
        // from being pairs.
        let grid = only_digit(7, &[(1, 1), (1, 5), (3, 6), (8, 6), (8, 1), (5, 1), (8, 9)]);
        assert_eq!(
            run(Technique::SimpleColorsTrap, &grid),
            vec![vec![(8, 1, 7)]]
        );
        assert!(run(Technique::SimpleColorsWrap, &grid).is_empty());
    }

    #[test]
    fn wrap_removes_a_colour_that_sees_itself() {
        // 4: r1c1 = r1c2 (row 1), r1c2 = r2c2 (column 2); r1c1 and r2c2 share a colour and
        // box 1, so that colour is false and r1c2 is 4.
        let grid = only_digit(4, &[(1, 1), (1, 2), (2, 2)]);
        assert_eq!(
            run(Technique::SimpleColorsWrap, &grid),
            vec![vec![(1, 1, 4), (2, 2, 4)]]
        );
    }

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
        assert_eq!(run(Technique::MultiColors1, &grid), vec![vec![(8, 5, 3)]]);
        assert!(run(Technique::MultiColors2, &grid).is_empty());
    }

    #[test]
    fn multi_colours_type_2() {
        // 6: cluster A is r1c1 = r1c7 (row 1), cluster B is r2c2 = r2c3 (row 2; box 1 holds
        // three 6s). r1c1 sees both colours of B, one of which is true, so r1c1 is not 6.
        let grid = only_digit(6, &[(1, 1), (1, 7), (2, 2), (2, 3)]);
        assert_eq!(run(Technique::MultiColors2, &grid), vec![vec![(1, 1, 6)]]);
        // Type 1 reaches the same cell: r1c1 and r2c2 are not both 6, so r1c7 or r2c3 is,
        // and r1c1 sees both.
        assert_eq!(run(Technique::MultiColors1, &grid), vec![vec![(1, 1, 6)]]);
    }
}

#[cfg(test)]
mod never_wrong {
    use proptest::prelude::*;

    use crate::hint::Technique;
    use crate::hint::single_digit::test_support::check_never_wrong;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]
        #[test]
        fn colouring_never_contradicts_the_solution(seed in any::<u64>()) {
            check_never_wrong(seed, &[
                Technique::SimpleColorsTrap,
                Technique::SimpleColorsWrap,
                Technique::MultiColors1,
                Technique::MultiColors2,
            ]);
        }
    }
}
