//! What `update` asks the event loop to do (files against the store, work in the background),
//! and the games those requests carry. A leaf of the interface: the actions that bring the
//! answers back speak it without depending on the app state.

use stepdoku_core::Cell;
use stepdoku_core::game::Game;
use stepdoku_core::store::{GameId, Graded, Window};

use super::menu::Select;
use super::work::{Cancel, Work};

/// The game another window has open on the puzzle this one opens.
#[derive(Clone, Debug)]
pub struct Held {
    pub saved: Game,
    pub id: GameId,
    pub pid: u32,
}

/// A game set aside for another: saved as it stands, under its own row.
#[derive(Clone, Debug)]
pub struct SetAside {
    pub game: Game,
    pub id: Option<GameId>,
    pub cursor: Cell,
    pub daily: Option<String>,
    /// Its puzzle's level, when graded for a row not made yet.
    pub graded: Option<Graded>,
}

/// Input/output the event loop performs after `update`, so `update` itself stays pure.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Write the game to the store.
    Save,
    /// The game is finished: it leaves the games in progress for the history.
    Finish,
    /// The game, finished and counted before, is solved again (after an undo): its row leaves
    /// the games in progress, and the history gains nothing.
    Unlist,
    /// A finish the store was too busy to take, kept to be tried again: the game's row and
    /// what the history records of it.
    Record(Option<GameId>, Box<stepdoku_core::store::Finished>),
    /// A new game replaced this one, unfinished: save it as it stands.
    SaveSetAside(Box<SetAside>),
    /// Continue game `id` from the store (the game on screen was saved first).
    Open(GameId),
    /// Look for a saved game of this puzzle (its [`stepdoku_core::store::puzzle_key`]): a
    /// new game on a puzzle already in progress continues that game, as `stepdoku play FILE`
    /// does. The answer comes back as [`crate::tui::action::Done::Looked`].
    LookForSaved(String),
    /// Show game `id`, which another window (process `pid`) plays, to be taken over or
    /// copied.
    ShowHeld(GameId, u32),
    /// Read a page of the games in progress (and how many there are), for the menu; the
    /// choice lands where [`Select`] says.
    ListGames(Window, Select),
    /// Read the statistics and show them.
    ShowStats,
    /// One more hint of this technique (its name) shown whole, for the statistics.
    CountHint(&'static str),
    /// Run this in the background; its answer comes back as an action.
    Work(Work),
    /// Stop background work whose answer nobody waits for any more (the watch that asked for
    /// it has closed).
    Cancel(Cancel),
}

/// Games compare by what the player sees of them (board and source), and background work by
/// its kind: enough for tests, too lossy for anything else, so tests alone have it.
#[cfg(test)]
impl PartialEq for Effect {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::SaveSetAside(a), Self::SaveSetAside(b)) => {
                a.game.board() == b.game.board() && a.game.source() == b.game.source()
            }
            (Self::Open(a), Self::Open(b)) => a == b,
            _ => std::mem::discriminant(self) == std::mem::discriminant(other),
        }
    }
}
