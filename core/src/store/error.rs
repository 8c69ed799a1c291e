//! What the store says when it cannot do what was asked, and why a database was refused at
//! opening (a newer schema, another program's tables, SQLite's own error).

use std::path::{Path, PathBuf};

use thiserror::Error;

use super::GameId;
use crate::game::SaveError;

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
    /// The database, or a file SQLite keeps beside it, is no plain file (a FIFO, a socket, a
    /// device, a link): opening it could block forever or write elsewhere. Nothing is opened.
    #[error("{} is {kind}, not a file stepdoku made; nothing was opened and it is left as it is", path.display())]
    NotAFile { path: PathBuf, kind: &'static str },
    /// A damaged database (`problem`: why it cannot be used) could not be set aside with the
    /// files that hold its data: `failed` would not move (`error`). `apart`: the files moved
    /// that would not move back, each from where to where. No new store was made.
    #[error(
        "{}",
        super::aside::not_set_aside_words(path, problem, failed, error, apart)
    )]
    NotSetAside {
        path: PathBuf,
        problem: String,
        failed: PathBuf,
        error: std::io::Error,
        apart: Vec<(PathBuf, PathBuf)>,
    },
    /// The database is a symbolic link: writing through it would change another file.
    #[error("{} is a symbolic link; stepdoku keeps its games only in a real file there", path.display())]
    Symlink { path: PathBuf },
}

impl StoreError {
    /// A failed SQLite call on the database at `path`: busy and locked are said as such.
    pub(super) fn sql(path: &Path, error: rusqlite::Error) -> Self {
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

pub(super) fn is_busy(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// Only real damage sets a database aside: not a database at all, or corrupt (SQLite's own
/// verdict, or a failed `quick_check`). Anything else (busy, permissions, a full disk) says
/// nothing about the file, which is kept where it is.
pub(super) fn is_damage(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

/// Why a database could not be opened.
pub(super) enum Refused {
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
    pub(super) fn into_error(self, path: &Path) -> StoreError {
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
