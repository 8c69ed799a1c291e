//! The plain sentences of nice loops and AICs.

use super::super::graph::{Graph, State, is_on};
use super::super::text;
use crate::cell::{Cell, Digit};

pub(super) fn discontinuous_sentence(
    graph: &Graph,
    chain: &[State],
    placements: &[(Cell, Digit)],
) -> String {
    let start = graph.node(chain[0]).first;
    let first_digit = graph.node(chain[0]).digit;
    let last_digit = graph.node(chain[chain.len() - 1]).digit;
    // The premise is the conclusion denied. A loop that leaves the start cell by "it is not a"
    // and comes back by "it is not b" proves the cell is not b: so it starts from "it is b",
    // which makes it not a (one digit to a cell), and the chain then ends in "it is not b".
    let (premise, conclusion) = if let Some(&(cell, d)) = placements.first() {
        (String::new(), format!("{cell} must be {d}"))
    } else if is_on(chain[0]) {
        (String::new(), format!("{start} cannot be {first_digit}"))
    } else {
        (
            format!("{start} is {last_digit}, then "),
            format!("{start} cannot be {last_digit}"),
        )
    };
    let words = text::chain_words(graph, chain);
    let words = if premise.is_empty() {
        words
    } else {
        // the chain's own first step now follows the premise
        format!("{premise}{}", words.replacen(", then ", ", so ", 1))
    };
    format!(
        "Suppose {words}. The chain comes back to {start} and contradicts the premise, so \
         {conclusion}."
    )
}

pub(super) fn continuous_sentence(graph: &Graph, chain: &[State]) -> String {
    format!(
        "The chain closes into a loop: {}. In a closed loop of alternating links each weak link \
         is in fact strong, so a cell that sees both ends of a weak link loses that digit, and \
         a cell the loop enters and leaves by strong links keeps only those two digits.",
        text::chain_words(graph, chain)
    )
}

pub(super) fn aic_sentence(graph: &Graph, chain: &[State], elims: &[(Cell, Digit)]) -> String {
    let first = graph.node(chain[0]);
    let last = graph.node(chain[chain.len() - 1]);
    let words = text::chain_words(graph, chain);
    if first.digit == last.digit {
        format!(
            "Either {} or {} is {}: if {words}. So no cell that sees both can be {}: {}.",
            first.first,
            last.first,
            first.digit,
            first.digit,
            text::cells_of(elims)
        )
    } else {
        format!(
            "Either {} is {} or {} is {}: if {words}. The two cells see each other, so {} cannot \
             be {} and {} cannot be {}.",
            first.first,
            first.digit,
            last.first,
            last.digit,
            first.first,
            last.digit,
            last.first,
            first.digit
        )
    }
}
