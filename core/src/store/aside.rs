//! A damaged database set aside as `…-damaged-<time>` with the files beside it that hold its
//! data, all together or not at all: a write-ahead log (`-wal`) or rollback journal
//! (`-journal`) left behind would lose the games in it, and SQLite would take it up into the
//! new database made in its place.

use std::io;
use std::path::{Path, PathBuf};

use super::{StoreError, side_file, time};

/// The files beside a database that hold its data, moved before it: until the database
/// itself moves, nothing is made in its place, so a failure leaves the store as it was.
const HOLDING_DATA: [&str; 2] = ["-wal", "-journal"];

/// Set the damaged database at `path` aside (`problem`: why it cannot be used); where it went.
pub(super) fn keep_aside(path: &Path, problem: &str) -> Result<PathBuf, StoreError> {
    keep_aside_by(path, problem, |from, to| std::fs::rename(from, to))
}

/// [`keep_aside`], each file moved by `rename`.
pub(super) fn keep_aside_by(
    path: &Path,
    problem: &str,
    rename: impl Fn(&Path, &Path) -> io::Result<()>,
) -> Result<PathBuf, StoreError> {
    let target = free_name(path);
    let mut moved: Vec<(PathBuf, PathBuf)> = Vec::new();
    for suffix in HOLDING_DATA.into_iter().chain([""]) {
        let from = side_file(path, suffix);
        if !suffix.is_empty() && std::fs::symlink_metadata(&from).is_err() {
            continue;
        }
        let to = side_file(&target, suffix);
        if let Err(error) = rename(&from, &to) {
            // Back where they were, so the database and its data stay together.
            let apart = moved
                .into_iter()
                .rev()
                .filter(|(from, to)| rename(to, from).is_err())
                .collect();
            return Err(StoreError::NotSetAside {
                path: path.to_owned(),
                problem: problem.to_owned(),
                failed: from,
                error,
                apart,
            });
        }
        moved.push((from, to));
    }
    // Only an index of the WAL, which the first connection to a database resets when stale:
    // moved along when it can be, harmless when not.
    let shm = side_file(path, "-shm");
    if shm.exists() {
        let _ = rename(&shm, &side_file(&target, "-shm"));
    }
    Ok(target)
}

/// `…-damaged-<time>` (then `-2`, `-3`, …) that neither the database nor any file beside it
/// would take over.
fn free_name(path: &Path) -> PathBuf {
    let stamp = time::now_unix();
    let taken = |target: &Path| {
        ["", "-wal", "-shm", "-journal"]
            .iter()
            .any(|suffix| std::fs::symlink_metadata(side_file(target, suffix)).is_ok())
    };
    let mut target = path.with_extension(format!("sqlite3.damaged-{stamp}"));
    let mut n = 2;
    while taken(&target) {
        target = path.with_extension(format!("sqlite3.damaged-{stamp}-{n}"));
        n += 1;
    }
    target
}

/// What [`StoreError::NotSetAside`] says: what failed, where each file of the store is now,
/// and what the player does to keep the games in it.
pub(super) fn not_set_aside_words(
    path: &Path,
    problem: &str,
    failed: &Path,
    error: &io::Error,
    apart: &[(PathBuf, PathBuf)],
) -> String {
    let head = format!(
        "the game store {} could not be used ({problem}) nor set aside: cannot move {}: {error}",
        path.display(),
        failed.display()
    );
    if apart.is_empty() {
        return format!(
            "{head}; it is left as it was, with the files beside it that hold its last games, \
             and no new store was made (to keep its games, move {} and its -wal file together)",
            path.display()
        );
    }
    let now_at = |suffix: &str| {
        let file = side_file(path, suffix);
        apart
            .iter()
            .find(|(from, _)| *from == file)
            .map_or(file, |(_, to)| to.clone())
    };
    let moves: Vec<String> = apart
        .iter()
        .map(|(from, to)| {
            format!(
                "{} was moved to {} and could not be moved back",
                from.display(),
                to.display()
            )
        })
        .collect();
    let database = now_at("");
    let mut said = format!("{head}; {}; no new store was made", moves.join("; "));
    for suffix in HOLDING_DATA {
        let at = now_at(suffix);
        let beside = side_file(&database, suffix);
        if at != beside {
            said.push_str(&format!(
                ". Its last games are in {}: rename it to {} before the database is opened again",
                at.display(),
                beside.display()
            ));
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::store::FILE_NAME;

    /// A store in `dir` whose database and WAL both hold data: the WAL kept (SQLite removes it
    /// when the last connection closes, so it is copied while one is open).
    fn store_with_wal(dir: &Path) -> (PathBuf, Vec<u8>) {
        let path = dir.join(FILE_NAME);
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        conn.execute_batch("CREATE TABLE t(x); INSERT INTO t VALUES (1);")
            .unwrap();
        let wal = std::fs::read(side_file(&path, "-wal")).unwrap();
        assert!(!wal.is_empty());
        std::fs::copy(side_file(&path, "-wal"), dir.join("wal.copy")).unwrap();
        drop(conn);
        std::fs::copy(dir.join("wal.copy"), side_file(&path, "-wal")).unwrap();
        (path, wal)
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.starts_with(FILE_NAME))
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_wal_that_will_not_move_keeps_the_database_where_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let (path, wal) = store_with_wal(dir.path());
        let before = names(dir.path());
        let refuse_wal = |from: &Path, to: &Path| {
            if from.to_string_lossy().ends_with("-wal") {
                Err(io::Error::from(io::ErrorKind::PermissionDenied))
            } else {
                std::fs::rename(from, to)
            }
        };
        let error = keep_aside_by(&path, "file is not a database", refuse_wal).unwrap_err();
        let said = error.to_string();
        assert!(said.contains("could not be used (file is not a database) nor set aside"));
        assert!(said.contains(&format!("cannot move {}-wal", path.display())));
        assert!(said.contains("it is left as it was"), "{said}");
        assert_eq!(names(dir.path()), before, "nothing moved");
        assert_eq!(std::fs::read(side_file(&path, "-wal")).unwrap(), wal);
    }

    #[test]
    fn a_database_that_will_not_move_takes_its_wal_back() {
        let dir = tempfile::tempdir().unwrap();
        let (path, wal) = store_with_wal(dir.path());
        let before = names(dir.path());
        let refuse_database = |from: &Path, to: &Path| {
            if from == path {
                Err(io::Error::from(io::ErrorKind::PermissionDenied))
            } else {
                std::fs::rename(from, to)
            }
        };
        let said = keep_aside_by(&path, "damaged", refuse_database)
            .unwrap_err()
            .to_string();
        assert!(said.contains("it is left as it was"), "{said}");
        assert_eq!(names(dir.path()), before);
        assert_eq!(std::fs::read(side_file(&path, "-wal")).unwrap(), wal);
    }

    /// The worst case: the WAL moved, the database would not, and the WAL would not come
    /// back. The player is told where each file is and how to bring them together.
    #[test]
    fn files_left_apart_are_each_said_with_how_to_bring_them_together() {
        let dir = tempfile::tempdir().unwrap();
        let (path, _) = store_with_wal(dir.path());
        let moves = Cell::new(0);
        let once = |from: &Path, to: &Path| {
            moves.set(moves.get() + 1);
            if moves.get() == 1 {
                std::fs::rename(from, to)
            } else {
                Err(io::Error::from(io::ErrorKind::PermissionDenied))
            }
        };
        let said = keep_aside_by(&path, "damaged", once)
            .unwrap_err()
            .to_string();
        let moved = names(dir.path())
            .into_iter()
            .find(|n| n.contains("damaged") && n.ends_with("-wal"))
            .expect("the WAL moved");
        let moved = dir.path().join(moved);
        assert!(
            said.contains(&format!(
                "{}-wal was moved to {} and could not be moved back; no new store was made",
                path.display(),
                moved.display()
            )),
            "{said}"
        );
        assert!(
            said.contains(&format!(
                "Its last games are in {}: rename it to {}-wal before the database is opened \
                 again",
                moved.display(),
                path.display()
            )),
            "{said}"
        );
    }

    /// A store goes aside with its WAL even when the first name it would take has a folder
    /// where the WAL would go (left by hand, or an earlier copy's): the WAL is never left
    /// behind for the new store to take up, as it was when its move failed unseen.
    #[test]
    fn a_store_goes_aside_with_its_wal_whatever_is_beside_the_first_free_name() {
        let dir = tempfile::tempdir().unwrap();
        let (path, wal) = store_with_wal(dir.path());
        let stamp = time::now_unix();
        // Every name the next half minute could give, its WAL's name taken by a folder.
        for s in stamp..stamp + 30 {
            let taken = side_file(&path.with_extension(format!("sqlite3.damaged-{s}")), "-wal");
            std::fs::create_dir(taken).unwrap();
        }
        let kept = keep_aside(&path, "damaged").unwrap();
        assert_eq!(std::fs::read(side_file(&kept, "-wal")).ok(), Some(wal));
        assert!(!side_file(&path, "-wal").exists(), "nothing left behind");
        assert!(!path.exists());
    }
}
