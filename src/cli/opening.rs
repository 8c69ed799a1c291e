//! Opening the store for a command: another process's lock is waited for in short steps, a
//! line on stderr says so once the wait is noticeable (Ctrl-C gives up), and past the busy
//! timeout the command stops with the busy error, the store untouched.

use std::cell::Cell;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use stepdoku_core::game::Game;
use stepdoku_core::store::{BUSY_WAIT, FILE_NAME, Opened, Store, StoreError};

/// A wait shorter than this passes unremarked.
const SAY_AFTER: Duration = Duration::from_millis(500);

/// Each try's wait for the lock.
const STEP: Duration = Duration::from_millis(100);

/// The store stayed locked for the whole wait (the command ends with status 2).
#[derive(Debug)]
pub struct StillBusy(pub StoreError);

impl fmt::Display for StillBusy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}; waited {} s, nothing was changed",
            self.0,
            BUSY_WAIT.as_secs()
        )
    }
}

impl std::error::Error for StillBusy {}

/// The store in `dir`, once nobody else holds it; [`StillBusy`] after [`BUSY_WAIT`]. Each
/// later call on it waits for a lock the same way ([`wait_visibly`]).
pub fn open(dir: &Path) -> Result<Opened, OpenError> {
    let started = Instant::now();
    let mut said = false;
    loop {
        let left = BUSY_WAIT.saturating_sub(started.elapsed());
        match Store::open_within(dir, STEP.min(left)) {
            Err(busy @ StoreError::Busy { .. }) if left.is_zero() => {
                return Err(OpenError::Busy(StillBusy(busy)));
            }
            Err(StoreError::Busy { path }) => {
                if !said && started.elapsed() >= SAY_AFTER {
                    say_waiting(&path);
                    said = true;
                }
            }
            Err(other) => return Err(OpenError::Other(other)),
            Ok(mut opened) => {
                wait_visibly(&opened.store);
                let imported =
                    opened
                        .store
                        .import_old_saves(dir, Game::level)
                        .map_err(|e| match e {
                            busy @ StoreError::Busy { .. } => OpenError::Busy(StillBusy(busy)),
                            other => OpenError::Other(other),
                        })?;
                opened.notices.extend(imported);
                return Ok(opened);
            }
        }
    }
}

fn say_waiting(path: &Path) {
    stop_on_ctrl_c();
    super::say(format!(
        "stepdoku: waiting for the store {}: another stepdoku holds it (Ctrl-C stops waiting)",
        path.display()
    ));
}

/// Makes Ctrl-C end the command at once with status 130, as the waiting line promises. A
/// shell that starts a command in the background hands it SIGINT ignored, and an ignored
/// SIGINT would leave the wait to run its full course; the wait overrides that. Nothing is
/// written while the lock is waited for, so ending there loses nothing.
fn stop_on_ctrl_c() {
    static ARMED: std::sync::Once = std::sync::Once::new();
    ARMED.call_once(|| {
        let always = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let _ = signal_hook::flag::register_conditional_shutdown(
            signal_hook::consts::SIGINT,
            130,
            always,
        );
    });
}

/// The store whose waits are said: a command opens one.
static WAITED_FOR: Mutex<Option<PathBuf>> = Mutex::new(None);

thread_local! {
    /// When the lock met now was first met, and whether the wait was said.
    static WAIT: Cell<(Instant, bool)> = Cell::new((Instant::now(), false));
}

/// How far apart the tries at a held lock are.
const NAP: Duration = Duration::from_millis(10);

/// Every call the command makes on `store` from now on waits for another process's lock as
/// the open did: a line on stderr once the wait is noticeable, Ctrl-C gives up, and past
/// [`BUSY_WAIT`] the call fails with the busy error, nothing changed. Without it a read or
/// write just after the open would give up at the open's last short try.
pub fn wait_visibly(store: &Store) {
    if let Ok(mut path) = WAITED_FOR.lock() {
        *path = Some(store.path().to_owned());
    }
    store.set_busy_handler(patience);
}

/// SQLite asks this at each try at a lock another process holds (`tries` before it, for
/// this lock): wait a little and try again, until [`BUSY_WAIT`] has passed.
fn patience(tries: i32) -> bool {
    let now = Instant::now();
    let (since, mut said) = if tries == 0 { (now, false) } else { WAIT.get() };
    let waited = now.saturating_duration_since(since);
    if waited >= BUSY_WAIT {
        return false;
    }
    if !said && waited >= SAY_AFTER {
        let path = WAITED_FOR.lock().ok().and_then(|p| p.clone());
        say_waiting(path.as_deref().unwrap_or(Path::new(FILE_NAME)));
        said = true;
    }
    WAIT.set((since, said));
    std::thread::sleep(NAP.min(BUSY_WAIT.saturating_sub(waited)));
    true
}

/// `error`, unless the store stayed busy for the whole wait: that ends the command, as a
/// busy open does.
pub fn unless_busy(error: StoreError) -> Result<StoreError, StillBusy> {
    match error {
        busy @ StoreError::Busy { .. } => Err(StillBusy(busy)),
        other => Ok(other),
    }
}

/// A store call's error as a command reports it: a store busy for the whole wait as
/// [`StillBusy`] (status 2), as a busy open.
pub fn reported(error: StoreError) -> color_eyre::Report {
    unless_busy(error).map_or_else(Into::into, Into::into)
}

/// Why the store could not be opened: busy for the whole wait, or anything else.
#[derive(Debug)]
pub enum OpenError {
    Busy(StillBusy),
    Other(StoreError),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lock taken just after the open and let go within the busy wait: the next write
    /// waits for it and is made, where the open's last short wait would give up.
    #[test]
    fn a_write_after_the_open_waits_for_a_lock_let_go_within_the_busy_wait() {
        let dir = tempfile::tempdir().expect("a directory");
        let opened = open(dir.path()).expect("opens");
        let holder = rusqlite::Connection::open(dir.path().join(FILE_NAME)).expect("opens");
        holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
        let letting_go = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(600));
            holder.execute_batch("COMMIT").expect("let go");
        });
        // Claiming writes the row's owner, whether or not there is such a row.
        opened.store.claim(1).expect("waited for the lock");
        letting_go.join().expect("joined");
    }

    /// Busy for the whole wait: the command's error is the busy one, said as the open says it.
    #[test]
    fn a_store_busy_after_the_open_is_reported_as_a_busy_open_is() {
        let busy = StoreError::Busy {
            path: PathBuf::from("stepdoku.sqlite3"),
        };
        let report = reported(busy);
        assert!(report.downcast_ref::<StillBusy>().is_some());
        assert!(
            report
                .to_string()
                .contains("waited 5 s, nothing was changed")
        );
        let other = reported(StoreError::NoSuchGame(3));
        assert!(other.downcast_ref::<StillBusy>().is_none());
    }
}
