//! ALS nodes in chains (HoDoKu's "ALS in tabling chains"): a candidate that sees every cell of
//! an almost locked set holding its digit knocks that digit out of the set when it is true; the
//! set is then locked on its other digits, which removes them from every cell that sees all
//! their places in the set, may force cells, and may lock further sets.
//!
//! A step out of an ALS node counts more than one link (HoDoKu's penalty, growing with the size
//! of the set), so that chains through big sets are not preferred to slightly longer plain ones.

use std::collections::HashMap;

use super::{AlsBuilder, Graph, Node, NodeKind, State, is_on, state};
use crate::cell::{Cell, CellSet, Digit, DigitMap, DigitSet};
use crate::hint::Candidates;
use crate::hint::als;

/// HoDoKu's chain penalty for an ALS with `digits` digits.
fn penalty(digits: usize) -> u8 {
    match digits {
        0 | 1 => 0,
        2 => 1,
        n => ((n - 1) * 2) as u8,
    }
}

/// Add ALS nodes and their links, after the candidate and group links.
pub(crate) fn add(b: &mut AlsBuilder<'_, '_>) {
    let alses = als::collect(b.grid, false);
    let groups: Vec<usize> = b.group_nodes();
    b.set_alses(alses);
    let count = b.alses().len();
    let mut nodes: HashMap<(usize, Digit), usize> = HashMap::new();
    for i in 0..count {
        let (cells, digits) = (b.alses()[i].cells, b.alses()[i].digits);
        let pen = penalty(digits.len());
        for j in digits.iter() {
            // what the set removes once `j` is gone from it
            let mut elims = DigitMap::filled(CellSet::EMPTY);
            for k in digits.iter().filter(|&k| k != j) {
                elims[k] = b.alses()[i].buddies(k);
            }
            if elims.values().all(|e| e.is_empty()) {
                continue;
            }
            let node = node_for(b, &mut nodes, i, j);
            let off = state(node, false);
            // entries: candidates (and groups of them) that see every `j` of the set
            let entry_cells = b.alses()[i].buddies(j);
            let with_j = b.alses()[i].with(j);
            for x in entry_cells.iter() {
                let m = b.cand(x, j);
                b.push(state(m, true), off, 1);
                for &g in &groups {
                    let gnode = *b.node(g);
                    if gnode.digit != j
                        || !gnode.cells.contains(x)
                        || !(gnode.cells & cells).is_empty()
                        || !(with_j - gnode.cells.common_peers()).is_empty()
                    {
                        continue;
                    }
                    if !b.has(state(g, true), off) {
                        b.push(state(g, true), off, 1);
                    }
                }
            }
            // exits: eliminated candidates and groups
            for k in Digit::all() {
                for c in elims[k].iter() {
                    let m = b.cand(c, k);
                    b.push(off, state(m, false), 1 + pen);
                }
                if elims[k].is_empty() {
                    continue;
                }
                for &g in &groups {
                    let gnode = *b.node(g);
                    if gnode.digit == k && (gnode.cells - elims[k]).is_empty() {
                        b.push(off, state(g, false), 1 + pen);
                    }
                }
            }
            // other sets that lose a digit entirely
            for k2 in 0..count {
                if k2 == i || !(b.alses()[k2].cells & cells).is_empty() {
                    continue;
                }
                for l in Digit::all() {
                    let theirs = b.alses()[k2].with(l);
                    let mine = elims[l];
                    if mine.is_empty() || theirs.is_empty() || !(theirs - mine).is_empty() {
                        continue;
                    }
                    let other = node_for(b, &mut nodes, k2, l);
                    b.push(off, state(other, false), 1 + pen);
                }
            }
            // cells left with a single candidate
            let all_buddies = digits
                .iter()
                .fold(CellSet::EMPTY, |acc, k| acc | b.alses()[i].buddies(k));
            for c in all_buddies.iter() {
                let cands = b.grid.candidates(c);
                if b.grid.get(c).is_some() || cands.len() == 2 {
                    continue;
                }
                let rest: DigitSet = cands.iter().filter(|&k| !elims[k].contains(c)).collect();
                if let Some(forced) = rest.only() {
                    let m = b.cand(c, forced);
                    b.push(off, state(m, true), 2 + pen);
                }
            }
        }
    }
}

fn node_for(
    b: &mut AlsBuilder<'_, '_>,
    nodes: &mut HashMap<(usize, Digit), usize>,
    als: usize,
    digit: Digit,
) -> usize {
    if let Some(&n) = nodes.get(&(als, digit)) {
        return n;
    }
    let with = b.alses()[als].with(digit);
    // an ALS digit always has a cell; the set's first cell stands in otherwise
    let first = with
        .first()
        .or_else(|| b.alses()[als].cells.first())
        .unwrap_or(Cell::from_index(0));
    let n = b.add_node(Node {
        kind: NodeKind::Als(als as u16),
        digit,
        cells: with,
        first,
    });
    nodes.insert((als, digit), n);
    n
}

/// Extra eliminations a continuous loop gets from the ALS node at `chain[i]`: the set's digits
/// other than its entry and exit digits are locked inside it, and if the loop leaves the set by
/// forcing a cell, the digits that forced it are locked between the set and that cell.
pub(crate) fn loop_eliminations(
    graph: &Graph,
    grid: &Candidates,
    als: usize,
    chain: &[State],
    i: usize,
    elims: &mut Vec<(Cell, Digit)>,
) {
    let set = &graph.alses[als];
    let entry = graph.node(chain[i]).digit;
    let n = chain.len() - 1;
    let forced_exit = i < n && is_on(chain[i + 1]);
    let mut exits = DigitSet::EMPTY;
    let mut next_cell = None;
    if i < n {
        let next = graph.node(chain[i + 1]);
        next_cell = Some(next.first);
        if forced_exit {
            exits = grid.candidates(next.first).without(next.digit);
        } else {
            exits.insert(next.digit);
        }
    }
    for d in set.digits.iter() {
        if d == entry || exits.contains(d) {
            continue;
        }
        elims.extend(set.buddies(d).iter().map(|c| (c, d)));
    }
    if let (true, Some(next)) = (forced_exit, next_cell) {
        for d in exits.iter() {
            let seen = set.buddies(d) & next.peers();
            elims.extend(seen.iter().map(|c| (c, d)));
        }
    }
}
