//! The search run to its end without events ([`run_to_end`]) against the machine run to its
//! end: the same counters and the same first solution on boards with one solution, many, or
//! none (the cornered boards reach the lookahead), for every option `solve` uses.

use proptest::prelude::*;

use super::lookahead::cornered_boards;
use crate::generate::{Rng, solved_grid};
use crate::grid::Grid;
use crate::solver::{Machine, Options, Strategy as Search, run_to_end};

/// A random solved grid with `keep` of its 81 cells left as givens (chosen by `seed`): one
/// solution when `keep` is high, many when it is low.
fn thinned(seed: u64, keep: usize) -> Grid {
    let mut rng = Rng::new(seed);
    let solution = solved_grid(&mut rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let mut values = *solution.values();
    for &i in &order[keep..] {
        values[i] = 0;
    }
    Grid::from_values(values).unwrap()
}

fn options() -> impl Strategy<Value = Options> {
    (
        prop::sample::select(vec![Search::Propagate, Search::Mrv]),
        prop::sample::select(vec![Some(1), Some(2), Some(7)]),
        any::<bool>(),
    )
        .prop_map(|(strategy, max_solutions, lexicographic)| Options {
            strategy,
            max_solutions,
            lexicographic,
        })
}

fn agree(grid: &Grid, options: Options) -> Result<(), TestCaseError> {
    let ended = run_to_end(grid, options);
    let machine = Machine::new(grid, options).map(|mut machine| {
        prop_assert!(machine.run(None));
        Ok((*machine.counters(), machine.first_solution().copied()))
    });
    match (ended, machine) {
        (Ok(ended), Ok(ran)) => {
            let (counters, first_solution) = ran?;
            prop_assert_eq!(ended.counters, counters);
            prop_assert_eq!(ended.first_solution, first_solution);
        }
        (Err(a), Err(b)) => prop_assert_eq!(a, b),
        (a, b) => prop_assert!(false, "one ran, one did not: {a:?} / {b:?}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn thinned_grids_end_alike(seed in any::<u64>(), keep in 22usize..45, options in options()) {
        agree(&thinned(seed, keep), options)?;
    }

}

proptest! {
    // Thousands of steps each through the machine: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(crate::test_scale::scaled(4)))]

    #[test]
    fn cornered_boards_end_alike(grid in cornered_boards(), lexicographic in any::<bool>()) {
        let options = Options { strategy: Search::Propagate, max_solutions: Some(1), lexicographic };
        agree(&grid, options)?;
    }
}

#[test]
fn clashing_givens_are_refused_alike() {
    let mut values = *thinned(3, 40).values();
    values[0] = 5;
    values[1] = 5;
    let grid = Grid::from_values(values).unwrap();
    let options = Options::default();
    assert_eq!(
        run_to_end(&grid, options).err(),
        Machine::new(&grid, options).err()
    );
    assert!(run_to_end(&grid, options).is_err());
}
