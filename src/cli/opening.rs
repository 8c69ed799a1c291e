//! Opening the store for a command: another process's lock is waited for in short steps, a
//! line on stderr says so once the wait is noticeable (Ctrl-C gives up), and past the busy
//! timeout the command stops with the busy error, the store untouched.

use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use stepdoku_core::store::{BUSY_WAIT, Opened, Store, StoreError};

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

/// The store in `dir`, once nobody else holds it; [`StillBusy`] after [`BUSY_WAIT`].
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
                    super::say(format!(
                        "stepdoku: waiting for the store {}: another stepdoku holds it \
                         (Ctrl-C stops waiting)",
                        path.display()
                    ));
                    said = true;
                }
            }
            Err(other) => return Err(OpenError::Other(other)),
            Ok(opened) => return Ok(opened),
        }
    }
}

/// Why the store could not be opened: busy for the whole wait, or anything else.
#[derive(Debug)]
pub enum OpenError {
    Busy(StillBusy),
    Other(StoreError),
}
