//! The search tree the tree pane draws, kept in step with the watch: a second machine follows
//! the watched one, recording each try in a [`Tree`]. Going back cuts the tree to the step and
//! takes a copy of the watched machine, so the tree is exact both ways. It is built only while
//! the pane is open, so watching without it costs nothing extra.

use stepdoku_core::domino::DominoMachine;
use stepdoku_core::solver::Machine;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::tree::{TooBig, Tree};

use super::Watch;
use super::search::Search;

/// The most tries the pane keeps (about 40 bytes each).
pub const MAX_NODES: usize = 500_000;
/// The most steps the pane replays at once to catch up (a pane opened late in a long search):
/// well under a second.
pub const MAX_CATCH_UP: u64 = 20_000_000;

/// One per open tree pane, boxed in the watch: the size difference costs nothing.
#[expect(
    clippy::large_enum_variant,
    reason = "one follower per open tree pane, already boxed with its tree"
)]
#[derive(Clone, Debug)]
enum Follower {
    Classic(Machine),
    Domino(DominoMachine),
}

impl Follower {
    fn steps(&self) -> u64 {
        match self {
            Follower::Classic(m) => m.counters().steps,
            Follower::Domino(m) => m.counters().steps,
        }
    }
}

/// Why the tree stopped following the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stopped {
    /// It reached [`MAX_NODES`] tries at this step.
    TooBig(TooBig),
    /// The search is more than [`MAX_CATCH_UP`] steps ahead of the tree.
    TooFar { at: u64 },
}

/// The tree of the watched search up to its current step.
#[derive(Clone, Debug)]
pub struct TreeRun {
    method: Method,
    follower: Follower,
    pub tree: Tree,
    pub stopped: Option<Stopped>,
    /// The try chosen with the arrows (see `tree_pick`); `None`: the deepest of the path.
    pub chosen: Option<u32>,
}

impl TreeRun {
    /// The step the tree stands at.
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.follower.steps()
    }
}

/// Bring the tree to the watch's step (building it on first use); `None` for the logical
/// solve, which makes no tree.
pub fn follow(run: Option<Box<TreeRun>>, watch: &Watch) -> Option<Box<TreeRun>> {
    // The watched machine as it was at its first step, whatever its options: a copy of the
    // timeline taken back there.
    let fresh = || -> Option<Box<TreeRun>> {
        let follower = match &watch.search {
            Search::Classic(t) => {
                let mut start = t.clone();
                start.restart();
                Follower::Classic(start.machine().clone())
            }
            Search::Domino(t) => {
                let mut start = t.clone();
                start.restart();
                Follower::Domino(start.machine().clone())
            }
            _ => return None,
        };
        Some(Box::new(TreeRun {
            method: watch.method,
            follower,
            tree: Tree::default(),
            stopped: None,
            chosen: None,
        }))
    };
    let mut run = match run {
        Some(run) if run.method == watch.method => run,
        _ => fresh()?,
    };
    let target = watch.search.steps();
    if target < run.steps() {
        back_to(&mut run, &watch.search);
    } else if run.stopped.is_none() {
        forward_to(&mut run, target);
    }
    Some(run)
}

/// Cut the tree back to the watched machine's step and follow from a copy of it.
fn back_to(run: &mut TreeRun, search: &Search) {
    match search {
        Search::Classic(t) => {
            let m = t.machine();
            let level = m.stack().iter().filter(|f| !f.is_forced()).count();
            run.tree.truncate(m.counters().steps, level);
            run.follower = Follower::Classic(m.clone());
        }
        Search::Domino(t) => {
            let m = t.machine();
            run.tree.truncate(m.counters().steps, m.stack().len());
            run.follower = Follower::Domino(m.clone());
        }
        Search::Logic(_) | Search::Replay(_) => return,
    }
    run.stopped = None;
}

fn forward_to(run: &mut TreeRun, target: u64) {
    if target - run.steps() > MAX_CATCH_UP {
        run.stopped = Some(Stopped::TooFar { at: run.steps() });
        return;
    }
    let result = match &mut run.follower {
        Follower::Classic(m) => {
            let mut result = Ok(());
            while m.counters().steps < target && !m.is_finished() && result.is_ok() {
                let event = m.step();
                result = run.tree.follow(m, &event, MAX_NODES);
            }
            result
        }
        Follower::Domino(m) => {
            let mut result = Ok(());
            while m.counters().steps < target && !m.is_finished() && result.is_ok() {
                let event = m.step();
                result = run.tree.follow_domino(m, &event, MAX_NODES);
            }
            result
        }
    };
    if let Err(too_big) = result {
        run.stopped = Some(Stopped::TooBig(too_big));
    }
}
