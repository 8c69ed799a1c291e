//! A whole judging run as the user sees it: the heading, a line per case (or a JSON record),
//! the first failure, the summary, and the exit status, which is the verdict: 0 only when
//! every case passed, 1 once one failed, even when stdout was closed early (`| head -1`).

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::atomic::Ordering;

use stepdoku_core::teaching::judge::Case;
use stepdoku_core::text::escape;

use super::verdict::{Code, Outcome, Record, millis_text};
use super::{Judge, JudgeArgs, alone, drop_words, files, flagged, open, shrink};
use crate::cli::output::{self, Stdout};
use crate::cli::progress::Progress;

/// Standard output that may go away: once a write finds its reader gone, nothing more is
/// written, and the run ends with the verdict known so far.
struct Out {
    out: Stdout,
    gone: bool,
}

impl Out {
    /// Write `text` (lines already escaped where they carry input).
    fn write(&mut self, text: &str) -> io::Result<()> {
        if self.gone {
            return Ok(());
        }
        match self
            .out
            .write_all(text.as_bytes())
            .and_then(|()| self.out.flush())
        {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                self.gone = true;
                Ok(())
            }
            other => other,
        }
    }

    fn line(&mut self, line: &str) -> io::Result<()> {
        self.write(&format!("{}\n", escape(line)))
    }
}

/// The exit status of a run that ended with stdout gone before its end: the verdict so far
/// when a case failed; otherwise unknown, so never success (128 + SIGPIPE, as a shell says
/// of a program a closed pipe ended).
const UNFINISHED: u8 = 141;

impl Judge<'_> {
    pub(super) fn all(&self, args: &JudgeArgs, cases: &[Case]) -> color_eyre::Result<ExitCode> {
        let mut out = Out {
            out: output::stdout(),
            gone: false,
        };
        if !args.json {
            out.line(&format!(
                "judging {} on {}: {}, time limit {:.1} s",
                super::shown_command(&args.command),
                args.problem,
                plural(cases.len(), "case"),
                self.limits.time.as_secs_f64()
            ))?;
            if self.trace.is_some() {
                out.line(&format!(
                    "with --trace the time limit is not applied (printing a trace takes time; time the \
                     program without its prints): each case may run {:.1} s",
                    self.traced_limits().time.as_secs_f64()
                ))?;
            }
        }
        let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
        let mut results: Vec<(&Case, Outcome)> = Vec::new();
        // A long run shows how far it is on a terminal's stderr (stdout may be a file).
        let mut progress = Progress::counting(cases.len(), "case", "cases");
        for case in cases {
            let Some(outcome) = self.case(case, true)? else {
                progress.finish();
                return Ok(interrupted(&results));
            };
            progress.tick();
            if args.json {
                out.write(&format!(
                    "{}\n",
                    serde_json::to_string(&Record::new(case, &outcome))?
                ))?;
            } else {
                let line = format!(
                    "  {:<3}  {:<width$}  {:>6} ms (cpu {:>5} ms)  {}",
                    outcome.code.name(),
                    case.name,
                    millis_text(outcome.time),
                    millis_text(outcome.cpu),
                    outcome.said(&self.limits)
                );
                progress.suspend(|| out.line(line.trim_end()))?;
            }
            if let Some(dir) = self.trace {
                files::write(dir, &format!("{}.in", case.name), case.input.as_bytes())?;
            }
            results.push((case, outcome));
            if out.gone {
                break;
            }
        }
        progress.finish();
        let failed = results.iter().any(|(_, o)| o.code != Code::Accepted);
        if out.gone {
            super::super::say(format!(
                "stepdoku: standard output was closed: stopped after {}",
                summary(&results)
            ));
            return Ok(ExitCode::from(if failed { 1 } else { UNFINISHED }));
        }
        let judged: Vec<&Case> = results.iter().map(|(case, _)| *case).collect();
        let mut flags = self.failures_flagged(&results);
        let names_bug: Vec<bool> = flags.iter().map(|f| matches!(f, Some(Some(_)))).collect();
        if let Some((index, heading)) = shown(&results, &names_bug, args.shrink)
            && !self.first_failure(
                args,
                &mut out,
                (heading, &judged),
                (results[index].0, &results[index].1),
                flags.get_mut(index).and_then(Option::take),
            )?
        {
            return Ok(interrupted(&results));
        }
        let summary = summary(&results);
        if args.json {
            super::super::say(summary);
        } else {
            out.line(&summary)?;
        }
        Ok(if failed {
            ExitCode::from(1)
        } else if out.gone {
            ExitCode::from(UNFINISHED)
        } else {
            ExitCode::SUCCESS
        })
    }

    /// The failure shown under `heading` (shrunk when asked, to no board of the cases
    /// `judged`), with the replay's command beside it and the replay opened when asked.
    /// `false` when interrupted while shrinking. `read`: the case's trace's flagged moves,
    /// when it was read already to rank the failures.
    fn first_failure(
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
                files::write(
                    dir,
                    &format!("{}.in", traced_case.name),
                    traced_case.input.as_bytes(),
                )?;
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
                    _ => flagged::flagged(traced_case, &trace),
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
                    out.line(&line)?;
                }
            }
            if let Some(replay) = replay.filter(|_| args.open && !out.gone) {
                open::replay(&replay, self.signals)?;
            }
        }
        Ok(true)
    }

    /// The failing case shrunk, and its outcome. Each smaller case
    /// is kept when it fails the same way (the same verdict and the same kind of reason); a
    /// run that times out counts as failing differently, since whether it does depends on
    /// the machine's load, so the same program shrinks the same case to the same result.
    fn shrunk(
        &self,
        case: &Case,
        outcome: &Outcome,
        judged: &[&Case],
    ) -> color_eyre::Result<Shrunk> {
        let say = super::super::say;
        if outcome.code == Code::TimeLimit {
            say(format!(
                "nothing can be dropped from {}: it timed out, and a time-out is never shrunk \
                 (whether a run times out depends on the machine's load); shown whole",
                case.name
            ));
            return Ok(Shrunk::Whole);
        }
        if clues(case) == 0 {
            say(format!(
                "nothing can be dropped from {}: it has no {}; shown whole",
                case.name,
                drop_words::lacking(case)
            ));
            return Ok(Shrunk::Whole);
        }
        let mut last: Option<Outcome> = None;
        let mut error = None;
        say(format!(
            "shrinking {}: {}, {} while it fails the same way",
            case.name,
            drop_words::size(case),
            drop_words::order(case)
        ));
        let mut runs = 0;
        let mut still_fails = |candidate: &Case| {
            runs += 1;
            match self.case(candidate, false) {
                Ok(Some(result)) => {
                    let same = result.code != Code::TimeLimit && result.same_failure(outcome);
                    if same {
                        say(format!(
                            "  run {runs}: {} left, still {}",
                            drop_words::size(candidate),
                            result.code.name()
                        ));
                        last = Some(result);
                    }
                    Some(same)
                }
                Ok(None) => None,
                Err(e) => {
                    error = Some(e);
                    None
                }
            }
        };
        let (smaller, runs) = shrink::shrink(case, judged, &mut still_fails);
        if let Some(error) = error {
            return Err(error);
        }
        if self.signals.interrupted.load(Ordering::Relaxed) {
            return Ok(Shrunk::Interrupted);
        }
        let Some(last) = last else {
            say(format!(
                "nothing can be dropped from {}: each of its {}, dropped alone, {} ({runs} runs); \
                 shown whole",
                case.name,
                drop_words::drops(case),
                no_drop_because(case, judged)
            ));
            return Ok(Shrunk::Whole);
        };
        say(format!(
            "shrunk {} {} in {runs} runs; no single {} left can be dropped: each, dropped \
             alone, {}",
            case.name,
            drop_words::from_to(case, &smaller),
            drop_words::unit(&smaller),
            no_drop_because(&smaller, judged)
        ));
        Ok(Shrunk::Smaller(Box::new((smaller, last))))
    }
}

/// Why no single drop from `case` was kept, in words: and when one gives the board of a case
/// already judged, which.
fn no_drop_because(case: &Case, judged: &[&Case]) -> String {
    let mut known: Vec<String> = shrink::single_drops(case)
        .iter()
        .filter_map(|drop| judged.iter().find(|j| j.input == drop.input))
        .map(|j| j.name.clone())
        .collect();
    known.dedup();
    if known.is_empty() {
        "makes it pass, fail another way or leave the judge's promise".to_owned()
    } else {
        format!(
            "makes it pass, fail another way, leave the judge's promise or give the board of a \
             case already judged ({})",
            known.join(", ")
        )
    }
}

/// What `--shrink` made of a failing case.
enum Shrunk {
    /// Smaller, failing the same way: the case and its outcome.
    Smaller(Box<(Case, Outcome)>),
    /// Nothing could be dropped: shown whole.
    Whole,
    Interrupted,
}

/// The failure to show, and its heading: the most telling one (a mistake named beats a
/// classic ending, which beats an output cut short, which beats no output), the first of
/// those in the cases' order. When it is to be shrunk but has no clue to drop (the empty
/// board), the first case that failed the same way and has clues is shown instead.
fn shown(
    results: &[(&Case, Outcome)],
    names_bug: &[bool],
    shrink: bool,
) -> Option<(usize, &'static str)> {
    let (best, heading) = most_telling(results, names_bug)?;
    let (case, outcome) = &results[best];
    if shrink && clues(case) == 0 {
        let other = results.iter().position(|(c, o)| {
            clues(c) > 0 && o.code != Code::TimeLimit && o.same_failure(outcome)
        });
        if let Some(other) = other {
            super::super::say(format!(
                "{} has no {} to drop: {} failed the same way ({}) and is shrunk instead",
                case.name,
                drop_words::lacking(case),
                results[other].0.name,
                outcome.code.name()
            ));
            let heading = if drop_words::lacking(case) == "clues" {
                "the same failure, on a case with clues to drop"
            } else {
                "the same failure, on a case with puzzles to drop"
            };
            return Some((other, heading));
        }
    }
    Some((best, heading))
}

/// The most telling failure (see [`shown`]) and its heading. A case whose trace has a flagged
/// move (`names_bug`) comes right after a mistake named in the output: that move names the
/// bug, where a classic ending or no output does not.
fn most_telling(results: &[(&Case, Outcome)], names_bug: &[bool]) -> Option<(usize, &'static str)> {
    let failed = || {
        results
            .iter()
            .enumerate()
            .filter(|(_, (_, o))| o.code != Code::Accepted)
    };
    let first = failed().next()?.0;
    let rank = |i: usize, o: &Outcome| {
        let rank = o.telling() * 2;
        if names_bug.get(i).copied().unwrap_or(false) {
            rank.min(1)
        } else {
            rank
        }
    };
    let (best, _) = failed().min_by_key(|(i, (_, o))| (rank(*i, o), *i))?;
    Some(if best == first {
        (best, "first failure")
    } else {
        (best, "the most telling failure")
    })
}

/// The report on stderr (beside `--json` records), a line at a time, each escaped.
fn eprint_lines(report: &str) {
    for line in report.lines() {
        super::super::say(line);
    }
}

/// The end of a run a signal stopped: what was judged, and 130 (as a shell says of Ctrl-C),
/// whatever the cases so far.
fn interrupted(results: &[(&Case, Outcome)]) -> ExitCode {
    super::super::say(format!(
        "interrupted: the program was stopped; {}",
        summary(results)
    ));
    ExitCode::from(130)
}

/// Filled cells over a case's puzzles (givens and the digits of given dominoes).
fn clues(case: &Case) -> usize {
    case.puzzles.iter().map(|p| p.grid().filled()).sum()
}

/// `5 of 7 cases passed (AC 5, WA 1, TLE 1); slowest 43 ms (cpu 40 ms)`.
fn summary(results: &[(&Case, Outcome)]) -> String {
    let passed = results
        .iter()
        .filter(|(_, o)| o.code == Code::Accepted)
        .count();
    let counts: Vec<String> = Code::ALL
        .iter()
        .filter_map(|&code| {
            let n = results.iter().filter(|(_, o)| o.code == code).count();
            (n > 0).then(|| format!("{} {n}", code.name()))
        })
        .collect();
    let slowest = results
        .iter()
        .map(|(_, o)| (o.time, o.cpu))
        .max()
        .unwrap_or_default();
    let borderline = results.iter().filter(|(_, o)| o.borderline).count();
    let borderline = if borderline == 0 {
        String::new()
    } else {
        format!("; {borderline} borderline (within a tenth of the limit)")
    };
    // Nothing judged yet (interrupted during the first case): no empty brackets.
    let counts = if counts.is_empty() {
        String::new()
    } else {
        format!(" ({})", counts.join(", "))
    };
    format!(
        "{passed} of {} passed{counts}; slowest {} ms (cpu {} ms){borderline}",
        plural(results.len(), "case"),
        millis_text(slowest.0),
        millis_text(slowest.1)
    )
}

pub(super) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
