//! Playback speed without sleeping: the event loop waits for input at most until the next frame
//! is due ([`Pace::wake_in`]), and each frame takes as many steps as the time since the last one
//! is worth. At most 60 frames a second whatever the speed; above that, steps per frame grow.
//! No clock is read here: the time comes with each tick, and what a frame may do at full speed
//! comes as a count of steps the event loop picked (its budget, measured to take about [`WORK`]).

use std::time::{Duration, Instant};

/// The speeds `+` and `-` move between, in steps per second; past the last comes unlimited.
const STEPS_PER_SECOND: [u32; 13] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 10_000, 100_000, 1_000_000,
];

/// The shortest time between two frames: 60 frames per second.
pub const FRAME: Duration = Duration::from_micros(16_667);

/// The part of a frame spent stepping at unlimited speed; the rest draws and reads keys. The
/// event loop sizes its step budget to take this long.
pub const WORK: Duration = Duration::from_millis(12);

/// A playback speed: one of [`STEPS_PER_SECOND`], or unlimited.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Speed(usize);

impl Default for Speed {
    /// 5 steps a second: slow enough to follow each try.
    fn default() -> Self {
        Self(2)
    }
}

impl Speed {
    pub const UNLIMITED: Speed = Speed(STEPS_PER_SECOND.len());
    pub const SLOWEST: Speed = Speed(0);

    #[must_use]
    pub fn faster(self) -> Self {
        Self((self.0 + 1).min(Self::UNLIMITED.0))
    }

    #[must_use]
    pub fn slower(self) -> Self {
        Self(self.0.saturating_sub(1))
    }

    /// Steps per second; `None` for unlimited.
    #[must_use]
    pub fn per_second(self) -> Option<u32> {
        STEPS_PER_SECOND.get(self.0).copied()
    }

    /// `5/s`, `10k/s`, `1M/s`, `max`.
    #[must_use]
    pub fn label(self) -> String {
        match self.per_second() {
            None => "max".to_owned(),
            Some(n) if n >= 1_000_000 => format!("{}M/s", n / 1_000_000),
            Some(n) if n >= 1_000 => format!("{}k/s", n / 1_000),
            Some(n) => format!("{n}/s"),
        }
    }

    /// `5`, `1000`, `max` (or `unlimited`): one of the speeds `+` and `-` move between.
    pub fn parse(text: &str) -> Result<Speed, String> {
        let per_second = match text {
            "max" | "unlimited" => None,
            n => Some(n.parse::<u32>().map_err(|e| format!("{text:?}: {e}"))?),
        };
        Speed::from_per_second(per_second).ok_or_else(|| {
            let all: Vec<String> = Speed::all()
                .map(|s| s.per_second().map_or("max".to_owned(), |n| n.to_string()))
                .collect();
            format!("expected one of {}", all.join(", "))
        })
    }

    /// The speed with this many steps per second (`None`: unlimited), if it is in the table.
    #[must_use]
    pub fn from_per_second(per_second: Option<u32>) -> Option<Self> {
        match per_second {
            None => Some(Self::UNLIMITED),
            Some(n) => STEPS_PER_SECOND.iter().position(|&s| s == n).map(Self),
        }
    }

    /// Every speed, slowest first (for `--speed`'s error message).
    pub fn all() -> impl Iterator<Item = Speed> {
        (0..=Self::UNLIMITED.0).map(Self)
    }
}

/// When frames are due and how many steps each is worth.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pace {
    last: Option<Instant>,
    next_due: Option<Instant>,
    /// Steps owed but not yet taken (a fraction at slow speeds).
    carry: f64,
}

impl Pace {
    /// Playback starts: the first step comes at once.
    pub fn start(&mut self, speed: Speed, now: Instant) {
        self.last = Some(now);
        self.next_due = Some(now);
        self.carry = if speed.per_second().is_some() {
            1.0
        } else {
            0.0
        };
    }

    /// The speed changed while playing: keep going from now at the new rate.
    pub fn retime(&mut self, speed: Speed, now: Instant) {
        self.last = Some(now);
        self.carry = 0.0;
        self.next_due = Some(now + interval(speed, 0.0));
    }

    #[must_use]
    pub fn wake_in(&self, now: Instant) -> Duration {
        self.next_due
            .map_or(Duration::ZERO, |due| due.saturating_duration_since(now))
    }

    /// The frame at `now`: how many steps to take, at most `budget` (what the event loop allows
    /// a frame at full speed), or `None` when no frame is due yet (the loop woke for another
    /// reason, e.g. a second of the clock).
    pub fn frame(&mut self, speed: Speed, now: Instant, budget: u64) -> Option<u64> {
        if self.next_due.is_some_and(|due| now < due) {
            return None;
        }
        let elapsed = self
            .last
            .map_or(Duration::ZERO, |last| now.saturating_duration_since(last));
        self.last = Some(now);
        let Some(per_second) = speed.per_second() else {
            self.next_due = Some(now + FRAME);
            return Some(budget);
        };
        let per_second = f64::from(per_second);
        // A stall (a slow frame, a suspended terminal) is not made up in one burst.
        let most = (per_second * 2.0 * FRAME.as_secs_f64()).max(1.0);
        self.carry = (self.carry + elapsed.as_secs_f64() * per_second).min(most);
        // The tiny allowance absorbs timer rounding: a frame woken a hair early still steps.
        let steps = (self.carry + 1e-6).floor();
        self.carry = (self.carry - steps).max(0.0);
        self.next_due = Some(now + interval(speed, self.carry));
        Some((steps as u64).min(budget))
    }
}

/// How long `steps` took, by the event loop's measure: it sizes `budget` to take [`WORK`], so a
/// frame that took part of its budget took that part of the time. This closes the rate meter at
/// the end of a frame's work without reading the clock.
#[must_use]
pub fn work_time(steps: u64, budget: u64) -> Duration {
    WORK.mul_f64((steps as f64 / budget.max(1) as f64).min(1.0))
}

/// Time until the next frame: the next whole step at slow speeds, else one frame.
fn interval(speed: Speed, carry: f64) -> Duration {
    match speed.per_second() {
        Some(n) if f64::from(n) * FRAME.as_secs_f64() < 1.0 => {
            Duration::from_secs_f64((1.0 - carry).max(0.0) / f64::from(n)).max(FRAME)
        }
        _ => FRAME,
    }
}

/// Measured steps per second while playing, over windows of half a second, and in total over
/// all the time spent playing (for the summary printed at exit).
#[derive(Clone, Copy, Debug, Default)]
pub struct RateMeter {
    window: Option<(Instant, u64)>,
    rate: Option<f64>,
    last: Option<(Instant, u64)>,
    /// Whether a window closed since playing last started: if not, the rate on show is an
    /// older run's.
    closed_this_run: bool,
    /// Steps taken and time spent while playing, up to the last sample.
    pub played_steps: u64,
    pub played_time: Duration,
    /// Frames sampled while playing.
    pub frames: u64,
}

impl RateMeter {
    const WINDOW: Duration = Duration::from_millis(500);

    pub fn start(&mut self, steps: u64, now: Instant) {
        self.window = Some((now, steps));
        self.last = Some((now, steps));
        self.closed_this_run = false;
    }

    /// Playing stops: the last rate stays on show (a run that ended keeps its figure), and a
    /// run too short to close a window is given its own average, never an older run's rate
    /// (End after playing at 5/s jumps thousands of steps in a frame or two: "5" would be
    /// false of it).
    pub fn stop(&mut self) {
        if !self.closed_this_run
            && let (Some((since, from)), Some((until, to))) = (self.window, self.last)
        {
            let time = until.saturating_duration_since(since);
            if !time.is_zero() {
                self.rate = Some(to.saturating_sub(from) as f64 / time.as_secs_f64());
            }
        }
        self.window = None;
        self.last = None;
    }

    /// A new search (restart, another strategy): no figure until it plays.
    pub fn forget(&mut self) {
        self.stop();
        self.rate = None;
    }

    /// Note that the search is at `steps` at `now`.
    pub fn sample(&mut self, steps: u64, now: Instant) {
        if let Some((when, at)) = self.last {
            self.played_steps += steps.saturating_sub(at);
            self.played_time += now.saturating_duration_since(when);
            self.frames += 1;
        }
        self.last = Some((now, steps));
        let Some((since, at)) = self.window else {
            return;
        };
        let elapsed = now.saturating_duration_since(since);
        if elapsed >= Self::WINDOW {
            self.rate = Some(steps.saturating_sub(at) as f64 / elapsed.as_secs_f64());
            self.window = Some((now, steps));
            self.closed_this_run = true;
        }
    }

    /// The last measured rate; `None` before the first window closes or after [`Self::forget`].
    #[must_use]
    pub fn rate(&self) -> Option<f64> {
        self.rate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_speeds_step_once_per_interval_and_the_first_step_is_immediate() {
        let t0 = Instant::now();
        let speed = Speed::from_per_second(Some(2)).unwrap();
        let mut pace = Pace::default();
        pace.start(speed, t0);
        assert_eq!(pace.frame(speed, t0, u64::MAX), Some(1));
        assert_eq!(pace.wake_in(t0), Duration::from_millis(500));
        assert_eq!(
            pace.frame(speed, t0 + Duration::from_millis(100), u64::MAX),
            None
        );
        let t1 = t0 + Duration::from_millis(500);
        assert_eq!(pace.frame(speed, t1, u64::MAX), Some(1));
        // Ten seconds of 2 steps/s, frame by frame, make 20 steps.
        let mut now = t1;
        let mut steps = 0;
        while now < t1 + Duration::from_secs(10) {
            now += pace.wake_in(now);
            steps += pace.frame(speed, now, u64::MAX).unwrap_or(0);
        }
        assert_eq!(steps, 20);
    }

    #[test]
    fn fast_speeds_grow_the_steps_per_frame_and_never_exceed_60_frames_a_second() {
        let t0 = Instant::now();
        let speed = Speed::from_per_second(Some(100_000)).unwrap();
        let mut pace = Pace::default();
        pace.start(speed, t0);
        let mut now = t0;
        let (mut frames, mut steps) = (0, 0);
        while now < t0 + Duration::from_secs(1) {
            if let Some(taken) = pace.frame(speed, now, u64::MAX) {
                frames += 1;
                steps += taken;
            }
            now += pace.wake_in(now).max(Duration::from_millis(1));
        }
        assert!((59..=61).contains(&frames), "{frames} frames");
        assert!((98_000..=101_000).contains(&steps), "{steps} steps");
    }

    #[test]
    fn unlimited_takes_the_whole_budget_every_frame_and_paced_speeds_no_more_than_it() {
        let t0 = Instant::now();
        let mut pace = Pace::default();
        pace.start(Speed::UNLIMITED, t0);
        assert_eq!(pace.frame(Speed::UNLIMITED, t0, 70_000), Some(70_000));
        assert_eq!(pace.wake_in(t0), FRAME);
        // 1M steps a second is 16,667 a frame: a budget of 5,000 (a slow search) holds it back.
        let speed = Speed::from_per_second(Some(1_000_000)).unwrap();
        pace.start(speed, t0);
        assert_eq!(pace.frame(speed, t0 + FRAME, 5_000), Some(5_000));
        assert_eq!(pace.frame(speed, t0 + FRAME * 2, u64::MAX), Some(16_667));
    }

    #[test]
    fn a_run_too_short_for_a_window_shows_its_own_rate_not_the_last_runs() {
        let t0 = Instant::now();
        let mut meter = RateMeter::default();
        // Two seconds at 10 steps a second: windows close on 10/s.
        meter.start(0, t0);
        for i in 1..=20 {
            meter.sample(i, t0 + Duration::from_millis(100 * i));
        }
        meter.stop();
        assert_eq!(meter.rate().map(f64::round), Some(10.0));
        // End: 8,356 steps in two frames, 20 ms: the figure is that run's, 417,800 a second.
        let t1 = t0 + Duration::from_secs(3);
        meter.start(20, t1);
        meter.sample(20, t1);
        meter.sample(4_116, t1 + Duration::from_millis(17));
        meter.sample(8_376, t1 + Duration::from_millis(20));
        meter.stop();
        assert_eq!(meter.rate().map(f64::round), Some(417_800.0));
        // A run that closed a window keeps the window's figure, and the totals keep all runs.
        assert_eq!(meter.played_steps, 8_376);
    }

    #[test]
    fn speeds_step_through_the_table_and_stop_at_the_ends() {
        assert_eq!(Speed::SLOWEST.slower(), Speed::SLOWEST);
        assert_eq!(Speed::UNLIMITED.faster(), Speed::UNLIMITED);
        let labels: Vec<String> = Speed::all().map(Speed::label).collect();
        assert_eq!(labels.first().map(String::as_str), Some("1/s"));
        assert!(labels.contains(&"10k/s".to_owned()));
        assert!(labels.contains(&"1M/s".to_owned()));
        assert_eq!(labels.last().map(String::as_str), Some("max"));
    }
}
