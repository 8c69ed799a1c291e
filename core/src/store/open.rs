//! Opening the store: the data directory made private, a symbolic link refused, a database
//! that cannot be written opened read-only, real damage set aside, the schema checked and
//! brought up to date, old saves imported.

use std::path::Path;

use rusqlite::Connection;

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
                let kept = aside::keep_aside(&path, &problem.to_string())?;
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
        Ok(Opened { store, notices })
    }
}

/// Open, set a busy wait, check the schema's version and integrity, set WAL, bring the
/// schema up to date. The version is read before anything is written, so a newer
/// database is left exactly as it was.
fn connect(path: &Path, wait: std::time::Duration) -> Result<Connection, Refused> {
    let conn = Connection::open(path)?;
    // Before anything is written (even the journal mode).
    schema::vet(&conn, wait)?;
    switch_to_wal(&conn, wait)?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    migrate(conn)
}

/// How far apart the tries at switching to WAL are.
const WAL_NAP: std::time::Duration = std::time::Duration::from_millis(10);

/// WAL mode, waiting up to `wait` for another process's lock. SQLite does not wait for the
/// switch of a database still in its first journal mode: it says busy at once when another
/// process holds the write lock (two windows switching a fresh database at the same moment),
/// so the switch is tried again in short naps until the wait is over.
fn switch_to_wal(conn: &Connection, wait: std::time::Duration) -> Result<(), rusqlite::Error> {
    let deadline = std::time::Instant::now() + wait;
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(e) if is_busy(&e) && std::time::Instant::now() < deadline => {
                std::thread::sleep(
                    WAL_NAP.min(deadline.saturating_duration_since(std::time::Instant::now())),
                );
            }
            switched => return switched,
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
