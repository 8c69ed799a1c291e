//! X-Chains (one digit, strong and weak links between cells) and XY-Chains (bivalue cells, a
//! strong link inside each cell and weak links between them). Both start and end with a strong
//! link on the same digit, so one of the two ends holds it: a cell that sees both ends cannot.

use super::graph::{Graph, GraphOptions, State, is_on};
use super::search::Search;
use super::text;
use crate::cell::{Cell, Digit, DigitSet};
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(crate) fn x_chains(grid: &Candidates, settings: &Settings) -> Vec<Deduction> {
    let mut found = Collector::new(settings);
    for d in Digit::all() {
        let opts = GraphOptions {
            digits: DigitSet::single(d),
            in_cell: false,
            ..GraphOptions::FULL
        };
        sweep(grid, settings, opts, Technique::XChain, &mut found);
    }
    found.into_sorted()
}

pub(crate) fn xy_chains(grid: &Candidates, settings: &Settings) -> Vec<Deduction> {
    let mut found = Collector::new(settings);
    let opts = GraphOptions {
        bivalue_only: true,
        house_strong: false,
        ..GraphOptions::FULL
    };
    sweep(grid, settings, opts, Technique::XyChain, &mut found);
    found.into_sorted()
}

/// From "start is not d", every "end is d" the chain reaches proves start or end is d.
fn sweep(
    grid: &Candidates,
    settings: &Settings,
    opts: GraphOptions,
    technique: Technique,
    found: &mut Collector,
) {
    let graph = Graph::build(grid, opts);
    let mut search = Search::new(&graph);
    for n in 0..graph.cand_count() {
        if found.done() {
            return;
        }
        let premise = super::graph::state(n, false);
        let start = graph.nodes[n].first;
        let d = graph.nodes[n].digit;
        let start_seen = start.peers() & grid.positions(d);
        if start_seen.is_empty() {
            continue;
        }
        search.run(&graph, premise, settings.max_chain_length);
        for &end in search.reached() {
            let node = graph.node(end);
            if !is_on(end) || node.digit != d {
                continue;
            }
            let Some(len) = search.dist(end) else {
                continue;
            };
            let cell = node.first;
            // An XY-chain never comes back to its own cell; an X-chain may (it then proves
            // the start cell holds the digit).
            if len < 3 || (cell == start && technique == Technique::XyChain) {
                continue;
            }
            let seen = if cell == start {
                start_seen
            } else {
                start_seen & cell.peers()
            };
            if seen.is_empty() {
                continue;
            }
            let elims: Vec<(Cell, Digit)> = seen.iter().map(|c| (c, d)).collect();
            found.offer(elims.clone(), len, || {
                let chain = search.path(end);
                make(technique, &graph, &chain, elims)
            });
        }
    }
}

fn make(
    technique: Technique,
    graph: &Graph,
    chain: &[State],
    elims: Vec<(Cell, Digit)>,
) -> Deduction {
    let first = graph.node(chain[0]);
    let last = graph.node(chain[chain.len() - 1]);
    let d = first.digit;
    let sentence = if first.first == last.first {
        format!(
            "If {}, the chain comes back to say it is: so {} is {d}, and no cell that sees \
             it can be {d}: {}.",
            text::chain_words(graph, chain),
            first.first,
            text::cells_of(&elims)
        )
    } else {
        format!(
            "Either {} or {} is {d}: follow the chain, if {}. So no cell that sees both can be \
             {d}: {}.",
            first.first,
            last.first,
            text::chain_words(graph, chain),
            text::cells_of(&elims)
        )
    };
    text::deduction(technique, graph, chain, Vec::new(), elims, &sentence)
}
