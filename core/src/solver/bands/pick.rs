//! Choosing the cell to guess on: the first open one (lexicographic mode) or the most
//! constrained two-candidate cell.

use super::Bands;
use crate::cell::Cell;

impl Bands {
    /// The cell to guess on: the first unsolved one in reading order (`first`), or else the
    /// first with the fewest candidates (a two-candidate cell whenever one exists).
    pub fn pick(&self, first: bool) -> Option<Cell> {
        self.pick_among(first, || self.pairs())
    }

    /// [`Bands::pick`] right after a propagation that ended well: its last count of candidates
    /// found the two-candidate cells already (counting them again cost serg's easy boards 2%
    /// of their instructions).
    pub fn pick_settled(&self, first: bool) -> Option<Cell> {
        self.pick_among(first, || self.settled_pairs)
    }

    #[inline]
    fn pick_among(&self, first: bool, pairs: impl FnOnce() -> [u32; 3]) -> Option<Cell> {
        let first_open = (0..3).find_map(|band| {
            let u = self.unsolved[band];
            (u != 0).then(|| Cell::from_index(band * 27 + u.trailing_zeros() as usize))
        });
        if first || first_open.is_none() {
            return first_open;
        }
        let pairs = pairs();
        if pairs != [0; 3] {
            return Some(self.most_constrained(pairs));
        }
        // No two-candidate cell (rare after propagation, though some boards meet it at
        // hundreds of nodes).
        self.fewest_candidates()
    }

    /// The first open cell with the fewest candidates: every cell's count at once in four
    /// bit-sliced counters per band, then the open cells holding each count, smallest first.
    fn fewest_candidates(&self) -> Option<Cell> {
        let counts = [0, 1, 2].map(|band| {
            let mut bits = [0u32; 4];
            for d in 0..9 {
                // Add the digit's mask to the counters, carrying upwards.
                let mut carry = self.cands[d * 3 + band];
                for bit in &mut bits {
                    let next = *bit & carry;
                    *bit ^= carry;
                    carry = next;
                }
            }
            bits
        });
        (0..=9u32).find_map(|n| {
            (0..3).find_map(|band| {
                let holding = counts[band]
                    .iter()
                    .enumerate()
                    .fold(self.unsolved[band], |cells, (k, &bit)| {
                        cells & if n >> k & 1 == 1 { bit } else { !bit }
                    });
                (holding != 0)
                    .then(|| Cell::from_index(band * 27 + holding.trailing_zeros() as usize))
            })
        })
    }

    /// The open cells with exactly two candidates, per band (bit-sliced counts of the nine
    /// digits' masks; bands 0 and 1 side by side in one word, their masks being neighbours).
    pub fn pairs(&self) -> [u32; 3] {
        let (mut one, mut two, mut three) = (0u64, 0u64, 0u64);
        let (mut one_2, mut two_2, mut three_2) = (0u32, 0u32, 0u32);
        for d in 0..9 {
            let m = u64::from(self.cands[d * 3]) | u64::from(self.cands[d * 3 + 1]) << 32;
            three |= two & m;
            two |= one & m;
            one |= m;
            let m = self.cands[d * 3 + 2];
            three_2 |= two_2 & m;
            two_2 |= one_2 & m;
            one_2 |= m;
        }
        let pairs = two & !three;
        [
            pairs as u32 & self.unsolved[0],
            (pairs >> 32) as u32 & self.unsolved[1],
            two_2 & !three_2 & self.unsolved[2],
        ]
    }

    /// Among the two-candidate cells `pairs` (per band), the first in reading order with the
    /// most open peers: its guess settles the most. A cell's open peers, plus itself, are the
    /// open cells of its row and box (row + box − their mini-row) and of its column outside its
    /// band (column − its mini-column).
    ///
    /// Every cell's score at once, a 6-bit field per cell in one `u64` per row (a score is at
    /// most 21, so each field keeps its top bit free and fields can be compared by
    /// subtraction): the largest score over all pair cells by folding the rows and then the
    /// fields with [`field_max`], then the first row and column holding it. No branch depends
    /// on the position: looping over the pair cells instead (about 13 per pick on serg's
    /// boards) ended each band's loop with a mispredicted branch, about 4 a pick.
    fn most_constrained(&self, pairs: [u32; 3]) -> Cell {
        let slices: [usize; 9] =
            std::array::from_fn(|k| (self.unsolved[k / 3] >> (9 * (k % 3)) & 0x1FF) as usize);
        // Open cells per column, of each band and of the grid.
        let columns: [u64; 3] = std::array::from_fn(|band| {
            let [a, b, c] = [0, 1, 2].map(|k| CELLS[slices[3 * band + k]]);
            a + b + c
        });
        let grid_columns = columns[0] + columns[1] + columns[2];
        let mut scores = [0u64; 9];
        for band in 0..3 {
            // Per cell of the band: the open cells of its box (the sum of its mini-rows) and
            // of its column in the other two bands.
            let [a, b, c] = [0, 1, 2].map(|k| MINIROWS[slices[3 * band + k]]);
            let shared = a + b + c + grid_columns - columns[band];
            for k in 3 * band..3 * band + 3 {
                let pair_cells = CELLS[(pairs[band] >> (9 * (k % 3)) & 0x1FF) as usize];
                // Only pair cells keep their score (all 6 bits of their field).
                scores[k] =
                    (shared + ROW_OUTSIDE_BOX[slices[k]]) & ((pair_cells << 6) - pair_cells);
            }
        }
        let fold = |a: [u64; 2]| field_max(a[0], a[1]);
        let halves = [
            fold([fold([scores[0], scores[1]]), fold([scores[2], scores[3]])]),
            fold([fold([scores[4], scores[5]]), fold([scores[6], scores[7]])]),
        ];
        // Each field now holds its column's best score. Folding the fields by 5, 2, 1 and 2
        // brings all nine onto the first (what shifts in from above is the best of some
        // columns, or 0: never more than the best of all).
        let mut best = field_max(fold(halves), scores[8]);
        for shift in [5, 2, 1, 2] {
            best = field_max(best, best >> (6 * shift));
        }
        // Fields at least the best score (a pair cell has at least 1, itself: other cells never).
        let wanted = (best & 0x3F) * FIELD_LOW_BITS;
        let mut rows_holding = 0u32;
        let hits = std::array::from_fn::<u64, 9, _>(|k| {
            let hit = ((scores[k] | FIELD_HIGH_BITS) - wanted) & FIELD_HIGH_BITS;
            rows_holding |= u32::from(hit != 0) << k;
            hit
        });
        // Some row holds it (`% 9` only spares a bounds check).
        let row = rows_holding.trailing_zeros() as usize % 9;
        let column = hits[row].trailing_zeros() as usize / 6;
        Cell::from_index(row * 9 + column)
    }
}

/// The lowest bit of each of the nine 6-bit fields of a row.
const FIELD_LOW_BITS: u64 = {
    let mut x = 0;
    let mut column = 0;
    while column < 9 {
        x |= 1 << (6 * column);
        column += 1;
    }
    x
};

/// The highest bit of each of the nine 6-bit fields of a row.
const FIELD_HIGH_BITS: u64 = FIELD_LOW_BITS << 5;

/// The larger of each pair of fields of `a` and `b`, fields below 32. (`a` with each top bit
/// set, minus `b`, keeps the top bit exactly where `a` ≥ `b`, and borrows nothing from the next
/// field.)
#[inline]
fn field_max(a: u64, b: u64) -> u64 {
    let at_least = ((a | FIELD_HIGH_BITS) - b) & FIELD_HIGH_BITS;
    let take_a = at_least - (at_least >> 5);
    (a & take_a) | (b & !take_a)
}

/// What a table of 6-bit fields holds for each cell of a 9-bit row slice.
#[derive(Clone, Copy)]
enum Field {
    /// 1 for the slice's cells.
    Cell,
    /// The slice's cells in the cell's mini-row (its three cells in one box).
    MiniRow,
    /// The slice's cells in the cell's row outside its box.
    RowOutsideBox,
}

/// For each 9-bit row slice, `field` of its nine cells, a 6-bit field per column.
const fn fields(field: Field) -> [u64; 512] {
    let mut t = [0u64; 512];
    let mut slice: usize = 0;
    while slice < 512 {
        let mut column = 0;
        while column < 9 {
            let minirow = ((slice >> (column / 3 * 3)) & 7).count_ones() as u64;
            let value = match field {
                Field::Cell => (slice >> column & 1) as u64,
                Field::MiniRow => minirow,
                Field::RowOutsideBox => (slice as u32).count_ones() as u64 - minirow,
            };
            t[slice] |= value << (6 * column);
            column += 1;
        }
        slice += 1;
    }
    t
}

static CELLS: [u64; 512] = fields(Field::Cell);
static MINIROWS: [u64; 512] = fields(Field::MiniRow);
static ROW_OUTSIDE_BOX: [u64; 512] = fields(Field::RowOutsideBox);

#[cfg(test)]
mod tests;
