//! Forcing chains and nets on hand-made positions, and the property every family of this
//! engineer's must keep: on positions reached by logic from generated puzzles, no deduction
//! contradicts the solution.

use proptest::prelude::*;

use crate::cell::{Cell, Digit};
use crate::generate::{Rng, unique_puzzle};
use crate::grid::Grid;
use crate::hint::chains::test_grid::{TestGrid, with_eliminations};
use crate::hint::{Candidates, Family, Settings, Technique, find_all, find_all_with};
use crate::solver::{Machine, Options};

#[test]
fn forcing_chain_contradiction() {
    // r1c1=1 → r1c5=3 → r5c5=4, and r1c1=1 → r5c1=4: two 4s in row 5
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c5", "13")
        .cell("r5c5", "34")
        .cell("r5c1", "14");
    let found = find_all(Technique::ForcingChainContradiction, &g.0);
    let d = with_eliminations(&found, "r1c1:1").expect("r1c1=1 breaks row 5");
    assert!(
        d.explanation.contains("Suppose r1c1 is 1"),
        "{}",
        d.explanation
    );
}

#[test]
fn forcing_chain_verity() {
    // r1c1=1 → r1c5=3 → r2c5≠3;  r1c1=2 → r2c2=3 → r2c5≠3
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c5", "13")
        .cell("r2c2", "23");
    let found = find_all(Technique::ForcingChainVerity, &g.0);
    let d = with_eliminations(&found, "r2c5:3").expect("both cases clear r2c5 of 3");
    assert!(
        d.explanation.contains("In every case r2c5 is not 3"),
        "{}",
        d.explanation
    );
}

#[test]
fn forcing_net_contradiction_through_a_naked_single() {
    // r1c1=1: r1c3 loses 1, and r2c2=5 takes 5 from it, so r1c3=7 and r5c3=8;
    // also r5c1=8: two 8s in row 5
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r2c2", "15")
        .cell("r1c3", "157")
        .cell("r5c3", "78")
        .cell("r5c1", "18");
    let found = find_all(Technique::ForcingNetContradiction, &g.0);
    let d = with_eliminations(&found, "r1c1:1").expect("r1c1=1 breaks row 5");
    assert!(
        d.explanation.contains("(its last candidate)"),
        "{}",
        d.explanation
    );
}

/// The chain, ALS, template and forcing techniques: every finder these properties cover.
fn chain_techniques() -> impl Iterator<Item = Technique> {
    Family::BEYOND_PATTERNS
        .into_iter()
        .flat_map(Family::techniques)
}

fn solution(puzzle: &Grid) -> Grid {
    let mut m = Machine::new(puzzle, Options::default()).expect("a valid puzzle");
    m.run(None);
    *m.first_solution().expect("generated puzzles are solvable")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::test_scale::scaled(4), ..ProptestConfig::default() })]

    #[test]
    fn no_deduction_contradicts_the_solution(seed in any::<u64>()) {
        let puzzle = unique_puzzle(&mut Rng::new(seed), false);
        let solution = solution(&puzzle);
        let mut c = Candidates::from_grid(&puzzle);
        let settings = Settings { als_in_chains: seed % 2 == 0, als_overlap: seed % 3 == 0, ..Settings::default() };
        'solve: for _ in 0..200 {
            c.fill_singles();
            if c.is_solved() {
                break;
            }
            for t in chain_techniques() {
                let found = find_all_with(t, &c, &settings);
                for d in &found {
                    for &(cell, v) in &d.placements {
                        prop_assert_eq!(solution.get(cell), Some(v), "{}", d.explanation);
                    }
                    for &(cell, v) in &d.eliminations {
                        prop_assert_ne!(solution.get(cell), Some(v), "{}", d.explanation);
                    }
                }
                if let Some(d) = found.first() {
                    c.apply(d);
                    continue 'solve;
                }
            }
            break;
        }
    }
}

#[test]
fn forcing_net_verity() {
    // r1c1=1: r2c2=5, so r1c3 (157) is 7 and r9c3 is not 7;
    // r1c1=2: r9c1 (27) is 7 and r9c3 is not 7
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r2c2", "15")
        .cell("r1c3", "157")
        .cell("r9c1", "27");
    let found = find_all(Technique::ForcingNetVerity, &g.0);
    let d = with_eliminations(&found, "r9c3:7").expect("both cases clear r9c3 of 7");
    assert!(
        d.explanation.contains("In every case r9c3 is not 7"),
        "{}",
        d.explanation
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: crate::test_scale::scaled(2), ..ProptestConfig::default() })]

    /// Players' notes can be anything, even contradictory: every finder must still return
    /// (results on a broken grid mean nothing, but nothing may panic).
    #[test]
    fn finders_survive_arbitrary_notes(seed in any::<u64>(), cuts in proptest::collection::vec((0usize..81, 1u8..=9), 40..160)) {
        let puzzle = unique_puzzle(&mut Rng::new(seed), false);
        let mut c = Candidates::from_grid(&puzzle);
        for (i, d) in cuts {
            c.remove(Cell::from_index(i), Digit::new(d).expect("1..=9"));
        }
        let settings = Settings { als_in_chains: seed % 2 == 0, als_overlap: true, ..Settings::default() };
        for t in chain_techniques() {
            let _ = find_all_with(t, &c, &settings);
        }
    }
}
