//! Replaying a trace one move per step: the board of that moment, the stack of placements
//! still standing, guesses per cell, and a [`Fault`] for each move that breaks the rules.

use std::fmt;
use std::sync::Arc;

use crate::cell::{Cell, Digit, Unit};
use crate::grid::Grid;
use crate::solver::{Counters, Until};
use crate::teaching::timeline::{Heat, Stepper};

use super::parse::{Cut, Move, Sources, Step, Trace};

mod after;
mod domino;

pub use after::Aftermath;
pub use domino::DominoFault;

/// What is wrong with a move, or with the end of the trace.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Fault {
    /// The line could not be read (wrong numbers).
    Unreadable(String),
    /// `digit` in `cell` repeats the digit of `clash` in `unit`.
    BreaksRule {
        cell: Cell,
        digit: Digit,
        unit: Unit,
        clash: Cell,
    },
    /// A placement on a given (not made).
    OnGiven { cell: Cell, given: Digit },
    /// A placement on a cell already filled by the search, with no `undo` since.
    OnFilled { cell: Cell, there: Digit },
    /// An `undo` of a cell other than the last placement still standing.
    UndoNotLast { cell: Cell, last: Cell },
    /// An `undo` of an empty cell, or of a given (not made).
    UndoNothing { cell: Cell, given: bool },
    /// The trace ends with cells still empty.
    EndsUnsolved { empty: usize },
    /// The first try after the board was full, in a search that goes deeper again from
    /// there: it searches on past its solution.
    SearchesOn,
    /// What only a Sudominoku's domino can get wrong.
    Domino(DominoFault),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Unreadable(why) => f.write_str(why),
            Fault::BreaksRule {
                cell,
                digit,
                unit,
                clash,
            } => write!(
                f,
                "{digit} in {cell} breaks {unit}: {clash} already holds {digit}"
            ),
            Fault::OnGiven { cell, given } => {
                write!(f, "a placement on {cell}, a given ({given})")
            }
            Fault::OnFilled { cell, there } => write!(
                f,
                "a placement on {cell}, which already holds {there} (no undo since)"
            ),
            Fault::UndoNotLast { cell, last } => write!(
                f,
                "undo of {cell}, but the last placement still standing is {last}"
            ),
            Fault::UndoNothing { cell, given: true } => {
                write!(f, "undo of {cell}, a given")
            }
            Fault::UndoNothing { cell, given: false } => {
                write!(f, "undo of {cell}, which is empty")
            }
            Fault::EndsUnsolved { empty } => write!(
                f,
                "the trace ends without a full board: {empty} cell{} still empty",
                if *empty == 1 { "" } else { "s" }
            ),
            Fault::SearchesOn => f.write_str(
                "a try after the board was full: your search goes on past its solution; stop \
                 after the first solution (return once the board is full)",
            ),
            Fault::Domino(problem) => problem.fmt(f),
        }
    }
}

/// What one step did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReplayEvent {
    /// The step, from 1.
    pub step: usize,
    /// The move, when the line could be read.
    pub mv: Option<Move>,
    /// What is wrong with it, if anything.
    pub problem: Option<Fault>,
}

/// A trace replayed on a puzzle, one move per [`ReplayMachine::next_event`]. Cloning is cheap
/// (the trace is shared), so a timeline can keep checkpoints of it.
#[derive(Clone, Debug)]
pub struct ReplayMachine {
    steps: Arc<Vec<Step>>,
    /// Whether the trace was read only in part: its end is then not the program's.
    cut: Option<Cut>,
    /// What stopped the program, when the judge did: its end is then not the search's.
    stopped: Option<Arc<str>>,
    givens: Grid,
    grid: Grid,
    /// Placements standing, oldest first.
    stack: Vec<Cell>,
    position: usize,
    tries: usize,
    undos: usize,
    flagged: usize,
    heat: Heat,
    last: Option<ReplayEvent>,
    /// The last step was an `undo` right after its `try`: a dead end, as the counters say.
    last_dead_end: bool,
    /// The watch's counters: steps, tries, undos as backtracks, the deepest stack.
    counters: Counters,
    /// The board once it is full and breaks no rule.
    solution: Option<Grid>,
    /// The step after which the board was first full and right.
    solved_at: Option<usize>,
    /// Whether the board is full and right after the last step.
    full: bool,
    /// What the search did after its first full board.
    after: after::AfterSolution,
    /// A remark for one step (where the trace departs from a strategy).
    note: Option<(usize, Arc<str>)>,
    /// The learner's source lines the trace names.
    sources: Arc<Sources>,
    /// A Sudominoku's dominoes: the givens' pairs and the partner of each placed cell.
    dominoes: Option<Box<domino::Dominoes>>,
}

impl ReplayMachine {
    #[must_use]
    pub fn new(givens: &Grid, trace: &Trace) -> Self {
        Self {
            steps: Arc::clone(&trace.steps),
            cut: trace.cut,
            stopped: trace.stopped.clone(),
            givens: *givens,
            grid: *givens,
            stack: Vec::new(),
            position: 0,
            tries: 0,
            undos: 0,
            flagged: 0,
            heat: Heat::filled(0),
            last: None,
            last_dead_end: false,
            counters: Counters::default(),
            solution: None,
            solved_at: None,
            full: false,
            after: after::AfterSolution::default(),
            note: None,
            sources: Arc::clone(&trace.sources),
            dominoes: None,
        }
    }

    /// The learner's source lines the trace names (`@N`).
    #[must_use]
    pub fn sources(&self) -> &Sources {
        &self.sources
    }

    /// The source line of step `step` (from 1), when its line ended with `@N`.
    #[must_use]
    pub fn source_line(&self, step: usize) -> Option<usize> {
        self.sources.line_of(step)
    }

    /// The machine with `note` attached to step `step`.
    #[must_use]
    pub fn with_note(mut self, step: usize, note: &str) -> Self {
        self.note = Some((step, note.into()));
        self
    }

    /// The note of the step just taken, if it has one.
    #[must_use]
    pub fn note(&self) -> Option<&str> {
        match &self.note {
            Some((step, note)) if *step == self.position => Some(note),
            _ => None,
        }
    }

    #[must_use]
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board after the steps taken so far.
    #[must_use]
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// The counters as the watch shows a search's: undos count as backtracks.
    #[must_use]
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// The board, once the moves have filled it without breaking a rule.
    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// The step after which the board was first full and broke no rule, if it ever was.
    #[must_use]
    pub fn solved_at(&self) -> Option<usize> {
        self.solved_at
    }

    /// What the trace did after its first full board, from the steps taken so far (the whole
    /// of it once every step is taken); `None` before a full board.
    #[must_use]
    pub fn aftermath(&self) -> Option<Aftermath> {
        self.solved_at.map(|_| self.after.aftermath())
    }

    /// How many times the board became full without breaking a rule, so far.
    #[must_use]
    pub fn full_boards(&self) -> usize {
        self.after.full_boards
    }

    /// Does the step just taken stop a run to `until`? An `undo` right after its `try` is a
    /// dead end, any other `undo` a backtrack (`back`), as the counters count them.
    #[must_use]
    pub fn hit(&self, until: Until) -> bool {
        let mv = self.last.as_ref().and_then(|e| e.mv);
        let undo = mv.is_some_and(|m| !m.is_try());
        match until {
            Until::DeadEnd => undo && self.last_dead_end,
            Until::Backtrack => undo && !self.last_dead_end,
            Until::Solution => self.solution.is_some(),
            Until::Depth(n) => self.stack.len() == n,
            Until::Cell(c) => mv.is_some_and(|m| m.is_try() && m.cell() == c),
            Until::Step(n) => self.position as u64 == n,
        }
    }

    /// The placements standing, oldest first.
    #[must_use]
    pub fn stack(&self) -> &[Cell] {
        &self.stack
    }

    /// Steps taken.
    #[must_use]
    pub fn position(&self) -> usize {
        self.position
    }

    /// Steps in the trace as read (all of it, unless it was [`cut`](Self::cut)).
    #[must_use]
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    #[must_use]
    pub fn tries(&self) -> usize {
        self.tries
    }

    #[must_use]
    pub fn undos(&self) -> usize {
        self.undos
    }

    /// Flagged steps so far.
    #[must_use]
    pub fn flagged(&self) -> usize {
        self.flagged
    }

    /// The last step's event.
    #[must_use]
    pub fn last_event(&self) -> Option<&ReplayEvent> {
        self.last.as_ref()
    }

    /// Whether the trace was read only in part, and why.
    #[must_use]
    pub fn cut(&self) -> Option<Cut> {
        self.cut
    }

    /// The line of the trace file of step `step` (from 1).
    #[must_use]
    pub fn line_of(&self, step: usize) -> Option<usize> {
        let line = self.steps.get(step.checked_sub(1)?)?.line;
        usize::try_from(line).ok()
    }

    /// The program's end as the judge recorded it, when it stopped the program: `the program
    /// was stopped after 1.0 s (the time limit) at step 597549; the trace ends there`. A
    /// trace read only in part ends before that, so has none.
    #[must_use]
    pub fn stopped_words(&self) -> Option<String> {
        let what = self.stopped.as_deref().filter(|_| self.cut.is_none())?;
        Some(format!(
            "the program {what} at step {}; the trace ends there",
            self.steps.len()
        ))
    }

    /// What is wrong with the end, once every step is taken: a board not full. A trace read
    /// only in part, or of a program the judge stopped, has no end of the search to judge.
    #[must_use]
    pub fn ending_problem(&self) -> Option<Fault> {
        let empty = 81 - self.grid.filled();
        let ended_by_itself = self.cut.is_none() && self.stopped.is_none();
        // A search that finds the solution and then unwinds (undoing every try on its way
        // back, as many learners' searches do after printing or copying the board) ends on an
        // emptier board, yet it did reach the solution: that is no fault.
        let never_solved = self.solution.is_none();
        (ended_by_itself && never_solved && self.position == self.steps.len() && empty > 0)
            .then_some(Fault::EndsUnsolved { empty })
    }

    /// Take steps until `position` steps are taken (or the trace ends).
    pub fn run_to(&mut self, position: usize) {
        while self.position < position && self.next_event().is_some() {}
    }

    /// Take the next step; `None` after the last.
    pub fn next_event(&mut self) -> Option<ReplayEvent> {
        let step = *self.steps.get(self.position)?;
        // The step before this one completed the board: undoing its try is no dead end.
        let after_solution = self.full;
        self.position += 1;
        let after_try = self
            .last
            .as_ref()
            .and_then(|e| e.mv)
            .is_some_and(Move::is_try);
        let (mv, mut problem) = match step.what {
            Ok(mv) => (Some(mv), self.apply(mv)),
            Err(why) => (None, Some(Fault::Unreadable(why.to_string()))),
        };
        // A try after the first full board: where a search that goes on is flagged (unless
        // the move has a fault of its own to show).
        if self.solved_at.is_some()
            && mv.is_some_and(Move::is_try)
            && self.after.try_after(self.position)
        {
            problem = problem.or(Some(Fault::SearchesOn));
        }
        if problem.is_some() {
            self.flagged += 1;
        }
        self.counters.steps = self.position as u64;
        self.counters.tries = self.tries as u64;
        self.counters.backtracks = self.undos as u64;
        // An undo just after a try: the call below found nothing to place, a dead end.
        self.last_dead_end = after_try && !after_solution && mv.is_some_and(|m| !m.is_try());
        if self.last_dead_end {
            self.counters.dead_ends += 1;
        }
        self.counters.max_depth = self.counters.max_depth.max(self.stack.len());
        let full = self.grid.is_solved();
        if full && !self.full {
            self.after
                .full_board(self.position, &self.steps[self.position..]);
            self.counters.solutions = self.after.full_boards as u64;
        }
        self.full = full;
        if self.solution.is_none() && full {
            self.solution = Some(self.grid);
            self.solved_at = Some(self.position);
        }
        let event = ReplayEvent {
            step: self.position,
            mv,
            problem,
        };
        self.last = Some(event.clone());
        Some(event)
    }

    /// Make the move as the learner's program did, and say what is wrong with it. A move the
    /// program cannot have made (on a given, or clearing an empty cell) leaves the board alone.
    fn apply(&mut self, mv: Move) -> Option<Fault> {
        match mv {
            Move::Try { cell, digit } => {
                self.tries += 1;
                self.heat[cell] += 1;
                if let Some(given) = self.givens.get(cell) {
                    return Some(Fault::OnGiven { cell, given });
                }
                let there = self.grid.get(cell);
                self.grid.set(cell, None);
                let clash = clash(&self.grid, cell, digit);
                self.grid.set(cell, Some(digit));
                self.stack.retain(|&c| c != cell);
                self.stack.push(cell);
                match (there, clash) {
                    (Some(there), _) => Some(Fault::OnFilled { cell, there }),
                    (None, Some((unit, clash))) => Some(Fault::BreaksRule {
                        cell,
                        digit,
                        unit,
                        clash,
                    }),
                    (None, None) => None,
                }
            }
            Move::Undo { cell } => {
                self.undos += 1;
                if self.grid.get(cell).is_none() || self.givens.get(cell).is_some() {
                    let given = self.givens.get(cell).is_some();
                    return Some(Fault::UndoNothing { cell, given });
                }
                let last = self.stack.last().copied();
                self.grid.set(cell, None);
                self.stack.retain(|&c| c != cell);
                match last {
                    Some(last) if last != cell => Some(Fault::UndoNotLast { cell, last }),
                    _ => None,
                }
            }
            Move::TryDomino { cells, digits } => self.try_domino(cells, digits),
            Move::UndoDomino { cells } => self.undo_domino(cells),
        }
    }
}

/// Does `digit` fit `cell` on `grid` (no other cell of its row, column or box holds it)?
pub(super) fn fits(grid: &Grid, cell: Cell, digit: Digit) -> bool {
    clash(grid, cell, digit).is_none()
}

/// The first unit (row, column, box) where `digit` already stands, and the cell holding it.
fn clash(grid: &Grid, cell: Cell, digit: Digit) -> Option<(Unit, Cell)> {
    cell.units().into_iter().find_map(|unit| {
        let other = unit
            .cells()
            .into_iter()
            .find(|&c| c != cell && grid.get(c) == Some(digit))?;
        Some((unit, other))
    })
}

impl Stepper for ReplayMachine {
    type Event = Option<usize>;

    /// The step taken, or `None` at the end.
    fn step(&mut self) -> Self::Event {
        self.next_event().map(|e| e.step)
    }

    fn run(&mut self, n: u64) {
        for _ in 0..n {
            if self.next_event().is_none() {
                break;
            }
        }
    }

    fn steps(&self) -> u64 {
        self.position as u64
    }

    fn is_finished(&self) -> bool {
        self.position == self.steps.len()
    }

    fn heat(&self) -> &Heat {
        &self.heat
    }
}
