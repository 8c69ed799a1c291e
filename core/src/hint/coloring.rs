//! Colouring on one digit: conjugate pairs chain cells into clusters of two colours, exactly
//! one of which holds the digit. Simple Colors uses one cluster (Trap: a cell sees both colours;
//! Wrap: a colour sees itself), Multi Colors two clusters (HoDoKu's numbering: type 1 when two
//! colours of different clusters see each other, type 2 when one colour sees both colours of the
//! other cluster).
//!
//! Evidence: `candidates` holds the first colour of each cluster, `fins` the second, and `links`
//! the conjugate pairs that coloured them (so a view can recover the colours by walking them).

mod multi;
mod simple;

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
                    simple::find(technique, grid, digit, cluster, out);
                }
            }
            Technique::MultiColors1 | Technique::MultiColors2 => {
                multi::find(technique, grid, digit, &clusters, out);
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
            cluster.seen[side] |= cell.peers();
            for next in partners(grid, digit, cell) {
                if left.contains(next) {
                    left.remove(next);
                    cluster.links.push(Link {
                        from: (cell, digit),
                        to: (next, digit),
                        strong: true,
                        through_als: false,
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
            .then(|| (cells - CellSet::EMPTY.with(cell)).first())
            .flatten()
    })
}

/// Does some cell of `set` see another cell of `set`?
fn step(
    technique: Technique,
    digit: Digit,
    clusters: &[&Cluster],
    targets: CellSet,
    plain: &str,
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
        evidence.cells = (evidence.cells | cluster.colors[0]) | cluster.colors[1];
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
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}

#[cfg(test)]
mod never_wrong {
    use proptest::prelude::*;

    use crate::hint::Technique;
    use crate::hint::test_support::check_never_wrong;

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
