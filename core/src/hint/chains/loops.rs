//! Nice loops and AICs (plain and grouped), found the way HoDoKu's tabling solver finds them:
//! from every premise ("r4c7 is 3" / "r4c7 is not 3") a breadth-first search follows every
//! implication; a chain that comes back to the premise's cell is a nice loop, one that starts
//! with a strong link and ends in a strong link elsewhere is an AIC.

mod continuous;
mod sentences;
#[cfg(test)]
mod tests;

use sentences::{aic_sentence, continuous_sentence, discontinuous_sentence};

use super::graph::{Graph, GraphOptions, NodeKind, State, is_on, node_of, state};
use super::search::Search;
use super::text;
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Settings, Technique};

/// Every nice loop and AIC of one kind (plain or grouped) on a grid.
pub(crate) struct Loops {
    pub continuous: Vec<Deduction>,
    pub discontinuous: Vec<Deduction>,
    pub aic: Vec<Deduction>,
}

struct Sweep<'a> {
    grid: &'a Candidates,
    graph: Graph,
    grouped: bool,
    cnl: Collector,
    dnl: Collector,
    aic: Collector,
    /// The discontinuous loop each AIC closes (see [`Sweep::close`]), reported only when the
    /// search found no loop of its own.
    closing: Collector,
    /// AICs whose loop `close` could not make (none, as its comment argues; a test checks).
    unclosed: usize,
    /// Close every AIC, not only while no loop has turned up (a test's check of `close`).
    close_all: bool,
}

pub(crate) fn find(grid: &Candidates, settings: &Settings, grouped: bool) -> Loops {
    sweep(grid, settings, grouped, false).into_loops()
}

fn sweep<'a>(
    grid: &'a Candidates,
    settings: &Settings,
    grouped: bool,
    close_all: bool,
) -> Sweep<'a> {
    let opts = GraphOptions {
        groups: grouped,
        als: grouped && settings.als_in_chains,
        ..GraphOptions::FULL
    };
    let mut sweep = Sweep {
        grid,
        graph: Graph::build(grid, opts),
        grouped,
        cnl: Collector::new(settings),
        dnl: Collector::new(settings),
        aic: Collector::new(settings),
        closing: Collector::new(settings),
        unclosed: 0,
        close_all,
    };
    let mut search = Search::new(&sweep.graph);
    // ALS nodes count extra length (HoDoKu's penalty): allow for it
    let max_len = if opts.als {
        settings.max_chain_length * 4
    } else {
        settings.max_chain_length
    };
    for n in 0..sweep.graph.cand_count() {
        if sweep.cnl.done() && sweep.dnl.done() && sweep.aic.done() {
            break;
        }
        for on in [true, false] {
            let premise = state(n, on);
            search.run(&sweep.graph, premise, max_len);
            sweep.loops_from(&search, premise);
            if !on {
                sweep.aics_from(&search, premise);
            }
        }
    }
    sweep
}

impl Sweep<'_> {
    /// Does the step report the loops AICs close? The breadth-first search keeps one shortest
    /// chain per state and drops the ones that break a loop's rules, so it can miss the loop an
    /// AIC closes; the step then reports that loop, and an AIC (plain or grouped) never comes
    /// before a nice loop of its kind. Where the search found a loop, what the step applies
    /// stays as it was.
    fn reports_closing(&self) -> bool {
        self.cnl.is_empty() && self.dnl.is_empty()
    }

    fn into_loops(self) -> Loops {
        let discontinuous = if self.reports_closing() {
            self.closing
        } else {
            self.dnl
        };
        Loops {
            continuous: self.cnl.into_sorted(),
            discontinuous: discontinuous.into_sorted(),
            aic: self.aic.into_sorted(),
        }
    }

    fn cell(&self, s: State) -> Cell {
        self.graph.node(s).first
    }

    fn digit(&self, s: State) -> Digit {
        self.graph.node(s).digit
    }

    fn is_grouped(&self, chain: &[State]) -> bool {
        chain
            .iter()
            .any(|&s| self.graph.node(s).kind != NodeKind::Cand)
    }

    /// Every cell a node of the chain covers.
    fn chain_cells(&self, chain: &[State]) -> CellSet {
        chain.iter().fold(CellSet::EMPTY, |acc, &s| {
            let node = self.graph.node(s);
            acc | match node.kind {
                NodeKind::Als(i) => self.graph.alses[i as usize].cells,
                _ => node.cells,
            }
        })
    }

    /// HoDoKu's lasso test: no node may come back to a cell used before the previous node
    /// (a nice loop may come back to its start cell, an AIC may not).
    fn lasso_free(&self, chain: &[State], aic: bool) -> bool {
        let first_cell = self.cell(chain[0]);
        let mut lasso = CellSet::EMPTY;
        let mut last: Option<State> = None;
        for &s in chain {
            if lasso.contains(self.cell(s)) {
                return false;
            }
            if let Some(prev) = last {
                let node = self.graph.node(prev);
                if node.first != first_cell || aic {
                    lasso.insert(node.first);
                    match node.kind {
                        NodeKind::Cand => {}
                        NodeKind::Group => lasso |= node.cells,
                        NodeKind::Als(i) => {
                            lasso |= self.graph.alses[i as usize].cells;
                        }
                    }
                }
            }
            last = Some(s);
        }
        true
    }

    fn loops_from(&mut self, search: &Search, premise: State) {
        let start = self.cell(premise);
        for d in self.grid.candidates(start).iter() {
            for on in [true, false] {
                let Some(end) = self.graph.cand_state(start, d, on) else {
                    continue;
                };
                let Some(len) = search.dist(end) else {
                    continue;
                };
                if end == premise || len <= 2 {
                    continue;
                }
                let chain = search.path(end);
                self.check_loop(premise, end, &chain, len);
            }
        }
    }

    fn check_loop(&mut self, premise: State, end: State, chain: &[State], len: usize) {
        let Some(found) = self.nice_loop(premise, end, chain) else {
            return;
        };
        let collector = match found.kind {
            LoopKind::Continuous => &mut self.cnl,
            LoopKind::Discontinuous => &mut self.dnl,
        };
        offer(collector, &self.graph, chain, len, found);
    }

    /// The nice loop `chain` (from `premise` back to its cell at `end`) makes, if it is one
    /// (HoDoKu's rules) and removes something.
    fn nice_loop(&self, premise: State, end: State, chain: &[State]) -> Option<FoundLoop> {
        let n = chain.len() - 1;
        // the loop must leave the start cell and come back into it from another cell
        if n < 3
            || self.cell(chain[n]) == self.cell(chain[n - 1])
            || self.cell(chain[0]) == self.cell(chain[1])
            || !self.lasso_free(chain, false)
        {
            return None;
        }
        let grouped = self.is_grouped(chain);
        if grouped != self.grouped {
            return None;
        }
        let start = self.cell(premise);
        let first_strong = !is_on(premise);
        let last_strong = is_on(end);
        let (sc, ec) = (self.digit(premise), self.digit(end));
        let mut elims = Vec::new();
        let mut placements = Vec::new();
        let kind;
        if !first_strong && !last_strong && sc == ec {
            kind = LoopKind::Discontinuous;
            elims.push((start, sc));
        } else if first_strong && last_strong && sc == ec {
            kind = LoopKind::Discontinuous;
            placements.push((start, sc));
            for d in self.grid.candidates(start).iter().filter(|&d| d != sc) {
                elims.push((start, d));
            }
        } else if first_strong != last_strong && sc != ec {
            kind = LoopKind::Discontinuous;
            elims.push((start, if first_strong { ec } else { sc }));
        } else if (!first_strong && !last_strong && self.grid.candidates(start).len() == 2)
            || (first_strong && last_strong)
            || first_strong != last_strong
        {
            kind = LoopKind::Continuous;
            self.continuous_eliminations(chain, first_strong && last_strong, &mut elims);
        } else {
            return None;
        }
        crate::hint::collector::normalise(&mut elims);
        (!elims.is_empty()).then_some(FoundLoop {
            kind,
            technique: kind.technique(grouped),
            elims,
            placements,
        })
    }

    fn aics_from(&mut self, search: &Search, premise: State) {
        let start = self.cell(premise);
        let sc = self.digit(premise);
        let start_peers = start.peers();
        let cand_count = self.graph.cand_count();
        for &end in search.reached() {
            if !is_on(end) || node_of(end) >= cand_count {
                continue;
            }
            let cell = self.cell(end);
            if cell == start || search.dist(end).is_none_or(|len| len <= 2) {
                continue;
            }
            let ec = self.digit(end);
            let elims: Vec<(Cell, Digit)> = if ec == sc {
                let both = (start_peers & cell.peers()) & self.grid.positions(sc);
                if both.len() < 2 {
                    continue;
                }
                both.iter().map(|c| (c, sc)).collect()
            } else {
                if !start_peers.contains(cell)
                    || !self.grid.has(cell, sc)
                    || !self.grid.has(start, ec)
                {
                    continue;
                }
                let mut v = vec![(start, ec), (cell, sc)];
                crate::hint::collector::normalise(&mut v);
                v
            };
            let len = search.dist(end).unwrap_or(usize::MAX);
            if !self.aic.wants(&elims, len) {
                continue;
            }
            let chain = search.path(end);
            if !self.lasso_free(&chain, true) || self.is_grouped(&chain) != self.grouped {
                continue;
            }
            let technique = if self.grouped {
                Technique::GroupedAic
            } else {
                Technique::Aic
            };
            let graph = &self.graph;
            self.aic.offer(elims.clone(), len, || {
                let sentence = aic_sentence(graph, &chain, &elims);
                text::deduction(
                    technique,
                    graph,
                    &chain,
                    Vec::new(),
                    elims.clone(),
                    &sentence,
                )
            });
            if self.close_all || self.reports_closing() {
                self.close(&chain, len, &elims);
            }
        }
    }

    /// Offers the discontinuous nice loop the AIC `chain` (`len` long, removing `elims`)
    /// closes. Both ends digit x (type 1), x struck from a cell t seeing both: t is x, so the
    /// first end is not x, ..., so the last end is x, so t is not x; two links longer, two weak
    /// links of x at t. Ends x in A and y in B seeing each other (type 2), B holding x: B is x,
    /// so A is not x, ..., so B is y, which it cannot be with x; one link longer. If the AIC
    /// comes into B through B itself (B bivalue, so from "B is not x"), the loop stops there:
    /// B is x, ..., so B is not x. Each is a loop by `nice_loop`'s rules: it leaves t (or B)
    /// for another cell (t sees A and B, so is neither) and comes back from another cell, and
    /// the AIC kept clear of every cell it had used; a loop may come back to its own cell, so
    /// only a group holding t could break the rules. Then the loop uses only the part of the
    /// AIC clear of t (see [`Sweep::clear_of`]), and if that is no loop either, another target
    /// is tried.
    fn close(&mut self, chain: &[State], len: usize, elims: &[(Cell, Digit)]) {
        match self.closed_loop(chain, elims) {
            Some((closed, found)) => {
                // each node added or cut counts one link
                let length = (len + closed.len()).saturating_sub(chain.len());
                offer(&mut self.closing, &self.graph, &closed, length, found);
            }
            None => self.unclosed += 1,
        }
    }

    /// The loop `close` offers: its chain and what it removes.
    fn closed_loop(
        &self,
        chain: &[State],
        elims: &[(Cell, Digit)],
    ) -> Option<(Vec<State>, FoundLoop)> {
        let (first, last) = (chain[0], chain[chain.len() - 1]);
        let (sc, end_cell) = (self.digit(first), self.cell(last));
        if self.digit(last) == sc {
            // type 1: around the first target the loop's rules let it come back to, with the
            // whole AIC or else the part of it clear of the target
            return elims.iter().find_map(|&(target, _)| {
                let around = |inner: &[State]| {
                    let premise = self.graph.cand_state(target, sc, true)?;
                    let mut closed = Vec::with_capacity(inner.len() + 2);
                    closed.push(premise);
                    closed.extend_from_slice(inner);
                    closed.push(self.graph.cand_state(target, sc, false)?);
                    let found = self.nice_loop(premise, closed[closed.len() - 1], &closed)?;
                    Some((closed, found))
                };
                around(chain).or_else(|| around(self.clear_of(chain, target, sc)?))
            });
        }
        // type 2: through the last cell
        let mut closed = Vec::with_capacity(chain.len() + 1);
        closed.push(self.graph.cand_state(end_cell, sc, true)?);
        closed.extend_from_slice(chain);
        if self.cell(closed[closed.len() - 2]) == end_cell {
            closed.pop();
        }
        let found = self.nice_loop(closed[0], closed[closed.len() - 1], &closed)?;
        Some((closed, found))
    }

    /// The part of the type 1 AIC `chain` (digit `x` at both ends) that a loop around `target`
    /// can use: all of it, unless a node of `x` covers `target`. After the last such node that
    /// is ON, the chain goes on with a node of x that sees all of it, so sees `target`:
    /// "target is x" leads there as well as the AIC's start does. Before the first later one
    /// that is OFF, the chain has a node of x seeing all of it, so seeing `target`: from there
    /// "target is not x" follows as well as from the AIC's end. (A link inside the target's
    /// own cell instead leaves a chain `nice_loop` refuses.) The part between covers `target` nowhere, and
    /// starts OFF and ends ON, as an AIC does; `None` if no such part is left.
    fn clear_of<'c>(&self, chain: &'c [State], target: Cell, x: Digit) -> Option<&'c [State]> {
        let covers = |s: State| {
            let node = self.graph.node(s);
            node.digit == x && node.cells.contains(target)
        };
        let from = chain
            .iter()
            .rposition(|&s| is_on(s) && covers(s))
            .map_or(0, |i| i + 1);
        let to = chain[from..]
            .iter()
            .position(|&s| !is_on(s) && covers(s))
            .map_or(chain.len(), |i| from + i);
        (to > from + 1).then(|| &chain[from..to])
    }
}

/// A nice loop's kind and result, before its sentence is written.
struct FoundLoop {
    kind: LoopKind,
    technique: Technique,
    elims: Vec<(Cell, Digit)>,
    placements: Vec<(Cell, Digit)>,
}

/// Hands the loop `chain` (`len` long) to `collector`, which writes its sentence only if it
/// keeps it.
fn offer(collector: &mut Collector, graph: &Graph, chain: &[State], len: usize, found: FoundLoop) {
    let FoundLoop {
        kind,
        technique,
        elims,
        placements,
    } = found;
    collector.offer(elims.clone(), len, || {
        let sentence = match kind {
            LoopKind::Continuous => continuous_sentence(graph, chain),
            LoopKind::Discontinuous => discontinuous_sentence(graph, chain, &placements),
        };
        text::deduction(
            technique,
            graph,
            chain,
            placements.clone(),
            elims,
            &sentence,
        )
    });
}

#[derive(Clone, Copy)]
enum LoopKind {
    Continuous,
    Discontinuous,
}

impl LoopKind {
    fn technique(self, grouped: bool) -> Technique {
        match (self, grouped) {
            (LoopKind::Continuous, false) => Technique::ContinuousNiceLoop,
            (LoopKind::Continuous, true) => Technique::GroupedContinuousNiceLoop,
            (LoopKind::Discontinuous, false) => Technique::DiscontinuousNiceLoop,
            (LoopKind::Discontinuous, true) => Technique::GroupedDiscontinuousNiceLoop,
        }
    }
}
