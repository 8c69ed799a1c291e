//! The band masks, their tables and the two ways givens are placed.

use super::tables::column;
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
fn single_cell_rows_are_the_rows_with_one_cell() {
    // The row-single rule of `update_band` against counting bits, over many band masks.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for _ in 0..200_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        // Sparse masks as well as dense ones: AND two or three random words.
        let mut mask = (state as u32) & BAND;
        if state >> 62 != 0 {
            mask &= (state >> 32) as u32;
        }
        let minis = minirows(mask);
        let kept = mask & PERMUTATION_CELLS[minis];
        if kept == 0 {
            continue;
        }
        let rows = single_cell_rows(kept);
        let counted = (0..3)
            .filter(|r| (kept >> (9 * r) & 0x1FF).is_power_of_two())
            .fold(0, |m, r| m | 0x1FF << (9 * r));
        assert_eq!(rows, counted, "{mask:027b}");
    }
}

/// Grids with every number of givens, half of them with a clash: a given's digit copied
/// into a blank peer.
fn givens(rounds: usize) -> impl Iterator<Item = crate::grid::Grid> {
    use crate::generate::{Rng, solved_grid};
    let mut rng = Rng::new(0x5EED_0F61_FE45);
    (0..rounds).map(move |round| {
        let mut grid = solved_grid(&mut rng);
        let keep = rng.below(82);
        for cell in Cell::all() {
            if rng.below(81) >= keep {
                grid.set(cell, None);
            }
        }
        if round % 2 == 1 {
            let cell = Cell::from_index(rng.below(81));
            let digit = Digit::new(rng.below(9) as u8 + 1);
            grid.set(cell, digit);
            let peers: Vec<Cell> = cell.peers().iter().collect();
            grid.set(peers[rng.below(peers.len())], digit);
        }
        grid
    })
}

#[test]
fn givens_placed_at_once_leave_the_state_placing_them_in_order_does() {
    let (mut clashing, mut clean) = (0, 0);
    for grid in givens(4000) {
        match (
            Bands::all_givens_at_once(&grid),
            Bands::givens_in_order(&grid),
        ) {
            (Some(at_once), Ok(in_order)) => {
                assert_eq!(at_once, in_order, "{grid:?}");
                clean += 1;
            }
            (None, Err(_)) => clashing += 1,
            (at_once, in_order) => panic!("{grid:?}: {at_once:?} / {in_order:?}"),
        }
    }
    assert!(clashing > 1000 && clean > 1000, "{clashing} / {clean}");
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

/// A solved state gives back its grid: placed from a full grid as givens, and after
/// propagating a grid with a few cells left open.
#[test]
fn solved_grid_is_the_grid_placed() {
    use crate::generate::{Rng, solved_grid};
    let mut rng = Rng::new(0x0501_7ED6);
    for round in 0..2000 {
        let solution = solved_grid(&mut rng);
        let mut givens = solution;
        if round % 2 == 1 {
            for _ in 0..rng.below(10) {
                givens.set(Cell::from_index(rng.below(81)), None);
            }
        }
        let mut bands = Bands::with_givens(&givens).unwrap();
        bands.propagate(&mut Tally::default()).unwrap();
        assert_eq!(bands.unsolved, [0; 3]);
        assert_eq!(bands.solved_grid(), solution);
    }
}
