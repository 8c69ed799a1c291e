//! The default headless solver ([`solve_fast`]) against the search it refines
//! ([`run_to_end`]): the same solutions found in the same order (so the same answer even on
//! boards with several) and the same counts, with fewer guesses on boards without a solution.

use proptest::prelude::*;

use super::lookahead::cornered_boards;
use crate::cell::{Cell, Digit};
use crate::format;
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::headless::REFUTE_AT_DEAD_END;
use crate::solver::{Options, Strategy, run_to_end, solve_fast};

fn grid(line: &str) -> Grid {
    let doc = format::parse("test", line, None).unwrap();
    *doc.puzzles[0].as_classic().unwrap()
}

/// A random solved grid thinned to `keep` givens, with, when `spoil`, one blank cell given a
/// digit that no given rules out: often no solution left, and one a search must look for.
fn board(seed: u64, keep: usize, spoil: bool) -> Grid {
    let mut rng = Rng::new(seed);
    let solution = solved_grid(&mut rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut values = *solution.values();
    for &i in &order[keep..] {
        values[i] = 0;
    }
    let mut grid = Grid::from_values(values).unwrap();
    if spoil {
        let cell = Cell::new(order[80]).unwrap();
        let fits = (1..=9u8)
            .filter_map(Digit::new)
            .filter(|&d| cell.peers().iter().all(|p| grid.get(p) != Some(d)))
            .nth(rng.below(3));
        grid.set(cell, fits);
    }
    grid
}

fn options(max_solutions: u64) -> Options {
    Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(max_solutions),
        lexicographic: false,
    }
}

fn agree(grid: &Grid, max_solutions: u64) -> Result<(), TestCaseError> {
    let plain = run_to_end(grid, options(max_solutions)).unwrap();
    let fast = solve_fast(grid, options(max_solutions)).unwrap();
    prop_assert_eq!(
        fast.first_solution,
        plain.first_solution,
        "{}",
        grid.to_line()
    );
    prop_assert_eq!(fast.counters.solutions, plain.counters.solutions);
    prop_assert!(
        fast.counters.tries <= plain.counters.tries,
        "{}",
        grid.to_line()
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Few givens: many solutions, met in the same order.
    #[test]
    fn the_same_solutions_in_the_same_order(
        seed in any::<u64>(), keep in 18usize..40, spoil in any::<bool>(), max in 1u64..8,
    ) {
        agree(&board(seed, keep, spoil), max)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn cornered_boards_too(grid in cornered_boards()) {
        agree(&grid, 1)?;
        agree(&grid, 2)?;
    }
}

/// Boards without a solution (17-clue puzzles with a wrong digit added) on which singles and
/// locked candidates see nothing wrong: the propagating search needs 20 to 40 guesses; the
/// mini-line rules, asked at its first dead end, refute the start there.
#[test]
fn boards_without_a_solution_end_at_their_first_dead_end() {
    for line in [
        ".................1..2.83..4.......5.....3..6247..1.........7.8...6...9...1.8.....",
        "5................1..2..3.4........2......536..7..8........1.7....3.....86.5..2...",
        "............9....1..2..3.4.......25...4....3..6..7.........2..6..35.8....1....7..",
    ] {
        let g = grid(line);
        let plain = run_to_end(&g, options(1)).unwrap();
        let fast = solve_fast(&g, options(1)).unwrap();
        assert_eq!((plain.first_solution, fast.first_solution), (None, None));
        assert!(plain.counters.tries >= 20, "{line}: {:?}", plain.counters);
        assert_eq!(fast.counters.dead_ends, 1, "{line}: {:?}", fast.counters);
        assert!(fast.counters.tries < 10, "{line}: {:?}", fast.counters);
    }
}

/// The other strategies and lexicographic mode are not changed.
#[test]
fn other_searches_run_as_before() {
    let g = board(7, 30, false);
    for strategy in [Strategy::RowMajor, Strategy::Blanks, Strategy::Mrv] {
        let o = Options {
            strategy,
            max_solutions: Some(2),
            lexicographic: false,
        };
        assert_eq!(solve_fast(&g, o).unwrap(), run_to_end(&g, o).unwrap());
    }
    let lexicographic = Options {
        lexicographic: true,
        ..options(1)
    };
    assert_eq!(
        solve_fast(&g, lexicographic).unwrap(),
        run_to_end(&g, lexicographic).unwrap()
    );
}

/// Boards without a solution that the mini-line rules do not refute at the first dead end:
/// the refutation search, asked at a later one, ends the search there (after fewer than ten
/// guesses), where the answer search alone needs 38 to 58.
#[test]
fn boards_the_rules_leave_open_end_where_the_refutation_is_asked() {
    for line in BOARDS_THE_REFUTATION_ENDS {
        let g = grid(line);
        let plain = run_to_end(&g, options(1)).unwrap();
        let fast = solve_fast(&g, options(1)).unwrap();
        assert_eq!((plain.first_solution, fast.first_solution), (None, None));
        assert!(plain.counters.tries >= 30, "{line}: {:?}", plain.counters);
        assert_eq!(
            fast.counters.dead_ends, REFUTE_AT_DEAD_END,
            "{line}: {:?}",
            fast.counters
        );
        assert!(fast.counters.tries < 10, "{line}: {:?}", fast.counters);
    }
}

/// Boards without a solution whose settled start has fewer than `REFUTE_MIN_OPEN` (50) open
/// cells (30 and 32): the refutation search is not asked (with two branches it would refute
/// both at the second dead end), and the answer search goes on past it, as it did before.
#[test]
fn a_start_with_few_open_cells_is_left_to_the_answer_search() {
    for line in BOARDS_WITH_FEW_OPEN_CELLS {
        let g = grid(line);
        let plain = run_to_end(&g, options(1)).unwrap();
        let fast = solve_fast(&g, options(1)).unwrap();
        assert_eq!((plain.first_solution, fast.first_solution), (None, None));
        assert!(
            fast.counters.dead_ends > REFUTE_AT_DEAD_END,
            "{line}: {:?}",
            fast.counters
        );
    }
}

/// From the 1,000 boards of `scripts/bench_solve.sh`: 30 and 32 open cells at the second
/// dead end.
const BOARDS_WITH_FEW_OPEN_CELLS: [&str; 2] = [
    ".................1..2..374......2....15...6.7.6......8....6......8...32..7..1....",
    "9................1..2..3.4......5.2..6...7...81...........1.3.6....8......96..2..",
];

/// From the 1,000 boards of `scripts/bench_solve.sh` (`examples/no_solution_boards.rs`), with
/// 50 or more open cells at the second dead end.
const BOARDS_THE_REFUTATION_ENDS: [&str; 3] = [
    ".................1..2..3.4........5......42...6..1...7...67......81.....5.94...8.",
    "............5....1..2..3.4......5.....3.2.....1....6.7...6...5...8...3...6.17....",
    "......6.........12....34.........3....5..64...7.1....8...2...7.3.4...5..6........",
];

/// Unique puzzles (one solution), the same given a wrong digit (none, and sometimes more
/// dead ends before the answer search proves it, where the refutation search is
/// asked), and the same with clues removed (several): the same answers and counts as
/// [`run_to_end`], for one and for two solutions; and the refutation search did end some.
#[test]
fn the_same_answers_where_the_refutation_is_asked() {
    let mut rng = Rng::new(0x3D_DEAD);
    let mut ended_early = 0;
    for _ in 0..2000 {
        let puzzle = crate::generate::unique_puzzle(&mut rng, false);
        let mut boards = vec![puzzle];
        let blanks: Vec<Cell> = Cell::all().filter(|&c| puzzle.get(c).is_none()).collect();
        // Most wrong digits fall to propagation at once: four tries per puzzle.
        for _ in 0..4 {
            let cell = blanks[rng.below(blanks.len())];
            let fits: Vec<Digit> = (1..=9u8)
                .filter_map(Digit::new)
                .filter(|&d| cell.peers().iter().all(|p| puzzle.get(p) != Some(d)))
                .collect();
            let mut spoiled = puzzle;
            spoiled.set(cell, Some(fits[rng.below(fits.len())]));
            boards.push(spoiled);
        }
        let mut thinned = puzzle;
        for _ in 0..3 {
            thinned.set(Cell::from_index(rng.below(81)), None);
        }
        boards.push(thinned);
        for grid in &boards {
            for max in [1, 2] {
                agree(grid, max).map_err(|e| e.to_string()).unwrap();
            }
            let plain = run_to_end(grid, options(1)).unwrap();
            let fast = solve_fast(grid, options(1)).unwrap();
            if fast.counters.dead_ends == REFUTE_AT_DEAD_END
                && plain.counters.dead_ends > REFUTE_AT_DEAD_END
            {
                assert_eq!(plain.counters.solutions, 0, "{}", grid.to_line());
                ended_early += 1;
            }
        }
    }
    // 11 of them: most of these puzzles keep fewer open cells than the refutation search
    // is asked with.
    assert!(ended_early > 5, "{ended_early}");
}
