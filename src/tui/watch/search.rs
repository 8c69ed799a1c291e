//! The search being watched, whichever puzzle it is: the 9×9 solver machine or the Sudominoku
//! one, each on its own [`Timeline`], or the logical solve laid out as frames. The panels ask
//! this type, not the machines, so one view serves all three; only the board and the pairs
//! panel look further into dominoes, and the board into a logic frame's hint.

use stepdoku_core::domino::{DominoEvent, DominoMachine, Layout, Pair, PairSet};
use stepdoku_core::solver::explain::DeadEnd;
use stepdoku_core::solver::reason::{Claim, Reason};
use stepdoku_core::solver::{Counters, Event, Machine, Until};
use stepdoku_core::teaching::replay::ReplayMachine;
use stepdoku_core::teaching::timeline::{Heat, Timeline};
use stepdoku_core::{Cell, CellMap, DigitSet, Grid};

use super::logic::LogicRun;

mod replay;
mod words;

use words::{classic_words, logic_row, single_words, ways_left};

/// What the current step did to a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A guess; the digits still to try there (none listed for a domino).
    Tried(DigitSet),
    Forced,
    /// The search gave up on this cell (it is empty now).
    Backtrack,
}

/// One row of the stack panel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StackRow {
    /// `r4c7`, or `r4c7-r4c8` for a domino.
    pub place: String,
    /// `3`, or `1-8` for a domino.
    pub digits: String,
    /// What is still to try (the digits, or each domino in search order), or which single
    /// forced it. Dominoes come one per item so the panel can show as many as its width
    /// allows and count the rest (`+3`), never cutting one in half.
    pub left: Vec<String>,
    /// The shorter wording `left` gives way to where its column is too narrow for the words:
    /// a technique's or a single's initials (`HS` for a hidden single, as the help explains),
    /// `dead end`.
    pub short: Option<String>,
    pub forced: bool,
}

/// One per watch, and the watch is boxed in the screen.
#[expect(
    clippy::large_enum_variant,
    reason = "one per watch, and the watch is boxed in the screen: the difference costs nothing"
)]
#[derive(Clone, Debug)]
pub enum Search {
    Classic(Timeline<Machine>),
    Domino(Timeline<DominoMachine>),
    Logic(LogicRun),
    /// A learner's own search, from its trace.
    Replay(Timeline<ReplayMachine>),
}

/// Run `$body` on the timeline, whichever machine it holds, or `$logic` on a logic run.
macro_rules! on_timeline {
    ($search:expr, $t:ident => $body:expr, $l:ident => $logic:expr) => {
        match $search {
            Search::Classic($t) => $body,
            Search::Domino($t) => $body,
            Search::Replay($t) => $body,
            Search::Logic($l) => $logic,
        }
    };
}

impl Search {
    #[must_use]
    pub fn steps(&self) -> u64 {
        on_timeline!(self, t => t.steps(), l => l.steps())
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        on_timeline!(self, t => t.is_finished(), l => l.is_finished())
    }

    /// One step forward; `false` once the search has finished.
    pub fn forward(&mut self) -> bool {
        on_timeline!(self, t => t.forward().is_some(), l => {
            let moved = !l.is_finished();
            l.seek(l.steps() + 1);
            moved
        })
    }

    pub fn forward_by(&mut self, n: u64) -> u64 {
        on_timeline!(self, t => t.forward_by(n), l => {
            let from = l.steps();
            l.seek(from.saturating_add(n));
            l.steps() - from
        })
    }

    /// Forward at most `n` steps until `until` matches or the search ends; returns the steps
    /// taken and whether it matched. The domino search has no breakpoints (its keys are not
    /// bound there); the logic solve stops only at a step or its end.
    pub fn forward_to(&mut self, until: Until, n: u64) -> (u64, bool) {
        match self {
            Search::Classic(t) => t.forward_to(n, |m, event| {
                until.hit(&event, m.stack().len(), m.counters().steps)
            }),
            Search::Domino(t) => (t.forward_by(n), false),
            Search::Replay(t) => t.forward_to(n, |m, _| m.hit(until)),
            Search::Logic(l) => {
                let from = l.steps();
                let target = match until {
                    Until::Step(s) if s > from => s.min(from.saturating_add(n)),
                    _ => from.saturating_add(n),
                };
                l.seek(target);
                let hit = matches!(until, Until::Step(s) if l.steps() == s);
                (l.steps() - from, hit)
            }
        }
    }

    /// One frame of playback: at most `n` steps (the event loop's budget bounds a frame's work
    /// by a count, never by the clock), to `until` if given. Returns the steps taken and
    /// whether the breakpoint matched.
    pub fn play_frame(&mut self, until: Option<Until>, n: u64) -> (u64, bool) {
        match until {
            Some(until) => self.forward_to(until, n),
            None => (self.forward_by(n), false),
        }
    }

    /// Go to step `target` exactly, back or forward (clamped to the search's end).
    pub fn seek(&mut self, target: u64) {
        on_timeline!(self, t => t.seek(target), l => l.seek(target));
    }

    /// One step back; `false` at step 0.
    pub fn back(&mut self) -> bool {
        on_timeline!(self, t => t.back(), l => {
            let at = l.steps();
            l.seek(at.saturating_sub(1));
            at > 0
        })
    }

    pub fn restart(&mut self) {
        on_timeline!(self, t => t.restart(), l => l.seek(0));
    }

    #[must_use]
    pub fn heat(&self) -> &Heat {
        on_timeline!(self, t => t.heat(), l => l.heat())
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        on_timeline!(self, t => t.machine().counters(), l => l.counters())
    }

    #[must_use]
    pub fn depth(&self) -> usize {
        on_timeline!(self, t => t.machine().stack().len(), _l => 0)
    }

    #[must_use]
    pub fn grid(&self) -> Grid {
        on_timeline!(self, t => t.machine().grid(), l => l.grid())
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        on_timeline!(self, t => t.machine().first_solution(), l => l.first_solution())
    }

    /// The dominoes as they lie now: `None` for a classic puzzle.
    #[must_use]
    pub fn layout(&self) -> Option<&Layout> {
        match self {
            Search::Domino(t) => Some(t.machine().layout()),
            _ => None,
        }
    }

    /// The given dominoes and singles: `None` for a classic puzzle.
    #[must_use]
    pub fn puzzle_layout(&self) -> Option<&Layout> {
        match self {
            Search::Domino(t) => Some(t.machine().puzzle()),
            _ => None,
        }
    }

    /// The other cell of the given domino covering `cell`: the domino search's and a
    /// Sudominoku replay's alike.
    #[must_use]
    pub fn given_partner(&self, cell: Cell) -> Option<Cell> {
        match self {
            Search::Replay(t) => t.machine().given_partner(cell),
            _ => self.puzzle_layout()?.partner(cell),
        }
    }

    /// The other cell of the domino covering `cell`, given or placed.
    #[must_use]
    pub fn domino_partner(&self, cell: Cell) -> Option<Cell> {
        match self {
            Search::Replay(t) => {
                let machine = t.machine();
                machine
                    .given_partner(cell)
                    .or_else(|| machine.partner(cell))
            }
            _ => self.layout()?.partner(cell),
        }
    }

    /// The two cells of every domino on the board, given or placed, to draw them joined.
    #[must_use]
    pub fn joined_dominoes(&self) -> Vec<[Cell; 2]> {
        match self {
            Search::Replay(t) => t.machine().joined(),
            _ => self
                .layout()
                .map(|l| l.dominoes().into_iter().map(|d| d.cells).collect())
                .unwrap_or_default(),
        }
    }

    /// The pair of the domino this step placed, if it placed one.
    #[must_use]
    pub fn tried_pair(&self) -> Option<Pair> {
        match self {
            Search::Replay(t) => t.machine().tried_pair(),
            Search::Domino(t) if t.steps() > 0 => match t.machine().last_event() {
                DominoEvent::Try { domino, .. } => domino.pair(),
                _ => None,
            },
            _ => None,
        }
    }

    /// Pairs on the board now; empty for a classic puzzle.
    #[must_use]
    pub fn used_pairs(&self) -> PairSet {
        match self {
            Search::Replay(t) => t.machine().used_pairs(),
            _ => self.layout().map_or(PairSet::EMPTY, Layout::used),
        }
    }

    /// The core's words for the step just taken; `None` at step 0 and at the end (the watch
    /// says those its own way).
    #[must_use]
    pub fn event_words(&self) -> Option<String> {
        if self.steps() == 0 {
            return None;
        }
        match self {
            Search::Classic(t) => match t.machine().last_event() {
                Event::Solved | Event::Exhausted => None,
                event => Some(classic_words(t.machine(), event)),
            },
            Search::Logic(l) => l.current().map(|frame| frame.step.explanation()),
            Search::Replay(t) => replay::words(t.machine()),
            Search::Domino(t) => match t.machine().last_event() {
                DominoEvent::Solved | DominoEvent::Exhausted => None,
                DominoEvent::Try { domino, remaining } => {
                    let [a, b] = domino.cells;
                    let [x, y] = domino.digits;
                    let more = match remaining {
                        0 => "last way".to_owned(),
                        1 => "1 more way".to_owned(),
                        n => format!("{n} more ways"),
                    };
                    Some(format!("{a}-{b}: try {x}-{y} ({more})"))
                }
                event @ DominoEvent::Backtrack { .. } => Some(event.describe()),
            },
        }
    }

    /// What this step did to `cell`, `dead` being [`Search::dead_end`] (asked once per frame:
    /// it derives the contradiction). A propagating dead end marks the cell it names, or the
    /// step's cell only when that lies in the unit that lost its digit.
    #[must_use]
    pub fn mark_with(&self, cell: Cell, dead: Option<&DeadEnd>) -> Option<Mark> {
        let own = self.mark(cell);
        let Search::Classic(t) = self else {
            return own;
        };
        if !matches!(t.machine().last_event(), Event::Backtrack { .. }) {
            return own;
        }
        match dead {
            Some(DeadEnd::NoPlace { unit, .. }) => own.filter(|_| unit.cell_set().contains(cell)),
            Some(
                DeadEnd::NoCandidate { cell: named }
                | DeadEnd::Refuted { cell: named }
                | DeadEnd::NothingFits { cell: named, .. },
            ) => (*named == cell).then_some(Mark::Backtrack),
            None => own,
        }
    }

    /// What this step did to `cell`.
    #[must_use]
    pub fn mark(&self, cell: Cell) -> Option<Mark> {
        if self.steps() == 0 {
            return None;
        }
        match self {
            Search::Classic(t) => match t.machine().last_event() {
                Event::Try {
                    cell: c, remaining, ..
                } if c == cell => Some(Mark::Tried(remaining)),
                Event::Forced { cell: c, .. } if c == cell => Some(Mark::Forced),
                Event::Backtrack { cell: c, .. } if c == cell => Some(Mark::Backtrack),
                _ => None,
            },
            Search::Logic(l) => l.placed(cell).then_some(Mark::Forced),
            Search::Replay(t) => replay::mark(t.machine(), cell),
            Search::Domino(t) => match t.machine().last_event() {
                DominoEvent::Try { domino, .. } if domino.cells.contains(&cell) => {
                    Some(Mark::Tried(DigitSet::EMPTY))
                }
                DominoEvent::Backtrack { cell: c, .. } if c == cell => Some(Mark::Backtrack),
                _ => None,
            },
        }
    }

    /// The stack, top first.
    #[must_use]
    pub fn stack_rows(&self) -> Vec<StackRow> {
        match self {
            Search::Replay(t) => replay::stack_rows(t.machine()),
            Search::Classic(t) => {
                let machine = t.machine();
                let stack = machine.stack();
                stack
                    .iter()
                    .enumerate()
                    .rev()
                    .map(|(i, frame)| {
                        let (left, short) = match frame.forced {
                            // The single as it holds on the grid of its day, not the
                            // engine's row-only word.
                            Some(single) => match machine.frame_reason(i).map(|r| r.claim) {
                                Some(Claim::Forced { single, .. }) => single_words(single),
                                // Placed by the engine on a board already at a dead end: no
                                // single holds there on the board shown.
                                Some(Claim::NoCandidate(_) | Claim::NoPlace(..)) => {
                                    ("at a dead end".to_owned(), Some("dead end".to_owned()))
                                }
                                _ => single_words(single),
                            },
                            None if frame.remaining.is_empty() => ("-".to_owned(), None),
                            None => (frame.remaining.to_string(), None),
                        };
                        StackRow {
                            place: frame.cell.to_string(),
                            digits: frame.digit.to_string(),
                            left: vec![left],
                            short,
                            forced: frame.is_forced(),
                        }
                    })
                    .collect()
            }
            Search::Domino(t) => t
                .machine()
                .stack()
                .iter()
                .rev()
                .map(|frame| {
                    let [a, b] = frame.domino.cells;
                    let [x, y] = frame.domino.digits;
                    StackRow {
                        place: format!("{a}-{b}"),
                        digits: format!("{x}-{y}"),
                        left: ways_left(&frame.remaining_dominoes()),
                        short: None,
                        forced: false,
                    }
                })
                .collect(),
            Search::Logic(l) => l
                .played()
                .iter()
                .rev()
                .map(|frame| {
                    let (place, digits, left, short, forced) = logic_row(&frame.step);
                    StackRow {
                        place,
                        digits,
                        left: vec![left],
                        short,
                        forced,
                    }
                })
                .collect(),
        }
    }

    /// The dead end of the step just taken, with its evidence.
    #[must_use]
    pub fn dead_end(&self) -> Option<DeadEnd> {
        match self {
            Search::Classic(t) if t.steps() > 0 => t.machine().dead_end(),
            _ => None,
        }
    }

    /// What [`Search::progress`] is a share of, as the counters name it: a search's tree, the
    /// empty cells a logic solve filled, or the learner's trace replayed so far. A trace the
    /// program was stopped in covers only part of its search, so it is never "explored".
    #[must_use]
    pub fn progress_name(&self) -> &'static str {
        match self {
            Search::Logic(_) => "Filled",
            Search::Replay(_) => "Replayed",
            // The tries made, of the whole tree's (counted in the background).
            Search::Classic(_) => "Tree",
            Search::Domino(_) => "Explored",
        }
    }

    /// The fraction of the search explored (of the empty cells filled, for logic); `None`
    /// for the domino search, which keeps no count of its choices.
    #[must_use]
    pub fn progress(&self) -> Option<f64> {
        match self {
            Search::Classic(t) => Some(t.machine().progress()),
            Search::Logic(l) => Some(l.progress()),
            Search::Replay(t) => Some(replay::progress(t.machine())),
            Search::Domino(_) => None,
        }
    }

    /// The candidates of every cell as the search sees the board now: the digits no peer
    /// holds, less what the propagating engine's locked candidates strike; for logic the
    /// candidates the techniques have left.
    #[must_use]
    pub fn candidates(&self) -> CellMap<DigitSet> {
        match self {
            Search::Classic(t) => t.machine().all_candidates(),
            Search::Logic(l) => CellMap::from_fn(|c| l.candidates().candidates(c)),
            Search::Replay(t) => {
                let grid = t.machine().grid();
                CellMap::from_fn(|cell| {
                    let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
                    !used
                })
            }
            Search::Domino(t) => {
                let grid = t.machine().grid();
                CellMap::from_fn(|cell| {
                    let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
                    !used
                })
            }
        }
    }

    /// Why the step just taken holds on the board shown (a propagating search's forced digit
    /// or dead end), with the grid before it; `None` otherwise.
    #[must_use]
    pub fn reason(&self) -> Option<(Reason, Grid)> {
        match self {
            Search::Classic(t) if t.steps() > 0 => {
                let machine = t.machine();
                let reason = machine.reason()?;
                let mut before = machine.grid();
                if let Event::Forced { cell, .. } = machine.last_event() {
                    before.set(cell, None);
                }
                Some((reason, before))
            }
            _ => None,
        }
    }

    #[must_use]
    pub fn logic(&self) -> Option<&LogicRun> {
        match self {
            Search::Logic(l) => Some(l),
            _ => None,
        }
    }
}
