//! How a chain reads: HoDoKu's link notation (`r5c1 =1= r5c9 -1- r8c9`) for the compact line,
//! and plain words ("if r5c1 is not 1, then r5c9 is 1, so …") for the sentence a learner follows.

use std::fmt::Write as _;

use super::graph::{Graph, NodeKind, State, is_on};
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::{Deduction, Evidence, Link, Technique, notation};

/// The node as HoDoKu writes it: `r4c7`, a group `r4c78`, an ALS `ALS:r4c78`.
pub(crate) fn node_text(graph: &Graph, s: State) -> String {
    let node = graph.node(s);
    match node.kind {
        NodeKind::Cand => node.first.to_string(),
        NodeKind::Group => notation::cells(node.cells),
        NodeKind::Als(i) => format!("ALS:{}", notation::cells(graph.alses[i as usize].cells)),
    }
}

fn same_cell(graph: &Graph, a: State, b: State) -> bool {
    let (na, nb) = (graph.node(a), graph.node(b));
    na.kind == NodeKind::Cand && nb.kind == NodeKind::Cand && na.first == nb.first
}

/// `r5c1 =1= r5c9 -1- r8c9`: `=d=` where the next node becomes true, `-d-` where it becomes
/// false; a link inside a cell shows as the digit changing from one side of the cell to the
/// other, and a first or last link inside a cell adds the digit in brackets.
pub(crate) fn chain_notation(graph: &Graph, chain: &[State]) -> String {
    let mut out = String::new();
    if chain.len() >= 2 && same_cell(graph, chain[0], chain[1]) {
        let _ = write!(out, "({}) ", graph.node(chain[0]).digit);
    }
    out.push_str(&node_text(graph, chain[0]));
    for w in chain.windows(2) {
        let (a, b) = (w[0], w[1]);
        if same_cell(graph, a, b) {
            continue;
        }
        let sym = if is_on(b) { '=' } else { '-' };
        let digit = graph.node(b).digit;
        let _ = write!(out, " {sym}{digit}{sym} {}", node_text(graph, b));
    }
    let n = chain.len();
    if n >= 2 && same_cell(graph, chain[n - 2], chain[n - 1]) {
        let _ = write!(out, " ({})", graph.node(chain[n - 1]).digit);
    }
    out
}

/// One state in words: "r4c7 is 3", "3 is not in r4c78", "the ALS r4c78 loses its 3".
pub(crate) fn state_words(graph: &Graph, s: State) -> String {
    let node = graph.node(s);
    let d = node.digit;
    match (node.kind, is_on(s)) {
        (NodeKind::Cand, true) => format!("{} is {d}", node.first),
        (NodeKind::Cand, false) => format!("{} is not {d}", node.first),
        (NodeKind::Group, true) => format!("{d} is in {}", notation::cells(node.cells)),
        (NodeKind::Group, false) => format!("{d} is not in {}", notation::cells(node.cells)),
        (NodeKind::Als(i), _) => format!(
            "the almost locked set {} loses {d} and locks its other digits",
            notation::cells(graph.alses[i as usize].cells)
        ),
    }
}

/// "r5c1 is not 1, then r5c9 is 1, so r8c9 is not 1" (the premise first).
pub(crate) fn chain_words(graph: &Graph, chain: &[State]) -> String {
    let mut out = String::new();
    for (i, &s) in chain.iter().enumerate() {
        out.push_str(match i {
            0 => "",
            1 => ", then ",
            _ => ", so ",
        });
        out.push_str(&state_words(graph, s));
    }
    out
}

/// Cells and candidates a chain touches, and its links, for highlighting.
pub(crate) fn chain_evidence(graph: &Graph, chain: &[State]) -> Evidence {
    let mut ev = Evidence::default();
    for &s in chain {
        let node = graph.node(s);
        let cells = match node.kind {
            NodeKind::Als(i) => graph.alses[i as usize].cells,
            _ => node.cells,
        };
        ev.cells |= cells;
        for c in node.cells.iter() {
            if !ev.candidates.contains(&(c, node.digit)) {
                ev.candidates.push((c, node.digit));
            }
        }
    }
    for w in chain.windows(2) {
        let (a, b) = (graph.node(w[0]), graph.node(w[1]));
        ev.links.push(Link {
            from: (a.first, a.digit),
            to: (b.first, b.digit),
            strong: is_on(w[1]),
            through_als: matches!(a.kind, NodeKind::Als(_)) || matches!(b.kind, NodeKind::Als(_)),
        });
    }
    ev
}

/// The result part of a hint line: `r1c5,r4c1<>1` or `r4c2=3`.
pub(crate) fn result_text(placements: &[(Cell, Digit)], eliminations: &[(Cell, Digit)]) -> String {
    if placements.is_empty() {
        notation::eliminations(eliminations)
    } else {
        notation::placements(placements)
    }
}

/// A chain deduction with HoDoKu's line (`X-Chain: 1 r5c1 =1= … => r1c5<>1`) and a sentence.
pub(crate) fn deduction(
    technique: Technique,
    graph: &Graph,
    chain: &[State],
    placements: Vec<(Cell, Digit)>,
    eliminations: Vec<(Cell, Digit)>,
    sentence: &str,
) -> Deduction {
    let digits: crate::cell::DigitSet = eliminations
        .iter()
        .chain(placements.iter())
        .map(|&(_, d)| d)
        .collect();
    let explanation = format!(
        "{technique}: {} {} => {}. {sentence}",
        notation::digits(digits),
        chain_notation(graph, chain),
        result_text(&placements, &eliminations),
    );
    Deduction {
        technique,
        placements,
        eliminations,
        evidence: chain_evidence(graph, chain),
        explanation,
    }
}

/// Cells of `items`, in compact notation.
pub(crate) fn cells_of(items: &[(Cell, Digit)]) -> String {
    notation::cells(items.iter().map(|&(c, _)| c).collect::<CellSet>())
}
