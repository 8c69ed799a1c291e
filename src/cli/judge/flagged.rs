//! The moves a traced case's own search got wrong, read from its trace as `stepdoku replay`
//! reads it: a move that breaks a rule names the bug, where the output may say only that
//! nothing was printed. Used to prefer such a case as the failure shown, and to say so.

use std::path::Path;

use stepdoku_core::teaching::judge::Case;

use super::Judge;
use super::verdict::{Code, Outcome};
use stepdoku_core::teaching::replay::{
    Fault, Numbering, ReplayMachine, Shape, parse_reader_of_puzzle,
};
use stepdoku_core::text::escape;

use crate::tui::text::thousands;

/// The flagged moves of one trace: how many, and the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flagged {
    pub count: usize,
    pub first_step: usize,
    /// The source line the first one's trace line names (`@N`), when it names one.
    pub first_line: Option<usize>,
    pub first_why: String,
    /// Only the trace's first part was read (it is longer than a replay reads).
    pub cut: bool,
}

/// The moves of puzzle `puzzle` (from 0) in `trace` (the trace of `case`'s run, numbered from
/// 1 as the judge's replay command reads it) flagged as wrong: rule breaks, placements on
/// filled cells, undos out of order, and for a Sudominoku a domino already used or not side by
/// side. A line that cannot be read is a matter of the trace's form, and a search that ends
/// unfinished is the verdict's to say: neither counts. `None` when there are none, when the
/// trace cannot be read, or when it does not say which moves are the puzzle's: a case of
/// several puzzles needs its `puzzle K` lines (one run solves them all, and a replay plays one
/// puzzle's moves).
#[must_use]
pub fn flagged(case: &Case, puzzle: usize, trace: &Path) -> Option<Flagged> {
    let shown = case.puzzles.get(puzzle)?;
    let shape = if shown.as_classic().is_some() {
        Shape::Classic
    } else {
        Shape::Sudominoku
    };
    let file = std::fs::File::open(trace).ok()?;
    let reader = std::io::BufReader::new(file);
    let trace = parse_reader_of_puzzle(reader, Numbering::FromOne, shape, puzzle + 1).ok()?;
    let marked = trace.marks.lines > 0;
    if (marked && !trace.marks.found) || (!marked && case.puzzles.len() > 1) {
        return None;
    }
    let mut machine = match (shown.as_classic(), shown.as_sudominoku()) {
        (Some(givens), _) => ReplayMachine::new(givens, &trace),
        (None, Some(dominoes)) => ReplayMachine::sudominoku(dominoes, &trace),
        (None, None) => return None,
    };
    let mut found: Option<Flagged> = None;
    while let Some(event) = machine.next_event() {
        let Some(problem) = event.problem else {
            continue;
        };
        if matches!(problem, Fault::Unreadable(_) | Fault::EndsUnsolved { .. }) {
            continue;
        }
        match &mut found {
            Some(flagged) => flagged.count += 1,
            None => {
                found = Some(Flagged {
                    count: 1,
                    first_step: event.step,
                    first_line: trace.sources.line_of(event.step),
                    first_why: problem.to_string(),
                    cut: trace.cut.is_some(),
                });
            }
        }
    }
    found
}

/// A case's trace as read to rank the failures: `None` when it was not read (the case passed,
/// or no `--trace`), else what [`flagged`] found in it.
pub type Read = Option<Option<Flagged>>;

impl Judge<'_> {
    /// For each case judged that failed, its trace's flagged moves in the puzzle that went
    /// wrong (none read without `--trace`). Read once: the failure shown reuses it.
    pub(super) fn failures_flagged(&self, results: &[(&Case, Outcome)]) -> Vec<Read> {
        results
            .iter()
            .map(|(case, outcome)| {
                let dir = self.trace?;
                (outcome.code != Code::Accepted && outcome.telling() > 0).then(|| {
                    let trace = dir.join(format!("{}.trace", case.name));
                    flagged(case, outcome.received.puzzle(), &trace)
                })
            })
            .collect()
    }
}

impl Flagged {
    /// The words that say it, about the trace of `name`.
    #[must_use]
    pub fn words(&self, name: &str) -> String {
        let moves = if self.count == 1 { "move" } else { "moves" };
        let part = if self.cut {
            " in the part a replay reads"
        } else {
            ""
        };
        let line = self
            .first_line
            .map_or_else(String::new, |line| format!(" (your line {line})"));
        format!(
            "{}'s trace has {} flagged {moves}{part}, the first at step {}{line}: {}",
            escape(name),
            thousands(self.count as u64),
            thousands(self.first_step as u64),
            escape(&self.first_why)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku_core::teaching::judge::Problem;

    fn case_of(line: &str) -> Case {
        let rows: String = line
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row).replace('.', "0")))
            .collect();
        Case::new(Problem::Boj2239, "empty", rows).unwrap()
    }

    #[test]
    fn rule_breaks_are_counted_from_the_first_and_an_unfinished_end_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let case = case_of(&".".repeat(81));
        let trace = dir.path().join("t");
        // Step 3 puts a second 1 in box 1; step 5 undoes r1c1 while r1c2 still stands.
        std::fs::write(
            &trace,
            "try 1 1 1 @10\ntry 1 2 2 @10\ntry 2 2 1 @10\nnoise\nundo 2 2 @12\nundo 1 1 @12\n",
        )
        .unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.first_step), (2, 3), "{found:?}");
        assert_eq!(found.first_line, Some(10));
        assert_eq!(
            found.words("empty"),
            "empty's trace has 2 flagged moves, the first at step 3 (your line 10): 1 in r2c2 breaks box 1: r1c1 already holds 1"
        );
        // A clean search stopped early flags nothing here.
        std::fs::write(&trace, "try 1 1 1\ntry 1 2 2\nundo 1 2\n").unwrap();
        assert_eq!(flagged(&case, 0, &trace), None);
        assert_eq!(flagged(&case, 0, &dir.path().join("missing")), None);
    }
}
