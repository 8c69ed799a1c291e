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

/// `42%`, `3.1%`, `0.0042%`: enough digits that a long search's first steps show movement,
/// never rounded up to 100% before the end.
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
    } else {
        // Two significant digits.
        let digits = (-p.log10()).floor() as usize + 2;
        format!("{p:.digits$}%")
    };
    if text == "100%" {
        "99%".to_owned()
    } else {
        text
    }
}

/// The time left at `rate` steps a second if the whole search is `steps / fraction` steps:
/// `None` until there is a rate and some progress.
#[must_use]
pub fn eta(fraction: f64, steps: u64, rate: Option<f64>) -> Option<Duration> {
    let rate = rate.filter(|&r| r > 0.0)?;
    if !(fraction > 0.0 && fraction < 1.0) {
        return None;
    }
    let left = steps as f64 * (1.0 - fraction) / fraction;
    Some(Duration::from_secs_f64((left / rate).min(1e12)))
}

/// `12 s`, `4 min`, `3 h`, `5 days`, `2 years`, `ages`.
#[must_use]
pub fn duration_words(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3_600 => format!("{} min", s / 60),
        3_600..86_400 => format!("{} h", s / 3_600),
        86_400..31_557_600 => format!("{} days", s / 86_400),
        _ if s < 3_155_760_000 => format!("{} years", s / 31_557_600),
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
        assert_eq!(percent(0.000_042), "0.0042%");
        assert_eq!(percent(0.999_999), "99%");
        assert_eq!(percent(1.0), "100%");
    }

    #[test]
    fn the_eta_follows_the_rate() {
        let left = eta(0.25, 1_000, Some(100.0)).expect("an eta");
        assert_eq!(left, Duration::from_secs(30));
        assert_eq!(eta(0.0, 1_000, Some(100.0)), None);
        assert_eq!(eta(0.5, 1_000, None), None);
        assert_eq!(duration_words(Duration::from_secs(90)), "1 min");
        assert_eq!(
            duration_words(Duration::from_secs(1e11 as u64)),
            "over a century"
        );
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
