//! Opening the store: the data directory made private, a symbolic link refused, a database
//! that cannot be written opened read-only, real damage set aside, the schema checked and
//! brought up to date, old saves imported.

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use super::error::{Refused, is_busy, is_damage};
use super::owner::Owners;
use super::{
    BUSY_WAIT, FILE_NAME, Store, StoreError, access, aside, not_a_file, schema, side_file,
};

/// A store just opened, and what was done to open it (a damaged database kept aside), for
/// the player to be told. The caller then imports old saves ([`Store::import_old_saves`]),
/// grading their puzzles.
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
        Self::open_on(dir, wait, None)
    }

    /// [`Store::open`] through SQLite's VFS named `vfs`, for tests of a store where SQLite
    /// refuses WAL: `unix-dotfile` has no shared memory (as some file systems have none), and
    /// its lock is a folder beside the database (`stepdoku.sqlite3.lock`), which a test makes
    /// to hold every read up as another process's write lock does.
    #[doc(hidden)]
    pub fn open_through_vfs(dir: &Path, vfs: &str) -> Result<Opened, StoreError> {
        Self::open_on(dir, BUSY_WAIT, Some(vfs))
    }

    /// [`Store::open_within`] through SQLite's VFS named `vfs` (the default one when `None`):
    /// the tests open a store on one that keeps no WAL, as some file systems refuse it.
    pub(super) fn open_on(
        dir: &Path,
        wait: std::time::Duration,
        vfs: Option<&str>,
    ) -> Result<Opened, StoreError> {
        create_private_dir(dir)?;
        let path = dir.join(FILE_NAME);
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(StoreError::Symlink { path });
        }
        // The database and the files SQLite keeps beside it: a FIFO planted as any of them
        // would hold every command waiting on it for good.
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let file = side_file(&path, suffix);
            if let Some(kind) = not_a_file(&file) {
                return Err(StoreError::NotAFile { path: file, kind });
            }
        }
        let mut notices = Vec::new();
        if let Some(why) = access::refusal(&path)? {
            let (conn, read_only) = access::open(&path, wait, why)?;
            let store = Self {
                conn,
                path,
                owners: Owners::unlocked(dir),
                read_only: Some(read_only),
                journal: Journal::Unknown,
            };
            return Ok(Opened { store, notices });
        }
        let (conn, journal) = match connect(&path, wait, vfs) {
            Ok(opened) => opened,
            Err(Refused::Newer { version, known }) => {
                return Err(StoreError::Newer {
                    path,
                    version,
                    known,
                });
            }
            Err(Refused::Sql(problem)) if is_damage(&problem) => {
                let kept = aside::keep_aside(&path, &problem.to_string())?;
                notices.push(format!(
                    "The game store could not be used ({problem}); it was kept as {} and a new one was made",
                    kept.display()
                ));
                connect(&path, wait, vfs).map_err(|refused| refused.into_error(&path))?
            }
            Err(refused) => return Err(refused.into_error(&path)),
        };
        let store = Self {
            conn,
            path,
            owners: Owners::open(dir),
            read_only: None,
            journal,
        };
        Ok(Opened { store, notices })
    }
}

/// The journal SQLite keeps the store's changes in, as it reported it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Journal {
    /// WAL: readers never wait for a writer, and a power cut loses at most the last saves
    /// at `synchronous=NORMAL`.
    Wal,
    /// A rollback journal (`delete`, `truncate`, `persist`), where SQLite refused WAL (a file
    /// system without the shared memory WAL needs): a reader waits while a writer commits,
    /// and every commit is synced (`synchronous=FULL`), since NORMAL may corrupt the database
    /// at a power cut in this mode.
    Rollback,
    /// Not asked: a database opened read-only keeps whatever mode it was left in.
    Unknown,
}

/// Open (through the VFS `vfs`, the default when `None`), set a busy wait, check the schema's
/// version and integrity, set WAL (or, refused, a rollback journal's safe syncing), bring the
/// schema up to date. The version is read before anything is written, so a newer database is
/// left exactly as it was.
fn connect(
    path: &Path,
    wait: std::time::Duration,
    vfs: Option<&str>,
) -> Result<(Connection, Journal), Refused> {
    let conn = match vfs {
        Some(vfs) => Connection::open_with_flags_and_vfs(path, OpenFlags::default(), vfs)?,
        None => Connection::open(path)?,
    };
    // Before anything is written (even the journal mode).
    schema::vet(&conn, wait)?;
    let journal = switch_to_wal(&conn, wait)?;
    let synchronous = match journal {
        Journal::Wal => "NORMAL",
        Journal::Rollback | Journal::Unknown => "FULL",
    };
    conn.pragma_update(None, "synchronous", synchronous)?;
    Ok((migrate(conn)?, journal))
}

/// How far apart the tries at switching to WAL are.
const WAL_NAP: std::time::Duration = std::time::Duration::from_millis(10);

/// WAL mode, waiting up to `wait` for another process's lock. SQLite does not wait for the
/// switch of a database still in its first journal mode: it says busy at once when another
/// process holds the write lock (two windows switching a fresh database at the same moment),
/// so the switch is tried again in short naps until the wait is over. SQLite answers with the
/// mode in force, which stays the rollback journal where WAL cannot be kept: that is the
/// journal returned.
fn switch_to_wal(conn: &Connection, wait: std::time::Duration) -> Result<Journal, rusqlite::Error> {
    let deadline = std::time::Instant::now() + wait;
    loop {
        let asked = conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get::<_, String>(0));
        match asked {
            Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                std::thread::sleep(
                    WAL_NAP.min(deadline.saturating_duration_since(std::time::Instant::now())),
                );
            }
            Ok(mode) if mode.eq_ignore_ascii_case("wal") => return Ok(Journal::Wal),
            Ok(_) => return Ok(Journal::Rollback),
            Err(e) => return Err(e),
        }
    }
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
