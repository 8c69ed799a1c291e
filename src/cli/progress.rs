//! The progress bar of a batch that takes a while: puzzles done and the rate, and when the
//! input's size is known (a file), how much of it is read. No time left is shown: the reader
//! runs ahead of the answers and one puzzle may take a thousand times another's time, so no
//! estimate from either would be true. Of a counted batch
//! (the judge's cases), how many of how many, with no rate or time left (its items take from a
//! millisecond to the time limit each, so neither would be true). On stderr, only when stderr
//! is a terminal and only after the first second: quick runs and pipes never see it.

use std::fmt::Display;
use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::tui::text::thousands;

mod stderr;

/// How often the bar may be redrawn, per second (indicatif's own default for stderr).
const REFRESH_HZ: u8 = 20;

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
    /// What is counted, one and more (`puzzle`, `puzzles`).
    unit: (&'static str, &'static str),
    /// Of a counted batch, each tick one more of the total (else `read` is moved by the
    /// reader): what is counted, one and more (`case`, `cases`).
    counted: Option<(&'static str, &'static str)>,
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
            unit: ("puzzle", "puzzles"),
            counted: None,
        }
    }

    /// A bar for `total` things of a kind, named for one and for more (`case`, `cases`), each
    /// [`tick`](Self::tick) one more.
    pub fn counting(total: usize, one: &'static str, more: &'static str) -> Self {
        let mut progress = Self::new(Some(total as u64), Arc::new(AtomicU64::new(0)));
        progress.counted = Some((one, more));
        progress
    }

    /// One more puzzle answered.
    pub fn tick(&mut self) {
        self.done += 1;
        if self.counted.is_some() {
            self.read.fetch_add(1, Ordering::Relaxed);
        }
        if self.bar.is_none() && self.wanted && self.started.elapsed() >= QUIET_FOR {
            self.bar = Some(self.make_bar());
        }
        if let (Some(bar), Some((one, more))) = (&self.bar, self.counted) {
            let total = self.size.unwrap_or(self.done);
            let noun = if total == 1 { one } else { more };
            bar.set_message(format!(
                "{} of {} {noun}",
                thousands(self.done),
                thousands(total)
            ));
            bar.set_position(self.done);
        } else if let Some(bar) = &self.bar {
            let seconds = self.started.elapsed().as_secs_f64();
            bar.set_message(done_words(self.done, self.unit, seconds));
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
        let target = ProgressDrawTarget::term_like_with_hz(Box::new(stderr::Stderr), REFRESH_HZ);
        if self.counted.is_some() {
            let bar = ProgressBar::with_draw_target(self.size, target);
            if let Ok(style) = ProgressStyle::with_template("{msg}  [{bar:30}] {percent:>3}%") {
                bar.set_style(style.progress_chars("=> "));
            }
            bar
        } else if let Some(size) = self.size {
            let bar = ProgressBar::with_draw_target(Some(size), target);
            if let Ok(style) = ProgressStyle::with_template(READ_TEMPLATE) {
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

/// The bar of a batch of known size: how much of the input is read, no time left.
const READ_TEMPLATE: &str = "{msg}  [{bar:30}] {percent:>3}% read";

/// `1 puzzle, 3/s`: how many are done in `seconds`, and the rate.
fn done_words(done: u64, (one, more): (&str, &str), seconds: f64) -> String {
    let rate = done as f64 / seconds.max(1e-9);
    let noun = if done == 1 { one } else { more };
    format!("{} {noun}, {rate:.0}/s", thousands(done))
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_puzzle_is_one_and_the_rate_is_of_the_whole_run() {
        let unit = ("puzzle", "puzzles");
        assert_eq!(done_words(1, unit, 1.0), "1 puzzle, 1/s");
        assert_eq!(done_words(2, unit, 1.0), "2 puzzles, 2/s");
        assert_eq!(done_words(12_000, unit, 4.0), "12,000 puzzles, 3000/s");
    }

    #[test]
    fn a_batch_of_known_size_shows_what_is_read_and_no_time_left() {
        assert!(!READ_TEMPLATE.contains("eta"), "{READ_TEMPLATE}");
        assert!(!READ_TEMPLATE.contains("left"), "{READ_TEMPLATE}");
        assert!(
            READ_TEMPLATE.contains("{percent:>3}% read"),
            "{READ_TEMPLATE}"
        );
    }
}
