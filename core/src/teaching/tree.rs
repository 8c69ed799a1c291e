//! The search tree a backtracking search walks: one node per try, its parent the guess it was
//! made under. Built step by step from a machine ([`Tree::follow`], [`Tree::follow_domino`]),
//! it is what `stepdoku trace --tree` writes (Graphviz DOT or JSON) and what the watch's tree
//! pane draws: the current path, each level's siblings (finished ones folded to their node
//! counts), the nodes per depth.
//!
//! Nodes are numbered in the order they are made, which is the search's depth-first order:
//! the subtree under node `i` is the run of nodes after it up to its next sibling, so finished
//! subtrees are counted without keeping child lists.

use std::fmt::Write as _;

use crate::cell::{Cell, Digit};
use crate::domino::{Domino, DominoEvent, DominoMachine};
use crate::solver::{Event, Machine};

/// What a try put down.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    Digit(Cell, Digit),
    Domino(Domino),
}

impl Choice {
    /// `r1c3=1`, or `r1c1-r1c2=1-8` for a domino.
    #[must_use]
    pub fn label(&self) -> String {
        match self {
            Choice::Digit(cell, digit) => format!("{cell}={digit}"),
            Choice::Domino(d) => format!(
                "{}-{}={}-{}",
                d.cells[0], d.cells[1], d.digits[0], d.digits[1]
            ),
        }
    }

    /// The digit, or the domino's digits, alone (`1`, `1-8`): a sibling's name beside its
    /// cell's.
    #[must_use]
    pub fn short(&self) -> String {
        match self {
            Choice::Digit(_, digit) => digit.to_string(),
            Choice::Domino(d) => {
                let arrow = if d.cells[0].row() == d.cells[1].row() {
                    '→'
                } else {
                    '↓'
                };
                format!("{}-{}{arrow}", d.digits[0], d.digits[1])
            }
        }
    }

    /// The cell the try was made in (a domino's first cell).
    #[must_use]
    pub fn cell(&self) -> Cell {
        match self {
            Choice::Digit(cell, _) => *cell,
            Choice::Domino(d) => d.cells[0],
        }
    }
}

/// One try.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Node {
    /// The try it was made under; `None` at the top level.
    pub parent: Option<u32>,
    /// The try made before it under the same parent (a sibling already finished).
    pub previous: Option<u32>,
    /// 1 for a try at the top level.
    pub depth: u32,
    /// The step that made it.
    pub step: u64,
    pub choice: Choice,
}

/// One level of the current path.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Level {
    /// Tries already finished at this level, oldest first, each with its subtree's nodes.
    pub finished: Vec<(Choice, usize)>,
    pub current: Choice,
    /// Nodes under the current try so far.
    pub below_current: usize,
}

/// The tree grew past its cap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooBig {
    pub cap: usize,
    /// The step whose try went past it.
    pub step: u64,
}

/// The search tree so far.
#[derive(Clone, Debug, Default)]
pub struct Tree {
    nodes: Vec<Node>,
    /// The current try at each level, top level first.
    path: Vec<u32>,
    /// The path when the first solution was found.
    solution: Option<Vec<u32>>,
    /// Tries per depth (index 0: depth 1).
    per_depth: Vec<u64>,
}

impl Tree {
    #[must_use]
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// The guesses on the stack, as tries, top level first.
    #[must_use]
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// Tries made at each depth, depth 1 first.
    #[must_use]
    pub fn per_depth(&self) -> &[u64] {
        &self.per_depth
    }

    /// The first solution's path, once found.
    #[must_use]
    pub fn solution(&self) -> Option<&[u32]> {
        self.solution.as_deref()
    }

    /// Record the step just taken: `tried` is the try it made (if any), `level` the number of
    /// guesses on the stack after it (the try's own depth), `solved` whether it found a
    /// solution. Nodes past `cap` are refused.
    pub fn record(
        &mut self,
        step: u64,
        level: usize,
        tried: Option<Choice>,
        solved: bool,
        cap: usize,
    ) -> Result<(), TooBig> {
        if let Some(choice) = tried {
            if self.nodes.len() >= cap {
                return Err(TooBig { cap, step });
            }
            let level = level.max(1);
            // A retry at the same level follows the try it replaces, under the same parent.
            let previous = self.path.get(level - 1).copied();
            self.path.truncate(level - 1);
            let id = u32::try_from(self.nodes.len()).map_err(|_| TooBig { cap, step })?;
            self.nodes.push(Node {
                parent: self.path.last().copied(),
                previous,
                depth: level as u32,
                step,
                choice,
            });
            self.path.push(id);
            if self.per_depth.len() < level {
                self.per_depth.resize(level, 0);
            }
            self.per_depth[level - 1] += 1;
        }
        // Tries popped by a backtrack are finished: the path is the guesses still on the stack.
        self.path.truncate(level);
        if solved && self.solution.is_none() {
            self.solution = Some(self.path.clone());
        }
        Ok(())
    }

    /// Record the step `machine` has just taken.
    pub fn follow(&mut self, machine: &Machine, event: &Event, cap: usize) -> Result<(), TooBig> {
        let tried = match *event {
            Event::Try { cell, digit, .. } => Some(Choice::Digit(cell, digit)),
            _ => None,
        };
        let level = machine.stack().iter().filter(|f| !f.is_forced()).count();
        let steps = machine.counters().steps;
        self.record(steps, level, tried, *event == Event::Solved, cap)
    }

    /// Record the step a domino machine has just taken.
    pub fn follow_domino(
        &mut self,
        machine: &DominoMachine,
        event: &DominoEvent,
        cap: usize,
    ) -> Result<(), TooBig> {
        let tried = match *event {
            DominoEvent::Try { domino, .. } => Some(Choice::Domino(domino)),
            _ => None,
        };
        let steps = machine.counters().steps;
        let solved = *event == DominoEvent::Solved;
        self.record(steps, machine.stack().len(), tried, solved, cap)
    }

    /// Back to the tree as it stood after step `step`, whose stack held `level` guesses.
    pub fn truncate(&mut self, step: u64, level: usize) {
        let keep = self.nodes.partition_point(|n| n.step <= step);
        for node in &self.nodes[keep..] {
            self.per_depth[node.depth as usize - 1] -= 1;
        }
        self.nodes.truncate(keep);
        while self.per_depth.last() == Some(&0) {
            self.per_depth.pop();
        }
        if self
            .solution
            .as_ref()
            .is_some_and(|path| path.iter().any(|&id| id as usize >= keep))
        {
            self.solution = None;
        }
        // The current try at `level` is the last one made at that depth; the path is its
        // ancestors.
        self.path.clear();
        let Some(last) = (level > 0)
            .then(|| self.nodes.iter().rposition(|n| n.depth as usize == level))
            .flatten()
        else {
            return;
        };
        let mut at = Some(last as u32);
        while let Some(id) = at {
            self.path.push(id);
            at = self.nodes[id as usize].parent;
        }
        self.path.reverse();
    }

    /// The tries at `depth` (1-based) under the current path's try above it: those already
    /// finished with the nodes of their subtrees, then the current one with its subtree so far.
    #[must_use]
    pub fn level(&self, depth: usize) -> Option<Level> {
        let current = *self.path.get(depth.checked_sub(1)?)?;
        let siblings = self.earlier_siblings(current);
        let mut finished = Vec::with_capacity(siblings.len());
        for (i, &s) in siblings.iter().enumerate() {
            let next = siblings.get(i + 1).copied().unwrap_or(current);
            finished.push((self.nodes[s as usize].choice, (next - s - 1) as usize));
        }
        Some(Level {
            finished,
            current: self.nodes[current as usize].choice,
            below_current: self.nodes.len() - current as usize - 1,
        })
    }

    /// How many nodes are under `id` so far (its subtree, itself not counted).
    #[must_use]
    pub fn below(&self, id: u32) -> usize {
        let node = &self.nodes[id as usize];
        // The first later node at the same depth or shallower ends the subtree.
        let end = self.nodes[id as usize + 1..]
            .iter()
            .position(|n| n.depth <= node.depth)
            .map_or(self.nodes.len(), |i| id as usize + 1 + i);
        end - id as usize - 1
    }

    /// The siblings made before `id` under its parent, oldest first.
    #[must_use]
    pub fn earlier_siblings(&self, id: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut at = self.nodes[id as usize].previous;
        while let Some(sibling) = at {
            out.push(sibling);
            at = self.nodes[sibling as usize].previous;
        }
        out.reverse();
        out
    }

    /// Graphviz DOT: a `start` node, one node per try, one edge from each try's parent. The
    /// first solution's path is filled green, tries that led nowhere are grey, and the tries
    /// still open on the current path (a search stopped before its end, by `--max-steps`) are
    /// dashed: nothing says yet where they lead.
    #[must_use]
    pub fn to_dot(&self, title: &str) -> String {
        let on_solution = self.solution_marks();
        let open = self.open_marks();
        let mut out = String::with_capacity(64 * self.nodes.len() + 256);
        out.push_str("digraph search {\n");
        let _ = writeln!(out, "  label=\"{}\";", escape(title));
        out.push_str("  labelloc=t;\n");
        out.push_str("  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
        out.push_str("  start [shape=circle, label=\"start\"];\n");
        let has_children = self.has_children();
        for (i, node) in self.nodes.iter().enumerate() {
            let style = if on_solution[i] {
                ", style=filled, fillcolor=\"palegreen\""
            } else if open[i] {
                ", style=dashed"
            } else if has_children[i] {
                ""
            } else {
                ", color=\"gray50\", fontcolor=\"gray40\""
            };
            let _ = writeln!(
                out,
                "  n{} [label=\"{}\\nstep {}\"{style}];",
                i + 1,
                escape(&node.choice.label()),
                node.step
            );
        }
        for (i, node) in self.nodes.iter().enumerate() {
            match node.parent {
                Some(p) => {
                    let _ = writeln!(out, "  n{} -> n{};", p + 1, i + 1);
                }
                None => {
                    let _ = writeln!(out, "  start -> n{};", i + 1);
                }
            }
        }
        out.push_str("}\n");
        out
    }

    /// JSON: `{"tries": N, "nodes": [{"id", "parent", "depth", "step", "try", "solution"}]}`,
    /// ids from 1 in the order the tries were made, `parent` null at the top level.
    #[must_use]
    pub fn to_json(&self, title: &str) -> serde_json::Value {
        let on_solution = self.solution_marks();
        let nodes: Vec<serde_json::Value> = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                serde_json::json!({
                    "id": i + 1,
                    "parent": n.parent.map(|p| p + 1),
                    "depth": n.depth,
                    "step": n.step,
                    "try": n.choice.label(),
                    "solution": on_solution[i],
                })
            })
            .collect();
        serde_json::json!({
            "search": title,
            "tries": self.nodes.len(),
            "nodes_per_depth": self.per_depth,
            "nodes": nodes,
        })
    }

    fn solution_marks(&self) -> Vec<bool> {
        let mut marks = vec![false; self.nodes.len()];
        for &id in self.solution.iter().flatten() {
            marks[id as usize] = true;
        }
        marks
    }

    /// The tries of the current path: open, unless the search has finished with them (a
    /// solution's path is the solution's, drawn as such).
    fn open_marks(&self) -> Vec<bool> {
        let mut marks = vec![false; self.nodes.len()];
        for &id in &self.path {
            if let Some(mark) = marks.get_mut(id as usize) {
                *mark = true;
            }
        }
        marks
    }

    fn has_children(&self) -> Vec<bool> {
        let mut marks = vec![false; self.nodes.len()];
        for node in &self.nodes {
            if let Some(p) = node.parent {
                marks[p as usize] = true;
            }
        }
        marks
    }
}

/// A DOT string's quotes and backslashes escaped.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests;
