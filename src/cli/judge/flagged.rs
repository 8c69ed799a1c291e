//! The moves a traced case's own search got wrong, read from its trace as `stepdoku replay`
//! reads it: a move that breaks a rule names the bug, where the output may say only that
//! nothing was printed. Used to prefer such a case as the failure shown, and to say so.

use std::path::Path;

use stepdoku_core::hint::notation::and_list;
use stepdoku_core::teaching::judge::Case;

use super::Judge;
use super::verdict::{Code, Outcome};
use stepdoku_core::teaching::replay::{
    Fault, Numbering, ReplayMachine, STOPPED_NOTE, Shape, parse_reader_of_puzzle,
};
use stepdoku_core::text::escape;

use crate::tui::text::thousands;

/// The flags of one trace, counted as `stepdoku replay` counts them, and the first said: its
/// first wrong move, or without one its first flag of any kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flagged {
    /// Every flag the replay counts: the moves, the lines it could not read, and the end of a
    /// search that stopped without a full board.
    pub count: usize,
    /// The moves flagged as wrong (what names a bug).
    pub moves: usize,
    /// The `try`/`undo` lines that could not be read.
    pub unreadable: usize,
    /// The trace ends without a full board, its search over (flagged at its last step).
    pub unfinished: bool,
    /// The step of the flag said (0: the end of a trace with no move, before step 1).
    pub first_step: usize,
    /// The source line the first one's trace line names (`@N`), when it names one.
    pub first_line: Option<usize>,
    /// Why, in the replay's words.
    pub first_why: String,
    /// Only the trace's first part was read (it is longer than a replay reads).
    pub cut: bool,
}

/// The moves of puzzle `puzzle` (from 0) in `trace` (the trace of `case`'s run, numbered from
/// 1 as the judge's replay command reads it, with the judge's note beside it) flagged as
/// wrong: rule breaks, placements on filled cells, undos out of order, and for a Sudominoku a
/// domino already used or not side by side; counted with the lines that cannot be read and an
/// unfinished end, as the replay counts its flags. `None` when the replay flags nothing, when
/// the trace cannot be read, or when it does not say which moves are the puzzle's: a case of
/// several puzzles needs its `puzzle K` lines (one run solves them all, and a replay plays
/// one puzzle's moves). Only a wrong move names a bug ([`Flagged::names_bug`]): a line that
/// cannot be read is a matter of the trace's form, and an unfinished end the verdict's to say.
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
    let mut moves = 0;
    // The first wrong move, and the first flag of any kind (said when no move is wrong).
    let mut first_move = None;
    let mut first_flag = None;
    while let Some(event) = machine.next_event() {
        let Some(problem) = event.problem else {
            continue;
        };
        let said = (event.step, problem.to_string());
        first_flag.get_or_insert_with(|| said.clone());
        if matches!(problem, Fault::Unreadable(_)) {
            unreadable += 1;
            continue;
        }
        moves += 1;
        first_move.get_or_insert(said);
    }
    // The end is flagged at the trace's last step, as the replay flags it.
    let ending = machine.ending_problem();
    if let Some(problem) = &ending {
        first_flag.get_or_insert_with(|| (trace.steps.len(), problem.to_string()));
    }
    let (first_step, first_why) = first_move.or(first_flag)?;
    let unfinished = ending.is_some();
    Some(Flagged {
        count: moves + unreadable + usize::from(unfinished),
        moves,
        unreadable,
        unfinished,
        first_step,
        first_line: trace.sources.line_of(first_step),
        first_why,
        cut: trace.cut.is_some(),
    })
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

/// For each case of `read`, whether its trace names a bug (a wrong move): such a case comes
/// before those whose output names nothing.
#[must_use]
pub fn names_bug(read: &[Read]) -> Vec<bool> {
    read.iter()
        .map(|f| matches!(f, Some(Some(flags)) if flags.names_bug()))
        .collect()
}

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
    /// Does the trace name a bug: a move the replay flags as wrong. A line it could not read
    /// or an end without a full board alone says less than the output does.
    #[must_use]
    pub fn names_bug(&self) -> bool {
        self.moves > 0
    }

    /// The words that say it, about the trace of `name`: the count the replay gives, and when
    /// it holds more than wrong moves, what else it counts; then its first wrong move, or
    /// without one its first flag, at the step and in the words the replay gives it.
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
        // The end of a trace with no move is flagged before its first step, as the replay says.
        let at = if self.first_step == 0 {
            "before step 1".to_owned()
        } else {
            format!("at step {}", thousands(self.first_step as u64))
        };
        let (what, first) = if self.count == self.moves {
            let moves = if self.count == 1 { "move" } else { "moves" };
            (format!("{count} flagged {moves}{part}"), "the first ")
        } else if self.count == 1 {
            // One flag, and no wrong move: its own words say what it is.
            (format!("1 flag{part}"), "")
        } else {
            let mut parts = Vec::new();
            if self.moves > 0 {
                parts.push(counted(self.moves, "wrong move", "wrong moves"));
            }
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
            let first = if self.moves > 0 {
                "the first wrong move "
            } else {
                "the first "
            };
            (format!("{count} flags{part} ({})", and_list(&parts)), first)
        };
        format!(
            "{}'s trace has {what}, {first}{at}{line}: {}",
            escape(name),
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
        // A clean search the judge stopped flags nothing.
        std::fs::write(&trace, "try 1 1 1\ntry 1 2 2\nundo 1 2\n").unwrap();
        assert_eq!(flagged(&case, 0, &trace), None);
        std::fs::remove_file(dir.path().join("t.stopped")).unwrap();
        assert_eq!(flagged(&case, 0, &dir.path().join("missing")), None);
    }

    #[test]
    fn a_trace_whose_only_flags_are_no_wrong_move_is_said_as_the_replay_flags_it() {
        let dir = tempfile::tempdir().unwrap();
        let case = case_of(&".".repeat(81));
        let trace = dir.path().join("t");
        // A clean search that ended by itself early: its end is its one flag, at its last step.
        std::fs::write(&trace, "try 1 1 1\ntry 1 2 2 @7\nundo 1 2\n").unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.moves, found.first_step), (1, 0, 3));
        assert!(found.unfinished && !found.names_bug(), "{found:?}");
        assert_eq!(
            found.words("empty"),
            "empty's trace has 1 flag, at step 3: the trace ends without a full board: 80 \
             cells still empty"
        );
        // No move at all: flagged before step 1, as the replay says it.
        std::fs::write(&trace, "hello\n").unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!(
            found.words("empty"),
            "empty's trace has 1 flag, before step 1: the trace ends without a full board: 81 \
             cells still empty"
        );
        // Lines not understood and the end: counted, the first said with its source line.
        std::fs::write(&trace, "try 1 1 1\ntry 1 x 2 @9\ntry 9 @9\n").unwrap();
        let found = flagged(&case, 0, &trace).unwrap();
        assert_eq!((found.count, found.moves, found.unreadable), (3, 0, 2));
        assert!(!found.names_bug());
        assert!(
            found.words("empty").starts_with(
                "empty's trace has 3 flags (2 lines not understood and an end without a full \
                 board), the first at step 2 (your line 9): "
            ),
            "{}",
            found.words("empty")
        );
    }
}
