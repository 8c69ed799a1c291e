//! The logical solve as the watch plays it: HoDoKu's techniques one step per frame, worked out
//! once when the watch opens (a full solve takes milliseconds), so stepping back and forth is
//! moving an index.

use stepdoku_core::hint::logic::Step;
use stepdoku_core::hint::walk::{LogicFrame, Walk, walk};
use stepdoku_core::hint::{Candidates, Level};
use stepdoku_core::solver::{Counters, Machine, Options};
use stepdoku_core::teaching::timeline::Heat;
use stepdoku_core::{Cell, Grid};

#[derive(Clone, Debug)]
pub struct LogicRun {
    walk: Walk,
    /// Frames played: the board shows the candidates after them.
    at: usize,
    counters: Counters,
    grid: Grid,
    /// The grid after the last frame, when it is full.
    solution: Option<Grid>,
}

/// Nothing is guessed: the heatmap stays cold.
static NO_HEAT: Heat = Heat::filled(0);

impl LogicRun {
    /// The solve of `start`; brute-force steps reveal cells of its first solution.
    #[must_use]
    pub fn new(start: &Grid) -> Self {
        let solution = Machine::new(start, Options::default())
            .ok()
            .and_then(|mut m| {
                m.run(None);
                m.first_solution().copied()
            });
        let walk = walk(start, solution.as_ref());
        let end = *walk.end.values();
        let mut run = Self {
            walk,
            at: 0,
            counters: Counters::default(),
            grid: *start,
            solution: end.is_full().then_some(end),
        };
        run.seek(0);
        run
    }

    #[must_use]
    pub fn steps(&self) -> u64 {
        self.at as u64
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.walk.frames.len()
    }

    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.at >= self.len()
    }

    /// Go to frame `target` (clamped to the last).
    pub fn seek(&mut self, target: u64) {
        self.at = usize::try_from(target)
            .unwrap_or(usize::MAX)
            .min(self.len());
        let played = &self.walk.frames[..self.at];
        let mut counters = Counters {
            steps: self.at as u64,
            ..Counters::default()
        };
        for frame in played {
            match &frame.step {
                Step::Logic(d) => counters.forced += d.placements.len() as u64,
                Step::BruteForce { .. } => counters.tries += 1,
            }
        }
        counters.solutions = u64::from(self.is_finished() && self.solution.is_some());
        self.counters = counters;
        self.grid = *self.walk.candidates_after(self.at).values();
    }

    #[must_use]
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Candidates removed by the frames played so far.
    #[must_use]
    pub fn removed(&self) -> usize {
        self.walk.frames[..self.at]
            .iter()
            .map(|f| match &f.step {
                Step::Logic(d) => d.eliminations.len(),
                Step::BruteForce { .. } => 0,
            })
            .sum()
    }

    #[must_use]
    #[expect(
        clippy::unused_self,
        reason = "the same call as every search's heat; a logical solve has none"
    )]
    pub fn heat(&self) -> &Heat {
        &NO_HEAT
    }

    #[must_use]
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// The candidates the board shows: after the frames played.
    #[must_use]
    pub fn candidates(&self) -> &Candidates {
        self.walk.candidates_after(self.at)
    }

    #[must_use]
    pub fn first_solution(&self) -> Option<&Grid> {
        self.solution.as_ref().filter(|_| self.is_finished())
    }

    /// The frame just played (`None` at step 0).
    #[must_use]
    pub fn current(&self) -> Option<&LogicFrame> {
        self.at.checked_sub(1).and_then(|i| self.walk.frames.get(i))
    }

    /// The frames played, the latest last.
    #[must_use]
    pub fn played(&self) -> &[LogicFrame] {
        &self.walk.frames[..self.at]
    }

    /// The running score and level after the frames played.
    #[must_use]
    pub fn score(&self) -> (u32, Option<Level>) {
        self.current()
            .map_or((0, None), |f| (f.score, Some(f.level)))
    }

    #[must_use]
    pub fn progress(&self) -> f64 {
        self.walk.progress(self.at)
    }

    /// Does the frame just played place a digit in `cell`?
    #[must_use]
    pub fn placed(&self, cell: Cell) -> bool {
        self.current().is_some_and(|f| match &f.step {
            Step::Logic(d) => d.placements.iter().any(|&(c, _)| c == cell),
            Step::BruteForce { cell: c, .. } => *c == cell,
        })
    }
}
