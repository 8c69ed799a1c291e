//! Elapsed play time that survives pauses and saves. Callers pass `now`, so tests and
//! snapshots are deterministic and the UI decides when a second has passed.

use std::time::{Duration, Instant};

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Timer {
    /// Time counted before the current run.
    banked: Duration,
    /// When the clock was last started, while it runs.
    running_since: Option<Instant>,
}

impl Timer {
    /// A stopped timer showing `elapsed` (a resumed game).
    #[must_use]
    pub const fn stopped_at(elapsed: Duration) -> Self {
        Self {
            banked: elapsed,
            running_since: None,
        }
    }

    pub fn start(&mut self, now: Instant) {
        if self.running_since.is_none() {
            self.running_since = Some(now);
        }
    }

    pub fn stop(&mut self, now: Instant) {
        if let Some(since) = self.running_since.take() {
            self.banked += now.saturating_duration_since(since);
        }
    }

    #[must_use]
    pub const fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    #[must_use]
    pub fn elapsed(&self, now: Instant) -> Duration {
        self.banked
            + self
                .running_since
                .map_or(Duration::ZERO, |since| now.saturating_duration_since(since))
    }

    /// How long until the shown whole-second value changes; `None` while stopped. The UI
    /// sleeps exactly this long, so an idle game wakes once a second and a paused one never.
    #[must_use]
    pub fn until_next_second(&self, now: Instant) -> Option<Duration> {
        self.running_since?;
        let into_second = self.elapsed(now).subsec_nanos();
        Some(Duration::from_nanos(u64::from(1_000_000_000 - into_second)))
    }
}

/// `mm:ss`, or `h:mm:ss` from an hour on.
#[must_use]
pub fn clock(elapsed: Duration) -> String {
    let secs = elapsed.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_do_not_count() {
        let t0 = Instant::now();
        let mut timer = Timer::stopped_at(Duration::from_secs(10));
        timer.start(t0);
        timer.stop(t0 + Duration::from_secs(5));
        assert_eq!(
            timer.elapsed(t0 + Duration::from_secs(100)),
            Duration::from_secs(15)
        );
        timer.start(t0 + Duration::from_secs(100));
        assert_eq!(
            timer.elapsed(t0 + Duration::from_millis(101_250)),
            Duration::from_millis(16_250)
        );
        assert_eq!(
            timer.until_next_second(t0 + Duration::from_millis(101_250)),
            Some(Duration::from_millis(750))
        );
    }

    #[test]
    fn clock_format() {
        assert_eq!(clock(Duration::from_secs(75)), "01:15");
        assert_eq!(clock(Duration::from_secs(3725)), "1:02:05");
    }
}
