//! Backward equals forward: for random puzzles, strategies, budgets and step counts, the state
//! reached by going forward n and back k is the state reached by going forward n − k.

use proptest::prelude::*;

use super::*;
use crate::cell::{Cell, Digit};
use crate::generate::Rng;
use crate::grid::Grid;
use crate::solver::{Options, Strategy as Search};

/// Everything a front end can see of a timeline at one step.
fn snapshot(t: &Timeline<Machine>) -> impl PartialEq + std::fmt::Debug + use<> {
    let m = t.machine();
    (
        m.grid(),
        m.stack().to_vec(),
        *m.counters(),
        m.last_event(),
        m.is_finished(),
        m.first_solution().copied(),
        *t.heat(),
    )
}

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A random solved grid: a known one with its digits relabelled, rows shuffled inside their
/// bands and the bands shuffled, maybe transposed. (Not the generator's: the test must not
/// depend on how fast the solver proves a seed board dead.)
fn solved_grid(rng: &mut Rng) -> Grid {
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let mut bands = [0, 1, 2];
    rng.shuffle(&mut bands);
    let mut rows = Vec::new();
    for band in bands {
        let mut inner = [0, 1, 2];
        rng.shuffle(&mut inner);
        rows.extend(inner.iter().map(|r| band * 3 + r));
    }
    let transpose = rng.below(2) == 1;
    let source = SOLUTION.as_bytes();
    let mut values = [0u8; 81];
    for (i, v) in values.iter_mut().enumerate() {
        let (r, c) = if transpose {
            (i % 9, i / 9)
        } else {
            (i / 9, i % 9)
        };
        *v = digits[usize::from(source[rows[r] * 9 + c] - b'1')];
    }
    Grid::from_values(values).unwrap()
}

/// A puzzle from a random solution: `holes` cells emptied, then `noise` random digits written
/// over random cells (which may leave it without a solution; clashes are skipped).
fn puzzle(seed: u64, holes: usize, noise: usize) -> Grid {
    let mut rng = Rng::new(seed);
    let mut grid = solved_grid(&mut rng);
    for _ in 0..holes {
        grid.set(Cell::from_index(rng.below(81)), None);
    }
    for _ in 0..noise {
        let cell = Cell::from_index(rng.below(81));
        let digit = Digit::new(rng.below(9) as u8 + 1);
        let before = grid.get(cell);
        grid.set(cell, digit);
        if Machine::new(&grid, Options::default()).is_err() {
            grid.set(cell, before);
        }
    }
    grid
}

fn machine(grid: &Grid, strategy: Search, lexicographic: bool, all: bool) -> Machine {
    let options = Options {
        strategy,
        max_solutions: if all { None } else { Some(1) },
        lexicographic,
    };
    Machine::new(grid, options).unwrap()
}

fn strategy() -> impl Strategy<Value = Search> {
    prop::sample::select(Search::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn forward_n_back_k_is_forward_n_minus_k(
        seed in any::<u64>(),
        holes in 30usize..90,
        noise in 0usize..3,
        strategy in strategy(),
        lexicographic in any::<bool>(),
        all in any::<bool>(),
        budget in 2usize..40,
        n in 0u64..4000,
        k_fraction in 0.0f64..=1.0,
    ) {
        let grid = puzzle(seed, holes, noise);
        let m = machine(&grid, strategy, lexicographic, all);
        let mut timeline = Timeline::with_budget(m.clone(), budget);
        let reached = timeline.forward_by(n);
        let k = (reached as f64 * k_fraction) as u64;
        prop_assert_eq!(timeline.back_by(k), k);
        let mut reference = Timeline::with_budget(m, budget);
        reference.forward_by(reached - k);
        prop_assert_eq!(snapshot(&timeline), snapshot(&reference));
        // And k forward again is where it was.
        timeline.forward_by(k);
        let mut again = Timeline::new(machine(&grid, strategy, lexicographic, all));
        again.forward_by(reached);
        prop_assert_eq!(snapshot(&timeline), snapshot(&again));
    }

    /// Running to a breakpoint stops at the first step that matches, and stepping back from
    /// it lands where stepping straight lands.
    #[test]
    fn a_breakpoint_stops_at_the_first_match_and_steps_back_exactly(
        seed in any::<u64>(),
        holes in 30usize..90,
        noise in 0usize..3,
        strategy in strategy(),
        budget in 2usize..40,
        until in prop::sample::select(vec![
            crate::solver::Until::DeadEnd,
            crate::solver::Until::Backtrack,
            crate::solver::Until::Solution,
            crate::solver::Until::Depth(5),
        ]),
        back in 0u64..50,
    ) {
        let grid = puzzle(seed, holes, noise);
        let m = machine(&grid, strategy, false, false);
        let mut timeline = Timeline::with_budget(m.clone(), budget);
        let (taken, hit) = timeline.forward_to(100_000, |m, event| {
            until.hit(&event, m.stack().len(), m.counters().steps)
        });
        // Stepping one at a time, the first match is at the same step.
        let mut straight = m.clone();
        let mut first = None;
        while !straight.is_finished() && straight.counters().steps < 100_000 {
            let event = straight.step();
            if until.hit(&event, straight.stack().len(), straight.counters().steps) {
                first = Some(straight.counters().steps);
                break;
            }
        }
        prop_assert_eq!(hit, first.is_some());
        if let Some(step) = first {
            prop_assert_eq!(taken, step);
        }
        let k = back.min(taken);
        timeline.back_by(k);
        let mut reference = Timeline::with_budget(m, budget);
        reference.forward_by(taken - k);
        prop_assert_eq!(snapshot(&timeline), snapshot(&reference));
    }

    /// Any walk of steps forward, steps back, seeks and restarts lands where a fresh machine
    /// stepped straight to the same count lands.
    #[test]
    fn any_walk_agrees_with_stepping_straight(
        seed in any::<u64>(),
        strategy in strategy(),
        budget in 2usize..12,
        moves in prop::collection::vec((0u8..5, 0u64..700), 1..25),
    ) {
        let grid = puzzle(seed, 55, 0);
        let start = machine(&grid, strategy, false, true);
        let mut timeline = Timeline::with_budget(start.clone(), budget);
        for (kind, amount) in moves {
            let before = timeline.steps();
            // Where the move must land; a finished search stops short of a step forward.
            let (want, may_stop_short) = match kind {
                0 => (before + amount, true),
                1 => (before.saturating_sub(amount), false),
                2 => (amount * 3, amount * 3 > before),
                3 => (before.saturating_sub(1), false),
                _ => (before.saturating_sub(amount % 40), false),
            };
            match kind {
                0 => { timeline.forward_by(amount); }
                1 => { timeline.back_by(amount); }
                2 => timeline.seek(amount * 3),
                3 => { timeline.back(); }
                _ => {
                    // Several single steps back in a row, as a user holding ← does.
                    for _ in 0..amount % 40 {
                        timeline.back();
                    }
                }
            }
            if may_stop_short && timeline.is_finished() {
                prop_assert!(timeline.steps() <= want);
            } else {
                prop_assert_eq!(timeline.steps(), want);
            }
            let mut straight = Timeline::new(start.clone());
            straight.forward_by(timeline.steps());
            prop_assert_eq!(snapshot(&timeline), snapshot(&straight));
        }
    }
}

#[test]
fn memory_stays_bounded_and_checkpoints_spread_out() {
    // The empty board with every solution wanted never finishes: a long, steady search.
    let m = machine(&Grid::EMPTY, Search::RowMajor, false, true);
    let mut timeline = Timeline::with_budget(m, 64);
    for _ in 0..20 {
        timeline.forward_by(10_000);
        let footprint = timeline.footprint();
        assert!(footprint.checkpoints <= 65, "{footprint:?}");
    }
    let footprint = timeline.footprint();
    assert!(footprint.spacing >= 200_000 / 64, "{footprint:?}");
    // A step back after a long run replays at most one interval, then fine checkpoints help.
    timeline.back();
    assert_eq!(timeline.steps(), 199_999);
    assert!(timeline.footprint().checkpoints <= 65 + 64);
}

#[test]
fn back_at_the_start_and_forward_at_the_end_do_nothing() {
    let classic = puzzle(7, 45, 0);
    let mut timeline = Timeline::new(machine(&classic, Search::Mrv, false, false));
    assert!(!timeline.back());
    assert_eq!(timeline.steps(), 0);
    let total = timeline.forward_by(u64::MAX);
    assert!(timeline.is_finished());
    assert!(timeline.machine().first_solution().is_some());
    assert_eq!(timeline.forward(), None);
    assert_eq!(timeline.forward_by(10), 0);
    assert_eq!(timeline.steps(), total);
    timeline.seek(total + 100);
    assert_eq!(timeline.steps(), total);
    timeline.restart();
    assert_eq!(timeline.steps(), 0);
    assert_eq!(*timeline.heat(), Heat::filled(0));
}

#[test]
fn the_heatmap_counts_guesses_per_cell() {
    let grid = puzzle(11, 50, 0);
    let mut timeline = Timeline::new(machine(&grid, Search::RowMajor, false, false));
    timeline.forward_by(u64::MAX);
    let heat: u64 = timeline.heat().values().map(|&h| u64::from(h)).sum();
    assert_eq!(heat, timeline.machine().counters().tries);
    for cell in Cell::all().filter(|&c| grid.get(c).is_some()) {
        assert_eq!(timeline.heat()[cell], 0, "{cell} is a given");
    }
}

#[test]
fn stepping_back_one_at_a_time_lands_on_every_step() {
    let start = machine(&Grid::EMPTY, Search::RowMajor, false, true);
    let mut timeline = Timeline::with_budget(start.clone(), 4);
    timeline.forward_by(5_000);
    let coarse = timeline.footprint().checkpoints;
    let mut straight = Timeline::new(start);
    let mut expected = Vec::new();
    for _ in 0..5_000 {
        expected.push(snapshot(&straight));
        straight.forward();
    }
    for step in (4_700..5_000).rev() {
        assert!(timeline.back());
        assert_eq!(timeline.steps(), step);
        assert_eq!(snapshot(&timeline), expected[step as usize], "step {step}");
    }
    assert!(
        timeline.footprint().checkpoints > coarse,
        "the steps back left fine checkpoints"
    );
}

mod dominoes {
    use proptest::prelude::*;

    use crate::domino::{DominoMachine, Sudominoku};
    use crate::format;
    use crate::teaching::timeline::Timeline;

    fn puzzles() -> Vec<Sudominoku> {
        let text = include_str!("../../../../tests/data/boj/boj4574-sample.in");
        format::parse("boj4574-sample.in", text, None)
            .unwrap()
            .puzzles
            .iter()
            .filter_map(format::Puzzle::as_sudominoku)
            .cloned()
            .collect()
    }

    fn snapshot(t: &Timeline<DominoMachine>) -> impl PartialEq + std::fmt::Debug + use<> {
        let m = t.machine();
        (
            *m.layout(),
            m.stack().to_vec(),
            *m.counters(),
            m.last_event(),
            *m.tries_per_cell(),
            m.first_solution().copied(),
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn forward_n_back_k_is_forward_n_minus_k(
            which in 0usize..2,
            all in any::<bool>(),
            budget in 2usize..20,
            n in 0u64..3000,
            k_fraction in 0.0f64..=1.0,
        ) {
            let puzzle = &puzzles()[which];
            let machine = DominoMachine::new(puzzle, if all { None } else { Some(1) });
            let mut timeline = Timeline::with_budget(machine.clone(), budget);
            let reached = timeline.forward_by(n);
            let k = (reached as f64 * k_fraction) as u64;
            prop_assert_eq!(timeline.back_by(k), k);
            let mut straight = Timeline::new(machine);
            straight.forward_by(reached - k);
            prop_assert_eq!(snapshot(&timeline), snapshot(&straight));
        }
    }
}
