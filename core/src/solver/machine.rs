//! [`Machine`]: the explicit stack, its phases, and one event per step. What both engines
//! share (the grid as delivered, the stack, the counters) is the [`Core`]; what differs is the
//! [`Engine`], one variant per way of searching.

mod propagating;
mod scanning;

use propagating::Propagating;
use scanning::Scanning;

use super::{Cause, Counters, Event, Frame, Options, SolveError};
use crate::board::Board;
use crate::cell::{Cell, CellMap, Digit, DigitSet, UnitMasks};
use crate::grid::Grid;

/// What the next step does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Pick the next cell and guess its first digit (or report a solution).
    Descend,
    /// Hand out the next queued forced placement (the propagating engine only).
    Deliver,
    /// Report the dead end that propagation found once the queue is handed out (the
    /// propagating engine only).
    Dead(super::DeadEnd),
    /// Move the top guess to its next digit, or pop it.
    Advance,
    Finished,
}

/// How the search picks its cells and what it deduces between guesses.
#[derive(Clone, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "one engine per machine, stepped in a hot loop: a box would cost a pointer chase \
              per step and an allocation per checkpoint, and the space saved is a few hundred bytes"
)]
enum Engine {
    /// Row-major, blanks and mrv: unit masks, one guess or backtrack per step.
    Scanning(Scanning),
    /// The propagate strategy and lexicographic mode: band masks ahead of the delivered
    /// events, forced placements handed out one per step.
    Propagating(Propagating),
}

/// The search, paused between two events. Cloning is cheap (about 1 KB plus the stack), so a
/// visualiser can keep checkpoints and replay from them: the machine is deterministic.
#[derive(Clone, Debug)]
pub struct Machine {
    core: Core,
    engine: Engine,
}

/// What every engine reads and writes: the grid as the events describe it, the stack, the
/// phase and the counters.
#[derive(Clone, Debug)]
struct Core {
    options: Options,
    givens: Grid,
    /// The grid as the events so far describe it.
    values: CellMap<u8>,
    stack: Vec<Frame>,
    phase: Phase,
    last: Event,
    counters: Counters,
    tries_per_cell: CellMap<u32>,
    first_solution: Option<Grid>,
}

impl Machine {
    /// A machine at step 0 on `givens`. Clashing givens are an error: the search would
    /// otherwise report "no solution" without saying why.
    pub fn new(givens: &Grid, options: Options) -> Result<Self, SolveError> {
        let mut core = Core {
            options,
            givens: *givens,
            values: CellMap::from_array(*givens.values()),
            stack: Vec::with_capacity(81),
            phase: Phase::Descend,
            last: Event::Exhausted,
            counters: Counters::default(),
            tries_per_cell: CellMap::filled(0),
            first_solution: None,
        };
        // Each engine loads the givens its own way and finds a clash as it does.
        let engine = if options.strategy.propagates() || options.lexicographic {
            Engine::Propagating(Propagating::start(givens, &mut core)?)
        } else {
            let mut masks = UnitMasks::default();
            for cell in Cell::all() {
                if let Some(digit) = givens.get(cell) {
                    if !masks.free(cell).contains(digit) {
                        return Err(clash(givens, cell, digit));
                    }
                    masks.place(cell, digit);
                }
            }
            Engine::Scanning(Scanning::start(givens, masks))
        };
        Ok(Self { core, engine })
    }

    /// A machine that starts from a player's board: givens and entries alike are fixed.
    pub fn from_board(board: &Board, options: Options) -> Result<Self, SolveError> {
        Self::new(board.values(), options)
    }

    #[must_use]
    pub fn options(&self) -> Options {
        self.core.options
    }

    /// The starting grid.
    #[must_use]
    pub fn givens(&self) -> &Grid {
        &self.core.givens
    }

    /// The grid as the events so far have filled it.
    #[must_use]
    pub fn grid(&self) -> Grid {
        Grid::from_checked_values(self.core.values.into_array())
    }

    /// Digits that no peer of `cell` holds in [`Machine::grid`] (the cell's own digit is not
    /// counted against it): the pencil marks a visualiser may draw.
    #[must_use]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let used = cell
            .peers()
            .iter()
            .filter_map(|p| Digit::new(self.core.values[p]))
            .collect::<DigitSet>();
        !used
    }

    /// Bottom first; the last frame is the top of the stack.
    #[must_use]
    pub fn stack(&self) -> &[Frame] {
        &self.core.stack
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        &self.core.counters
    }

    /// How many guesses each cell has received so far (a heatmap of the search).
    #[must_use]
    pub fn tries_per_cell(&self) -> &CellMap<u32> {
        &self.core.tries_per_cell
    }

    /// The weight of the search tree behind the search (0 to 1; see [`super::progress`]), not
    /// a share of its tries: never less than at any earlier step, 1 once it is exhausted.
    #[must_use]
    pub fn progress(&self) -> f64 {
        if self.core.phase == Phase::Finished && self.core.last == Event::Exhausted {
            return 1.0;
        }
        let top_done = matches!(self.core.phase, Phase::Advance | Phase::Finished);
        super::progress::explored(&self.core.stack, top_done)
    }

    /// Does the engine place digits only where no unit holds them (row-major, blanks, mrv),
    /// so that the grid alone explains its dead ends?
    #[must_use]
    pub fn scans(&self) -> bool {
        matches!(self.engine, Engine::Scanning(_))
    }

    /// The dead end of the last step, with its evidence; `None` when the step was no dead end.
    /// A propagating dead end is the one [`Machine::reason`] finds true on the board shown.
    #[must_use]
    pub fn dead_end(&self) -> Option<super::explain::DeadEnd> {
        use super::explain::DeadEnd;
        use super::reason::Claim;
        if self.scans() {
            return DeadEnd::of(&self.core.last, &self.grid(), true);
        }
        match self.reason()?.claim {
            Claim::NoCandidate(cell) => Some(DeadEnd::NoCandidate { cell }),
            Claim::NoPlace(unit, digit) => Some(DeadEnd::NoPlace { unit, digit }),
            Claim::Refuted(cell) => Some(DeadEnd::Refuted { cell }),
            Claim::Forced { .. } => None,
        }
    }

    /// Why the last step's forced digit or dead end holds on the board shown, with the
    /// eliminations it rests on (see [`super::reason`]); `None` for a scanning search, a
    /// guess or the end. Computed on each call: the search itself never needs it.
    #[must_use]
    pub fn reason(&self) -> Option<super::reason::Reason> {
        if self.scans() {
            return None;
        }
        super::reason::of_event(&self.core.last, &self.grid())
    }

    /// What the digit the last step placed (`event`, a try or a forced digit) set off on the
    /// board shown through new locked candidates, each with its record (see
    /// [`super::reason::follow_on`]); empty for a scanning search, whose board has no
    /// candidates, and for any other step. The trace and the watch's words both ask here.
    #[must_use]
    pub fn follow_on(&self, event: Event) -> Vec<super::reason::Removal> {
        let (Event::Try { cell, .. } | Event::Forced { cell, .. }) = event else {
            return Vec::new();
        };
        if self.scans() {
            return Vec::new();
        }
        let after = self.grid();
        let mut before = after;
        before.set(cell, None);
        super::reason::follow_on(&before, &after)
    }

    /// Why stack frame `index` (0 = bottom) was forced, on the grid as it stood when it was
    /// placed; `None` for a guess.
    #[must_use]
    pub fn frame_reason(&self, index: usize) -> Option<super::reason::Reason> {
        let frame = self.core.stack.get(index)?;
        let single = frame.forced?;
        let mut before = self.core.givens;
        for below in &self.core.stack[..index] {
            before.set(below.cell, Some(below.digit));
        }
        Some(super::reason::forced(
            &before,
            frame.cell,
            frame.digit,
            single,
        ))
    }

    /// Every cell's candidates as the search knows them on the board shown: the digits no
    /// peer holds, and for the propagating engine minus what locked candidates strike.
    #[must_use]
    pub fn all_candidates(&self) -> CellMap<DigitSet> {
        if self.scans() {
            return CellMap::from_fn(|cell| self.candidates(cell));
        }
        super::reason::candidates(&self.grid())
    }

    /// The event of the most recent step (`Exhausted` before the first).
    #[must_use]
    pub fn last_event(&self) -> Event {
        self.core.last
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.core.phase == Phase::Finished
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        self.core.first_solution.as_ref()
    }

    /// Step until finished, or until `max_steps` more steps have been taken. Returns whether
    /// the machine finished. Identical in effect to calling [`Machine::step`] that many times;
    /// queued forced placements are only handed out in bulk.
    pub fn run(&mut self, max_steps: Option<u64>) -> bool {
        let limit = max_steps.map_or(u64::MAX, |n| self.core.counters.steps.saturating_add(n));
        while self.core.phase != Phase::Finished && self.core.counters.steps < limit {
            match &mut self.engine {
                Engine::Propagating(engine) if self.core.phase == Phase::Deliver => {
                    let budget = limit - self.core.counters.steps;
                    engine.deliver(&mut self.core, budget);
                }
                _ => {
                    self.step();
                }
            }
        }
        self.is_finished()
    }

    /// Advance by exactly one event. Once finished, returns the final event again and counts
    /// nothing.
    pub fn step(&mut self) -> Event {
        let core = &mut self.core;
        let event = match (&mut self.engine, core.phase) {
            (_, Phase::Finished) => return core.last,
            (Engine::Propagating(engine), Phase::Deliver) => {
                engine.deliver(core, 1);
                return core.last;
            }
            (Engine::Scanning(engine), phase) => engine.step(core, phase),
            (Engine::Propagating(engine), phase) => engine.step(core, phase),
        };
        core.counters.steps += 1;
        core.counters.max_depth = core.counters.max_depth.max(core.stack.len());
        core.last = event;
        event
    }
}

impl Core {
    fn push_guess(&mut self, cell: Cell, digit: Digit, remaining: DigitSet) -> Event {
        self.values[cell] = digit.get();
        self.stack.push(Frame {
            cell,
            digit,
            remaining,
            // At most 9 digits: the cast cannot truncate.
            choices: remaining.len() as u8 + 1,
            forced: None,
        });
        self.counted_try(cell, digit, remaining)
    }

    /// Moves the top frame on to its next digit: written, recorded in the frame and counted as
    /// a try; `None` when the frame has no digit left. Both engines retry a guess this way.
    #[expect(
        clippy::inline_always,
        reason = "plain `inline` left `solve --strategy mrv` measurably slower (alternating \
                  binaries on top1465); the hot loop of the scanning engine goes through here"
    )]
    #[inline(always)]
    fn retry_top(&mut self, top: Frame) -> Option<(Digit, Event)> {
        let digit = top.remaining.first()?;
        let remaining = top.remaining.without(digit);
        self.values[top.cell] = digit.get();
        if let Some(frame) = self.stack.last_mut() {
            frame.digit = digit;
            frame.remaining = remaining;
        }
        Some((digit, self.counted_try(top.cell, digit, remaining)))
    }

    fn counted_try(&mut self, cell: Cell, digit: Digit, remaining: DigitSet) -> Event {
        self.counters.tries += 1;
        self.tries_per_cell[cell] += 1;
        Event::Try {
            cell,
            digit,
            remaining,
        }
    }

    fn solved(&mut self) -> Event {
        self.counters.solutions += 1;
        if self.first_solution.is_none() {
            self.first_solution = Some(Grid::from_checked_values(self.values.into_array()));
        }
        let done = self
            .options
            .max_solutions
            .is_some_and(|max| self.counters.solutions >= max);
        self.phase = if done {
            Phase::Finished
        } else {
            Phase::Advance
        };
        Event::Solved
    }

    fn backtrack(&mut self, cell: Cell, cause: Cause) -> Event {
        self.counters.backtracks += 1;
        self.counters.dead_ends += u64::from(cause != Cause::Exhausted);
        self.phase = Phase::Advance;
        Event::Backtrack {
            cell,
            to: self.top_guess().map(|f| f.cell),
            cause,
        }
    }

    fn top_guess(&self) -> Option<&Frame> {
        self.stack.iter().rev().find(|f| f.forced.is_none())
    }

    fn exhausted(&mut self) -> Event {
        self.phase = Phase::Finished;
        Event::Exhausted
    }
}

/// The error for a given `digit` at `cell` that an earlier cell of a shared unit also holds.
pub(super) fn clash(givens: &Grid, cell: Cell, digit: Digit) -> SolveError {
    let first = givens.earlier_clash(cell, digit).unwrap_or(cell);
    SolveError::Clash {
        first,
        second: cell,
        digit,
    }
}
