//! Where a timeline keeps its checkpoints, and which one a step back replays from.
//!
//! Two levels. Coarse checkpoints sit at every multiple of `spacing` (a power of two) from the
//! first step up to the furthest step reached; when there are more than the budget allows, every
//! other one goes and the spacing doubles, so memory stays bounded and the checkpoints stay
//! evenly spread. A step back replays from the coarse checkpoint before it, and on the way
//! leaves fine checkpoints every `spacing / FINE` steps inside that one interval: stepping back
//! again, the usual thing to do, replays a few hundred steps instead of a whole interval.

use super::Footprint;

/// Fine checkpoints per coarse interval.
const FINE: u64 = 64;

#[derive(Clone, Debug)]
pub(super) struct Checkpoints<T> {
    /// The step of `coarse[0]`.
    first: u64,
    /// `coarse[i]` is the state at step `first + i * spacing`.
    coarse: Vec<T>,
    spacing: u64,
    budget: usize,
    fine: Fine<T>,
}

/// Checkpoints inside the coarse interval `[base, base + span)`, every `spacing` steps.
#[derive(Clone, Debug)]
struct Fine<T> {
    base: u64,
    span: u64,
    spacing: u64,
    /// Step and state, steps increasing.
    states: Vec<(u64, T)>,
}

impl<T> Fine<T> {
    fn last_step(&self) -> u64 {
        self.states.last().map_or(self.base, |(step, _)| *step)
    }
}

impl<T: Clone> Checkpoints<T> {
    /// Checkpoints starting with `state`, the state at step `first`.
    pub(super) fn new(state: T, first: u64, budget: usize) -> Self {
        Self {
            first,
            coarse: vec![state],
            spacing: 1,
            budget: budget.max(2),
            fine: Fine {
                base: first,
                span: 1,
                spacing: 1,
                states: Vec::new(),
            },
        }
    }

    pub(super) fn first_step(&self) -> u64 {
        self.first
    }

    pub(super) fn footprint(&self) -> Footprint {
        Footprint {
            checkpoints: self.coarse.len() + self.fine.states.len(),
            spacing: self.spacing,
        }
    }

    fn last_coarse_step(&self) -> u64 {
        self.first + (self.coarse.len() as u64 - 1) * self.spacing
    }

    /// The first step after `step` at which a coarse checkpoint is due.
    pub(super) fn next_due(&self, step: u64) -> u64 {
        let offset = step - self.first;
        self.first + (offset / self.spacing + 1) * self.spacing
    }

    /// The first step after `step` at which a fine checkpoint of the current replay is due.
    pub(super) fn next_fine_due(&self, step: u64) -> u64 {
        let offset = step.saturating_sub(self.fine.base);
        self.fine.base + (offset / self.fine.spacing + 1) * self.fine.spacing
    }

    /// Called after every step forward with the new state: keeps it when it is due.
    #[inline]
    pub(super) fn reached(&mut self, state: &T, step: u64) {
        if (step - self.first) & (self.spacing - 1) == 0 && step > self.last_coarse_step() {
            self.coarse.push(state.clone());
            if self.coarse.len() > self.budget {
                self.thin();
            }
        }
    }

    /// Keep every other coarse checkpoint and double the spacing. The fine ones belonged to
    /// an interval of the old spacing: drop them too.
    fn thin(&mut self) {
        let mut index = 0;
        self.coarse.retain(|_| {
            index += 1;
            index % 2 == 1
        });
        self.spacing *= 2;
        self.fine.states.clear();
        self.fine.span = 0;
    }

    /// The step of the coarse checkpoint at or before `target`.
    fn coarse_base(&self, target: u64) -> (usize, u64) {
        let index = ((target - self.first) / self.spacing).min(self.coarse.len() as u64 - 1);
        (index as usize, self.first + index * self.spacing)
    }

    /// The latest kept state at or before `target` (which is at least the first step).
    pub(super) fn start_for(&self, target: u64) -> &T {
        let (index, base) = self.coarse_base(target);
        if self.fine.base == base && self.fine.span == self.spacing {
            let fine = self.fine.states.iter().rev().find(|(s, _)| *s <= target);
            if let Some((_, state)) = fine {
                return state;
            }
        }
        &self.coarse[index]
    }

    /// A replay toward `target` begins: fine checkpoints now belong to its interval.
    pub(super) fn begin_replay(&mut self, target: u64) {
        let (_, base) = self.coarse_base(target);
        if self.fine.base != base || self.fine.span != self.spacing {
            self.fine = Fine {
                base,
                span: self.spacing,
                spacing: (self.spacing / FINE).max(1),
                states: Vec::new(),
            };
        }
    }

    /// Called after every replayed step with the new state: keeps it as a fine checkpoint
    /// when it is due and new.
    #[inline]
    pub(super) fn replayed(&mut self, state: &T, step: u64) {
        let fine = &self.fine;
        let offset = step.wrapping_sub(fine.base);
        if offset > 0
            && offset < fine.span
            && offset.is_multiple_of(fine.spacing)
            && step > fine.last_step()
        {
            self.fine.states.push((step, state.clone()));
        }
    }
}
