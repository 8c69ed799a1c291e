//! The implication graph every chain technique walks: nodes are candidates, group nodes (two
//! or three candidates of one digit in a box∩line) and ALS nodes; each node is ON (true) or OFF
//! (false), and an edge `a → b` means "if `a` holds, so does `b`".
//!
//! Weak links become ON → OFF edges, strong links OFF → ON edges. The lists of every state are
//! filled in the order HoDoKu's tabling solver fills its tables, so a breadth-first search over
//! this graph reconstructs the very chains HoDoKu reports when two are equally short.

use crate::cell::{Cell, CellMap, CellSet, Digit, DigitMap, DigitSet};
use crate::hint::Candidates;
use crate::hint::als::Als;

pub(crate) mod als_nodes;
mod build;

pub(crate) use build::AlsBuilder;

/// What a node stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum NodeKind {
    /// One candidate.
    Cand,
    /// Two or three candidates of one digit in a box∩line, taken together.
    Group,
    /// An almost locked set entered by `digit`: index into [`Graph::alses`].
    Als(u16),
}

/// One node: its kind, digit and cells. For an ALS node `cells` are the ALS cells holding the
/// entry digit (the ones a weak link into the ALS must see).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub kind: NodeKind,
    pub digit: Digit,
    pub cells: CellSet,
    /// HoDoKu's `index1`: the lowest cell, which stands for the node in lasso checks.
    pub first: Cell,
}

/// A node with a truth value: `node << 1 | on`.
pub(crate) type State = u32;

pub(crate) const fn state(node: usize, on: bool) -> State {
    ((node as u32) << 1) | on as u32
}

pub(crate) const fn node_of(state: State) -> usize {
    (state >> 1) as usize
}

pub(crate) const fn is_on(state: State) -> bool {
    state & 1 == 1
}

/// Which links a technique may use.
#[derive(Clone, Copy, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent kinds of link, each technique turning on its own mix"
)]
pub(crate) struct GraphOptions {
    /// Digits whose candidates become nodes.
    pub digits: DigitSet,
    /// Only cells with exactly two candidates (XY-chains).
    pub bivalue_only: bool,
    /// Links between the candidates of one cell (weak; strong in a bivalue cell).
    pub in_cell: bool,
    /// Strong links between the two candidates of a digit left in a unit.
    pub house_strong: bool,
    /// Group nodes.
    pub groups: bool,
    /// ALS nodes.
    pub als: bool,
}

impl GraphOptions {
    /// Everything but groups and ALS: plain nice loops and AICs.
    pub(crate) const FULL: Self = Self {
        digits: DigitSet::ALL,
        bivalue_only: false,
        in_cell: true,
        house_strong: true,
        groups: false,
        als: false,
    };
}

const NONE: u16 = u16::MAX;

/// The graph: nodes, and for every state the states it implies, in HoDoKu's table order.
pub(crate) struct Graph {
    pub nodes: Vec<Node>,
    /// The ALS the ALS nodes refer to.
    pub alses: Vec<Als>,
    /// Node of each candidate, `cand_node[cell][digit]`, or `NONE`. On the heap, as the flat
    /// `Vec` it replaces was: the graph moves from builder to cache, and 1.4 KB inline is
    /// copied on each move (callgrind: 1% more instructions in `Graph::build`).
    cand_node: Box<CellMap<DigitMap<u16>>>,
    offsets: Vec<u32>,
    targets: Vec<u32>,
    /// Length each edge adds to a chain: 1, more out of an ALS node (HoDoKu's ALS penalty).
    costs: Vec<u8>,
    /// Does some edge count more than one?
    pub weighted: bool,
}

impl Graph {
    pub(crate) fn state_count(&self) -> usize {
        self.nodes.len() * 2
    }

    /// The states `s` implies, and the length each step adds.
    pub(crate) fn implied(&self, s: State) -> (&[u32], &[u8]) {
        let s = s as usize;
        let range = self.offsets[s] as usize..self.offsets[s + 1] as usize;
        (&self.targets[range.clone()], &self.costs[range])
    }

    pub(crate) fn node(&self, s: State) -> &Node {
        &self.nodes[node_of(s)]
    }

    /// The state of candidate `digit` in `cell`, if it is a node.
    pub(crate) fn cand_state(&self, cell: Cell, digit: Digit, on: bool) -> Option<State> {
        let n = self.cand_node[cell][digit];
        (n != NONE).then(|| state(n as usize, on))
    }

    /// Number of candidate nodes (they come first, in cell then digit order).
    pub(crate) fn cand_count(&self) -> usize {
        self.nodes
            .iter()
            .take_while(|n| n.kind == NodeKind::Cand)
            .count()
    }

    /// Cells that see every cell of the node and hold `digit` (HoDoKu's node buddies): for an
    /// ALS node, the cells that see every ALS cell holding `digit`.
    pub(crate) fn node_buddies(&self, s: State, digit: Digit, grid: &Candidates) -> CellSet {
        let node = self.node(s);
        match node.kind {
            NodeKind::Als(i) => self.alses[i as usize].buddies(digit),
            _ => node.cells.common_peers() & grid.positions(digit),
        }
    }

    pub(crate) fn build(grid: &Candidates, opts: GraphOptions) -> Graph {
        build::Builder::new(grid, &opts).finish()
    }
}
