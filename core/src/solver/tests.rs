//! Unit tests of the machine: every strategy, both engines, stepping versus running.

use super::*;
use crate::grid::Grid;

fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, ch) in values.iter_mut().zip(line.chars()) {
        *v = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    Grid::from_values(values).unwrap()
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn options(strategy: Strategy) -> Options {
    Options {
        strategy,
        ..Options::default()
    }
}

#[test]
fn every_strategy_solves_the_classic() {
    let puzzle = grid(CLASSIC);
    for strategy in Strategy::ALL {
        for lexicographic in [false, true] {
            let mut machine = Machine::new(
                &puzzle,
                Options {
                    lexicographic,
                    ..options(strategy)
                },
            )
            .unwrap();
            assert!(machine.run(None));
            let solution = machine.first_solution().copied().unwrap();
            assert!(puzzle.is_completed_by(&solution), "{strategy:?}");
            assert_eq!(machine.grid(), solution);
        }
    }
}

#[test]
fn propagation_solves_a_hard_puzzle_with_few_guesses() {
    let puzzle = grid(HARD);
    let mut fast = Machine::new(&puzzle, options(Strategy::Propagate)).unwrap();
    fast.run(None);
    let mut mrv = Machine::new(&puzzle, options(Strategy::Mrv)).unwrap();
    mrv.run(None);
    assert_eq!(fast.first_solution(), mrv.first_solution());
    assert!(fast.counters().tries * 10 < mrv.counters().tries);
}

#[test]
fn stepping_and_running_agree() {
    for strategy in Strategy::ALL {
        // Naive search on HARD takes millions of steps; the classic keeps the test quick.
        let puzzle = if strategy.propagates() { HARD } else { CLASSIC };
        let start = Machine::new(
            &grid(puzzle),
            Options {
                max_solutions: None,
                ..options(strategy)
            },
        )
        .unwrap();
        let mut stepped = start.clone();
        let mut events = 0u64;
        while !stepped.is_finished() {
            stepped.step();
            events += 1;
            assert_eq!(stepped.counters().steps, events);
        }
        let mut ran = start.clone();
        ran.run(None);
        assert_eq!(ran.counters(), stepped.counters(), "{strategy:?}");
        assert_eq!(ran.tries_per_cell(), stepped.tries_per_cell());
        assert_eq!(ran.stack(), stepped.stack());
        assert_eq!(ran.last_event(), Event::Exhausted);
        // Running in slices lands on the same state as stepping the same number of times.
        let mut sliced = start.clone();
        let mut stepped = start;
        for _ in 0..50 {
            sliced.run(Some(7));
            for _ in 0..7 {
                stepped.step();
            }
            assert_eq!(sliced.counters(), stepped.counters());
            assert_eq!(sliced.stack(), stepped.stack());
            assert_eq!(sliced.grid(), stepped.grid());
            assert_eq!(sliced.last_event(), stepped.last_event());
        }
    }
}

#[test]
fn events_match_the_stack_and_grid() {
    let mut machine = Machine::new(&grid(HARD), options(Strategy::Propagate)).unwrap();
    while !machine.is_finished() {
        let event = machine.step();
        let top = machine.stack().last().copied();
        match event {
            Event::Try {
                cell,
                digit,
                remaining,
            } => {
                let top = top.unwrap();
                assert_eq!(
                    (top.cell, top.digit, top.remaining),
                    (cell, digit, remaining)
                );
                assert!(!top.is_forced());
                assert_eq!(machine.grid().get(cell), Some(digit));
            }
            Event::Forced {
                cell,
                digit,
                single,
            } => {
                let top = top.unwrap();
                assert_eq!(
                    (top.cell, top.digit, top.forced),
                    (cell, digit, Some(single))
                );
                assert_eq!(machine.grid().get(cell), Some(digit));
            }
            Event::Backtrack { to, .. } => {
                let guess = machine.stack().iter().rev().find(|f| !f.is_forced());
                assert_eq!(guess.map(|f| f.cell), to);
            }
            Event::Solved => assert!(machine.grid().is_solved()),
            Event::Exhausted => {}
        }
        // The delivered grid never clashes.
        assert!(
            crate::board::Board::new(&machine.grid())
                .conflicts()
                .is_empty()
        );
    }
}

#[test]
fn empty_board_lexicographic_first_rows() {
    for strategy in Strategy::ALL {
        let mut machine = Machine::new(
            &Grid::EMPTY,
            Options {
                lexicographic: true,
                ..options(strategy)
            },
        )
        .unwrap();
        machine.run(None);
        let line = machine.first_solution().map(Grid::to_line).unwrap();
        assert_eq!(&line[..27], "123456789456789123789123456");
    }
}

#[test]
fn counting_stops_at_the_limit() {
    assert_eq!(count_solutions(&grid(CLASSIC), 2), 1);
    assert_eq!(count_solutions(&Grid::EMPTY, 2), 2);
    assert_eq!(count_solutions(&Grid::EMPTY, 5), 5);
    let mut broken = grid(CLASSIC);
    // r1c3 = 4 is the solution's digit; 1 fits the givens but leads nowhere.
    broken.set(
        crate::cell::Cell::at(0, 2).unwrap(),
        crate::cell::Digit::new(1),
    );
    for strategy in Strategy::ALL {
        let mut machine = Machine::new(&broken, options(strategy)).unwrap();
        machine.run(None);
        assert_eq!(machine.counters().solutions, 0, "{strategy:?}");
        assert_eq!(machine.last_event(), Event::Exhausted);
        assert!(machine.stack().is_empty());
        assert_eq!(machine.grid(), broken);
    }
}

#[test]
fn clashing_givens_are_rejected() {
    let mut puzzle = Grid::EMPTY;
    puzzle.set(Cell::from_index(0), Digit::new(4));
    puzzle.set(Cell::from_index(80), Digit::new(4));
    assert!(Machine::new(&puzzle, Options::default()).is_ok());
    puzzle.set(Cell::from_index(8), Digit::new(4));
    assert_eq!(
        Machine::new(&puzzle, Options::default()).err(),
        Some(SolveError::Clash {
            first: Cell::from_index(0),
            second: Cell::from_index(8),
            digit: Digit::new(4).unwrap(),
        })
    );
}

#[test]
fn event_texts() {
    let cell = Cell::at(3, 6).unwrap();
    let d = |n| Digit::new(n).unwrap();
    let event = Event::Try {
        cell,
        digit: d(3),
        remaining: DigitSet::single(d(5)).with(d(8)),
    };
    assert_eq!(event.describe(), "r4c7: try 3 (of 3,5,8)");
    // A lone candidate is not one of a list.
    let event = Event::Try {
        cell,
        digit: d(4),
        remaining: DigitSet::EMPTY,
    };
    assert_eq!(event.describe(), "r4c7: try 4 (the only candidate)");
    let event = Event::Backtrack {
        cell,
        to: Cell::at(3, 1),
        cause: Cause::Empty,
    };
    assert_eq!(event.describe(), "r4c7: nothing fits, back to r4c2");
}

#[test]
fn machines_stay_cheap_to_clone() {
    // A visualiser keeps many checkpoints: the fixed part must stay small (the stack and the
    // snapshots are the only heap state).
    let size = std::mem::size_of::<Machine>();
    assert!(size <= 1536, "Machine is {size} bytes");
    let size = std::mem::size_of::<crate::domino::DominoMachine>();
    assert!(size <= 1024, "DominoMachine is {size} bytes");
}

mod explain;
mod fast;
mod frames;
mod headless;
mod lookahead;
mod reason;
mod whole_tree;
