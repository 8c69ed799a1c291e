//! Candidate state for the propagating search: one 27-bit mask per digit and band.
//!
//! The representation follows the idea of zhouyundong's JCZSolve (stored "bands by digit"):
//! for each digit and each band of three rows, a `u32` holds the band's 27 cells where the digit
//! may still go. Within a band a digit must occupy one mini-row (three cells of a row inside one
//! box) per row and per box, i.e. a permutation of the 3×3 mini-row grid; a lookup table keeps
//! only mini-rows that lie on such a permutation, which performs pointing and claiming (locked
//! candidates) for the whole band in one AND. A row left with one cell is a hidden single. Naked
//! singles and empty cells come from counting candidates per cell with bit-sliced adders across
//! the nine digits. This code is written from that description, not ported.
//!
//! The state is 120 bytes of plain data, so the search snapshots it before every guess instead
//! of keeping an undo log.

use crate::cell::{Cell, Digit, DigitSet, Unit};

/// Bits set in each 9-bit value (the default x86-64 target has no POPCNT instruction).
static POPCOUNT9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// The 27 cells of a band.
const OTHER_BANDS: [(usize, usize); 3] = [(1, 2), (2, 0), (0, 1)];
const BAND: u32 = (1 << 27) - 1;

/// A cell's band and bit within it (bit = row-in-band × 9 + column).
#[inline]
const fn band_of(cell: usize) -> (usize, u32) {
    (cell / 27, (cell % 27) as u32)
}

/// For each 9-bit row slice: which of its three boxes hold a bit (3 bits).
static SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let mut s = 0;
        let mut k = 0;
        while k < 3 {
            if (i >> (3 * k)) & 7 != 0 {
                s |= 1 << k;
            }
            k += 1;
        }
        t[i] = s;
        i += 1;
    }
    t
};

/// For each 9-bit set of occupied mini-rows (bit row × 3 + box): the cells of the mini-rows
/// that lie on some permutation (one per row and per box), as a 27-bit band mask. Zero means
/// the digit cannot be completed in the band.
static PERMUTATION_CELLS: [u32; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        let mut keep = 0u32;
        let mut k = 0;
        while k < 6 {
            let perm = PERMS[k];
            let mut cells = 0u32;
            let mut ok = true;
            let mut row = 0;
            while row < 3 {
                let mini = row * 3 + perm[row];
                if p >> mini & 1 == 0 {
                    ok = false;
                }
                cells |= 7 << (row * 9 + perm[row] * 3);
                row += 1;
            }
            if ok {
                keep |= cells;
            }
            k += 1;
        }
        t[p] = keep;
        p += 1;
    }
    t
};

/// For each 9-bit set of columns where a digit appears in a band: the columns that are the
/// digit's only column inside their box (pointing along columns).
static POINTING: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 3 {
            let g = (i >> (3 * k)) & 7;
            if g != 0 && g & (g - 1) == 0 {
                t[i] |= (g << (3 * k)) as u16;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// For each 9-bit set of columns whose digit can only be in this band: the columns the digit
/// may still use in the band. A pinned column keeps its box to itself (claiming along columns);
/// two pinned columns in one box leave that box nothing.
static CLAIMING: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 3 {
            let g = (i >> (3 * k)) & 7;
            let allowed = if g == 0 {
                7
            } else if g & (g - 1) == 0 {
                g
            } else {
                0
            };
            t[i] |= (allowed << (3 * k)) as u16;
            k += 1;
        }
        i += 1;
    }
    t
};

/// The columns (9 bits) where a band mask has a bit.
#[inline]
const fn fold(mask: u32) -> usize {
    ((mask | mask >> 9 | mask >> 18) & 0x1FF) as usize
}

/// The band cells of a 9-bit set of columns.
#[inline]
const fn spread(columns: u16) -> u32 {
    columns as u32 * 0x40201
}

/// One bit per row (3 bits) for rows of a band mask with exactly one bit, indexed by the
/// three rows' bit counts capped at two (two bits per row, see [`minirow_counts`]).
static ROW_SINGLES: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        let mut r = 0;
        while r < 3 {
            if (i >> (2 * r)) & 3 == 1 {
                t[i] |= 1 << r;
            }
            r += 1;
        }
        i += 1;
    }
    t
};

/// Bit count of each 9-bit slice, capped at two.
static COUNT9: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let n = (i as u32).count_ones();
        t[i] = if n > 2 { 2 } else { n as u8 };
        i += 1;
    }
    t
};

/// Each row's bit count (capped at two) in two bits.
#[inline]
fn minirow_counts(mask: u32) -> usize {
    COUNT9[(mask & 0x1FF) as usize] as usize
        | (COUNT9[(mask >> 9 & 0x1FF) as usize] as usize) << 2
        | (COUNT9[(mask >> 18 & 0x1FF) as usize] as usize) << 4
}

/// One bit per row that has any bit in `mask`.
#[inline]
fn row_presence(mask: u32) -> u8 {
    u8::from(mask & 0x1FF != 0)
        | u8::from(mask >> 9 & 0x1FF != 0) << 1
        | u8::from(mask >> 18 != 0) << 2
}

/// Same row or same box within the band, the cell itself excluded.
static BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (row, col) = (i / 9, i % 9);
        let mut j = 0;
        while j < 27 {
            let (r, c) = (j / 9, j % 9);
            if j != i && (r == row || c / 3 == col / 3) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// The three bits of a column within a band.
const fn column(col: u32) -> u32 {
    0x40201 << col
}

/// The occupied mini-rows of a band mask.
#[inline]
fn minirows(mask: u32) -> usize {
    SHRINK[(mask & 0x1FF) as usize] as usize
        | (SHRINK[(mask >> 9 & 0x1FF) as usize] as usize) << 3
        | (SHRINK[(mask >> 18 & 0x1FF) as usize] as usize) << 6
}

/// How a cell got its only digit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Single {
    /// No other digit fits the cell.
    Naked,
    /// No other cell of the unit can take the digit.
    Hidden(Unit),
}

/// Why a branch of the search cannot be completed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DeadEnd {
    /// No digit fits this cell.
    Empty(Cell),
    /// The digit has no place left in the unit.
    NoPlace(Unit, Digit),
}

/// One placement found by propagation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Placement {
    pub cell: Cell,
    pub digit: Digit,
    pub single: Single,
}

/// Placements found by one propagation, in the order they were found (at most 81).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Queue {
    items: [Placement; 81],
    len: u8,
}

impl Default for Queue {
    fn default() -> Self {
        Self {
            items: [Placement {
                cell: Cell::from_index(0),
                digit: Digit::from_index(0),
                single: Single::Naked,
            }; 81],
            len: 0,
        }
    }
}

impl Queue {
    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Placement] {
        &self.items[..self.len as usize]
    }

    #[inline]
    fn push(&mut self, placement: Placement) {
        // At most 81 cells can be placed, so the array never overflows; guard anyway.
        if let Some(slot) = self.items.get_mut(self.len as usize) {
            *slot = placement;
            self.len += 1;
        }
    }
}

/// Digit-by-band candidate masks plus the unsolved cells of each band.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Bands {
    /// `cands[digit * 3 + band]`: cells of the band where the digit may go. A placed digit
    /// keeps its own cell's bit.
    cands: [u32; 27],
    unsolved: [u32; 3],
    /// `cands` as last examined by propagation; a difference means "look again".
    seen: [u32; 27],
}

impl Default for Bands {
    fn default() -> Self {
        Self {
            cands: [BAND; 27],
            unsolved: [BAND; 3],
            seen: [0; 27],
        }
    }
}

/// The part of [`Bands`] worth saving before a guess: after propagation `seen` equals `cands`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Snapshot {
    cands: [u32; 27],
    unsolved: [u32; 3],
}

impl Bands {
    /// The state after a finished propagation, to come back to.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            cands: self.cands,
            unsolved: self.unsolved,
        }
    }

    /// Back to a snapshot taken after a finished propagation.
    pub fn restore(&mut self, snapshot: &Snapshot) {
        self.cands = snapshot.cands;
        self.seen = snapshot.cands;
        self.unsolved = snapshot.unsolved;
    }

    pub fn is_unsolved(&self, cell: Cell) -> bool {
        let (band, bit) = band_of(cell.index());
        self.unsolved[band] >> bit & 1 != 0
    }

    /// The digits that may still go in `cell`.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let (band, bit) = band_of(cell.index());
        let mut bits = 0u16;
        for d in 0..9 {
            bits |= ((self.cands[d * 3 + band] >> bit & 1) as u16) << d;
        }
        DigitSet::from_bits(bits)
    }

    /// Place `digit` in `cell` and strike it from the cell's peers. The caller checks that the
    /// digit is a candidate.
    #[inline(always)]
    pub fn assign(&mut self, cell: Cell, digit: Digit) {
        let (band, bit) = band_of(cell.index());
        let d = digit.index();
        let mask = 1u32 << bit;
        for e in 0..9 {
            self.cands[e * 3 + band] &= !mask;
        }
        let own = d * 3 + band;
        self.cands[own] = (self.cands[own] & !BAND_PEERS[bit as usize]) | mask;
        let col = column(bit % 9);
        let (b1, b2) = OTHER_BANDS[band];
        self.cands[d * 3 + b1] &= !col;
        self.cands[d * 3 + b2] &= !col;
        self.unsolved[band] &= !mask;
    }

    /// Apply singles and band-level locked candidates until nothing changes, appending every
    /// placement to `queue`. `Err` names the first contradiction found.
    pub fn propagate(&mut self, queue: &mut Queue) -> Result<(), DeadEnd> {
        loop {
            loop {
                let dirty = self.dirty();
                if dirty == 0 {
                    break;
                }
                let mut rest = dirty;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    self.update_band(i, queue)?;
                }
                self.no_empty_cell()?;
            }
            if self.claim()? {
                continue;
            }
            if !self.naked_singles(queue)? {
                return Ok(());
            }
        }
    }

    /// `Err` for an unsolved cell that lost every candidate: cheap enough to ask after each
    /// sweep, and a failed guess usually shows it long before the band masks settle.
    #[inline]
    fn no_empty_cell(&self) -> Result<(), DeadEnd> {
        for band in 0..3 {
            let mut any = 0u32;
            for d in 0..9 {
                any |= self.cands[d * 3 + band];
            }
            let empty = self.unsolved[band] & !any;
            if empty != 0 {
                let cell = Cell::from_index(band * 27 + empty.trailing_zeros() as usize);
                return Err(DeadEnd::Empty(cell));
            }
        }
        Ok(())
    }

    /// One bit per digit-band whose mask changed since it was last examined.
    #[inline]
    fn dirty(&self) -> u32 {
        let mut dirty = 0;
        for i in 0..27 {
            dirty |= u32::from(self.cands[i] != self.seen[i]) << i;
        }
        dirty
    }

    /// Locked candidates for one digit in one band (along rows inside the band, pointing along
    /// columns into the other two bands), then its hidden singles in rows. Records what it
    /// examined in `seen`; placements made here change the masks again, so they are looked at
    /// once more.
    #[inline(always)]
    fn update_band(&mut self, i: usize, queue: &mut Queue) -> Result<(), DeadEnd> {
        let (d, band) = (i / 3, i % 3);
        let mask = self.cands[i];
        // Zero when a row or box of the band lost its last place for the digit. (A band where
        // the digit is placed in all three rows never changes again: placed bits stay.)
        let kept = mask & PERMUTATION_CELLS[minirows(mask)];
        if kept == 0 {
            return Err(Self::no_place(mask, d, band));
        }
        self.cands[i] = kept;
        self.seen[i] = kept;
        let open = kept & self.unsolved[band];
        if open == 0 {
            return Ok(());
        }
        // A box whose digit sits in one column clears that column elsewhere (pointing).
        let (b1, b2) = OTHER_BANDS[band];
        let pointing = !spread(POINTING[fold(kept)]);
        self.cands[d * 3 + b1] &= pointing;
        self.cands[d * 3 + b2] &= pointing;
        let rows = ROW_SINGLES[minirow_counts(kept)] & row_presence(open);
        if rows == 0 {
            return Ok(());
        }
        for row in 0..3u32 {
            if rows >> row & 1 == 0 {
                continue;
            }
            let slice = self.cands[i] >> (row * 9) & 0x1FF;
            let open = self.unsolved[band] >> (row * 9) & slice;
            // An earlier placement of this loop may have emptied the row: the next look at
            // this band reports that.
            if open != 0 && slice & (slice - 1) == 0 {
                let bit = slice.trailing_zeros() + row * 9;
                let cell = Cell::from_index(band * 27 + bit as usize);
                let digit = Digit::from_index(d);
                self.assign(cell, digit);
                queue.push(Placement {
                    cell,
                    digit,
                    single: Single::Hidden(Unit::Row((band * 3 + row as usize) as u8)),
                });
            }
        }
        Ok(())
    }

    /// Claiming along columns, for every digit: a column that only one band can still give
    /// the digit keeps the digit inside its box in that band. `Ok(true)` when anything went.
    #[inline]
    fn claim(&mut self) -> Result<bool, DeadEnd> {
        let mut changed = false;
        for d in 0..9 {
            let i = d * 3;
            let folds = [
                fold(self.cands[i]),
                fold(self.cands[i + 1]),
                fold(self.cands[i + 2]),
            ];
            let all = folds[0] | folds[1] | folds[2];
            if all != 0x1FF {
                let col = (!all & 0x1FF).trailing_zeros() as u8;
                return Err(DeadEnd::NoPlace(Unit::Col(col), Digit::from_index(d)));
            }
            for (band, &(b1, b2)) in OTHER_BANDS.iter().enumerate() {
                let pinned = !(folds[b1] | folds[b2]) & 0x1FF;
                if pinned != 0 {
                    let before = self.cands[i + band];
                    let after = before & spread(CLAIMING[pinned]);
                    changed |= after != before;
                    self.cands[i + band] = after;
                }
            }
        }
        Ok(changed)
    }

    /// Which unit of the band lost its last place for digit `d` (only called on failure).
    #[cold]
    fn no_place(mask: u32, d: usize, band: usize) -> DeadEnd {
        let digit = Digit::from_index(d);
        for row in 0..3 {
            if mask >> (row * 9) & 0x1FF == 0 {
                return DeadEnd::NoPlace(Unit::Row((band * 3 + row) as u8), digit);
            }
        }
        let shrink = minirows(mask);
        for b in 0..3 {
            if shrink & (0b001_001_001 << b) == 0 {
                return DeadEnd::NoPlace(Unit::Box((band * 3 + b) as u8), digit);
            }
        }
        // Every row and box has a place, but no permutation fits: report the band's first box.
        DeadEnd::NoPlace(Unit::Box((band * 3) as u8), digit)
    }

    /// Place every cell with one candidate; `Ok(false)` when there was none.
    #[inline]
    fn naked_singles(&mut self, queue: &mut Queue) -> Result<bool, DeadEnd> {
        let mut any = false;
        for band in 0..3 {
            let (mut one, mut two) = (0u32, 0u32);
            for d in 0..9 {
                let m = self.cands[d * 3 + band];
                two |= one & m;
                one |= m;
            }
            let unsolved = self.unsolved[band];
            let empty = unsolved & !one;
            if empty != 0 {
                let cell = Cell::from_index(band * 27 + empty.trailing_zeros() as usize);
                return Err(DeadEnd::Empty(cell));
            }
            let mut singles = one & !two & unsolved;
            while singles != 0 {
                let bit = singles.trailing_zeros();
                singles &= singles - 1;
                let mask = 1u32 << bit;
                let Some(d) = (0..9).find(|&d| self.cands[d * 3 + band] & mask != 0) else {
                    continue;
                };
                // An earlier single of this loop may have taken the digit from this cell.
                let cell = Cell::from_index(band * 27 + bit as usize);
                let digit = Digit::from_index(d);
                self.assign(cell, digit);
                queue.push(Placement {
                    cell,
                    digit,
                    single: Single::Naked,
                });
                any = true;
            }
        }
        Ok(any)
    }

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
        if pairs != [0; 3] {
            return Some(self.most_constrained(pairs));
        }
        // No two-candidate cell (rare after propagation): count them all.
        Cell::all()
            .filter(|&c| self.is_unsolved(c))
            .min_by_key(|&c| self.candidates(c).len())
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
                let row = POPCOUNT9[(open >> (9 * r) & 0x1FF) as usize];
                let column = (0..4).fold(0u8, |n, p| n | ((planes[p] >> c & 1) as u8) << p);
                let gathered = open >> (3 * k) & 7
                    | (open >> (9 + 3 * k) & 7) << 3
                    | (open >> (18 + 3 * k) & 7) << 6;
                let boxed = POPCOUNT9[gathered as usize];
                let minirow = POPCOUNT9[(open >> (9 * r + 3 * k) & 7) as usize];
                let minicol = POPCOUNT9
                    [(open >> c & 1 | open >> (c + 8) & 2 | open >> (c + 16) & 4) as usize];
                let score = row + column + boxed - minirow - minicol;
                if best.is_none_or(|(b, _)| score > b) {
                    best = Some((score, Cell::from_index(band * 27 + bit as usize)));
                }
            }
        }
        best.map_or(Cell::from_index(0), |(_, cell)| cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permutation_table_keeps_only_completable_minirows() {
        // All nine mini-rows open: all kept.
        assert_eq!(PERMUTATION_CELLS[0x1FF], BAND);
        // Row 0 only in box 0: box 0's other rows go, as do row 0's other boxes.
        let p = 0b111_111_001;
        let kept = PERMUTATION_CELLS[p];
        assert_eq!(kept & 0x1FF, 0b111);
        assert_eq!(kept >> 9 & 0b111, 0);
        assert_eq!(kept >> 18 & 0b111, 0);
        // A row with no mini-row: nothing can be kept.
        assert_eq!(PERMUTATION_CELLS[0b111_111_000], 0);
    }

    #[test]
    fn band_peers_and_columns() {
        assert_eq!(BAND_PEERS[0].count_ones(), 8 + 6);
        assert_eq!(column(4), 1 << 4 | 1 << 13 | 1 << 22);
    }

    #[test]
    fn assigning_strikes_peers() {
        let mut bands = Bands::default();
        let (c, d) = (Cell::from_index(40), Digit::from_index(4));
        bands.assign(c, d);
        assert!(!bands.is_unsolved(c));
        assert_eq!(bands.candidates(c), DigitSet::single(d));
        for peer in c.peers().iter() {
            assert!(!bands.candidates(peer).contains(d), "{peer}");
        }
        assert!(bands.candidates(Cell::from_index(0)).contains(d));
    }
}
