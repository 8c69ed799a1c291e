//! Which stepdoku windows are still running, in a way that survives process-id reuse.
//!
//! Each window (one [`Store`](super::Store)) makes a file of its own,
//! `windows/<token>.lock` in the data directory, and holds an exclusive lock on it for as
//! long as it lives. The kernel lets go of the lock however the process ends, `kill -9`
//! included. A row records the token of the window that plays it, so that window is alive
//! exactly while its file is locked: a dead window's process id, reused by an unrelated
//! program, changes nothing. The lock is taken per open file, so two stores in one process
//! are two windows, as two processes are.
//!
//! A row from before tokens, or from a window that could take no lock (a read-only data
//! directory, a system without `flock`), names only its process id; that one is judged as
//! before, by `kill(pid, 0)`.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// The folder of lock files in the data directory.
pub const DIR_NAME: &str = "windows";

/// This window's lock file; the lock is held until it is dropped.
struct Lock {
    token: String,
    path: PathBuf,
    /// Open for the lock's sake: closing it lets go.
    _file: File,
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still locked, so nobody can take the file for a live window's.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The windows as one window sees them: its own identity, and whether another is alive.
pub struct Owners {
    dir: PathBuf,
    pid: u32,
    /// `None` when no lock could be taken: rows then name this window by its process id.
    lock: Option<Lock>,
}

/// Who a row says plays it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Owner {
    pub pid: Option<i64>,
    pub token: Option<String>,
}

impl Owners {
    /// This window, locked in `data_dir` when it can be (see the module's documentation).
    pub fn open(data_dir: &Path) -> Self {
        let dir = data_dir.join(DIR_NAME);
        let lock = lock(&dir).ok();
        if lock.is_some() {
            sweep(&dir);
        }
        Self {
            dir,
            pid: std::process::id(),
            lock,
        }
    }

    /// A window that takes no lock: a read-only store writes no row to name it in.
    pub fn unlocked(data_dir: &Path) -> Self {
        Self {
            dir: data_dir.join(DIR_NAME),
            pid: std::process::id(),
            lock: None,
        }
    }

    pub fn pid(&self) -> u32 {
        self.pid
    }

    /// The token rows record for this window (`None`: they record the process id alone).
    pub fn token(&self) -> Option<&str> {
        self.lock.as_ref().map(|lock| lock.token.as_str())
    }

    /// Does a window other than this one, still running, play the row `owner` describes?
    pub fn other_alive(&self, owner: &Owner) -> bool {
        match (&owner.token, owner.pid) {
            (Some(token), _) => self.token() != Some(token.as_str()) && self.locked(token),
            (None, Some(pid)) => pid != i64::from(self.pid) && pid_alive(pid),
            (None, None) => false,
        }
    }

    /// Is the window `token` alive: its file there and locked? A file nobody locks is a dead
    /// window's, removed on the way.
    fn locked(&self, token: &str) -> bool {
        if !is_token(token) {
            // Never one of ours (a hand-edited row): no window can hold it.
            return false;
        }
        let path = self.dir.join(format!("{token}.lock"));
        // No window makes anything but a plain file there: a FIFO would hold this open
        // forever. Cannot tell, so alive: the player is asked, never overwritten.
        if super::not_a_file(&path).is_some() {
            return true;
        }
        let file = match File::open(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return false,
            // Cannot tell: assume alive, so the player is asked, never overwritten.
            Err(_) => return true,
        };
        match file.try_lock() {
            Ok(()) => {
                let _ = std::fs::remove_file(&path);
                false
            }
            Err(TryLockError::WouldBlock | TryLockError::Error(_)) => true,
        }
    }
}

/// Make and lock this window's file. It is made under a temporary name and renamed once
/// locked, so a sweep never sees an unlocked `.lock` of a window still starting.
fn lock(dir: &Path) -> io::Result<Lock> {
    create_private_dir(dir)?;
    let token = new_token();
    let fresh = dir.join(format!("{token}.new"));
    let file = create_private_file(&fresh)?;
    let locked = match file.try_lock() {
        Ok(()) => {
            let path = dir.join(format!("{token}.lock"));
            std::fs::rename(&fresh, &path).map(|()| Lock {
                token,
                path,
                _file: file,
            })
        }
        Err(TryLockError::WouldBlock) => Err(io::ErrorKind::WouldBlock.into()),
        Err(TryLockError::Error(e)) => Err(e),
    };
    if locked.is_err() {
        let _ = std::fs::remove_file(&fresh);
    }
    locked
}

/// Remove the files of windows that ended without removing theirs (killed).
fn sweep(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(token) = name.to_str().and_then(|n| n.strip_suffix(".lock")) else {
            continue;
        };
        if !is_token(token) {
            continue;
        }
        // Only plain files, as windows make them (a FIFO would hold the open forever).
        if super::not_a_file(&entry.path()).is_none()
            && let Ok(file) = File::open(entry.path())
            && file.try_lock().is_ok()
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// This process's id, the time and a counter: unique among windows past and present (two
/// stores in one process differ by the counter).
fn new_token() -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "{}-{nanos:x}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// A token this module could have made: digits, letters and `-`, so it names a file in the
/// folder and nothing outside it.
fn is_token(token: &str) -> bool {
    !token.is_empty()
        && token.len() <= 64
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    match builder.create(dir) {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        made => made,
    }
}

fn create_private_file(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path)
}

/// Is process `pid` still running? `kill(pid, 0)` asks without sending anything: "no such
/// process" is the only answer that means gone (a process of another user answers "not
/// permitted", and is alive). Where this cannot be known, assume it is (the other window is
/// then asked about, never silently overwritten).
pub fn pid_alive(pid: i64) -> bool {
    #[cfg(unix)]
    {
        use nix::errno::Errno;
        use nix::sys::signal::kill;
        use nix::unistd::Pid;
        // 0 and negative numbers name process groups, not a process.
        let Ok(raw) = i32::try_from(pid) else {
            return false;
        };
        if raw <= 0 {
            return false;
        }
        kill(Pid::from_raw(raw), None) != Err(Errno::ESRCH)
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

#[cfg(test)]
mod tests;
