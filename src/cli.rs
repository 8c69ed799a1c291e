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
    about = "Play Sudoku, watch the solver think, get hints that teach.",
    long_about = "Play Sudoku, watch the solver think, get hints that teach.\n\n\
        Without a subcommand, stepdoku opens the player on a puzzle bundled in the binary \
        (and offers to resume a saved game).",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Options for the player when no subcommand is given.
    #[command(flatten)]
    launch: play::LaunchArgs,
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
    let result = match cli.command {
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Play(args)) => play::run(&args),
        Some(Command::Watch(args)) => watch::run(&args),
        Some(Command::Hint(args)) => hint::run(&args),
        Some(Command::Grade(args)) => grade::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        None => play::run_default(&cli.launch),
    };
    match result {
        // `stepdoku solve big.txt | head` is not an error: the reader has all it wanted.
        Err(report) if is_broken_pipe(&report) => Ok(ExitCode::SUCCESS),
        other => other,
    }
}

fn is_broken_pipe(report: &color_eyre::Report) -> bool {
    report.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
