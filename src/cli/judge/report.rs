//! A whole judging run as the user sees it: the heading, a line per case (or a JSON record),
//! the first failure, the summary, and the exit status, which is the verdict: 0 only when
//! every case passed, 1 once one failed, even when stdout was closed early (`| head -1`).

use std::io::{self, Write};
use std::process::ExitCode;

use stepdoku_core::teaching::judge::Case;
use stepdoku_core::text::escape;

use super::chosen::shown;
use super::run::Limits;
use super::verdict::{Code, Outcome, Record, millis_text};
use super::{Judge, JudgeArgs};
use super::{fit, flagged};
use crate::cli::output::{self, Stdout};
use crate::cli::progress::Progress;

/// Standard output that may go away: once a write finds its reader gone, nothing more is
/// written, and the run ends with the verdict known so far.
pub(super) struct Out {
    out: Stdout,
    pub(super) gone: bool,
}

impl Out {
    /// Write `text` (lines already escaped where they carry input).
    pub(super) fn write(&mut self, text: &str) -> io::Result<()> {
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

    pub(super) fn line(&mut self, line: &str) -> io::Result<()> {
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
            let mut heading = fit::fitted(
                "judging ",
                &format!(
                    "{} on {}: {}, time limit {:.1} s",
                    super::shown_command(&args.command),
                    args.problem,
                    plural(cases.len(), "case"),
                    self.limits.time.as_secs_f64()
                ),
                2,
            );
            if self.trace.is_some() {
                heading.extend(fit::fitted(
                    "with --trace ",
                    &format!(
                        "the time limit is not applied (printing a trace takes time; time the \
                         program without its prints): each case may run {:.1} s",
                        self.traced_limits().time.as_secs_f64()
                    ),
                    2,
                ));
            }
            // Escaped already, and within 80 columns.
            for line in heading {
                out.write(&format!("{line}\n"))?;
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
                let lines = case_lines(case, &outcome, width, &self.limits);
                progress.suspend(|| out.write(&lines))?;
            }
            if let Some(dir) = self.trace {
                self.keep_input(dir, &case.name, case.input.as_bytes());
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
        let names_bug = flagged::names_bug(&flags);
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
        // Java's limit on Baekjoon may be longer than the problem's: said when it mattered.
        let timed_out = results.iter().any(|(_, o)| o.code == Code::TimeLimit);
        let java = (timed_out && args.time_limit.is_none() && self.trace.is_none())
            .then(|| super::java::time_limit_note(&args.command, self.limits.time))
            .flatten();
        for line in std::iter::once(summary).chain(java) {
            if args.json {
                super::super::say(line);
            } else {
                out.line(&line)?;
            }
        }
        Ok(if failed {
            ExitCode::from(1)
        } else if out.gone {
            ExitCode::from(UNFINISHED)
        } else {
            ExitCode::SUCCESS
        })
    }
}

/// A case's line (`  WA   empty   27 ms (cpu 5 ms)  no output`) and the lines of the exception
/// its program crashed with under it, each escaped and ending with a newline.
fn case_lines(case: &Case, outcome: &Outcome, width: usize, limits: &Limits) -> String {
    let head = format!(
        "  {:<3}  {:<width$}  {:>6} ms (cpu {:>5} ms)  ",
        outcome.code.name(),
        escape(&case.name),
        millis_text(outcome.time),
        millis_text(outcome.cpu),
    );
    // Within 80 columns: the rest of a long reason under the case's name.
    let mut lines = String::new();
    for line in fit::fitted(&head, &outcome.said(limits), 7) {
        lines.push_str(&line);
        lines.push('\n');
    }
    // Escaped already, and cut to fit 80 columns.
    for line in outcome.exception_lines() {
        lines.push_str(&line);
        lines.push('\n');
    }
    lines
}

/// The report on stderr (beside `--json` records), a line at a time, each escaped.
pub(super) fn eprint_lines(report: &str) {
    for line in report.lines() {
        super::super::say(line);
    }
}

/// The end of a run a signal stopped: what was judged, and 130 (as a shell says of Ctrl-C),
/// whatever the cases so far.
pub(super) fn interrupted(results: &[(&Case, Outcome)]) -> ExitCode {
    super::super::say(format!(
        "interrupted: the program was stopped; {}",
        summary(results)
    ));
    ExitCode::from(130)
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
