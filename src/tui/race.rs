//! Strategies racing on one board: a lane per strategy, each a watch of its own, advanced in
//! lockstep (the same number of steps per tick), each stepping back exactly on its own
//! timeline. When every lane is done, each strategy is timed headless on the same board and
//! the ranking shows them fastest first. `update/race.rs` changes it, `view/race.rs` draws it.

use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use stepdoku_core::method::Method;
use stepdoku_core::solver::{Machine, Options, SolveError};
use stepdoku_core::{CellSet, Grid};

use crate::tui::watch::pace::{Pace, RateMeter, Speed};
use crate::tui::watch::{DEFAULT_MAX_STEPS, Origin, Outcome, Watch};

/// At most this many lanes: four fit side by side at 120 columns.
pub const MAX_LANES: usize = 4;

/// The strategies raced when none are named: the first a learner meets, the one with
/// bitmasks, and the one with propagation.
pub const DEFAULT: [Method; 3] = [
    Method::Search(stepdoku_core::solver::Strategy::RowMajor),
    Method::Search(stepdoku_core::solver::Strategy::Mrv),
    Method::Search(stepdoku_core::solver::Strategy::Propagate),
];

#[derive(Debug)]
pub struct Race {
    pub origin: Origin,
    pub source: String,
    pub lanes: Vec<Watch>,
    /// Ticks played: every unfinished lane stands at this step.
    pub step: u64,
    pub playing: bool,
    pub to_end: bool,
    pub speed: Speed,
    pub pace: Pace,
    pub meter: RateMeter,
    pub ranking: Ranking,
}

/// The headless timing behind the ranking.
#[derive(Debug, Default)]
pub enum Ranking {
    /// Some lane is still running.
    #[default]
    NotYet,
    /// Timing on its own thread.
    Timing(Receiver<Vec<Duration>>),
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
            playing: false,
            to_end: false,
            speed: Speed::default(),
            pace: Pace::default(),
            meter: RateMeter::default(),
            ranking: Ranking::NotYet,
        })
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
    /// stay level, stopping at `deadline`. Returns the steps the race advanced.
    pub fn forward(&mut self, n: u64, deadline: Instant) -> u64 {
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
            if Instant::now() >= deadline {
                break;
            }
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
        taken
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

    pub fn play(&mut self, now: Instant) {
        self.playing = true;
        self.pace.start(self.effective_speed(), now);
        self.meter.start(self.step, now);
    }

    pub fn stop(&mut self) {
        self.playing = false;
        self.to_end = false;
        self.meter.stop();
    }

    #[must_use]
    pub fn effective_speed(&self) -> Speed {
        if self.to_end {
            Speed::UNLIMITED
        } else {
            self.speed
        }
    }

    #[must_use]
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        if self.playing {
            return Some(self.pace.wake_in(now));
        }
        // Waiting for the timing thread: look again soon.
        matches!(self.ranking, Ranking::Timing(_)).then_some(Duration::from_millis(50))
    }

    /// Once every lane is done, time each strategy headless on its own thread.
    pub fn start_timing(&mut self) {
        if !matches!(self.ranking, Ranking::NotYet) || !self.all_done() {
            return;
        }
        let (sender, receiver) = channel();
        let jobs: Vec<(Method, Grid, u64)> = self
            .lanes
            .iter()
            .map(|l| (l.method, l.start, l.max_steps))
            .collect();
        std::thread::spawn(move || {
            let times = jobs
                .iter()
                .map(|&(method, start, max)| time_per_solve(method, &start, max))
                .collect();
            let _ = sender.send(times);
        });
        self.ranking = Ranking::Timing(receiver);
    }

    /// Picks up the timing once it is ready.
    pub fn poll_timing(&mut self) -> bool {
        let Ranking::Timing(receiver) = &self.ranking else {
            return false;
        };
        match receiver.try_recv() {
            Ok(times) => {
                self.ranking = Ranking::Done(times);
                true
            }
            Err(TryRecvError::Empty) => false,
            Err(TryRecvError::Disconnected) => {
                self.ranking = Ranking::Done(Vec::new());
                true
            }
        }
    }

    /// Lane indices, fastest headless time first (steps break ties); `None` until timed.
    #[must_use]
    pub fn order(&self) -> Option<Vec<usize>> {
        let Ranking::Done(times) = &self.ranking else {
            return None;
        };
        let mut order: Vec<usize> = (0..self.lanes.len()).collect();
        order.sort_by_key(|&i| {
            (
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
        use crate::tui::watch::describe::thousands;
        let lanes: Vec<String> = self
            .lanes
            .iter()
            .map(|l| {
                let steps = thousands(l.search.steps());
                match l.outcome() {
                    Outcome::Solved => format!("{} solved in {steps} steps", l.method),
                    Outcome::NoSolution => format!("{} no solution in {steps} steps", l.method),
                    Outcome::StepCap => format!("{} gave up at {steps}", l.method),
                    Outcome::Searching => format!("{} at step {steps}", l.method),
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

/// The time one headless solve of `start` takes with `method`: repeated for at least 50 ms
/// (one run if a single solve takes longer), no drawing, no timeline.
#[must_use]
pub fn time_per_solve(method: Method, start: &Grid, max_steps: u64) -> Duration {
    const AT_LEAST: Duration = Duration::from_millis(50);
    let began = Instant::now();
    let mut runs = 0u32;
    loop {
        match method {
            Method::Search(strategy) => {
                let options = Options {
                    strategy,
                    ..Options::default()
                };
                if let Ok(mut machine) = Machine::new(start, options) {
                    machine.run(Some(max_steps));
                    std::hint::black_box(machine.counters());
                }
            }
            Method::Logic => {
                std::hint::black_box(crate::tui::watch::logic::LogicRun::new(start));
            }
        }
        runs += 1;
        if began.elapsed() >= AT_LEAST || runs == u32::MAX {
            return began.elapsed() / runs;
        }
    }
}

#[cfg(test)]
mod tests;
