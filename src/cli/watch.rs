//! `stepdoku watch`: open the solver visualiser straight on a puzzle (a file, stdin, or the
//! bundled classic), paused at step 0, and print what was watched once the terminal is back.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail};
use stepdoku_core::format;
use stepdoku_core::game::Game;
use stepdoku_core::solver::{Strategy, Until};
use stepdoku_core::teaching::method::Method;
use stepdoku_core::{Board, Grid};

use super::input;
use super::prefs::{Look, Prefs};
use super::session::{bundled_note, report};
use super::solve::at_least_one;
use crate::bundled::Collection;
use crate::tui;
use crate::tui::app::{App, Screen};
use crate::tui::watch::pace::Speed;
use crate::tui::watch::{DEFAULT_MAX_STEPS, Origin, Watch};

#[derive(Args, Debug)]
pub struct WatchArgs {
    /// Puzzle file in any format `stepdoku solve` reads; `-` reads it from stdin (keys still
    /// come from the terminal). Without it, the bundled classic puzzle.
    file: Option<PathBuf>,
    /// Which puzzle of a collection, counting from 1.
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// What to watch: row-major (the default), blanks, mrv, propagate, or logic (HoDoKu's
    /// techniques, one per step); `t` switches later. A Sudominoku has one search (the domino
    /// search).
    #[arg(long)]
    strategy: Option<Method>,
    /// Open the watch stopped at: dead-end, backtrack, solution, depth=N, cell=rXcY or step=N
    /// (it runs there at full speed first).
    #[arg(long)]
    until: Option<Until>,
    /// Open with the search shown as code beside the board (`c` toggles it).
    #[arg(long)]
    code: bool,
    /// Each digit tested in a cell as a frame of its own (row-major, blanks, mrv; `i` toggles
    /// it).
    #[arg(long)]
    digits: bool,
    /// Name cells and units as the posts' code indexes them: `board[3][6]` for r4c7, rows,
    /// columns and boxes 0 to 8.
    #[arg(long)]
    zero_based: bool,
    #[command(flatten)]
    playback: Playback,
}

/// How a missing `puzzles/…` file of the docs is reached from the watch: the classic puzzle is
/// the watch's own default, the others are in the player's new-game menu.
fn watch_route(collection: &Collection) -> String {
    if collection.name == "classic" {
        "`stepdoku watch` alone opens the bundled copy".to_owned()
    } else {
        format!(
            "a copy is bundled: `stepdoku play` offers {} in its new-game menu (N), and `s` \
             there watches the board",
            collection.name
        )
    }
}

/// How a search is played back, for the watch and the race alike.
#[derive(Args, Debug)]
pub struct Playback {
    /// Give up after this many steps.
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = at_least_one)]
    pub max_steps: u64,
    /// Playback speed in steps per second (1, 2, 5, 10, …, 1000000) or `max` [default: the
    /// settings file's, else 5].
    #[arg(long, value_parser = parse_speed)]
    pub speed: Option<Speed>,
    /// Start playing at once instead of paused at step 0.
    #[arg(long)]
    pub play: bool,
    #[command(flatten)]
    pub look: Look,
    /// Record the session as an asciicast v2 file (`asciinema play FILE` replays it).
    #[arg(long, value_name = "FILE.cast")]
    pub record: Option<PathBuf>,
}

pub fn run(args: &WatchArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    let (source, puzzle, place) = input::one_puzzle_placed(args.file.as_deref(), args.index)
        .map_err(|error| bundled_note(error, args.file.as_deref(), watch_route))?;
    let mut watch = match puzzle {
        format::Puzzle::Classic(start) => Watch::new(
            Origin::Alone,
            source.to_string(),
            start,
            Board::new(&start).givens(),
            args.strategy
                .or(prefs.config.watch_strategy)
                .unwrap_or(Method::Search(Strategy::RowMajor)),
        )
        .wrap_err_with(|| format!("cannot watch {source}"))?,
        format::Puzzle::Sudominoku(puzzle)
            if args.strategy == Some(Method::Search(Strategy::RowMajor)) =>
        {
            Watch::sudominoku_as_written(source.to_string(), puzzle)
        }
        format::Puzzle::Sudominoku(_) if args.strategy.is_some() => {
            return Err(place
                .refuse(
                    "this is a Sudominoku: its search is the domino search (first empty cell, \
                     dominoes right then down, pairs in order); --strategy row-major shows it \
                     exactly as the post wrote it, the others are for classic puzzles",
                )
                .into());
        }
        format::Puzzle::Sudominoku(puzzle) => Watch::sudominoku(source.to_string(), puzzle),
    };
    watch.max_steps = args.playback.max_steps;
    watch.speed = args.playback.speed(prefs);
    if args.code {
        watch.detail.pane = crate::tui::watch::code::Pane::Code;
    }
    watch.detail.digit_by_digit = args.digits;
    watch.zero_based = args.zero_based;
    let now = Instant::now();
    match args.until {
        Some(_) if watch.dominoes.is_some() => {
            return Err(place
                .refuse(
                    "--until stops classic 9×9 searches; this is a Sudominoku \
                     (--max-steps stops its domino search)",
                )
                .into());
        }
        Some(until) if until.never_on(&watch.start).is_some() => super::usage_error(
            "watch",
            format!(
                "--until {until}: {}",
                until.never_on(&watch.start).unwrap_or_default()
            ),
        ),
        Some(until)
            if watch.method == Method::Logic
                && !matches!(until, Until::Step(_) | Until::Solution) =>
        {
            super::usage_error(
                "watch",
                format!(
                    "--until {until} stops a search; the logic strategy stops at step=N or solution"
                ),
            )
        }
        Some(Until::Step(step)) => {
            watch.search.seek(step.min(watch.max_steps));
            watch.sample_depth();
        }
        Some(until) => watch.play(tui::watch::playback::Playback::Until(until), now),
        None if args.playback.play => watch.play(tui::watch::playback::Playback::Playing, now),
        None => {}
    }
    // The app always holds a game; alone, the watch has none behind it, so it holds the empty
    // puzzle, never shown and never saved.
    let placeholder = Game::new(&Grid::EMPTY, source.clone())?;
    let mut app = App::new(placeholder, None, prefs.theme(args.playback.look), now);
    prefs.apply(&mut app);
    app.game.set_clock_running(false, now);
    app.screen = Screen::Watch(Box::new(watch));
    if !std::io::stdout().is_terminal() {
        bail!("the visualiser needs a terminal; `stepdoku solve --stats` solves without one");
    }
    // Watching saves nothing; Enter (play the puzzle) makes a game, saved like any other.
    // A store still held after the wait: watching goes on, and a game played from it
    // says it is not saved, and why.
    let store = super::session::store_for_watching(&mut app);
    let options = tui::Options {
        record: args.playback.record.clone(),
    };
    Ok(report(
        &tui::run(app, store.as_ref(), &options)?,
        store.as_ref(),
    ))
}

impl Playback {
    /// `--speed`, else the settings file's, else the default.
    #[must_use]
    pub fn speed(&self, prefs: &Prefs) -> Speed {
        self.speed.or(prefs.config.watch_speed).unwrap_or_default()
    }
}

pub(super) fn parse_speed(text: &str) -> Result<Speed, String> {
    Speed::parse(text)
}
