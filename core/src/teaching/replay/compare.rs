//! Where a learner's search first departs from one of stepdoku's: stepdoku's search written
//! as the same two kinds of line (each placement a `try`, each cell it clears an `undo`, the
//! latest placement first), then compared step by step.

use serde::Serialize;

use crate::cell::Cell;
use crate::grid::Grid;
use crate::solver::{Event, Machine, Options, Strategy};

use super::parse::{Move, Trace, Unreadable};

/// Steps stepdoku's search may take to produce the moves compared with a trace.
const STEP_BUDGET: u64 = 200_000_000;

/// The first step where the two searches differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    pub step: usize,
    /// The learner's move (`try 5 in r2c4`), or `null` when the trace has ended (or the line
    /// cannot be read).
    pub yours: Option<String>,
    /// The strategy's move, or `null` when its search has ended.
    pub theirs: Option<String>,
    pub strategy: String,
    /// The whole sentence: `step 37: you try 5 in r2c4, row-major tries 3`.
    pub message: String,
    /// Its second half, `row-major tries 3`, for a view that shows the step already.
    #[serde(skip)]
    pub theirs_words: String,
}

/// The first difference between `trace` and `strategy`'s search on `givens`, `None` when
/// they agree to the end of both.
#[must_use]
pub fn compare(givens: &Grid, trace: &Trace, strategy: Strategy) -> Option<Difference> {
    let theirs = strategy_moves(givens, strategy, trace.steps.len() + 1);
    // A trace read only in part has no end of its own: past its last step read, nothing is
    // known of it.
    let longest = if trace.cut.is_some() {
        trace.steps.len()
    } else {
        trace.steps.len().max(theirs.len())
    };
    (0..longest).find_map(|i| {
        let yours = trace.steps.get(i).map(|s| s.what);
        let theirs = theirs.get(i).copied();
        let same = matches!((&yours, theirs), (Some(Ok(a)), Some(b)) if *a == b);
        (!same).then(|| difference(i + 1, yours.as_ref(), theirs, strategy))
    })
}

fn difference(
    step: usize,
    yours: Option<&Result<Move, Unreadable>>,
    theirs: Option<Move>,
    strategy: Strategy,
) -> Difference {
    let name = strategy.name();
    let yours_text = match &yours {
        Some(Ok(mv)) => Some(mv.to_string()),
        _ => None,
    };
    let you = match (&yours, theirs) {
        (Some(Ok(Move::Try { cell, digit })), _) => format!("you try {digit} in {cell}"),
        (Some(Ok(Move::Undo { cell })), _) => format!("you undo {cell}"),
        (Some(Err(_)), _) => "your line cannot be read".to_owned(),
        (None, _) => "your trace ends".to_owned(),
    };
    let same_cell = |c: Cell| matches!(&yours, Some(Ok(Move::Try { cell, .. })) if *cell == c);
    let they = match theirs {
        Some(Move::Try { cell, digit }) if same_cell(cell) => format!("{name} tries {digit}"),
        Some(Move::Try { cell, digit }) => format!("{name} tries {digit} in {cell}"),
        Some(Move::Undo { cell }) => format!("{name} undoes {cell}"),
        None => format!("{name}'s search has ended"),
    };
    Difference {
        step,
        yours: yours_text,
        theirs: theirs.map(|m| m.to_string()),
        strategy: name.to_owned(),
        message: format!("step {step}: {you}, {they}"),
        theirs_words: they,
    }
}

/// The first `limit` moves of `strategy`'s search on `givens`, written as a learner's trace
/// would write them: every cell the search clears is an `undo` (latest placement first), every
/// digit it writes a `try`. The search stops at its first solution, as the learner's does.
#[must_use]
pub fn strategy_moves(givens: &Grid, strategy: Strategy, limit: usize) -> Vec<Move> {
    let options = Options {
        strategy,
        max_solutions: Some(1),
        lexicographic: false,
    };
    let Ok(mut machine) = Machine::new(givens, options) else {
        return Vec::new();
    };
    let mut moves = Vec::new();
    let mut placed: Vec<Cell> = Vec::new();
    let mut before = machine.grid();
    while moves.len() < limit && !machine.is_finished() && machine.counters().steps < STEP_BUDGET {
        let event = machine.step();
        if matches!(event, Event::Solved | Event::Exhausted) {
            break;
        }
        let after = machine.grid();
        // Cleared or changed cells are undone, the latest placement first.
        for &cell in placed.iter().rev() {
            if after.get(cell) != before.get(cell) {
                moves.push(Move::Undo { cell });
            }
        }
        placed.retain(|&c| after.get(c) == before.get(c));
        for cell in Cell::all() {
            if let Some(digit) = after.get(cell)
                && after.get(cell) != before.get(cell)
            {
                moves.push(Move::Try { cell, digit });
                placed.push(cell);
            }
        }
        before = after;
    }
    moves.truncate(limit);
    moves
}
