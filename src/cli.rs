//! Command-line interface: one subcommand per file under `cli/`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod generate;
mod grade;
mod hint;
mod play;
mod solve;
mod watch;

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
    /// Play a puzzle in the terminal.
    Play(play::PlayArgs),
    /// Watch the backtracking solver, step by step.
    Watch(watch::WatchArgs),
    /// Print the next logical hint for a puzzle.
    Hint(hint::HintArgs),
    /// Grade puzzles by the techniques a logical solve needs.
    Grade(grade::GradeArgs),
    /// Generate unique puzzles at a difficulty.
    Generate(generate::GenerateArgs),
}

pub fn run() -> color_eyre::Result<ExitCode> {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Watch(args)) => watch::run(&args),
        Some(Command::Hint(args)) => hint::run(&args),
        Some(Command::Grade(args)) => grade::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        None => solve::run(&solve::SolveArgs::bundled_default()),
    }
}
