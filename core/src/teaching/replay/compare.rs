//! Where a learner's search first departs from one of stepdoku's: stepdoku's search written
//! as the same two kinds of line (each placement a `try`, each cell it clears an `undo`, the
//! latest placement first), then compared step by step.

use serde::Serialize;

use crate::cell::{Cell, Digit};
use crate::domino::{DominoEvent, DominoMachine, Sudominoku};
use crate::grid::Grid;
use crate::solver::{Event, Machine, Options, Strategy};
use crate::teaching::code::{self, Program};

use super::machine::ReplayMachine;
use super::parse::{Move, Trace, Unreadable};

/// Steps stepdoku's search may take to produce the moves compared with a trace.
const STEP_BUDGET: u64 = 200_000_000;

/// The first step where the two searches differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// The step it is seen at: the first the two take apart, or when the trace ends before
    /// the strategy's search does, the trace's last step (0 for a trace with no move), after
    /// which the strategy goes on.
    pub step: usize,
    /// The steps both took alike before it (all the trace's when it ended first).
    #[serde(skip)]
    pub agreed: usize,
    /// The learner's source line of that step, when the trace named it (`@N`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The learner's move (`try 5 in r2c4`), or `null` when the trace has ended (or the line
    /// cannot be read).
    pub yours: Option<String>,
    /// The strategy's move, or `null` when its search has ended.
    pub theirs: Option<String>,
    pub strategy: String,
    /// Why the strategy's move comes first, said of the board both searches stand on:
    /// `8 still fits there; you undid r3c2 instead`.
    pub why: String,
    /// The whole sentence: `step 37: you try 5 in r2c4, row-major tries 3: 3 fits there and
    /// comes before 5`.
    pub message: String,
    /// Its second half, `row-major tries 3 in r2c4: …`, for a view that shows the step
    /// already.
    #[serde(skip)]
    pub theirs_words: String,
}

/// The first difference between `trace` and `strategy`'s search on `givens`, `None` when
/// they agree to the end of both.
#[must_use]
pub fn compare(givens: &Grid, trace: &Trace, strategy: Strategy) -> Option<Difference> {
    // One move past the trace's end, and one more: what an `undo` there makes room for.
    let theirs = strategy_moves(givens, strategy, trace.steps.len() + 2);
    let before = ReplayMachine::new(givens, trace);
    first_difference(trace, &theirs, strategy.name(), before)
}

/// The first difference between a Sudominoku's `trace` and the BOJ 4574 post's search as
/// written (row-major: the first empty cell, a domino right then down, pairs in order).
#[must_use]
pub fn compare_sudominoku(puzzle: &Sudominoku, trace: &Trace) -> Option<Difference> {
    let theirs = domino_moves(puzzle, trace.steps.len() + 2);
    let before = ReplayMachine::sudominoku(puzzle, trace);
    first_difference(trace, &theirs, Strategy::RowMajor.name(), before)
}

fn first_difference(
    trace: &Trace,
    theirs: &[Move],
    name: &str,
    mut before: ReplayMachine,
) -> Option<Difference> {
    // A trace read only in part has no end of its own: past its last step read, nothing is
    // known of it.
    let longest = if trace.cut.is_some() {
        trace.steps.len()
    } else {
        trace.steps.len().max(theirs.len())
    };
    let i = (0..longest).find(|&i| {
        let yours = trace.steps.get(i).map(|s| s.what);
        let theirs = theirs.get(i).copied();
        !matches!((&yours, theirs), (Some(Ok(a)), Some(b)) if *a == b)
    })?;
    // The board both searches stand on before the step.
    before.run_to(i);
    // The reference stops at its solution; a search that reached the same solution and then
    // undoes its way back (as many learners' do) has not departed from it.
    if theirs.get(i).is_none() && before.solved_at().is_some() {
        return None;
    }
    let yours = trace.steps.get(i).map(|s| s.what);
    let mut difference = difference(i, yours.as_ref(), theirs.get(i).copied(), name);
    difference.line = trace.sources.line_of(difference.step);
    let why = reason(
        &before,
        yours.as_ref(),
        (theirs.get(i).copied(), theirs.get(i + 1).copied()),
        name,
    );
    if !why.is_empty() {
        // The message opens with "your trace ends" already: said once.
        let said = match yours {
            None => why.strip_suffix("; your trace ends there").unwrap_or(&why),
            Some(_) => &why,
        };
        difference.message = format!("{}: {said}", difference.message);
        // The replay's step shows what an unreadable line should have held already.
        let shown = match yours {
            Some(Err(unreadable)) => why
                .strip_suffix(&format!("; your line: {unreadable}"))
                .unwrap_or(&why),
            _ => said,
        };
        difference.theirs_words = format!("{}: {shown}", difference.theirs_words);
    }
    difference.why = why;
    Some(difference)
}

/// The difference after `agreed` steps alike: at the next step, or when the trace has no
/// more (`yours` is `None`), at its last, the strategy's move said as what comes after it.
fn difference(
    agreed: usize,
    yours: Option<&Result<Move, Unreadable>>,
    theirs: Option<Move>,
    name: &str,
) -> Difference {
    let yours_text = match &yours {
        Some(Ok(mv)) => Some(mv.to_string()),
        _ => None,
    };
    let you = match &yours {
        Some(Ok(mv)) => format!("you {mv}"),
        Some(Err(_)) => "your line cannot be read".to_owned(),
        None => "your trace ends".to_owned(),
    };
    let ended = yours.is_none();
    let same_cell = |c: Cell| matches!(&yours, Some(Ok(Move::Try { cell, .. })) if *cell == c);
    let they = match theirs {
        Some(Move::Try { cell, digit }) if same_cell(cell) => format!("{name} tries {digit}"),
        Some(Move::Try { cell, digit }) => format!("{name} tries {digit} in {cell}"),
        Some(Move::Undo { cell }) => format!("{name} undoes {cell}"),
        Some(Move::TryDomino {
            cells: [a, b],
            digits: [x, y],
        }) => format!("{name} tries {x}-{y} in {a}-{b}"),
        Some(Move::UndoDomino { cells: [a, b] }) => format!("{name} undoes {a}-{b}"),
        None => format!("{name}'s search has ended"),
    };
    // A trace that ends first is seen ending at its last step: no step after it exists to
    // show, nor to step to.
    let (step, at, theirs_words) = match (ended, agreed) {
        (false, _) => (agreed + 1, format!("step {}", agreed + 1), they.clone()),
        (true, 0) => (0, "before step 1".to_owned(), format!("{you} here, {they}")),
        (true, last) => (
            last,
            format!("after step {last}"),
            format!("{you} here, {they}"),
        ),
    };
    Difference {
        step,
        agreed,
        line: None,
        yours: yours_text,
        theirs: theirs.map(|m| m.to_string()),
        strategy: name.to_owned(),
        why: String::new(),
        message: format!("{at}: {you}, {they}"),
        theirs_words,
    }
}

/// Why the reference's move comes first, from the board `at` (before the step): only what
/// the board shows, so every word can be checked on screen.
/// `theirs` is the reference's move and the one after it (what an `undo` makes room for);
/// `yours` the learner's line, `None` when the trace has ended.
fn reason(
    at: &ReplayMachine,
    yours: Option<&Result<Move, Unreadable>>,
    (theirs, after): (Option<Move>, Option<Move>),
    name: &str,
) -> String {
    let grid = at.grid();
    let instead = match yours {
        Some(Ok(Move::Undo { cell })) => format!("you undid {cell} instead"),
        Some(Ok(Move::UndoDomino { cells: [a, b] })) => format!("you undid {a}-{b} instead"),
        Some(Ok(mv @ (Move::Try { .. } | Move::TryDomino { .. }))) => {
            format!("you {} instead", mv.to_string().replacen("try", "tried", 1))
        }
        // The line is there (the trace goes on), only it cannot be read: what it should have
        // held, the `--from-zero` hint included.
        Some(Err(unreadable)) => format!("your line: {unreadable}"),
        None => "your trace ends there".to_owned(),
    };
    let yours = yours.and_then(|y| y.as_ref().ok()).copied();
    let first_empty = Cell::all().find(|&c| grid.get(c).is_none());
    match theirs {
        Some(Move::Try { cell, digit }) => {
            let mut before = grid;
            before.set(cell, None);
            let fits = super::machine::fits(&before, cell, digit);
            let mut why = if grid.get(cell).is_some() {
                format!("{digit} still fits there")
            } else {
                format!("{digit} fits there")
            };
            if !fits {
                why = format!("{digit} is its next digit");
            }
            if grid.get(cell).is_none()
                && first_empty == Some(cell)
                && matches!(name, "row-major" | "blanks")
            {
                why = format!("{cell} is the first empty cell and {why}");
            }
            if let Some(Move::Try { cell: c, digit: d }) = yours
                && c == cell
                && d > digit
            {
                return format!("{why} and comes before {d}");
            }
            format!("{why}; {instead}")
        }
        Some(Move::Undo { cell }) => match (grid.get(cell), after) {
            // It takes the digit back to try its next one there.
            (Some(d), Some(Move::Try { cell: c, digit })) if c == cell => {
                format!("{d} led nowhere and {digit} fits there next; {instead}")
            }
            (Some(d), _) => {
                let mut without = grid;
                without.set(cell, None);
                let later = Digit::all().any(|x| x > d && super::machine::fits(&without, cell, x));
                if later {
                    format!("{d} led nowhere; {instead}")
                } else {
                    format!("no digit after {d} fits in {cell}; {instead}")
                }
            }
            (None, _) => instead,
        },
        Some(Move::TryDomino {
            cells,
            digits: [x, y],
        }) => {
            let anchor = if first_empty == Some(cells[0]) {
                format!("{} is the first empty cell and ", cells[0])
            } else {
                String::new()
            };
            // Each pair is laid its smaller digit first, then turned round: a larger digit
            // first is that pair's second turn, which the words must not contradict.
            let turned = if x > y {
                format!(": {x}-{y} is the pair {y}-{x} turned round, its turn after {y}-{x}'s")
            } else {
                String::new()
            };
            format!(
                "{anchor}this is the next domino that fits it in the post's order (right before \
                 down; the pairs 1-2 to 8-9 in order, each with its smaller digit on the first \
                 cell, then turned round){turned}; {instead}"
            )
        }
        Some(Move::UndoDomino { cells: [a, _] }) => match after {
            Some(next @ Move::TryDomino { cells: [c, _], .. }) if c == a => {
                format!(
                    "it lifts it for the next domino on {a} ({}); {instead}",
                    next.to_string().replacen("try ", "", 1)
                )
            }
            _ => format!("no other domino fits on {a}: it backs up; {instead}"),
        },
        None if grid.is_solved() => "the board is full and breaks no rule".to_owned(),
        None => String::new(),
    }
}

/// The first `limit` moves of `strategy`'s search on `givens`, written as a learner's trace
/// would write them: every cell the search clears is an `undo` (latest placement first), every
/// digit it writes a `try`. The search stops at its first solution, as the learner's does.
#[must_use]
pub fn strategy_moves(givens: &Grid, strategy: Strategy, limit: usize) -> Vec<Move> {
    strategy_listing(givens, strategy, limit).moves
}

/// A reference search's moves, each with the line of its listing (`stepdoku code`) that made
/// it: what the replay's code pane lights while the learner's search agrees with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub program: Program,
    pub moves: Vec<Move>,
    /// The listing's line (from 1) of each move.
    pub lines: Vec<u32>,
}

/// [`strategy_moves`] with the listing line of each move.
#[must_use]
pub fn strategy_listing(givens: &Grid, strategy: Strategy, limit: usize) -> Listed {
    let mut listed = Listed {
        program: Program::of_strategy(strategy),
        moves: Vec::new(),
        lines: Vec::new(),
    };
    let options = Options {
        strategy,
        max_solutions: Some(1),
        lexicographic: false,
    };
    let Ok(mut machine) = Machine::new(givens, options) else {
        return listed;
    };
    listed.program = Program::of(&machine);
    let moves = &mut listed.moves;
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
        let line = code::line_of(&machine, &event) as u32;
        listed.lines.resize(moves.len(), line);
        before = after;
    }
    moves.truncate(limit);
    listed.lines.truncate(limit);
    listed
}

/// The first `limit` moves of the BOJ 4574 post's search as written, as a learner's
/// Sudominoku trace writes them: each domino placed a `try`, each lifted an `undo` (the latest
/// first). It stops at its first solution.
#[must_use]
pub fn domino_moves(puzzle: &Sudominoku, limit: usize) -> Vec<Move> {
    domino_listing(puzzle, limit).moves
}

/// [`domino_moves`] with the listing line of each move.
#[must_use]
pub fn domino_listing(puzzle: &Sudominoku, limit: usize) -> Listed {
    let mut machine = DominoMachine::as_written(puzzle, Some(1));
    let program = Program::of_domino(&machine);
    let mut lines = Vec::new();
    let mut moves = Vec::new();
    let mut before: Vec<crate::domino::Domino> = Vec::new();
    while moves.len() < limit && !machine.is_finished() && machine.counters().steps < STEP_BUDGET {
        let event = machine.step();
        if matches!(event, DominoEvent::Solved | DominoEvent::Exhausted) {
            break;
        }
        let after: Vec<_> = machine.stack().iter().map(|f| f.domino).collect();
        let kept = before
            .iter()
            .zip(&after)
            .take_while(|(a, b)| a == b)
            .count();
        for domino in before[kept..].iter().rev() {
            moves.push(Move::UndoDomino {
                cells: domino.cells,
            });
        }
        for domino in &after[kept..] {
            moves.push(Move::TryDomino {
                cells: domino.cells,
                digits: domino.digits,
            });
        }
        let line = code::line(program, code::domino_role(&event)) as u32;
        lines.resize(moves.len(), line);
        before = after;
    }
    moves.truncate(limit);
    lines.truncate(limit);
    Listed {
        program,
        moves,
        lines,
    }
}
