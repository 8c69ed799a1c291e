//! The classic puzzle the tests play (`puzzles/classic.txt`), its solution, and shorthands that
//! keep positions readable in assertions (`c("r1c3")`, `d(5)`).

use stepdoku_core::generate::{Rng, solved_grid};
use stepdoku_core::{Cell, Digit, Grid};

pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A grid from an 81-character line, `.` or `0` for blanks.
pub fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, ch) in values.iter_mut().zip(line.chars()) {
        *v = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    Grid::from_values(values).unwrap()
}

/// `r4c7` as a cell.
pub fn c(name: &str) -> Cell {
    name.parse().unwrap()
}

pub fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// A board made from the random solved grid of `seed`, keeping each cell with probability
/// `keep`/100.
pub fn random_board(seed: u64, keep: u32) -> Grid {
    let mut rng = Rng::new(seed);
    let solution = solved_grid(&mut rng);
    let mut grid = Grid::EMPTY;
    for cell in Cell::all() {
        if (rng.below(100) as u32) < keep {
            grid.set(cell, solution.get(cell));
        }
    }
    grid
}
