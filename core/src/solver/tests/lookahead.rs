//! The lookahead a wandering search turns on: boards without a solution whose contradiction
//! sits in one corner are settled in thousands of guesses instead of millions, whatever the
//! digits are called and however the rows and bands are ordered, and stepping such a search
//! one event at a time still lands exactly where running it does.

use proptest::prelude::*;

use crate::cell::Cell;
use crate::grid::Grid;
use crate::solver::{
    Cause, Event, Machine, Options, Smallest, Strategy as Search, smallest_solution,
};

/// No solution: row 8 cannot be completed, which no single, locked candidate or
/// two-candidate cell shows. Without lookahead the propagating search makes 1.4 M guesses,
/// the plain lexicographic one about 10⁸ steps.
const CORNERED: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

/// `CORNERED`, or one of the 17 boards made by removing one of its clues (8 of which have
/// no solution either), with its digits renamed by `labels`, its bands and the rows inside
/// each band put in the orders `bands` and `rows`.
fn variant(removed: usize, labels: [u8; 9], bands: [usize; 3], rows: [[usize; 3]; 3]) -> Grid {
    let mut values = [0u8; 81];
    let mut clue = 0;
    for (i, ch) in CORNERED.bytes().enumerate() {
        if ch == b'.' {
            continue;
        }
        clue += 1;
        if clue == removed {
            continue;
        }
        let (row, col) = (i / 9, i % 9);
        let to = bands[row / 3] * 3 + rows[row / 3][row % 3];
        values[to * 9 + col] = labels[usize::from(ch - b'1')];
    }
    Grid::from_values(values).unwrap()
}

fn permutation3() -> impl Strategy<Value = [usize; 3]> {
    Just([0, 1, 2])
        .prop_shuffle()
        .prop_map(|v| [v[0], v[1], v[2]])
}

fn labels() -> impl Strategy<Value = [u8; 9]> {
    Just((1..=9).collect::<Vec<u8>>())
        .prop_shuffle()
        .prop_map(|v| std::array::from_fn(|i| v[i]))
}

/// Which clue to remove (`0`: none) so that the board still has no solution.
const STILL_WITHOUT: [usize; 9] = [0, 2, 5, 6, 7, 11, 12, 14, 17];

fn boards(removed: impl Strategy<Value = usize>) -> impl Strategy<Value = Grid> {
    (
        removed,
        labels(),
        permutation3(),
        [permutation3(), permutation3(), permutation3()],
    )
        .prop_map(|(removed, labels, bands, rows)| variant(removed, labels, bands, rows))
}

/// `CORNERED` and its one-clue-removed variants, renamed and reordered: half of them without a
/// solution, all of them past the guesses after which the search looks ahead.
pub(super) fn cornered_boards() -> impl Strategy<Value = Grid> {
    boards(0usize..=17)
}

fn propagate(lexicographic: bool) -> Options {
    Options {
        strategy: Search::Propagate,
        max_solutions: Some(1),
        lexicographic,
    }
}

#[test]
fn the_cornered_board_is_refuted_by_a_look_ahead() {
    let grid = variant(0, [1, 2, 3, 4, 5, 6, 7, 8, 9], [0, 1, 2], [[0, 1, 2]; 3]);
    let mut machine = Machine::new(&grid, propagate(false)).unwrap();
    let mut refuted = None;
    while !machine.is_finished() {
        if let Event::Backtrack {
            cell,
            cause: Cause::Refuted,
            ..
        } = machine.step()
        {
            refuted.get_or_insert(cell);
        }
    }
    assert_eq!(machine.last_event(), Event::Exhausted);
    let cell = refuted.expect("a refuted cell");
    let dead = crate::solver::explain::DeadEnd::Refuted { cell };
    assert!(
        dead.to_string().starts_with("every candidate of r"),
        "{dead}"
    );
    assert!(
        machine.counters().tries < 20_000,
        "{:?}",
        machine.counters()
    );
}

/// Guesses a board of the cornered family may take: far under the millions it took without
/// the lookahead, with room for the hardest shrunk variants proptest has found.
const MAX_TRIES: u64 = 200_000;

/// A board proptest shrank to that needs 63,465 guesses (the bound was 50,000 once).
#[test]
fn the_hardest_shrunk_variant_found_stays_within_the_bound() {
    let line = "...8........4.5...7.......8.....8.3....5.4.27..........................287.....54";
    let grid = *crate::format::parse("t", line, None).unwrap().puzzles[0]
        .as_classic()
        .unwrap();
    let mut machine = Machine::new(&grid, propagate(false)).unwrap();
    machine.run(None);
    assert!(
        machine.counters().tries < MAX_TRIES,
        "{:?}",
        machine.counters()
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Renamed and reordered, the corner is still found: no solution within a few thousand
    /// guesses (millions without the lookahead), the same verdict from the lexicographic
    /// search, and the 2239 answer agrees.
    #[test]
    fn boards_without_a_solution_are_settled_in_any_order(grid in cornered_boards()) {
        let mut any = Machine::new(&grid, propagate(false)).unwrap();
        any.run(None);
        let solvable = any.first_solution().is_some();
        prop_assert!(any.counters().tries < MAX_TRIES, "{:?}", any.counters());
        let (smallest, counters) = smallest_solution(&grid, None);
        prop_assert_eq!(matches!(smallest, Smallest::Solved(_)), solvable);
        prop_assert!(counters.steps < 2_000_000, "{:?}", counters);
        if let Smallest::Solved(solution) = smallest {
            prop_assert!(grid.is_completed_by(&solution));
        }
    }

    /// Once the lookahead is on, stepping one event at a time and running in bulk still agree
    /// on every counter, the stack, the grid and the last event.
    #[test]
    fn stepping_and_running_agree_with_the_look_ahead(
        grid in boards(proptest::sample::select(STILL_WITHOUT.to_vec())),
        slice in 1u64..500,
    ) {
        let start = Machine::new(&grid, Options { max_solutions: None, ..propagate(false) })
            .unwrap();
        let mut ran = start.clone();
        let mut stepped = start;
        while !ran.is_finished() {
            ran.run(Some(slice));
            for _ in 0..slice {
                stepped.step();
            }
            prop_assert_eq!(ran.counters(), stepped.counters());
            prop_assert_eq!(ran.stack(), stepped.stack());
            prop_assert_eq!(ran.grid(), stepped.grid());
            prop_assert_eq!(ran.last_event(), stepped.last_event());
        }
        prop_assert!(stepped.is_finished());
        prop_assert_eq!(ran.tries_per_cell(), stepped.tries_per_cell());
    }
}

#[test]
fn variants_keep_the_clue_count() {
    let g = variant(0, [9, 8, 7, 6, 5, 4, 3, 2, 1], [2, 0, 1], [[1, 0, 2]; 3]);
    let clues = Cell::all().filter(|&c| g.get(c).is_some()).count();
    assert_eq!(clues, CORNERED.bytes().filter(|&b| b != b'.').count());
}
