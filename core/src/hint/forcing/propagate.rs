//! What one premise forces when it is followed through singles: a placed digit leaves its
//! peers and its cell, a cell left with one candidate takes it, a digit left with one place in
//! a unit goes there — over and over, until nothing moves or something breaks. Every fact is
//! recorded with the reason it holds, so a forcing net can be written out.

use super::summary::{Conflict, Fact, Summary};
use crate::cell::{Cell, CellSet, Digit, DigitMap, Unit};
use crate::hint::Candidates;

/// Why a fact holds, given the premise.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Reason {
    Premise,
    /// A peer was set to the same digit.
    SeesPlacement(Fact),
    /// The cell was set to another digit.
    SameCell(Fact),
    /// The cell had no other candidate left.
    OnlyCandidate,
    /// The digit had no other place left in the unit.
    OnlyPlace(Unit),
}

/// Follows premises on one grid; buffers are reused from premise to premise.
pub(crate) struct Propagator<'a> {
    base: &'a Candidates,
    base_unsolved: CellSet,
    work: Candidates,
    unsolved: CellSet,
    placed: DigitMap<CellSet>,
    base_placed: DigitMap<CellSet>,
    /// Derived facts in order, with their reason and the pass that found them.
    pub steps: Vec<(Fact, Reason, u8)>,
    /// Position + 1 of each fact in `steps`, 0 when not derived.
    index: Vec<u16>,
    pass: u8,
}

/// What a premise led to. A contradiction, if one was met, is also visible in the summary.
pub(crate) struct Outcome {
    pub summary: Summary,
}

impl<'a> Propagator<'a> {
    pub(crate) fn new(base: &'a Candidates) -> Self {
        let mut base_placed = DigitMap::filled(CellSet::EMPTY);
        let mut base_unsolved = CellSet::EMPTY;
        for c in Cell::all() {
            match base.get(c) {
                Some(d) => base_placed[d].insert(c),
                None => base_unsolved.insert(c),
            }
        }
        Self {
            base,
            base_unsolved,
            work: base.clone(),
            unsolved: base_unsolved,
            placed: base_placed,
            base_placed,
            steps: Vec::with_capacity(512),
            index: vec![0; 1458],
            pass: 0,
        }
    }

    /// Follow `premise` to its end.
    pub(crate) fn run(&mut self, premise: Fact) -> Outcome {
        for &(f, _, _) in &self.steps {
            self.index[f.index()] = 0;
        }
        self.steps.clear();
        self.work.clone_from(self.base);
        self.unsolved = self.base_unsolved;
        self.placed = self.base_placed;
        self.pass = 0;
        if premise.on {
            self.set(premise.cell, premise.digit, Reason::Premise);
        } else {
            self.record(premise, Reason::Premise);
            self.work.remove(premise.cell, premise.digit);
        }
        // a contradiction stops the run; the summary then shows it
        let _ = self.settle();
        Outcome {
            summary: self.summary(),
        }
    }

    fn settle(&mut self) -> Option<Conflict> {
        loop {
            self.pass = self.pass.saturating_add(1);
            let mut progress = false;
            for cell in self.unsolved.iter() {
                if !self.unsolved.contains(cell) {
                    continue;
                }
                let cands = self.work.candidates(cell);
                if cands.is_empty() {
                    return Some(Conflict::EmptyCell(cell));
                }
                if let Some(d) = cands.only() {
                    self.set(cell, d, Reason::OnlyCandidate);
                    progress = true;
                }
            }
            for u in Unit::all() {
                let cells = u.cell_set();
                for d in Digit::all() {
                    if !(self.placed[d] & cells).is_empty() {
                        continue;
                    }
                    let pos = self.work.positions(d) & cells;
                    let bits = pos.bits();
                    if bits == 0 {
                        return Some(Conflict::NoPlace(u, d));
                    }
                    if bits.is_power_of_two() {
                        let Some(cell) = pos.first() else { continue };
                        self.set(cell, d, Reason::OnlyPlace(u));
                        progress = true;
                    }
                }
            }
            if !progress {
                return None;
            }
        }
    }

    fn record(&mut self, f: Fact, reason: Reason) {
        if self.index[f.index()] == 0 {
            self.steps.push((f, reason, self.pass));
            self.index[f.index()] = self.steps.len() as u16;
        }
    }

    fn set(&mut self, cell: Cell, d: Digit, reason: Reason) {
        let fact = Fact::new(cell, d, true);
        self.record(fact, reason);
        for p in (cell.peers() & self.work.positions(d)).iter() {
            self.record(Fact::new(p, d, false), Reason::SeesPlacement(fact));
        }
        for e in self.work.candidates(cell).iter().filter(|&e| e != d) {
            self.record(Fact::new(cell, e, false), Reason::SameCell(fact));
        }
        self.work.place(cell, d);
        self.unsolved.remove(cell);
        self.placed[d].insert(cell);
    }

    fn summary(&self) -> Summary {
        let mut s = Summary::default();
        for &(f, _, _) in &self.steps {
            s.add(f);
        }
        s
    }

    /// The facts `f` rests on directly.
    fn parents(&self, f: Fact, reason: Reason) -> Vec<Fact> {
        let derived = |g: Fact| self.index[g.index()] != 0;
        match reason {
            Reason::Premise => Vec::new(),
            Reason::SeesPlacement(p) | Reason::SameCell(p) => vec![p],
            Reason::OnlyCandidate => self
                .base
                .candidates(f.cell)
                .iter()
                .filter(|&e| e != f.digit)
                .map(|e| Fact::new(f.cell, e, false))
                .filter(|&g| derived(g))
                .collect(),
            Reason::OnlyPlace(u) => self
                .base
                .positions_in(f.digit, u)
                .iter()
                .filter(|&c| c != f.cell)
                .map(|c| Fact::new(c, f.digit, false))
                .filter(|&g| derived(g))
                .collect(),
        }
    }

    /// Every step the `targets` rest on, in the order they were derived.
    pub(crate) fn proof(&self, targets: &[Fact]) -> Vec<(Fact, Reason)> {
        let mut needed = vec![false; self.steps.len()];
        let mut stack: Vec<Fact> = targets.to_vec();
        while let Some(f) = stack.pop() {
            let i = self.index[f.index()];
            if i == 0 || needed[i as usize - 1] {
                continue;
            }
            needed[i as usize - 1] = true;
            let (_, reason, _) = self.steps[i as usize - 1];
            stack.extend(self.parents(f, reason));
        }
        self.steps
            .iter()
            .zip(needed)
            .filter(|(_, n)| *n)
            .map(|(&(f, r, _), _)| (f, r))
            .collect()
    }
}
