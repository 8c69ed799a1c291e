//! The terminal player, model → update → view: [`app::App`] is the state, [`input`] maps
//! events to [`action::Action`]s through the one binding table in [`keymap`], [`update`]
//! changes the state, and [`view`] draws it with the styles of one [`theme::Theme`] and the one
//! measure of text in [`text`].
//!
//! [`screen`] is the vocabulary every part shares (screen kinds, key contexts, messages) and
//! imports nothing of the interface. Each feature keeps its state in a module of its own
//! ([`domino`], [`hint`], [`menu`], [`watch`]) and its keys in the child of [`update`] of the same
//! name, so features never depend on each other.
//!
//! Adding a screen: a variant of [`app::Screen`] holding its state and one of
//! [`screen::ScreenKind`], its actions in [`action::Action`], its keys in `update/<feature>.rs`,
//! its rows in [`keymap::BINDINGS`] (footer and help follow), and its widget under `view/`.

pub mod action;
pub mod app;
pub mod config;
pub mod domino;
pub mod effect;
pub mod enter;
pub mod event_loop;
pub mod hint;
pub mod input;
pub mod keymap;
pub mod layout;
pub mod menu;
pub mod race;
pub mod reader;
pub mod record;
pub mod screen;
pub mod terminal;
pub mod text;
pub mod theme;
pub mod update;
pub mod view;
pub mod watch;
pub mod work;

#[cfg(test)]
mod tests;

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use stepdoku_core::text::escape;

use stepdoku_core::store::Store;

use app::{App, Finished, Screen, SolvedBy};

/// How a session ended, for the line printed after the terminal is restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Solved(Duration),
    /// The solver filled the board (`s`, then `a`) after this long: not the player's solve,
    /// and not counted in the statistics.
    FilledBySolver(Duration),
    /// Saved as this game of the store's (`stepdoku games` numbers it so), when known.
    Saved(Option<stepdoku_core::store::GameId>),
    /// Quit with the game in progress unsaved: the last save failed, for this reason.
    NotSaved(String),
    /// Quit without saving (no data directory, or at the resume prompt).
    Closed,
    /// Quit from a game with no move made, which is not saved: this sentence says so.
    Untouched(String),
    /// `stepdoku watch` ended: what was watched, in one line.
    Watched(String),
}

/// How a session ended: what to say, and the signal that ended it, if one did (the caller
/// ends the process with it once the line is printed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    pub outcome: Outcome,
    pub signal: Option<i32>,
    /// `--record`: the file written, or why it could not be.
    pub recording: Option<Result<PathBuf, String>>,
}

/// What a session is asked for beyond the app itself.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Record the session as an asciicast v2 file here.
    pub record: Option<PathBuf>,
}

/// Run the player until the user quits, a signal arrives or the terminal goes away. On an error
/// the game is saved before it is reported.
pub fn run(mut app: App, store: Option<&Store>, options: &Options) -> color_eyre::Result<Ended> {
    let recorder = match &options.record {
        Some(path) => {
            let size = crossterm::terminal::size().unwrap_or((80, 24));
            let recorder = color_eyre::eyre::WrapErr::wrap_err_with(
                record::Recorder::create(path, size),
                || format!("cannot record to {}", path.display()),
            )?;
            Some(recorder)
        }
        None => None,
    };
    let mut reader = reader::Reader::start()?;
    let mut session = terminal::Session::start(recorder)?;
    let result = event_loop::run(session.terminal(), &mut app, store, &mut reader);
    let recorder = session.take_recorder();
    drop(session);
    let recording = recorder.map(|r| {
        r.finish()
            .map_err(|(path, e)| format!("the recording {} is incomplete: {e}", path.display()))
    });
    drop(reader);
    let signal = match result {
        Ok(signal) => signal,
        Err(error) => {
            // The same rules as a quit (no save for an untouched game, another game's save
            // kept aside first), through the same effects.
            if app.game_in_progress() {
                update::update(
                    &mut app,
                    action::Action::Clock(Instant::now(), stepdoku_core::store::time::now_unix()),
                );
                if let Some(store) = store {
                    store.set_busy_wait(stepdoku_core::store::BUSY_WAIT);
                }
                update::update(&mut app, action::Action::Stop);
                event_loop::perform(&mut app, store, None);
                if let Some(Err(reason)) = &app.ledger.last_save {
                    // The reason may name a file: escaped, as every line on stderr is.
                    let line = format!("stepdoku: the game was NOT saved: {reason}");
                    let _ = writeln!(std::io::stderr(), "{}", escape(&line));
                }
            }
            return Err(error.into());
        }
    };
    let outcome = outcome_of(&app);
    Ok(Ended {
        outcome,
        signal,
        recording,
    })
}

/// What a session that ended on `app` has to say.
#[must_use]
pub fn outcome_of(app: &App) -> Outcome {
    match app.screen {
        Screen::Solved(Finished {
            by: SolvedBy::Solver,
            ..
        }) => Outcome::FilledBySolver(app.game.timer().elapsed(app.now)),
        Screen::Solved(_) => Outcome::Solved(app.game.timer().elapsed(app.now)),
        Screen::Watch(ref alone) if alone.origin == watch::Origin::Alone => {
            Outcome::Watched(alone.summary())
        }
        Screen::Race(ref alone) if alone.origin == watch::Origin::Alone => {
            Outcome::Watched(alone.summary())
        }
        // The start screen's puzzle behind the menu was never shown: nothing to say of it.
        // The game it lists first (what its Esc continues) is in the store: where, and how to
        // go on with it.
        Screen::Menu(ref menu) if menu.at_start => match app.ledger.games.first() {
            Some(first) => Outcome::Saved(Some(first.id)),
            None => Outcome::Closed,
        },
        // What the quit's own save did (a game nobody played in is not saved at all).
        _ if app.game_in_progress() && app.game.has_moves() => match app.ledger.last_save {
            Some(Ok(())) => Outcome::Saved(app.ledger.game_id),
            Some(Err(ref reason)) => Outcome::NotSaved(reason.clone()),
            None => Outcome::Closed,
        },
        // A game quit before its first move is not saved: said, with its name (a made
        // puzzle's carries its seed), so that it is not thought kept.
        _ if app.game_in_progress() => Outcome::Untouched(format!(
            "Not saved: no moves made in {}.",
            app.game.source()
        )),
        _ => Outcome::Closed,
    }
}
