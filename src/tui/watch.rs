//! The solver visualiser's state: the search on a [`Timeline`] (so it steps back exactly), how
//! it is played back, and what the panels show. The player's `s` opens it on the current board;
//! `stepdoku watch` opens it alone. `update/watch.rs` changes it, `view/watch` draws it.

pub mod code;
pub mod coords;
pub mod count;
pub mod describe;
pub mod gauge;
pub mod learner;
pub mod logic;
pub mod pace;
pub mod playback;
pub mod predict;
pub mod search;
pub mod slow;
pub mod tree;
pub mod tree_pick;
pub mod whole;

use std::time::{Duration, Instant};

use stepdoku_core::domino::{DominoMachine, Sudominoku};
use stepdoku_core::solver::{Machine, Options, SolveError, Strategy};
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::ReplayMachine;
use stepdoku_core::teaching::timeline::Timeline;
use stepdoku_core::{CellSet, Grid};

use crate::tui::text::thousands;

use gauge::DepthTrail;
use pace::{Pace, RateMeter, Speed};
use playback::Playback;
use search::Search;

/// The step cap when none is given: about a minute of searching at full speed, far beyond any
/// puzzle except those built against naive search.
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;

/// Where the watch was opened from, which decides where `Esc` goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// The player's `s`: `Esc` returns to the game, `a` applies the solution to it.
    Game,
    /// `stepdoku watch`: there is no game behind it; `Esc` quits.
    Alone,
}

/// How the search stands, in the words the panel uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Searching,
    Solved,
    NoSolution,
    /// Stopped at the step cap before an answer.
    StepCap,
}

/// The solution count asked for with `c`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SolutionCount {
    pub solutions: u64,
    /// `false` when counting stopped at its limit: there are at least `solutions`.
    pub complete: bool,
}

#[derive(Clone, Debug)]
pub struct Watch {
    pub origin: Origin,
    /// The puzzle's name for the panel.
    pub source: String,
    /// The grid the search starts from: the givens plus, from the player, their digits.
    pub start: Grid,
    /// Which cells of `start` are the puzzle's givens (the others are the player's digits).
    pub givens: CellSet,
    /// A Sudominoku puzzle, searched in its one order (the domino search); `None` for a
    /// classic one.
    pub dominoes: Option<Box<Sudominoku>>,
    /// What a classic puzzle is watched with: a search strategy or the logical solve (`t`
    /// changes it).
    pub method: Method,
    pub max_steps: u64,
    pub search: Search,
    pub playback: Playback,
    pub speed: Speed,
    pub pace: Pace,
    pub meter: RateMeter,
    /// The time left to finish the whole tree, shown once it holds still.
    pub eta: gauge::EtaTrack,
    pub heatmap: bool,
    /// Stack rows hidden above the panel (0: the top of the stack is the first row).
    pub stack_scroll: usize,
    pub count: Option<SolutionCount>,
    /// A number being typed for `g` (go to step), `D` (run to depth) or `C` (run to cell).
    pub typed: Option<u64>,
    /// Every empty cell shows its candidates (`n`).
    pub candidates: bool,
    pub trail: DepthTrail,
    /// Cells and units named as the posts' code indexes them (`board[3][6]`, `box 0`–`box 8`).
    pub zero_based: bool,
    /// The page of the step's explanation on show, counted round (the view takes it modulo
    /// the pages there are), at this step: another step starts at its top.
    pub words_scroll: (u64, i64),
    /// A message that tells less than the step's own words (where a run stopped): while it is
    /// the one shown, the pane opens on the step's words, not on the message's page.
    pub notice: Option<String>,
    /// The lower pane (stack, code, tree) and the digit-by-digit view (`c`, `T`, `i`).
    pub detail: code::DetailView,
    /// A replay's source, reference listing and problem steps.
    pub learner: Option<Box<learner::Learner>>,
    /// The whole tree of the strategy watched, counted in the background.
    pub whole_tree: whole::WholeTree,
    /// The flag that stops the latest count of the whole tree asked for (the loop raises it
    /// once this watch no longer holds it: closed, or another count asked for).
    pub whole_tree_cancel: Option<crate::tui::work::Cancel>,
    /// Predict mode: the learner names each next step before it is shown.
    pub predict: Option<predict::Predict>,
    /// Why is it slow: the largest subtrees, measured in the background.
    pub slow: Option<slow::SlowView>,
}

impl Watch {
    /// A watch paused at step 0 of `strategy` on `start`, whose `givens` are the puzzle's.
    pub fn new(
        origin: Origin,
        source: impl Into<String>,
        start: Grid,
        givens: CellSet,
        method: impl Into<Method>,
    ) -> Result<Self, SolveError> {
        let method = method.into();
        let search = search(&start, method)?;
        Ok(Self::at_step_0(
            origin,
            source.into(),
            start,
            givens,
            None,
            method,
            search,
        ))
    }

    /// `stepdoku watch` on a Sudominoku: paused at step 0 of the domino search.
    #[must_use]
    pub fn sudominoku(source: impl Into<String>, puzzle: Sudominoku) -> Self {
        let machine = DominoMachine::new(&puzzle, Some(1));
        Self::on_dominoes(source, puzzle, machine)
    }

    /// `stepdoku watch --strategy row-major` on a Sudominoku: the BOJ 4574 post's search
    /// exactly as written (no dead-cell check).
    #[must_use]
    pub fn sudominoku_as_written(source: impl Into<String>, puzzle: Sudominoku) -> Self {
        let machine = DominoMachine::as_written(&puzzle, Some(1));
        Self::on_dominoes(source, puzzle, machine)
    }

    fn on_dominoes(source: impl Into<String>, puzzle: Sudominoku, machine: DominoMachine) -> Self {
        let start = *puzzle.grid();
        let mut watch = Self::at_step_0(
            Origin::Alone,
            source.into(),
            start,
            stepdoku_core::Board::new(&start).givens(),
            Some(Box::new(puzzle)),
            Method::Search(Strategy::RowMajor),
            Search::Domino(Timeline::new(machine)),
        );
        watch.stop();
        watch
    }

    /// `stepdoku replay`: a learner's trace on `givens`, paused at step 0.
    #[must_use]
    pub fn replay(source: impl Into<String>, givens: Grid, machine: ReplayMachine) -> Self {
        Self::at_step_0(
            Origin::Alone,
            source.into(),
            givens,
            stepdoku_core::Board::new(&givens).givens(),
            None,
            Method::Search(Strategy::RowMajor),
            Search::Replay(Timeline::new(machine)),
        )
    }

    /// What every new watch shares whatever the puzzle: paused at the first step, the default
    /// speed, no heatmap, no count yet.
    fn at_step_0(
        origin: Origin,
        source: String,
        start: Grid,
        givens: CellSet,
        dominoes: Option<Box<Sudominoku>>,
        method: Method,
        search: Search,
    ) -> Self {
        Self {
            origin,
            source,
            start,
            givens,
            dominoes,
            method,
            max_steps: DEFAULT_MAX_STEPS,
            search,
            playback: Playback::Paused,
            speed: Speed::default(),
            pace: Pace::default(),
            meter: RateMeter::default(),
            eta: gauge::EtaTrack::default(),
            heatmap: false,
            stack_scroll: 0,
            count: None,
            typed: None,
            candidates: false,
            trail: DepthTrail::default(),
            words_scroll: (0, 0),
            notice: None,
            zero_based: false,
            detail: code::DetailView::default(),
            learner: None,
            whole_tree: whole::WholeTree::Unasked,
            whole_tree_cancel: None,
            predict: None,
            slow: None,
        }
    }

    /// Is this a learner's trace (`stepdoku replay`) rather than a search of stepdoku's?
    #[must_use]
    pub fn is_replay(&self) -> bool {
        matches!(self.search, Search::Replay(_))
    }

    /// The search's name for the panels: the strategy, or the domino search by the name its
    /// listing (the code pane, `stepdoku code`) gives it.
    #[must_use]
    pub fn strategy_name(&self) -> &'static str {
        match &self.search {
            Search::Domino(t) => {
                stepdoku_core::teaching::code::Program::of_domino(t.machine()).name()
            }
            Search::Replay(_) => "your search",
            _ => self.method.name(),
        }
    }

    #[must_use]
    pub fn outcome(&self) -> Outcome {
        let search = &self.search;
        if search.is_finished() {
            if search.first_solution().is_some() {
                Outcome::Solved
            } else {
                Outcome::NoSolution
            }
        } else if self.search.steps() >= self.max_steps {
            Outcome::StepCap
        } else {
            Outcome::Searching
        }
    }

    /// Steps still allowed before the cap.
    #[must_use]
    pub fn steps_left(&self) -> u64 {
        self.max_steps.saturating_sub(self.search.steps())
    }

    /// Start over with another method (or the same one), paused at step 0. Classic puzzles
    /// only: the Sudominoku search has one order.
    pub fn set_method(&mut self, method: Method) -> Result<(), SolveError> {
        if self.dominoes.is_some() || matches!(self.search, Search::Replay(_)) {
            return Ok(());
        }
        self.search = search(&self.start, method)?;
        self.method = method;
        self.whole_tree = whole::WholeTree::Unasked;
        self.stop();
        self.meter.forget();
        self.stack_scroll = 0;
        self.trail.clear();
        Ok(())
    }

    /// Start playing `how` (anything but [`Playback::Paused`]).
    pub fn play(&mut self, how: Playback, now: Instant) {
        self.playback = how;
        self.pace.start(self.effective_speed(), now);
        self.meter.start(self.search.steps(), now);
        self.eta.clear();
    }

    pub fn stop(&mut self) {
        self.playback = Playback::Paused;
        self.meter.stop();
        self.eta.clear();
    }

    /// Which page of the step's explanation is on show, counted round: 0 once the step has
    /// changed.
    #[must_use]
    pub fn words_offset(&self) -> i64 {
        let (step, offset) = self.words_scroll;
        if step == self.search.steps() {
            offset
        } else {
            0
        }
    }

    /// Note the depth at the current step for the sparkline.
    pub fn sample_depth(&mut self) {
        self.trail.record(self.search.steps(), self.search.depth());
    }

    /// The speed playback runs at now: full speed while running to the end.
    #[must_use]
    pub fn effective_speed(&self) -> Speed {
        self.playback.speed(self.speed)
    }

    /// One line on what was watched, printed when `stepdoku watch` ends.
    #[must_use]
    pub fn summary(&self) -> String {
        let counters = self.search.counters();
        let replay = matches!(self.search, Search::Replay(_));
        let outcome = match self.outcome() {
            Outcome::Searching => "stopped",
            Outcome::Solved if replay => "the trace reached a full board",
            Outcome::NoSolution if replay => "the trace never reached a full board",
            Outcome::Solved => "solved",
            Outcome::NoSolution => "no solution",
            Outcome::StepCap => "step cap reached",
        };
        let count = |n: u64, one: &str, many: &str| match n {
            1 => format!("1 {one}"),
            n => format!("{} {many}", thousands(n)),
        };
        let mut line = format!(
            "{}, {}: {outcome} at step {} ({}, {}: dead ends {}, back {})",
            self.source,
            self.strategy_name(),
            thousands(counters.steps),
            count(counters.tries, "try", "tries"),
            count(counters.backtracks, "undo", "undos"),
            thousands(counters.dead_ends),
            thousands(counters.exhausted_frames()),
        );
        let (steps, time) = (self.meter.played_steps, self.meter.played_time);
        if steps > 0 && time.as_secs_f64() > 0.0 {
            line.push_str(&format!(
                "; played {} steps in {:.2} s, {} steps/s, {} frames",
                thousands(steps),
                time.as_secs_f64(),
                thousands((steps as f64 / time.as_secs_f64()) as u64),
                self.meter.frames,
            ));
        }
        line
    }

    /// How long the event loop may wait before the next frame is due; `None` (wait for a key)
    /// while paused, so a paused watch costs no CPU.
    #[must_use]
    pub fn wake_in(&self, now: Instant) -> Option<Duration> {
        self.playback.is_playing().then(|| self.pace.wake_in(now))
    }
}

/// What the watch steps through for `method` on `start`.
fn search(start: &Grid, method: Method) -> Result<Search, SolveError> {
    Ok(match method {
        Method::Search(strategy) => Search::Classic(Timeline::new(machine(start, strategy)?)),
        Method::Logic => {
            // The logic has no clash check of its own; the machine's says what is wrong.
            machine(start, Strategy::Propagate)?;
            Search::Logic(logic::LogicRun::new(start))
        }
    })
}

/// The search as the visualiser runs it: one solution is enough, the strategy's own order.
pub fn machine(start: &Grid, strategy: Strategy) -> Result<Machine, SolveError> {
    Machine::new(
        start,
        Options {
            strategy,
            max_solutions: Some(1),
            lexicographic: false,
        },
    )
}

#[cfg(test)]
pub(crate) mod tests;
