//! The machine run to its end when nobody watches: [`run_to_end`].
//!
//! A [`Machine`] hands out one event per step, so it keeps what a viewer draws: the grid as
//! delivered, a frame per forced placement, the last event. A command that only wants the
//! answer and the counters pays for all of that on every node. Here the propagating engine's
//! search runs as a plain recursion over the same band state, with the same propagation, the
//! same lookahead, the same choice of cell and the same digit order; it keeps only the
//! counters, adding up the steps the machine would have taken. Equal counters and first
//! solution for every board and every option are a property test (`tests/headless.rs`).

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
}

impl Search {
    /// A node just propagated (`settled`, its placements counted) on a stack `depth`
    /// frames deep: the machine would hand out the placements one step each, then report the
    /// dead end, the solution, or guess on a cell and try its digits in turn.
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
            return Flow::Go;
        }
        let Some(cell) = bands.pick(self.options.lexicographic) else {
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
            self.placed = Tally::default();
            let settled = child.settle(&mut self.placed, self.counters.tries);
            if self.node(child, settled, depth + 1) == Flow::Stop {
                return Flow::Stop;
            }
        }
        // Every digit tried (or, after propagation, none to try): the frame is popped.
        self.counters.backtracks += 1;
        self.counters.steps += 1;
        Flow::Go
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
