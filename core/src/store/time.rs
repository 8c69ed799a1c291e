//! Dates without a calendar crate: Unix seconds to RFC 3339 (UTC) and to the day number the
//! daily puzzle and the streaks count in.

/// Seconds since the Unix epoch, now.
#[must_use]
pub fn now_unix() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// Days since 1970-01-01 (UTC).
#[must_use]
pub fn day(unix: i64) -> i64 {
    unix.div_euclid(86_400)
}

/// The civil date of day `days` since 1970-01-01: (year, month 1–12, day 1–31). Howard
/// Hinnant's `civil_from_days`.
#[must_use]
pub fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// `2026-11-24`.
#[must_use]
pub fn date(days: i64) -> String {
    let (y, m, d) = civil(days);
    format!("{y:04}-{m:02}-{d:02}")
}

/// `2026-11-24T07:30:05Z`.
#[must_use]
pub fn rfc3339(unix: i64) -> String {
    let secs = unix.rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        date(day(unix)),
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// 0 for Monday … 6 for Sunday.
#[must_use]
pub fn weekday(days: i64) -> usize {
    // 1970-01-01 was a Thursday.
    (days + 3).rem_euclid(7) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_dates() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_795_504_862), "2026-11-24T07:21:02Z");
        assert_eq!(date(day(951_782_400)), "2000-02-29");
        assert_eq!(weekday(day(1_795_504_862)), 1, "2026-11-24 is a Tuesday");
    }
}
