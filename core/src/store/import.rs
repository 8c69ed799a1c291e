//! The saves of earlier stepdoku versions, one `game.json` (format 1 or 2) and the backups it
//! left (`game.json.replaced-…`), imported once with all their history. Each file is then
//! renamed `….imported`, never deleted. A file that is not a plain file (a link, a FIFO, a
//! device), is too large to be a save, or does not read as one is renamed `….not-imported`
//! and reported: nothing is lost, nothing hangs.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::time::Instant;

use rusqlite::{Transaction, TransactionBehavior};

use super::{Store, StoreError};
use crate::cell::Cell;
use crate::game::Game;

/// Far above any real save (history of thousands of moves is a few hundred kilobytes).
const MAX_SAVE_BYTES: u64 = 8 << 20;

impl Store {
    /// Imports the old saves in `dir` (the data directory it was opened in), each filed under
    /// the level `grade` gives its puzzle ([`Game::level`]); the sentence to tell the player,
    /// if anything was found.
    pub fn import_old_saves(
        &self,
        dir: &Path,
        grade: impl Fn(&Game) -> Option<String>,
    ) -> Result<Option<String>, StoreError> {
        if self.read_only.is_some() {
            // Nothing can be written: the old saves stay where they are for a later run.
            return Ok(None);
        }
        game_json(self, dir, grade)
    }
}

fn game_json(
    store: &Store,
    dir: &Path,
    grade: impl Fn(&Game) -> Option<String>,
) -> Result<Option<String>, StoreError> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Ok(None);
    };
    let mut names: Vec<String> = entries
        .filter_map(Result::ok)
        .filter_map(|e| e.file_name().into_string().ok())
        .filter(|n| n == "game.json" || n.starts_with("game.json.replaced-"))
        .filter(|n| !n.ends_with(".imported") && !n.ends_with(".not-imported"))
        .collect();
    names.sort();
    let (mut imported, mut refused) = (0, Vec::new());
    for name in names {
        let path = dir.join(&name);
        match read_save(&path) {
            Ok(Some(game)) => {
                // Each import is its own transaction: a crash halfway leaves the rest to
                // the next start.
                if store.insert_imported(&game, grade(&game).as_deref())? {
                    imported += 1;
                }
                rename(&path, "imported");
            }
            // Another window, started at the same moment, imported it first.
            Ok(None) => {}
            Err(problem) => {
                rename(&path, "not-imported");
                refused.push(format!("{name} ({problem})"));
            }
        }
    }
    let mut words = Vec::new();
    if imported > 0 {
        words.push(format!(
            "{imported} saved game{} from game.json imported (the file is kept as game.json.imported)",
            if imported == 1 { "" } else { "s" }
        ));
    }
    if !refused.is_empty() {
        words.push(format!(
            "not imported, kept as ….not-imported: {}",
            refused.join("; ")
        ));
    }
    Ok((!words.is_empty()).then(|| words.join("; ")))
}

/// The game in `path`, read only if it is a plain file of a sane size; `None` when it is
/// gone (imported and renamed by another window since the folder was read).
fn read_save(path: &Path) -> Result<Option<Game>, String> {
    let meta = match fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    if !meta.file_type().is_file() {
        return Err("not a plain file".to_owned());
    }
    if meta.len() > MAX_SAVE_BYTES {
        return Err(format!("{} bytes, too large for a save", meta.len()));
    }
    let mut text = String::new();
    match fs::File::open(path).and_then(|f| f.take(MAX_SAVE_BYTES).read_to_string(&mut text)) {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    }
    Game::from_save(&text).map(Some).map_err(|e| e.to_string())
}

fn rename(path: &Path, tag: &str) {
    let target = path.with_file_name(format!(
        "{}.{tag}",
        path.file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    ));
    let _ = fs::rename(path, target);
}

impl Store {
    /// A game from an old save, as a new row nobody holds; `false` when a row holds that very
    /// game already: another window starting at the same moment imported the save and has
    /// not yet renamed it, or a run ended between its import and the rename. The check and
    /// the row are one transaction, so two windows never both make it.
    fn insert_imported(&self, game: &Game, level: Option<&str>) -> Result<bool, StoreError> {
        let now = Instant::now();
        // A game read from a save has its clock stopped: the same save, the same state.
        let state = game.to_save(now);
        let stamp = super::time::now_unix();
        let puzzle = super::puzzle_key(game);
        let sql = |error| self.sql(error);
        let tx =
            Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate).map_err(sql)?;
        let there: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM games WHERE puzzle = ?1 AND state = ?2)",
                [&puzzle, &state],
                |r| r.get(0),
            )
            .map_err(sql)?;
        if there {
            return Ok(false);
        }
        let copy: i64 = tx
            .query_row(
                "SELECT COALESCE(MAX(copy) + 1, 0) FROM games WHERE puzzle = ?1",
                [&puzzle],
                |r| r.get(0),
            )
            .map_err(sql)?;
        tx.execute(
            "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source,
                 cursor, state, created, updated, owner_pid, daily)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, NULL, NULL)",
            rusqlite::params![
                puzzle,
                copy,
                game.board().values().to_line(),
                game.history().done().len() as i64,
                i64::try_from(game.timer().elapsed(now).as_millis()).unwrap_or(i64::MAX),
                level,
                game.source().to_string(),
                Cell::from_index(0).index() as i64,
                state,
                stamp
            ],
        )
        .map_err(sql)?;
        tx.commit().map_err(sql)?;
        Ok(true)
    }
}
