//! `stepdoku enter`: a puzzle typed in from paper on the entering board, then played.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::bail;
use stepdoku_core::game::{Game, PuzzleSource};

use super::prefs::{Look, Prefs};
use super::session::{Opening, open_store, report};
use crate::tui::{self, app::App};

#[derive(Args, Debug)]
pub struct EnterArgs {
    #[command(flatten)]
    look: Look,
    /// Record the session as an asciicast v2 file.
    #[arg(long, value_name = "FILE.cast")]
    record: Option<PathBuf>,
}

/// `stepdoku enter`: the entering board, then play.
pub fn run(args: &EnterArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    let now = Instant::now();
    let Opening {
        store,
        problem,
        mut notices,
    } = open_store()?;
    if let Some(why) = problem {
        notices.insert(0, format!("Games are not saved: {why}"));
    }
    let placeholder = Game::new(
        &stepdoku_core::Grid::EMPTY,
        PuzzleSource::new("entered from paper", None, 0, 1),
    )?;
    let mut app = App::new(placeholder, None, prefs.theme(args.look), now);
    prefs.apply(&mut app);
    crate::tui::update::enter::open(&mut app);
    // Nothing to go back to: Esc leaves the empty board.
    if let crate::tui::app::Screen::Enter(entering) = &mut app.screen {
        entering.before = None;
    }
    for notice in notices {
        app.notice(notice);
    }
    if !std::io::stdout().is_terminal() {
        bail!("entering a puzzle needs a terminal");
    }
    let options = tui::Options {
        record: args.record.clone(),
    };
    let ended = tui::run(app, store.as_ref(), &options)?;
    if let Some(store) = &store {
        store.release();
    }
    Ok(report(&ended, store.as_ref()))
}
