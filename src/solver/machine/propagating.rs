//! The propagating engine (the `propagate` strategy and lexicographic mode): band masks ahead
//! of the delivered events, snapshots before guesses, forced placements handed out one per step.

use super::{Machine, Phase};
use crate::cell::DigitSet;
use crate::solver::bands::DeadEnd;
use crate::solver::{Cause, Event, Frame};

impl Machine {
    /// After a propagation: hand out its placements, then go on as `result` says.
    pub(super) fn queue_phase(&mut self, result: Result<(), DeadEnd>) {
        self.delivered = 0;
        let after = match result {
            Ok(()) => Phase::Descend,
            Err(dead) => Phase::Dead(dead),
        };
        if self.queue.as_slice().is_empty() {
            self.phase = after;
        } else {
            self.after = after;
            self.phase = Phase::Deliver;
        }
    }

    /// Hand out up to `budget` queued placements, each counted as one step.
    pub(super) fn deliver_many(&mut self, budget: u64) {
        let queued = self.queue.as_slice();
        let end = queued.len().min(
            self.delivered
                .saturating_add(usize::try_from(budget).unwrap_or(usize::MAX)),
        );
        let batch = &queued[self.delivered..end];
        for p in batch {
            self.values[p.cell.index()] = p.digit.get();
        }
        self.stack.extend(batch.iter().map(|p| Frame {
            cell: p.cell,
            digit: p.digit,
            remaining: DigitSet::EMPTY,
            forced: Some(p.single),
        }));
        let last = batch.last().map_or(self.last, |p| Event::Forced {
            cell: p.cell,
            digit: p.digit,
            single: p.single,
        });
        let n = end - self.delivered;
        self.delivered = end;
        self.counters.steps += n as u64;
        self.counters.forced += n as u64;
        self.counters.max_depth = self.counters.max_depth.max(self.stack.len());
        self.last = last;
        if self.delivered == self.queue.as_slice().len() {
            self.phase = self.after;
        }
    }

    pub(super) fn dead_end(&mut self, dead: DeadEnd) -> Event {
        match dead {
            DeadEnd::Empty(cell) => self.backtrack(cell, Cause::Empty),
            DeadEnd::NoPlace(unit, digit) => {
                let cell = self.stack.last().map_or(unit.cells()[0], |f| f.cell);
                self.backtrack(cell, Cause::NoPlace { unit, digit })
            }
        }
    }

    pub(super) fn descend_propagating(&mut self) -> Event {
        let Some(cell) = self.bands.pick(self.options.lexicographic) else {
            return self.solved();
        };
        let candidates = self.bands.candidates(cell);
        let Some(digit) = candidates.first() else {
            // Propagation reports empty cells, so this is unreachable; stay safe anyway.
            return self.backtrack(cell, Cause::Empty);
        };
        self.saves.push(self.bands.snapshot());
        let event = self.push_guess(cell, digit, candidates.without(digit));
        self.bands.assign(cell, digit);
        self.queue.clear();
        let result = self.bands.propagate(&mut self.queue);
        self.queue_phase(result);
        event
    }

    pub(super) fn advance_propagating(&mut self) -> Event {
        // Forced placements above the top guess were consequences of it: undo them silently.
        let keep = self
            .stack
            .iter()
            .rposition(|f| f.forced.is_none())
            .map_or(0, |i| i + 1);
        for frame in &self.stack[keep..] {
            self.values[frame.cell.index()] = 0;
        }
        self.stack.truncate(keep);
        let Some(top) = self.stack.last().copied() else {
            return self.exhausted();
        };
        self.take(top.cell, top.digit);
        let Some(save) = self.saves.last().copied() else {
            return self.exhausted();
        };
        match self.retry_top(top) {
            Some((digit, event)) => {
                self.bands.restore(&save);
                self.bands.assign(top.cell, digit);
                self.queue.clear();
                let result = self.bands.propagate(&mut self.queue);
                self.queue_phase(result);
                event
            }
            None => {
                self.stack.pop();
                self.saves.pop();
                self.backtrack(top.cell, Cause::Exhausted)
            }
        }
    }
}
