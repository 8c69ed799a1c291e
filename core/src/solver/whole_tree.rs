//! The size of a search's whole tree, counted: the same strategy run on past its first
//! solution until every branch is closed. A watch that stops at the solution has explored a
//! prefix of this run (the same moves in the same order), so "try 4,208 of 4,631" compares two
//! counts a learner can reproduce, never an estimate read off one path.

use crate::grid::Grid;

use super::{Machine, Options, SolveError, Strategy};

/// The tries and steps of a whole tree, or of the part counted before the step cap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TreeSize {
    /// Guesses in the tree (as the counters count tries).
    pub tries: u64,
    /// Steps to exhaust it (as the counters count steps).
    pub steps: u64,
    /// Every branch was closed; `false`: the count stopped at the cap and the tree is larger.
    pub complete: bool,
}

/// Steps a whole-tree count takes before it gives up: a second or two at full speed on a
/// background thread, and more than any bundled puzzle's row-major tree but the ones built
/// against naive search.
pub const WHOLE_TREE_MAX_STEPS: u64 = 30_000_000;

/// Count the whole tree of `strategy` on `givens`: every solution, every dead end, no more
/// than `max_steps` steps.
pub fn whole_tree(
    givens: &Grid,
    strategy: Strategy,
    max_steps: u64,
) -> Result<TreeSize, SolveError> {
    let options = Options {
        strategy,
        max_solutions: None,
        lexicographic: false,
    };
    let mut machine = Machine::new(givens, options)?;
    let complete = machine.run(Some(max_steps));
    let counters = machine.counters();
    Ok(TreeSize {
        tries: counters.tries,
        steps: counters.steps,
        complete,
    })
}

/// Steps a cancellable count takes between two looks at whether it should stop: a few
/// milliseconds of work, so a count nobody waits for any more ends at once.
pub const STEPS_BETWEEN_LOOKS: u64 = 100_000;

/// [`whole_tree`], but asking `stop` every [`STEPS_BETWEEN_LOOKS`] steps whether anybody still
/// wants the answer: `Ok(None)` as soon as it says no (the watch that asked has closed).
pub fn whole_tree_unless(
    givens: &Grid,
    strategy: Strategy,
    max_steps: u64,
    stop: &mut dyn FnMut() -> bool,
) -> Result<Option<TreeSize>, SolveError> {
    let options = Options {
        strategy,
        max_solutions: None,
        lexicographic: false,
    };
    let mut machine = Machine::new(givens, options)?;
    let mut complete = false;
    while !complete && machine.counters().steps < max_steps {
        if stop() {
            return Ok(None);
        }
        let left = max_steps - machine.counters().steps;
        complete = machine.run(Some(left.min(STEPS_BETWEEN_LOOKS)));
    }
    let counters = machine.counters();
    Ok(Some(TreeSize {
        tries: counters.tries,
        steps: counters.steps,
        complete,
    }))
}
