//! A store that cannot be written: its real cause, and reading it all the same.
//!
//! SQLite says only "attempt to write a readonly database" or "unable to open database
//! file". The file system says which file or folder refuses, and why: permission denied, a
//! read-only file system. An unreadable database is refused with that cause; one that can be
//! read but not written is opened read-only, so its games are still listed and played (their
//! moves are not saved). Neither is ever set aside: nothing is wrong with the file.
//!
//! The file system is asked before SQLite opens the file: SQLite would open a file it may not
//! write read-only without a word, and leave its `-shm` beside it, as read-only as the
//! database, which would keep the store read-only after the owner made it writable again.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

use rusqlite::{Connection, OpenFlags};

use super::error::Refused;
use super::{StoreError, schema, side_file};

/// Why a store is read-only, as the file system said it.
#[derive(Clone, Debug)]
pub struct ReadOnly {
    pub why: String,
    /// The database has the `owner_token` column (a read-only store cannot add it).
    pub has_tokens: bool,
}

/// Could `error` come from permissions or a read-only file system?
fn may_be_refusal(error: &rusqlite::Error) -> bool {
    matches!(
        error.sqlite_error_code(),
        Some(
            rusqlite::ErrorCode::ReadOnly
                | rusqlite::ErrorCode::CannotOpen
                | rusqlite::ErrorCode::PermissionDenied
        )
    )
}

/// What refuses writing to the database at `path`: `Err` when it cannot even be read (or
/// made), `Ok(None)` when nothing on the file system refuses.
pub fn refusal(path: &Path) -> Result<Option<String>, StoreError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    match File::open(path) {
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            return match probe_folder(dir) {
                Ok(()) => Ok(None),
                Err(error) => Err(StoreError::Io {
                    action: "create",
                    path: path.to_owned(),
                    error,
                }),
            };
        }
        Err(error) => {
            return Err(StoreError::Io {
                action: "read",
                path: path.to_owned(),
                error,
            });
        }
    }
    if let Err(error) = OpenOptions::new().write(true).open(path) {
        return Ok(Some(error.to_string()));
    }
    // SQLite writes its journal (`-wal`, `-shm`) beside the database.
    if let Err(error) = probe_folder(dir) {
        return Ok(Some(format!("its folder {}: {error}", dir.display())));
    }
    for suffix in ["-wal", "-shm"] {
        let side = side_file(path, suffix);
        if side.exists()
            && let Err(error) = OpenOptions::new().write(true).open(&side)
        {
            return Ok(Some(format!("{}: {error}", side.display())));
        }
    }
    Ok(None)
}

/// Can files be made in `dir`? Made and removed at once: asking the permission bits would be
/// wrong for root, ACLs and read-only mounts. Each probe has a name of its own, so stores
/// opened at once (threads of one process) never take each other's for a refusal.
fn probe_folder(dir: &Path) -> io::Result<()> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let probe = dir.join(format!(".stepdoku-probe-{}-{n}", std::process::id()));
    OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)?;
    std::fs::remove_file(&probe)
}

/// The database at `path` read-only, because of `why` (see [`refusal`]).
pub fn open(
    path: &Path,
    wait: std::time::Duration,
    why: String,
) -> Result<(Connection, ReadOnly), StoreError> {
    let conn = connect(path, wait).map_err(|refused| refused.into_error(path))?;
    let has_tokens = conn
        .query_row(
            "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'owner_token'",
            [],
            |r| r.get::<_, i64>(0),
        )
        .map_err(|e| StoreError::sql(path, e))?
        > 0;
    Ok((conn, ReadOnly { why, has_tokens }))
}

/// Open read-only, refusing a newer schema and damage as a writable store does. A reader of
/// a WAL database uses its `-wal` and `-shm` files when they are there (another process may
/// be writing). Without them, there is nothing beyond the database to read, and it is read
/// as immutable, which makes no file: a `-shm` made now would be as read-only as the
/// database, and outlive this run.
fn connect(path: &Path, wait: std::time::Duration) -> Result<Connection, Refused> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let check = |conn: Connection| -> Result<Connection, Refused> {
        schema::vet(&conn, wait)?;
        Ok(conn)
    };
    let immutable = || {
        check(Connection::open_with_flags(
            uri(path, "&immutable=1"),
            flags,
        )?)
    };
    let journal = ["-wal", "-shm"]
        .iter()
        .all(|suffix| side_file(path, suffix).exists());
    if !journal {
        return immutable();
    }
    match check(Connection::open_with_flags(uri(path, ""), flags)?) {
        // A journal it cannot use (a folder it cannot lock in): the database alone.
        Err(Refused::Sql(e)) if may_be_refusal(&e) => immutable(),
        opened => opened,
    }
}

/// `path` as an SQLite URI (`file:…?mode=ro`), with the characters URIs give a meaning
/// escaped.
fn uri(path: &Path, extra: &str) -> String {
    use std::fmt::Write;
    let mut uri = String::from("file:");
    for &byte in path.as_os_str().as_encoded_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-_.~".contains(&byte) {
            uri.push(char::from(byte));
        } else {
            let _ = write!(uri, "%{byte:02X}");
        }
    }
    format!("{uri}?mode=ro{extra}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_uri_escapes_what_sqlite_would_read_as_syntax() {
        assert_eq!(
            uri(Path::new("/a b/x?y#z%.sqlite3"), ""),
            "file:/a%20b/x%3Fy%23z%25.sqlite3?mode=ro"
        );
    }

    #[test]
    fn stores_opened_at_once_on_one_folder_are_all_writable() {
        let dir = tempfile::tempdir().expect("tmp");
        drop(super::super::Store::open(dir.path()).expect("made"));
        let opened: Vec<bool> = std::thread::scope(|scope| {
            let threads: Vec<_> = (0..64)
                .map(|_| {
                    scope.spawn(|| {
                        let store = super::super::Store::open(dir.path()).expect("opened");
                        store.store.read_only().is_none()
                    })
                })
                .collect();
            threads
                .into_iter()
                .map(|t| t.join().expect("joined"))
                .collect()
        });
        assert_eq!(opened, [true; 64]);
    }
}
