//! Statistics read off the finished games: per level, how many, the best and median times,
//! how many without hints; the current and longest daily streaks; the latest times.

use rusqlite::Connection;
use serde::Serialize;

use super::row::column;
use super::time;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Games finished by the player, every level.
    pub finished: u64,
    /// Games the solver filled (`s` then `a`): finished, but no time of the player's, so they
    /// are in no other figure here.
    pub by_solver: u64,
    pub levels: Vec<LevelStats>,
    /// Days in a row, up to today or yesterday, with the puzzle of the day finished.
    pub daily_streak: u64,
    pub longest_daily_streak: u64,
    /// The last finished games' times, oldest first (at most 20).
    pub recent_ms: Vec<u64>,
    /// The last finished games (at most [`HISTORY`]), oldest first: what the chart of times
    /// per level draws. Not in `stats --json`, whose fields stay as they were.
    #[serde(skip)]
    pub history: Vec<FinishedTime>,
    /// The days (since 1970-01-01, UTC) on which the puzzle of the day was finished, in
    /// order, each once: the streak's calendar.
    #[serde(skip)]
    pub daily_days: Vec<i64>,
    /// The day the figures were read: the streaks count up to it, the calendar ends with it.
    #[serde(skip)]
    pub today: i64,
    /// Hints shown whole, per technique (the name the hint gave), most asked first. Not in
    /// `stats --json`, whose fields stay as they were.
    #[serde(skip)]
    pub hints_by_technique: Vec<(String, u64)>,
    /// One warning per finished game left out: a row that does not read as one.
    #[serde(skip)]
    pub skipped: Vec<String>,
}

/// One finished game of the player's, as the chart of times draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedTime {
    /// `easy` … `extreme`, or `other` for a game without a level (a Sudominoku).
    pub level: String,
    pub ms: u64,
    /// The day it was finished (since 1970-01-01, UTC).
    pub day: i64,
}

/// The most finished games the chart of times is given: more than any terminal has columns.
pub const HISTORY: usize = 400;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LevelStats {
    pub level: String,
    pub finished: u64,
    pub best_ms: u64,
    /// The middle time; of an even count, the lower of the two middle ones (as `stats --json`
    /// has always given it).
    pub median_ms: u64,
    /// The median as the screens show it: of an even count, the mean of the two middle times
    /// (01:25 and 00:09 give 00:47). Not in the JSON, which keeps `median_ms` as it was.
    #[serde(skip)]
    pub median_mean_ms: u64,
    pub without_hints: u64,
}

impl Stats {
    /// The sentence about games the solver filled, which every other figure leaves out; none
    /// when there are none.
    #[must_use]
    pub fn by_solver_left_out(&self) -> Option<String> {
        match self.by_solver {
            0 => None,
            1 => Some(
                "1 game filled by the solver is not counted: it has no time of yours.".to_owned(),
            ),
            n => Some(format!(
                "{n} games filled by the solver are not counted: they have no time of yours."
            )),
        }
    }
}

/// One finished game, as the statistics read it.
struct Row {
    level: String,
    ms: i64,
    hints: i64,
    by_solver: bool,
    daily: Option<String>,
    /// When it was finished (Unix seconds).
    finished: i64,
}

/// The levels in order; games without a level (a Sudominoku) come last as `other`.
const ORDER: [&str; 6] = ["easy", "medium", "hard", "unfair", "extreme", "other"];

pub(super) fn read(conn: &Connection) -> Result<Stats, rusqlite::Error> {
    let mut query = conn.prepare(
        "SELECT COALESCE(level, 'other'), elapsed_ms, hints, by_solver, daily, id, finished
         FROM finished ORDER BY finished, id",
    )?;
    let mut rows = Vec::new();
    let mut skipped = Vec::new();
    let mut read = query.query([])?;
    // A row edited by hand into something no finish writes is left out, said once; the
    // others still count.
    while let Some(r) = read.next()? {
        match row(r) {
            Ok(row) => rows.push(row),
            Err(problem) => skipped.push(format!(
                "finished game {} cannot be read and is left out of the statistics: {problem}",
                r.get::<_, i64>(5)
                    .map_or_else(|_| "?".to_owned(), |id| id.to_string())
            )),
        }
    }
    // A board the solver filled is no time of the player's.
    let played: Vec<&Row> = rows.iter().filter(|r| !r.by_solver).collect();
    let mut stats = Stats {
        finished: played.len() as u64,
        by_solver: (rows.len() - played.len()) as u64,
        skipped,
        ..Stats::default()
    };
    for level in ORDER {
        let mut times: Vec<u64> = played
            .iter()
            .filter(|r| r.level == level)
            .map(|r| r.ms.max(0) as u64)
            .collect();
        if times.is_empty() {
            continue;
        }
        times.sort_unstable();
        stats.levels.push(LevelStats {
            level: level.to_owned(),
            finished: times.len() as u64,
            best_ms: times[0],
            median_ms: times[(times.len() - 1) / 2],
            median_mean_ms: median(&times),
            without_hints: played
                .iter()
                .filter(|r| r.level == level && r.hints == 0)
                .count() as u64,
        });
    }
    let start = played.len().saturating_sub(20);
    stats.recent_ms = played[start..].iter().map(|r| r.ms.max(0) as u64).collect();
    let start = played.len().saturating_sub(HISTORY);
    stats.history = played[start..]
        .iter()
        .map(|r| FinishedTime {
            level: r.level.clone(),
            ms: r.ms.max(0) as u64,
            day: time::day(r.finished),
        })
        .collect();
    let mut days: Vec<i64> = played
        .iter()
        .filter_map(|r| r.daily.as_deref())
        .filter_map(day_of)
        .collect();
    days.sort_unstable();
    days.dedup();
    let today = time::day(time::now_unix());
    let (current, longest) = streaks(&days, today);
    stats.daily_streak = current;
    stats.longest_daily_streak = longest;
    stats.daily_days = days;
    stats.today = today;
    stats.hints_by_technique = super::hints::read(conn)?;
    Ok(stats)
}

/// A finished game's row (level, time, hints, by the solver, daily), checked; `Err` says
/// which column holds what.
fn row(r: &rusqlite::Row<'_>) -> Result<Row, String> {
    let level: String = column(r, 0, "level", "a level's name")?;
    if !ORDER.contains(&level.as_str()) {
        return Err(format!("level holds {level:?}, not a level's name"));
    }
    let count = |at: usize, name: &str| -> Result<i64, String> {
        let n: i64 = column(r, at, name, "a count")?;
        if n < 0 {
            return Err(format!("{name} holds {n}, not a count"));
        }
        Ok(n)
    };
    let (ms, hints) = (count(1, "elapsed_ms")?, count(2, "hints")?);
    let by_solver = match column::<i64>(r, 3, "by_solver", "0 or 1")? {
        0 => false,
        1 => true,
        n => return Err(format!("by_solver holds {n}, not 0 or 1")),
    };
    let daily: Option<String> = column(r, 4, "daily", "a date")?;
    if let Some(date) = &daily
        && day_of(date).is_none()
    {
        return Err(format!("daily holds {date:?}, not a date (YYYY-MM-DD)"));
    }
    let finished: i64 = column(r, 6, "finished", "a time (Unix seconds)")?;
    Ok(Row {
        level,
        ms,
        hints,
        by_solver,
        daily,
        finished,
    })
}

/// `2026-11-24` as a day number.
fn day_of(date: &str) -> Option<i64> {
    let mut parts = date.split('-').map(str::parse::<i64>);
    let (y, m, d) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    // Days from civil (Howard Hinnant), the inverse of `time::civil`.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// The run ending today or yesterday, and the longest run, over sorted distinct days.
fn streaks(days: &[i64], today: i64) -> (u64, u64) {
    let mut longest = 0;
    let mut run = 0;
    let mut previous: Option<i64> = None;
    for &day in days {
        run = if previous == Some(day - 1) {
            run + 1
        } else {
            1
        };
        longest = longest.max(run);
        previous = Some(day);
    }
    let current = match previous {
        Some(last) if last == today || last == today - 1 => run,
        _ => 0,
    };
    (current, longest)
}

/// The median of `sorted` times: the middle one, or the mean of the two middle ones.
fn median(sorted: &[u64]) -> u64 {
    let n = sorted.len();
    match n {
        0 => 0,
        _ if n % 2 == 1 => sorted[n / 2],
        _ => u64::midpoint(sorted[n / 2 - 1], sorted[n / 2]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_streaks() {
        assert_eq!(day_of("1970-01-01"), Some(0));
        assert_eq!(day_of("2000-03-01"), Some(11_017));
        assert_eq!(time::date(11_017), "2000-03-01");
        assert_eq!(streaks(&[1, 2, 3, 7, 8], 8), (2, 3));
        assert_eq!(streaks(&[1, 2, 3, 7, 8], 10), (0, 3));
        assert_eq!(streaks(&[], 10), (0, 0));
    }
}
