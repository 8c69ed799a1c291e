//! The hint engine is never wrong: on generated puzzles, every placement of every logical step
//! agrees with the solution and no elimination removes a solution digit.

use proptest::prelude::*;
use stepdoku_core::generate::{Rng, unique_puzzle};
use stepdoku_core::hint::grade;
use stepdoku_core::hint::logic::{self, Step};

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn logic_never_contradicts_the_solution(seed in any::<u64>(), symmetric in any::<bool>()) {
        let puzzle = unique_puzzle(&mut Rng::new(seed), symmetric);
        let solution = grade::solution(&puzzle).expect("generated puzzles are unique");
        let solve = logic::solve(&puzzle, Some(&solution));
        prop_assert!(solve.candidates.is_solved());
        prop_assert_eq!(*solve.candidates.values(), solution);
        for step in &solve.steps {
            if let Step::Logic(d) = step {
                for &(cell, digit) in &d.placements {
                    prop_assert_eq!(solution.get(cell), Some(digit), "{}", d.explanation);
                }
                for &(cell, digit) in &d.eliminations {
                    prop_assert_ne!(solution.get(cell), Some(digit), "{}", d.explanation);
                }
            }
        }
    }
}
