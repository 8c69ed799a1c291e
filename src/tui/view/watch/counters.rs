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
use crate::tui::text::thousands;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::gauge;
use crate::tui::watch::search::Search;
use crate::tui::watch::whole::WholeTree;

mod folded;

const LABEL: usize = 11;

/// Below this many columns inside the pane (a 65-column terminal) the counters fold: see
/// [`folded`].
const FOLD_BELOW: usize = 26;

/// Whether the counts beside other counts (the backtracks, the deepest stack, the forced
/// placements) fit whole on the wide rows; where one would be cut, the pane folds instead.
fn wide_fits(watch: &Watch, inner: usize, value_width: usize) -> bool {
    if inner < FOLD_BELOW {
        return false;
    }
    let counters = watch.search.counters();
    if watch.search.logic().is_some() {
        return true;
    }
    let beside = [
        format!("back {}", thousands(counters.exhausted_frames())),
        format!("max {}", counters.max_depth),
        format!("+{} forced", thousands(counters.forced)),
    ];
    beside
        .iter()
        .all(|words| LABEL + value_width + 2 + text::width(words) <= inner)
}

/// The pane's height for `watch` at `width` columns: the domino search has no progress
/// estimate, so no line for one; a narrow pane may give a count a line of its own.
#[must_use]
pub fn height(watch: &Watch, theme: &Theme, width: u16) -> u16 {
    let lines = lines(watch, theme, inner_width(width)).len();
    u16::try_from(lines).unwrap_or(u16::MAX).saturating_add(2)
}

/// Inside the borders and the padding.
fn inner_width(width: u16) -> usize {
    usize::from(width.saturating_sub(4))
}

fn lines(watch: &Watch, theme: &Theme, inner: usize) -> Vec<Line<'static>> {
    let counters = watch.search.counters();
    let depth = watch.search.depth();
    // Steps is the largest count. Where the pane is narrow (73 columns) the column narrows to
    // the values, then a note that still does not fit is cut with `…`, never mid-wrap.
    let steps_width = thousands(counters.steps).len();
    let value_width = if LABEL + 7.max(steps_width) + 2 + "speed 50/s".len() <= inner {
        steps_width.max(7)
    } else {
        steps_width
    };
    if !wide_fits(watch, inner, value_width) {
        return folded::lines(watch, theme, inner);
    }
    // What goes beside a value is shown whole or not at all: `+14 forc…` would say less than
    // nothing.
    let room_beside = |value: &str| inner.saturating_sub(LABEL + value_width.max(value.len()) + 2);
    let row = |label: &str, value: String, extra: String| {
        let extra = if text::width(&extra) <= room_beside(&value) {
            extra
        } else {
            String::new()
        };
        Line::from(vec![
            Span::styled(format!("{label:<LABEL$}"), theme.dim),
            Span::styled(format!("{value:>value_width$}"), theme.text),
            Span::styled(format!("  {extra}"), theme.dim),
        ])
    };
    let (label, value, extra) = speed_words(watch);
    let speed = row(label, value, extra);
    let progress = progress_line(watch, theme, inner, LABEL);
    let no_estimate = progress.spans.is_empty();
    let mut lines = if let Some(run) = watch.search.logic() {
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
        let trail_room = inner.saturating_sub(LABEL + value_width.max(2) + 2 + max.len() + 1);
        let trail = watch
            .trail
            .sparkline(trail_room.min(32), counters.max_depth);
        let (steps_extra, tries_extra) = tries_words(watch);
        let tries = thousands(counters.tries);
        // The whole tree's tries and the forced placements beside the tries where both fit
        // whole, else the forced ones on a line of their own.
        let forced_apart = counters.forced > 0 && text::width(&tries_extra) > room_beside(&tries);
        let tries_row = if forced_apart {
            row("Tries", tries, watch.tree_words().unwrap_or_default())
        } else {
            row("Tries", tries, tries_extra)
        };
        let forced_row =
            forced_apart.then(|| row("Forced", thousands(counters.forced), String::new()));
        let mut lines = vec![
            row("Steps", thousands(counters.steps), steps_extra),
            tries_row,
            // Apart, as `trace` names them: `d` stops at dead ends, `b` at backtracks.
            row(
                "Dead ends",
                thousands(counters.dead_ends),
                format!("back {}", thousands(counters.exhausted_frames())),
            ),
            row("Depth", depth.to_string(), format!("{max} {trail}")),
            progress,
            speed,
        ];
        if let Some(forced) = forced_row {
            lines.insert(2, forced);
        }
        lines
    };
    if no_estimate {
        lines.retain(|line| !line.spans.is_empty());
    }
    lines
}

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let lines = lines(watch, theme, inner_width(area.width));
    let state = if watch.playback.is_playing() {
        Span::styled(" ▶ playing ", style.playing)
    } else {
        Span::styled(" ‖ paused ", theme.dim)
    };
    let title = title(watch, usize::from(area.width), state.width());
    let lines = text::fit_lines(lines, inner_width(area.width));
    Paragraph::new(lines)
        .block(pane::titled(title, theme.dim, theme).title_top(Line::from(state).right_aligned()))
        .render(area, buf);
}

/// ` classic.txt · row-major `, in a pane `width` wide beside a state `state` wide: the
/// puzzle's name is shortened, then left out (the start screen and the command line name
/// it), then the strategy is cut with `…`; never over the state.
fn title(watch: &Watch, width: usize, state: usize) -> String {
    // Both corners.
    let room = width.saturating_sub(state + 2);
    let strategy = watch.strategy_name();
    // The name, ` · ` and the spaces either side.
    let source_room = room.saturating_sub(text::width(strategy) + 5);
    // Fewer columns than `#12` or `ab…` would say nothing.
    if source_room >= 4 {
        format!(
            " {} · {strategy} ",
            text::shorten_source(&watch.source, source_room)
        )
    } else {
        format!(" {} ", text::ellipsize(strategy, room.saturating_sub(2)))
    }
}

/// The Steps/s line, or while playing, once the prediction holds still, the time to finish
/// the whole tree (not to the solution, which may come much sooner).
fn speed_words(watch: &Watch) -> (&'static str, String, String) {
    let speed = watch.effective_speed().label();
    match watch.eta.stable().filter(|_| watch.playback.is_playing()) {
        Some(left) => (
            "Whole tree",
            gauge::duration_words(left),
            format!("left at {speed}"),
        ),
        None => {
            let rate = watch
                .meter
                .rate()
                .map_or_else(|| "-".to_owned(), |r| thousands(r.round() as u64));
            ("Steps/s", rate, format!("speed {speed}"))
        }
    }
}

/// What goes beside the steps and beside the tries: the whole tree's tries, counted in the
/// background (never estimated: read off the current path, Knuth's estimate swung from 63 to
/// 16k tries within one run and ended 540 times the classic's 4,631), and the forced
/// placements.
fn tries_words(watch: &Watch) -> (String, String) {
    let forced = match watch.search.counters().forced {
        0 => None,
        n => Some(format!("+{} forced", thousands(n))),
    };
    let words: Vec<String> = watch.tree_words().into_iter().chain(forced).collect();
    (String::new(), words.join(" "))
}

/// `Tree       ████▌░░░░   42%`: the tries made as a share of the whole tree's (for a logic
/// solve the cells filled, for a replay the trace replayed), on a bar whose width depends on
/// the pane alone, so it never shrinks while the share grows.
fn progress_line(watch: &Watch, theme: &Theme, inner: usize, label: usize) -> Line<'static> {
    let name = watch.search.progress_name();
    let label_span = Span::styled(format!("{name:<label$}"), theme.dim);
    let room = inner.saturating_sub(label.max(text::width(name)));
    let fraction = match &watch.search {
        Search::Classic(_) => match watch.whole_tree {
            WholeTree::Counted(size) if size.complete && size.tries == 0 => {
                let words = text::first_fitting(&["no guess in it", "no guesses"], room);
                return Line::from(vec![label_span, Span::styled(words, theme.dim)]);
            }
            WholeTree::Counted(size) if size.complete => watch.tries_share(),
            // Said on the tries row: `of ≥ 15M`.
            WholeTree::Counted(_) | WholeTree::Counting | WholeTree::Unasked => {
                return Line::from(vec![
                    label_span,
                    Span::styled(tree_unknown(watch, room), theme.dim),
                ]);
            }
            WholeTree::Unknown => None,
        },
        search => search.progress(),
    };
    let Some(fraction) = fraction else {
        return Line::default();
    };
    let percent = gauge::percent(fraction);
    // Room for the widest share, `< 0.01%`.
    let words = format!(" {percent:>7}");
    // Four cells of bar where there is room, three at the narrowest (a 65-column terminal).
    let width = inner.saturating_sub(label + 8).clamp(3, 20);
    Line::from(vec![
        label_span,
        Span::styled(gauge::bar(fraction, width), theme.text),
        Span::styled(words, theme.text),
    ])
}

/// The tree line before its share is known.
/// The tree line before its share is known, in `room` columns: the shorter wording at the
/// narrowest rather than a cut word.
fn tree_unknown(watch: &Watch, room: usize) -> &'static str {
    let words: &[&'static str] = match watch.whole_tree {
        WholeTree::Counted(_) => &["too large to count", "too large"],
        _ => &["being counted", "counting"],
    };
    text::first_fitting(words, room)
}
