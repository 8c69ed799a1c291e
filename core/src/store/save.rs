//! Writing games: a save (the game's own row, or a copy when another window took it over),
//! a finish (the history gains a row, the game leaves the games in progress), a removal.

use std::time::Instant;

use rusqlite::{OptionalExtension, Transaction, TransactionBehavior, params};

use super::key::{Graded, puzzle_key};
use super::{GameId, Store, StoreError, owner_of, time};
use crate::cell::Cell;
use crate::game::Game;

/// A finished game, for the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    pub puzzle: String,
    pub level: Option<String>,
    pub elapsed_ms: u64,
    pub hints: u32,
    pub mistakes: u32,
    pub by_solver: bool,
    pub daily: Option<String>,
}

/// What a save did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavedAs {
    /// The game's own row.
    Same(GameId),
    /// Another window took the row over: the moves went to a new copy.
    Copy(GameId),
}

impl SavedAs {
    #[must_use]
    pub fn id(self) -> GameId {
        match self {
            SavedAs::Same(id) | SavedAs::Copy(id) => id,
        }
    }
}

impl Store {
    /// Save `game` as game `id` (or a new row when `None`): one transaction. If another live
    /// window has taken that row over, the moves go to a new copy instead of over its moves.
    /// Another process's lock is waited for as long as [`Store::set_busy_wait`] says, then
    /// [`StoreError::Busy`] with nothing written: the caller keeps the game and tries again.
    /// A new row takes its level from `graded` when that is of this puzzle (the caller grades,
    /// with [`Game::level`], and keeps it for the retries, so a busy store never has the
    /// puzzle graded twice); without it the row has no level. A copy takes its original's.
    pub fn save(
        &self,
        id: Option<GameId>,
        game: &Game,
        cursor: Cell,
        daily: Option<&str>,
        graded: Option<&Graded>,
        now: Instant,
    ) -> Result<SavedAs, StoreError> {
        self.writable()?;
        let path = self.path.clone();
        let sql = |error| StoreError::sql(&path, error);
        let (pid, token) = (self.owners.pid(), self.owners.token());
        // A new row needs the puzzle's level: the caller's (a copy takes its original's).
        let existing: Option<Option<String>> = match id {
            Some(id) => self
                .conn
                .query_row("SELECT level FROM games WHERE id = ?1", [id], |r| r.get(0))
                .optional()
                .map_err(sql)?,
            None => None,
        };
        let level = match (existing, graded) {
            (Some(level), _) => level,
            (None, Some(graded)) if graded.is_of(game) => graded.level().map(str::to_owned),
            (None, _) => None,
        };
        let tx =
            Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate).map_err(sql)?;
        let state = game.to_save(now);
        let board = game.board().values().to_line();
        let moves = game.history().done().len() as i64;
        let elapsed = i64::try_from(game.timer().elapsed(now).as_millis()).unwrap_or(i64::MAX);
        let stamp = time::now_unix();
        let owner = match id {
            Some(id) => owner_of(&tx, id).map_err(sql)?,
            None => None,
        };
        let taken = owner
            .as_ref()
            .is_some_and(|owner| self.owners.other_alive(owner));
        let saved = match (id, owner) {
            (Some(id), Some(_)) if !taken => {
                tx.execute(
                    "UPDATE games SET board = ?1, moves = ?2, elapsed_ms = ?3, cursor = ?4,
                     state = ?5, updated = ?6, owner_pid = ?7, owner_token = ?8 WHERE id = ?9",
                    params![
                        board,
                        moves,
                        elapsed,
                        cursor.index() as i64,
                        state,
                        stamp,
                        pid,
                        token,
                        id
                    ],
                )
                .map_err(sql)?;
                SavedAs::Same(id)
            }
            _ => {
                let puzzle = puzzle_key(game);
                let copy: i64 = tx
                    .query_row(
                        "SELECT COALESCE(MAX(copy) + 1, 0) FROM games WHERE puzzle = ?1",
                        [&puzzle],
                        |r| r.get(0),
                    )
                    .map_err(sql)?;
                tx.execute(
                    "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source,
                     cursor, state, created, updated, owner_pid, owner_token, daily)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13)",
                    params![
                        puzzle,
                        copy,
                        board,
                        moves,
                        elapsed,
                        level,
                        game.source().to_string(),
                        cursor.index() as i64,
                        state,
                        stamp,
                        pid,
                        token,
                        daily
                    ],
                )
                .map_err(sql)?;
                let new = tx.last_insert_rowid();
                if taken {
                    SavedAs::Copy(new)
                } else {
                    SavedAs::Same(new)
                }
            }
        };
        tx.commit().map_err(sql)?;
        Ok(saved)
    }

    /// Game `id` is finished: it leaves the games in progress and enters the history, in one
    /// transaction.
    pub fn finish(&self, id: Option<GameId>, record: &Finished) -> Result<(), StoreError> {
        self.writable()?;
        let path = self.path.clone();
        let sql = |error| StoreError::sql(&path, error);
        let tx =
            Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate).map_err(sql)?;
        tx.execute(
            "INSERT INTO finished (puzzle, level, elapsed_ms, hints, mistakes, by_solver,
             finished, daily) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                record.puzzle,
                record.level,
                i64::try_from(record.elapsed_ms).unwrap_or(i64::MAX),
                record.hints,
                record.mistakes,
                record.by_solver,
                time::now_unix(),
                record.daily
            ],
        )
        .map_err(sql)?;
        // The row goes only if no other live window plays it (the same check as a save's):
        // one that took it over plays on, and its moves stay.
        if let Some(id) = id
            && let Some(owner) = owner_of(&tx, id).map_err(sql)?
            && !self.owners.other_alive(&owner)
        {
            tx.execute("DELETE FROM games WHERE id = ?1", [id])
                .map_err(sql)?;
        }
        tx.commit().map_err(sql)
    }

    /// Forget game `id` without counting it (the player abandoned it).
    pub fn remove(&self, id: GameId) -> Result<(), StoreError> {
        self.writable()?;
        self.conn
            .execute("DELETE FROM games WHERE id = ?1", [id])
            .map_err(|e| self.sql(e))?;
        Ok(())
    }
}
