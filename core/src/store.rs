//! Saved games, finished games and statistics in an SQLite database in the data directory.
//!
//! Every game in progress has a row (one per puzzle; a second window on the same puzzle may
//! open a numbered copy), holding the whole game as the versioned JSON of `game::save`
//! (givens, entries, notes, undo and redo history, clock, settings, source) beside the columns
//! lists and statistics read. A finished game leaves `games` for `finished` in one transaction.
//!
//! Each save is a transaction in WAL mode (or, where SQLite refuses WAL, a rollback journal
//! synced at every commit, its reads waiting while another process writes, as busy as a
//! write), so two stepdoku processes on one directory never overwrite each other's moves, and
//! a process killed mid-save leaves the last committed save.
//! A window holds the rows it plays (`owner_token`, `owner_pid`): `owner` says whether the
//! window a row names still runs, even when its process id has been reused. A second window
//! that opens the same puzzle is told, and takes it over or opens a copy.
//!
//! Only real damage (not a database, corrupt, a failed integrity check) renames a database
//! aside (kept) and makes a fresh one. Anything else is refused with its real cause and the
//! file left as it is: busy, a newer schema, tables stepdoku did not make (another program's
//! database, checked before anything is written), a symbolic link, an unreadable file (`access`).
//! A database that can be read but not written is opened read-only: its games are listed
//! and played, and every write says why it cannot be made.

mod access;
mod aside;
mod error;
mod hints;
mod import;
mod key;
mod list;
mod open;
mod owner;
mod row;
mod save;
mod schema;
mod stats;
pub mod time;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, params};

use crate::cell::Cell;
use crate::game::Game;

pub use error::StoreError;
pub use key::{Graded, grid_key, puzzle_key};
pub use list::{Place, Window};
pub use open::{Journal, Opened};
use owner::{Owner, Owners};
pub use save::{Finished, SavedAs};
pub use stats::{FinishedTime, HISTORY, LevelStats, Stats};

/// The database's file name in the data directory.
pub const FILE_NAME: &str = "stepdoku.sqlite3";

/// How long another process's lock is waited for before the store is said busy: opening
/// waits this long by default; the player waits no longer than a frame per try
/// ([`Store::set_busy_wait`]) and keeps the moves while it retries.
pub const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

pub type GameId = i64;

/// A game in progress as lists show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: GameId,
    /// The givens, 81 characters, `.` for a blank (a Sudominoku's prefixed `sudominoku:`).
    pub puzzle: String,
    /// Givens plus the player's digits.
    pub board: String,
    pub moves: u64,
    pub elapsed_ms: u64,
    pub level: Option<String>,
    pub source: String,
    /// Unix seconds of the last save.
    pub updated: i64,
    /// `Some(date)` for a puzzle of the day.
    pub daily: Option<String>,
}

impl Summary {
    /// Cells filled (givens and entries) out of 81.
    #[must_use]
    pub fn filled(&self) -> usize {
        self.board
            .bytes()
            .filter(|b| (b'1'..=b'9').contains(b))
            .count()
    }
}

/// Games in progress as listed, and what could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    pub games: Vec<Summary>,
    /// One warning per row left out.
    pub skipped: Vec<String>,
}

/// A game read back, with where the cursor was and the level its row was filed under.
#[derive(Clone, Debug)]
pub struct Saved {
    pub id: GameId,
    pub game: Game,
    pub cursor: Cell,
    pub daily: Option<String>,
    pub level: Option<String>,
}

/// Who holds a puzzle's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Nobody has it open (or the window that had it is gone).
    Free(GameId),
    /// Another stepdoku window, still running.
    Other { id: GameId, pid: u32 },
}

pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// This window's identity in the rows it plays, and the liveness of the others.
    owners: Owners,
    /// `Some` when the database can only be read.
    read_only: Option<access::ReadOnly>,
    /// The journal SQLite keeps: WAL, unless it refused it.
    journal: Journal,
}

impl Store {
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The journal SQLite keeps the store's changes in, as it reported it when opened.
    #[must_use]
    pub fn journal(&self) -> Journal {
        self.journal
    }

    /// Why nothing can be written, when the store was opened read-only.
    #[must_use]
    pub fn read_only(&self) -> Option<StoreError> {
        self.read_only.as_ref().map(|r| StoreError::ReadOnly {
            path: self.path.clone(),
            why: r.why.clone(),
        })
    }

    /// `Err` with the cause on a read-only store, before any write is tried.
    fn writable(&self) -> Result<(), StoreError> {
        self.read_only().map_or(Ok(()), Err)
    }

    /// How long each later call waits for another process's lock before it fails with
    /// [`StoreError::Busy`] (nothing changed): the player sets about a frame, so a held lock
    /// never freezes it, and tries again on a timer.
    pub fn set_busy_wait(&self, wait: std::time::Duration) {
        // Only fails on a closed connection, which the next call reports.
        let _ = self.conn.busy_timeout(wait);
    }

    /// From now on each call that meets another process's lock asks `patience` whether to
    /// try again (given how often it was asked already for this lock; it may sleep first):
    /// `false` ends the call with [`StoreError::Busy`], nothing changed. A command waits
    /// this way, to say so while it waits; [`Store::set_busy_wait`] replaces it.
    pub fn set_busy_handler(&self, patience: fn(i32) -> bool) {
        // Only fails on a closed connection, which the next call reports.
        let _ = self.conn.busy_handler(Some(patience));
    }

    fn sql(&self, error: rusqlite::Error) -> StoreError {
        StoreError::sql(&self.path, error)
    }

    /// Game `id`, claimed for this window.
    pub fn load(&self, id: GameId) -> Result<Saved, StoreError> {
        let saved = self.peek(id)?;
        self.claim(id)?;
        Ok(saved)
    }

    /// Game `id` as saved, without claiming it (to show what another window holds). A row
    /// that does not read as a game is [`StoreError::Unreadable`], which column and why.
    pub fn peek(&self, id: GameId) -> Result<Saved, StoreError> {
        let sql = format!("SELECT {} FROM games WHERE id = ?1", row::COLUMNS);
        let checked = self
            .conn
            .query_row(&sql, [id], |r| Ok(row::read(r)))
            .optional()
            .map_err(|e| self.sql(e))?;
        let Some(checked) = checked else {
            return Err(StoreError::NoSuchGame(id));
        };
        let checked = checked.map_err(|problem| StoreError::Unreadable { id, problem })?;
        let game =
            Game::from_save(&checked.state).map_err(|problem| StoreError::Game { id, problem })?;
        Ok(Saved {
            id,
            game,
            cursor: checked.cursor,
            daily: checked.summary.daily,
            level: checked.summary.level,
        })
    }

    /// This window plays game `id` from now on.
    pub fn claim(&self, id: GameId) -> Result<(), StoreError> {
        if self.read_only.is_some() {
            // Nothing can be recorded, and this window saves nothing over another's moves.
            return Ok(());
        }
        self.conn
            .execute(
                "UPDATE games SET owner_pid = ?1, owner_token = ?2 WHERE id = ?3",
                params![self.owners.pid(), self.owners.token(), id],
            )
            .map_err(|e| self.sql(e))?;
        Ok(())
    }

    /// Who holds the game of `puzzle`, if one is in progress: its first copy that reads as a
    /// game, or, when none does, its first copy (so the caller can say why it cannot be read).
    /// Skipping an unreadable first copy keeps new runs on the one fresh copy made beside it,
    /// rather than a new copy at every run.
    pub fn holder(&self, puzzle: &str) -> Result<Option<Holder>, StoreError> {
        let rows: Vec<(GameId, Owner)> = {
            let mut statement = self
                .conn
                .prepare(&format!(
                    "SELECT id, owner_pid, {} FROM games WHERE puzzle = ?1 ORDER BY copy",
                    self.token_column()
                ))
                .map_err(|e| self.sql(e))?;
            statement
                .query_map([puzzle], |row| Ok((row.get(0)?, owner(row, 1)?)))
                .and_then(Iterator::collect)
                .map_err(|e| self.sql(e))?
        };
        let mut readable = None;
        for (at, (id, _)) in rows.iter().enumerate() {
            match self.peek(*id) {
                Ok(_) => {
                    readable = Some(at);
                    break;
                }
                Err(StoreError::Unreadable { .. } | StoreError::Game { .. }) => {}
                Err(e) => return Err(e),
            }
        }
        let chosen = rows.into_iter().nth(readable.unwrap_or(0));
        Ok(chosen.map(|(id, owner)| {
            if self.owners.other_alive(&owner) {
                let pid = owner.pid.and_then(|p| u32::try_from(p).ok()).unwrap_or(0);
                Holder::Other { id, pid }
            } else {
                Holder::Free(id)
            }
        }))
    }

    /// The puzzles (by [`puzzle_key`]) a player has finished without the solver filling them.
    pub fn solved_puzzles(&self) -> Result<std::collections::HashSet<String>, StoreError> {
        let mut query = self
            .conn
            // A puzzle column edited into something else is no puzzle, and no reason to
            // lose the others.
            .prepare(
                "SELECT DISTINCT puzzle FROM finished WHERE by_solver = 0 AND typeof(puzzle) = 'text'",
            )
            .map_err(|e| self.sql(e))?;
        let rows = query
            .query_map([], |row| row.get::<_, String>(0))
            .map_err(|e| self.sql(e))?;
        rows.collect::<Result<_, _>>().map_err(|e| self.sql(e))
    }

    /// Finished games by level, best and median times, daily streaks, recent times.
    pub fn stats(&self) -> Result<Stats, StoreError> {
        stats::read(&self.conn).map_err(|e| self.sql(e))
    }

    /// Let go of the rows this window holds, so another window need not ask.
    pub fn release(&self) {
        if self.read_only.is_some() {
            return;
        }
        let _ = match self.owners.token() {
            Some(token) => self.conn.execute(
                "UPDATE games SET owner_pid = NULL, owner_token = NULL WHERE owner_token = ?1",
                [token],
            ),
            None => self.conn.execute(
                "UPDATE games SET owner_pid = NULL WHERE owner_pid = ?1 AND owner_token IS NULL",
                [self.owners.pid()],
            ),
        };
    }
}

impl Store {
    /// The column of owners' tokens: absent from a database too old to have it that could
    /// not be brought up to date (read-only), whose rows name their owner's process alone.
    fn token_column(&self) -> &'static str {
        match &self.read_only {
            Some(read_only) if !read_only.has_tokens => "NULL",
            _ => "owner_token",
        }
    }
}

/// The owner columns of a row, `owner_pid` at column `at` and `owner_token` after it. A
/// value no window writes (edited by hand) names no window: the row is nobody's, and saving
/// it takes it, rather than failing on every save.
#[expect(
    clippy::unnecessary_wraps,
    reason = "the signature of a row reader, as rusqlite's query_row wants it"
)]
fn owner(row: &rusqlite::Row<'_>, at: usize) -> Result<Owner, rusqlite::Error> {
    Ok(Owner {
        pid: row.get(at).unwrap_or(None),
        token: row.get(at + 1).unwrap_or(None),
    })
}

/// Who plays game `id`, if it is there.
fn owner_of(conn: &Connection, id: GameId) -> Result<Option<Owner>, rusqlite::Error> {
    conn.query_row(
        "SELECT owner_pid, owner_token FROM games WHERE id = ?1",
        [id],
        |row| owner(row, 0),
    )
    .optional()
}

/// What `path` is when it is there and no plain file (a FIFO, a socket, a device, a folder,
/// a symbolic link), said in words: nothing of the store opens such a file, since opening a
/// FIFO waits for a writer forever and the others are not the store's to write.
fn not_a_file(path: &Path) -> Option<&'static str> {
    let kind = std::fs::symlink_metadata(path).ok()?.file_type();
    if kind.is_file() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
        if kind.is_block_device() || kind.is_char_device() {
            return Some("a device");
        }
    }
    Some(if kind.is_dir() {
        "a folder"
    } else if kind.is_symlink() {
        "a symbolic link"
    } else {
        "not a plain file"
    })
}

/// SQLite's file beside the database (`-wal`, `-shm`, `-journal`).
fn side_file(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

#[cfg(test)]
mod first_open_tests;
#[cfg(test)]
mod journal_tests;
#[cfg(test)]
mod ownership_tests;
#[cfg(test)]
mod safety_tests;
#[cfg(test)]
mod tests;
