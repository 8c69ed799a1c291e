//! How far the search has come, drawn in text: the progress bar with its percentage and ETA,
//! and the trail of recent depths as a sparkline, so the rhythm of descending and backing up
//! shows at a glance. Pure functions of numbers, so each is tested without a terminal.

use std::time::Duration;

/// The depths of the last steps seen (a sample per frame while playing, every step when
/// stepping by hand), oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DepthTrail {
    samples: Vec<(u64, usize)>,
}

impl DepthTrail {
    /// More than the widest panel draws.
    const KEEP: usize = 64;

    /// The depth at `step`. Samples after `step` are dropped first: the watch has stepped
    /// back, and the trail shows the road to where it now stands.
    pub fn record(&mut self, step: u64, depth: usize) {
        self.samples.retain(|&(s, _)| s < step);
        self.samples.push((step, depth));
        if self.samples.len() > Self::KEEP {
            self.samples.remove(0);
        }
    }

    pub fn clear(&mut self) {
        self.samples.clear();
    }

    /// The last `width` depths as bars `▁`–`█`, scaled to `deepest`; blank where there are
    /// no samples yet.
    #[must_use]
    pub fn sparkline(&self, width: usize, deepest: usize) -> String {
        const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
        let deepest = deepest.max(1);
        let start = self.samples.len().saturating_sub(width);
        self.samples[start..]
            .iter()
            .map(|&(_, depth)| {
                let level = (depth.min(deepest) * (BARS.len() - 1) + deepest / 2) / deepest;
                BARS[level]
            })
            .collect()
    }
}

/// A bar of `width` cells filled to `fraction` with eighth blocks on a light track:
/// `███▌░░░░`, so an empty bar still reads as one, with colour or without.
#[must_use]
pub fn bar(fraction: f64, width: usize) -> String {
    const EIGHTHS: [char; 8] = [' ', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
    let eighths = (fraction.clamp(0.0, 1.0) * (width * 8) as f64).floor() as usize;
    let full = eighths / 8;
    let mut out = "█".repeat(full);
    if full < width {
        let partial = EIGHTHS[eighths % 8];
        out.push(if partial == ' ' { '░' } else { partial });
        out.push_str(&"░".repeat(width - full - 1));
    }
    out
}

/// `42%`, `3.1%`, `0.42%`, `< 0.01%`: never rounded up to 100% before the end, and a share
/// too small to read says so rather than spelling out zeros.
#[must_use]
pub fn percent(fraction: f64) -> String {
    let p = fraction.clamp(0.0, 1.0) * 100.0;
    if p >= 100.0 {
        return "100%".to_owned();
    }
    if p == 0.0 {
        return "0%".to_owned();
    }
    let text = if p >= 10.0 {
        format!("{:.0}%", p.floor())
    } else if p >= 1.0 {
        format!("{:.1}%", (p * 10.0).floor() / 10.0)
    } else if p >= 0.01 {
        format!("{:.2}%", (p * 100.0).floor() / 100.0)
    } else {
        "< 0.01%".to_owned()
    };
    if text == "100%" {
        "99%".to_owned()
    } else {
        text
    }
}

/// The time the steps from `steps` to `total` (the whole tree's, counted) take at `rate`
/// steps a second: `None` until there is a rate, and once the tree is done.
#[must_use]
pub fn eta(total: u64, steps: u64, rate: Option<f64>) -> Option<Duration> {
    let rate = rate.filter(|&r| r > 0.0)?;
    let left = total.checked_sub(steps).filter(|&n| n > 0)?;
    Some(Duration::from_secs_f64((left as f64 / rate).min(1e12)))
}

/// The time left to finish the whole tree, shown only once it holds still: over the last
/// [`EtaTrack::SPAN`] of playing, the predicted end moved by no more than a fifth of the time
/// left (and a second). The steps left are counted, but the measured rate jumps (most do, early
/// on): such a search gets no ETA rather than one that says 1 s for a quarter of a minute.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EtaTrack {
    /// (when, predicted end), oldest first, covering a little more than the span.
    samples: std::collections::VecDeque<(std::time::Instant, std::time::Instant)>,
}

impl EtaTrack {
    pub const SPAN: Duration = Duration::from_secs(3);

    /// Forget every prediction: playback stopped, or the search jumped.
    pub fn clear(&mut self) {
        self.samples.clear();
    }

    /// Note the time left predicted at `now` (`None`: no prediction, which breaks the run).
    pub fn sample(&mut self, now: std::time::Instant, left: Option<Duration>) {
        let Some(left) = left else {
            self.samples.clear();
            return;
        };
        self.samples.push_back((now, now + left));
        // Keep one sample older than the span, so a full span is known to be covered.
        while self
            .samples
            .get(1)
            .is_some_and(|&(when, _)| now.saturating_duration_since(when) >= Self::SPAN)
        {
            self.samples.pop_front();
        }
    }

    /// The time left as of the last sample, if the predictions have held still.
    #[must_use]
    pub fn stable(&self) -> Option<Duration> {
        let &(first, _) = self.samples.front()?;
        let &(now, end) = self.samples.back()?;
        if now.saturating_duration_since(first) < Self::SPAN {
            return None;
        }
        let left = end.saturating_duration_since(now);
        let earliest = self.samples.iter().map(|&(_, e)| e).min()?;
        let latest = self.samples.iter().map(|&(_, e)| e).max()?;
        let spread = latest.saturating_duration_since(earliest);
        (spread <= left / 5 + Duration::from_secs(1)).then_some(left)
    }
}

/// `12 s`, `4 min`, `3 h`, `5 days`, `2 years`, `ages`.
#[must_use]
pub fn duration_words(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3_600 => format!("{} min", s / 60),
        3_600..86_400 => format!("{} h", s / 3_600),
        86_400..31_557_600 => crate::tui::text::counted(s / 86_400, "day"),
        _ if s < 3_155_760_000 => crate::tui::text::counted(s / 31_557_600, "year"),
        _ => "over a century".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills_in_eighths_and_keeps_its_width() {
        assert_eq!(bar(0.0, 4), "░░░░");
        assert_eq!(bar(0.5, 4), "██░░");
        assert_eq!(bar(0.55, 4), "██▏░");
        assert_eq!(bar(1.0, 4), "████");
        for i in 0..=100 {
            assert_eq!(bar(f64::from(i) / 100.0, 7).chars().count(), 7);
        }
    }

    #[test]
    fn percentages_show_early_movement_and_never_round_up_to_done() {
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(0.4219), "42%");
        assert_eq!(percent(0.031), "3.1%");
        assert_eq!(percent(0.004_2), "0.42%");
        assert_eq!(percent(0.000_042), "< 0.01%");
        assert_eq!(percent(7e-18), "< 0.01%");
        assert_eq!(percent(0.999_999), "99%");
        assert_eq!(percent(1.0), "100%");
    }

    #[test]
    fn the_eta_follows_the_rate() {
        // 3,000 steps of the whole tree's 4,000 left, at 100 a second.
        let left = eta(4_000, 1_000, Some(100.0)).expect("an eta");
        assert_eq!(left, Duration::from_secs(30));
        assert_eq!(eta(1_000, 1_000, Some(100.0)), None);
        assert_eq!(eta(4_000, 1_000, None), None);
        assert_eq!(duration_words(Duration::from_secs(90)), "1 min");
        assert_eq!(
            duration_words(Duration::from_secs(1e11 as u64)),
            "over a century"
        );
    }

    #[test]
    fn an_eta_shows_only_once_its_predictions_hold_still() {
        let t0 = std::time::Instant::now();
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        let mut track = EtaTrack::default();
        // A search that says 1 s left, again and again, for 17 s: never steady.
        for i in 0..=17 {
            track.sample(at(i * 1_000), Some(Duration::from_secs(1)));
            assert_eq!(track.stable(), None, "{i}");
        }
        // Predictions that agree for three seconds.
        track.clear();
        for i in 0..=6 {
            let now = i * 500;
            track.sample(at(now), Some(Duration::from_millis(60_000 - now)));
        }
        assert_eq!(track.stable(), Some(Duration::from_secs(57)));
        // Not yet three seconds of them: nothing.
        track.clear();
        track.sample(at(0), Some(Duration::from_secs(60)));
        track.sample(at(2_000), Some(Duration::from_secs(58)));
        assert_eq!(track.stable(), None);
        // A prediction that jumps breaks the run.
        track.sample(at(3_500), Some(Duration::from_secs(5)));
        assert_eq!(track.stable(), None);
    }

    #[test]
    fn the_trail_forgets_what_lies_after_a_step_back() {
        let mut trail = DepthTrail::default();
        for (step, depth) in [(1, 1), (2, 4), (3, 8), (4, 2)] {
            trail.record(step, depth);
        }
        assert_eq!(trail.sparkline(10, 8), "▂▅█▃");
        trail.record(2, 4);
        assert_eq!(trail.sparkline(10, 8), "▂▅");
        assert_eq!(trail.sparkline(1, 8), "▅");
    }
}
