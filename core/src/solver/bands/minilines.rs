//! Cardinality rules on mini-lines: the three cells a row or a column shares with a box.
//!
//! A mini-line holds three different digits, so:
//! - naked: when only three digits can go in its cells, each of them is in the mini-line, and
//!   so out of the rest of its row (or column) and box; fewer than three is a contradiction;
//! - hidden: when three digits must be in it (each has no other place in the row or column, or
//!   in the box), no other digit is; more than three is a contradiction.
//!
//! Singles and locked candidates never see these: a board can pass them with every cell open
//! and still have no solution, which a guessing search then proves the slow way. The rules
//! are counted for all 18 mini-lines of a band at once, nine bit lanes per orientation in one
//! word, with bit-sliced counters over the nine digits. (The idea is tdoku's "triads"; this is
//! our own formulation on the band masks.)

use super::Bands;
use super::tables::{LOCKED, OTHER_BANDS, fold, minirows, spread};

/// A mini-line that can hold fewer than three digits, or must hold more: no solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Broken;

/// Mini-rows live in bits 0..9 of a lane word (row-in-band × 3 + box), mini-columns (the
/// columns of the band) in bits 16..25.
const ROWS: u32 = 0x1FF;
const COLUMNS: u32 = 0x1FF << 16;
const LANES: u32 = ROWS | COLUMNS;

impl Bands {
    /// Apply both mini-line rules once to every band. `Ok(true)` when a candidate was struck
    /// (propagate again), `Err` when a mini-line cannot hold three digits or must hold more.
    /// Expects a settled state (every mask already trimmed to its permutations).
    pub fn mini_lines(&mut self) -> Result<bool, Broken> {
        self.mini_lines_as::<true>()
    }

    /// The pass; `SKIP_SETTLED`: leave out the strikes of a band whose naked lanes are all
    /// hidden ones too and the other way round ([`Bands::mini_lines`]); without it, the pass
    /// as first written, kept as the tests' oracle.
    #[inline]
    fn mini_lines_as<const SKIP_SETTLED: bool>(&mut self) -> Result<bool, Broken> {
        let folds: [u32; 27] = std::array::from_fn(|i| fold(self.cands[i]) as u32);
        let mut struck = false;
        for (band, &(b1, b2)) in OTHER_BANDS.iter().enumerate() {
            let mut possible = [0u32; 9];
            let mut required = [0u32; 9];
            // Bit-sliced counts per lane: `c0`, `c1` the count's low bits, `c2` four or more.
            let (mut p0, mut p1, mut p2) = (0u32, 0u32, 0u32);
            let (mut r0, mut r1, mut r2) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let i = d * 3 + band;
                let minis = minirows(self.cands[i]);
                let columns = folds[i];
                // A mini-row every permutation of the digit's band uses; a column the digit
                // has in no other band, or the only column of its box.
                let rows_needed = u32::from(LOCKED[minis]);
                let columns_needed =
                    columns & !(folds[d * 3 + b1] | folds[d * 3 + b2]) | lone_columns(columns);
                let p = minis as u32 | columns << 16;
                let r = rows_needed | columns_needed << 16;
                possible[d] = p;
                required[d] = r;
                add(&mut p0, &mut p1, &mut p2, p);
                add(&mut r0, &mut r1, &mut r2, r);
            }
            let fewer_than_three = !p2 & !(p0 & p1) & LANES;
            let more_than_three = r2 & LANES;
            if fewer_than_three | more_than_three != 0 {
                return Err(Broken);
            }
            let naked = p0 & p1 & !p2 & LANES;
            let hidden = r0 & r1 & !r2 & LANES;
            // A lane both naked and hidden has its three possible digits required already (a
            // required lane is a possible one), and in a settled state what a required lane
            // crowds out is gone: such a lane strikes nothing. Every solved mini-line is one,
            // so without this test nearly every band went through the loop below for nothing.
            // Once a band before has struck, this one may no longer be settled (its masks are
            // not trimmed to their permutations again until the next propagation).
            let news = if SKIP_SETTLED && !struck {
                naked ^ hidden
            } else {
                naked | hidden
            };
            if news == 0 {
                continue;
            }
            for d in 0..9 {
                let i = d * 3 + band;
                // Naked: the digit is one of the three, so it is there. Hidden: a digit not
                // among the three is not there.
                let now_required = required[d] | possible[d] & naked;
                let kept = possible[d] & !(hidden & !required[d]) & !crowded_out(now_required);
                if kept == possible[d] && now_required == required[d] {
                    continue;
                }
                let cells = minirow_cells(kept & ROWS) & spread((kept >> 16) as u16);
                let mask = self.cands[i] & cells;
                // A column newly required here is the digit's column in this band only.
                let pinned = spread(((now_required & !required[d]) >> 16) as u16);
                let (o1, o2) = (d * 3 + b1, d * 3 + b2);
                let (m1, m2) = (self.cands[o1] & !pinned, self.cands[o2] & !pinned);
                struck |= mask != self.cands[i] || m1 != self.cands[o1] || m2 != self.cands[o2];
                self.cands[i] = mask;
                self.cands[o1] = m1;
                self.cands[o2] = m2;
            }
        }
        Ok(struck)
    }
}

/// Add one digit's lanes to bit-sliced counters that saturate at four (`c2`).
#[inline]
fn add(c0: &mut u32, c1: &mut u32, c2: &mut u32, x: u32) {
    let carry0 = *c0 & x;
    *c0 ^= x;
    let carry1 = *c1 & carry0;
    *c1 ^= carry0;
    *c2 |= carry1;
}

/// Columns (9 bits) that are the only one of their box in `columns`.
#[inline]
fn lone_columns(columns: u32) -> u32 {
    LONE_COLUMNS[columns as usize & 0x1FF]
}

/// For a digit's required lanes: the lanes it therefore cannot use. A required mini-row
/// takes its row's and its box's other mini-rows; a required column its box's other columns
/// (in this band).
#[inline]
fn crowded_out(required: u32) -> u32 {
    u32::from(CROWDED_ROWS[(required & ROWS) as usize])
        | u32::from(CROWDED_COLUMNS[(required >> 16 & 0x1FF) as usize]) << 16
}

/// The band cells of a 9-bit set of mini-rows (bit row × 3 + box).
#[inline]
fn minirow_cells(minis: u32) -> u32 {
    MINIROW_CELLS[minis as usize & 0x1FF]
}

static LONE_COLUMNS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 3 {
            let g: usize = (i >> (3 * k)) & 7;
            if g.is_power_of_two() {
                t[i] |= (g << (3 * k)) as u32;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

static CROWDED_ROWS: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        let mut m = 0;
        while m < 9 {
            if i >> m & 1 != 0 {
                let (row, bx) = (m / 3, m % 3);
                let mut o = 0;
                while o < 9 {
                    if o != m && (o / 3 == row || o % 3 == bx) {
                        t[i] |= 1 << o;
                    }
                    o += 1;
                }
            }
            m += 1;
        }
        i += 1;
    }
    t
};

static CROWDED_COLUMNS: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut i = 0;
    while i < 512 {
        let mut c = 0;
        while c < 9 {
            if i >> c & 1 != 0 {
                let mut o = 0;
                while o < 9 {
                    if o != c && o / 3 == c / 3 {
                        t[i] |= 1 << o;
                    }
                    o += 1;
                }
            }
            c += 1;
        }
        i += 1;
    }
    t
};

static MINIROW_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut m = 0;
        while m < 9 {
            if i >> m & 1 != 0 {
                t[i] |= 7 << (m / 3 * 9 + m % 3 * 3);
            }
            m += 1;
        }
        i += 1;
    }
    t
};

impl Bands {
    /// Propagate, then strike what the mini-line rules strike and propagate again, until they
    /// strike nothing. `false` when that shows the position has no solution.
    pub fn settle_mini_lines(&mut self, queue: &mut impl super::Placements) -> bool {
        loop {
            if self.propagate_fast(queue).is_err() {
                return false;
            }
            match self.mini_lines() {
                Ok(true) => {}
                Ok(false) => return true,
                Err(Broken) => return false,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell::Cell;
    use crate::generate::{Rng, solved_grid};
    use crate::grid::Grid;
    use crate::solver::bands::Tally;

    /// On boards with a solution the rules never strike one of its digits, and they strike
    /// something on a good share of them.
    #[test]
    fn the_rules_keep_every_solution() {
        let mut rng = Rng::new(0x0712_1AD5);
        let mut struck = 0;
        for _ in 0..800 {
            let solution = solved_grid(&mut rng);
            let keep = 17 + rng.below(20);
            let mut values = *solution.values();
            for value in &mut values {
                if rng.below(81) >= keep {
                    *value = 0;
                }
            }
            let grid = Grid::from_values(values).unwrap();
            let mut bands = Bands::with_givens(&grid).unwrap();
            assert!(bands.propagate(&mut Tally::default()).is_ok());
            let before = bands;
            assert!(bands.settle_mini_lines(&mut Tally::default()), "{grid:?}");
            for cell in Cell::all() {
                let digit = solution.get(cell).unwrap();
                assert!(bands.candidates(cell).contains(digit), "{grid:?} {cell}");
            }
            struck += usize::from(bands != before);
        }
        assert!(struck > 80, "{struck}");
    }

    /// Settled positions of searches (random thinned grids, some with a wrong digit, after
    /// zero to three guesses), each pass of the rules until they strike nothing: the pass
    /// that skips bands whose lanes are naked and hidden alike strikes exactly what the pass
    /// without that skip strikes.
    #[test]
    fn skipping_settled_lanes_strikes_the_same() {
        let mut rng = Rng::new(0x5E77_1ED0);
        let (mut passes, mut striking, mut broken) = (0, 0, 0);
        for round in 0..4000 {
            let solution = solved_grid(&mut rng);
            // Boards given a wrong digit keep few clues: more of them pass propagation.
            let keep = if round % 2 == 1 {
                17 + rng.below(6)
            } else {
                17 + rng.below(25)
            };
            let mut values = *solution.values();
            for value in &mut values {
                if rng.below(81) >= keep {
                    *value = 0;
                }
            }
            let Some(mut grid) = Grid::from_values(values) else {
                continue;
            };
            if round % 2 == 1 {
                // A blank cell given a digit none of its peers holds.
                let cell = Cell::from_index(rng.below(81));
                let fits = (1..=9u8)
                    .filter_map(crate::cell::Digit::new)
                    .filter(|&d| cell.peers().iter().all(|p| grid.get(p) != Some(d)))
                    .nth(rng.below(3));
                if grid.get(cell).is_none() {
                    grid.set(cell, fits);
                }
            }
            let Ok(mut bands) = Bands::with_givens(&grid) else {
                continue;
            };
            for _ in 0..rng.below(4) {
                if bands.propagate(&mut Tally::default()).is_err() {
                    break;
                }
                let Some(cell) = bands.pick(false) else {
                    break;
                };
                let digits = bands.candidates(cell);
                let Some(digit) = digits.iter().nth(rng.below(digits.len())) else {
                    break;
                };
                bands.assign(cell, digit);
            }
            while bands.propagate_fast(&mut Tally::default()).is_ok() {
                let (mut skipping, mut oracle) = (bands, bands);
                let got = skipping.mini_lines_as::<true>();
                let want = oracle.mini_lines_as::<false>();
                assert_eq!(got, want, "{}", grid.to_line());
                assert_eq!(skipping, oracle, "{}", grid.to_line());
                passes += 1;
                match want {
                    Ok(true) => striking += 1,
                    Ok(false) => break,
                    Err(Broken) => {
                        broken += 1;
                        break;
                    }
                }
                bands = oracle;
            }
        }
        // (Broken positions are rare here; the four-digit board below is one.)
        assert!(
            passes > 3000 && striking > 300,
            "{passes} {striking} {broken}"
        );
    }

    /// 1, 2, 3 and 4 each fill boxes 2 and 3 outside row 1, so all four must go in row 1's
    /// first three cells: four digits for three cells. Singles and locked candidates see
    /// nothing wrong (each of those cells still has four candidates).
    #[test]
    fn a_mini_line_that_must_hold_four_digits_is_broken() {
        let line = format!(
            "{:.<81}",
            ".........\
                                        ...1234..\
                                        ...4..123"
        );
        let doc = crate::format::parse("t", &line, None).unwrap();
        let grid = *doc.puzzles[0].as_classic().unwrap();
        let mut bands = Bands::with_givens(&grid).unwrap();
        assert!(bands.propagate(&mut Tally::default()).is_ok());
        assert_eq!(bands.mini_lines(), Err(Broken));
    }
}
