//! What a continuous nice loop eliminates.

use super::super::graph::{NodeKind, State, is_on};
use super::Sweep;
use crate::cell::{Cell, Digit};

impl Sweep<'_> {
    /// A continuous loop turns every weak link strong: each weak link between two nodes
    /// removes its digit from every cell seeing both, and a cell entered and left by strong
    /// links keeps only those two digits.
    pub(super) fn continuous_eliminations(
        &self,
        chain: &[State],
        start_strong_strong: bool,
        elims: &mut Vec<(Cell, Digit)>,
    ) {
        let n = chain.len() - 1;
        let start = self.cell(chain[0]);
        let covered = self.chain_cells(&chain[..n]);
        for i in 0..=n {
            let cell = self.cell(chain[i]);
            let two_strong = if i == 0 {
                start_strong_strong.then(|| (self.digit(chain[0]), self.digit(chain[n])))
            } else if is_on(chain[i])
                && i + 2 <= n
                && self.cell(chain[i - 1]) != cell
                && !is_on(chain[i + 1])
                && self.cell(chain[i + 1]) == cell
                && is_on(chain[i + 2])
                && self.cell(chain[i + 2]) != cell
            {
                Some((self.digit(chain[i]), self.digit(chain[i + 2])))
            } else {
                None
            };
            if let Some((c1, c2)) = two_strong {
                for d in self.grid.candidates(cell).iter() {
                    if d != c1 && d != c2 {
                        elims.push((cell, d));
                    }
                }
            }
            if i > 0 && !is_on(chain[i]) && self.cell(chain[i - 1]) != cell {
                let d = self.digit(chain[i]);
                let mut seen = (self.graph.node_buddies(chain[i - 1], d, self.grid)
                    & self.graph.node_buddies(chain[i], d, self.grid))
                    - covered;
                seen.remove(start);
                elims.extend(seen.iter().map(|c| (c, d)));
                if let NodeKind::Als(a) = self.graph.node(chain[i]).kind {
                    super::super::graph::als_nodes::loop_eliminations(
                        &self.graph,
                        self.grid,
                        a as usize,
                        chain,
                        i,
                        elims,
                    );
                }
            }
        }
    }
}
