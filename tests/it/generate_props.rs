//! Property tests of the generator: whatever the seed, a requested level is met exactly, the
//! puzzle has one solution, and the same seed makes the same puzzle.

use proptest::prelude::*;
use stepdoku_core::generate::{Generator, Request, count_solutions};
use stepdoku_core::hint::{Level, grade};

fn level() -> impl Strategy<Value = Level> {
    prop_oneof![Just(Level::Easy), Just(Level::Medium), Just(Level::Hard)]
}

proptest! {
    // Each case makes and grades a few puzzles in a debug build: keep the count modest.
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn generated_puzzles_have_one_solution_and_the_requested_level(
        seed in any::<u64>(),
        level in level(),
        symmetric in any::<bool>(),
    ) {
        let request = Request { level: Some(level), symmetric };
        let made = Generator::new(seed, request).next().expect("endless");
        prop_assert_eq!(count_solutions(&made.puzzle), 1);
        prop_assert!(made.puzzle.is_completed_by(&made.solution));
        let g = grade::grade(&made.puzzle).expect("unique");
        prop_assert_eq!(g.level, level);
        prop_assert!(g.solved_by_logic);
        prop_assert_eq!(&g, &made.grade);
        if symmetric {
            let v = made.puzzle.values();
            prop_assert!((0..81).all(|i| (v[i] == 0) == (v[80 - i] == 0)));
        }
        let again = Generator::new(seed, request).next().expect("endless");
        prop_assert_eq!(again.puzzle, made.puzzle);
    }
}

/// The rarer levels cost a debug build about a second each: one seeded puzzle apiece.
#[test]
fn seeded_unfair_and_extreme_puzzles_solved_by_logic() {
    for level in [Level::Unfair, Level::Extreme] {
        let request = Request {
            level: Some(level),
            symmetric: false,
        };
        let made = Generator::new(31, request).next().expect("endless");
        assert_eq!(count_solutions(&made.puzzle), 1);
        let g = grade::grade(&made.puzzle).expect("unique");
        assert_eq!(
            (g.level, g.solved_by_logic),
            (level, true),
            "{}",
            made.puzzle.to_line()
        );
    }
}
