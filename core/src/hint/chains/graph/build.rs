//! Filling the graph: candidate links and group links in HoDoKu's table order; ALS links are
//! added by [`super::als_nodes`] through [`AlsBuilder`].

use super::{Graph, GraphOptions, NONE, Node, NodeKind, State, state};
use crate::cell::{Cell, CellMap, CellSet, Digit, DigitMap, Unit};
use crate::hint::Candidates;
use crate::hint::als::Als;

struct GroupInfo {
    node: usize,
    line: Unit,
    block: Unit,
}

pub(super) struct Builder<'a> {
    grid: &'a Candidates,
    opts: &'a GraphOptions,
    nodes: Vec<Node>,
    cand_node: Box<CellMap<DigitMap<u16>>>,
    lists: Vec<Vec<(u32, u8)>>,
    alses: Vec<Als>,
}

impl<'a> Builder<'a> {
    pub(super) fn new(grid: &'a Candidates, opts: &'a GraphOptions) -> Self {
        Self {
            grid,
            opts,
            nodes: Vec::new(),
            cand_node: Box::new(CellMap::filled(DigitMap::filled(NONE))),
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
            all & self.grid.bivalue_cells()
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
        usize::from(self.cand_node[cell][digit])
    }

    pub(super) fn finish(mut self) -> Graph {
        let positions = DigitMap::from_fn(|d| self.positions(d));
        for cell in Cell::all() {
            for d in self.grid.candidates(cell).iter() {
                if positions[d].contains(cell) {
                    let n = self.add_node(Node {
                        kind: NodeKind::Cand,
                        digit: d,
                        cells: CellSet::EMPTY.with(cell),
                        first: cell,
                    });
                    self.cand_node[cell][d] = n as u16;
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
    fn cand_links(&mut self, positions: &DigitMap<CellSet>) {
        let bivalue = self.grid.bivalue_cells();
        for n in 0..self.nodes.len() {
            let Node {
                first: cell, digit, ..
            } = self.nodes[n];
            let on = state(n, true);
            let off = state(n, false);
            if self.opts.in_cell {
                for other in self.grid.candidates(cell).iter() {
                    if other == digit || !positions[other].contains(cell) {
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
                let in_unit = positions[digit] & unit.cell_set();
                let others = in_unit.without(cell);
                for x in (others - weak_seen).iter() {
                    let m = self.cand(x, digit);
                    self.push(on, state(m, false));
                }
                weak_seen |= others;
                // Strong only when the digit has exactly two places in the unit: counted on the
                // whole grid, not just the nodes, or an XY-chain would invent conjugates.
                let all_in_unit = self.grid.positions_in(digit, unit);
                if self.opts.house_strong && all_in_unit.len() == 2 {
                    for x in (others - strong_seen).iter() {
                        let m = self.cand(x, digit);
                        self.push(off, state(m, true));
                    }
                    strong_seen |= others;
                }
            }
        }
    }

    /// Group nodes and their links, in HoDoKu's order (rows, then columns; digit; box).
    fn group_links(&mut self, positions: &DigitMap<CellSet>) -> Vec<GroupInfo> {
        let mut groups = Vec::new();
        for line in (0..18u8).map(Unit::from_index) {
            for d in Digit::all() {
                let in_line = positions[d] & line.cell_set();
                if in_line.is_empty() {
                    continue;
                }
                for b in 0..9u8 {
                    let block = Unit::Box(b);
                    let cells = in_line & block.cell_set();
                    if let (2.., Some(first)) = (cells.len(), cells.first()) {
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
            let seeing = positions[digit] & cells.common_peers();
            for x in seeing.iter() {
                let m = self.cand(x, digit);
                self.push(on, state(m, false));
                self.push(state(m, true), off);
            }
            for unit in [g.block, g.line] {
                let rest = seeing & unit.cell_set();
                if let (1, Some(x)) = (rest.len(), rest.first()) {
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
                if i == j || other.digit != digit || !(other.cells & cells).is_empty() {
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
                    let rest = ((positions[digit] & unit.cell_set()) - cells) - other;
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
