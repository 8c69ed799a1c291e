//! What the store said to the files the event loop worked on (saves, finishes, reads), come
//! back as actions: `update` takes each like a key, so the loop never writes the state.

use std::collections::HashSet;

use stepdoku_core::store::{GameId, SavedAs, Stats, Summary, Window};

use crate::tui::effect::{Effect, Held};
use crate::tui::menu::{Select, Span};

#[derive(Clone, Debug)]
pub enum Stored {
    /// The game on screen written to its row (or a copy), or why not.
    Saved(Result<SavedAs, String>),
    /// Game `id` left the games in progress (finished, or finished again after an undo).
    Finished(Option<GameId>),
    /// A game chosen from the list, read back and claimed.
    Opened(Box<stepdoku_core::store::Saved>),
    /// The game chosen could not be read back (`why`); `aside` is the row and date of the
    /// game set aside for it in the same round, kept on screen instead.
    NotOpened {
        aside: Option<(Option<GameId>, Option<String>)>,
        why: String,
    },
    /// The game another window plays on the puzzle just opened, read to be offered.
    Held(Box<Held>),
    /// A page of the games in progress for the menu.
    Listed(Box<Listed>),
    /// The statistics, for their screen.
    Stats(Box<Stats>),
    /// Something went wrong that the player must be told of (a write failed, a read
    /// could not be made).
    Warning(String),
    /// One round of writes is over: `busy` are those another process's lock turned away
    /// (kept to be tried again), `failed` whether any failed for another reason (said already).
    Round { busy: Vec<Effect>, failed: bool },
}

/// A page of the games in progress, as the menu takes it.
#[derive(Clone, Debug)]
pub struct Listed {
    pub window: Window,
    pub select: Select,
    pub games: Vec<Summary>,
    pub span: Span,
    /// Rows in the list, those that cannot be read left out.
    pub total: u64,
    /// The puzzles finished without the solver (with the first page only).
    pub solved: Option<HashSet<String>>,
    /// One warning per row of the page that cannot be read.
    pub skipped: Vec<String>,
}
