//! Where SQLite refuses WAL (here a VFS with no shared memory, as some file systems have), the
//! store reads the mode it reports: it keeps a rollback journal synced at every commit, and a
//! read another process's write lock holds up is waited for, then said busy, like a write.

use std::time::Duration;

use rusqlite::{Connection, OpenFlags};

use super::*;

/// SQLite's VFS that locks with a `.lock` file beside the database and has no shared memory:
/// it cannot keep a WAL.
const NO_WAL: &str = "unix-dotfile";

fn synchronous(store: &Store) -> i64 {
    store
        .conn
        .pragma_query_value(None, "synchronous", |row| row.get(0))
        .expect("read")
}

#[test]
fn a_store_where_wal_is_refused_keeps_a_rollback_journal_synced_at_every_commit() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open_on(dir.path(), BUSY_WAIT, Some(NO_WAL))
        .expect("made")
        .store;
    assert_eq!(store.journal(), Journal::Rollback);
    // FULL (2): NORMAL may corrupt a rollback-journal database at a power cut.
    assert_eq!(synchronous(&store), 2);
    assert_eq!(store.count_games().expect("counted"), 0);
    drop(store);
    let mode: String = Connection::open(dir.path().join(FILE_NAME))
        .expect("opened")
        .pragma_query_value(None, "journal_mode", |row| row.get(0))
        .expect("read");
    assert_eq!(mode, "delete");
    assert!(!dir.path().join(format!("{FILE_NAME}-wal")).exists());
    // Where WAL is kept, it is said so, and NORMAL (1) is safe.
    let wal = tempfile::tempdir().expect("tmp");
    let store = Store::open(wal.path()).expect("made").store;
    assert_eq!(store.journal(), Journal::Wal);
    assert_eq!(synchronous(&store), 1);
}

#[test]
fn in_rollback_mode_a_read_held_up_by_a_writer_is_said_busy_then_read_once_it_is_free() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = Store::open_on(dir.path(), BUSY_WAIT, Some(NO_WAL))
        .expect("made")
        .store;
    store.set_busy_wait(Duration::from_millis(50));
    let holder = Connection::open_with_flags_and_vfs(
        dir.path().join(FILE_NAME),
        OpenFlags::default(),
        NO_WAL,
    )
    .expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let busy = store.count_games();
    assert!(matches!(busy, Err(StoreError::Busy { .. })), "{busy:?}");
    let busy = store.stats();
    assert!(matches!(busy, Err(StoreError::Busy { .. })), "{busy:?}");
    holder.execute_batch("COMMIT").expect("unlocked");
    assert_eq!(store.count_games().expect("counted"), 0);
}
