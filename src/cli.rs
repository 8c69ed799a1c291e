//! Command-line interface: one subcommand per file under `cli/`.

use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::tui::theme::ThemeChoice;
use lazy::Lazy;
use prefs::Prefs;

mod batch;
mod code;
mod config;
mod games;
mod generate;
mod grade;
mod hint;
mod input;
mod judge;
mod lazy;
mod per_puzzle;
mod play;
mod prefs;
mod progress;
mod race;
mod replay;
mod shell;
mod solve;
mod trace;
mod tree;
mod watch;

#[derive(Parser, Debug)]
#[command(
    name = "stepdoku",
    version,
    about = "Play Sudoku, watch the solver think, get hints that teach.",
    long_about = "Play Sudoku, watch the solver think, get hints that teach.\n\n\
        Without a subcommand, stepdoku opens the player on a puzzle bundled in the binary \
        (and lists your games in progress, if you have any).",
    override_usage = "stepdoku [OPTIONS]\n       stepdoku [--theme <THEME>] <COMMAND>"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Options for the player when no subcommand is given.
    #[command(flatten)]
    launch: play::LaunchArgs,
    /// Colours for a dark or a light terminal; `auto` (the default, unless the settings file
    /// says otherwise) asks the terminal.
    #[arg(long, global = true, value_enum)]
    theme: Option<ThemeChoice>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Solve puzzles headlessly and print the judge's exact output.
    Solve(Lazy<solve::SolveArgs>),
    /// Play a puzzle in the terminal.
    Play(Lazy<play::PlayArgs>),
    /// The settings file: print its defaults, check it, or say where it is.
    Config(Lazy<config::ConfigArgs>),
    /// Print a shell completion script: bash, zsh, fish, powershell or elvish.
    Completions(Lazy<shell::CompletionsArgs>),
    /// Print the man page (roff): `stepdoku man | man -l -`.
    Man,
    /// Type a puzzle in from paper (or paste one), then play it.
    Enter(Lazy<play::EnterArgs>),
    /// The games in progress.
    Games(Lazy<games::GamesArgs>),
    /// Statistics of finished games.
    Stats(Lazy<games::StatsArgs>),
    /// Watch the backtracking solver, step by step.
    Watch(Lazy<watch::WatchArgs>),
    /// Race strategies side by side on one puzzle, then rank them.
    Race(Lazy<race::RaceArgs>),
    /// A search, step by step, as JSON Lines (one object per step) for analysis.
    Trace(Lazy<trace::TraceArgs>),
    /// Print a search's algorithm as short C++-like code with line numbers (the lines the
    /// watch's code pane lights and `trace` names).
    Code(Lazy<code::CodeArgs>),
    /// Print the next logical hint for a puzzle.
    Hint(Lazy<hint::HintArgs>),
    /// Grade puzzles by the techniques a logical solve needs.
    Grade(Lazy<grade::GradeArgs>),
    /// Generate unique puzzles at a difficulty.
    Generate(Lazy<generate::GenerateArgs>),
    /// Judge your own solution to BOJ 2239, 2580 or 4574 as the online judge would.
    Judge(Lazy<judge::JudgeArgs>),
    /// Check and replay your own program's search from its `try R C D` / `undo R C` lines.
    Replay(Lazy<replay::ReplayArgs>),
}

/// Run the subcommand; every failure is printed here, once, by [`explain`].
pub fn run() -> ExitCode {
    let cli = parse();
    // Only the terminal sessions read the settings file.
    let prefs = || Prefs::load(cli.theme);
    let result = match cli.command {
        Some(Command::Solve(Lazy(args))) => solve::run(&args),
        Some(Command::Play(Lazy(args))) => play::run(&args, &prefs()),
        Some(Command::Watch(Lazy(args))) => watch::run(&args, &prefs()),
        Some(Command::Enter(Lazy(args))) => play::enter(&args, &prefs()),
        Some(Command::Config(Lazy(args))) => config::run(&args),
        Some(Command::Completions(Lazy(args))) => shell::completions(&args),
        Some(Command::Man) => shell::man(),
        Some(Command::Games(Lazy(args))) => games::games(&args),
        Some(Command::Stats(Lazy(args))) => games::stats(&args),
        Some(Command::Race(Lazy(args))) => race::run(&args, &prefs()),
        Some(Command::Trace(Lazy(args))) => trace::run(&args),
        Some(Command::Code(Lazy(args))) => code::run(&args),
        Some(Command::Hint(Lazy(args))) => hint::run(&args),
        Some(Command::Grade(Lazy(args))) => grade::run(&args),
        Some(Command::Generate(Lazy(args))) => generate::run(&args),
        Some(Command::Judge(Lazy(args))) => judge::run(&args),
        Some(Command::Replay(Lazy(args))) => replay::run(&args, &prefs()),
        None => play::run_default(&cli.launch, &prefs()),
    };
    match result {
        Ok(code) => code,
        Err(report) => explain(&report),
    }
}

/// The command line, where the player's options (`--seed`, `--daily`, …) belong to the
/// player alone: next to a subcommand they are a usage error, as clap reports one. Clap's
/// own `args_conflicts_with_subcommands` would refuse the global `--theme` too when it comes
/// before the subcommand (`stepdoku --theme light watch`), so the check is made here.
fn parse() -> Cli {
    let mut command = Cli::command();
    let matches = command.get_matches_mut();
    if let Some((name, _)) = matches.subcommand()
        && let Some(option) = player_option_given(&command, &matches)
    {
        command
            .error(
                ErrorKind::ArgumentConflict,
                format!("the subcommand '{name}' cannot be used with '{option}'"),
            )
            .exit();
    }
    Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.format(&mut command).exit())
}

/// The first top-level option typed on the command line that is not global, as clap writes
/// it in a usage message (`--seed <SEED>`).
fn player_option_given(command: &clap::Command, matches: &ArgMatches) -> Option<String> {
    command
        .get_arguments()
        .filter(|arg| !arg.is_global_set())
        .find(|arg| matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(ToString::to_string)
}

/// Print a failure for people, not developers: one plain line on stderr (no colours, no
/// source location, no backtrace: those are for panics), and the exit status:
/// 2 when the input could not be used or a file could not be read or written, 1 otherwise.
/// `stepdoku solve big.txt | head` is no failure: the reader has all it wanted.
fn explain(report: &color_eyre::Report) -> ExitCode {
    let io_error = || {
        report
            .chain()
            .find_map(|cause| cause.downcast_ref::<std::io::Error>())
    };
    if io_error().is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) {
        return ExitCode::SUCCESS;
    }
    if let Some(bad) = report.downcast_ref::<input::BadInput>() {
        say(bad);
        return ExitCode::from(2);
    }
    let causes: Vec<String> = report.chain().map(ToString::to_string).collect();
    say(format!("stepdoku: {}", causes.join(": ")));
    ExitCode::from(if io_error().is_some() { 2 } else { 1 })
}

/// One line on stderr for the person at the terminal. When stderr cannot take it (closed,
/// full, a broken pipe) the line is lost and nothing else happens: the exit status still says
/// what it says, where `eprintln!` would panic and abort.
pub fn say(line: impl Display) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}
