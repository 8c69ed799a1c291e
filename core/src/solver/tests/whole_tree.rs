//! The whole tree's count against an independent exhaustive count, and against the watch's
//! own run, which must be a prefix of it.

use crate::cell::Cell;
use crate::format;
use crate::grid::Grid;
use crate::solver::whole_tree::{STEPS_BETWEEN_LOOKS, TreeSize, whole_tree, whole_tree_unless};
use crate::solver::{Machine, Options, Strategy};

/// Row-major written out plainly: the first empty cell in reading order, every digit 1 to 9
/// that no peer holds, each one a try; every solution counted, nothing cut.
fn row_major_tries(values: &mut [u8; 81]) -> u64 {
    let Some(at) = values.iter().position(|&v| v == 0) else {
        return 0;
    };
    let cell = Cell::from_index(at);
    let mut tries = 0;
    for d in 1..=9u8 {
        let held = cell.peers().iter().any(|p| values[p.index()] == d);
        if !held {
            tries += 1;
            values[at] = d;
            tries += row_major_tries(values);
            values[at] = 0;
        }
    }
    tries
}

fn bundled(text: &str, take: usize) -> Vec<Grid> {
    format::parse("test", text, None)
        .expect("a bundled file")
        .puzzles
        .iter()
        .filter_map(|p| p.as_classic().copied())
        .take(take)
        .collect()
}

#[test]
fn the_classic_row_major_tree_holds_4631_tries_counted_both_ways() {
    let grid = bundled(include_str!("../../../../puzzles/classic.txt"), 1)[0];
    let size = whole_tree(&grid, Strategy::RowMajor, 10_000_000).expect("no clash");
    let mut values = *grid.values();
    assert_eq!(size.tries, row_major_tries(&mut values));
    assert_eq!(
        size,
        TreeSize {
            tries: 4_631,
            steps: size.steps,
            complete: true
        }
    );
}

#[test]
fn row_major_trees_of_the_bundled_puzzles_equal_an_exhaustive_count() {
    let mut checked = 0;
    for text in [
        include_str!("../../../../puzzles/starter.txt"),
        include_str!("../../../../puzzles/easy.txt"),
        include_str!("../../../../puzzles/medium.txt"),
    ] {
        for grid in bundled(text, 6) {
            let size = whole_tree(&grid, Strategy::RowMajor, 2_000_000).expect("no clash");
            // Trees the cap cuts are left to the cap's own test.
            if size.complete {
                let mut values = *grid.values();
                assert_eq!(size.tries, row_major_tries(&mut values), "{grid:?}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 6, "only {checked} trees were small enough");
}

/// The watch stops at the first solution; the whole tree's run passes through exactly that
/// state on its way, so the watch's tries are a share of the whole tree's.
#[test]
fn the_run_to_the_first_solution_is_a_prefix_of_the_whole_tree() {
    let grids = [
        bundled(include_str!("../../../../puzzles/classic.txt"), 3),
        bundled(include_str!("../../../../puzzles/hard.txt"), 3),
        bundled(include_str!("../../../../puzzles/extreme.txt"), 2),
    ]
    .concat();
    for grid in grids {
        for strategy in Strategy::ALL {
            let first = Options {
                strategy,
                ..Options::default()
            };
            let mut solve = Machine::new(&grid, first).expect("no clash");
            if !solve.run(Some(2_000_000)) {
                continue;
            }
            let mut all = Machine::new(
                &grid,
                Options {
                    max_solutions: None,
                    ..first
                },
            )
            .expect("no clash");
            while all.counters().solutions == 0 {
                all.step();
            }
            assert_eq!(all.counters(), solve.counters(), "{strategy}");
            let size = whole_tree(&grid, strategy, 50_000_000).expect("no clash");
            let mut tail = all.clone();
            let complete = tail.run(Some(50_000_000));
            assert_eq!(size.complete, complete);
            assert_eq!(size.tries, tail.counters().tries);
            assert!(size.tries >= solve.counters().tries);
        }
    }
}

#[test]
fn a_tree_larger_than_the_cap_says_so() {
    let grid = bundled(include_str!("../../../../puzzles/classic.txt"), 1)[0];
    let size = whole_tree(&grid, Strategy::RowMajor, 1_000).expect("no clash");
    assert!(!size.complete);
    assert_eq!(size.steps, 1_000);
}

/// A count nobody wants any more stops within one look: the empty board's row-major tree
/// (every Sudoku grid, far past the cap) told to stop at its third look has taken at most
/// three stretches of steps, and says nothing of the tree.
#[test]
fn a_cancelled_count_returns_early() {
    let mut looks = 0u64;
    let mut stop = || {
        looks += 1;
        looks == 3
    };
    let size = whole_tree_unless(&Grid::EMPTY, Strategy::RowMajor, 30_000_000, &mut stop);
    assert_eq!(size, Ok(None));
    assert_eq!(looks, 3);
    const { assert!(3 * STEPS_BETWEEN_LOOKS < 30_000_000) };
}

/// Never told to stop, it counts what [`whole_tree`] counts, cap and all.
#[test]
fn an_uncancelled_count_is_the_whole_count() {
    let grids = bundled(include_str!("../../../../puzzles/classic.txt"), 2);
    for grid in grids {
        for cap in [1_000, 250_001, 30_000_000] {
            for strategy in [Strategy::RowMajor, Strategy::Propagate] {
                let plain = whole_tree(&grid, strategy, cap).expect("no clash");
                let unless = whole_tree_unless(&grid, strategy, cap, &mut || false);
                assert_eq!(unless, Ok(Some(plain)), "{strategy:?} cap {cap}");
            }
        }
    }
    let empty = whole_tree(&Grid::EMPTY, Strategy::RowMajor, 250_001).expect("no clash");
    let unless = whole_tree_unless(&Grid::EMPTY, Strategy::RowMajor, 250_001, &mut || false);
    assert_eq!(unless, Ok(Some(empty)));
}
