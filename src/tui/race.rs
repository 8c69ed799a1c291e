//! Strategies racing on one board: a lane per strategy, each a watch of its own, advanced in
//! lockstep (the same number of steps per tick), each stepping back exactly on its own
//! timeline. When every lane is done, each strategy is timed headless on the same board and
//! the ranking shows them fastest first. `update/race.rs` changes it, `view/race.rs` draws it.

use std::time::{Duration, Instant};

use stepdoku_core::solver::SolveError;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::{CellSet, Grid};

use crate::tui::action::Timings;
use crate::tui::watch::pace::{Pace, RateMeter, Speed};
use crate::tui::watch::playback::Playback;
use crate::tui::watch::{DEFAULT_MAX_STEPS, Origin, Outcome, Watch};
use crate::tui::work::Work;

/// The time of a lane that is not timed (a learner's replay).
pub const NOT_TIMED: Duration = Duration::MAX;

/// At most this many lanes: four fit side by side at 120 columns.
pub const MAX_LANES: usize = Timings::MOST;

/// The strategies raced when none are named: the first a learner meets, the one with
/// bitmasks, and the one with propagation.
pub const DEFAULT: [Method; 3] = [
    Method::Search(stepdoku_core::solver::Strategy::RowMajor),
    Method::Search(stepdoku_core::solver::Strategy::Mrv),
    Method::Search(stepdoku_core::solver::Strategy::Propagate),
];

#[derive(Clone, Debug)]
pub struct Race {
    pub origin: Origin,
    pub source: String,
    pub lanes: Vec<Watch>,
    /// Ticks played: every unfinished lane stands at this step.
    pub step: u64,
    /// Never [`Playback::Until`]: a race has no breakpoints.
    pub playback: Playback,
    pub speed: Speed,
    pub pace: Pace,
    pub meter: RateMeter,
    pub ranking: Ranking,
}

/// The headless timing behind the ranking.
#[derive(Clone, Debug, Default)]
pub enum Ranking {
    /// Some lane is still running.
    #[default]
    NotYet,
    /// Being timed in the background ([`Work::TimeRace`]); the loop sends the times back.
    Timing,
    /// Time per solve, one per lane.
    Done(Vec<Duration>),
}

impl Race {
    /// A race of `methods` on `start` (whose `givens` are the puzzle's), paused at step 0.
    pub fn new(
        origin: Origin,
        source: impl Into<String>,
        start: Grid,
        givens: CellSet,
        methods: &[Method],
    ) -> Result<Self, SolveError> {
        let source = source.into();
        let lanes = methods
            .iter()
            .take(MAX_LANES)
            .map(|&m| Watch::new(origin, source.clone(), start, givens, m))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self {
            origin,
            source,
            lanes,
            step: 0,
            playback: Playback::Paused,
            speed: Speed::default(),
            pace: Pace::default(),
            meter: RateMeter::default(),
            ranking: Ranking::NotYet,
        })
    }

    /// A learner's replay (`watch`, from its first step) beside the built-in `methods`.
    pub fn beside_replay(watch: Watch, methods: &[Method]) -> Result<Self, SolveError> {
        let mut race = Self::new(
            watch.origin,
            watch.source.clone(),
            watch.start,
            watch.givens,
            &methods[..methods.len().min(MAX_LANES - 1)],
        )?;
        race.lanes.insert(0, watch);
        Ok(race)
    }

    /// Every lane has an answer (or gave up at the step cap).
    #[must_use]
    pub fn all_done(&self) -> bool {
        self.lanes.iter().all(|l| l.outcome() != Outcome::Searching)
    }

    /// The step cap all lanes share.
    pub fn set_max_steps(&mut self, max: u64) {
        for lane in &mut self.lanes {
            lane.max_steps = max;
        }
    }

    #[must_use]
    pub fn max_steps(&self) -> u64 {
        self.lanes
            .first()
            .map_or(DEFAULT_MAX_STEPS, |l| l.max_steps)
    }

    /// Up to `n` steps for every unfinished lane, in rounds of a few thousand so the lanes
    /// stay level. The event loop bounds a frame's work by `n`: no clock is read here.
    pub fn forward(&mut self, n: u64) {
        const ROUND: u64 = 4096;
        let mut taken = 0;
        while taken < n && !self.all_done() {
            let round = ROUND.min(n - taken);
            for lane in &mut self.lanes {
                let allowed = round.min(lane.steps_left());
                lane.search.forward_by(allowed);
            }
            taken += round;
            self.step += round;
        }
        if self.all_done() {
            self.step = self
                .lanes
                .iter()
                .map(|l| l.search.steps())
                .max()
                .unwrap_or(0);
        }
        for lane in &mut self.lanes {
            lane.sample_depth();
        }
    }

    /// Every lane at `step`, or at its own end if it ended before: exactly, back or forward.
    pub fn seek(&mut self, step: u64) {
        self.step = step;
        for lane in &mut self.lanes {
            lane.search.seek(step.min(lane.max_steps));
            lane.sample_depth();
        }
        if !self.all_done() {
            self.ranking = Ranking::NotYet;
        }
    }

    /// Start playing `how` ([`Playback::Playing`] or [`Playback::ToEnd`]).
    pub fn play(&mut self, how: Playback, now: Instant) {
        self.playback = how;
        self.pace.start(self.effective_speed(), now);
        self.meter.start(self.step, now);
    }

    pub fn stop(&mut self) {
        self.playback = Playback::Paused;
        self.meter.stop();
    }

    #[must_use]
    pub fn effective_speed(&self) -> Speed {
        self.playback.speed(self.speed)
    }

    /// While playing, until the next frame; else nothing to wake for (the timing's answer
    /// comes as an action and wakes the loop itself).
    #[must_use]
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        self.playback.is_playing().then(|| self.pace.wake_in(now))
    }

    /// Once every lane is done, the work that times each strategy headless (run by the event
    /// loop in the background); `None` when there is nothing to time or it is under way.
    pub fn start_timing(&mut self) -> Option<Work> {
        if !matches!(self.ranking, Ranking::NotYet) || !self.all_done() {
            return None;
        }
        let lanes = self
            .lanes
            .iter()
            // A replay lane is given no steps to time (its time is dropped in `timed`).
            .map(|l| {
                (
                    l.method,
                    l.start,
                    if l.is_replay() { 0 } else { l.max_steps },
                )
            })
            .collect();
        self.ranking = Ranking::Timing;
        Some(Work::TimeRace(lanes))
    }

    /// The timing came back: the ranking, if it is still wanted (a step back since, which
    /// reopened the race, drops it; the race that ends again asks anew).
    pub fn timed(&mut self, times: &[Duration]) {
        if matches!(self.ranking, Ranking::Timing) {
            // A replay's program does not run here: it has no time, and ranks last.
            let times = times
                .iter()
                .zip(&self.lanes)
                .map(|(&t, lane)| if lane.is_replay() { NOT_TIMED } else { t })
                .collect();
            self.ranking = Ranking::Done(times);
        }
    }

    /// Lane indices, fastest headless time first (steps break ties); `None` until timed.
    #[must_use]
    pub fn order(&self) -> Option<Vec<usize>> {
        let Ranking::Done(times) = &self.ranking else {
            return None;
        };
        let mut order: Vec<usize> = (0..self.lanes.len()).collect();
        // Lanes that gave up never rank above one that finished, however short their run.
        order.sort_by_key(|&i| {
            (
                self.lanes[i].outcome() == crate::tui::watch::Outcome::StepCap,
                times.get(i).copied().unwrap_or(Duration::MAX),
                self.lanes[i].search.steps(),
            )
        });
        Some(order)
    }
}

impl Race {
    /// One line on the race, printed when `stepdoku race` ends.
    #[must_use]
    pub fn summary(&self) -> String {
        use crate::tui::text::thousands;
        let lanes: Vec<String> = self
            .lanes
            .iter()
            .map(|l| {
                let steps = thousands(l.search.steps());
                let name = l.strategy_name();
                match l.outcome() {
                    Outcome::Solved if l.is_replay() => {
                        format!("{name}: a full board in {steps} steps")
                    }
                    Outcome::NoSolution if l.is_replay() => {
                        format!("{name}: no full board in {steps} steps")
                    }
                    Outcome::Solved => format!("{name} solved in {steps} steps"),
                    Outcome::NoSolution => format!("{name} no solution in {steps} steps"),
                    Outcome::StepCap => format!("{name} gave up at {steps}"),
                    Outcome::Searching => format!("{name} at step {steps}"),
                }
            })
            .collect();
        let mut line = format!("{}: {}", self.source, lanes.join(", "));
        let (steps, time) = (self.meter.played_steps, self.meter.played_time);
        if steps > 0 && time.as_secs_f64() > 0.0 {
            line.push_str(&format!(
                "; played {} steps a lane in {:.2} s, {} steps/s a lane",
                thousands(steps),
                time.as_secs_f64(),
                thousands((steps as f64 / time.as_secs_f64()) as u64),
            ));
        }
        line
    }
}

#[cfg(test)]
mod tests;
