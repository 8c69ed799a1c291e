//! Stepping a solver machine backward and forward exactly: checkpoints plus replay.
//!
//! The machines are deterministic, so the state after step `s` can always be recomputed by
//! stepping a copy of an earlier state forward. A [`Timeline`] keeps clones of the machine
//! ("checkpoints") at regular steps, and goes back by cloning the nearest checkpoint at or before
//! the target and replaying from it. Memory stays bounded however long the search runs: when the
//! checkpoints exceed their budget, every other one is dropped and the spacing doubles (see
//! `timeline/checkpoints.rs`). A finer set of checkpoints inside the interval being stepped through keeps
//! repeated single steps back cheap even after 10⁹ steps.
//!
//! The heatmap (guesses per cell) is kept by the machines themselves, so it travels back and
//! forth with them and stays exact.

mod checkpoints;

use crate::cell::CellMap;
use crate::domino::DominoMachine;
use crate::solver::Machine;

use checkpoints::Checkpoints;

/// How many guesses each cell has received.
pub type Heat = CellMap<u32>;

/// A search that advances one event at a time and can be cloned to be replayed: the solver's
/// [`Machine`] and the Sudominoku [`DominoMachine`].
pub trait Stepper: Clone {
    type Event: Copy;

    /// Advance by one event; once finished, return the final event again and count nothing.
    fn step(&mut self) -> Self::Event;

    /// Up to `n` steps, exactly as `n` calls of [`Stepper::step`] would take them (the
    /// machines hand out queued forced placements in bulk this way).
    fn run(&mut self, n: u64);

    /// Events so far.
    fn steps(&self) -> u64;

    fn is_finished(&self) -> bool;

    /// Guesses per cell so far, kept by the machine itself.
    fn heat(&self) -> &Heat;
}

impl Stepper for Machine {
    type Event = crate::solver::Event;

    fn step(&mut self) -> Self::Event {
        Machine::step(self)
    }

    fn run(&mut self, n: u64) {
        Machine::run(self, Some(n));
    }

    fn steps(&self) -> u64 {
        self.counters().steps
    }

    fn is_finished(&self) -> bool {
        Machine::is_finished(self)
    }

    fn heat(&self) -> &Heat {
        self.tries_per_cell()
    }
}

impl Stepper for DominoMachine {
    type Event = crate::domino::DominoEvent;

    fn step(&mut self) -> Self::Event {
        DominoMachine::step(self)
    }

    fn run(&mut self, n: u64) {
        DominoMachine::run(self, Some(n));
    }

    fn steps(&self) -> u64 {
        self.counters().steps
    }

    fn is_finished(&self) -> bool {
        DominoMachine::is_finished(self)
    }

    fn heat(&self) -> &Heat {
        self.tries_per_cell()
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
    now: M,
    checkpoints: Checkpoints<M>,
}

impl<M: Stepper> Timeline<M> {
    /// Coarse checkpoints kept before they are thinned out. Each is one clone of the machine
    /// (about 1 KB for the 9×9 solver), so the budget caps memory at about a megabyte.
    pub const DEFAULT_BUDGET: usize = 1024;

    /// A timeline at `machine`'s current step (normally step 0).
    #[must_use]
    pub fn new(machine: M) -> Self {
        Self::with_budget(machine, Self::DEFAULT_BUDGET)
    }

    /// At most `budget` coarse checkpoints (at least 2).
    #[must_use]
    pub fn with_budget(machine: M, budget: usize) -> Self {
        Self {
            checkpoints: Checkpoints::new(machine.clone(), machine.steps(), budget),
            now: machine,
        }
    }

    /// The machine at the current step.
    #[must_use]
    pub fn machine(&self) -> &M {
        &self.now
    }

    /// Guesses per cell up to the current step.
    #[must_use]
    pub fn heat(&self) -> &Heat {
        self.now.heat()
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
        self.now.is_finished()
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
    /// The machine runs in bulk between checkpoints.
    pub fn forward_by(&mut self, n: u64) -> u64 {
        let start = self.steps();
        let target = start.saturating_add(n);
        while self.steps() < target && !self.is_finished() {
            let step = self.steps();
            let chunk = (target - step).min(self.checkpoints.next_due(step) - step);
            self.now.run(chunk);
            self.checkpoints.reached(&self.now, self.now.steps());
        }
        self.steps() - start
    }

    /// Forward one step at a time until `stop` holds after a step, the machine finishes or `n`
    /// steps are taken. Returns the steps taken and whether `stop` held: a breakpoint. The
    /// caller bounds the work by `n`: no clock is read here.
    pub fn forward_to(
        &mut self,
        n: u64,
        mut stop: impl FnMut(&M, M::Event) -> bool,
    ) -> (u64, bool) {
        let mut taken = 0;
        while taken < n && !self.is_finished() {
            let event = self.now.step();
            self.checkpoints.reached(&self.now, self.now.steps());
            taken += 1;
            if stop(&self.now, event) {
                return (taken, true);
            }
        }
        (taken, false)
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
        let mut machine = self.checkpoints.start_for(target).clone();
        self.checkpoints.begin_replay(target);
        while machine.steps() < target && !machine.is_finished() {
            let step = machine.steps();
            let chunk = (target - step).min(self.checkpoints.next_fine_due(step) - step);
            machine.run(chunk);
            self.checkpoints.replayed(&machine, machine.steps());
        }
        self.now = machine;
    }
}

#[cfg(test)]
mod tests;
