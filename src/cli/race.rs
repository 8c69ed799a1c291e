//! `stepdoku race`: strategies side by side on one puzzle, advancing in lockstep, then ranked
//! by the time a headless solve takes.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail};
use stepdoku_core::format::Puzzle;
use stepdoku_core::game::Game;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::{Board, Grid};

use super::input;
use super::prefs::Prefs;
use super::session::report;
use super::watch::Playback;
use crate::tui;
use crate::tui::app::{App, Screen};
use crate::tui::race::{DEFAULT, MAX_LANES, Race};
use crate::tui::watch::Origin;

#[derive(Args, Debug)]
pub struct RaceArgs {
    /// Puzzle file in any format `stepdoku solve` reads; `-` reads stdin. Without it, the
    /// bundled classic puzzle.
    file: Option<PathBuf>,
    /// Which puzzle of a collection, counting from 1.
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// Up to four of row-major, blanks, mrv, propagate, logic, comma-separated
    /// [default: row-major,mrv,propagate]
    #[arg(long, value_delimiter = ',')]
    strategies: Vec<Method>,
    #[command(flatten)]
    playback: Playback,
}

pub fn run(args: &RaceArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    let methods: Vec<Method> = if args.strategies.is_empty() {
        DEFAULT.to_vec()
    } else {
        args.strategies.clone()
    };
    if methods.len() > MAX_LANES {
        // A usage error, as clap reports one (and exits 2): the names cannot be counted
        // until they are split.
        super::usage_error(
            "race",
            format!(
                "--strategies names {}: a race has at most {MAX_LANES}",
                methods.len()
            ),
        );
    }
    let (source, puzzle, place) = input::one_puzzle_placed(args.file.as_deref(), args.index)?;
    let Puzzle::Classic(start) = puzzle else {
        return Err(place
            .refuse(
                "a race needs a classic 9×9 puzzle; this is a Sudominoku, which has one search \
                 (the domino search): `stepdoku watch` shows it",
            )
            .into());
    };
    let mut race = Race::new(
        Origin::Alone,
        source.to_string(),
        start,
        Board::new(&start).givens(),
        &methods,
    )
    .wrap_err_with(|| format!("cannot race on {source}"))?;
    race.set_max_steps(args.playback.max_steps);
    race.speed = args.playback.speed(prefs);
    let now = Instant::now();
    if args.playback.play {
        race.play(tui::watch::playback::Playback::Playing, now);
    }
    if !std::io::stdout().is_terminal() {
        bail!(
            "the race needs a terminal; `stepdoku solve --stats --strategy S` counts without one"
        );
    }
    // Alone, the race has no game behind it: the app holds the empty puzzle, never saved.
    let placeholder = Game::new(&Grid::EMPTY, source.clone())?;
    let mut app = App::new(placeholder, None, prefs.theme(args.playback.look), now);
    prefs.apply(&mut app);
    app.game.set_clock_running(false, now);
    app.screen = Screen::Race(Box::new(race));
    let options = tui::Options {
        record: args.playback.record.clone(),
    };
    Ok(report(&tui::run(app, None, &options)?, None))
}
