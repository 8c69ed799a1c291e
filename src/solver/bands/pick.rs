//! Choosing the cell to guess on: the first open one (lexicographic mode) or the most
//! constrained two-candidate cell.

use super::Bands;
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
    /// its guess settles the most. Peers = row + column + box − (row ∩ box) − (column ∩ box).
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
        // Open cells per column: a bit-sliced sum of the nine row slices (four bit planes).
        let mut planes = [0u32; 4];
        for band in u {
            for r in 0..3 {
                let mut carry = band >> (9 * r) & 0x1FF;
                for plane in &mut planes {
                    let next = *plane & carry;
                    *plane ^= carry;
                    carry = next;
                }
            }
        }
        let mut best: Option<(u8, Cell)> = None;
        for (band, &band_pairs) in pairs.iter().enumerate() {
            let mut rest = band_pairs;
            let open = u[band];
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let (r, c) = (bit / 9, bit % 9);
                let k = c / 3;
                let row = popcount9(open >> (9 * r));
                let column = (0..4).fold(0u8, |n, p| n | ((planes[p] >> c & 1) as u8) << p);
                let gathered = open >> (3 * k) & 7
                    | (open >> (9 + 3 * k) & 7) << 3
                    | (open >> (18 + 3 * k) & 7) << 6;
                let boxed = popcount9(gathered);
                let minirow = popcount9(open >> (9 * r + 3 * k) & 7);
                let minicol = popcount9(open >> c & 1 | open >> (c + 8) & 2 | open >> (c + 16) & 4);
                let score = row + column + boxed - minirow - minicol;
                if best.is_none_or(|(b, _)| score > b) {
                    best = Some((score, Cell::from_index(band * 27 + bit as usize)));
                }
            }
        }
        best.map_or(Cell::from_index(0), |(_, cell)| cell)
    }
}
