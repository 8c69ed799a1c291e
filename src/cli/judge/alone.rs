//! The puzzle of a BOJ 4574 case that went wrong, as a case of its own: one run solves every
//! puzzle of a case, so its trace holds every puzzle's moves, and a replay needs the moves of
//! one puzzle. The judge runs the program again on that puzzle alone to trace it; when that
//! run does not fail as the whole one did, the replay is of the whole run's trace, read by its
//! `puzzle K` lines.

use stepdoku_core::format::Puzzle;
use stepdoku_core::teaching::judge::cases::sudominoku_input;
use stepdoku_core::teaching::judge::{Case, Problem};

use super::Judge;

/// Puzzle `index` (from 0) of `case` alone, then the end marker, named `NAME.pK` (K from 1);
/// `None` when the case holds one puzzle (its trace is of that puzzle already).
#[must_use]
pub fn puzzle_alone(case: &Case, index: usize) -> Option<Case> {
    if case.problem != Problem::Boj4574 || case.puzzles.len() < 2 {
        return None;
    }
    let puzzle = case.puzzles.get(index).and_then(Puzzle::as_sudominoku)?;
    let name = alone_name(&case.name, index + 1);
    Case::new(
        case.problem,
        &name,
        sudominoku_input(std::slice::from_ref(puzzle)),
    )
    .ok()
}

/// The name of puzzle `k` (from 1) of the case named `case` run alone.
#[must_use]
pub fn alone_name(case: &str, k: usize) -> String {
    format!("{case}.p{k}")
}

impl Judge<'_> {
    /// For puzzle `puzzle.1` of `puzzle.0` (the case shown), which alone did not fail as it did
    /// after the others (`differs` says how; `alone` is that run's name): the replay of the
    /// whole run's trace read for that puzzle, with the words that offer it; no replay when the
    /// trace has no `puzzle K` lines to find its moves by. `None` when interrupted.
    pub(super) fn whole_run_replay(
        &self,
        case: &Case,
        (shown, puzzle): (&Case, usize),
        dir: &std::path::Path,
        (alone, differs): (&str, &str),
        args: &super::JudgeArgs,
    ) -> color_eyre::Result<Option<(Option<Vec<std::ffi::OsString>>, String)>> {
        let Some((input, trace)) = self.whole_run_traced(case, shown, dir)? else {
            return Ok(None);
        };
        let words = format!(
            "{}'s puzzle {puzzle}, run alone as {alone}{differs}: what went wrong needs the \
             puzzles before it (something they left behind?)",
            shown.name
        );
        let missing = self.trace_missing(&shown.name);
        if let Some(super::budget::Missing::All(why)) = &missing {
            let hint = format!("{words}; the whole run's trace was not kept ({why})");
            return Ok(Some((None, hint)));
        }
        if let Some(super::budget::Missing::Lost(file, error)) = &missing {
            let hint = format!("{words}; the whole run's {file} was not kept ({error})");
            return Ok(Some((None, hint)));
        }
        let (kept, part) = match missing {
            Some(_) => (" as far as it was kept", " as far as its trace was kept"),
            None => ("", ""),
        };
        if !marked(&trace, puzzle) {
            let hint = format!(
                "{words}; the whole run's trace{kept} has no `puzzle K` lines to find puzzle \
                 {puzzle}'s moves by: print `puzzle K` on stderr before each puzzle's search \
                 and judge again to replay it"
            );
            return Ok(Some((None, hint)));
        }
        let mut replay = super::open::replay_command(input, trace, args.source.as_deref());
        replay.extend(["--index".into(), puzzle.to_string().into()]);
        let hint = format!(
            "{words}; to step through puzzle {puzzle} in the whole run{part} (its `puzzle \
             {puzzle}` line marks it), run: stepdoku {}",
            super::open::shell_words(&replay)
        );
        Ok(Some((Some(replay), hint)))
    }

    /// The input and trace of the whole run of `shown` (the failing case, or the case it
    /// shrank to, traced once more here since shrinking runs without a trace); `None` when
    /// interrupted.
    fn whole_run_traced(
        &self,
        case: &Case,
        shown: &Case,
        dir: &std::path::Path,
    ) -> color_eyre::Result<Option<(std::path::PathBuf, std::path::PathBuf)>> {
        if shown.name != case.name {
            if self.case(shown, true)?.is_none() {
                return Ok(None);
            }
            self.keep_input(dir, &shown.name, shown.input.as_bytes());
        }
        Ok(Some((
            dir.join(format!("{}.in", shown.name)),
            dir.join(format!("{}.trace", shown.name)),
        )))
    }
}

/// Whether the trace at `path` has a `puzzle {puzzle}` line, so a replay can read that
/// puzzle's moves out of a run over several.
fn marked(path: &std::path::Path, puzzle: usize) -> bool {
    use stepdoku_core::teaching::replay::{Numbering, Shape, parse_reader_of_puzzle};
    std::fs::File::open(path)
        .ok()
        .map(std::io::BufReader::new)
        .and_then(|r| parse_reader_of_puzzle(r, Numbering::FromOne, Shape::Sudominoku, puzzle).ok())
        .is_some_and(|trace| trace.marks.found)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The BOJ 4574 sample: two puzzles, then the end marker.
    const SAMPLE: &str = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
        7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n11\n5 I9 2 H9\n\
        6 A5 7 A6\n4 B8 6 C8\n3 B5 8 B4\n3 C3 2 D3\n9 D2 8 E2\n3 G2 5 H2\n1 A2 8 A1\n1 H8 3 I8\n\
        8 I3 7 I4\n4 I6 9 I7\nI5 E6 D1 F2 B3 G9 H7 C9 E5\n0\n";

    #[test]
    fn the_puzzle_alone_is_that_puzzle_then_the_end_marker() {
        let case = Case::new(Problem::Boj4574, "sample", SAMPLE.to_owned()).unwrap();
        assert_eq!(case.puzzles.len(), 2);
        let alone = puzzle_alone(&case, 1).unwrap();
        assert_eq!(alone.name, "sample.p2");
        assert_eq!(alone.puzzles, vec![case.puzzles[1].clone()]);
        assert!(
            alone.input.starts_with("11\n5 I9 2 H9\n"),
            "{}",
            alone.input
        );
        assert!(alone.input.ends_with("\n0\n"), "{}", alone.input);
        // A case of one puzzle is traced as it is.
        assert!(puzzle_alone(&alone, 0).is_none());
    }
}
