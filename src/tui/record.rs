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
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// The longest pause a recording keeps.
pub const IDLE_CAP: Duration = Duration::from_secs(2);

pub struct Recorder {
    path: PathBuf,
    /// `None` once a write has failed.
    file: Option<BufWriter<File>>,
    error: Option<io::Error>,
    started: Instant,
    /// Pauses cut down to the cap so far: subtracted from the clock.
    skipped: Duration,
    last: Duration,
    size: (u16, u16),
    pending: Vec<u8>,
}

impl Recorder {
    /// A new recording in `path` of a `width`×`height` terminal, its header written.
    pub fn create(path: &Path, (width, height): (u16, u16)) -> io::Result<Self> {
        let mut file = BufWriter::new(File::create(path)?);
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
        writeln!(file, "{header}")?;
        file.flush()?;
        Ok(Self {
            path: path.to_owned(),
            file: Some(file),
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
        if self.pending.is_empty() || self.file.is_none() {
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
        let written = self.file.as_mut().map_or(Ok(()), |f| {
            f.write_all(lines.as_bytes()).and_then(|()| f.flush())
        });
        if let Err(e) = written {
            self.error = Some(e);
            self.file = None;
        }
    }

    /// Closes the file: `Err` with the path and the first error if any write failed.
    pub fn finish(mut self) -> Result<PathBuf, (PathBuf, io::Error)> {
        if let Some(mut file) = self.file.take()
            && let Err(e) = file.flush()
        {
            self.error.get_or_insert(e);
        }
        match self.error {
            Some(e) => Err((self.path, e)),
            None => Ok(self.path),
        }
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
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut r = Recorder::create(&dir.path().join("t.cast"), (80, 24)).expect("created");
        r.file = Some(BufWriter::new(
            File::create("/dev/full").expect("/dev/full"),
        ));
        r.pending.extend_from_slice(b"frame");
        r.frame(None);
        assert!(r.file.is_none(), "no more writes after a failure");
        r.pending.extend_from_slice(b"next");
        r.frame(None);
        let (_, error) = r.finish().expect_err("the failure is kept");
        assert_eq!(error.raw_os_error(), Some(28), "ENOSPC");
    }
}
