//! Property tests of the solver: solutions are valid and keep the givens, every strategy
//! agrees on the number of solutions (up to two), and lexicographic mode returns the
//! lexicographically smallest solution whatever the strategy, checked against an independent
//! oracle (no smaller digit at any blank leaves a solvable board).

use proptest::prelude::*;
use stepdoku_core::solver::{Machine, Options, Strategy, count_solutions};
use stepdoku_core::{Cell, Digit, Grid};

use crate::common::puzzle::random_board;

/// Naive strategies may need millions of steps on some boards; such cases are skipped.
const CAP: u64 = 300_000;

/// Lexicographic search (propagation, first open cell) must finish: it needs far fewer steps
/// than the naive searches, but can wander on a board with few givens (half a million steps
/// on one this test found, kept in `proptest-regressions`).
const LEXICOGRAPHIC_CAP: u64 = 20_000_000;

/// A board made from a random solved grid, keeping each cell with probability `keep`/100,
/// and optionally one random extra digit (which may make it unsolvable).
fn board(seed: u64, keep: u32, extra: Option<(usize, u8)>) -> Grid {
    let mut grid = random_board(seed, keep);
    if let Some((i, d)) = extra {
        let cell = Cell::new(i).unwrap();
        let digit = Digit::new(d).unwrap();
        let clashes = cell.peers().iter().any(|p| grid.get(p) == Some(digit));
        if grid.get(cell).is_none() && !clashes {
            grid.set(cell, Some(digit));
        }
    }
    grid
}

fn run(grid: &Grid, strategy: Strategy, lexicographic: bool, max: u64) -> Option<Machine> {
    let mut machine = Machine::new(
        grid,
        Options {
            strategy,
            max_solutions: Some(max),
            lexicographic,
        },
    )
    .ok()?;
    let cap = if lexicographic {
        LEXICOGRAPHIC_CAP
    } else {
        CAP
    };
    machine.run(Some(cap)).then_some(machine)
}

/// Is `answer` the smallest solution of `grid` in reading order? True when, at every blank,
/// each smaller digit (consistent with the answer's earlier cells) leaves no solution.
fn is_smallest(grid: &Grid, answer: &Grid) -> bool {
    let mut prefix = *grid;
    for cell in Cell::all() {
        let Some(chosen) = answer.get(cell) else {
            return false;
        };
        if grid.get(cell).is_none() {
            for smaller in (1..chosen.get()).filter_map(Digit::new) {
                let mut trial = prefix;
                let fits = !cell.peers().iter().any(|p| prefix.get(p) == Some(smaller));
                trial.set(cell, Some(smaller));
                if fits && count_solutions(&trial, 1) > 0 {
                    return false;
                }
            }
        }
        prefix.set(cell, Some(chosen));
    }
    true
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn solutions_are_valid_and_keep_the_givens(seed: u64, keep in 0u32..60) {
        let grid = board(seed, keep, None);
        let mut finished = Vec::new();
        for strategy in Strategy::ALL {
            if let Some(machine) = run(&grid, strategy, false, 1) {
                let solution = machine.first_solution().copied();
                prop_assert!(solution.is_some_and(|s| grid.is_completed_by(&s)), "{strategy}");
                finished.push(strategy);
            }
        }
        // Skipping the naive searches that need millions of steps is fine; a board on which
        // every strategy gave up would check nothing. Propagation settles any of these boards
        // (each a subset of a solved grid) within the cap.
        prop_assert!(
            finished.contains(&Strategy::Propagate),
            "only {finished:?} finished on {}",
            grid.to_line()
        );
    }

    #[test]
    fn strategies_agree_on_the_count(seed: u64, keep in 20u32..70, extra in (0usize..81, 1u8..10)) {
        let grid = board(seed, keep, Some(extra));
        let counts: Vec<u64> = Strategy::ALL
            .iter()
            .filter_map(|&s| run(&grid, s, false, 2).map(|m| m.counters().solutions))
            .collect();
        prop_assert!(!counts.is_empty());
        prop_assert!(counts.windows(2).all(|w| w[0] == w[1]), "{counts:?} on {}", grid.to_line());
        let lexicographic: Vec<u64> = Strategy::ALL
            .iter()
            .filter_map(|&s| run(&grid, s, true, 2).map(|m| m.counters().solutions))
            .collect();
        prop_assert_eq!(lexicographic, vec![counts[0]; 4]);
    }

    #[test]
    fn lexicographic_mode_gives_the_smallest_answer(seed: u64, keep in 0u32..45) {
        let grid = board(seed, keep, None);
        let mut answers = Vec::new();
        for strategy in Strategy::ALL {
            let machine = run(&grid, strategy, true, 1);
            prop_assert!(machine.is_some(), "lexicographic {strategy} stays quick");
            answers.push(machine.and_then(|m| m.first_solution().copied()));
        }
        let first = answers[0].unwrap();
        prop_assert!(answers.iter().all(|a| *a == Some(first)));
        prop_assert!(grid.is_completed_by(&first));
        prop_assert!(is_smallest(&grid, &first), "{} -> {}", grid.to_line(), first.to_line());
        // The plain reading-order searches (row-major, blanks) find the same one, when they finish.
        for strategy in [Strategy::RowMajor, Strategy::Blanks] {
            if let Some(machine) = run(&grid, strategy, false, 1) {
                prop_assert_eq!(machine.first_solution().copied(), Some(first));
            }
        }
    }
}

#[test]
fn lexicographic_mode_on_the_hard_cases() {
    let antibrute = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/solve/antibrute_wikipedia.txt"),
    )
    .unwrap();
    let doc = stepdoku_core::format::parse("antibrute", &antibrute, None).unwrap();
    let grid = *doc.puzzles[0].as_classic().unwrap();
    let empty = Grid::EMPTY;
    let mut one = Grid::EMPTY;
    one.set(Cell::new(80).unwrap(), Digit::new(1));
    // The oracle can say no: a valid full grid that is not the empty board's smallest.
    let other = stepdoku_core::format::parse(
        "x",
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        None,
    )
    .unwrap();
    assert!(!is_smallest(&empty, other.puzzles[0].grid()));
    for board in [grid, empty, one] {
        for strategy in Strategy::ALL {
            let machine = run(&board, strategy, true, 1).unwrap();
            let answer = machine.first_solution().copied().unwrap();
            assert!(
                is_smallest(&board, &answer),
                "{strategy} {}",
                board.to_line()
            );
            assert!(machine.counters().steps < 1000, "{:?}", machine.counters());
        }
    }
}

/// The solved layout of the BOJ 4574 statement's first case: its 36 dominoes and 9 singles.
fn sudominoku_layout() -> (Vec<stepdoku_core::domino::Domino>, [Cell; 9]) {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/boj/boj4574-sample.in"),
    )
    .unwrap();
    let doc = stepdoku_core::format::parse("sample", &text, None).unwrap();
    let puzzle = doc.puzzles[0].as_sudominoku().unwrap();
    let mut machine = stepdoku_core::domino::DominoMachine::new(puzzle, Some(1));
    machine.run(None);
    (machine.layout().dominoes(), *puzzle.singles())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Whatever dominoes are given, a solution found is a full Sudoku that keeps the givens and
    /// covers the board with all 36 pairs once.
    #[test]
    fn sudominoku_solutions_are_valid(keep in proptest::collection::vec(0u8..4, 36)) {
        let (dominoes, singles) = sudominoku_layout();
        let given: Vec<_> = dominoes.iter().zip(&keep).filter(|(_, k)| **k > 0).map(|(d, _)| *d).collect();
        let puzzle = stepdoku_core::domino::Sudominoku::new(given, singles).unwrap();
        let mut machine = stepdoku_core::domino::DominoMachine::new(&puzzle, Some(1));
        prop_assume!(machine.run(Some(2_000_000)));
        let solution = machine.first_solution().copied().unwrap();
        prop_assert!(puzzle.grid().is_completed_by(&solution));
        let layout = machine.layout();
        prop_assert_eq!(layout.used().len(), 36);
        prop_assert_eq!(layout.dominoes().len(), 36);
        for d in puzzle.dominoes() {
            prop_assert_eq!(layout.partner(d.cells[0]), Some(d.cells[1]));
        }
    }
}
