//! The propagating engine (the `propagate` strategy and lexicographic mode): band masks ahead
//! of the delivered events, a snapshot before each guess instead of an undo log, and the
//! consequences of a guess computed in bulk but handed out one forced placement per step.

use super::{Core, Phase};
use crate::cell::DigitSet;
use crate::grid::Grid;
use crate::solver::bands::{Bands, DeadEnd, Queue, Snapshot};
use crate::solver::{Cause, Event, Frame, SolveError};

#[derive(Clone, Debug)]
pub(super) struct Propagating {
    /// The candidates, ahead of the delivered events by the queued placements.
    bands: Bands,
    /// The state before each guess frame's digit, one per guess frame.
    saves: Vec<Snapshot>,
    /// Placements of the last propagation, and how many of them were handed out.
    queue: Queue,
    delivered: usize,
    /// What follows the queued placements.
    after: Phase,
}

impl Propagating {
    /// The engine on `givens`, propagated once: what the givens force is queued first. A
    /// given that is no longer a candidate when its turn comes clashes with an earlier one.
    pub(super) fn start(givens: &Grid, core: &mut Core) -> Result<Self, SolveError> {
        let bands = Bands::with_givens(givens)
            .map_err(|(cell, digit)| super::clash(givens, cell, digit))?;
        let mut engine = Self {
            bands,
            // Most easy puzzles never guess: no allocation until the first guess.
            saves: Vec::new(),
            queue: Queue::default(),
            delivered: 0,
            after: Phase::Descend,
        };
        let result = engine.settle(core);
        engine.queue_phase(core, result);
        Ok(engine)
    }

    pub(super) fn step(&mut self, core: &mut Core, phase: Phase) -> Event {
        match phase {
            Phase::Dead(dead) => dead_end(core, dead),
            Phase::Descend => self.descend(core),
            _ => self.advance(core),
        }
    }

    fn settle(&mut self, core: &Core) -> Result<(), DeadEnd> {
        self.bands.settle(&mut self.queue, core.counters.tries)
    }

    /// After a propagation: hand out its placements, then go on as `result` says.
    fn queue_phase(&mut self, core: &mut Core, result: Result<(), DeadEnd>) {
        self.delivered = 0;
        let after = match result {
            Ok(()) => Phase::Descend,
            Err(dead) => Phase::Dead(dead),
        };
        if self.queue.as_slice().is_empty() {
            core.phase = after;
        } else {
            self.after = after;
            core.phase = Phase::Deliver;
        }
    }

    /// Hand out up to `budget` queued placements, each counted as one step.
    pub(super) fn deliver(&mut self, core: &mut Core, budget: u64) {
        let queued = self.queue.as_slice();
        let end = queued.len().min(
            self.delivered
                .saturating_add(usize::try_from(budget).unwrap_or(usize::MAX)),
        );
        let batch = &queued[self.delivered..end];
        for p in batch {
            core.values[p.cell] = p.digit.get();
        }
        core.stack.extend(batch.iter().map(|p| Frame {
            cell: p.cell,
            digit: p.digit,
            remaining: DigitSet::EMPTY,
            choices: 1,
            forced: Some(p.single),
        }));
        let last = batch.last().map_or(core.last, |p| Event::Forced {
            cell: p.cell,
            digit: p.digit,
            single: p.single,
        });
        let n = end - self.delivered;
        self.delivered = end;
        core.counters.steps += n as u64;
        core.counters.forced += n as u64;
        core.counters.max_depth = core.counters.max_depth.max(core.stack.len());
        core.last = last;
        if self.delivered == self.queue.as_slice().len() {
            core.phase = self.after;
        }
    }

    fn descend(&mut self, core: &mut Core) -> Event {
        let Some(cell) = self.bands.pick(core.options.lexicographic) else {
            return core.solved();
        };
        let candidates = self.bands.candidates(cell);
        let Some(digit) = candidates.first() else {
            // Propagation reports empty cells, so this is unreachable; stay safe anyway.
            return core.backtrack(cell, Cause::Empty);
        };
        self.saves.push(self.bands.snapshot());
        let event = core.push_guess(cell, digit, candidates.without(digit));
        self.bands.assign(cell, digit);
        self.queue.clear();
        let result = self.settle(core);
        self.queue_phase(core, result);
        event
    }

    fn advance(&mut self, core: &mut Core) -> Event {
        // Forced placements above the top guess were consequences of it: undo them silently.
        let keep = core
            .stack
            .iter()
            .rposition(|f| f.forced.is_none())
            .map_or(0, |i| i + 1);
        for frame in &core.stack[keep..] {
            core.values[frame.cell] = 0;
        }
        core.stack.truncate(keep);
        let Some(top) = core.stack.last().copied() else {
            return core.exhausted();
        };
        core.values[top.cell] = 0;
        let Some(save) = self.saves.last().copied() else {
            return core.exhausted();
        };
        match core.retry_top(top) {
            Some((digit, event)) => {
                self.bands.restore(&save);
                self.bands.assign(top.cell, digit);
                self.queue.clear();
                let result = self.settle(core);
                self.queue_phase(core, result);
                event
            }
            None => {
                core.stack.pop();
                self.saves.pop();
                core.backtrack(top.cell, Cause::Exhausted)
            }
        }
    }
}

fn dead_end(core: &mut Core, dead: DeadEnd) -> Event {
    match dead {
        DeadEnd::Empty(cell) => core.backtrack(cell, Cause::Empty),
        DeadEnd::Refuted(cell) => core.backtrack(cell, Cause::Refuted),
        DeadEnd::NoPlace(unit, digit) => {
            let cell = core.stack.last().map_or(unit.cells()[0], |f| f.cell);
            core.backtrack(cell, Cause::NoPlace { unit, digit })
        }
    }
}
