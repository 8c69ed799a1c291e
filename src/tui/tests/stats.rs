//! The statistics screen: what it shows of finished games the store could not read.

use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use stepdoku_core::store::{FinishedTime, LevelStats, Stats};

use super::*;
use crate::tui::theme::Theme;

/// The statistics popup covers the panel where messages go, so it says itself which finished
/// game is left out, in the warning's colour.
#[test]
fn the_statistics_say_which_finished_game_is_left_out() {
    let mut app = app();
    let stats = stepdoku_core::store::Stats {
        finished: 1,
        skipped: vec![
            "finished game 2 cannot be read and is left out of the statistics: elapsed_ms holds \"abc\", not a count"
                .to_owned(),
        ],
        ..stepdoku_core::store::Stats::default()
    };
    crate::tui::update::show_stats(&mut app, stats);
    let terminal = terminal(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let screen = terminal.backend().to_string();
    assert!(
        screen.contains("Finished game 2 cannot be read and is left out of the"),
        "{screen}"
    );
    let row = (0..buffer.area.height)
        .find(|&y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                .contains("Finished game 2")
        })
        .expect("the warning's row");
    let x = (0..buffer.area.width)
        .find(|&x| buffer[(x, row)].symbol() == "F")
        .expect("its first letter");
    assert_eq!(buffer[(x, row)].style().fg, app.theme.warning.fg);
}

/// Boards the solver filled are in no figure; the screen says how many were left out, at the
/// smallest size too.
#[test]
fn the_statistics_say_how_many_boards_the_solver_filled() {
    let mut app = app();
    let stats = stepdoku_core::store::Stats {
        by_solver: 3,
        ..stepdoku_core::store::Stats::default()
    };
    crate::tui::update::show_stats(&mut app, stats);
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, width, height).backend().to_string();
        let words: Vec<&str> = screen
            .lines()
            .flat_map(|l| l.split(|c: char| c == '│' || c.is_whitespace()))
            .filter(|w| !w.is_empty() && *w != "\"")
            .collect();
        assert!(
            words
                .join(" ")
                .contains("3 games filled by the solver are not counted"),
            "{width}x{height}\n{screen}"
        );
    }
}

/// Sunday 29 November 2026, days since 1970-01-01.
const TODAY: i64 = 20_786;

/// Thirty games over the last weeks: easy ones getting faster, medium and hard ones among
/// them; the puzzle of the day finished the last three days and a week before.
pub(super) fn played_stats() -> Stats {
    let mut history = Vec::new();
    for i in 0..30_i64 {
        let (level, ms) = match i % 5 {
            0 | 2 | 4 => ("easy", 420_000 - 9_000 * i as u64),
            1 | 3 => ("medium", 600_000 - 7_000 * i as u64),
            _ => unreachable!(),
        };
        let (level, ms) = if i % 7 == 6 {
            ("hard", 1_140_000)
        } else {
            (level, ms)
        };
        history.push(FinishedTime {
            level: level.to_owned(),
            ms,
            day: TODAY - 29 + i,
        });
    }
    let level = |name: &str| {
        let mut times: Vec<u64> = history
            .iter()
            .filter(|g| g.level == name)
            .map(|g| g.ms)
            .collect();
        times.sort_unstable();
        LevelStats {
            level: name.to_owned(),
            finished: times.len() as u64,
            best_ms: times[0],
            median_ms: times[(times.len() - 1) / 2],
            median_mean_ms: match times.len() % 2 {
                1 => times[times.len() / 2],
                _ => u64::midpoint(times[times.len() / 2 - 1], times[times.len() / 2]),
            },
            without_hints: 2,
        }
    };
    Stats {
        finished: history.len() as u64,
        levels: vec![level("easy"), level("medium"), level("hard")],
        daily_streak: 3,
        longest_daily_streak: 4,
        daily_days: vec![
            TODAY - 10,
            TODAY - 9,
            TODAY - 8,
            TODAY - 7,
            TODAY - 2,
            TODAY - 1,
            TODAY,
        ],
        today: TODAY,
        history,
        ..Stats::default()
    }
}

pub(super) fn showing(stats: Stats, theme: Theme) -> App {
    let mut app = app_with(theme);
    crate::tui::update::show_stats(&mut app, stats);
    app
}

#[test]
fn stats_chart_at_80x24() {
    insta::assert_snapshot!(terminal(&showing(played_stats(), Theme::dark()), 80, 24).backend());
}

#[test]
fn stats_chart_at_65x21() {
    insta::assert_snapshot!(terminal(&showing(played_stats(), Theme::dark()), 65, 21).backend());
}

/// The screen's rows as strings, one symbol per cell.
fn rows_of(buffer: &Buffer) -> Vec<Vec<String>> {
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect()
        })
        .collect()
}

/// `mm:ss` or `h:mm:ss` as milliseconds.
fn ms_of(label: &str) -> u64 {
    label
        .split(':')
        .fold(0, |acc, part| acc * 60 + part.parse::<u64>().unwrap())
        * 1000
}

/// The chart as drawn: the plot's first column, its width (the axis line's), and per
/// labelled row its time.
struct Drawn {
    x: u16,
    width: u16,
    labels: Vec<(u16, u64)>,
    bottom: u16,
}

fn drawn_chart(buffer: &Buffer) -> Drawn {
    let rows = rows_of(buffer);
    let mut labels = Vec::new();
    let mut x = 0;
    for (y, row) in (0u16..).zip(&rows) {
        if let Some(at) = row.iter().position(|s| s == "┤") {
            let label: String = row[at - 5..at].concat();
            labels.push((y, ms_of(label.trim())));
            x = at as u16 + 1;
        }
    }
    let (bottom, corner) = (0u16..)
        .zip(&rows)
        .find_map(|(y, row)| row.iter().position(|s| s == "└").map(|c| (y, c)))
        .expect("the axis line");
    let width = rows[usize::from(bottom)][corner + 1..]
        .iter()
        .take_while(|s| *s == "─")
        .count() as u16;
    assert_eq!(x as usize, corner + 1);
    Drawn {
        x,
        width,
        labels,
        bottom,
    }
}

/// Each game's letter stands in its own column, in order, at the height of its time: the
/// labelled rows give the scale, and a letter is within half a row of its game's time.
#[test]
fn the_chart_puts_each_game_at_the_height_of_its_time() {
    for (w, h) in [(80, 24), (65, 21), (120, 40)] {
        let stats = played_stats();
        let buffer = render(&showing(stats.clone(), Theme::dark()), w, h);
        let chart = drawn_chart(&buffer);
        let (top_row, top_ms) = chart.labels[0];
        let (zero_row, zero_ms) = *chart.labels.last().unwrap();
        assert_eq!(zero_ms, 0, "{w}×{h}: the axis starts at zero");
        assert_eq!(zero_row, chart.bottom - 1);
        let per_row = top_ms / u64::from(zero_row - top_row);
        let (_, middle_ms) = chart.labels[1];
        assert_eq!(
            middle_ms,
            top_ms / 2,
            "{w}×{h}: the middle label is half the top"
        );
        let mut letters = Vec::new();
        for x in chart.x..chart.x + chart.width {
            for y in top_row..=zero_row {
                let symbol = buffer[(x, y)].symbol();
                if symbol.chars().all(|c| c.is_ascii_alphabetic()) && !symbol.is_empty() {
                    let time = top_ms - per_row * u64::from(y - top_row);
                    letters.push((symbol.to_owned(), time));
                }
            }
        }
        let shown = &stats.history[stats.history.len() - letters.len()..];
        assert!(
            letters.len() >= 20,
            "{w}×{h}: {} games drawn",
            letters.len()
        );
        for ((symbol, time), game) in letters.iter().zip(shown) {
            let letter = match game.level.as_str() {
                "easy" => "e",
                "medium" => "m",
                _ => "h",
            };
            assert_eq!(symbol.to_lowercase(), letter, "{w}×{h}");
            assert!(
                time.abs_diff(game.ms) <= per_row / 2,
                "{w}×{h}: {} drawn at {time} ms, one row is {per_row} ms",
                game.ms
            );
        }
    }
}

/// A level's best is its letter in capitals, reversed, in the level's colour; its median a
/// dotted line in that colour on the median's row, the level's letter after it.
#[test]
fn the_best_is_reversed_and_each_median_a_dotted_line_in_its_levels_colour() {
    for theme in [Theme::dark(), Theme::light()] {
        let stats = played_stats();
        let buffer = render(&showing(stats.clone(), theme), 80, 24);
        let chart = drawn_chart(&buffer);
        let easy = theme.entry.fg.unwrap();
        let best: Vec<(u16, u16)> = (chart.x..chart.x + chart.width)
            .flat_map(|x| (0..chart.bottom).map(move |y| (x, y)))
            .filter(|&p| buffer[p].symbol() == "E")
            .collect();
        assert_eq!(best.len(), 1, "one best for easy");
        let cell = &buffer[best[0]];
        assert!(cell.modifier.contains(Modifier::REVERSED));
        assert_eq!(cell.fg, easy);
        let (top_row, top_ms) = chart.labels[0];
        let zero_row = chart.bottom - 1;
        let median = stats.levels[0].median_mean_ms;
        let steps = u64::from(zero_row - top_row);
        let row = zero_row - ((median * steps + top_ms / 2) / top_ms) as u16;
        let dotted = (chart.x..chart.x + chart.width)
            .filter(|&x| buffer[(x, row)].symbol() == "┈" && buffer[(x, row)].fg == easy)
            .count();
        assert!(
            dotted > usize::from(chart.width) / 2,
            "{dotted} dots on row {row}"
        );
        let after = &buffer[(chart.x + chart.width + 1, row)];
        assert_eq!((after.symbol(), after.fg), ("e", easy));
    }
}

/// Row `y` of the calendar as text, and where each day's date starts in it.
fn calendar_day(buffer: &Buffer, week: &str, date: &str) -> (u16, u16) {
    let rows = rows_of(buffer);
    let (y, row) = (0u16..)
        .zip(&rows)
        .find(|(_, r)| r.concat().contains(week))
        .expect("the week's row");
    let text = row.concat();
    let at = text.find(week).unwrap() + week.find(date).unwrap();
    let x = text[..at].chars().count() as u16;
    (x, y)
}

/// The days the puzzle of the day was finished are marked, today is underlined, the other
/// days are plain dates; without colour, the marked days are reversed.
#[test]
fn the_calendar_marks_the_days_of_the_puzzle_of_the_day() {
    let last_week = "23 24 25 26 27 28 29";
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let buffer = render(&showing(played_stats(), theme), 80, 24);
        let screen = rows_of(&buffer)
            .iter()
            .map(|r| r.concat())
            .collect::<Vec<_>>()
            .join("\n");
        assert!(screen.contains("3 in a row now, 4 at most"), "{screen}");
        assert!(screen.contains("Mo Tu We Th Fr Sa Su"), "{screen}");
        let done = |date: &str| {
            let (x, y) = calendar_day(&buffer, last_week, date);
            let cell = &buffer[(x, y)];
            if theme.has_color {
                Some(cell.bg) == theme.hint_place.bg
            } else {
                cell.modifier.contains(Modifier::REVERSED)
            }
        };
        assert!(
            done("27") && done("28") && done("29"),
            "the last three days"
        );
        assert!(!done("26") && !done("25"), "not the days before");
        let (x, y) = calendar_day(&buffer, last_week, "29");
        assert!(
            buffer[(x, y)].modifier.contains(Modifier::UNDERLINED),
            "today"
        );
        let (x, y) = calendar_day(&buffer, last_week, "28");
        assert!(!buffer[(x, y)].modifier.contains(Modifier::UNDERLINED));
        let (x, y) = calendar_day(&buffer, "16 17 18 19 20 21 22", "19");
        assert!(
            done_at(&buffer, &theme, x, y),
            "a week before: the 19th, 10 days ago"
        );
    }
}

fn done_at(buffer: &Buffer, theme: &Theme, x: u16, y: u16) -> bool {
    let cell = &buffer[(x, y)];
    if theme.has_color {
        Some(cell.bg) == theme.hint_place.bg
    } else {
        cell.modifier.contains(Modifier::REVERSED)
    }
}

/// Without colour, levels are told apart by their letters alone: only a best is reversed.
#[test]
fn without_colour_only_the_best_is_reversed() {
    let buffer = render(&showing(played_stats(), Theme::monochrome()), 80, 24);
    let chart = drawn_chart(&buffer);
    for x in chart.x..chart.x + chart.width {
        for y in 0..chart.bottom {
            let cell = &buffer[(x, y)];
            let symbol = cell.symbol();
            if symbol.chars().all(|c| c.is_ascii_alphabetic()) && !symbol.is_empty() {
                assert_eq!(
                    cell.modifier.contains(Modifier::REVERSED),
                    symbol.chars().all(|c| c.is_ascii_uppercase()),
                    "{symbol} at {x},{y}"
                );
            }
        }
    }
}

/// With nothing finished yet there is no chart to draw, and the calendar still says the
/// streak and marks today.
#[test]
fn with_no_finished_game_the_calendar_still_shows() {
    let stats = Stats {
        today: TODAY,
        ..Stats::default()
    };
    for (w, h) in [(80, 24), (65, 21)] {
        let screen = terminal(&showing(stats.clone(), Theme::dark()), w, h)
            .backend()
            .to_string();
        assert!(screen.contains("No finished games yet"), "{screen}");
        assert!(screen.contains("0 in a row now, 0 at most"), "{screen}");
        assert!(!screen.contains('┤'), "no axis without times: {screen}");
    }
}
