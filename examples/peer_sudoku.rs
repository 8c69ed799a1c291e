//! The whole-process peer for `stepdoku solve FILE`: solves a line-format collection with the
//! `sudoku` crate (a JCZSolve port, AGPL, a dev-dependency only) and prints one solved line per
//! puzzle, so the two outputs can be diffed and the two processes timed side by side.
//!
//! ```sh
//! cargo build --release --example peer_sudoku
//! hyperfine -N 'target/release/stepdoku solve ../shared/data/solve/puzzles3_magictour_top1465.txt' \
//!              'target/release/examples/peer_sudoku ../shared/data/solve/puzzles3_magictour_top1465.txt'
//! ```

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use sudoku::Sudoku;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: peer_sudoku FILE");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut status = ExitCode::SUCCESS;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() {
            continue;
        }
        let solution = Sudoku::from_str_line(line)
            .ok()
            .and_then(Sudoku::some_solution);
        if let Some(solved) = solution {
            if writeln!(out, "{}", solved.to_str_line()).is_err() {
                return ExitCode::FAILURE;
            }
        } else {
            eprintln!("{path}:{}: no solution", i + 1);
            status = ExitCode::from(1);
        }
    }
    if out.flush().is_err() {
        return ExitCode::FAILURE;
    }
    status
}
