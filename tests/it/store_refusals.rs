//! A healthy database is never set aside by the real binary: a newer schema, a lock held by
//! another program, or another program's database is named and the file left as it was.

use crate::common::run::{stderr, stepdoku};

fn set_aside(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir)
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .contains("damaged")
        })
        .count()
}

#[test]
fn a_newer_schema_is_named_and_left_untouched() {
    let data = tempfile::tempdir().unwrap();
    assert!(stepdoku(&["games"], data.path()).status.success());
    let path = data.path().join("stepdoku.sqlite3");
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", 42).unwrap();
    drop(conn);
    let before = std::fs::read(&path).unwrap();
    for args in [&["games"][..], &["stats"], &["play", "--continue"]] {
        let out = stepdoku(args, data.path());
        assert_ne!(out.status.code(), Some(0), "{args:?}");
        assert!(
            stderr(&out).contains("schema 42"),
            "{args:?}: {}",
            stderr(&out)
        );
        // Said once, and truly: the store is there, and these commands save nothing.
        assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
        assert!(
            !stderr(&out).contains("no game store") && !stderr(&out).contains("not saved"),
            "{}",
            stderr(&out)
        );
        assert!(
            !stderr(&out).contains("no data directory"),
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(set_aside(data.path()), 0);
}

#[test]
fn a_store_locked_past_the_wait_is_said_busy_and_kept() {
    let data = tempfile::tempdir().unwrap();
    assert!(stepdoku(&["games"], data.path()).status.success());
    let holder = rusqlite::Connection::open(data.path().join("stepdoku.sqlite3")).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    for args in [&["games"][..], &["stats"]] {
        let out = stepdoku(args, data.path());
        let err = stderr(&out);
        assert_ne!(out.status.code(), Some(0));
        // After the line saying it waits, what went wrong, once: these commands read.
        let last = err.lines().last().unwrap_or_default();
        assert!(
            last.starts_with(
                "stepdoku: cannot read the game store: the store is busy (another stepdoku?)"
            ),
            "{args:?}: {err}"
        );
        assert_eq!(err.matches("busy").count(), 1, "{args:?}: {err}");
        assert!(!err.contains("no game store"), "{args:?}: {err}");
    }
    assert_eq!(set_aside(data.path()), 0);
    holder.execute_batch("COMMIT").unwrap();
    assert!(stepdoku(&["games"], data.path()).status.success());
}

/// Another program's database where the store belongs, or stepdoku's version over stale
/// tables: one line saying what is wrong, and the file not changed by a single byte (not even
/// its journal mode), nor set aside.
#[test]
fn a_database_that_is_not_a_stepdoku_store_is_named_in_one_line_and_left_as_it_was() {
    let foreign = [
        "CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT, score INT);
         INSERT INTO games (name, score) VALUES ('a', 1);",
        "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT);
         INSERT INTO people (name) VALUES ('bob');",
        "CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT, score INT);
         PRAGMA user_version = 3;",
    ];
    for sql in foreign {
        let data = tempfile::tempdir().unwrap();
        let path = data.path().join("stepdoku.sqlite3");
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(sql).unwrap();
        drop(conn);
        let before = std::fs::read(&path).unwrap();
        for args in [&["games"][..], &["stats"], &["play", "--continue"]] {
            let out = stepdoku(args, data.path());
            let err = stderr(&out);
            assert_ne!(out.status.code(), Some(0), "{args:?}");
            assert!(
                err.contains("is not a stepdoku game store: "),
                "{args:?}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
            assert!(!err.contains("CREATE"), "{args:?}: {err}");
        }
        assert_eq!(std::fs::read(&path).unwrap(), before, "{sql}");
        assert_eq!(set_aside(data.path()), 0);
    }
}
