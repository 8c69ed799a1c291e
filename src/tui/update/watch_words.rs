//! The watch's words for a breakpoint, a speed and a typed cell number.

use stepdoku_core::Cell;
use stepdoku_core::solver::Until;

use crate::tui::text::thousands;
use crate::tui::watch::pace::Speed;

/// `the next dead end`, `depth 20`, `a try in r4c7`.
pub(super) fn until_words(until: Until) -> String {
    match until {
        Until::DeadEnd => "the next dead end".to_owned(),
        Until::Backtrack => "the next backtrack".to_owned(),
        Until::Solution => "the solution".to_owned(),
        Until::Depth(n) => format!("depth {n}"),
        Until::Cell(cell) => format!("a try in {cell}"),
        Until::Step(n) => format!("step {}", thousands(n)),
    }
}

/// What a breakpoint stopped at, short: `dead end`, `try in r4c7`.
pub(super) fn stop_words(until: Until) -> String {
    match until {
        Until::DeadEnd => "dead end".to_owned(),
        Until::Backtrack => "backtrack".to_owned(),
        Until::Solution => "solution".to_owned(),
        Until::Depth(n) => format!("depth {n}"),
        Until::Cell(cell) => format!("try in {cell}"),
        Until::Step(n) => format!("step {}", thousands(n)),
    }
}

/// `47` as r4c7.
pub(super) fn typed_cell(number: u64) -> Option<Cell> {
    let (row, col) = (number / 10, number % 10);
    if !(1..=9).contains(&row) || !(1..=9).contains(&col) {
        return None;
    }
    Cell::at(row as usize - 1, col as usize - 1)
}

pub(super) fn speed_words(speed: Speed) -> String {
    match speed.per_second() {
        None => "unlimited: as fast as the search goes".to_owned(),
        Some(1) => "1 step a second".to_owned(),
        Some(_) => format!("{} steps a second", speed.label().trim_end_matches("/s")),
    }
}
