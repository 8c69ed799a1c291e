//! The counters panel: steps, guesses, backtracks, depth with a sparkline of recent depths, how
//! far the search has come (a bar, a percentage and the time left at the current speed), and
//! speed. For the logic strategy: digits placed, candidates removed, the running score and
//! level. Its title names the puzzle and the strategy; the right of the title says whether
//! playback runs.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::describe::thousands;
use crate::tui::watch::gauge;

/// Two borders and six lines.
pub const HEIGHT: u16 = 8;

/// The pane's height for `watch`: the domino search has no progress estimate, so no line
/// for one.
#[must_use]
pub fn height(watch: &Watch) -> u16 {
    if watch.search.progress().is_some() {
        HEIGHT
    } else {
        HEIGHT - 1
    }
}
const LABEL: usize = 11;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let counters = watch.search.counters();
    let depth = watch.search.depth();
    // Steps is the largest count. Where the pane is narrow (73 columns) the column narrows to
    // the values, then a note that still does not fit is cut with `…`, never mid-wrap.
    let inner = usize::from(area.width.saturating_sub(4));
    let steps_width = thousands(counters.steps).len();
    let value_width = if LABEL + 7.max(steps_width) + 2 + "speed 50/s".len() <= inner {
        steps_width.max(7)
    } else {
        steps_width
    };
    let row = |label: &str, value: String, extra: String| {
        let room = inner.saturating_sub(LABEL + value_width.max(value.len()) + 2);
        Line::from(vec![
            Span::styled(format!("{label:<LABEL$}"), theme.dim),
            Span::styled(format!("{value:>value_width$}"), theme.text),
            Span::styled(format!("  {}", text::ellipsize(&extra, room)), theme.dim),
        ])
    };
    let forced = if counters.forced > 0 {
        format!("+{} forced", thousands(counters.forced))
    } else {
        String::new()
    };
    let rate = watch
        .meter
        .rate()
        .map_or_else(|| "-".to_owned(), |r| thousands(r.round() as u64));
    let speed = row(
        "Steps/s",
        rate,
        format!("speed {}", watch.effective_speed().label()),
    );
    let progress = progress_line(watch, theme, inner);
    let no_estimate = progress.spans.is_empty();
    let lines = if let Some(run) = watch.search.logic() {
        let (score, level) = run.score();
        let brute = match counters.tries {
            0 => String::new(),
            n => format!("{} by brute force", thousands(n)),
        };
        vec![
            row(
                "Steps",
                thousands(counters.steps),
                format!("of {}", run.len()),
            ),
            row("Placed", thousands(counters.forced + counters.tries), brute),
            row("Removed", thousands(run.removed() as u64), String::new()),
            row(
                "Score",
                thousands(u64::from(score)),
                level.map_or_else(String::new, |l| l.name().to_owned()),
            ),
            progress,
            speed,
        ]
    } else {
        let max = format!("max {}", counters.max_depth);
        let room = inner.saturating_sub(LABEL + value_width.max(2) + 2 + max.len() + 1);
        let trail = watch.trail.sparkline(room.min(32), counters.max_depth);
        vec![
            row("Steps", thousands(counters.steps), String::new()),
            row("Tries", thousands(counters.tries), forced),
            row("Backtracks", thousands(counters.backtracks), String::new()),
            row("Depth", depth.to_string(), format!("{max} {trail}")),
            progress,
            speed,
        ]
    };
    let mut lines = lines;
    if no_estimate {
        lines.retain(|line| !line.spans.is_empty());
    }
    let state = if watch.playback.is_playing() {
        Span::styled(" ▶ playing ", style.playing)
    } else {
        Span::styled(" ‖ paused ", theme.dim)
    };
    let strategy = watch.strategy_name();
    let room = usize::from(area.width).saturating_sub(state.width() + strategy.len() + 7);
    let title = format!(
        " {} · {strategy} ",
        text::shorten_source(&watch.source, room)
    );
    let lines = text::fit_lines(lines, usize::from(area.width.saturating_sub(2)));
    Paragraph::new(lines)
        .block(pane::titled(title, theme.dim, theme).title_top(Line::from(state).right_aligned()))
        .render(area, buf);
}

/// `Progress  ████▌     42%  ETA 3 min`: the bar takes the room the words leave.
fn progress_line(watch: &Watch, theme: &Theme, inner: usize) -> Line<'static> {
    let label = Span::styled(format!("{:<LABEL$}", "Progress"), theme.dim);
    let Some(fraction) = watch.search.progress() else {
        return Line::default();
    };
    let percent = gauge::percent(fraction);
    let eta = if watch.playback.is_playing() {
        gauge::eta(fraction, watch.search.steps(), watch.meter.rate())
            .map(|left| format!("  ETA {}", gauge::duration_words(left)))
            .unwrap_or_default()
    } else {
        String::new()
    };
    let words = format!(" {percent:>7}{eta}");
    let room = inner.saturating_sub(LABEL + text::width(&words));
    let width = room.clamp(4, 20);
    let words = text::ellipsize(&words, inner.saturating_sub(LABEL + width));
    Line::from(vec![
        label,
        Span::styled(gauge::bar(fraction, width), theme.text),
        Span::styled(words, theme.text),
    ])
}
