//! Forcing chains: the tables of HoDoKu's tabling solver. From every premise a breadth-first
//! search over the chain graph (single candidates, group nodes, ALS nodes when allowed) collects
//! every fact a plain chain reaches; contradictions and verities are read off those tables and
//! each is proved by the shortest chains.

use std::collections::HashMap;

use super::findings::{Finding, Tables, collect};
use super::summary::{Fact, Summary};
use super::words;
use crate::cell::{Cell, Digit};
use crate::hint::chains::graph::{Graph, GraphOptions, State, is_on, node_of, state};
use crate::hint::chains::search::Search;
use crate::hint::chains::text;
use crate::hint::collector::wanted;
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique};

/// Contradictions and verities, in that order of kinds.
pub(crate) struct Found {
    pub contradiction: Vec<Deduction>,
    pub verity: Vec<Deduction>,
}

pub(crate) fn find(grid: &Candidates, settings: &Settings) -> Found {
    let opts = GraphOptions {
        groups: true,
        als: settings.als_in_chains,
        ..GraphOptions::FULL
    };
    let graph = Graph::build(grid, opts);
    let max_len = if opts.als {
        settings.max_chain_length * 4
    } else {
        settings.max_chain_length
    };
    let cand_count = graph.cand_count();
    let mut search = Search::new(&graph);
    let mut summaries = HashMap::new();
    // distance of every candidate state from every premise, for picking the shortest proof
    let mut dists: HashMap<usize, Vec<u16>> = HashMap::new();
    for n in 0..cand_count {
        for on in [true, false] {
            let premise = state(n, on);
            search.run(&graph, premise, max_len);
            let mut s = Summary::default();
            let mut dist = vec![u16::MAX; cand_count * 2];
            for &r in search.reached() {
                if node_of(r) < cand_count {
                    s.add(fact_of(&graph, r));
                    dist[r as usize] = search.dist(r).map_or(u16::MAX, |d| d as u16);
                }
            }
            let key = fact_of(&graph, premise).index();
            summaries.insert(key, s);
            dists.insert(key, dist);
        }
    }
    let tables = Tables { summaries };
    let cost = |p: Fact, f: Fact| {
        let Some(st) = graph.cand_state(f.cell, f.digit, f.on) else {
            return usize::from(u16::MAX);
        };
        dists
            .get(&p.index())
            .map_or(usize::from(u16::MAX), |d| usize::from(d[st as usize]))
    };
    let findings = collect(grid, &tables, cost);
    let mut found = Found {
        contradiction: Vec::new(),
        verity: Vec::new(),
    };
    for f in findings.iter().take(wanted(settings)) {
        let d = deduction(grid, &graph, &mut search, max_len, f);
        if f.is_contradiction() {
            found.contradiction.push(d);
        } else {
            found.verity.push(d);
        }
    }
    found
}

fn fact_of(graph: &Graph, s: State) -> Fact {
    let node = graph.node(s);
    Fact::new(node.first, node.digit, is_on(s))
}

fn deduction(
    grid: &Candidates,
    graph: &Graph,
    search: &mut Search,
    max_len: usize,
    f: &Finding,
) -> Deduction {
    let mut evidence = Evidence::default();
    let mut lines = Vec::new();
    let mut sentences = Vec::new();
    for &p in &f.premises {
        let Some(premise) = graph.cand_state(p.cell, p.digit, p.on) else {
            continue;
        };
        search.run(graph, premise, max_len);
        for &t in &f.targets {
            let Some(target) = graph.cand_state(t.cell, t.digit, t.on) else {
                continue;
            };
            if search.dist(target).is_none() {
                continue;
            }
            let chain = search.path(target);
            if chain.len() < 2 {
                // the premise itself is one of the clashing facts: nothing to follow
                continue;
            }
            lines.push(text::chain_notation(graph, &chain));
            // a contradiction states its premise once, up front
            let from = usize::from(f.is_contradiction() && chain.len() > 1);
            sentences.push(text::chain_words(graph, &chain[from..]));
            let ev = text::chain_evidence(graph, &chain);
            evidence.cells |= ev.cells;
            for c in ev.candidates {
                if !evidence.candidates.contains(&c) {
                    evidence.candidates.push(c);
                }
            }
            evidence.links.extend(ev.links);
        }
    }
    let technique = if f.is_contradiction() {
        Technique::ForcingChainContradiction
    } else {
        Technique::ForcingChainVerity
    };
    build(technique, grid, f, &lines, &sentences, evidence)
}

/// The deduction for a finding, given its chains (notation and words).
pub(crate) fn build(
    technique: Technique,
    grid: &Candidates,
    f: &Finding,
    lines: &[String],
    sentences: &[String],
    evidence: Evidence,
) -> Deduction {
    let r = f.result;
    let item: Vec<(Cell, Digit)> = vec![(r.cell, r.digit)];
    let (placements, eliminations) = if r.on {
        (item, Vec::new())
    } else {
        (Vec::new(), item)
    };
    let result = text::result_text(&placements, &eliminations);
    let explanation = match f.conflict {
        Some(conflict) => format!(
            "{technique}: {} => {result}. Suppose {}: {}. Then {}, which is impossible, so {}.",
            lines.join(" ; "),
            f.premises[0].words(),
            sentences.join("; and "),
            conflict.words(),
            r.words(),
        ),
        None => format!(
            "{technique}: {} => {result}. {}: {}. In every case {}, so that is certain.",
            lines.join(" ; "),
            words::disjunction(grid, &f.premises),
            sentences.join("; "),
            r.words(),
        ),
    };
    Deduction {
        technique,
        placements,
        eliminations,
        evidence,
        explanation,
    }
}
