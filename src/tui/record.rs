//! Recording a session as an asciicast v2 file (the format `asciinema play` and its web player
//! read): a JSON header with the terminal's size and the start time, then one line per frame,
//! `[seconds, "o", "what was written"]`, and `[seconds, "r", "COLSxROWS"]` when the window
//! changes size.
//!
//! The recorder sits between the terminal library and stdout: everything a frame writes goes
//! to the terminal as before and, at the frame's flush, becomes one event. Time never runs
//! backwards, and a pause longer than [`IDLE_CAP`] is recorded as that long (as `asciinema rec
//! -i 2` does), so a replay never shows minutes of a player thinking. A failed write stops the
//! recording, never the session; the error is reported once the terminal is restored.

use std::cell::RefCell;
use std::fs::File;
use std::io::{self, BufWriter, Stdout, Write};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The longest pause a recording keeps.
pub const IDLE_CAP: Duration = Duration::from_secs(2);

/// Frames waiting for the writer thread at most: a few seconds at 60 frames a second. A
/// reader slower than that stops the recording rather than the session.
const BACKLOG: usize = 256;

/// How long closing waits for the writer to empty its backlog.
const CLOSING_WAIT: Duration = Duration::from_secs(2);

pub struct Recorder {
    path: PathBuf,
    /// To the writer thread; `None` once the recording has stopped.
    lines: Option<SyncSender<String>>,
    /// The writer's last word: `Ok` once it has written and closed everything.
    done: Receiver<io::Result<()>>,
    error: Option<io::Error>,
    started: Instant,
    /// Pauses cut down to the cap so far: subtracted from the clock.
    skipped: Duration,
    last: Duration,
    size: (u16, u16),
    pending: Vec<u8>,
}

impl Recorder {
    /// A new recording in `path` of a `width`×`height` terminal. The file is written on a
    /// thread of its own, so a slow disk or a stalled FIFO never holds up a frame. A regular
    /// file is made here (a wrong path is an error at once); a FIFO is opened by the writer,
    /// as opening one waits for its reader.
    pub fn create(path: &Path, (width, height): (u16, u16)) -> io::Result<Self> {
        let timestamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let term = std::env::var("TERM").unwrap_or_default();
        let header = serde_json::json!({
            "version": 2,
            "width": width,
            "height": height,
            "timestamp": timestamp,
            "env": { "TERM": term },
            "title": "stepdoku",
        });
        let made = if is_fifo(path) {
            None
        } else {
            Some(File::create(path)?)
        };
        let target = path.to_owned();
        let (lines, waiting) = sync_channel::<String>(BACKLOG);
        let (report, done) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let written = (|| {
                let file = match made {
                    Some(file) => file,
                    None => File::create(&target)?,
                };
                let mut file = BufWriter::new(file);
                writeln!(file, "{header}")?;
                file.flush()?;
                for text in waiting {
                    file.write_all(text.as_bytes())?;
                    file.flush()?;
                }
                Ok(())
            })();
            let _ = report.send(written);
        });
        Ok(Self {
            path: path.to_owned(),
            lines: Some(lines),
            done,
            error: None,
            started: Instant::now(),
            skipped: Duration::ZERO,
            last: Duration::ZERO,
            size: (width, height),
            pending: Vec::new(),
        })
    }

    /// The recording's clock now: real time less the pauses cut, never before the last event.
    fn clock(&mut self) -> Duration {
        let real = self.started.elapsed().saturating_sub(self.skipped);
        if let Some(idle) = real.checked_sub(self.last + IDLE_CAP) {
            self.skipped += idle;
        }
        let now = self.started.elapsed().saturating_sub(self.skipped);
        self.last = now.max(self.last);
        self.last
    }

    /// The bytes written since the last frame become one output event; a new window size
    /// first becomes a resize event.
    fn frame(&mut self, size: Option<(u16, u16)>) {
        if self.pending.is_empty() || self.lines.is_none() {
            self.pending.clear();
            return;
        }
        let at = self.clock().as_secs_f64();
        let mut lines = String::new();
        if let Some(size) = size.filter(|&s| s != self.size) {
            self.size = size;
            let r = serde_json::json!([at, "r", format!("{}x{}", size.0, size.1)]);
            lines.push_str(&format!("{r}\n"));
        }
        let data = String::from_utf8_lossy(&self.pending);
        let o = serde_json::json!([at, "o", data]);
        lines.push_str(&format!("{o}\n"));
        self.pending.clear();
        let Some(sender) = &self.lines else {
            return;
        };
        match sender.try_send(lines) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => {
                self.error = Some(io::Error::other(format!(
                    "it could not be written as fast as the session ran, so it stopped at {at:.1} s"
                )));
                self.lines = None;
            }
            // The writer met an error: it says which when the recording is closed.
            Err(TrySendError::Disconnected(_)) => self.lines = None,
        }
    }

    /// Closes the file: `Err` with the path and the first error if any write failed. Waits
    /// a little for the writer to finish its backlog, never for ever.
    pub fn finish(mut self) -> Result<PathBuf, (PathBuf, io::Error)> {
        self.lines = None;
        let written = match self.done.recv_timeout(CLOSING_WAIT) {
            Ok(written) => written,
            Err(_) => Err(io::Error::other(
                "its file did not take the last frames (a FIFO nobody reads?)",
            )),
        };
        if let Err(e) = written {
            self.error.get_or_insert(e);
        }
        match self.error {
            Some(e) => Err((self.path, e)),
            None => Ok(self.path),
        }
    }
}

/// Is `path` a FIFO (opening it for writing would wait for a reader)?
fn is_fifo(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        std::fs::metadata(path).is_ok_and(|m| m.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        false
    }
}

/// The recording, shared by the terminal's writer and the session that closes it.
pub type Shared = Rc<RefCell<Option<Recorder>>>;

/// Standard output, and the recording when there is one.
pub struct Output {
    stdout: Stdout,
    recorder: Shared,
}

impl Output {
    #[must_use]
    pub fn new(recorder: Shared) -> Self {
        Self {
            stdout: io::stdout(),
            recorder,
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.stdout.write(buf)?;
        if let Some(recorder) = self.recorder.borrow_mut().as_mut() {
            recorder.pending.extend_from_slice(&buf[..n]);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        let flushed = self.stdout.flush();
        if let Some(recorder) = self.recorder.borrow_mut().as_mut() {
            recorder.frame(crossterm::terminal::size().ok());
        }
        flushed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_caps_pauses_and_never_runs_back() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("t.cast");
        let mut r = Recorder::create(&path, (80, 24)).expect("created");
        r.started -= Duration::from_secs(10);
        let first = r.clock();
        assert!(first <= IDLE_CAP + Duration::from_millis(100), "{first:?}");
        let second = r.clock();
        assert!(second >= first);
        r.pending.extend_from_slice("é frame".as_bytes());
        r.frame(Some((100, 30)));
        assert!(r.finish().is_ok());
        let text = std::fs::read_to_string(&path).expect("read");
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).expect("json"))
            .collect();
        assert_eq!(lines[0]["version"], 2);
        assert_eq!(lines[1][1], "r");
        assert_eq!(lines[1][2], "100x30");
        assert_eq!(lines[2][1], "o");
        assert_eq!(lines[2][2], "é frame");
    }

    #[test]
    fn a_failed_write_stops_the_recording_not_the_caller() {
        let mut r = Recorder::create(Path::new("/dev/full"), (80, 24)).expect("created");
        r.pending.extend_from_slice(b"frame");
        r.frame(None);
        r.pending.extend_from_slice(b"next");
        r.frame(None);
        let (_, error) = r.finish().expect_err("the failure is kept");
        assert_eq!(error.raw_os_error(), Some(28), "ENOSPC");
    }

    #[test]
    fn a_writer_that_cannot_keep_up_stops_the_recording_at_once() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut r = Recorder::create(&dir.path().join("t.cast"), (80, 24)).expect("created");
        // A writer that never takes a frame: the backlog fills.
        let (stuck, _never_read) = sync_channel::<String>(0);
        r.lines = Some(stuck);
        r.pending.extend_from_slice(b"frame");
        r.frame(None);
        assert!(r.lines.is_none(), "stopped, without waiting");
        let (_, error) = r.finish().expect_err("said");
        assert!(error.to_string().contains("stopped"), "{error}");
    }
}
