//! Boards without a solution for the solve benchmark: each puzzle of a set with one wrong
//! digit added (a digit no given rules out, but not the solution's), kept only when the
//! propagating search (singles and locked candidates before each guess, no mini-line rules)
//! needs at least `MIN_GUESSES` guesses (default 20) to show that it has no solution.
//!
//! ```sh
//! cargo run --release --example no_solution_boards -- ../shared/data/solve/puzzles2_17_clue.txt 1000 > no_solution.txt
//! cargo run --release --example no_solution_boards -- FILE COUNT MIN_GUESSES
//! ```
//!
//! Deterministic: the same set and count always give the same boards.

use std::io::Write;
use std::process::ExitCode;

use stepdoku_core::cell::{Cell, Digit};
use stepdoku_core::format::{self, Format};
use stepdoku_core::grid::Grid;
use stepdoku_core::solver::{Options, Strategy, run_to_end};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(path), Some(count)) = (args.next(), args.next()) else {
        eprintln!("usage: no_solution_boards FILE COUNT");
        return ExitCode::from(2);
    };
    let Ok(count) = count.parse::<usize>() else {
        eprintln!("COUNT must be a number, not {count:?}");
        return ExitCode::from(2);
    };
    let min_guesses = match args.next().map(|n| n.parse::<u64>()) {
        None => 20,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("MIN_GUESSES must be a number");
            return ExitCode::from(2);
        }
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let document = match format::parse(&path, &text, Some(Format::Line)) {
        Ok(document) => document,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut out = std::io::stdout().lock();
    let mut made = 0;
    for (k, puzzle) in document.puzzles.iter().enumerate() {
        if made == count {
            break;
        }
        let Some(grid) = puzzle.as_classic() else {
            continue;
        };
        let Some(board) = spoiled(grid, k, min_guesses) else {
            continue;
        };
        if writeln!(out, "{}", board.to_line()).is_err() {
            return ExitCode::FAILURE;
        }
        made += 1;
    }
    if made < count {
        eprintln!("only {made} boards from {path}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

/// Puzzle `k` of the set with a wrong digit in one blank cell, if that leaves a board the
/// search needs `min_guesses` guesses (at least one) to refute: cells tried from a place that
/// moves with `k`, digits too.
fn spoiled(grid: &Grid, k: usize, min_guesses: u64) -> Option<Grid> {
    let solution = first_solution(grid)?;
    for step in 0..81 {
        let Some(cell) = Cell::new((k * 37 + step * 7) % 81) else {
            continue;
        };
        if grid.get(cell).is_some() {
            continue;
        }
        for shift in 0..9 {
            let Some(digit) = Digit::new(((k + shift) % 9) as u8 + 1) else {
                continue;
            };
            if Some(digit) == solution.get(cell)
                || cell.peers().iter().any(|p| grid.get(p) == Some(digit))
            {
                continue;
            }
            let mut board = *grid;
            board.set(cell, Some(digit));
            // No solution, and the search had to guess (propagation alone did not refute it).
            if guesses_to_refute(&board).is_some_and(|tries| tries >= min_guesses.max(1)) {
                return Some(board);
            }
        }
    }
    None
}

fn run(grid: &Grid) -> Option<stepdoku_core::solver::Ended> {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(1),
        lexicographic: false,
    };
    run_to_end(grid, options).ok()
}

fn first_solution(grid: &Grid) -> Option<Grid> {
    run(grid)?.first_solution
}

/// The guesses the search took to show that `grid` has no solution; `None` when it has one.
fn guesses_to_refute(grid: &Grid) -> Option<u64> {
    let ended = run(grid)?;
    ended
        .first_solution
        .is_none()
        .then_some(ended.counters.tries)
}
