//! The search a watch opens with: the simplest one that settles the board quickly.

use stepdoku_core::solver::Strategy;

use crate::tui::text::thousands;

/// Steps a search may take and still be a good first sight of backtracking.
const WATCHABLE_STEPS: u64 = 100_000;

/// The simplest search that settles `start` within [`WATCHABLE_STEPS`]: row-major, the one
/// learners meet first, when it is quick; else mrv; else propagate. A row-major search of 10⁸
/// steps would be a poor first sight. Returns the strategy and, when it is not row-major,
/// why (the message says `t` still switches).
pub(super) fn suited_strategy(start: &stepdoku_core::Grid) -> (Strategy, Option<String>) {
    let settles = |strategy| {
        crate::tui::watch::machine(start, strategy).is_ok_and(|mut m| m.run(Some(WATCHABLE_STEPS)))
    };
    for strategy in [Strategy::RowMajor, Strategy::Mrv] {
        if settles(strategy) {
            let why = (strategy != Strategy::RowMajor).then(|| {
                format!(
                    "Row-major would take over {} steps here: watching mrv (t switches)",
                    thousands(WATCHABLE_STEPS)
                )
            });
            return (strategy, why);
        }
    }
    (
        Strategy::Propagate,
        Some(format!(
            "Row-major and mrv would take over {} steps here: watching propagate (t switches)",
            thousands(WATCHABLE_STEPS)
        )),
    )
}
