//! What every subcommand that opens the terminal interface shares: the store in the data
//! directory (or why there is none), and the line and exit status once the session ends.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use stepdoku_core::game::clock;
use stepdoku_core::store::Store;

use super::input::BadInput;
use super::opening::{OpenError, StillBusy};
use crate::bundled::Collection;
use crate::tui::app::App;
use crate::tui::{self, Ended, Outcome};

/// Overrides the data directory (saved games), e.g. for tests.
pub const DATA_DIR_ENV: &str = "STEPDOKU_DATA_DIR";

/// The store in the data directory, or why there is none, and what opening it said.
#[derive(Default)]
pub(crate) struct Opening {
    pub store: Option<Store>,
    /// Why there is no store (newer, unreadable, no data directory): play goes on without
    /// one, saying games will not be saved.
    pub problem: Option<String>,
    /// An import, damage kept aside, a store that can only be read (its games are listed
    /// and played, their moves not saved).
    pub notices: Vec<String>,
}

/// The store in the data directory. A store another process holds is waited for (visibly,
/// see [`super::opening`]); one still held after the wait stops the command, which would
/// otherwise play a game it cannot save.
pub(crate) fn open_store() -> Result<Opening, StillBusy> {
    let Some(dir) = data_dir() else {
        return Ok(Opening {
            problem: Some(format!("no data directory (set {DATA_DIR_ENV})")),
            ..Opening::default()
        });
    };
    match super::opening::open(&dir) {
        Ok(opened) => {
            let mut notices = opened.notices;
            if let Some(why) = opened.store.read_only() {
                notices.push(format!("Moves will not be saved: {why}"));
            }
            Ok(Opening {
                store: Some(opened.store),
                problem: None,
                notices,
            })
        }
        Err(OpenError::Busy(busy)) => Err(busy),
        Err(OpenError::Other(e)) => Ok(Opening {
            problem: Some(e.to_string()),
            ..Opening::default()
        }),
    }
}

/// The store for a session that saves only a game the player starts from it (a watch, a
/// replay): one that could not be opened (held past the wait, newer, unreadable) or only
/// read leaves its reason for that game's saves to give.
pub(crate) fn store_for_watching(app: &mut App) -> Option<Store> {
    let opening = open_store().unwrap_or_else(|busy| Opening {
        // Said when a game is saved, later: the store may be free by then.
        problem: Some(format!("this session has no store: {busy}")),
        ..Opening::default()
    });
    let read_only = opening.store.as_ref().and_then(Store::read_only);
    app.ledger.store_problem = opening.problem.or(read_only.map(|e| e.to_string()));
    opening.store
}

/// The line printed once the terminal is back, and the exit status: 2 when the game in
/// progress could not be saved (as for any file that cannot be written), else 0. A session a
/// signal ended ends the process with that signal, once the line is out. The terminal may be
/// gone (a window closed): a line that cannot be written is dropped, never a panic.
pub(crate) fn report(ended: &Ended, store: Option<&Store>) -> ExitCode {
    // Each line may name a file or quote a source: escaped (stderr's through `say`).
    let mut out = std::io::stdout();
    let escape = |text: String| stepdoku_core::text::escape(&text).into_owned();
    let code = match &ended.outcome {
        Outcome::Solved(time) => {
            let _ = writeln!(out, "Solved in {}.", clock(*time));
            ExitCode::SUCCESS
        }
        Outcome::FilledBySolver(time) => {
            let _ = writeln!(
                out,
                "Filled in by the solver after {}: not counted in your statistics.",
                clock(*time)
            );
            ExitCode::SUCCESS
        }
        Outcome::Saved(id) => {
            if let Some(store) = store {
                // The game's number: with two windows on one puzzle, the newest game (what a
                // bare `--continue` opens) may be the other window's, not this one.
                let command = match id {
                    Some(id) => format!("stepdoku play --continue {id}"),
                    None => "stepdoku play --continue".to_owned(),
                };
                let _ = writeln!(
                    out,
                    "{}",
                    escape(format!(
                        "Game saved in {}; `{command}` goes on with it.",
                        store.path().display()
                    ))
                );
            }
            ExitCode::SUCCESS
        }
        Outcome::NotSaved(reason) => {
            super::say(format!("stepdoku: your game was NOT saved: {reason}"));
            ExitCode::from(2)
        }
        Outcome::Watched(summary) => {
            let _ = writeln!(out, "{}", stepdoku_core::text::escape_lines(summary));
            ExitCode::SUCCESS
        }
        Outcome::Closed => ExitCode::SUCCESS,
        Outcome::Untouched(sentence) => {
            let _ = writeln!(out, "{}", escape(sentence.clone()));
            ExitCode::SUCCESS
        }
    };
    let code = match &ended.recording {
        Some(Ok(path)) => {
            let _ = writeln!(
                out,
                "{}",
                escape(format!(
                    "Recorded to {} (asciinema play replays it).",
                    path.display()
                ))
            );
            code
        }
        Some(Err(problem)) => {
            super::say(format!("stepdoku: {problem}"));
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

pub(crate) fn data_dir() -> Option<PathBuf> {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "stepdoku").map(|d| d.data_dir().to_owned()),
    }
}

/// A `puzzles/…` file of the docs that is not there (outside stepdoku's source tree) but is
/// bundled in the binary: the error says how to reach the bundled copy, which is the same
/// puzzles, in the words `route` gives for the command. Any other error, or another missing
/// file, is left as it was.
pub fn bundled_note(
    error: color_eyre::Report,
    file: Option<&std::path::Path>,
    route: impl FnOnce(&Collection) -> String,
) -> color_eyre::Report {
    let Some(path) = file.filter(|p| !p.exists()) else {
        return error;
    };
    let parent = path.parent().and_then(|p| p.file_name());
    let name = path.file_name().and_then(|n| n.to_str());
    let Some(collection) = name
        .filter(|_| parent.is_some_and(|p| p == "puzzles"))
        .and_then(|name| {
            crate::bundled::collections()
                .iter()
                .find(|c| c.file == name)
        })
    else {
        return error;
    };
    let Some(BadInput::Unusable(message)) = error.downcast_ref::<BadInput>() else {
        return error;
    };
    BadInput::Unusable(format!(
        "{message} ({} is in stepdoku's source tree; {})",
        path.display(),
        route(collection)
    ))
    .into()
}
