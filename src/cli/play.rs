//! `stepdoku play` (and plain `stepdoku`): choose the puzzle, find the saved game, pick the
//! theme, then hand over to the terminal player.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, ValueEnum};
use color_eyre::eyre::{WrapErr, bail, eyre};
use stepdoku::format::{self, Puzzle};
use stepdoku::game::{Game, Loaded, PuzzleSource, Store, clock};
use stepdoku::generate::Rng;

use crate::bundled;
use crate::cli::input::{self, BadInput};
use crate::tui::app::{App, Slot};
use crate::tui::{self, Ended, Outcome, theme::Theme};

/// Overrides the data directory (saved games), e.g. for tests.
pub const DATA_DIR_ENV: &str = "STEPDOKU_DATA_DIR";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour unless the NO_COLOR environment variable is set.
    #[default]
    Auto,
    /// Colour even when NO_COLOR is set.
    Always,
    /// Bold, reverse, underline and markers only.
    Never,
}

/// Options shared by `stepdoku` alone and `stepdoku play`.
#[derive(Args, Debug, Clone, Default)]
pub struct LaunchArgs {
    /// Choose the puzzle with this seed instead of at random (same seed, same puzzle).
    #[arg(long)]
    seed: Option<u64>,
    /// Resume the saved game.
    #[arg(long = "continue", conflicts_with = "seed")]
    resume: bool,
    /// When to use colour.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
    /// Record the session as an asciicast v2 file (`asciinema play FILE` replays it).
    #[arg(long, value_name = "FILE.cast")]
    record: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Puzzle file in any format `stepdoku solve` reads; `-` reads it from stdin (keys still
    /// come from the terminal). Without it, a puzzle bundled in the binary.
    #[arg(conflicts_with = "resume")]
    file: Option<PathBuf>,
    /// Which puzzle of a collection, counting from 1 (default: random).
    #[arg(long, conflicts_with_all = ["seed", "resume"])]
    index: Option<usize>,
    #[command(flatten)]
    launch: LaunchArgs,
}

/// `stepdoku` with no subcommand.
pub fn run_default(launch: &LaunchArgs) -> color_eyre::Result<ExitCode> {
    run(&PlayArgs {
        file: None,
        index: None,
        launch: launch.clone(),
    })
}

pub fn run(args: &PlayArgs) -> color_eyre::Result<ExitCode> {
    let theme = theme(args.launch.color);
    let store = data_dir().map(Store::new);
    let now = Instant::now();
    let app = if args.launch.resume {
        let store = store
            .as_ref()
            .ok_or_else(|| eyre!("no data directory: set {DATA_DIR_ENV}"))?;
        // Asked for the saved game and it cannot be read: say so (once) and stop.
        let loaded = match store.load() {
            Ok(loaded) => loaded,
            Err(e) => {
                super::say(format!("stepdoku: {e}"));
                return Ok(ExitCode::from(2));
            }
        };
        match loaded {
            Loaded::Game(game) => App::new(*game, None, theme, now),
            Loaded::Missing => {
                super::say(format!(
                    "stepdoku: no saved game to continue (looked for {})",
                    store.path().display()
                ));
                return Ok(ExitCode::from(1));
            }
            Loaded::SetAside { problem, kept_as } => {
                super::say(format!(
                    "stepdoku: the saved game could not be resumed: {problem}; it was kept as {}",
                    kept_as.display()
                ));
                return Ok(ExitCode::from(1));
            }
        }
    } else {
        let (source, puzzle) = choose_puzzle(args)?;
        let name = source.to_string();
        let game = match puzzle {
            Puzzle::Classic(givens) => Game::new(&givens, source),
            Puzzle::Sudominoku(puzzle) => Game::sudominoku(puzzle, source),
        }
        .wrap_err_with(|| format!("cannot play {name}"))?;
        // An unreadable data directory never stops play: the player starts with a warning,
        // and every save still tries (and reports) for real. What is in the slot is unknown,
        // so it is kept aside before this game is first saved over it.
        let (saved, problem, slot_unknown) = match store.as_ref().map(Store::load) {
            Some(Ok(Loaded::Game(saved))) => (Some(*saved), None, false),
            Some(Ok(Loaded::SetAside { problem, kept_as })) => (
                None,
                Some(format!(
                    "The saved game could not be read ({problem}); it was kept as {}",
                    kept_as.display()
                )),
                false,
            ),
            Some(Err(e)) => (
                None,
                Some(format!(
                    "Saving may fail: {e}. Play goes on; saves are retried"
                )),
                true,
            ),
            Some(Ok(Loaded::Missing)) | None => (None, None, false),
        };
        // A named file is opened as asked; a saved game is offered only by plain `stepdoku`.
        let other_save = args.file.is_some() && saved.is_some();
        let offered = if other_save { None } else { saved };
        let mut app = App::new(game, offered, theme, now);
        if other_save || slot_unknown {
            app.slot = Slot::HoldsOtherGame;
        }
        if let Some(problem) = problem {
            app.warn(problem);
        } else if store.is_none() {
            app.warn(format!(
                "Games are not saved: no data directory (set {DATA_DIR_ENV})"
            ));
        }
        app
    };
    if !std::io::stdout().is_terminal() {
        bail!("the player needs a terminal; `stepdoku solve` solves puzzles without one");
    }
    let options = tui::Options {
        record: args.launch.record.clone(),
    };
    Ok(report(
        &tui::run(app, store.as_ref(), &options)?,
        store.as_ref(),
    ))
}

/// The line printed once the terminal is back, and the exit status: 2 when the game in
/// progress could not be saved (as for any file that cannot be written), else 0. A session a
/// signal ended ends the process with that signal, once the line is out. The terminal may be
/// gone (a window closed): a line that cannot be written is dropped, never a panic.
pub(crate) fn report(ended: &Ended, store: Option<&Store>) -> ExitCode {
    let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
    let code = match &ended.outcome {
        Outcome::Solved(time) => {
            let _ = writeln!(out, "Solved in {}.", clock(*time));
            ExitCode::SUCCESS
        }
        Outcome::Saved => {
            if let Some(store) = store {
                let _ = writeln!(
                    out,
                    "Game saved to {}; `stepdoku` offers to resume it.",
                    store.path().display()
                );
            }
            ExitCode::SUCCESS
        }
        Outcome::NotSaved(reason) => {
            let _ = writeln!(err, "stepdoku: your game was NOT saved: {reason}");
            ExitCode::from(2)
        }
        Outcome::Watched(summary) => {
            let _ = writeln!(out, "{summary}");
            ExitCode::SUCCESS
        }
        Outcome::Left => ExitCode::SUCCESS,
    };
    let code = match &ended.recording {
        Some(Ok(path)) => {
            let _ = writeln!(
                out,
                "Recorded to {} (asciinema play replays it).",
                path.display()
            );
            code
        }
        Some(Err(problem)) => {
            let _ = writeln!(err, "stepdoku: {problem}");
            ExitCode::from(2)
        }
        None => code,
    };
    if let Some(signal) = ended.signal {
        let _ = out.flush();
        tui::reader::end_with(signal);
    }
    code
}

/// The theme for `--color` and `NO_COLOR` (<https://no-color.org>: set and not empty).
pub(crate) fn theme(choice: ColorChoice) -> Theme {
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    match choice {
        ColorChoice::Always => {
            // crossterm itself drops colours under NO_COLOR; `always` overrides that too.
            crossterm::style::Colored::set_ansi_color_disabled(false);
            Theme::color()
        }
        ColorChoice::Auto if !no_color => Theme::color(),
        _ => Theme::monochrome(),
    }
}

pub(crate) fn data_dir() -> Option<PathBuf> {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "stepdoku").map(|d| d.data_dir().to_owned()),
    }
}

/// The puzzle to play and its source: the one `--index` names, else one at random.
fn choose_puzzle(args: &PlayArgs) -> color_eyre::Result<(PuzzleSource, Puzzle)> {
    let (label, candidates): (String, Vec<(PuzzleSource, Puzzle)>) = match &args.file {
        None => (
            "the bundled collection".to_owned(),
            bundled::puzzles()
                .into_iter()
                .map(|(source, grid)| (source, Puzzle::Classic(grid)))
                .collect(),
        ),
        Some(path) => {
            let (shown, text) = input::read_text(Some(path))?;
            let stdin = path.as_os_str() == "-";
            let name = match path.file_name() {
                Some(n) if !stdin => n.to_string_lossy().into_owned(),
                _ => shown.clone(),
            };
            let shown_path = (!stdin).then(|| shown.clone());
            let document = format::parse(&shown, &text, None).map_err(BadInput::from)?;
            let count = document.puzzles.len();
            let candidates = document
                .puzzles
                .into_iter()
                .enumerate()
                .map(|(i, g)| {
                    (
                        PuzzleSource::new(name.clone(), shown_path.clone(), i, count),
                        g,
                    )
                })
                .collect();
            (shown, candidates)
        }
    };
    let count = candidates.len();
    let chosen = match args.index {
        Some(n) => input::pick(&label, n, count)?,
        None if count == 0 => bail!("{label} holds no puzzle"),
        None => {
            let seed = args.launch.seed.unwrap_or_else(time_seed);
            Rng::new(seed).below(count)
        }
    };
    candidates
        .into_iter()
        .nth(chosen)
        .ok_or_else(|| eyre!("{label} holds no puzzle"))
}

/// Without `--seed`, a different puzzle each run.
fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
