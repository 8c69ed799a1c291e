//! What the session keeps for the store: the game's row, what the history will record of it,
//! what the store last said, and the writes that wait while another process holds it.

use std::time::Duration;

use stepdoku_core::game::Game;
use stepdoku_core::store::{GameId, Graded, Stats, Summary};

use super::{Effect, SetAside};

/// What the session keeps for the store: which row the game is, what the history will record
/// of it, what the store last said.
#[derive(Clone, Debug, Default)]
pub struct Ledger {
    /// The game's row in the store, once saved (or when continued from it).
    pub game_id: Option<GameId>,
    /// The date, when the game is a puzzle of the day.
    pub daily: Option<String>,
    /// The games in progress played last (the store's first page), for the menu, and how
    /// many there are in all.
    pub games: Vec<Summary>,
    pub games_total: u64,
    /// Statistics read for the stats screen.
    pub stats: Option<Box<Stats>>,
    /// Why games cannot be saved (no store, or one that can only be read): every save fails
    /// with this reason.
    pub store_problem: Option<String>,
    /// The result of the last save this session (`None`: nothing was saved yet), reported
    /// back after the loop tried: what the line printed on exit says must be what happened.
    pub last_save: Option<Result<(), String>>,
    /// Another process holds the store: what waits to be written, tried again on a timer.
    pub waiting: Option<Waiting>,
    /// The game's level for the row its first save makes, graded once and kept until that
    /// row is made: a store too busy to take the save has it back for each retry.
    pub graded: Option<Graded>,
    /// The level of the puzzle on screen once known (graded on entry, or for its row): the
    /// panel shows it. Kept after the row is made; it names its puzzle, so it is never shown
    /// for another.
    pub level: Option<Graded>,
    /// The puzzle ([`stepdoku_core::store::puzzle_key`]) being graded in the background for
    /// the row of the game on screen: its first save waits for the level.
    pub grading: Option<String>,
    /// Games set aside whose saves wait for their puzzle's grading in the background.
    pub asides_grading: Vec<SetAside>,
    /// Files asked for while the first save waits for its grading, kept in order to follow
    /// that save (a list of the games read before it would leave the game out).
    pub after_grading: Vec<Effect>,
}

impl Ledger {
    /// `game`'s level as far as the session knows it without grading: its saved row's, else
    /// the one graded for that very puzzle (on entry, or for its row).
    #[must_use]
    pub fn known_level(&self, game: &Game) -> Option<String> {
        self.games
            .iter()
            .find(|g| Some(g.id) == self.game_id)
            .and_then(|g| g.level.clone())
            .or_else(|| {
                let known = self.level.as_ref().filter(|g| g.is_of(game))?;
                known.level().map(str::to_owned)
            })
    }
}

/// Writes the store was too busy to take, kept in memory (the game itself is in
/// [`App::game`](super::App::game)) and tried again each [`Waiting::RETRY`] until they land.
#[derive(Clone, Debug)]
pub struct Waiting {
    /// When the first of them found the store busy.
    pub since: std::time::Instant,
    /// When the loop tries them again.
    pub next_try: std::time::Instant,
    /// What to write, in order: at most one [`Effect::Save`] (it writes the game as it is
    /// then), games set aside, finishes, hints to count.
    pub pending: Vec<Effect>,
    /// The message last shown about the wait, so the next second's replaces it and no other.
    pub shown: Option<String>,
    /// Whether any of them writes: a lookup for a saved game only reads, so a wait for it
    /// alone holds no quit back and ends with no word of a save.
    pub writes: bool,
}

impl Waiting {
    /// How often a busy store is tried again, and the wait on screen counted.
    pub const RETRY: Duration = Duration::from_secs(1);

    /// Keep `effect` for the next try (a save once: each writes the whole game).
    pub fn keep(&mut self, effect: Effect) {
        self.writes |= !matches!(effect, Effect::LookForSaved(_));
        if !(matches!(effect, Effect::Save)
            && self.pending.iter().any(|e| matches!(e, Effect::Save)))
        {
            self.pending.push(effect);
        }
    }
}
