//! How many steps a frame playing at full speed may take. The event loop, the one reader of
//! the clock, times each tick and sizes the next budget so stepping fills about
//! [`WORK`] of the frame: a fast search takes millions of steps a frame, a slow one (a race of
//! four lanes, a breakpoint tested step by step, the code panel following) fewer, and a key is
//! answered within a frame either way. The budget goes to `update` in the tick, so stepping
//! itself is a pure function of the state and the tick.

use std::time::Duration;

use crate::tui::watch::pace::WORK;

/// The steps the next full-speed frame may take, learnt from the frames before it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StepBudget {
    steps: u64,
}

impl Default for StepBudget {
    fn default() -> Self {
        Self { steps: Self::FIRST }
    }
}

impl StepBudget {
    /// Before anything is measured: a few milliseconds of the slowest search's steps, so the
    /// first frame is never late; the budget grows from there within a few frames.
    const FIRST: u64 = 4_096;

    /// How much the budget may grow from one frame to the next: one quick frame proves less
    /// than a run of them. Shrinking is not held back: a frame that ran long is cut at once.
    const MOST_GROWTH: u64 = 8;

    #[must_use]
    pub fn steps(self) -> u64 {
        self.steps
    }

    /// The tick just done took `steps` steps in `took`. A frame that stopped short of its
    /// budget and quickly (a paced speed, a search that ended, a breakpoint) says little about
    /// how fast steps go: its time is mostly what a frame costs anyway, so it is not used.
    pub fn measured(&mut self, steps: u64, took: Duration) {
        if steps == 0 || (steps < self.steps && took < WORK / 4) {
            return;
        }
        let per_second = steps as f64 / took.as_secs_f64().max(1e-7);
        let fits = (per_second * WORK.as_secs_f64()) as u64;
        self.steps = fits.clamp(1, self.steps.saturating_mul(Self::MOST_GROWTH));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps of a search that takes `per_step` each: the time a frame of `steps` takes.
    fn frame(per_step: Duration, steps: u64) -> Duration {
        per_step * u32::try_from(steps).unwrap()
    }

    #[test]
    fn the_budget_grows_to_fill_the_work_part_of_a_frame_and_stays_there() {
        let per_step = Duration::from_nanos(50);
        let mut budget = StepBudget::default();
        for _ in 0..10 {
            let steps = budget.steps();
            budget.measured(steps, frame(per_step, steps));
        }
        // 12 ms of 50 ns steps.
        let fits = WORK.as_nanos() as u64 / 50;
        assert!(budget.steps().abs_diff(fits) <= fits / 100, "{budget:?}");
    }

    #[test]
    fn growth_is_gradual_but_a_slow_frame_cuts_the_budget_at_once() {
        let mut budget = StepBudget::default();
        budget.measured(budget.steps(), Duration::from_micros(1));
        assert_eq!(budget.steps(), StepBudget::FIRST * StepBudget::MOST_GROWTH);
        // Each step now costs 1 ms (the search got slow): the next frame takes 12 steps.
        let steps = budget.steps();
        budget.measured(steps, frame(Duration::from_millis(1), steps));
        assert_eq!(budget.steps(), 12);
    }

    #[test]
    fn a_short_quick_frame_teaches_nothing_and_the_budget_never_drops_to_zero() {
        let mut budget = StepBudget::default();
        budget.measured(3, Duration::from_micros(200));
        budget.measured(0, Duration::from_millis(40));
        assert_eq!(budget, StepBudget::default());
        budget.measured(StepBudget::FIRST, Duration::from_secs(100));
        assert_eq!(budget.steps(), 1);
    }
}
