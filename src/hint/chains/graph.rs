//! The implication graph every chain technique walks: nodes are candidates, group nodes (two
//! or three candidates of one digit in a box∩line) and ALS nodes; each node is ON (true) or OFF
//! (false), and an edge `a → b` means "if `a` holds, so does `b`".
//!
//! Weak links become ON → OFF edges, strong links OFF → ON edges. The lists of every state are
//! filled in the order HoDoKu's tabling solver fills its tables, so a breadth-first search over
//! this graph reconstructs the very chains HoDoKu reports when two are equally short.

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::Candidates;
use crate::hint::als::Als;

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
    /// Node of candidate `cell * 9 + digit index`, or `NONE`.
    cand_node: Vec<u16>,
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
        let n = self.cand_node[cell.index() * 9 + digit.index()];
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
            _ => common_peers(node.cells).intersection(grid.positions(digit)),
        }
    }

    pub(crate) fn build(grid: &Candidates, opts: &GraphOptions) -> Graph {
        Builder::new(grid, opts).finish()
    }
}

/// Cells that see every cell of `cells` (none of `cells` itself).
pub(crate) fn common_peers(cells: CellSet) -> CellSet {
    let mut out = CellSet::ALL;
    for c in cells.iter() {
        out = out.intersection(c.peers());
    }
    out.difference(cells)
}

struct GroupInfo {
    node: usize,
    line: Unit,
    block: Unit,
}

struct Builder<'a> {
    grid: &'a Candidates,
    opts: &'a GraphOptions,
    nodes: Vec<Node>,
    cand_node: Vec<u16>,
    lists: Vec<Vec<(u32, u8)>>,
    alses: Vec<Als>,
}

impl<'a> Builder<'a> {
    fn new(grid: &'a Candidates, opts: &'a GraphOptions) -> Self {
        Self {
            grid,
            opts,
            nodes: Vec::new(),
            cand_node: vec![NONE; 729],
            lists: Vec::new(),
            alses: Vec::new(),
        }
    }

    /// Candidates of `digit` that are nodes.
    fn positions(&self, digit: Digit) -> CellSet {
        if !self.opts.digits.contains(digit) {
            return CellSet::EMPTY;
        }
        let all = self.grid.positions(digit);
        if self.opts.bivalue_only {
            all.intersection(self.grid.bivalue_cells())
        } else {
            all
        }
    }

    fn add_node(&mut self, node: Node) -> usize {
        self.nodes.push(node);
        self.lists.push(Vec::new());
        self.lists.push(Vec::new());
        self.nodes.len() - 1
    }

    fn push(&mut self, from: State, to: State) {
        self.lists[from as usize].push((to, 1));
    }

    fn cand(&self, cell: Cell, digit: Digit) -> usize {
        self.cand_node[cell.index() * 9 + digit.index()] as usize
    }

    fn finish(mut self) -> Graph {
        let positions: Vec<CellSet> = Digit::all().map(|d| self.positions(d)).collect();
        for cell in Cell::all() {
            for d in self.grid.candidates(cell).iter() {
                if positions[d.index()].contains(cell) {
                    let n = self.add_node(Node {
                        kind: NodeKind::Cand,
                        digit: d,
                        cells: CellSet::EMPTY.with(cell),
                        first: cell,
                    });
                    self.cand_node[cell.index() * 9 + d.index()] = n as u16;
                }
            }
        }
        self.cand_links(&positions);
        let groups = if self.opts.groups {
            self.group_links(&positions)
        } else {
            Vec::new()
        };
        if self.opts.als {
            super::als_nodes::add(&mut AlsBuilder {
                grid: self.grid,
                groups: &groups,
                inner: &mut self,
            });
        }
        let mut offsets = Vec::with_capacity(self.lists.len() + 1);
        let mut targets = Vec::new();
        let mut costs = Vec::new();
        offsets.push(0);
        for list in &self.lists {
            targets.extend(list.iter().map(|&(t, _)| t));
            costs.extend(list.iter().map(|&(_, c)| c));
            offsets.push(targets.len() as u32);
        }
        Graph {
            nodes: self.nodes,
            alses: self.alses,
            cand_node: self.cand_node,
            offsets,
            weighted: costs.iter().any(|&c| c > 1),
            targets,
            costs,
        }
    }

    /// Weak and strong links between single candidates, in HoDoKu's `fillTables` order: the
    /// cell first, then row, column and box.
    fn cand_links(&mut self, positions: &[CellSet]) {
        let bivalue = self.grid.bivalue_cells();
        for n in 0..self.nodes.len() {
            let Node {
                first: cell, digit, ..
            } = self.nodes[n];
            let on = state(n, true);
            let off = state(n, false);
            if self.opts.in_cell {
                for other in self.grid.candidates(cell).iter() {
                    if other == digit || !positions[other.index()].contains(cell) {
                        continue;
                    }
                    let m = self.cand(cell, other);
                    self.push(on, state(m, false));
                    if bivalue.contains(cell) {
                        self.push(off, state(m, true));
                    }
                }
            }
            let mut weak_seen = CellSet::EMPTY;
            let mut strong_seen = CellSet::EMPTY;
            for unit in cell.units() {
                let in_unit = positions[digit.index()].intersection(unit.cell_set());
                let others = in_unit.without(cell);
                for x in others.difference(weak_seen).iter() {
                    let m = self.cand(x, digit);
                    self.push(on, state(m, false));
                }
                weak_seen = weak_seen.union(others);
                // Strong only when the digit has exactly two places in the unit: counted on the
                // whole grid, not just the nodes, or an XY-chain would invent conjugates.
                let all_in_unit = self.grid.positions_in(digit, unit);
                if self.opts.house_strong && all_in_unit.len() == 2 {
                    for x in others.difference(strong_seen).iter() {
                        let m = self.cand(x, digit);
                        self.push(off, state(m, true));
                    }
                    strong_seen = strong_seen.union(others);
                }
            }
        }
    }

    /// Group nodes and their links, in HoDoKu's order (rows, then columns; digit; box).
    fn group_links(&mut self, positions: &[CellSet]) -> Vec<GroupInfo> {
        let mut groups = Vec::new();
        for line in (0..18u8).map(Unit::from_index) {
            for d in Digit::all() {
                let in_line = positions[d.index()].intersection(line.cell_set());
                if in_line.is_empty() {
                    continue;
                }
                for b in 0..9u8 {
                    let block = Unit::Box(b);
                    let cells = in_line.intersection(block.cell_set());
                    if cells.len() >= 2 {
                        let first = cells.first().unwrap_or_else(|| unreachable!());
                        let node = self.add_node(Node {
                            kind: NodeKind::Group,
                            digit: d,
                            cells,
                            first,
                        });
                        groups.push(GroupInfo { node, line, block });
                    }
                }
            }
        }
        for (i, g) in groups.iter().enumerate() {
            let Node { digit, cells, .. } = self.nodes[g.node];
            let on = state(g.node, true);
            let off = state(g.node, false);
            let seeing = positions[digit.index()].intersection(common_peers(cells));
            for x in seeing.iter() {
                let m = self.cand(x, digit);
                self.push(on, state(m, false));
                self.push(state(m, true), off);
            }
            for unit in [g.block, g.line] {
                let rest = seeing.intersection(unit.cell_set());
                if rest.len() == 1 {
                    let x = rest.first().unwrap_or_else(|| unreachable!());
                    let m = self.cand(x, digit);
                    self.push(off, state(m, true));
                    self.push(state(m, false), on);
                }
            }
            // group to group: same digit, no shared cell, a shared unit
            let mut line_other = (0, None);
            let mut block_other = (0, None);
            for (j, g2) in groups.iter().enumerate() {
                let other = &self.nodes[g2.node];
                if i == j || other.digit != digit || !other.cells.intersection(cells).is_empty() {
                    continue;
                }
                if g2.line == g.line {
                    line_other = (line_other.0 + 1, line_other.1.or(Some(j)));
                    self.push(on, state(g2.node, false));
                }
                if g2.block == g.block {
                    block_other = (block_other.0 + 1, block_other.1.or(Some(j)));
                    self.push(on, state(g2.node, false));
                }
            }
            for (unit, (count, other)) in [(g.line, line_other), (g.block, block_other)] {
                if let (1, Some(j)) = (count, other) {
                    let other = self.nodes[groups[j].node].cells;
                    let rest = positions[digit.index()]
                        .intersection(unit.cell_set())
                        .difference(cells)
                        .difference(other);
                    if rest.is_empty() {
                        self.push(off, state(groups[j].node, true));
                    }
                }
            }
        }
        groups
    }
}

/// What the ALS-node builder may touch.
pub(crate) struct AlsBuilder<'a, 'b> {
    pub grid: &'a Candidates,
    groups: &'a [GroupInfo],
    inner: &'a mut Builder<'b>,
}

impl AlsBuilder<'_, '_> {
    pub(crate) fn add_node(&mut self, node: Node) -> usize {
        self.inner.add_node(node)
    }

    /// Add `from → to`, adding `cost` to the chain length.
    pub(crate) fn push(&mut self, from: State, to: State, cost: u8) {
        self.inner.lists[from as usize].push((to, cost));
    }

    pub(crate) fn node(&self, n: usize) -> &Node {
        &self.inner.nodes[n]
    }

    pub(crate) fn cand(&self, cell: Cell, digit: Digit) -> usize {
        self.inner.cand(cell, digit)
    }

    /// Group nodes, in creation order.
    pub(crate) fn group_nodes(&self) -> Vec<usize> {
        self.groups.iter().map(|g| g.node).collect()
    }

    pub(crate) fn set_alses(&mut self, alses: Vec<Als>) {
        self.inner.alses = alses;
    }

    pub(crate) fn alses(&self) -> &[Als] {
        &self.inner.alses
    }

    /// Is `to` already among the states `from` implies?
    pub(crate) fn has(&self, from: State, to: State) -> bool {
        self.inner.lists[from as usize]
            .iter()
            .any(|&(t, _)| t == to)
    }
}

trait Without {
    fn without(self, cell: Cell) -> Self;
}

impl Without for CellSet {
    fn without(self, cell: Cell) -> Self {
        let mut s = self;
        s.remove(cell);
        s
    }
}
