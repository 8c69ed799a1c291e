//! Work too slow for a frame (making a puzzle, timing a race's strategies), asked for by
//! `update` as an [`super::app::Effect::Work`] and run by the event loop on a thread of its
//! own (`event_loop::background`), whose answer comes back on the channel the loop waits on.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use stepdoku_core::Grid;
use stepdoku_core::hint::{Level, Technique};
use stepdoku_core::teaching::method::Method;

use super::action::{Action, Done, Timings};

#[derive(Clone, Debug)]
pub enum Work {
    /// A puzzle of `level` from `seed`; `tried` counts the puzzles made and thrown away, for
    /// the menu's progress line.
    Generate {
        level: Level,
        /// A practice puzzle for this technique (of its level), rather than any of `level`.
        technique: Option<Technique>,
        seed: u64,
        tried: Arc<AtomicU64>,
    },
    /// Time each lane's headless solve: its method, start and step cap.
    TimeRace(Vec<(Method, Grid, u64)>),
}

impl Work {
    /// What comes back when the work dies without an answer.
    #[must_use]
    pub fn failed(&self) -> Action {
        Action::Done(match self {
            Work::Generate {
                level,
                technique,
                seed,
                ..
            } => Done::Generated {
                level: *level,
                technique: *technique,
                seed: *seed,
                grid: None,
            },
            Work::TimeRace(_) => Done::RaceTimed(Timings::new(&[])),
        })
    }
}
