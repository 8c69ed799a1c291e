//! Turns the summaries of all premises into findings: contradictions (a premise that cannot
//! hold) and verities (premises of which one must hold, all leading to the same fact), one per
//! distinct result, the cheapest proof kept.

use std::collections::HashMap;

use super::summary::{Conflict, Fact, Summary, conflict};
use crate::cell::{CellSet, Digit, Unit};
use crate::hint::Candidates;

/// A result and how it is proved.
#[derive(Clone, Debug)]
pub(crate) struct Finding {
    /// The conclusion: a placement (`on`) or an elimination.
    pub result: Fact,
    /// Contradiction: the one false premise. Verity: premises of which one holds.
    pub premises: Vec<Fact>,
    /// The facts each premise must be shown to lead to: the clashing facts for a
    /// contradiction, the result for a verity.
    pub targets: Vec<Fact>,
    pub conflict: Option<Conflict>,
    pub cost: usize,
}

impl Finding {
    pub(crate) fn is_contradiction(&self) -> bool {
        self.conflict.is_some()
    }
}

/// All premises of a grid with what follows from each.
pub(crate) struct Tables {
    /// Summary of every premise, by [`Fact::index`].
    pub summaries: HashMap<usize, Summary>,
}

/// Every finding, keyed by result; `cost(premise, fact)` measures the proof of `fact` from
/// `premise` (the chain length) and picks between findings with the same result.
pub(crate) fn collect(
    grid: &Candidates,
    tables: &Tables,
    cost: impl Fn(Fact, Fact) -> usize,
) -> Vec<Finding> {
    let unsolved: CellSet = crate::cell::Cell::all()
        .filter(|&c| grid.get(c).is_none())
        .collect();
    // one finding per kind and result: a contradiction is the easier read, so a cheaper verity
    // does not hide it
    let mut best: HashMap<(bool, Fact), Finding> = HashMap::new();
    let mut order: Vec<(bool, Fact)> = Vec::new();
    let mut offer = |f: Finding| {
        let key = (f.is_contradiction(), f.result);
        match best.get(&key) {
            Some(old) if old.cost <= f.cost => {}
            Some(_) => {
                best.insert(key, f);
            }
            None => {
                order.push(key);
                best.insert(key, f);
            }
        }
    };
    let summary = |f: Fact| tables.summaries.get(&f.index());
    // contradictions
    for cell in unsolved.iter() {
        for d in grid.candidates(cell).iter() {
            for on in [true, false] {
                let p = Fact::new(cell, d, on);
                let Some(s) = summary(p) else { continue };
                if let Some(c) = conflict(grid, s, unsolved) {
                    let targets = c.facts(grid);
                    let cost = targets.iter().map(|&t| cost(p, t)).sum();
                    offer(Finding {
                        result: Fact::new(cell, d, !on),
                        premises: vec![p],
                        targets,
                        conflict: Some(c),
                        cost,
                    });
                }
            }
        }
    }
    let mut verity = |premises: Vec<Fact>, exclude: CellSet| {
        let mut all: Option<Summary> = None;
        for &p in &premises {
            let Some(s) = summary(p) else { return };
            all = Some(match all {
                None => *s,
                Some(a) => a.and(s),
            });
        }
        let Some(all) = all else { return };
        for f in all.facts() {
            if exclude.contains(f.cell) {
                continue;
            }
            let cost = premises.iter().map(|&p| cost(p, f)).sum();
            offer(Finding {
                result: f,
                premises: premises.clone(),
                targets: vec![f],
                conflict: None,
                cost,
            });
        }
    };
    // a candidate is true or false
    for cell in unsolved.iter() {
        for d in grid.candidates(cell).iter() {
            verity(
                vec![Fact::new(cell, d, true), Fact::new(cell, d, false)],
                CellSet::EMPTY.with(cell),
            );
        }
    }
    // a cell holds one of its candidates
    for cell in unsolved.iter() {
        let premises: Vec<Fact> = grid
            .candidates(cell)
            .iter()
            .map(|d| Fact::new(cell, d, true))
            .collect();
        if premises.len() >= 2 {
            verity(premises, CellSet::EMPTY);
        }
    }
    // a digit goes somewhere in each unit
    for u in Unit::all() {
        for d in Digit::all() {
            let premises: Vec<Fact> = grid
                .positions_in(d, u)
                .iter()
                .map(|c| Fact::new(c, d, true))
                .collect();
            if premises.len() >= 2 {
                verity(premises, CellSet::EMPTY);
            }
        }
    }
    let mut out: Vec<Finding> = order.into_iter().filter_map(|k| best.remove(&k)).collect();
    // contradictions first (one premise to follow), then by proof length
    out.sort_by_key(|f| (!f.is_contradiction(), f.cost, f.premises.len()));
    out
}
