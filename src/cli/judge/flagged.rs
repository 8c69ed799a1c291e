//! The moves a traced case's own search got wrong, read from its trace as `stepdoku replay`
//! reads it: a move that breaks a rule names the bug, where the output may say only that
//! nothing was printed. Used to prefer such a case as the failure shown, and to say so.

use std::path::Path;

use stepdoku_core::teaching::judge::Case;

use super::Judge;
use super::verdict::{Code, Outcome};
use stepdoku_core::teaching::replay::{
    Fault, Numbering, ReplayMachine, STOPPED_NOTE, Shape, parse_reader_of_puzzle,
};
use stepdoku_core::text::escape;

use crate::tui::text::thousands;

/// The flags of one trace, counted as `stepdoku replay` counts them, and its first wrong move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flagged {
    /// Every flag the replay counts: the moves, the lines it could not read, and the end of a
    /// search that stopped without a full board.
    pub count: usize,
    /// The moves flagged as wrong (what names a bug): the first is said.
    pub moves: usize,
    /// The `try`/`undo` lines that could not be read.
    pub unreadable: usize,
    /// The trace ends without a full board, its search over (flagged at its last step).
    pub unfinished: bool,
    pub first_step: usize,
    /// The source line the first one's trace line names (`@N`), when it names one.
    pub first_line: Option<usize>,
    pub first_why: String,
    /// Only the trace's first part was read (it is longer than a replay reads).
    pub cut: bool,
}

/// The moves of puzzle `puzzle` (from 0) in `trace` (the trace of `case`'s run, numbered from
/// 1 as the judge's replay command reads it, with the judge's note beside it) flagged as
/// wrong: rule breaks, placements on filled cells, undos out of order, and for a Sudominoku a
/// domino already used or not side by side; counted with the lines that cannot be read and an
/// unfinished end, as the replay counts its flags. `None` when no move is wrong (a line that
/// cannot be read is a matter of the trace's form, and a search that ends unfinished is the
/// verdict's to say), when the trace cannot be read, or when it does not say which moves are
/// the puzzle's: a case of several puzzles needs its `puzzle K` lines (one run solves them
/// all, and a replay plays one puzzle's moves).
#[must_use]
pub fn flagged(case: &Case, puzzle: usize, trace_path: &Path) -> Option<Flagged> {
    let shown = case.puzzles.get(puzzle)?;
    let shape = if shown.as_classic().is_some() {
        Shape::Classic
    } else {
        Shape::Sudominoku
    };
    let file = std::fs::File::open(trace_path).ok()?;
    let reader = std::io::BufReader::new(file);
    let mut trace = parse_reader_of_puzzle(reader, Numbering::FromOne, shape, puzzle + 1).ok()?;
    if let Some(note) = judge_note(trace_path) {
        trace.note_stop(&note);
    }
    let marked = trace.marks.lines > 0;
    if (marked && !trace.marks.found) || (!marked && case.puzzles.len() > 1) {
        return None;
    }
    let mut machine = match (shown.as_classic(), shown.as_sudominoku()) {
        (Some(givens), _) => ReplayMachine::new(givens, &trace),
        (None, Some(dominoes)) => ReplayMachine::sudominoku(dominoes, &trace),
        (None, None) => return None,
    };
    let mut unreadable = 0;
    let mut found: Option<Flagged> = None;
    while let Some(event) = machine.next_event() {
        let Some(problem) = event.problem else {
            continue;
        };
        if matches!(problem, Fault::Unreadable(_)) {
            unreadable += 1;
            continue;
        }
        match &mut found {
            Some(flagged) => flagged.moves += 1,
            None => {
                found = Some(Flagged {
                    count: 0,
                    moves: 1,
                    unreadable: 0,
                    unfinished: false,
                    first_step: event.step,
                    first_line: trace.sources.line_of(event.step),
                    first_why: problem.to_string(),
                    cut: trace.cut.is_some(),
                });
            }
        }
    }
    let mut found = found?;
    found.unreadable = unreadable;
    found.unfinished = machine.ending_problem().is_some();
    found.count = found.moves + unreadable + usize::from(found.unfinished);
    Some(found)
}

/// The judge's own note beside the trace at `trace`, which the replay reads too: how the
/// judge stopped the run, so that its end is not flagged as the search's.
fn judge_note(trace: &Path) -> Option<String> {
    let mut name = trace.as_os_str().to_owned();
    name.push(STOPPED_NOTE);
    let note = std::fs::read(std::path::PathBuf::from(name)).ok()?;
    Some(String::from_utf8_lossy(&note).into_owned())
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
    /// The words that say it, about the trace of `name`: the count the replay gives, and when
    /// it holds more than wrong moves, what else it counts.
    #[must_use]
    pub fn words(&self, name: &str) -> String {
        let part = if self.cut {
            " in the part a replay reads"
        } else {
            ""
        };
        let line = self
            .first_line
            .map_or_else(String::new, |line| format!(" (your line {line})"));
        let count = thousands(self.count as u64);
        let (what, first) = if self.count == self.moves {
            let moves = if self.count == 1 { "move" } else { "moves" };
            (format!("{count} flagged {moves}{part}"), "the first")
        } else {
            let mut parts = vec![counted(self.moves, "wrong move", "wrong moves")];
            if self.unreadable > 0 {
                parts.push(counted(
                    self.unreadable,
                    "line not understood",
                    "lines not understood",
                ));
            }
            if self.unfinished {
                parts.push("an end without a full board".to_owned());
            }
            let last = parts.pop().unwrap_or_default();
            let parts = parts.join(", ");
            (
                format!("{count} flags{part} ({parts} and {last})"),
                "the first wrong move",
            )
        };
        format!(
            "{}'s trace has {what}, {first} at step {}{line}: {}",
            escape(name),
            thousands(self.first_step as u64),
            escape(&self.first_why)
        )
    }
}

/// `1 wrong move`, `3 wrong moves`.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!(
        "{} {}",
        thousands(n as u64),
        if n == 1 { one } else { many }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku_core::teaching::judge::Problem;
    use stepdoku_core::teaching::replay::STOPPED;

    fn case_of(line: &str) -> Case {
        let rows: String = line
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row).replace('.', "0")))
            .collect();
        Case::new(Problem::Boj2239, "empty", rows).unwrap()
    }

    #[test]
    fn rule_breaks_are_counted_from_the_first_and_with_them_what_the_replay_flags_too() {
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
        // r1c2 still holds its 2 at the end: the replay flags that end too.
        assert_eq!((found.count, found.first_step), (3, 3), "{found:?}");
        assert_eq!(
            (found.moves, found.unreadable, found.unfinished),
            (2, 0, true)
        );
        assert_eq!(found.first_line, Some(10));
        assert_eq!(
            found.words("empty"),
            "empty's trace has 3 flags (2 wrong moves and an end without a full board), the \
             first wrong move at step 3 (your line 10): 1 in r2c2 breaks box 1: r1c1 already \
             holds 1"
        );
        // An unreadable line and an unfinished end count as the replay counts them, said apart.
        std::fs::write(
            &trace,
            "try 1 1 1 @10\ntry 1 2 2 @10\ntry 2 2 1 @10\ntry 1 x 1\nundo 2 2 @12\n",
        )
        .unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.moves, found.unreadable), (3, 1, 1));
        assert!(found.unfinished, "{found:?}");
        assert_eq!(
            found.words("empty"),
            "empty's trace has 3 flags (1 wrong move, 1 line not understood and an end \
             without a full board), the first wrong move at step 3 (your line 10): 1 in r2c2 \
             breaks box 1: r1c1 already holds 1"
        );
        // The judge's note beside it: stopped by the judge, its end is not the search's.
        std::fs::write(
            dir.path().join("t.stopped"),
            format!("{STOPPED}was killed by SIGKILL\n"),
        )
        .unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.unfinished), (2, false), "{found:?}");
        // Only wrong moves: said as before.
        std::fs::write(&trace, "try 1 1 1 @10\ntry 1 2 2 @10\ntry 2 2 1 @10\n").unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.moves), (1, 1), "{found:?}");
        assert_eq!(
            found.words("empty"),
            "empty's trace has 1 flagged move, the first at step 3 (your line 10): 1 in r2c2 \
             breaks box 1: r1c1 already holds 1"
        );
        std::fs::remove_file(dir.path().join("t.stopped")).unwrap();
        // A clean search stopped early flags nothing here.
        std::fs::write(&trace, "try 1 1 1\ntry 1 2 2\nundo 1 2\n").unwrap();
        assert_eq!(flagged(&case, 0, &trace), None);
        assert_eq!(flagged(&case, 0, &dir.path().join("missing")), None);
    }
}
