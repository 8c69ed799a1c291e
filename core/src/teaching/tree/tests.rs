//! The tree against the machines: one node per try, edges that parse back to the same tree,
//! folded counts equal to what the parent links say, and a truncated tree equal to one built
//! only that far.

use std::collections::HashMap;

use super::*;
use crate::grid::Grid;
use crate::solver::{Options, Strategy};

fn puzzles() -> Vec<Grid> {
    use crate::test_puzzles::{CLASSIC, HARD, first_of};
    first_of(&[(CLASSIC, 2), (HARD, 2)])
}

fn machine(grid: &Grid, strategy: Strategy) -> Machine {
    let options = Options {
        strategy,
        ..Options::default()
    };
    Machine::new(grid, options).expect("no clash")
}

const CAP: usize = 1_000_000;
const STEPS: u64 = 20_000;

fn built(grid: &Grid, strategy: Strategy, steps: u64) -> (Tree, Machine) {
    let mut m = machine(grid, strategy);
    let mut tree = Tree::default();
    while !m.is_finished() && m.counters().steps < steps {
        let event = m.step();
        tree.follow(&m, &event, CAP).expect("under the cap");
    }
    (tree, m)
}

/// A small DOT reader: node ids and edges of `a -> b;` and `a [..];` statements.
fn parse_dot(dot: &str) -> (Vec<String>, Vec<(String, String)>) {
    assert!(
        dot.starts_with("digraph search {\n") && dot.ends_with("}\n"),
        "{dot}"
    );
    let (mut nodes, mut edges) = (Vec::new(), Vec::new());
    for line in dot.lines().skip(1) {
        let line = line.trim();
        if line == "}" || line.starts_with("node ") || line.starts_with("label") {
            continue;
        }
        assert!(line.ends_with(';'), "a statement: {line}");
        if let Some((a, b)) = line.trim_end_matches(';').split_once(" -> ") {
            edges.push((a.to_owned(), b.to_owned()));
        } else if let Some((id, attrs)) = line.split_once(' ') {
            assert!(attrs.starts_with('[') && attrs.ends_with("];"), "{line}");
            assert_eq!(attrs.matches('"').count() % 2, 0, "quotes balance: {line}");
            nodes.push(id.to_owned());
        }
    }
    (nodes, edges)
}

#[test]
fn one_node_per_try_and_one_edge_from_its_parent() {
    for grid in puzzles() {
        for strategy in Strategy::ALL {
            let (tree, m) = built(&grid, strategy, STEPS);
            let tries = m.counters().tries as usize;
            assert_eq!(tree.nodes().len(), tries, "{strategy}");
            assert_eq!(tree.per_depth().iter().sum::<u64>() as usize, tries);
            for node in tree.nodes() {
                if let Some(p) = node.parent {
                    assert_eq!(tree.nodes()[p as usize].depth + 1, node.depth);
                } else {
                    assert_eq!(node.depth, 1);
                }
            }
            let (nodes, edges) = parse_dot(&tree.to_dot("test"));
            assert_eq!(nodes.len(), tries + 1, "start and one per try");
            assert_eq!(edges.len(), tries, "{strategy}: one edge per try");
            let mut into: HashMap<&str, usize> = HashMap::new();
            for (a, b) in &edges {
                assert!(nodes.contains(a) && nodes.contains(b), "{a} -> {b}");
                *into.entry(b.as_str()).or_default() += 1;
            }
            assert!(into.values().all(|&n| n == 1), "each try has one parent");
            assert!(!into.contains_key("start"));
            let json = tree.to_json("test");
            assert_eq!(json["tries"], tries);
            assert_eq!(json["nodes"].as_array().map(Vec::len), Some(tries));
            if m.first_solution().is_some() {
                let guesses = m.stack().iter().filter(|f| !f.is_forced()).count();
                assert_eq!(tree.solution().map(<[u32]>::len), Some(guesses));
            }
        }
    }
}

#[test]
fn folded_counts_are_the_subtrees_the_parent_links_give() {
    let grid = puzzles()[0];
    let (tree, _) = built(&grid, Strategy::RowMajor, 3_000);
    let mut below = vec![0usize; tree.nodes().len()];
    for (i, node) in tree.nodes().iter().enumerate().rev() {
        if let Some(p) = node.parent {
            below[p as usize] += below[i] + 1;
        }
    }
    for (i, &n) in below.iter().enumerate() {
        assert_eq!(tree.below(i as u32), n, "node {i}");
    }
    for depth in 1..=tree.path().len() {
        let level = tree.level(depth).expect("a level on the path");
        let current = tree.path()[depth - 1];
        assert_eq!(level.below_current, below[current as usize]);
        let siblings = tree.earlier_siblings(current);
        for ((_, n), s) in level.finished.iter().zip(&siblings) {
            assert_eq!(*n, below[*s as usize]);
        }
    }
}

#[test]
fn a_tree_cut_back_to_a_step_is_the_tree_built_to_that_step() {
    for strategy in Strategy::ALL {
        let grid = puzzles()[2];
        let (full, _) = built(&grid, strategy, 5_000);
        for step in [4_000, 2_500, 1_234, 700, 3, 1] {
            let (want, m) = built(&grid, strategy, step);
            let mut cut = full.clone();
            let level = m.stack().iter().filter(|f| !f.is_forced()).count();
            cut.truncate(m.counters().steps, level);
            assert_eq!(cut.nodes(), want.nodes(), "{strategy} at {step}");
            assert_eq!(cut.path(), want.path(), "{strategy} at {step}");
            assert_eq!(cut.per_depth(), want.per_depth(), "{strategy} at {step}");
        }
    }
}

#[test]
fn past_the_cap_it_refuses() {
    let grid = puzzles()[0];
    let mut m = machine(&grid, Strategy::RowMajor);
    let mut tree = Tree::default();
    let mut refused = None;
    while !m.is_finished() {
        let event = m.step();
        if let Err(e) = tree.follow(&m, &event, 10) {
            refused = Some(e);
            break;
        }
    }
    assert_eq!(tree.nodes().len(), 10);
    assert_eq!(refused.map(|e| e.cap), Some(10));
}

/// A tree cut before its search ends draws the tries still open on its path as open
/// (dashed), not as the grey of a try that led nowhere.
#[test]
fn a_cut_tree_draws_its_open_tries_as_open() {
    let grid = puzzles()[0];
    let (tree, m) = built(&grid, Strategy::RowMajor, 40);
    assert!(!m.is_finished());
    let dot = tree.to_dot("cut");
    let last = *tree.path().last().expect("an open try");
    let line = dot
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("n{} [", last + 1)))
        .expect("the open try's node");
    assert!(line.contains("style=dashed"), "{line}");
    assert!(!line.contains("gray"), "{line}");
}
