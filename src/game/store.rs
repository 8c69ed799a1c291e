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

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        source: io::Error,
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
        let mut target = self.dir.join(&base);
        let mut n = 2;
        while target.exists() {
            target = self.dir.join(format!("{base}-{n}"));
            n += 1;
        }
        fs::rename(&path, &target).map_err(|e| io_error("move aside", &path, e))?;
        Ok(Some(target))
    }
}

fn io_error(action: &'static str, path: &Path, source: io::Error) -> StoreError {
    StoreError::Io {
        action,
        path: path.to_owned(),
        source,
    }
}

/// Make the rename itself durable. Best effort: not every platform can open a directory.
fn sync_dir(dir: &Path) {
    if let Ok(handle) = File::open(dir) {
        let _ = handle.sync_all();
    }
}
