//! The machine run to its end when nobody watches: [`run_to_end`].
//!
//! A [`Machine`] hands out one event per step, so it keeps what a viewer draws: the grid as
//! delivered, a frame per forced placement, the last event. A command that only wants the
//! answer and the counters pays for all of that on every node. Here the propagating engine's
//! search runs as a plain recursion over the same band state, with the same propagation, the
//! same lookahead, the same choice of cell and the same digit order; it keeps only the
//! counters, adding up the steps the machine would have taken. Equal counters and first
//! solution for every board and every option are a property test (`tests/headless.rs`).
//!
//! [`solve_fast`], what `solve` runs, adds the mini-line
//! rules (`bands/minilines.rs`) near the top of the tree, where they refute without a guess
//! most boards that have no solution; it finds the same solutions in the same order
//! (`tests/fast.rs`), with fewer steps.

use crate::grid::Grid;

use super::bands::{Bands, DeadEnd, Tally};
use super::{Counters, Machine, Options, SolveError};

/// What a search run to its end found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ended {
    pub counters: Counters,
    pub first_solution: Option<Grid>,
}

/// Run the search on `givens` until it finishes, exactly as `Machine::run(None)` would, and
/// report its counters and first solution. Faster than the machine for the propagating engine
/// (the default strategy and lexicographic mode); the scanning strategies run on the machine.
pub fn run_to_end(givens: &Grid, options: Options) -> Result<Ended, SolveError> {
    search(givens, options, false)
}

/// The default solver of commands that only want answers (`solve`, `solve --count`): the
/// propagating search of [`run_to_end`], which also applies the
/// mini-line rules before it guesses on an open position. Those rules only refute: a node
/// they show to have no solution is a dead end at once, a digit they strike from the cell
/// about to be guessed is skipped, and a node they solve outright has that one solution;
/// otherwise the search goes on from the node as it was. So it meets the same solutions in
/// the same order as [`run_to_end`] (the same answers, even on boards with several), only
/// with fewer steps. Other strategies and lexicographic mode run as [`run_to_end`] does.
pub fn solve_fast(givens: &Grid, options: Options) -> Result<Ended, SolveError> {
    let fast = options.strategy == super::Strategy::Propagate && !options.lexicographic;
    search(givens, options, fast)
}

fn search(givens: &Grid, options: Options, mini_lines: bool) -> Result<Ended, SolveError> {
    if !(options.strategy.propagates() || options.lexicographic) {
        let mut machine = Machine::new(givens, options)?;
        machine.run(None);
        return Ok(Ended {
            counters: *machine.counters(),
            first_solution: machine.first_solution().copied(),
        });
    }
    let mut bands = Bands::with_givens(givens)
        .map_err(|(cell, digit)| super::machine::clash(givens, cell, digit))?;
    let mut search = Search {
        options,
        counters: Counters::default(),
        first_solution: None,
        placed: Tally::default(),
    };
    let settled = bands.settle(&mut search.placed, 0);
    let reasoned = if settled.is_ok() && mini_lines {
        search.reason(bands)
    } else {
        Reasoned::Open(None)
    };
    let flow = match reasoned {
        Reasoned::Refuted => {
            search.counters.dead_ends += 1;
            search.counters.steps += 1;
            Flow::Go
        }
        Reasoned::Solved(solved) => search.solved(&solved),
        Reasoned::Open(reduced) => search.node(&mut bands, reduced.as_ref(), settled, 0),
    };
    if flow == Flow::Go {
        // Back at the start with nothing left to try: the machine's last step.
        search.counters.steps += 1;
    }
    // `backtracks` has counted the frames whose digits were all tried: add the dead ends.
    search.counters.backtracks += search.counters.dead_ends;
    Ok(Ended {
        counters: search.counters,
        first_solution: search.first_solution,
    })
}

/// Open cells from which a position is worth the mini-line rules below it. Measured on the
/// sets of `scripts/bench_solve.sh`: the start and the first guesses gain (a board without a
/// solution is most often refuted there); deeper, the rules cost more than the guesses they
/// save (applied at every node: +30% CPU on top1465, +50% on the forum's hardest).
const MINI_LINES_FROM: u32 = 60;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// Back up and go on searching.
    Go,
    /// Enough solutions: the search is over.
    Stop,
}

/// What the mini-line rules, with propagation, make of a position.
enum Reasoned {
    /// No solution.
    Refuted,
    /// Its one solution.
    Solved(Bands),
    /// Still open: the candidates they leave, when the position is open enough to keep
    /// applying them below.
    Open(Option<Bands>),
}

struct Search {
    options: Options,
    counters: Counters,
    first_solution: Option<Grid>,
    /// How many placements the latest propagation made.
    placed: Tally,
}

impl Search {
    /// A node just propagated (`settled`, its placements counted) on a stack `depth`
    /// frames deep: the machine would hand out the placements one step each, then report the
    /// dead end, the solution, or guess on a cell and try its digits in turn.
    ///
    /// With `reduced` (the node's candidates after the mini-line rules, [`solve_fast`]), a
    /// digit they strike from the cell is skipped, and each guess is first made there: a
    /// child they refute or solve needs no search of its own. The cell and the digits' order
    /// still come from `bands`, so the search meets solutions in the order it would without.
    fn node(
        &mut self,
        bands: &mut Bands,
        reduced: Option<&Bands>,
        settled: Result<(), DeadEnd>,
        depth: usize,
    ) -> Flow {
        let placed = self.placed.0 as usize;
        let depth = depth + placed;
        let counters = &mut self.counters;
        counters.steps += placed as u64;
        counters.forced += placed as u64;
        counters.max_depth = counters.max_depth.max(depth);
        if settled.is_err() {
            // Only the dead ends are counted here, the other backtracks below; their sum is
            // made once at the end, so a node costs the one addition it did before.
            counters.dead_ends += 1;
            counters.steps += 1;
            return Flow::Go;
        }
        let Some(cell) = bands.pick(self.options.lexicographic) else {
            return self.solved(bands);
        };
        let mut remaining = bands.candidates(cell);
        if let Some(reduced) = reduced {
            let kept = remaining & reduced.candidates(cell);
            // Each struck digit would have been a try ending in a dead end.
            let struck = (remaining.len() - kept.len()) as u64;
            counters.dead_ends += struck;
            counters.steps += struck;
            remaining = kept;
        }
        while let Some(digit) = remaining.first() {
            remaining = remaining.without(digit);
            let counters = &mut self.counters;
            counters.tries += 1;
            counters.steps += 1;
            counters.max_depth = counters.max_depth.max(depth + 1);
            let child_reduced = match reduced {
                None => None,
                Some(reduced) => {
                    let mut guess = *reduced;
                    guess.assign(cell, digit);
                    match self.reason(guess) {
                        Reasoned::Refuted => {
                            self.counters.dead_ends += 1;
                            self.counters.steps += 1;
                            continue;
                        }
                        Reasoned::Solved(solved) => {
                            if self.solved(&solved) == Flow::Stop {
                                return Flow::Stop;
                            }
                            continue;
                        }
                        Reasoned::Open(child) => child,
                    }
                }
            };
            // Every digit but the last is tried on a copy, so `bands` stays as it was for the
            // next one; the last may use it up (the machine restores a snapshot instead).
            let mut copy;
            let child = if remaining.is_empty() {
                &mut *bands
            } else {
                copy = *bands;
                &mut copy
            };
            child.assign(cell, digit);
            self.placed = Tally::default();
            let settled = child.settle(&mut self.placed, self.counters.tries);
            if self.node(child, child_reduced.as_ref(), settled, depth + 1) == Flow::Stop {
                return Flow::Stop;
            }
        }
        // Every digit tried (or, after propagation, none to try): the frame is popped.
        self.counters.backtracks += 1;
        self.counters.steps += 1;
        Flow::Go
    }

    /// The mini-line rules and propagation until neither strikes anything, on `bands` (a
    /// copy: the search itself goes on from the position as it was).
    fn reason(&mut self, mut bands: Bands) -> Reasoned {
        let mut placed = Tally::default();
        if !bands.settle_mini_lines(&mut placed) {
            return Reasoned::Refuted;
        }
        let open = bands.open_cells();
        if open == 0 {
            self.counters.forced += u64::from(placed.0);
            self.counters.steps += u64::from(placed.0);
            return Reasoned::Solved(bands);
        }
        Reasoned::Open((open >= MINI_LINES_FROM).then_some(bands))
    }

    fn solved(&mut self, bands: &Bands) -> Flow {
        self.counters.solutions += 1;
        self.counters.steps += 1;
        if self.first_solution.is_none() {
            self.first_solution = Some(bands.solved_grid());
        }
        let done = self
            .options
            .max_solutions
            .is_some_and(|max| self.counters.solutions >= max);
        if done { Flow::Stop } else { Flow::Go }
    }
}
