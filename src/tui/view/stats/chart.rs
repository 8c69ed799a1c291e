//! The chart of times per level, oldest game to newest: each game a letter of its level at
//! the height of its time, on a labelled time axis; each level's best time in capitals,
//! drawn reversed, and its median as a dotted line across the chart. The letters carry the
//! levels where colour cannot.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use stepdoku_core::game::clock;
use stepdoku_core::store::{FinishedTime, Stats};

use crate::tui::text;
use crate::tui::theme::Theme;

/// The median's dotted line.
const MEDIAN: &str = "┈";

/// Rows the chart needs besides its plot: the caption, the axis, the dates under it.
const FRAME_ROWS: u16 = 3;

/// The fewest plot rows worth drawing: a top, a middle and a zero.
pub const MIN_PLOT_ROWS: u16 = 3;

/// A level's letter (its initial; `x` for extreme, which `e` for easy already takes) and
/// the style it is drawn in.
pub fn letter(level: &str) -> char {
    match level {
        "easy" => 'e',
        "medium" => 'm',
        "hard" => 'h',
        "unfair" => 'u',
        "extreme" => 'x',
        _ => 'o',
    }
}

/// Each level in a colour of its own, from the theme's readable text colours; without
/// colour all alike, since the colour-free theme's styles (reversed, bold) mean other things
/// here and the letters say the level.
pub fn level_style(level: &str, theme: &Theme) -> Style {
    if !theme.has_color {
        return theme.text;
    }
    match level {
        "easy" => theme.entry,
        "medium" => theme.key,
        "hard" => theme.warning,
        "unfair" => theme.hint_label,
        "extreme" => theme.given,
        _ => theme.text,
    }
}

/// The legend's rows for `width`: the levels drawn, then what the marks mean, each entry
/// kept whole and the entries wrapped between them.
fn legend(
    stats: &Stats,
    shown: &[FinishedTime],
    theme: &Theme,
    width: usize,
) -> Vec<Line<'static>> {
    let mut entries: Vec<Vec<Span<'static>>> = Vec::new();
    for level in &stats.levels {
        if !shown.iter().any(|g| g.level == level.level) {
            continue;
        }
        let style = level_style(&level.level, theme);
        entries.push(vec![
            Span::styled(letter(&level.level).to_string(), style),
            Span::styled(format!(" {}", level.level), theme.dim),
        ]);
    }
    entries.push(vec![
        Span::styled("E", theme.text.add_modifier(Modifier::REVERSED)),
        Span::styled(" best", theme.dim),
    ]);
    entries.push(vec![
        Span::styled(MEDIAN.repeat(2), theme.text),
        Span::styled(" median", theme.dim),
    ]);
    let mut lines: Vec<Line<'static>> = Vec::new();
    let mut row: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for entry in entries {
        let wide: usize = entry.iter().map(Span::width).sum();
        if used > 0 && used + 2 + wide > width {
            lines.push(Line::from(std::mem::take(&mut row)));
            used = 0;
        }
        if used > 0 {
            row.push(Span::raw("  "));
            used += 2;
        }
        used += wide;
        row.extend(entry);
    }
    lines.push(Line::from(row));
    lines
}

/// The rows the chart takes at `width` for `plot` rows of plot.
pub fn rows(stats: &Stats, theme: &Theme, width: u16, plot: u16) -> u16 {
    let shown = shown(stats, width);
    plot + FRAME_ROWS + legend(stats, shown, theme, usize::from(width)).len() as u16
}

/// The games one chart of `width` columns has room for: the latest, one column each.
fn shown(stats: &Stats, width: u16) -> &[FinishedTime] {
    let columns = usize::from(plot_width(stats, width)).max(1);
    &stats.history[stats.history.len().saturating_sub(columns)..]
}

/// The axis's labels take the width of the longest time; the medians' letters one column.
fn plot_width(stats: &Stats, width: u16) -> u16 {
    let label = label_width(top_ms(stats));
    width.saturating_sub(label + 1 + 2)
}

fn label_width(top: u64) -> u16 {
    text::width(&clock(std::time::Duration::from_millis(top))) as u16
}

/// The top of the time axis: a round time at or above every time in the history, so the
/// labels read as round numbers.
fn top_ms(stats: &Stats) -> u64 {
    const STEPS_S: [u64; 22] = [
        10, 20, 30, 40, 60, 120, 180, 240, 300, 360, 480, 600, 720, 900, 1200, 1800, 2400, 3600,
        5400, 7200, 10_800, 14_400,
    ];
    let max = stats.history.iter().map(|g| g.ms).max().unwrap_or(0);
    let mut top = STEPS_S
        .iter()
        .map(|s| s * 1000)
        .find(|&t| t >= max)
        .unwrap_or(14_400_000);
    while top < max {
        top *= 2;
    }
    top
}

/// The row (0 at the top) that `ms` falls on, of `rows`, with `top` at row 0 and nothing at
/// the last.
fn row_of(ms: u64, top: u64, rows: u16) -> u16 {
    let steps = u64::from(rows - 1);
    let from_bottom = (ms.min(top) * steps + top / 2) / top.max(1);
    rows - 1 - from_bottom as u16
}

/// The time row `row` of `rows` stands for.
fn time_of_row(row: u16, top: u64, rows: u16) -> u64 {
    let steps = u64::from(rows - 1);
    top * u64::from(rows - 1 - row) / steps
}

pub fn render(stats: &Stats, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let shown = shown(stats, area.width);
    let legend = legend(stats, shown, theme, usize::from(area.width));
    let plot_rows = area.height.saturating_sub(FRAME_ROWS + legend.len() as u16);
    if shown.is_empty() || plot_rows < MIN_PLOT_ROWS {
        return;
    }
    // An odd number of rows puts a row at exactly half the top, so the middle label is as
    // round as the top's.
    let plot_rows = plot_rows - (plot_rows + 1) % 2;
    let top = top_ms(stats);
    let label = label_width(top);
    let plot = Rect {
        x: area.x + label + 1,
        y: area.y + 1,
        width: plot_width(stats, area.width),
        height: plot_rows,
    };
    let n = shown.len();
    let count = match n {
        1 => "Your time".to_owned(),
        n if n == stats.history.len() => format!("Your {n} times"),
        n => format!("Your last {n} times"),
    };
    let long = format!("{count}, oldest to newest");
    let caption = if text::width(&long) <= usize::from(area.width) {
        long
    } else {
        count
    };
    buf.set_stringn(area.x, area.y, caption, usize::from(area.width), theme.dim);
    axis(top, label, plot, theme, buf);
    medians(stats, shown, (top, plot), theme, buf);
    points(stats, shown, (top, plot), theme, buf);
    dates(shown, plot, theme, buf);
    for (y, line) in (plot.bottom() + 2..).zip(legend) {
        line.render(Rect::new(area.x, y, area.width, 1), buf);
    }
}

/// The time axis: the top, the middle and zero labelled at their rows, a line along the
/// bottom.
fn axis(top: u64, label: u16, plot: Rect, theme: &Theme, buf: &mut Buffer) {
    let x = plot.x - 1;
    let labelled = [0, (plot.height - 1) / 2, plot.height - 1];
    for row in 0..plot.height {
        let tick = labelled.contains(&row);
        buf.set_string(x, plot.y + row, if tick { "┤" } else { "│" }, theme.dim);
        if tick {
            let time = clock(std::time::Duration::from_millis(time_of_row(
                row,
                top,
                plot.height,
            )));
            let at = plot.x - 1 - label + (label - text::width(&time) as u16);
            buf.set_string(at, plot.y + row, time, theme.dim);
        }
    }
    buf.set_string(x, plot.bottom(), "└", theme.dim);
    buf.set_string(
        plot.x,
        plot.bottom(),
        "─".repeat(usize::from(plot.width)),
        theme.dim,
    );
}

/// Each level's median, as a dotted line across the plot with the level's letter after it.
fn medians(
    stats: &Stats,
    shown: &[FinishedTime],
    (top, plot): (u64, Rect),
    theme: &Theme,
    buf: &mut Buffer,
) {
    for level in &stats.levels {
        if !shown.iter().any(|g| g.level == level.level) {
            continue;
        }
        let style = level_style(&level.level, theme);
        let y = plot.y + row_of(level.median_mean_ms, top, plot.height);
        buf.set_string(plot.x, y, MEDIAN.repeat(usize::from(plot.width)), style);
        buf.set_string(plot.right() + 1, y, letter(&level.level).to_string(), style);
    }
}

/// One letter per game at the height of its time; a level's best in capitals, reversed.
fn points(
    stats: &Stats,
    shown: &[FinishedTime],
    (top, plot): (u64, Rect),
    theme: &Theme,
    buf: &mut Buffer,
) {
    let mut best_drawn: Vec<&str> = Vec::new();
    let step = spacing(shown.len(), plot.width);
    for (x, game) in (plot.x..).step_by(usize::from(step)).zip(shown) {
        let style = level_style(&game.level, theme);
        let best = stats
            .levels
            .iter()
            .any(|l| l.level == game.level && l.best_ms == game.ms)
            && !best_drawn.contains(&game.level.as_str());
        let (symbol, style) = if best {
            best_drawn.push(&game.level);
            (
                letter(&game.level).to_ascii_uppercase(),
                style.add_modifier(Modifier::REVERSED),
            )
        } else {
            (letter(&game.level), style)
        };
        buf.set_string(
            x,
            plot.y + row_of(game.ms, top, plot.height),
            symbol.to_string(),
            style,
        );
    }
}

/// The days of the first and the last game shown, under their columns.
fn dates(shown: &[FinishedTime], plot: Rect, theme: &Theme, buf: &mut Buffer) {
    let (Some(first), Some(last)) = (shown.first(), shown.last()) else {
        return;
    };
    let y = plot.bottom() + 1;
    let first_day = day_name(first.day);
    buf.set_string(plot.x, y, &first_day, theme.dim);
    if shown.len() > 1 && last.day != first.day {
        let name = day_name(last.day);
        let end = plot.x + (shown.len() as u16 - 1) * spacing(shown.len(), plot.width) + 1;
        let at = end.saturating_sub(text::width(&name) as u16);
        if at > plot.x + text::width(&first_day) as u16 {
            buf.set_string(at, y, name, theme.dim);
        }
    }
}

/// Columns from one game to the next: up to three, while the games fit.
fn spacing(games: usize, width: u16) -> u16 {
    (usize::from(width) / games.max(1)).clamp(1, 3) as u16
}

/// `Nov 3`.
pub fn day_name(day: i64) -> String {
    let (_, _, date) = stepdoku_core::store::time::civil(day);
    format!("{} {date}", super::calendar::month_name(day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_times_agree_at_the_labelled_rows() {
        let (top, rows) = (600_000, 7);
        assert_eq!(row_of(600_000, top, rows), 0);
        assert_eq!(row_of(0, top, rows), 6);
        assert_eq!(row_of(300_000, top, rows), 3);
        assert_eq!(time_of_row(3, top, rows), 300_000);
        assert_eq!(time_of_row(0, top, rows), 600_000);
    }

    #[test]
    fn the_axis_tops_out_at_a_round_time() {
        let stats = |ms: u64| Stats {
            history: vec![FinishedTime {
                level: "easy".into(),
                ms,
                day: 0,
            }],
            ..Stats::default()
        };
        assert_eq!(top_ms(&stats(61_000)), 120_000);
        assert_eq!(top_ms(&stats(299_000)), 300_000);
        assert_eq!(top_ms(&stats(15_000)), 20_000);
        assert_eq!(top_ms(&stats(5 * 3_600_000)), 28_800_000);
        assert_eq!(day_name(0), "Jan 1");
    }
}
