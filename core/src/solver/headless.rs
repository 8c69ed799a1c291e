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
//! [`solve_fast`], what `solve` runs, propagates in a cheaper order to the same positions
//! (`bands/fast.rs`) and, once the search meets its first dead end, asks the mini-line rules
//! (`bands/minilines.rs`) whether the start has a solution at all: they refute without a
//! further guess many boards that have none. At its second dead end a second search that only
//! refutes (`bands/refute.rs`) gets two branches to show the same. It finds the same
//! solutions in the same order (`tests/fast.rs`).

use crate::grid::Grid;

use super::bands::{Bands, DeadEnd, Refutation, Tally, Uncounted};
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
/// propagating search of [`run_to_end`], which also applies the mini-line rules to the start
/// when the search meets its first dead end, and at its second, when the settled start has
/// many open cells, a refutation search with a small budget (`REFUTE_AT_DEAD_END`,
/// `REFUTE_MIN_OPEN`, `REFUTE_BUDGET`). Both only refute: when they show
/// the start to have no solution the search ends there; otherwise it goes on as it was. So it
/// meets the same solutions in the same order as [`run_to_end`] (the same answers, even on
/// boards with several). Its counters are its own: it does not count forced placements
/// (`forced` stays 0, and `steps` and `max_depth` leave them out), since counting them costs
/// serg's easy boards 3% and no caller shows them. Other strategies and lexicographic mode
/// run as [`run_to_end`] does.
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
        fast: mini_lines,
        start: None,
    };
    let settled = search.settle(&mut bands);
    if settled.is_ok() && mini_lines {
        search.start = Some(bands);
    }
    if search.node(&mut bands, settled, 0) == Flow::Go {
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

/// The dead end at which the refutation search ([`Bands::refute`]) is asked about the start.
/// Boards with solutions seldom meet so many before their first solution: 215 of serg's
/// 10,000 meet two (1,517 meet one), against 985 of top1465's 1,465, and every board without
/// a solution of the bench. With two branches, asked at the second: whole processes
/// (callgrind, `solve -j 1`) the boards without a solution −18.4% instructions, serg +1.2%,
/// top1465 +21.3%; at the third −15.9%, +0.2%, +17.7%, which left the boards without a
/// solution at 1.015× tdoku's CPU time (`scripts/bench_solve.sh`), at the second 0.956×.
pub(super) const REFUTE_AT_DEAD_END: u64 = 2;

/// Open cells the settled start must still have for the refutation search to be asked:
/// the search pays where the tree is deep, and a start that propagation and the mini-line
/// rules leave with fewer open cells has a shallow tree that the answer search finishes
/// about as cheaply. Open cells at the second dead end (`solve -j 1`): serg's boards 30-49
/// (215 of 10,000 get there), top1465's 0-64, `forum_hardest_1106`'s 50-64, the boards
/// without a solution 10-64, where 284 of the 436 it refutes have 50 or more.
pub(super) const REFUTE_MIN_OPEN: u32 = 50;

/// Branches the refutation search may spend. It refutes 333 of the 1,000 boards without a
/// solution of `scripts/bench_solve.sh` with one branch, 103 more with two, 75 more with
/// three (229 need none); a board with a solution, or one it cannot refute in time, pays for
/// every branch and the answer search after. Instructions against no refutation search
/// (callgrind, in process, asked at the third dead end; `no_solution`, top1465,
/// `forum_hardest_1106`, serg): one branch −12.1%, +10.3%, +2.1%, +0.1%; two −15.1%,
/// +19.2%, +3.7%, +0.2%; three −16.5%, +27%, +5.6%, +0.3%.
const REFUTE_BUDGET: u32 = 2;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// Back up and go on searching.
    Go,
    /// Enough solutions: the search is over.
    Stop,
}

struct Search {
    options: Options,
    counters: Counters,
    first_solution: Option<Grid>,
    /// How many placements the latest propagation made.
    placed: Tally,
    /// Propagate with [`Bands::propagate_fast`] (the same positions, placements found in
    /// another order and not counted): nobody follows the watch's steps here.
    fast: bool,
    /// The start, settled, for the mini-line rules to look at when the search meets its
    /// first dead end, then for the refutation search at the second (then `None`). Measured in instructions (callgrind, `solve -j 1`), on
    /// the sets of `scripts/bench_solve.sh`: asked at the start itself they cost serg, whose
    /// boards have solutions and seldom meet a dead end, 10% more; asked below it as well,
    /// at every node with 60 or more open cells, +0.2% on the boards without a solution,
    /// +0.7% on top1465; with 50 or more, +16% and +22%; at every node +41%, +44% and serg
    /// +91%: what they save in guesses deeper down costs more than the guesses. Asked only
    /// where an earlier sibling has failed (the second digit of a pair whose first held no
    /// solution), on a copy: +19% on the boards without a solution for 16% fewer guesses,
    /// top1465 +25%.
    start: Option<Bands>,
}

impl Search {
    /// A node just propagated (`settled`, its placements counted) on a stack `depth`
    /// frames deep: the machine would hand out the placements one step each, then report the
    /// dead end, the solution, or guess on a cell and try its digits in turn.
    ///
    /// At the first dead end with `start` kept ([`solve_fast`]), the mini-line rules look at
    /// the start: when it has no solution, the search is over.
    fn node(&mut self, bands: &mut Bands, settled: Result<(), DeadEnd>, depth: usize) -> Flow {
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
            if self.start.is_some() && self.start_refuted() {
                return Flow::Stop;
            }
            return Flow::Go;
        }
        let Some(cell) = bands.pick_settled(self.options.lexicographic) else {
            return self.solved(bands);
        };
        let mut remaining = bands.candidates(cell);
        while let Some(digit) = remaining.first() {
            remaining = remaining.without(digit);
            let counters = &mut self.counters;
            counters.tries += 1;
            counters.steps += 1;
            counters.max_depth = counters.max_depth.max(depth + 1);
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
            let settled = self.settle(child);
            if self.node(child, settled, depth + 1) == Flow::Stop {
                return Flow::Stop;
            }
        }
        // Every digit tried (or, after propagation, none to try): the frame is popped.
        self.counters.backtracks += 1;
        self.counters.steps += 1;
        Flow::Go
    }

    /// Propagate a node just made (counting its placements in `placed`), and look ahead
    /// once the search has wandered.
    #[inline]
    fn settle(&mut self, bands: &mut Bands) -> Result<(), DeadEnd> {
        self.placed = Tally::default();
        if self.fast {
            bands.settle_fast(&mut Uncounted, self.counters.tries)
        } else {
            bands.settle(&mut self.placed, self.counters.tries)
        }
    }

    /// At a dead end, with `start` kept: is the start shown to have no solution? At the first
    /// dead end the mini-line rules settle the start (and refute some boards by themselves);
    /// at the [`REFUTE_AT_DEAD_END`]th the refutation search gets [`REFUTE_BUDGET`] branches
    /// if the start still has [`REFUTE_MIN_OPEN`] open cells.
    /// After that `start` is dropped and the search goes on as it would have.
    #[cold]
    fn start_refuted(&mut self) -> bool {
        let Some(start) = self.start.as_mut() else {
            return false;
        };
        if self.counters.dead_ends == 1 && !start.settle_mini_lines(&mut Uncounted) {
            return true;
        }
        if self.counters.dead_ends < REFUTE_AT_DEAD_END {
            return false;
        }
        let refuted = start.open_cells() >= REFUTE_MIN_OPEN
            && start.refute(REFUTE_BUDGET) == Refutation::NoSolution;
        self.start = None;
        refuted
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
