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

mod fast;
mod lookahead;
mod minilines;
mod pick;
mod queue;
mod refute;
mod tables;

pub use queue::{DeadEnd, Single};
pub(crate) use queue::{Placements, Probe, Queue, Tally, Uncounted};
pub(crate) use refute::Refutation;

use crate::cell::{Cell, Digit, DigitSet, Unit};
use tables::{
    BAND, BAND_PEERS, CLAIMING, COLUMN_OF_BIT, OTHER_BANDS, PERMUTATION_CELLS, POINTING, SUBBANDS,
    band_of, fold, minirows, single_cell_rows, spread,
};

/// Digit-by-band candidate masks plus the unsolved cells of each band.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Bands {
    /// `cands[digit * 3 + band]`: cells of the band where the digit may go. A placed digit
    /// keeps its own cell's bit.
    cands: [u32; 27],
    unsolved: [u32; 3],
    /// `cands` as last examined by propagation; a difference means "look again".
    seen: [u32; 27],
    /// Digit-bands changed since claiming last went over them: claiming looks only at digits
    /// with one of these (a digit whose masks did not change would claim nothing new).
    unclaimed: u32,
    /// The open cells with two candidates, per band, as the last naked-single count found
    /// them: after a propagation that ends well, the masks have not changed since (it ends on
    /// a count that finds no single and claiming that strikes nothing), so these are
    /// [`Bands::pairs`], which the cell choice would count again.
    settled_pairs: [u32; 3],
}

impl Default for Bands {
    fn default() -> Self {
        Self {
            cands: [BAND; 27],
            unsolved: [BAND; 3],
            seen: [0; 27],
            unclaimed: BAND,
            settled_pairs: [0; 3],
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
        // Snapshots are taken after propagation has settled, claiming included.
        self.unclaimed = 0;
        self.unsolved = snapshot.unsolved;
    }

    /// How many cells are still open: how deep a search from here may go.
    pub fn open_cells(&self) -> u32 {
        self.unsolved.iter().map(|band| band.count_ones()).sum()
    }

    #[cfg(test)]
    pub fn is_unsolved(&self, cell: Cell) -> bool {
        let (band, bit) = band_of(cell.index());
        self.unsolved[band] >> bit & 1 != 0
    }

    /// The digits that may still go in `cell`.
    #[inline]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let (band, bit) = band_of(cell.index());
        // Shifted in one digit at a time from the top: written as nine independent ORs, the
        // compiler gathered the masks lane by lane into vector registers, dearer than this.
        let mut bits = 0u32;
        for d in (0..9).rev() {
            bits = bits << 1 | (self.cands[d * 3 + band] >> bit & 1);
        }
        DigitSet::from_bits(bits as u16)
    }

    /// The grid of a state with no unsolved cell: each cell's one remaining digit.
    pub fn solved_grid(&self) -> crate::grid::Grid {
        // Solved, each cell keeps one digit: the bits of its value (digit + 1) are the digits
        // whose masks hold the cell, gathered bit by bit into four band masks, then spread to
        // a byte per cell eight cells at a time. (Looking for each digit's cell row by row
        // cost a search of serg's easy boards 4% of its instructions.)
        let mut values = [0u8; 81];
        for (band, cells) in values.chunks_exact_mut(27).enumerate() {
            let mut value_bits = [0u32; 4];
            for d in 0..9 {
                for (k, bits) in value_bits.iter_mut().enumerate() {
                    if (d + 1) >> k & 1 == 1 {
                        *bits |= self.cands[d * 3 + band];
                    }
                }
            }
            let mut bytes = [0u8; 32];
            for (chunk, eight) in bytes.chunks_exact_mut(8).enumerate() {
                let mut cells = 0u64;
                for (k, bits) in value_bits.iter().enumerate() {
                    cells |= BYTES_OF_BITS[(bits >> (8 * chunk) & 0xFF) as usize] << k;
                }
                eight.copy_from_slice(&cells.to_le_bytes());
            }
            cells.copy_from_slice(&bytes[..27]);
        }
        crate::grid::Grid::from_checked_values(values)
    }

    /// Place `digit` in `cell` and strike it from the cell's peers. The caller checks that the
    /// digit is a candidate.
    #[expect(
        clippy::inline_always,
        reason = "the propagation loop's hot path: every placement and band update of the \
                  solver runs through here, and the benches were tuned with it inlined"
    )]
    #[inline(always)]
    pub fn assign(&mut self, cell: Cell, digit: Digit) {
        let (band, bit) = band_of(cell.index());
        self.assign_at(band, bit, digit.index());
    }

    /// The state with `givens` placed, or the first given (in reading order) that clashes with
    /// an earlier one.
    pub fn with_givens(givens: &crate::grid::Grid) -> Result<Self, (Cell, Digit)> {
        match Self::all_givens_at_once(givens) {
            Some(bands) => Ok(bands),
            None => Self::givens_in_order(givens),
        }
    }

    /// The givens placed all at once from masks per digit and band, `None` when two of them
    /// clash. Without clashes this is the state placing them one by one leaves (each
    /// placement only clears cells, and never another given's), but it is built in
    /// registers: one by one, each placement waits for the masks the one before it stored,
    /// which costs a batch of easy puzzles more than its reading.
    fn all_givens_at_once(givens: &crate::grid::Grid) -> Option<Self> {
        let mut placed = [0u32; 27];
        let mut peers = [0u32; 27];
        let mut filled = [0u32; 3];
        for (band, cells) in givens.values().chunks_exact(27).enumerate() {
            for (bit, &value) in (0u32..).zip(cells) {
                filled[band] |= u32::from(value != 0) << bit;
            }
            let mut rest = filled[band];
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                // A filled cell (`bit` < 27) of a grid holds 1 to 9.
                let Some(digit) = Digit::new(cells[bit as usize]) else {
                    continue;
                };
                let d = digit.index();
                placed[d * 3 + band] |= 1 << bit;
                peers[d * 3 + band] |= BAND_PEERS[bit as usize];
            }
        }
        let mut bands = Self::default();
        let mut clash = 0;
        for d in 0..9 {
            let folds = [0, 1, 2].map(|band| fold(placed[d * 3 + band]) as u16);
            clash |= folds[0] & folds[1] | folds[0] & folds[2] | folds[1] & folds[2];
            for (band, &(b1, b2)) in OTHER_BANDS.iter().enumerate() {
                let i = d * 3 + band;
                // Two givens in one row or box of the band.
                clash |= u16::from(placed[i] & peers[i] != 0);
                let far = spread(folds[b1] | folds[b2]);
                bands.cands[i] = (BAND & !filled[band] & !peers[i] & !far) | placed[i];
            }
        }
        for (unsolved, filled) in bands.unsolved.iter_mut().zip(filled) {
            *unsolved = BAND & !filled;
        }
        (clash == 0).then_some(bands)
    }

    /// The givens placed in reading order, band by band, or the first one that is no longer a
    /// candidate when its turn comes: it clashes with an earlier one.
    fn givens_in_order(givens: &crate::grid::Grid) -> Result<Self, (Cell, Digit)> {
        let mut bands = Self::default();
        for (band, cells) in givens.values().chunks_exact(27).enumerate() {
            for (bit, &value) in (0u32..).zip(cells) {
                let Some(digit) = Digit::new(value) else {
                    continue;
                };
                let d = digit.index();
                if bands.cands[d * 3 + band] >> bit & 1 == 0 {
                    return Err((Cell::from_index(band * 27 + bit as usize), digit));
                }
                bands.assign_at(band, bit, d);
            }
        }
        Ok(bands)
    }

    #[expect(
        clippy::inline_always,
        reason = "the propagation loop's hot path: every placement and band update of the \
                  solver runs through here, and the benches were tuned with it inlined"
    )]
    #[inline(always)]
    fn assign_at(&mut self, band: usize, bit: u32, d: usize) {
        let mask = 1u32 << bit;
        for e in 0..9 {
            self.cands[e * 3 + band] &= !mask;
        }
        let own = d * 3 + band;
        self.cands[own] = (self.cands[own] & !BAND_PEERS[bit as usize]) | mask;
        let col = COLUMN_OF_BIT[bit as usize % 27];
        let (b1, b2) = OTHER_BANDS[band];
        self.cands[d * 3 + b1] &= !col;
        self.cands[d * 3 + b2] &= !col;
        self.unsolved[band] &= !mask;
    }

    /// Apply singles and band-level locked candidates until nothing changes, appending every
    /// placement to `queue`. `Err` names the first contradiction found.
    pub fn propagate(&mut self, queue: &mut impl Placements) -> Result<(), DeadEnd> {
        self.propagate_as::<true>(queue)
    }

    /// The one propagation loop. `EACH_SWEEP`: look for a cell without a candidate after
    /// every sweep over the changed masks, so that the first dead end the watch counts to is
    /// found where it shows; without it the naked-single count finds an empty cell once the
    /// masks have settled (see [`Bands::propagate_fast`]). A constant, so each caller gets its
    /// own loop with no test in it.
    #[inline]
    fn propagate_as<const EACH_SWEEP: bool>(
        &mut self,
        queue: &mut impl Placements,
    ) -> Result<(), DeadEnd> {
        loop {
            loop {
                let dirty = self.dirty();
                if dirty == 0 {
                    break;
                }
                self.unclaimed |= dirty;
                let mut rest = dirty;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    self.update_band(i, queue)?;
                }
                if EACH_SWEEP {
                    self.no_empty_cell()?;
                }
            }
            // Naked singles before column claiming: most rounds end with a single, and the
            // claiming pass over all nine digits is the dearer of the two.
            if self.naked_singles(queue)? {
                continue;
            }
            self.claim()?;
            if self.dirty() == 0 {
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
    #[expect(
        clippy::inline_always,
        reason = "the propagation loop's hot path: every placement and band update of the \
                  solver runs through here, and the benches were tuned with it inlined"
    )]
    #[inline(always)]
    fn update_band<Q: Placements>(&mut self, i: usize, queue: &mut Q) -> Result<(), DeadEnd> {
        let [d, band, other1, other2] = SUBBANDS[i & 31].map(usize::from);
        let mask = self.cands[i];
        // Zero when a row or box of the band lost its last place for the digit. (A band where
        // the digit is placed in all three rows never changes again: placed bits stay.)
        let minis = minirows(mask);
        let kept = mask & PERMUTATION_CELLS[minis];
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
        let columns = fold(kept);
        let pointing = POINTING[columns];
        self.cands[other1] &= pointing;
        self.cands[other2] &= pointing;
        // Rows of the band where the digit has one cell left, not yet placed: hidden singles.
        // The digit's row and box peers are gone already (such a row's mini-row is the only
        // one of its row, so no permutation puts the digit elsewhere in its box) and so is its
        // column in the other bands (pointing, above): only the other digits leave those
        // cells. Counted with a few register operations rather than table lookups: they sit
        // on the chain from one band update to the next.
        // With none, what follows changes nothing. A search finds some in about half its
        // updates, too irregularly for a branch to guess, so it runs through; a lookahead
        // probe seldom finds any and skips (see `Placements::RARELY_PLACES`).
        let placed = single_cell_rows(kept) & open;
        if Q::RARELY_PLACES && placed == 0 {
            return Ok(());
        }
        self.unsolved[band] &= !placed;
        // Off for every digit, then back for this one (`kept` holds the placed cells).
        for e in 0..9 {
            self.cands[e * 3 + band] &= !placed;
        }
        self.cands[i] = kept;
        queue.hidden(band, d, placed);
        Ok(())
    }

    /// Claiming along columns, for every digit: a column that only one band can still give
    /// the digit keeps the digit inside its box in that band. What it strikes shows as changed
    /// masks ([`Bands::dirty`]).
    #[inline]
    fn claim(&mut self) -> Result<(), DeadEnd> {
        // One bit per digit (at 3 × digit) with a changed mask.
        let mut digits =
            (self.unclaimed | self.unclaimed >> 1 | self.unclaimed >> 2) & 0o111_111_111;
        self.unclaimed = 0;
        while digits != 0 {
            let i = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let d = i / 3;
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
                // No pinned column keeps every cell (`CLAIMING[0]` allows all nine).
                let pinned = !(folds[b1] | folds[b2]) & 0x1FF;
                self.cands[i + band] &= CLAIMING[pinned];
            }
        }
        Ok(())
    }

    /// Which unit of the band lost its last place for digit `d` (only called on failure).
    #[cold]
    fn no_place(mask: u32, d: usize, band: usize) -> DeadEnd {
        let digit = Digit::from_index(d);
        for row in 0..3 {
            if (mask >> (row * 9)).trailing_zeros() >= 9 {
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
    fn naked_singles(&mut self, queue: &mut impl Placements) -> Result<bool, DeadEnd> {
        let mut any = false;
        for band in 0..3 {
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = self.cands[d * 3 + band];
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            let unsolved = self.unsolved[band];
            self.settled_pairs[band] = two & !three & unsolved;
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
                self.assign_at(band, bit, d);
                let cell = Cell::from_index(band * 27 + bit as usize);
                queue.naked(cell, Digit::from_index(d));
                any = true;
            }
        }
        Ok(any)
    }
}

/// For each byte: its eight bits spread to the lowest bit of eight bytes.
static BYTES_OF_BITS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut i = 0;
    while i < 256 {
        let mut bit = 0;
        while bit < 8 {
            t[i] |= ((i as u64 >> bit) & 1) << (8 * bit);
            bit += 1;
        }
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests;
