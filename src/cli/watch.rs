//! `stepdoku watch`: open the solver visualiser straight on a puzzle (a file, stdin, or the
//! bundled classic), paused at step 0, and print what was watched once the terminal is back.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail, eyre};
use stepdoku::format;
use stepdoku::game::{Game, PuzzleSource, Store};
use stepdoku::solver::Strategy;
use stepdoku::{Board, Grid};

use super::input::{self, BadInput};
use super::play::{ColorChoice, data_dir, report, theme};
use super::solve::at_least_one;
use crate::bundled;
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
    /// The search to watch: row-major (the default), blanks, mrv or propagate; `t` switches
    /// later. A Sudominoku has one search (the domino search).
    #[arg(long, value_parser = parse_strategy)]
    strategy: Option<Strategy>,
    /// Stop the search after this many steps.
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = at_least_one)]
    max_steps: u64,
    /// Playback speed in steps per second (1, 2, 5, 10, …, 1000000) or `max`.
    #[arg(long, default_value = "5", value_parser = parse_speed)]
    speed: Speed,
    /// Start playing at once instead of paused at step 0.
    #[arg(long)]
    play: bool,
    /// When to use colour.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    color: ColorChoice,
}

pub fn run(args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    let (source, puzzle) = choose_puzzle(args)?;
    let mut watch = match puzzle {
        format::Puzzle::Classic(start) => Watch::new(
            Origin::Alone,
            source.to_string(),
            start,
            Board::new(&start).givens(),
            args.strategy.unwrap_or(Strategy::RowMajor),
        )
        .wrap_err_with(|| format!("cannot watch {source}"))?,
        format::Puzzle::Sudominoku(_) if args.strategy.is_some() => {
            bail!(
                "{source} is a Sudominoku: it has one search (first empty cell, dominoes right then down, pairs in order); --strategy is for classic puzzles"
            )
        }
        format::Puzzle::Sudominoku(puzzle) => Watch::sudominoku(source.to_string(), puzzle),
    };
    watch.max_steps = args.max_steps;
    watch.speed = args.speed;
    let now = Instant::now();
    if args.play {
        watch.play(now);
    }
    // The app always holds a game; alone, the watch has none behind it, so it holds the empty
    // puzzle, never shown and never saved.
    let placeholder = Game::new(&Grid::EMPTY, source.clone())?;
    let mut app = App::new(placeholder, None, theme(args.color), now);
    app.game.set_clock_running(false, now);
    app.screen = Screen::Watch(Box::new(watch));
    if !std::io::stdout().is_terminal() {
        bail!("the visualiser needs a terminal; `stepdoku solve --stats` solves without one");
    }
    // Watching saves nothing; Enter (play the puzzle) makes a game, saved like any other.
    let store = data_dir().map(Store::new);
    Ok(report(&tui::run(app, store.as_ref())?, store.as_ref()))
}

fn parse_strategy(name: &str) -> Result<Strategy, String> {
    Strategy::ALL
        .into_iter()
        .find(|s| s.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
            format!("expected one of {}", names.join(", "))
        })
}

fn parse_speed(text: &str) -> Result<Speed, String> {
    let per_second = match text {
        "max" | "unlimited" => None,
        n => Some(n.parse::<u32>().map_err(|e| e.to_string())?),
    };
    Speed::from_per_second(per_second).ok_or_else(|| {
        let all: Vec<String> = Speed::all()
            .map(|s| s.per_second().map_or("max".to_owned(), |n| n.to_string()))
            .collect();
        format!("expected one of {}", all.join(", "))
    })
}

/// The puzzle to watch and its source; bad input is a [`BadInput`] (exit status 2).
fn choose_puzzle(args: &WatchArgs) -> color_eyre::Result<(PuzzleSource, format::Puzzle)> {
    let (name, path, text) = match &args.file {
        None => {
            let classic = bundled::find("classic").ok_or_else(|| eyre!("no bundled puzzle"))?;
            let path = format!("puzzles/{}", classic.file);
            (
                classic.file.to_owned(),
                Some(path),
                classic.text().to_owned(),
            )
        }
        Some(file) => {
            let (shown, text) = input::read_text(Some(file))?;
            let name = match file.file_name() {
                Some(n) if file.as_os_str() != "-" => n.to_string_lossy().into_owned(),
                _ => shown.clone(),
            };
            let path = (file.as_os_str() != "-").then_some(shown);
            (name, path, text)
        }
    };
    let shown = path.clone().unwrap_or_else(|| name.clone());
    let mut document = format::parse(&shown, &text, None).map_err(BadInput::from)?;
    let count = document.puzzles.len();
    let index = input::pick(&shown, args.index, count)?;
    let puzzle = document.puzzles.swap_remove(index);
    Ok((PuzzleSource::new(name, path, index, count), puzzle))
}
