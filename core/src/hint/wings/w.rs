//! W-Wing: two cells holding the same pair `x/y`, and a conjugate pair of `y` with one end
//! seeing each cell. Both cells cannot be `y` (the pair would need both ends false), so one of
//! them is `x`, and cells seeing both lose `x`.

use super::{seeing_all, verbs};
use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Link, Technique};

pub(super) fn find(grid: &Candidates, out: &mut Vec<Deduction>) {
    let bivalue = grid.bivalue_cells();
    for first in bivalue.iter() {
        let pair = grid.candidates(first);
        let (Some(a), Some(b)) = (pair.first(), pair.iter().nth(1)) else {
            continue;
        };
        for second in bivalue.iter().filter(|&c| c > first) {
            if grid.candidates(second) != pair {
                continue;
            }
            let ends = CellSet::EMPTY.with(first).with(second);
            for (x, y) in [(a, b), (b, a)] {
                let targets = seeing_all(grid, x, ends);
                if targets.is_empty() {
                    continue;
                }
                let mut seen_links: [Option<(Cell, Cell)>; 27] = [None; 27];
                for (k, unit) in Unit::all().enumerate() {
                    let Some((p, q)) = link(grid, y, unit, first, second) else {
                        continue;
                    };
                    // A pair sharing a row (or column) and a box is one link, reported once.
                    if seen_links[..k].contains(&Some((p, q))) {
                        continue;
                    }
                    seen_links[k] = Some((p, q));
                    out.push(step([first, p, q, second], x, y, unit, targets));
                }
            }
        }
    }
}

/// The conjugate pair of `y` in `unit`, ordered so the first cell sees `first` and the second
/// sees `second`, if it connects them (and is not made of them).
fn link(
    grid: &Candidates,
    y: Digit,
    unit: Unit,
    first: Cell,
    second: Cell,
) -> Option<(Cell, Cell)> {
    let cells = grid.positions_in(y, unit);
    if cells.len() != 2 || cells.contains(first) || cells.contains(second) {
        return None;
    }
    let p = cells.first()?;
    let q = (cells - CellSet::EMPTY.with(p)).first()?;
    if p.sees(first) && q.sees(second) {
        Some((p, q))
    } else if q.sees(first) && p.sees(second) {
        Some((q, p))
    } else {
        None
    }
}

fn step(
    [first, p, q, second]: [Cell; 4],
    x: Digit,
    y: Digit,
    unit: Unit,
    targets: CellSet,
) -> Deduction {
    let eliminations: Vec<(Cell, Digit)> = targets.iter().map(|c| (c, x)).collect();
    let (see, they) = verbs(targets);
    let explanation = format!(
        "W-Wing: {x}/{y} in {first},{second} connected by {y} in {p},{q} => {}. In {unit}, {y} \
         is in {p} or {q}, so {first} and {second} cannot both be {y}: one of them is {x}, and \
         {} {see} both, so {they} cannot be {x}.",
        notation::eliminations(&eliminations),
        notation::cells(targets),
    );
    let link = |from: (Cell, Digit), to: (Cell, Digit), strong| Link {
        from,
        to,
        strong,
        through_als: false,
    };
    let evidence = Evidence {
        cells: [first, p, q, second].into_iter().collect(),
        candidates: vec![
            (first, x),
            (first, y),
            (p, y),
            (q, y),
            (second, y),
            (second, x),
        ],
        fins: vec![(first, x), (second, x)],
        base_units: vec![unit],
        cover_units: Vec::new(),
        links: vec![
            link((first, x), (first, y), true),
            link((first, y), (p, y), false),
            link((p, y), (q, y), true),
            link((q, y), (second, y), false),
            link((second, y), (second, x), true),
        ],
    };
    Deduction::eliminating(Technique::WWing, eliminations, evidence, explanation)
}
