//! Choosing the cell to guess on: the first open one (lexicographic mode) or the most
//! constrained two-candidate cell.

use super::Bands;
use super::tables::{BAND_PEERS, OTHER_BANDS};
use crate::cell::{Cell, popcount9};

impl Bands {
    /// The cell to guess on: the first unsolved one in reading order (`first`), or else the
    /// first with the fewest candidates (a two-candidate cell whenever one exists).
    pub fn pick(&self, first: bool) -> Option<Cell> {
        let first_open = (0..3).find_map(|band| {
            let u = self.unsolved[band];
            (u != 0).then(|| Cell::from_index(band * 27 + u.trailing_zeros() as usize))
        });
        if first || first_open.is_none() {
            return first_open;
        }
        let pairs = self.pairs();
        if pairs != [0; 3] {
            return Some(self.most_constrained(pairs));
        }
        // No two-candidate cell (rare after propagation): count them all.
        Cell::all()
            .filter(|&c| self.is_unsolved(c))
            .min_by_key(|&c| self.candidates(c).len())
    }

    /// The open cells with exactly two candidates, per band (bit-sliced counts of the nine
    /// digits' masks).
    pub fn pairs(&self) -> [u32; 3] {
        let mut pairs = [0u32; 3];
        for (band, slot) in pairs.iter_mut().enumerate() {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = self.cands[d * 3 + band];
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            *slot = two & !three & self.unsolved[band];
        }
        pairs
    }

    /// Among the two-candidate cells `pairs` (per band), the one with the most open peers:
    /// its guess settles the most. A cell's 20 peers are 14 in its own band (its row and the
    /// rest of its box: [`BAND_PEERS`]) and 6 in its column in the other two bands.
    fn most_constrained(&self, pairs: [u32; 3]) -> Cell {
        let lone = |p: u32| p != 0 && p & (p - 1) == 0;
        match pairs {
            // Only one candidate cell: nothing to compare.
            [p, 0, 0] if lone(p) => return Cell::from_index(p.trailing_zeros() as usize),
            [0, p, 0] if lone(p) => return Cell::from_index(27 + p.trailing_zeros() as usize),
            [0, 0, p] if lone(p) => return Cell::from_index(54 + p.trailing_zeros() as usize),
            _ => {}
        }
        let u = self.unsolved;
        // Score above, 255 − cell index below: the largest key is the first cell with the
        // best score, found without a hard-to-predict branch per cell.
        let mut best = 0u32;
        for (band, &band_pairs) in pairs.iter().enumerate() {
            let mut rest = band_pairs;
            let open = u[band];
            let (b1, b2) = OTHER_BANDS[band];
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let near = open & BAND_PEERS[bit as usize];
                let c = bit % 9;
                // The column in the other two bands: bits 0, 9, 18 and 1, 10, 19, packed
                // into six low bits.
                let far = (u[b1] >> c & 0x40201) | (u[b2] >> c & 0x40201) << 1;
                let far = far | far >> 7 | far >> 14;
                let score = popcount9(near)
                    + popcount9(near >> 9)
                    + popcount9(near >> 18)
                    + popcount9(far & 0x3F);
                let index = band as u32 * 27 + bit;
                best = best.max(u32::from(score) << 8 | (255 - index));
            }
        }
        Cell::from_index(255 - (best & 0xFF) as usize)
    }
}
