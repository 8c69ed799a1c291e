//! Work the event loop ran off the interface thread, come back as an action: `update` takes
//! the result like a key, so nothing in it waits, spawns or polls.

use std::time::Duration;

use stepdoku_core::Grid;
use stepdoku_core::hint::{Level, Technique};
use stepdoku_core::solver::Strategy;
use stepdoku_core::solver::whole_tree::TreeSize;
use stepdoku_core::store::{GameId, Graded, Holder};

use super::stored::Stored;

#[derive(Clone, Debug)]
pub enum Done {
    /// A puzzle made for the menu at `level` from `seed` (`None`: the generator stopped
    /// without one). The menu takes it only if it still waits for that very puzzle.
    Generated {
        level: Level,
        technique: Option<Technique>,
        seed: u64,
        grid: Option<Grid>,
    },
    /// The headless time per solve of each race lane, in lane order.
    RaceTimed(Timings),
    /// The saved game of the puzzle of the new game on screen, looked for when it started
    /// (`None`: there is none).
    Looked(Option<Found>),
    /// A puzzle's level, graded away from the interface for the row a first save makes.
    Graded(Graded),
    /// The watched search's largest subtrees (`None`: it could not be run).
    Subtrees(Option<Box<stepdoku_core::teaching::subtrees::Slow>>),
    /// What the store said to the files the loop worked on.
    Stored(Stored),
    /// The whole tree of `strategy` on `start`, counted (`None`: the count failed).
    WholeTree {
        start: Grid,
        strategy: Strategy,
        size: Option<TreeSize>,
    },
}

/// Answers compare by what they carry where it is plain data; the store's answers (games,
/// pages, statistics) compare equal to none: no key is bound to one, and tests match on them.
impl PartialEq for Done {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (
                Self::Generated {
                    level,
                    technique,
                    seed,
                    grid,
                },
                Self::Generated {
                    level: l,
                    technique: t,
                    seed: s,
                    grid: g,
                },
            ) => level == l && technique == t && seed == s && grid == g,
            (Self::RaceTimed(a), Self::RaceTimed(b)) => a == b,
            (Self::Looked(a), Self::Looked(b)) => a == b,
            (Self::Graded(a), Self::Graded(b)) => a == b,
            (Self::Subtrees(a), Self::Subtrees(b)) => a == b,
            (
                Self::WholeTree {
                    start,
                    strategy,
                    size,
                },
                Self::WholeTree {
                    start: s,
                    strategy: t,
                    size: z,
                },
            ) => start == s && strategy == t && size == z,
            _ => false,
        }
    }
}

impl Eq for Done {}

/// The saved game of a puzzle, as the store's [`Holder`] says, kept `Copy` for an action.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found {
    /// Nobody else plays it: continued.
    Free(GameId),
    /// Another window (process `pid`) plays it: take it over, or play a copy.
    Held { id: GameId, pid: u32 },
}

impl From<Holder> for Found {
    fn from(holder: Holder) -> Self {
        match holder {
            Holder::Free(id) => Self::Free(id),
            Holder::Other { id, pid } => Self::Held { id, pid },
        }
    }
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
