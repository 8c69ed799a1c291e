//! Command-line interface: one subcommand per file under `cli/`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod solve;

#[derive(Parser, Debug)]
#[command(
    name = "stepdoku",
    version,
    about = "Play Sudoku, watch the solver think, get hints that teach."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles headlessly and print the judge's exact output.
    Solve(solve::SolveArgs),
}

pub fn run() -> color_eyre::Result<ExitCode> {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Solve(args)) => solve::run(&args),
        None => solve::run(&solve::SolveArgs::bundled_default()),
    }
}
