//! `stepdoku generate`: unique puzzles in line format, one per line, reproducible from a seed.

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use clap::Args;
use stepdoku::generate::{Rng, unique_puzzle};

#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// How many puzzles to print.
    #[arg(long, short = 'n', default_value_t = 1)]
    count: usize,
    /// Seed for the random generator: the same seed prints the same puzzles.
    #[arg(long)]
    seed: Option<u64>,
    /// Clues symmetric about the centre, as in published puzzles.
    #[arg(long)]
    symmetric: bool,
}

pub fn run(args: &GenerateArgs) -> color_eyre::Result<ExitCode> {
    let seed = args.seed.unwrap_or_else(time_seed);
    let mut rng = Rng::new(seed);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for _ in 0..args.count {
        let puzzle = unique_puzzle(&mut rng, args.symmetric);
        writeln!(out, "{}", puzzle.to_line())?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Without `--seed`, a different seed each run.
fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
