//! The lexicographically smallest solution (BOJ 2239's answer), quick on every board.
//!
//! The lexicographic machine (first open cell in reading order, digits ascending, propagation
//! pruning) finds the smallest solution at once on ordinary boards, but a board with no
//! solution, or a wrong early digit whose contradiction lies deep, makes it search subtrees
//! whose size it cannot cut down: it may not choose a better cell to branch on. So it runs on
//! a small budget first; past that, the answer is built cell by cell in reading order, asking
//! the propagating machine (which does choose its cells) whether a smaller digit still leaves a
//! solution. Both are the one [`Machine`]: no second solver.

use crate::cell::{Cell, Digit};
use crate::grid::Grid;

use super::{Counters, Machine, Options, Strategy};

/// Steps the lexicographic machine gets before the cell-by-cell construction takes over:
/// about a millisecond, far more than any board with a solution near the start of the order
/// needs, and little lost when it is not enough.
const DIRECT_BUDGET: u64 = 100_000;

/// How the search for the smallest solution ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Smallest {
    Solved(Grid),
    NoSolution,
    /// `max_steps` were taken before the answer was known.
    GaveUp,
}

/// The lexicographically smallest solution of `grid` (rows read left to right, top to
/// bottom), within `max_steps` steps over all the searches it runs (`None`: no limit), and
/// the counters summed over those searches.
#[must_use]
pub fn smallest_solution(grid: &Grid, max_steps: Option<u64>) -> (Smallest, Counters) {
    let mut budget = Budget {
        left: max_steps,
        spent: Counters::default(),
    };
    let lexicographic = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(1),
        lexicographic: true,
    };
    let direct = budget.left.map_or(DIRECT_BUDGET, |l| l.min(DIRECT_BUDGET));
    match budget.run(grid, lexicographic, Some(direct)) {
        Search::Found(solution) => return (Smallest::Solved(solution), budget.spent),
        Search::None => return (Smallest::NoSolution, budget.spent),
        Search::Unfinished if budget.left == Some(0) => return (Smallest::GaveUp, budget.spent),
        Search::Unfinished => {}
    }
    (cell_by_cell(grid, &mut budget), budget.spent)
}

/// Fix each open cell in reading order to the smallest digit that still leaves a solution.
/// `witness` is always a solution of the cells fixed so far, so its digit is known to work and
/// only smaller ones need asking about.
fn cell_by_cell(grid: &Grid, budget: &mut Budget) -> Smallest {
    let any = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(1),
        lexicographic: false,
    };
    let mut witness = match budget.run(grid, any, budget.left) {
        Search::Found(solution) => solution,
        Search::None => return Smallest::NoSolution,
        Search::Unfinished => return Smallest::GaveUp,
    };
    let mut fixed = *grid;
    for cell in Cell::all() {
        if fixed.get(cell).is_some() {
            continue;
        }
        let Some(known) = witness.get(cell) else {
            return Smallest::GaveUp; // a solution is full; unreachable
        };
        for digit in Digit::all().take_while(|&d| d < known) {
            let mut trial = fixed;
            trial.set(cell, Some(digit));
            match budget.run(&trial, any, budget.left) {
                Search::Found(solution) => {
                    witness = solution;
                    break;
                }
                Search::None => {}
                Search::Unfinished => return Smallest::GaveUp,
            }
        }
        fixed.set(cell, witness.get(cell));
    }
    Smallest::Solved(witness)
}

enum Search {
    Found(Grid),
    None,
    Unfinished,
}

/// The steps still allowed and the counters of every search run so far.
struct Budget {
    left: Option<u64>,
    spent: Counters,
}

impl Budget {
    fn run(&mut self, grid: &Grid, options: Options, cap: Option<u64>) -> Search {
        // A digit that clashes with the cells fixed so far leaves no solution.
        let Ok(mut machine) = Machine::new(grid, options) else {
            return Search::None;
        };
        let finished = machine.run(cap);
        let counters = *machine.counters();
        self.spent += &counters;
        self.left = self.left.map(|l| l.saturating_sub(counters.steps));
        match (finished, machine.first_solution()) {
            (_, Some(solution)) => Search::Found(*solution),
            (true, None) => Search::None,
            (false, None) => Search::Unfinished,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;

    fn grid(line: &str) -> Grid {
        let doc = format::parse("test", line, None).unwrap();
        *doc.puzzles[0].as_classic().unwrap()
    }

    fn lexicographic_machine(grid: &Grid) -> Option<Grid> {
        let options = Options {
            strategy: Strategy::Propagate,
            max_solutions: Some(1),
            lexicographic: true,
        };
        let mut machine = Machine::new(grid, options).unwrap();
        machine.run(None);
        machine.first_solution().copied()
    }

    /// Boards with many solutions, where the cell-by-cell construction must pick the same
    /// smallest one the plain lexicographic search finds.
    #[test]
    fn cell_by_cell_agrees_with_the_lexicographic_machine() {
        for line in [
            ".................................................................................",
            "1...............................................................................9",
            "....7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "9........8........7........6........5........4........3........2........1........",
        ] {
            let g = grid(line);
            let mut budget = Budget {
                left: None,
                spent: Counters::default(),
            };
            let built = cell_by_cell(&g, &mut budget);
            assert_eq!(
                built,
                Smallest::Solved(lexicographic_machine(&g).unwrap()),
                "{line}"
            );
        }
    }

    /// Built against the lexicographic order: no solution, which the plain lexicographic
    /// search takes about 10⁸ steps to prove, the propagating one 1.4 M guesses without its
    /// lookahead.
    #[test]
    fn a_board_without_solution_is_settled_in_few_steps() {
        let g = grid(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        );
        let (outcome, counters) = smallest_solution(&g, None);
        assert_eq!(outcome, Smallest::NoSolution);
        assert!(counters.steps < 1_000_000, "{counters:?}");
    }

    proptest::proptest! {
        /// On random boards (many with several solutions), building the answer cell by cell
        /// gives what the lexicographic machine finds.
        #[test]
        fn cell_by_cell_is_the_smallest(seed: u64, keep in 0u32..45) {
            let mut rng = crate::generate::Rng::new(seed);
            let solution = crate::generate::solved_grid(&mut rng);
            let mut g = Grid::EMPTY;
            for cell in Cell::all() {
                if (rng.below(100) as u32) < keep {
                    g.set(cell, solution.get(cell));
                }
            }
            let mut budget = Budget { left: None, spent: Counters::default() };
            let built = cell_by_cell(&g, &mut budget);
            proptest::prop_assert_eq!(built, Smallest::Solved(lexicographic_machine(&g).unwrap()));
        }
    }

    #[test]
    fn the_step_limit_is_kept() {
        let g = grid(
            ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........",
        );
        let (outcome, counters) = smallest_solution(&g, Some(1_000));
        assert_eq!(outcome, Smallest::GaveUp);
        assert!(counters.steps <= 1_000, "{counters:?}");
    }
}
