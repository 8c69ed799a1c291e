//! Remote Pairs: a path of bivalue cells holding the same two digits, each seeing the next.
//! The cells alternate between the two digits, so two cells an odd number of steps apart (three
//! or more) hold different digits: a cell that sees both can hold neither.
//!
//! Like HoDoKu, chains have an even number of cells (four or more), and every such path is a
//! chain of its own; the shortest one per set of eliminations is kept.

use super::text;
use crate::cell::{Cell, CellSet, Digit, DigitSet};
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Evidence, Link, Settings, Technique, notation};

/// Paths explored per start cell before giving up (a safety net; real grids stay far below).
const BUDGET: usize = 200_000;

pub(crate) fn find(grid: &Candidates, settings: &Settings) -> Vec<Deduction> {
    let mut found = Collector::new(settings);
    let max_cells = settings.max_chain_length.div_ceil(2).max(4);
    let bivalue = grid.bivalue_cells();
    for start in bivalue.iter() {
        if found.done() {
            break;
        }
        let pair = grid.candidates(start);
        let same: CellSet = bivalue
            .iter()
            .filter(|&c| grid.candidates(c) == pair)
            .collect();
        if same.len() < 4 {
            continue;
        }
        let mut path = vec![start];
        let mut budget = BUDGET;
        extend(
            grid,
            pair,
            same,
            &mut path,
            max_cells,
            &mut budget,
            &mut found,
        );
    }
    found.into_sorted()
}

fn extend(
    grid: &Candidates,
    pair: DigitSet,
    same: CellSet,
    path: &mut Vec<Cell>,
    max_cells: usize,
    budget: &mut usize,
    found: &mut Collector,
) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    if path.len() >= 4 && path.len().is_multiple_of(2) {
        check(grid, pair, path, found);
    }
    if path.len() >= max_cells {
        return;
    }
    let last = path[path.len() - 1];
    let used: CellSet = path.iter().copied().collect();
    for next in ((same & last.peers()) - used).iter() {
        path.push(next);
        extend(grid, pair, same, path, max_cells, budget, found);
        path.pop();
    }
}

fn check(grid: &Candidates, pair: DigitSet, path: &[Cell], found: &mut Collector) {
    let mut seen = CellSet::EMPTY;
    for i in 0..path.len() {
        for j in (i + 3..path.len()).step_by(2) {
            seen |= path[i].peers() & path[j].peers();
        }
    }
    let mut elims: Vec<(Cell, Digit)> = Vec::new();
    for d in pair.iter() {
        elims.extend((seen & grid.positions(d)).iter().map(|c| (c, d)));
    }
    if elims.is_empty() {
        return;
    }
    crate::hint::collector::normalise(&mut elims);
    let len = 2 * path.len() - 1;
    found.offer(elims.clone(), len, || make(pair, path, elims));
}

fn make(pair: DigitSet, path: &[Cell], elims: Vec<(Cell, Digit)>) -> Deduction {
    let digits: Vec<Digit> = pair.iter().collect();
    let (a, b) = (digits[0], digits[1]);
    let mut line = String::new();
    let mut evidence = Evidence::default();
    for (k, &cell) in path.iter().enumerate() {
        // the digit the cell holds if the first cell holds `a`
        let (this, other) = if k % 2 == 0 { (a, b) } else { (b, a) };
        if k > 0 {
            line.push_str(&format!(" -{other}- "));
            evidence.links.push(Link {
                from: (path[k - 1], other),
                to: (cell, other),
                strong: false,
                through_als: false,
            });
        }
        line.push_str(&cell.to_string());
        evidence.cells.insert(cell);
        evidence.candidates.push((cell, a));
        evidence.candidates.push((cell, b));
        evidence.links.push(Link {
            from: (cell, other),
            to: (cell, this),
            strong: true,
            through_als: false,
        });
    }
    let cells = notation::cells(path.iter().copied().collect());
    let explanation = format!(
        "{}: {}/{} {line} => {}. The cells {cells} all hold just {a} and {b} and each sees the \
         next, so they alternate between {a} and {b}; two of them an odd number of steps apart \
         hold one {a} and one {b}, so a cell that sees both can be neither: {}.",
        Technique::RemotePair,
        a,
        b,
        notation::eliminations(&elims),
        text::cells_of(&elims),
    );
    Deduction::eliminating(Technique::RemotePair, elims, evidence, explanation)
}
