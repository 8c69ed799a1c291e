//! The puzzle of the day: the same puzzle for everyone on a date, made by the generator from a
//! seed that is the date itself, at a level set by the weekday (easy early in the week, harder
//! toward the weekend).

use super::{Generator, Request};
use crate::grid::Grid;
use crate::hint::Level;

/// Monday first.
const LEVEL_BY_WEEKDAY: [Level; 7] = [
    Level::Easy,
    Level::Easy,
    Level::Medium,
    Level::Medium,
    Level::Hard,
    Level::Hard,
    Level::Unfair,
];

/// The level of day `days` since 1970-01-01 (a Thursday).
#[must_use]
pub fn level(days: i64) -> Level {
    LEVEL_BY_WEEKDAY[(days + 3).rem_euclid(7) as usize]
}

/// The puzzle of day `days` since 1970-01-01 (UTC): symmetric clues, a unique solution.
#[must_use]
pub fn puzzle(days: i64) -> Grid {
    // Apart from `generate --seed N`'s seeds, so the daily puzzle is not one of those.
    let seed = 0xDA11_0000_0000_0000 ^ days as u64;
    let request = Request {
        level: Some(level(days)),
        symmetric: true,
    };
    Generator::new(seed, request).next_with(|_| {}).puzzle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_puzzle_a_day_at_its_weekdays_level() {
        let day = 20_416; // 2025-11-24, a Monday
        assert_eq!(level(day), Level::Easy);
        assert_eq!(level(day + 6), Level::Unfair);
        let a = puzzle(day);
        assert_eq!(a, puzzle(day), "the same for everyone");
        assert_ne!(a, puzzle(day + 1));
        let grade = crate::hint::grade(&a).expect("unique");
        assert_eq!(grade.level, Level::Easy);
    }
}
