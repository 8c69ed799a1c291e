//! Saved games, finished games and statistics in an SQLite database in the data directory.
//!
//! Every game in progress has a row (one per puzzle; a second window on the same puzzle may
//! open a numbered copy), holding the whole game as the versioned JSON of `game::save`
//! (givens, entries, notes, undo and redo history, clock, settings, source) beside the columns
//! lists and statistics read. A finished game leaves `games` for `finished` in one transaction.
//!
//! Each save is a transaction in WAL mode, so two stepdoku processes on one directory never
//! overwrite each other's moves, and a process killed mid-save leaves the last committed save.
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
mod import;
mod list;
mod owner;
mod row;
mod schema;
mod stats;
pub mod time;

use std::path::{Path, PathBuf};
use std::time::Instant;

use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior, params};
use thiserror::Error;

use crate::cell::Cell;
use crate::game::{Game, SaveError};

pub use list::{Place, Window};
use owner::{Owner, Owners};
pub use stats::{FinishedTime, HISTORY, LevelStats, Stats};

/// The database's file name in the data directory.
pub const FILE_NAME: &str = "stepdoku.sqlite3";

/// How long another process's lock is waited for before the store is said busy: opening
/// waits this long by default; the player waits no longer than a frame per try
/// ([`Store::set_busy_wait`]) and keeps the moves while it retries.
pub const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

pub type GameId = i64;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot {action} {}: {error}", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("the game store {}: {error}", path.display())]
    Sql {
        path: PathBuf,
        error: rusqlite::Error,
    },
    #[error("saved game {id} cannot be read: {problem}")]
    Game { id: GameId, problem: SaveError },
    /// A column of the game's row holds what no save writes (`problem` says which and what).
    #[error("saved game {id} cannot be read: {problem}")]
    Unreadable { id: GameId, problem: String },
    #[error("no game {0} in progress")]
    NoSuchGame(GameId),
    /// Another process held the lock for the whole wait; nothing was changed.
    #[error("the store is busy (another stepdoku?): another process holds {}", path.display())]
    Busy { path: PathBuf },
    /// Written by a later version, whose layout this one does not know: left as it is.
    #[error("{} was written by a newer stepdoku (schema {version}; this one knows up to {known}); it is left untouched", path.display())]
    Newer {
        path: PathBuf,
        version: i64,
        known: i64,
    },
    /// The database can be read but not written (`why`: the file system's cause); nothing
    /// was changed.
    #[error("the game store {} is read-only: {why}", path.display())]
    ReadOnly { path: PathBuf, why: String },
    /// The database holds tables stepdoku did not make (another program's, or stale ones):
    /// left as it is.
    #[error("{} is not a stepdoku game store: {why}; it is left untouched", path.display())]
    Foreign { path: PathBuf, why: String },
    /// The database is a symbolic link: writing through it would change another file.
    #[error("{} is a symbolic link; stepdoku keeps its games only in a real file there", path.display())]
    Symlink { path: PathBuf },
}

impl StoreError {
    /// A failed SQLite call on the database at `path`: busy and locked are said as such.
    fn sql(path: &Path, error: rusqlite::Error) -> Self {
        if is_busy(&error) {
            StoreError::Busy {
                path: path.to_owned(),
            }
        } else {
            StoreError::Sql {
                path: path.to_owned(),
                error,
            }
        }
    }
}

fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// Only real damage sets a database aside: not a database at all, or corrupt (SQLite's own
/// verdict, or a failed `quick_check`). Anything else (busy, permissions, a full disk) says
/// nothing about the file, which is kept where it is.
fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

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

/// A game read back, with where the cursor was.
#[derive(Debug)]
pub struct Saved {
    pub id: GameId,
    pub game: Game,
    pub cursor: Cell,
    pub daily: Option<String>,
}

/// Who holds a puzzle's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Nobody has it open (or the window that had it is gone).
    Free(GameId),
    /// Another stepdoku window, still running.
    Other { id: GameId, pid: u32 },
}

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

pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// This window's identity in the rows it plays, and the liveness of the others.
    owners: Owners,
    /// `Some` when the database can only be read.
    read_only: Option<access::ReadOnly>,
}

/// A store just opened, and what was done to open it (an old save imported, a damaged
/// database kept aside), for the player to be told.
pub struct Opened {
    pub store: Store,
    pub notices: Vec<String>,
}

impl Store {
    /// Open (or make) the store in `dir`, created readable by its owner only, waiting up to
    /// [`BUSY_WAIT`] for another process's lock.
    pub fn open(dir: &Path) -> Result<Opened, StoreError> {
        Self::open_within(dir, BUSY_WAIT)
    }

    /// [`Store::open`], waiting at most `wait` for another process's lock (then
    /// [`StoreError::Busy`], nothing changed), and as long at each later call until
    /// [`Store::set_busy_wait`]: a caller that shows the wait tries again in short steps.
    pub fn open_within(dir: &Path, wait: std::time::Duration) -> Result<Opened, StoreError> {
        create_private_dir(dir)?;
        let path = dir.join(FILE_NAME);
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(StoreError::Symlink { path });
        }
        let mut notices = Vec::new();
        if let Some(why) = access::refusal(&path)? {
            let (conn, read_only) = access::open(&path, wait, why)?;
            let store = Self {
                conn,
                path,
                owners: Owners::unlocked(dir),
                read_only: Some(read_only),
            };
            return Ok(Opened { store, notices });
        }
        let conn = match connect(&path, wait) {
            Ok(conn) => conn,
            Err(Refused::Newer { version, known }) => {
                return Err(StoreError::Newer {
                    path,
                    version,
                    known,
                });
            }
            Err(Refused::Sql(problem)) if is_damage(&problem) => {
                let kept = keep_aside(&path)?;
                notices.push(format!(
                    "The game store could not be used ({problem}); it was kept as {} and a new one was made",
                    kept.display()
                ));
                connect(&path, wait).map_err(|refused| refused.into_error(&path))?
            }
            Err(refused) => return Err(refused.into_error(&path)),
        };
        let store = Self {
            conn,
            path,
            owners: Owners::open(dir),
            read_only: None,
        };
        if let Some(notice) = import::game_json(&store, dir)? {
            notices.push(notice);
        }
        Ok(Opened { store, notices })
    }

    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
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

    /// [`Store::save_graded`], the store grading the puzzle itself when a new row needs its
    /// level.
    pub fn save(
        &self,
        id: Option<GameId>,
        game: &Game,
        cursor: Cell,
        daily: Option<&str>,
        now: Instant,
    ) -> Result<SavedAs, StoreError> {
        self.save_graded(id, game, cursor, daily, None, now)
    }

    /// Save `game` as game `id` (or a new row when `None`): one transaction. If another live
    /// window has taken that row over, the moves go to a new copy instead of over its moves.
    /// Another process's lock is waited for as long as [`Store::set_busy_wait`] says, then
    /// [`StoreError::Busy`] with nothing written: the caller keeps the game and tries again.
    /// A new row takes its level from `graded` when that is of this puzzle (the caller keeps
    /// it for the retries, so a busy store never has the puzzle graded twice).
    pub fn save_graded(
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
        // A new row needs the puzzle's level: the caller's, or graded here, before the write
        // lock is taken, so another window never waits on a grading (a copy takes its
        // original's level).
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
            (None, Some(graded)) if graded.is_of(game) => graded.level.clone(),
            (None, _) => level_of(game),
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

/// The key a game is stored under: its givens (one game per puzzle).
#[must_use]
pub fn puzzle_key(game: &Game) -> String {
    let board = game.board();
    let givens = board.givens();
    let line: String = Cell::all()
        .map(|c| match board.get(c) {
            Some(d) if givens.contains(c) => d.to_char(),
            _ => '.',
        })
        .collect();
    if game.is_sudominoku() {
        format!("sudominoku:{line}")
    } else {
        line
    }
}

/// The key [`puzzle_key`] gives a game of the classic puzzle `givens`, without making the game.
#[must_use]
pub fn grid_key(givens: &crate::Grid) -> String {
    Cell::all()
        .map(|c| givens.get(c).map_or('.', crate::Digit::to_char))
        .collect()
}

/// A puzzle's level for the row a game's first save makes, graded outside any transaction
/// (up to a few hundred milliseconds on the hardest puzzles). The caller keeps it with a
/// write the store was too busy to take, so each retry does not grade the puzzle again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    /// The puzzle graded ([`puzzle_key`]): its level never goes to another puzzle's row.
    puzzle: String,
    level: Option<String>,
}

impl Graded {
    /// `game`'s puzzle graded now (no level for a Sudominoku).
    #[must_use]
    pub fn of(game: &Game) -> Self {
        Self {
            puzzle: puzzle_key(game),
            level: level_of(game),
        }
    }

    /// `game`'s puzzle of a level graded already (on entering it, say).
    #[must_use]
    pub fn known(game: &Game, level: Option<&str>) -> Self {
        Self {
            puzzle: puzzle_key(game),
            level: level.map(str::to_owned),
        }
    }

    /// `kept` when it is of `game`'s puzzle, else `game`'s puzzle graded now.
    #[must_use]
    pub fn reuse(kept: Option<Self>, game: &Game) -> Self {
        match kept {
            Some(kept) if kept.is_of(game) => kept,
            _ => Self::of(game),
        }
    }

    #[must_use]
    pub fn is_of(&self, game: &Game) -> bool {
        self.puzzle == puzzle_key(game)
    }

    #[must_use]
    pub fn level(&self) -> Option<&str> {
        self.level.as_deref()
    }
}

/// The puzzle's level, graded once when its row is made (classic puzzles; at most a few
/// hundred milliseconds on the hardest, and only on a game's first save).
fn level_of(game: &Game) -> Option<String> {
    if game.is_sudominoku() {
        return None;
    }
    let givens = crate::grid::Grid::from_line(&puzzle_key(game))?;
    crate::hint::grade(&givens)
        .ok()
        .map(|g| g.level.name().to_owned())
}

/// Why a database could not be opened.
enum Refused {
    Sql(rusqlite::Error),
    /// `user_version` is past the migrations this version knows.
    Newer {
        version: i64,
        known: i64,
    },
    /// The tables are not the ones stepdoku makes (why, in words).
    Foreign(String),
}

impl From<rusqlite::Error> for Refused {
    fn from(error: rusqlite::Error) -> Self {
        Refused::Sql(error)
    }
}

impl Refused {
    fn into_error(self, path: &Path) -> StoreError {
        match self {
            Refused::Sql(error) => StoreError::sql(path, error),
            Refused::Newer { version, known } => StoreError::Newer {
                path: path.to_owned(),
                version,
                known,
            },
            Refused::Foreign(why) => StoreError::Foreign {
                path: path.to_owned(),
                why,
            },
        }
    }
}

/// Open, set a busy wait, check the schema's version and integrity, set WAL, bring the
/// schema up to date. The version is read before anything is written, so a newer
/// database is left exactly as it was.
fn connect(path: &Path, wait: std::time::Duration) -> Result<Connection, Refused> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(wait)?;
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let known = schema::MIGRATIONS.len() as i64;
    if version > known {
        return Err(Refused::Newer { version, known });
    }
    quick_check(&conn)?;
    // Before anything is written (even the journal mode): another program's database stays
    // exactly as it was.
    schema::check(&conn, version)?.map_err(Refused::Foreign)?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    migrate(conn)
}

/// SQLite's `quick_check`: anything but "ok" is damage.
fn quick_check(conn: &Connection) -> Result<(), Refused> {
    let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if check == "ok" {
        return Ok(());
    }
    Err(Refused::Sql(rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
        Some(format!("integrity check: {check}")),
    )))
}

fn migrate(mut conn: Connection) -> Result<Connection, Refused> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Exclusive)?;
    let version: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let known = schema::MIGRATIONS.len() as i64;
    if version > known {
        return Err(Refused::Newer { version, known });
    }
    for (i, migration) in schema::MIGRATIONS.iter().enumerate().skip(version as usize) {
        tx.execute_batch(migration)?;
        tx.pragma_update(None, "user_version", i as i64 + 1)?;
    }
    tx.commit()?;
    Ok(conn)
}

/// Rename a database that cannot be used (and its WAL files) to `…-damaged-<time>`.
fn keep_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let stamp = time::now_unix();
    let mut target = path.with_extension(format!("sqlite3.damaged-{stamp}"));
    let mut n = 2;
    while target.exists() {
        target = path.with_extension(format!("sqlite3.damaged-{stamp}-{n}"));
        n += 1;
    }
    std::fs::rename(path, &target).map_err(|error| StoreError::Io {
        action: "keep aside",
        path: path.to_owned(),
        error,
    })?;
    for suffix in ["-wal", "-shm"] {
        let side = side_file(path, suffix);
        if side.exists() {
            let _ = std::fs::rename(&side, side_file(&target, suffix));
        }
    }
    Ok(target)
}

/// SQLite's file beside the database (`-wal`, `-shm`).
fn side_file(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The data directory, made if missing, readable by its owner only.
fn create_private_dir(dir: &Path) -> Result<(), StoreError> {
    let io = |error| StoreError::Io {
        action: "create",
        path: dir.to_owned(),
        error,
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        // An existing directory keeps the mode its owner gave it: only a new one is made
        // private.
        if !dir.exists() {
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(dir)
                .map_err(io)?;
        }
    }
    #[cfg(not(unix))]
    std::fs::create_dir_all(dir).map_err(io)?;
    Ok(())
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

#[cfg(test)]
mod ownership_tests;
#[cfg(test)]
mod safety_tests;
#[cfg(test)]
mod tests;
