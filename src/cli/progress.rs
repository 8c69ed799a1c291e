//! The progress bar of a batch that takes a while: puzzles done, rate, and when the input's size
//! is known (a file), how far through it the batch is and the time left. On stderr, only when
//! stderr is a terminal and only after the first second: quick runs and pipes never see it.

use std::fmt::Display;
use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::tui::text::thousands;

/// How long a batch runs before its bar appears.
const QUIET_FOR: Duration = Duration::from_secs(1);

pub struct Progress {
    bar: Option<ProgressBar>,
    wanted: bool,
    started: Instant,
    done: u64,
    /// The input's size in bytes, when known, and the bytes read so far.
    size: Option<u64>,
    read: Arc<AtomicU64>,
    /// What is counted (`puzzles`, `cases`), and whether each tick is one more of the total
    /// (else `read` is moved by the reader).
    unit: &'static str,
    counts_itself: bool,
}

impl Progress {
    /// A bar for a batch reading an input of `size` bytes (`None`: unknown, as for a pipe), of
    /// which `read` counts the bytes consumed.
    pub fn new(size: Option<u64>, read: Arc<AtomicU64>) -> Self {
        Self {
            bar: None,
            wanted: std::io::stderr().is_terminal(),
            started: Instant::now(),
            done: 0,
            size,
            read,
            unit: "puzzles",
            counts_itself: false,
        }
    }

    /// A bar for `total` things of a kind (`cases`), each [`tick`](Self::tick) one more.
    pub fn counting(total: usize, unit: &'static str) -> Self {
        let mut progress = Self::new(Some(total as u64), Arc::new(AtomicU64::new(0)));
        progress.unit = unit;
        progress.counts_itself = true;
        progress
    }

    /// One more puzzle answered.
    pub fn tick(&mut self) {
        self.done += 1;
        if self.counts_itself {
            self.read.fetch_add(1, Ordering::Relaxed);
        }
        if self.bar.is_none() && self.wanted && self.started.elapsed() >= QUIET_FOR {
            self.bar = Some(self.make_bar());
        }
        if let Some(bar) = &self.bar {
            let seconds = self.started.elapsed().as_secs_f64().max(1e-9);
            let rate = self.done as f64 / seconds;
            bar.set_message(format!(
                "{} {}, {rate:.0}/s",
                thousands(self.done),
                self.unit
            ));
            if self.size.is_some() {
                bar.set_position(self.read.load(Ordering::Relaxed));
            }
        }
    }

    /// Write a line on stderr without tearing the bar.
    pub fn say(&self, line: impl Display) {
        match &self.bar {
            Some(bar) => bar.suspend(|| super::say(line)),
            None => super::say(line),
        }
    }

    /// Run `write` (which writes to the terminal) without tearing the bar.
    pub fn suspend<T>(&self, write: impl FnOnce() -> T) -> T {
        match &self.bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }

    /// Take the bar away, before the lines that close the run.
    pub fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }

    fn make_bar(&self) -> ProgressBar {
        let target = ProgressDrawTarget::stderr();
        if let Some(size) = self.size {
            let bar = ProgressBar::with_draw_target(Some(size), target);
            if let Ok(style) =
                ProgressStyle::with_template("{msg}  [{bar:30}] {percent:>3}%  {eta} left")
            {
                bar.set_style(style.progress_chars("=> "));
            }
            bar
        } else {
            let bar = ProgressBar::with_draw_target(None, target);
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                bar.set_style(style);
            }
            bar
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}
