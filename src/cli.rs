//! Command-line interface: one subcommand per file under `cli/`.

use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};

use lazy::Lazy;
use prefs::Prefs;

mod batch;
mod code;
mod config;
mod enter;
mod games;
mod generate;
mod grade;
mod hint;
mod input;
mod judge;
mod lazy;
mod opening;
mod output;
mod per_puzzle;
mod play;
mod prefs;
mod progress;
mod race;
mod replay;
mod session;
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
    override_usage = "stepdoku [OPTIONS]\n       stepdoku [--color <COLOR>] [--theme <THEME>] <COMMAND>"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Options for the player when no subcommand is given; `--color` and `--theme` also for
    /// the subcommands that draw.
    #[command(flatten)]
    launch: play::LaunchArgs,
}

/// The subcommands that open a terminal session: `--color` and `--theme` mean something
/// there, before the subcommand or after it, and nowhere else.
const DRAWING: &[&str] = &["play", "enter", "watch", "race", "replay"];

/// The player's options that are the look of any session.
const LOOK: &[&str] = &["color", "theme"];

/// `LOOK` as typed.
const LOOK_TYPED: &str = "--color and --theme";

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
    Enter(Lazy<enter::EnterArgs>),
    /// The games in progress.
    Games(Lazy<games::GamesArgs>),
    /// Statistics of finished games, and the hints shown in every game, finished or not.
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

/// What a command says when its output cannot be written (a full disk, a closed terminal):
/// the output is named, never the input the command was reading.
pub const STDOUT_FAILED: &str = "cannot write to standard output";

/// Run the subcommand; every failure is printed here, once, by `explain`.
#[must_use]
pub fn run() -> ExitCode {
    // The judge starts its program through stepdoku itself (a new session, then `exec`).
    if let Some(code) = judge::launch::if_asked() {
        return code;
    }
    let cli = parse();
    // Only the terminal sessions read the settings file.
    let prefs = || Prefs::load(cli.launch.look);
    let result = match cli.command {
        Some(Command::Solve(Lazy(args))) => solve::run(&args),
        Some(Command::Play(Lazy(args))) => play::run(&args, &prefs()),
        Some(Command::Watch(Lazy(args))) => watch::run(&args, &prefs()),
        Some(Command::Enter(Lazy(args))) => enter::run(&args, &prefs()),
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
/// player alone: next to a subcommand they are a usage error, as clap reports one. `--color`
/// and `--theme` may come before a subcommand that draws (`stepdoku --color never watch`),
/// and are refused before one that draws nothing, as after it. Clap's own
/// `args_conflicts_with_subcommands` would refuse them before every subcommand, so the check
/// is made here.
fn parse() -> Cli {
    let mut command = Cli::command().term_width(help_width());
    let matches = command
        .try_get_matches_from_mut(std::env::args_os())
        .unwrap_or_else(|error| exit_clap(&error));
    if let Some((name, _)) = matches.subcommand() {
        let draws = DRAWING.contains(&name);
        if let Some((option, look)) = player_option_given(&command, &matches, draws) {
            // The usage line shows the look before any command: say which ones take it.
            let why = if look {
                format!(
                    ": it draws no screen; {} go with {}",
                    LOOK_TYPED,
                    DRAWING.join(", ")
                )
            } else {
                String::new()
            };
            exit_clap(&command.error(
                ErrorKind::ArgumentConflict,
                format!("the subcommand '{name}' cannot be used with '{option}'{why}"),
            ));
        }
    }
    Cli::from_arg_matches(&matches).unwrap_or_else(|error| exit_clap(&error.format(&mut command)))
}

/// Widest help is wrapped at, and its width wherever it goes to no terminal (a pipe, a file,
/// the tests), so that help saved or compared is the same everywhere.
const HELP_COLUMNS: usize = 100;

/// Columns `--help` is wrapped at: a terminal's width when help goes to one narrower than
/// [`HELP_COLUMNS`], so that its edge never breaks a word. Set here rather than measured by
/// clap, which would also take the width of a terminal on stdin or stderr, or `$COLUMNS`, when
/// stdout is a pipe or a file: help written there would depend on where it was run.
fn help_width() -> usize {
    use std::io::IsTerminal;
    if !std::io::stdout().is_terminal() {
        return HELP_COLUMNS;
    }
    match crossterm::terminal::size() {
        Ok((columns, _)) if columns > 0 => usize::from(columns).min(HELP_COLUMNS),
        _ => HELP_COLUMNS,
    }
}

/// Clap's exit: a usage error on stderr (status 2), or the help or version asked for on
/// stdout (status 0), which when it cannot be written says so (status 2), as every
/// command's output does.
fn exit_clap(error: &clap::Error) -> ! {
    if error.use_stderr() {
        // The message quotes what was typed (`invalid value '…'`): shown escaped, as every
        // error is, so it is rendered plain and written here rather than by clap.
        let message = error.render().to_string();
        let _ = write!(
            std::io::stderr().lock(),
            "{}",
            stepdoku_core::text::escape_lines(&message)
        );
        std::process::exit(error.exit_code());
    }
    match error.print() {
        Ok(()) => std::process::exit(error.exit_code()),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            say(format!("stepdoku: {STDOUT_FAILED}: {e}"));
            std::process::exit(2)
        }
    }
}

/// The first top-level option typed on the command line that the subcommand cannot take, as
/// clap writes it in a usage message (`--seed <SEED>`), and whether it is the look of a
/// session: any of the player's, but the look before a subcommand that `draws`.
fn player_option_given(
    command: &clap::Command,
    matches: &ArgMatches,
    draws: bool,
) -> Option<(String, bool)> {
    command
        .get_arguments()
        .filter(|arg| !(draws && LOOK.contains(&arg.get_id().as_str())))
        .find(|arg| matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine))
        .map(|arg| (arg.to_string(), LOOK.contains(&arg.get_id().as_str())))
}

/// A usage error found after parsing, reported as clap reports its own (the message, the
/// subcommand's usage) and ending the process with clap's status for them, 2.
pub fn usage_error(subcommand: &str, message: impl Display) -> ! {
    let mut command = Cli::command();
    let command = command
        .find_subcommand_mut(subcommand)
        .map_or_else(Cli::command, |c| c.clone());
    let mut command = command.bin_name(format!("stepdoku {subcommand}"));
    exit_clap(&command.error(ErrorKind::ValueValidation, message))
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
    // A store another process held for the whole wait: a file that could not be used.
    let busy = report
        .chain()
        .any(|cause| cause.downcast_ref::<opening::StillBusy>().is_some());
    let causes: Vec<String> = report.chain().map(ToString::to_string).collect();
    say(format!("stepdoku: {}", causes.join(": ")));
    ExitCode::from(if io_error().is_some() || busy { 2 } else { 1 })
}

/// One line on stderr for the person at the terminal. When stderr cannot take it (closed,
/// full, a broken pipe) the line is lost and nothing else happens: the exit status still says
/// what it says, where `eprintln!` would panic and abort. The line is one line: any control
/// character in it (a file name's, a program's) is shown as an escape, never sent to the
/// terminal, so every message and error stepdoku prints on stderr is safe however it was made.
pub fn say(line: impl Display) {
    let line = line.to_string();
    let _ = writeln!(
        std::io::stderr().lock(),
        "{}",
        stepdoku_core::text::escape(&line)
    );
}

/// [`say`] for a block of lines at once, in one write: each line escaped, the line ends kept.
pub fn say_lines(lines: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(stepdoku_core::text::escape_lines(lines).as_bytes());
}
