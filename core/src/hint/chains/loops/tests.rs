//! The loop an AIC closes (`Sweep::close`): made for every plain AIC the sweep finds, so the
//! Nice Loop step always has a loop where it has an AIC.

use super::*;
use crate::hint::test_support::{HARD, Reached, positions_reaching, slot_index};

#[test]
fn every_plain_aic_found_closes_into_a_discontinuous_nice_loop() {
    let settings = Settings::default();
    let (mut with_aic, mut closed) = (0, 0);
    for Reached { grid, solution, .. } in &positions_reaching(HARD, slot_index(Technique::Aic)) {
        let sweep = sweep(grid, &settings, false, true);
        assert_eq!(sweep.unclosed, 0, "{}", grid.values().to_line());
        if sweep.aic.is_empty() {
            continue;
        }
        with_aic += 1;
        assert!(!sweep.closing.is_empty(), "{}", grid.values().to_line());
        for d in sweep.closing.into_sorted() {
            closed += 1;
            assert_eq!(d.technique, Technique::DiscontinuousNiceLoop);
            // it removes one candidate, not the solution's
            assert_eq!(d.eliminations.len(), 1, "{}", d.explanation);
            let (cell, digit) = d.eliminations[0];
            assert_ne!(solution.get(cell), Some(digit), "{}", d.explanation);
        }
    }
    // not vacuous: AICs were there to close, many times
    assert!(with_aic >= 100, "{with_aic}");
    assert!(closed >= 300, "{closed}");
}
