//! Work too slow for a frame (making a puzzle, timing a race's strategies), asked for by
//! `update` as an [`super::app::Effect::Work`] and run by the event loop on a thread of its
//! own (`event_loop::background`), whose answer comes back on the channel the loop waits on.
//! A leaf: the effects that ask for work and the actions that bring its answer speak it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use stepdoku_core::Grid;
use stepdoku_core::game::Game;
use stepdoku_core::hint::{Level, Technique};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;

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
    /// Grade a game's puzzle for the row its first save makes (up to a few hundred
    /// milliseconds on the hardest: never on the interface's thread).
    Grade(Box<Game>),
    /// Run the watched search to its end and measure its largest subtrees.
    Subtrees {
        start: Grid,
        strategy: stepdoku_core::solver::Strategy,
        max_steps: u64,
    },
    /// Count the whole tree of `strategy` on `start` (the watch's "of 4,631").
    WholeTree {
        start: Grid,
        strategy: Strategy,
        /// Set once the watch that asked has closed: the count stops at its next look.
        cancel: Cancel,
    },
}

/// A flag the interface raises when it no longer wants a piece of work's answer, and the work
/// reads every so often; a clone is the same flag.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Tell the work to stop (the event loop does, as an effect of `update`).
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    #[must_use]
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Whether `other` is this very flag (a clone of it), not merely one in the same state.
    #[must_use]
    pub fn is(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}
