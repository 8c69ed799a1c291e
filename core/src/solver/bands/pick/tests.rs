//! The choice of the cell to guess, against slower ways of making the same choice: counting
//! peers one by one, and the loop over the two-candidate cells it had before.

use super::*;
use crate::cell::popcount9;
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::bands::Tally;
use crate::solver::bands::tables::BAND;
use proptest::prelude::*;

impl Bands {
    /// [`Bands::most_constrained`] as it was before it scored every cell at once (the oracle
    /// of `the_same_cell_as_scoring_pair_by_pair`): among the two-candidate cells `pairs`, the
    /// one with the most open peers. A cell's open peers, plus itself, are the open cells of its
    /// row and box (row + box − their mini-row) and of its column outside its band (column −
    /// its mini-column): counted per unit once per pick, then looked up per cell.
    fn most_constrained_cell_by_cell(&self, pairs: [u32; 3]) -> Cell {
        let lone = |p: u32| p.is_power_of_two();
        match pairs {
            // Only one candidate cell: nothing to compare.
            [p, 0, 0] if lone(p) => return Cell::from_index(p.trailing_zeros() as usize),
            [0, p, 0] if lone(p) => return Cell::from_index(27 + p.trailing_zeros() as usize),
            [0, 0, p] if lone(p) => return Cell::from_index(54 + p.trailing_zeros() as usize),
            _ => {}
        }
        let rows = self
            .unsolved
            .map(|u| [u & 0x1FF, u >> 9 & 0x1FF, u >> 18 & 0x1FF]);
        // Open cells per column of each band, and of the grid (a nibble per column).
        let columns = rows.map(|r| {
            COLUMN_COUNTS[r[0] as usize]
                + COLUMN_COUNTS[r[1] as usize]
                + COLUMN_COUNTS[r[2] as usize]
        });
        let grid_columns = columns[0] + columns[1] + columns[2];
        // Score above, 255 − cell index below: the largest key is the first cell with the
        // best score, found without a hard-to-predict branch per cell.
        let mut best = 0u32;
        for (band, &band_pairs) in pairs.iter().enumerate() {
            if band_pairs == 0 {
                continue;
            }
            let r = rows[band];
            let minis = r.map(|row| MINIROW_COUNTS[row as usize]);
            let boxes = minis[0] + minis[1] + minis[2];
            // Per row of the band, per box (a byte each): open cells of the row and the box.
            let near = [0, 1, 2].map(|k| u32::from(popcount9(r[k])) * 0x1_0101 + boxes - minis[k]);
            // Per column (a nibble each): open cells of the column in the other two bands.
            let far = grid_columns - columns[band];
            let mut rest = band_pairs;
            while rest != 0 {
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                let [row, box_shift, column_shift] = CELL_LANES[bit as usize & 31];
                let score = (near[usize::from(row)] >> box_shift & 0xFF)
                    + (far >> column_shift & 0xF) as u32;
                let index = band as u32 * 27 + bit;
                best = best.max(score << 8 | (255 - index));
            }
        }
        Cell::from_index(255 - (best & 0xFF) as usize)
    }
}

/// For each 9-bit row slice: how many of its cells each of its three mini-rows holds, a byte
/// per box.
static MINIROW_COUNTS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut b = 0;
        while b < 3 {
            t[i] += ((i >> (3 * b)) & 7).count_ones() << (8 * b);
            b += 1;
        }
        i += 1;
    }
    t
};

/// For each 9-bit row slice: its cells spread out to a nibble per column.
static COLUMN_COUNTS: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut i = 0;
    while i < 512 {
        let mut c = 0;
        while c < 9 {
            t[i] |= ((i as u64 >> c) & 1) << (4 * c);
            c += 1;
        }
        i += 1;
    }
    t
};

/// For each bit of a band: its row in the band, and the shifts to its box's byte and its
/// column's nibble. (Padded to 32 entries, so that indexing needs no bounds check.)
static CELL_LANES: [[u8; 3]; 32] = {
    let mut t = [[0u8; 3]; 32];
    let mut bit = 0;
    while bit < 27 {
        let (row, column) = (bit / 9, bit % 9);
        t[bit] = [row as u8, (8 * (column / 3)) as u8, (4 * column) as u8];
        bit += 1;
    }
    t
};

/// The first two-candidate cell with the most open peers, counted peer by peer.
fn most_constrained_by_hand(bands: &Bands) -> Option<Cell> {
    let open_peers = |cell: Cell| {
        cell.peers()
            .iter()
            .filter(|&p| bands.is_unsolved(p))
            .count()
    };
    Cell::all()
        .filter(|&c| bands.is_unsolved(c) && bands.candidates(c).len() == 2)
        .rev()
        .max_by_key(|&c| open_peers(c))
}

#[test]
fn counters_find_the_first_cell_with_the_fewest_candidates() {
    let mut rng = Rng::new(0x51CE_D0C7);
    for round in 0..3000 {
        let mut values = *solved_grid(&mut rng).values();
        let keep = rng.below(40);
        for value in &mut values {
            if rng.below(81) >= keep {
                *value = 0;
            }
        }
        let grid = Grid::from_values(values).unwrap();
        let mut bands = Bands::with_givens(&grid).unwrap();
        // Half propagated, half with the givens' eliminations only.
        if round % 2 == 0 && bands.propagate(&mut Tally::default()).is_err() {
            continue;
        }
        let by_hand = Cell::all()
            .filter(|&c| bands.is_unsolved(c))
            .min_by_key(|&c| bands.candidates(c).len());
        assert_eq!(bands.fewest_candidates(), by_hand, "{grid:?}");
    }
}

#[test]
fn unit_counts_choose_the_cell_counting_peers_chooses() {
    let mut rng = Rng::new(0x9A1F_5C0E);
    let mut compared = 0;
    for _ in 0..3000 {
        let mut values = *solved_grid(&mut rng).values();
        let keep = 20 + rng.below(20);
        for value in &mut values {
            if rng.below(81) >= keep {
                *value = 0;
            }
        }
        let grid = Grid::from_values(values).unwrap();
        let mut bands = Bands::with_givens(&grid).unwrap();
        if bands.propagate(&mut Tally::default()).is_err() {
            continue;
        }
        let pairs = bands.pairs();
        if pairs == [0; 3] {
            continue;
        }
        assert_eq!(
            Some(bands.most_constrained(pairs)),
            most_constrained_by_hand(&bands),
            "{grid:?}"
        );
        compared += 1;
    }
    assert!(compared > 1000, "{compared}");
}

/// A position to choose in: random masks of open and two-candidate cells (the choice looks at
/// nothing else), the two-candidate cells among the open ones and at least one of them.
fn masks() -> impl Strategy<Value = ([u32; 3], [u32; 3])> {
    // Sparse, dense and in between: the band masks of a search run from nearly full to empty.
    let band = (any::<u32>(), any::<u32>(), 0u32..3).prop_map(|(a, b, how)| match how {
        0 => a & b & BAND,
        1 => (a | b) & BAND,
        _ => a & BAND,
    });
    (
        [band.clone(), band.clone(), band.clone()],
        [any::<u32>(), any::<u32>(), any::<u32>()],
    )
        .prop_map(|(open, keep)| (open, [0, 1, 2].map(|b| open[b] & keep[b])))
        .prop_filter("a two-candidate cell", |(_, pairs)| *pairs != [0; 3])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// Scoring every cell at once picks the cell the loop over the pair cells picked, on any
    /// masks (ties broken alike: the first in reading order).
    #[test]
    fn the_same_cell_as_scoring_pair_by_pair((open, pairs) in masks()) {
        let bands = Bands { unsolved: open, ..Bands::default() };
        prop_assert_eq!(
            bands.most_constrained(pairs),
            bands.most_constrained_cell_by_cell(pairs),
            "open {:x?} pairs {:x?}", open, pairs
        );
    }
}

/// The same on the positions a search meets: random boards, propagated, then guesses down one
/// branch, comparing at every node.
#[test]
fn the_same_cell_as_scoring_pair_by_pair_along_searches() {
    let mut rng = Rng::new(0x5C0_12E5);
    let mut compared = 0;
    for _ in 0..2000 {
        let mut values = *solved_grid(&mut rng).values();
        let keep = 17 + rng.below(30);
        for value in &mut values {
            if rng.below(81) >= keep {
                *value = 0;
            }
        }
        let grid = Grid::from_values(values).unwrap();
        let mut bands = Bands::with_givens(&grid).unwrap();
        while bands.propagate(&mut Tally::default()).is_ok() {
            let pairs = bands.pairs();
            if pairs == [0; 3] {
                break;
            }
            let cell = bands.most_constrained(pairs);
            assert_eq!(cell, bands.most_constrained_cell_by_cell(pairs), "{grid:?}");
            compared += 1;
            let digits = bands.candidates(cell);
            let Some(digit) = digits.iter().nth(rng.below(digits.len())) else {
                break;
            };
            bands.assign(cell, digit);
        }
    }
    assert!(compared > 3000, "{compared}");
}

/// After every propagation that ends well, the two-candidate cells its last count kept are the
/// ones [`Bands::pairs`] counts: on random boards (some given a wrong digit), along searches
/// down one branch, with both propagations, and after lookahead.
#[test]
fn the_pairs_a_propagation_leaves_are_the_pairs_counted_again() {
    let mut rng = Rng::new(0x9A1_25E7);
    let (mut compared, mut looked_ahead) = (0, 0);
    for round in 0..3000 {
        let mut values = *solved_grid(&mut rng).values();
        let keep = 17 + rng.below(30);
        for value in &mut values {
            if rng.below(81) >= keep {
                *value = 0;
            }
        }
        if round % 3 == 1 {
            values[rng.below(81)] = 1 + rng.below(9) as u8;
        }
        let Some(grid) = Grid::from_values(values) else {
            continue;
        };
        let Ok(mut bands) = Bands::with_givens(&grid) else {
            continue;
        };
        loop {
            let settled = match round % 3 {
                0 => bands.propagate(&mut Tally::default()),
                1 => bands.propagate_fast(&mut Tally::default()),
                // Lookahead as a search that has wandered asks for it.
                _ => bands.settle(&mut Tally::default(), u64::MAX),
            };
            if settled.is_err() {
                break;
            }
            assert_eq!(bands.settled_pairs, bands.pairs(), "{grid:?}");
            assert_eq!(bands.pick_settled(false), bands.pick(false), "{grid:?}");
            compared += 1;
            looked_ahead += usize::from(round % 3 == 2);
            let Some(cell) = bands.pick(false) else {
                break;
            };
            let digits = bands.candidates(cell);
            let Some(digit) = digits.iter().nth(rng.below(digits.len())) else {
                break;
            };
            bands.assign(cell, digit);
        }
    }
    assert!(
        compared > 10_000 && looked_ahead > 3000,
        "{compared} {looked_ahead}"
    );
}
