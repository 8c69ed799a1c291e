//! Breadth-first search over the implication graph from one premise: the shortest chain to
//! every state the premise implies (HoDoKu's "table" for that premise).
//!
//! The buffers are reused from premise to premise, so a whole sweep allocates once.

use super::graph::{Graph, State};

const UNSEEN: u16 = u16::MAX;

/// Distances and parents of the last search.
pub(crate) struct Search {
    dist: Vec<u16>,
    parent: Vec<u32>,
    order: Vec<u32>,
}

impl Search {
    pub(crate) fn new(graph: &Graph) -> Self {
        Self {
            dist: vec![UNSEEN; graph.state_count()],
            parent: vec![u32::MAX; graph.state_count()],
            order: Vec::with_capacity(graph.state_count()),
        }
    }

    /// Find every state `start` implies in at most `max_len` steps.
    ///
    /// States are expanded in the order they were first reached and keep the parent that reached
    /// them first, unless a later one reaches them by a strictly shorter way (possible only when
    /// ALS nodes, which count more than one step, are in the graph): exactly how HoDoKu expands
    /// its tables, so equally short chains come out the same.
    pub(crate) fn run(&mut self, graph: &Graph, start: State, max_len: usize) {
        for &s in &self.order {
            self.dist[s as usize] = UNSEEN;
        }
        self.order.clear();
        self.dist[start as usize] = 0;
        self.parent[start as usize] = u32::MAX;
        self.order.push(start);
        let max_len = max_len.min(UNSEEN as usize - 1) as u16;
        if graph.weighted {
            self.run_weighted(graph, max_len);
            return;
        }
        let mut i = 0;
        while i < self.order.len() {
            let s = self.order[i];
            i += 1;
            let d = self.dist[s as usize];
            if d >= max_len {
                continue;
            }
            self.expand(graph, s, d, max_len, |_, _| {});
        }
    }

    /// Follows every implication of `s` (reached in `d` steps): a target takes `s` as its
    /// parent when this way is strictly shorter and within `max_len`, joins `order` when
    /// reached for the first time, and is passed to `improved` with its new distance.
    #[expect(
        clippy::inline_always,
        reason = "the inner loop of every chain search; with plain `inline` grading top1465's \
                  first 300 took about 2% more user time (same run, alternating binaries)"
    )]
    #[inline(always)]
    fn expand(
        &mut self,
        graph: &Graph,
        s: u32,
        d: u16,
        max_len: u16,
        mut improved: impl FnMut(u32, u16),
    ) {
        let (targets, costs) = graph.implied(s);
        for (&t, &cost) in targets.iter().zip(costs) {
            let nd = d + u16::from(cost);
            let old = self.dist[t as usize];
            if nd > max_len || nd >= old {
                continue;
            }
            self.dist[t as usize] = nd;
            self.parent[t as usize] = s;
            if old == UNSEEN {
                self.order.push(t);
            }
            improved(t, nd);
        }
    }

    /// Shortest paths when some steps count more than one (ALS nodes): distances are settled
    /// in increasing order, each level first come, first served.
    fn run_weighted(&mut self, graph: &Graph, max_len: u16) {
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); max_len as usize + 1];
        buckets[0].push(self.order[0]);
        for level in 0..=max_len {
            let mut i = 0;
            while i < buckets[level as usize].len() {
                let s = buckets[level as usize][i];
                i += 1;
                if self.dist[s as usize] != level || level >= max_len {
                    continue;
                }
                self.expand(graph, s, level, max_len, |t, nd| {
                    buckets[nd as usize].push(t);
                });
            }
        }
    }

    /// Shortest distance from the premise to `s`, if reached.
    pub(crate) fn dist(&self, s: State) -> Option<usize> {
        let d = self.dist[s as usize];
        (d != UNSEEN).then_some(d as usize)
    }

    /// Every reached state, the premise first, in visiting order.
    pub(crate) fn reached(&self) -> &[u32] {
        &self.order
    }

    /// The chain from the premise to `end` (which must have been reached), premise first.
    pub(crate) fn path(&self, end: State) -> Vec<State> {
        let mut out = vec![end];
        let mut s = end;
        while self.parent[s as usize] != u32::MAX && self.dist[s as usize] != 0 {
            s = self.parent[s as usize];
            out.push(s);
        }
        out.reverse();
        out
    }
}
