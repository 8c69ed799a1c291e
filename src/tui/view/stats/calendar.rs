//! The daily streak as a calendar: the last weeks up to today, Monday first, each day its
//! date, the days the puzzle of the day was finished marked (in colour, and reversed
//! without it), today underlined; above them the current and the longest streak, below them
//! the key (a date shown as `dd`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use stepdoku_core::store::Stats;
use stepdoku_core::store::time::{civil, weekday};

use crate::tui::theme::Theme;

/// A week's row: the month's name, then seven dates of three columns.
pub const WIDTH: u16 = 4 + 7 * 3;

/// The most weeks drawn.
const MAX_WEEKS: u16 = 6;

/// Rows besides the weeks: the title, the streaks, the weekdays, the key.
const FRAME_ROWS: u16 = 4;

/// The rows the calendar wants: every week it shows, up to [`MAX_WEEKS`].
pub const fn rows() -> u16 {
    FRAME_ROWS + MAX_WEEKS
}

/// The look of a day the puzzle of the day was finished.
fn done(theme: &Theme) -> Style {
    if theme.has_color {
        theme.hint_place
    } else {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }
}

pub fn render(stats: &Stats, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let weeks = area.height.saturating_sub(FRAME_ROWS).min(MAX_WEEKS);
    let mut y = area.y;
    let mut line = |line: Line<'_>, buf: &mut Buffer| {
        if y < area.bottom() {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
        }
    };
    line(Line::styled("Puzzle of the day", theme.dim), buf);
    line(
        Line::styled(
            format!(
                "{} in a row now, {} at most",
                stats.daily_streak, stats.longest_daily_streak
            ),
            theme.text,
        ),
        buf,
    );
    line(Line::styled("    Mo Tu We Th Fr Sa Su", theme.dim), buf);
    // Monday of today's week, then back as many weeks as fit.
    let this_monday = stats.today - weekday(stats.today) as i64;
    let first_monday = this_monday - 7 * i64::from(weeks.saturating_sub(1));
    for week in 0..i64::from(weeks) {
        let monday = first_monday + 7 * week;
        line(week_row(stats, theme, monday, week == 0), buf);
    }
    // The key shows a date as `dd`, not a sample number: `1 finished` read as a count of
    // puzzles of the day finished, under this heading, when none was.
    line(
        Line::from(vec![
            Span::raw(" "),
            Span::styled("dd", done(theme)),
            Span::styled(" finished  ", theme.dim),
            Span::styled("dd", theme.text.add_modifier(Modifier::UNDERLINED)),
            Span::styled(" today", theme.dim),
        ]),
        buf,
    );
}

/// One week from `monday`: the month's name where the week's Monday starts a month's rows
/// (and on the first row), then each day's date; days after today are left blank.
fn week_row(stats: &Stats, theme: &Theme, monday: i64, first_row: bool) -> Line<'static> {
    let new_month = first_row || civil(monday).1 != civil(monday - 7).1;
    let month = if new_month {
        format!("{:<4}", month_name(monday))
    } else {
        "    ".to_owned()
    };
    let mut spans = vec![Span::styled(month, theme.dim)];
    for day in monday..monday + 7 {
        if day > stats.today {
            break;
        }
        let mut style = if stats.daily_days.binary_search(&day).is_ok() {
            done(theme)
        } else {
            theme.dim
        };
        if day == stats.today {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        spans.push(Span::raw(" "));
        spans.push(Span::styled(format!("{:>2}", civil(day).2), style));
    }
    Line::from(spans)
}

/// `Nov`.
pub fn month_name(day: i64) -> &'static str {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    MONTHS[(civil(day).1 as usize + 11) % 12]
}
