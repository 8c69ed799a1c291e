//! Nice loops and AICs (plain and grouped), found the way HoDoKu's tabling solver finds them:
//! from every premise ("r4c7 is 3" / "r4c7 is not 3") a breadth-first search follows every
//! implication; a chain that comes back to the premise's cell is a nice loop, one that starts
//! with a strong link and ends in a strong link elsewhere is an AIC.

mod continuous;
mod sentences;

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
}

pub(crate) fn find(grid: &Candidates, settings: &Settings, grouped: bool) -> Loops {
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
    Loops {
        continuous: sweep.cnl.into_sorted(),
        discontinuous: sweep.dnl.into_sorted(),
        aic: sweep.aic.into_sorted(),
    }
}

impl Sweep<'_> {
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
        let n = chain.len() - 1;
        // the loop must leave the start cell and come back into it from another cell
        if n < 3
            || self.cell(chain[n]) == self.cell(chain[n - 1])
            || self.cell(chain[0]) == self.cell(chain[1])
            || !self.lasso_free(chain, false)
        {
            return;
        }
        let grouped = self.is_grouped(chain);
        if grouped != self.grouped {
            return;
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
            return;
        }
        crate::hint::collector::normalise(&mut elims);
        if elims.is_empty() {
            return;
        }
        let technique = kind.technique(grouped);
        let graph = &self.graph;
        let collector = match kind {
            LoopKind::Continuous => &mut self.cnl,
            LoopKind::Discontinuous => &mut self.dnl,
        };
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
                text::deduction(technique, graph, &chain, Vec::new(), elims, &sentence)
            });
        }
    }
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
