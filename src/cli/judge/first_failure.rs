//! The failure the report shows, as the user sees it: shrunk when asked, its boards side by
//! side, and with `--trace` the replay of its search offered (the case traced once more when
//! it is not the one judged, or a 4574 puzzle run alone) and opened when asked.

use stepdoku_core::teaching::judge::Case;

use super::report::{Out, eprint_lines};
use super::shrunk::Shrunk;
use super::verdict::Outcome;
use super::{Judge, JudgeArgs, alone, flagged, open};

impl Judge<'_> {
    /// The failure shown under `heading` (shrunk when asked, to no board of the cases
    /// `judged`), with the replay's command beside it and the replay opened when asked.
    /// `false` when interrupted while shrinking. `read`: the case's trace's flagged moves,
    /// when it was read already to rank the failures.
    pub(super) fn first_failure(
        &self,
        args: &JudgeArgs,
        out: &mut Out,
        (heading, judged): (&str, &[&Case]),
        (case, outcome): (&Case, &Outcome),
        read: flagged::Read,
    ) -> color_eyre::Result<bool> {
        // Borrowed, never cloned, when shown whole: an outcome holds all the case's output.
        let smaller = if args.shrink {
            match self.shrunk(case, outcome, judged)? {
                Shrunk::Smaller(smaller) => Some(*smaller),
                Shrunk::Whole => None,
                Shrunk::Interrupted => return Ok(false),
            }
        } else {
            None
        };
        let shown = smaller
            .as_ref()
            .map_or((case, outcome), |(case, outcome)| (case, outcome));
        let report = super::show::failure(heading, shown.0, shown.1);
        if args.json {
            eprint_lines(&report);
        } else {
            out.write(&report)?;
        }
        if let Some(dir) = self.trace {
            // The replay is of the case shown: a shrunk case, never run with its trace while
            // shrinking, is run once more to keep one. A case of several 4574 puzzles is
            // traced on the puzzle that went wrong alone, since one run's trace holds every
            // puzzle's moves and a replay plays them on one puzzle.
            let wrong = shown.1.received.puzzle();
            let alone = alone::puzzle_alone(shown.0, wrong);
            let traced_case = alone.as_ref().unwrap_or(shown.0);
            let mut differs = String::new();
            if traced_case.name != case.name {
                let Some(traced) = self.case(traced_case, true)? else {
                    return Ok(false);
                };
                self.keep_input(dir, &traced_case.name, traced_case.input.as_bytes());
                if traced.code != shown.1.code {
                    let why = traced.said(&self.traced_limits());
                    let why = if why.is_empty() {
                        String::new()
                    } else {
                        format!(": {why}")
                    };
                    differs = format!(
                        " (its traced run ended {}, not {}{why})",
                        traced.code.name(),
                        shown.1.code.name(),
                    );
                }
            }
            let name = &traced_case.name;
            let mut flagged_words = None;
            let (replay, hint) = if alone.is_some() && !differs.is_empty() {
                let puzzle = (shown.0, wrong + 1);
                match self.whole_run_replay(case, puzzle, dir, (name, &differs), args)? {
                    Some(replay_and_hint) => replay_and_hint,
                    None => return Ok(false),
                }
            } else {
                let of = match &alone {
                    Some(_) => format!(
                        "{}'s puzzle {} (run alone as {name})",
                        shown.0.name,
                        wrong + 1
                    ),
                    None => name.clone(),
                };
                let input = dir.join(format!("{name}.in"));
                let trace = dir.join(format!("{name}.trace"));
                // The trace ranked is the one shown unless another run made this one.
                let flags = match read {
                    Some(flags) if traced_case.name == case.name => flags,
                    _ => flagged::flagged(traced_case, 0, &trace),
                };
                let replay = open::replay_command(input, trace, args.source.as_deref());
                flagged_words = flags.map(|flags| flags.words(name));
                self.replay_offer(name, &format!("{of}{differs}"), replay)
            };
            // Beside the report: on stdout, unless stdout holds only the JSON records.
            for line in flagged_words.into_iter().chain([hint]) {
                if args.json {
                    super::super::say(line);
                } else {
                    for line in super::fit::note(&line) {
                        out.line(&line)?;
                    }
                }
            }
            if let Some(replay) = replay.filter(|_| args.open && !out.gone) {
                open::replay(&replay, self.signals)?;
            }
        }
        Ok(true)
    }
}
