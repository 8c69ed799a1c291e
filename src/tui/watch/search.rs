//! The search being watched, whichever puzzle it is: the 9×9 solver machine or the Sudominoku
//! one, each on its own [`Timeline`]. The panels ask this type, not the machines, so one view
//! serves both; only the board and the pairs panel look further into dominoes.

use stepdoku::domino::{DominoEvent, DominoMachine, Layout, Pair, PairSet};
use stepdoku::solver::{Counters, Event, Machine, Single};
use stepdoku::timeline::{Heat, Timeline};
use stepdoku::{Cell, DigitSet, Grid, Unit};

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
    pub forced: bool,
}

/// One per watch, and the watch is boxed in the screen: the size difference costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Search {
    Classic(Timeline<Machine>),
    Domino(Timeline<DominoMachine>),
}

/// Run `$body` on the timeline, whichever machine it holds.
macro_rules! on_timeline {
    ($search:expr, $t:ident => $body:expr) => {
        match $search {
            Search::Classic($t) => $body,
            Search::Domino($t) => $body,
        }
    };
}

impl Search {
    #[must_use]
    pub fn steps(&self) -> u64 {
        on_timeline!(self, t => t.steps())
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        on_timeline!(self, t => t.is_finished())
    }

    /// One step forward; `false` once the search has finished.
    pub fn forward(&mut self) -> bool {
        on_timeline!(self, t => t.forward().is_some())
    }

    pub fn forward_by(&mut self, n: u64) -> u64 {
        on_timeline!(self, t => t.forward_by(n))
    }

    pub fn forward_until(&mut self, n: u64, deadline: std::time::Instant) -> u64 {
        on_timeline!(self, t => t.forward_until(n, deadline))
    }

    /// One step back; `false` at step 0.
    pub fn back(&mut self) -> bool {
        on_timeline!(self, t => t.back())
    }

    pub fn restart(&mut self) {
        on_timeline!(self, t => t.restart());
    }

    #[must_use]
    pub fn heat(&self) -> &Heat {
        on_timeline!(self, t => t.heat())
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        on_timeline!(self, t => t.machine().counters())
    }

    #[must_use]
    pub fn depth(&self) -> usize {
        on_timeline!(self, t => t.machine().stack().len())
    }

    #[must_use]
    pub fn grid(&self) -> Grid {
        on_timeline!(self, t => t.machine().grid())
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        on_timeline!(self, t => t.machine().first_solution())
    }

    /// The dominoes as they lie now: `None` for a classic puzzle.
    #[must_use]
    pub fn layout(&self) -> Option<&Layout> {
        match self {
            Search::Classic(_) => None,
            Search::Domino(t) => Some(t.machine().layout()),
        }
    }

    /// The given dominoes and singles: `None` for a classic puzzle.
    #[must_use]
    pub fn puzzle_layout(&self) -> Option<&Layout> {
        match self {
            Search::Classic(_) => None,
            Search::Domino(t) => Some(t.machine().puzzle()),
        }
    }

    /// The pair of the domino this step placed, if it placed one.
    #[must_use]
    pub fn tried_pair(&self) -> Option<Pair> {
        match self {
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
        self.layout().map_or(PairSet::EMPTY, Layout::used)
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
                event => Some(event.describe()),
            },
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
                event => Some(event.describe()),
            },
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
            Search::Classic(t) => t
                .machine()
                .stack()
                .iter()
                .rev()
                .map(|frame| StackRow {
                    place: frame.cell.to_string(),
                    digits: frame.digit.to_string(),
                    left: vec![match frame.forced {
                        Some(single) => single_words(single),
                        None if frame.remaining.is_empty() => "-".to_owned(),
                        None => frame.remaining.to_string(),
                    }],
                    forced: frame.is_forced(),
                })
                .collect(),
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
                        forced: false,
                    }
                })
                .collect(),
        }
    }
}

/// The next dominoes to try on a frame's cell (`2-5→`, `2-7↓`), in search order, the arrow
/// pointing to the second cell; `-` when none is left.
fn ways_left(dominoes: &[stepdoku::domino::Domino]) -> Vec<String> {
    if dominoes.is_empty() {
        return vec!["-".to_owned()];
    }
    dominoes
        .iter()
        .map(|d| {
            let arrow = if d.cells[0].row() == d.cells[1].row() {
                '→'
            } else {
                '↓'
            };
            format!("{}-{}{arrow}", d.digits[0], d.digits[1])
        })
        .collect()
}

/// Which single forced a digit, short enough for the stack panel.
fn single_words(single: Single) -> String {
    match single {
        Single::Naked => "naked single".to_owned(),
        Single::Hidden(Unit::Row(i)) => format!("hidden, row {}", i + 1),
        Single::Hidden(Unit::Col(i)) => format!("hidden, col {}", i + 1),
        Single::Hidden(Unit::Box(i)) => format!("hidden, box {}", i + 1),
    }
}
