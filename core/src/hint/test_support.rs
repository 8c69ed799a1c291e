//! Shared by the technique tests: hand-built candidate grids, and positions reached by
//! logic-solving generated puzzles for the never-wrong properties.

use crate::cell::{Cell, Digit, DigitSet};
use crate::generate::{Rng, unique_puzzle};
use crate::grid::Grid;
use crate::hint::{Candidates, Settings, Technique, find_all, find_all_with};
use crate::solver::{Machine, Options};

pub use crate::test_cells::{cell, digit};

/// An empty grid where `digit` is a candidate exactly in `cells` (given as `(row, col)`,
/// 1-based) and every other digit everywhere: single-digit patterns only look at one digit.
pub fn only_digit(d: u8, cells: &[(usize, usize)]) -> Candidates {
    let mut grid = Candidates::from_grid(&Grid::EMPTY);
    let d = digit(d);
    for c in Cell::all() {
        grid.set_candidates(c, DigitSet::ALL.without(d));
    }
    for &(r, c) in cells {
        let at = cell(r, c);
        grid.set_candidates(at, grid.candidates(at).with(d));
    }
    grid
}

/// Eliminations as `(row, col, digit)`, sorted, for short asserts.
pub fn triples(items: &[(Cell, Digit)]) -> Vec<(usize, usize, u8)> {
    let mut v: Vec<_> = items
        .iter()
        .map(|(c, d)| (c.row() + 1, c.col() + 1, d.get()))
        .collect();
    v.sort_unstable();
    v
}

/// An empty grid where every cell may hold anything, except the cells given notes.
pub fn notes(cells: &[((usize, usize), &str)]) -> Candidates {
    let mut grid = Candidates::from_grid(&Grid::EMPTY);
    for &((r, c), digits) in cells {
        let set: DigitSet = digits.chars().filter_map(Digit::from_char).collect();
        grid.set_candidates(cell(r, c), set);
    }
    grid
}

/// The eliminations of every `technique` deduction on `grid` (default settings), one list of
/// 1-based triples per deduction; asserts the finder reported no other technique.
pub fn found(technique: Technique, grid: &Candidates) -> Vec<Vec<(usize, usize, u8)>> {
    let found = find_all(technique, grid);
    assert!(found.iter().all(|d| d.technique == technique));
    found.iter().map(|d| triples(&d.eliminations)).collect()
}

/// Every setting combination the pattern families read.
pub fn all_settings() -> [Settings; 2] {
    let plain = Settings::default();
    let variants = Settings {
        allow_missing_candidates: false,
        er_two_candidates: true,
        single_digit_duals: true,
        ..plain
    };
    [plain, variants]
}

/// Logic-solve a generated puzzle with singles and `techniques` (revealing a solution digit
/// whenever they are stuck), checking every deduction `techniques` report on every position
/// against the solution. Returns how many deductions were checked.
pub fn check_never_wrong(seed: u64, techniques: &[Technique]) -> usize {
    let mut rng = Rng::new(seed);
    let puzzle = unique_puzzle(&mut rng, false);
    let mut machine = Machine::new(&puzzle, Options::default()).unwrap();
    machine.run(None);
    let solution = *machine.first_solution().unwrap();
    let mut grid = Candidates::from_grid(&puzzle);
    let mut checked = 0;
    while !grid.is_solved() {
        // Check every position on the way, not just those where singles are exhausted.
        let mut found = None;
        for settings in all_settings() {
            for &technique in techniques {
                for deduction in find_all_with(technique, &grid, &settings) {
                    checked += 1;
                    assert!(
                        !deduction.contradicts(&solution),
                        "seed {seed}: {} on {}\n{:?}",
                        deduction.explanation,
                        grid.values().to_line(),
                        deduction.eliminations
                    );
                    found.get_or_insert(deduction);
                }
            }
        }
        if let Some((c, d)) = grid.first_single() {
            grid.place(c, d);
        } else if let Some(deduction) = found {
            grid.apply(&deduction);
        } else {
            // Stuck: reveal one cell of the solution, as a player asking for it would.
            let empty: Vec<Cell> = grid.empty_cells().iter().collect();
            let at = empty[rng.below(empty.len())];
            if let Some(d) = solution.get(at) {
                grid.place(at, d);
            }
        }
    }
    checked
}

/// Candidates of a grid holding the given `(row, col, digit)` placements.
pub fn grid_with(placed: &[(usize, usize, u8)]) -> Candidates {
    let mut grid = Grid::EMPTY;
    for &(r, c, d) in placed {
        grid.set(cell(r, c), Some(digit(d)));
    }
    Candidates::from_grid(&grid)
}

/// Candidates of an 81-character line (`.` or `0` for a blank).
pub fn grid_from(line: &str) -> Candidates {
    let mut values = [0u8; 81];
    for (i, ch) in line.chars().filter(|c| !c.is_whitespace()).enumerate() {
        values[i] = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    Candidates::from_grid(&Grid::from_values(values).expect("digits"))
}

/// Remove candidates given as `(row, col, digits)`.
pub fn without(mut grid: Candidates, removed: &[(usize, usize, &str)]) -> Candidates {
    for &(r, c, digits) in removed {
        for ch in digits.chars() {
            grid.remove(cell(r, c), digit(ch.to_digit(10).expect("digit") as u8));
        }
    }
    grid
}

/// Harder puzzles of our own and of magictour's top1465 (both bundled), whose logical solves
/// reach the chain, loop and forcing steps again and again.
pub const HARD: &str = concat!(
    include_str!("../../../puzzles/extreme.txt"),
    include_str!("../../../puzzles/top1465.txt"),
);

/// The index in the solver's table (`SOLVER_STEPS`) of a technique's slot.
pub fn slot_index(t: Technique) -> usize {
    crate::hint::scores::SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&t))
        .unwrap_or(usize::MAX)
}

/// A position of a logical solve where a slot's step is reached: the candidates, what the
/// solve did there (`None`: no technique applied, a cell was revealed), the puzzle's solution.
pub struct Reached {
    pub grid: Candidates,
    pub applied: Option<Technique>,
    pub solution: Grid,
}

/// Every position of the logical solves of `puzzles` (a line each, `#` comments) at which the
/// step of `slot` or a later one is reached: every earlier step found nothing.
pub fn positions_reaching(puzzles: &str, slot: usize) -> Vec<Reached> {
    let mut out = Vec::new();
    for line in puzzles.lines().filter(|l| !l.starts_with('#')) {
        let Some(puzzle) = Grid::from_line(line.split('#').next().unwrap_or("").trim()) else {
            continue;
        };
        let solution = crate::hint::grade::solution(&puzzle).expect("bundled puzzles are unique");
        let mut solver = crate::hint::Solver::new(&puzzle);
        while !solver.candidates().is_solved() {
            let before = solver.candidates().clone();
            let next = solver.next_deduction();
            let at = next
                .as_ref()
                .map_or(usize::MAX, |d| slot_index(d.technique));
            if at >= slot {
                out.push(Reached {
                    grid: before,
                    applied: next.as_ref().map(|d| d.technique),
                    solution,
                });
            }
            match next {
                Some(d) => solver.apply(&d),
                None => {
                    let (cell, digit) = solver.reveal(&solution).expect("an open cell");
                    solver.place(cell, digit);
                }
            }
        }
    }
    out
}
