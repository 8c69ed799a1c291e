//! The counters panel: steps, guesses, backtracks, depth, speed. Its title names the puzzle and
//! the strategy; the right of the title says whether playback runs.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::watch::Watch;
use crate::tui::watch::describe::thousands;
use crate::tui::watch::style::WatchStyle;

/// Two borders and five lines.
pub const HEIGHT: u16 = 7;
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
    let lines = vec![
        row("Steps", thousands(counters.steps), String::new()),
        row("Tries", thousands(counters.tries), forced),
        row("Backtracks", thousands(counters.backtracks), String::new()),
        row(
            "Depth",
            depth.to_string(),
            format!("max {}", counters.max_depth),
        ),
        row(
            "Steps/s",
            rate,
            format!("speed {}", watch.effective_speed().label()),
        ),
    ];
    let state = if watch.playing {
        Span::styled(" ▶ playing ", style.playing)
    } else {
        Span::styled(" ‖ paused ", theme.dim)
    };
    let strategy = watch.strategy_name();
    let room = usize::from(area.width).saturating_sub(state.width() + strategy.len() + 7);
    let title = format!(" {} · {strategy} ", text::ellipsize(&watch.source, room));
    Paragraph::new(lines)
        .block(pane::titled(title, theme.dim, theme).title_top(Line::from(state).right_aligned()))
        .render(area, buf);
}
