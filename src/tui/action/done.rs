//! Work the event loop ran off the interface thread, come back as an action: `update` takes
//! the result like a key, so nothing in it waits, spawns or polls.

use std::time::Duration;

use stepdoku_core::Grid;
use stepdoku_core::hint::Level;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Done {
    /// A puzzle made for the menu at `level` from `seed` (`None`: the generator stopped
    /// without one). The menu takes it only if it still waits for that very puzzle.
    Generated {
        level: Level,
        seed: u64,
        grid: Option<Grid>,
    },
    /// The headless time per solve of each race lane, in lane order.
    RaceTimed(Timings),
}

/// Up to [`Timings::MOST`] durations, kept inline so an action stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Timings {
    times: [Duration; Timings::MOST],
    len: usize,
}

impl Timings {
    /// One per race lane: a race has at most this many.
    pub const MOST: usize = 4;

    /// The first [`Self::MOST`] of `times`.
    #[must_use]
    pub fn new(times: &[Duration]) -> Self {
        let mut kept = [Duration::ZERO; Self::MOST];
        let len = times.len().min(Self::MOST);
        kept[..len].copy_from_slice(&times[..len]);
        Self { times: kept, len }
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Duration] {
        &self.times[..self.len]
    }
}
