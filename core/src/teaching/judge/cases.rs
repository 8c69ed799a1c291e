//! The cases a judge run starts with, and more made from a seed: statement samples, then the
//! boards that catch the usual mistakes of a learner's search.
//!
//! - 2239 and 2580: the empty board and boards with several solutions (only the smallest is
//!   right for 2239), a full board (nothing to do), one blank, and boards heavy for a
//!   row-major 1→9 search yet within the judge's promise (that search's calls stay under
//!   10⁷: a program making them in C++ passes in time).
//! - 4574: several puzzles in one input (a program must reset its state between them) and the
//!   contest's cases, each input ended by its `0`.

use crate::cell::Cell;
use crate::format::{self, Format, write_sudominoku};
use crate::generate::{Rng, minimal_puzzle, puzzle_seed, solved_grid, sudominoku};
use crate::grid::Grid;
use crate::solver::{Machine, Options, Strategy, count_solutions};

use super::{Case, CaseError, Problem, samples};

/// The judge's promise for the naive search: fewer calls than this.
pub const NAIVE_CALLS: u64 = 10_000_000;

/// The seed of the standard cases (the same every run, so a failing case can be run again).
const STANDARD_SEED: u64 = 2239_2580_4574;

/// The statement's sample and the generated edge cases, in that order.
pub fn standard(problem: Problem) -> Result<Vec<Case>, CaseError> {
    let mut rng = Rng::new(STANDARD_SEED);
    match problem {
        Problem::Boj2239 | Problem::Boj2580 => {
            let sample = match problem {
                Problem::Boj2239 => samples::BOJ2239,
                _ => samples::BOJ2580,
            };
            let solution = solved_grid(&mut rng);
            let mut one_blank = solution;
            if let Some(centre) = Cell::new(40) {
                one_blank.set(centre, None);
            }
            let mut boards = vec![
                ("empty", Grid::EMPTY),
                ("full", solution),
                ("one-blank", one_blank),
                ("several-solutions", several_solutions(&mut rng)),
            ];
            boards.extend(
                heavy_boards(&mut rng, 2)
                    .into_iter()
                    .enumerate()
                    .map(|(i, b)| (["heavy-1", "heavy-2"][i % 2], b)),
            );
            let mut cases = vec![Case::new(problem, "sample", sample.to_owned())?];
            for (name, board) in boards {
                cases.push(classic_case(problem, name, &board)?);
            }
            Ok(cases)
        }
        Problem::Boj4574 => {
            let many: Vec<_> = (0..5).map(|_| sudominoku(&mut rng, 11)).collect();
            Ok(vec![
                Case::new(problem, "sample", samples::BOJ4574.to_owned())?,
                Case::new(problem, "contest", samples::CONTEST.to_owned())?,
                Case::new(problem, "five-puzzles", sudominoku_input(&many))?,
            ])
        }
    }
}

/// `count` more cases from `seed` (the same seed gives the same cases), named `random-1`, ….
pub fn random(problem: Problem, count: usize, seed: u64) -> Result<Vec<Case>, CaseError> {
    (0..count).map(|i| random_case(problem, seed, i)).collect()
}

/// Case `i` (from 0) of [`random`]'s: made on its own, so a long list can say how far it is.
pub fn random_case(problem: Problem, seed: u64, i: usize) -> Result<Case, CaseError> {
    let mut rng = Rng::new(puzzle_seed(seed, i as u64));
    let name = format!("random-{}", i + 1);
    match problem {
        Problem::Boj4574 => {
            let n = 1 + rng.below(4);
            let puzzles: Vec<_> = (0..n)
                .map(|_| {
                    let dominoes = 9 + rng.below(5);
                    sudominoku(&mut rng, dominoes)
                })
                .collect();
            Case::new(problem, &name, sudominoku_input(&puzzles))
        }
        _ => {
            let board = match i % 3 {
                0 => unique(&mut rng),
                1 => several_solutions(&mut rng),
                _ => heavy_boards(&mut rng, 1).pop().unwrap_or_default(),
            };
            classic_case(problem, &name, &board)
        }
    }
}

/// A case holding `board` in the problem's input layout.
pub fn classic_case(problem: Problem, name: &str, board: &Grid) -> Result<Case, CaseError> {
    let format = match problem {
        Problem::Boj2580 => Format::Boj2580,
        _ => Format::Boj2239,
    };
    Case::new(problem, name, format!("{}\n", format::write(board, format)))
}

/// Sudominoku cases in one input, ended by `0`.
#[must_use]
pub fn sudominoku_input(puzzles: &[crate::domino::Sudominoku]) -> String {
    let mut text: String = puzzles
        .iter()
        .map(|p| format!("{}\n", write_sudominoku(p)))
        .collect();
    text.push_str("0\n");
    text
}

fn unique(rng: &mut Rng) -> Grid {
    let solution = solved_grid(rng);
    minimal_puzzle(&solution, rng, false)
}

/// A minimal puzzle with a few more clues taken away: several solutions, of which 2239 wants
/// the smallest.
fn several_solutions(rng: &mut Rng) -> Grid {
    let mut board = unique(rng);
    let mut filled: Vec<_> = Cell::all().filter(|&c| board.get(c).is_some()).collect();
    rng.shuffle(&mut filled);
    for cell in filled.into_iter().take(4) {
        board.set(cell, None);
    }
    debug_assert!(count_solutions(&board, 2) == 2);
    board
}

/// The calls a row-major 1→9 search makes on `board` (each placement tried is a call), or
/// `None` past [`NAIVE_CALLS`].
#[must_use]
pub fn naive_calls(board: &Grid) -> Option<u64> {
    let options = Options {
        strategy: Strategy::RowMajor,
        max_solutions: Some(1),
        lexicographic: false,
    };
    let mut machine = Machine::new(board, options).ok()?;
    // A step is a try or a backtrack: twice the tries bounds them.
    let finished = machine.run(Some(2 * NAIVE_CALLS));
    let calls = machine.counters().tries + 1;
    (finished && calls < NAIVE_CALLS).then_some(calls)
}

/// Unique puzzles whose digits are renamed so the solution's first row reads 9 8 … 1: the
/// row-major search then tries every smaller digit first in the cells it meets first (the
/// trick of the puzzles built against brute force). Of a few candidates, the heaviest that
/// keep the search under [`NAIVE_CALLS`].
fn heavy_boards(rng: &mut Rng, count: usize) -> Vec<Grid> {
    let mut found: Vec<(u64, Grid)> = Vec::new();
    for _ in 0..4 * count {
        let solution = solved_grid(rng);
        let board = against_row_major(&minimal_puzzle(&solution, rng, false), &solution);
        if let Some(calls) = naive_calls(&board) {
            found.push((calls, board));
        }
    }
    found.sort_by_key(|&(calls, _)| std::cmp::Reverse(calls));
    found.into_iter().take(count).map(|(_, b)| b).collect()
}

/// `board` with its digits renamed so that `solution`'s first row becomes 9 8 7 … 1.
fn against_row_major(board: &Grid, solution: &Grid) -> Grid {
    let mut rename = [0u8; 10];
    for (i, &v) in solution.values()[..9].iter().enumerate() {
        rename[usize::from(v)] = 9 - i as u8;
    }
    let values = board.values().map(|v| rename[usize::from(v)]);
    Grid::from_values(values).unwrap_or(*board)
}
