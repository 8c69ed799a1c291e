//! Stepping a solver machine backward and forward exactly: checkpoints plus replay.
//!
//! The machines are deterministic, so the state after step `s` can always be recomputed by
//! stepping a copy of an earlier state forward. A [`Timeline`] keeps clones of the machine
//! ("checkpoints") at regular steps, and goes back by cloning the nearest checkpoint at or before
//! the target and replaying from it. Memory stays bounded however long the search runs: when the
//! checkpoints exceed their budget, every other one is dropped and the spacing doubles (see
//! [`checkpoints`]). A finer set of checkpoints inside the interval being stepped through keeps
//! repeated single steps back cheap even after 10⁹ steps.
//!
//! Besides the machine, a timeline keeps the per-cell count of guesses (the heatmap), so it
//! travels back and forth with the machine and stays exact.

mod checkpoints;

use std::time::Instant;

use crate::cell::Cell;
use crate::solver::{Event, Machine};

use checkpoints::Checkpoints;

/// A search that advances one event at a time and can be cloned to be replayed: the solver's
/// [`Machine`] (and the Sudominoku machine).
pub trait Stepper: Clone {
    type Event: Copy;

    /// Advance by one event; once finished, return the final event again and count nothing.
    fn step(&mut self) -> Self::Event;

    /// Events so far.
    fn steps(&self) -> u64;

    fn is_finished(&self) -> bool;

    /// The cell a step guessed in, if it was a guess: what the heatmap counts.
    fn guessed_cell(event: &Self::Event) -> Option<Cell>;
}

impl Stepper for Machine {
    type Event = Event;

    fn step(&mut self) -> Event {
        Machine::step(self)
    }

    fn steps(&self) -> u64 {
        self.counters().steps
    }

    fn is_finished(&self) -> bool {
        Machine::is_finished(self)
    }

    fn guessed_cell(event: &Event) -> Option<Cell> {
        match *event {
            Event::Try { cell, .. } => Some(cell),
            _ => None,
        }
    }
}

/// How many guesses each cell has received, indexed by [`Cell::index`].
pub type Heat = [u32; 81];

/// A machine together with everything that must travel back in time with it.
#[derive(Clone, Debug)]
struct State<M> {
    machine: M,
    heat: Heat,
}

impl<M: Stepper> State<M> {
    #[inline]
    fn step(&mut self) -> M::Event {
        let event = self.machine.step();
        if let Some(cell) = M::guessed_cell(&event) {
            self.heat[cell.index()] += 1;
        }
        event
    }

    fn steps(&self) -> u64 {
        self.machine.steps()
    }
}

/// Memory use of a timeline, for reports and tests.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Footprint {
    /// Checkpoints held, coarse and fine.
    pub checkpoints: usize,
    /// Steps between two coarse checkpoints.
    pub spacing: u64,
}

/// A machine that can step backward as exactly as forward.
#[derive(Clone, Debug)]
pub struct Timeline<M: Stepper> {
    now: State<M>,
    checkpoints: Checkpoints<State<M>>,
}

impl<M: Stepper> Timeline<M> {
    /// Coarse checkpoints kept before they are thinned out. Each is one clone of the machine
    /// (about 1 KB for the classic solver), so the budget caps memory at about a megabyte.
    pub const DEFAULT_BUDGET: usize = 1024;

    /// A timeline at `machine`'s current step (normally step 0).
    #[must_use]
    pub fn new(machine: M) -> Self {
        Self::with_budget(machine, Self::DEFAULT_BUDGET)
    }

    /// At most `budget` coarse checkpoints (at least 2).
    #[must_use]
    pub fn with_budget(machine: M, budget: usize) -> Self {
        let now = State {
            machine,
            heat: [0; 81],
        };
        Self {
            checkpoints: Checkpoints::new(now.clone(), now.steps(), budget),
            now,
        }
    }

    /// The machine at the current step.
    #[must_use]
    pub fn machine(&self) -> &M {
        &self.now.machine
    }

    /// Guesses per cell up to the current step.
    #[must_use]
    pub fn heat(&self) -> &Heat {
        &self.now.heat
    }

    /// The current step.
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.now.steps()
    }

    /// The step the timeline started at (where [`Timeline::restart`] goes).
    #[must_use]
    pub fn first_step(&self) -> u64 {
        self.checkpoints.first_step()
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.now.machine.is_finished()
    }

    #[must_use]
    pub fn footprint(&self) -> Footprint {
        self.checkpoints.footprint()
    }

    /// One step forward; `None` when the machine has finished.
    pub fn forward(&mut self) -> Option<M::Event> {
        if self.is_finished() {
            return None;
        }
        let event = self.now.step();
        self.checkpoints.reached(&self.now, self.now.steps());
        Some(event)
    }

    /// Up to `n` steps forward; returns how many were taken (fewer when the machine finishes).
    pub fn forward_by(&mut self, n: u64) -> u64 {
        let start = self.steps();
        let target = start.saturating_add(n);
        while self.steps() < target && self.forward().is_some() {}
        self.steps() - start
    }

    /// Up to `n` steps forward, stopping early once `deadline` has passed (checked every few
    /// thousand steps, so the overshoot is a few microseconds). Returns the steps taken.
    pub fn forward_until(&mut self, n: u64, deadline: Instant) -> u64 {
        const CHUNK: u64 = 4096;
        let mut taken = 0;
        while taken < n {
            let chunk = CHUNK.min(n - taken);
            let done = self.forward_by(chunk);
            taken += done;
            if done < chunk || Instant::now() >= deadline {
                break;
            }
        }
        taken
    }

    /// Up to `k` steps back; returns how many were taken (fewer at the first step).
    pub fn back_by(&mut self, k: u64) -> u64 {
        let now = self.steps();
        let target = now.saturating_sub(k).max(self.first_step());
        self.seek(target);
        now - self.steps()
    }

    /// One step back; `false` at the first step.
    pub fn back(&mut self) -> bool {
        self.back_by(1) == 1
    }

    /// Back to the first step.
    pub fn restart(&mut self) {
        self.seek(self.first_step());
    }

    /// Go to step `target` (clamped to the first step, and to the last when the machine
    /// finishes before it).
    pub fn seek(&mut self, target: u64) {
        let target = target.max(self.first_step());
        if target >= self.steps() {
            self.forward_by(target - self.steps());
            return;
        }
        let mut state = self.checkpoints.start_for(target).clone();
        self.checkpoints.begin_replay(target);
        while state.steps() < target && !state.machine.is_finished() {
            state.step();
            self.checkpoints.replayed(&state, state.steps());
        }
        self.now = state;
    }
}

#[cfg(test)]
mod tests;
