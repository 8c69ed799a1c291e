//! Where saved games live on disk, written so that a crash or power cut leaves either the old
//! save or the new one, never half a file; and a save that cannot be read is moved aside
//! (kept, named, reported), never deleted and never a crash.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use thiserror::Error;

use super::{Game, SaveError};

const FILE_NAME: &str = "game.json";
const REPLACED: &str = "replaced";

/// How many games replaced by a new one are kept. A few undo a hasty choice; more would
/// pile up, one per new game, in a directory nobody looks in.
pub const REPLACED_KEPT: usize = 3;

/// The OS error is part of the message (the player shows it in one line) and deliberately
/// not also its `source()`: an error chain printed cause by cause would say it twice.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot {action} {}: {error}", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        error: io::Error,
    },
}

/// What [`Store::load`] found.
#[derive(Debug)]
pub enum Loaded {
    Missing,
    Game(Box<Game>),
    /// The save could not be used; it was renamed to `kept_as` so nothing is lost.
    SetAside {
        problem: SaveError,
        kept_as: PathBuf,
    },
}

/// The single saved-game slot in a data directory.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    #[must_use]
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    #[must_use]
    pub fn path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    pub fn load(&self) -> Result<Loaded, StoreError> {
        let path = self.path();
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Loaded::Missing),
            Err(source) => return Err(io_error("read", &path, source)),
        };
        let parsed = String::from_utf8(bytes)
            .map_err(|_| SaveError::Corrupt("not UTF-8 text".into()))
            .and_then(|text| Game::from_save(&text));
        match parsed {
            Ok(game) => Ok(Loaded::Game(Box::new(game))),
            Err(problem) => {
                let tag = match problem {
                    SaveError::Corrupt(_) => "corrupt".to_owned(),
                    SaveError::Version { found } => format!("version-{found}"),
                };
                let kept_as = self.set_aside(&tag)?.unwrap_or(path);
                Ok(Loaded::SetAside { problem, kept_as })
            }
        }
    }

    /// Write atomically: a temporary file in the same directory, flushed to disk, then renamed
    /// over the old save (rename within a directory is atomic), then the directory synced.
    pub fn save(&self, game: &Game, now: Instant) -> Result<(), StoreError> {
        fs::create_dir_all(&self.dir).map_err(|e| io_error("create", &self.dir, e))?;
        let path = self.path();
        let temp = self
            .dir
            .join(format!("{FILE_NAME}.tmp-{}", std::process::id()));
        let written = File::create(&temp).and_then(|mut file| {
            file.write_all(game.to_save(now).as_bytes())?;
            file.sync_all()
        });
        if let Err(e) = written {
            let _ = fs::remove_file(&temp);
            return Err(io_error("write", &temp, e));
        }
        if let Err(e) = fs::rename(&temp, &path) {
            let _ = fs::remove_file(&temp);
            return Err(io_error("replace", &path, e));
        }
        sync_dir(&self.dir);
        Ok(())
    }

    /// Forget the saved game (it was solved).
    pub fn remove(&self) -> Result<(), StoreError> {
        let path = self.path();
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(io_error("remove", &path, e)),
            _ => Ok(()),
        }
    }

    /// Rename the save to `game.json.<tag>-<unix time>` (plus `-2`, `-3`… if taken); `None`
    /// when there is no save.
    pub fn set_aside(&self, tag: &str) -> Result<Option<PathBuf>, StoreError> {
        let path = self.path();
        if !path.exists() {
            return Ok(None);
        }
        let stamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let base = format!("{FILE_NAME}.{tag}-{stamp}");
        // Past the highest number taken this second, not into a gap pruning left: the
        // newest backup must also have the highest name.
        let mut n = self.highest_taken(&base) + 1;
        let name = |n: u64| {
            if n <= 1 {
                base.clone()
            } else {
                format!("{base}-{n}")
            }
        };
        let mut target = self.dir.join(name(n));
        while target.exists() {
            n += 1;
            target = self.dir.join(name(n));
        }
        fs::rename(&path, &target).map_err(|e| io_error("move aside", &path, e))?;
        Ok(Some(target))
    }
}

impl Store {
    /// Keep the save aside because a new game replaces it, then delete all but the
    /// [`REPLACED_KEPT`] most recent such backups. Corrupt saves are never pruned: they are
    /// kept for the player to look at.
    pub fn keep_replaced(&self) -> Result<Option<PathBuf>, StoreError> {
        let kept = self.set_aside(REPLACED)?;
        if kept.is_some() {
            self.prune_replaced();
        }
        Ok(kept)
    }

    /// The highest `n` of `base` or `base-n` in the directory (`base` alone counts 1), 0 if
    /// none.
    fn highest_taken(&self, base: &str) -> u64 {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return 0;
        };
        entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                match name.strip_prefix(base)? {
                    "" => Some(1),
                    rest => rest.strip_prefix('-')?.parse().ok(),
                }
            })
            .max()
            .unwrap_or(0)
    }

    /// Best effort: a backup that cannot be listed or removed stays, which loses nothing.
    fn prune_replaced(&self) {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let prefix = format!("{FILE_NAME}.{REPLACED}-");
        let mut backups: Vec<((u64, u64), PathBuf)> = entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let order = backup_order(name.strip_prefix(&prefix)?)?;
                Some((order, entry.path()))
            })
            .collect();
        backups.sort_by_key(|b| std::cmp::Reverse(b.0));
        for (_, path) in backups.into_iter().skip(REPLACED_KEPT) {
            let _ = fs::remove_file(path);
        }
    }
}

/// `1700000000` or `1700000000-2` (the second backup in that second): newer sorts higher.
/// `None` for a name this program did not write, which is then left alone.
fn backup_order(suffix: &str) -> Option<(u64, u64)> {
    let (stamp, n) = suffix.split_once('-').unwrap_or((suffix, "1"));
    Some((stamp.parse().ok()?, n.parse().ok()?))
}

fn io_error(action: &'static str, path: &Path, source: io::Error) -> StoreError {
    StoreError::Io {
        action,
        path: path.to_owned(),
        error: source,
    }
}

/// Make the rename itself durable. Best effort: not every platform can open a directory.
fn sync_dir(dir: &Path) {
    if let Ok(handle) = File::open(dir) {
        let _ = handle.sync_all();
    }
}
