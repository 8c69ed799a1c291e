//! `stepdoku judge PROBLEM -- COMMAND…`: run a learner's program on the statement's samples and
//! on generated cases, judge each output as the online judge would (AC, WA, TLE, RE, OLE,
//! MLE), and show the first failure plainly.

mod cases;
mod open;
mod run;
mod show;
mod shrink;
mod verdict;

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku_core::teaching::judge::{Case, Problem};

use super::input::BadInput;
use run::{Ended, Limits};
use verdict::{Code, Outcome, Record};

/// With `--trace`, how many times the problem's time limit a case may run: a program that
/// prints every move can spend far more time printing than searching (1.8 million lines
/// take a second or more), so its time says nothing of the program the judge would run.
const TRACED_TIME_FACTOR: u32 = 10;

/// Output kept per case: far beyond any right answer (4574's longest inputs answer in a few
/// KiB), small enough that a flood is stopped at once.
const DEFAULT_OUTPUT_LIMIT: usize = 1 << 20;

#[derive(Args, Debug)]
#[command(
    after_help = "Verdicts: AC accepted, WA wrong answer, TLE time limit, RE runtime error (non-zero exit or a signal), OLE too much output, MLE out of memory under --memory-limit.\n\
        Exit status: 0 every case passed, 1 a case failed, 2 bad usage.\n\
        Example: stepdoku judge 2239 -- python3 sol.py"
)]
pub struct JudgeArgs {
    /// The problem: 2239 (the smallest solution), 2580 (any solution) or 4574 (Sudominoku).
    problem: Problem,
    /// The program and its arguments, after `--`: `./a.out`, `python3 sol.py`, `java Main.java`.
    /// Files of the current directory named here are passed as absolute paths, since each case
    /// runs in a fresh temporary directory.
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
    /// The time limit of one case, in seconds (default: the problem's, 2 for 2239, 1 for 2580
    /// and 4574). Wall-clock time, start to end.
    #[arg(long, value_name = "SECONDS", value_parser = positive_seconds)]
    time_limit: Option<Duration>,
    /// An address-space limit in MiB (`RLIMIT_AS`); a crash under it that a runtime reports as
    /// out of memory is MLE. Off by default: a JVM reserves far more than it uses.
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..))]
    memory_limit: Option<u64>,
    /// Bytes of output a case may print before it is stopped (OLE).
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_OUTPUT_LIMIT)]
    output_limit: usize,
    /// Add N cases generated from --seed (stress testing); the same seed gives the same cases.
    #[arg(long, value_name = "N", default_value_t = 0)]
    cases: usize,
    /// The seed of --cases.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Judge on this input only (in the problem's input layout); repeat for more.
    #[arg(long = "case", value_name = "FILE")]
    case_files: Vec<PathBuf>,
    /// Write every case as NAME.in and NAME.out (the expected output) into DIR.
    #[arg(long, value_name = "DIR")]
    save_cases: Option<PathBuf>,
    /// One JSON record per case on stdout (the summary goes to stderr).
    #[arg(long)]
    json: bool,
    /// Make the first failing case smaller while it fails the same way (clues dropped one by
    /// one), and show that one.
    #[arg(long)]
    shrink: bool,
    /// Keep each case's stderr in DIR as NAME.trace, beside its input NAME.in, for
    /// `stepdoku replay` (print `try R C D` and `undo R C` there).
    #[arg(long, value_name = "DIR")]
    trace: Option<PathBuf>,
    /// With --trace: open the first failing case's search in `stepdoku replay` at the end.
    #[arg(long, requires = "trace")]
    open: bool,
    /// With --trace: your program's source file, for the replay to show with the line of
    /// each step lit (end each trace line with ` @N`, N its line: `__LINE__` in C/C++).
    #[arg(long, value_name = "FILE", requires = "trace")]
    source: Option<PathBuf>,
}

fn positive_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 3600.0 => Ok(Duration::from_secs_f64(s)),
        _ => Err("expected seconds, a number above 0 and at most 3600 (for example 1.5)".into()),
    }
}

pub fn run(args: &JudgeArgs) -> color_eyre::Result<ExitCode> {
    let cases = cases::gather(args.problem, &args.case_files, args.cases, args.seed)?;
    if let Some(dir) = &args.save_cases {
        cases::save(&cases, dir)?;
        if args.command.is_empty() {
            super::say(format!("wrote {} cases to {}", cases.len(), dir.display()));
            return Ok(ExitCode::SUCCESS);
        }
    }
    if args.command.is_empty() {
        return Err(BadInput::Unusable(
            "no program to judge: give it after `--`, as in `stepdoku judge 2239 -- ./a.out`"
                .to_owned(),
        )
        .into());
    }
    if let Some(dir) = &args.trace {
        std::fs::create_dir_all(dir)
            .wrap_err_with(|| format!("cannot create {}", dir.display()))?;
    }
    let interrupted = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register(signal, Arc::clone(&interrupted))
            .wrap_err("cannot watch for Ctrl-C")?;
    }
    let judge = Judge {
        command: run::resolve(&args.command),
        limits: Limits {
            time: args.time_limit.unwrap_or(args.problem.time_limit()),
            memory: args.memory_limit.map(|mib| mib << 20),
            output: args.output_limit,
        },
        interrupted: &interrupted,
        trace: args.trace.as_deref(),
    };
    judge.all(args, &cases)
}

struct Judge<'a> {
    command: Vec<OsString>,
    limits: Limits,
    interrupted: &'a AtomicBool,
    trace: Option<&'a Path>,
}

impl Judge<'_> {
    /// The limits of a run that keeps its trace: the time limit stretched, since printing
    /// the trace is not the program's work.
    fn traced_limits(&self) -> Limits {
        Limits {
            time: self.limits.time * TRACED_TIME_FACTOR,
            ..self.limits.clone()
        }
    }

    /// Run one case; `None` when interrupted.
    fn case(&self, case: &Case, trace: bool) -> color_eyre::Result<Option<Outcome>> {
        let trace_file = self
            .trace
            .filter(|_| trace)
            .map(|dir| dir.join(format!("{}.trace", case.name)));
        let limits = if trace_file.is_some() {
            self.traced_limits()
        } else {
            self.limits.clone()
        };
        let ran = run::run(
            &self.command,
            case.input.as_bytes(),
            &limits,
            self.interrupted,
            trace_file.as_deref(),
        )
        .map_err(|error| {
            BadInput::Unusable(format!(
                "cannot run {}: {error}",
                self.command
                    .first()
                    .map_or_else(String::new, |p| format!("`{}`", p.to_string_lossy()))
            ))
        })?;
        if ran.trace_cut {
            super::say(format!(
                "{}: the trace was cut at {} MiB",
                case.name,
                run::TRACE_CAP >> 20
            ));
        }
        if let Some(path) = trace_file.as_deref().filter(|_| ran.stderr_done) {
            let allowed = format!(
                "the time allowed with --trace, {TRACED_TIME_FACTOR} times the {:.1} s limit",
                self.limits.time.as_secs_f64()
            );
            if let Some(words) = verdict::stopped_words(ran.ended, &limits, &allowed) {
                let line = format!("{}{words}", stepdoku_core::teaching::replay::STOPPED);
                run::append_line(path, &line)
                    .wrap_err_with(|| format!("cannot write {}", path.display()))?;
            }
        }
        if ran.ended == Ended::Interrupted {
            return Ok(None);
        }
        let mut outcome = verdict::decide(case, &ran, &limits);
        if trace_file.is_some() {
            self.untimed(&mut outcome);
        }
        Ok(Some(outcome))
    }

    /// A traced run's verdict in words that say its time is not judged: killed at the
    /// stretched limit, or over the problem's limit with its prints.
    fn untimed(&self, outcome: &mut Outcome) {
        let limit = self.limits.time.as_secs_f64();
        if outcome.code == Code::TimeLimit {
            outcome.why = format!(
                "{}, the time allowed with --trace ({TRACED_TIME_FACTOR} times the {limit:.1} s limit)",
                outcome.why
            );
        } else if outcome.time > self.limits.time {
            let note = format!(
                "{:.1} s with its trace's prints, over the {limit:.1} s limit: time it without the prints",
                outcome.time.as_secs_f64()
            );
            outcome.why = if outcome.why.is_empty() {
                note
            } else {
                format!("{}; {note}", outcome.why)
            };
        }
    }

    fn all(&self, args: &JudgeArgs, cases: &[Case]) -> color_eyre::Result<ExitCode> {
        let mut out = super::output::stdout();
        if !args.json {
            writeln!(
                out,
                "judging {} on {}: {}, time limit {:.1} s",
                shown_command(&args.command),
                args.problem,
                plural(cases.len(), "case"),
                self.limits.time.as_secs_f64()
            )?;
            if self.trace.is_some() {
                writeln!(
                    out,
                    "with --trace the time limit is not applied (printing a trace takes time; time the \
                     program without its prints): each case may run {:.1} s",
                    self.traced_limits().time.as_secs_f64()
                )?;
            }
        }
        let width = cases.iter().map(|c| c.name.len()).max().unwrap_or(0);
        let mut results: Vec<(&Case, Outcome)> = Vec::new();
        for case in cases {
            let Some(outcome) = self.case(case, true)? else {
                return self.interrupted_summary(&results);
            };
            if args.json {
                writeln!(
                    out,
                    "{}",
                    serde_json::to_string(&Record::new(case, &outcome))?
                )?;
            } else {
                let line = format!(
                    "  {:<3}  {:<width$}  {:>6} ms  {}",
                    outcome.code.name(),
                    case.name,
                    outcome.time.as_millis(),
                    outcome.why
                );
                writeln!(out, "{}", line.trim_end())?;
            }
            out.flush()?;
            if let Some(dir) = self.trace {
                let input = dir.join(format!("{}.in", case.name));
                std::fs::write(&input, &case.input)
                    .wrap_err_with(|| format!("cannot write {}", input.display()))?;
            }
            results.push((case, outcome));
        }
        let first_failure = results.iter().find(|(_, o)| o.code != Code::Accepted);
        if let Some((case, outcome)) = first_failure {
            let mut shown = ((*case).clone(), outcome.clone());
            if args.shrink {
                match self.shrunk(case, outcome)? {
                    Some(smaller) => shown = smaller,
                    None => return self.interrupted_summary(&results),
                }
            }
            let report = show::failure(&shown.0, &shown.1);
            if args.json {
                eprint!("{report}");
            } else {
                write!(out, "{report}")?;
            }
            if let Some(dir) = self.trace {
                let input = dir.join(format!("{}.in", case.name));
                let trace = dir.join(format!("{}.trace", case.name));
                let replay = open::replay_command(input, trace, args.source.as_deref());
                let hint = format!(
                    "to step through your program's search on {}, run: stepdoku {}",
                    case.name,
                    open::shell_words(&replay)
                );
                // Beside the report: on stdout, unless stdout holds only the JSON records.
                if args.json {
                    super::say(hint);
                } else {
                    writeln!(out, "{hint}")?;
                }
                if args.open {
                    out.flush()?;
                    open_replay(&replay)?;
                }
            }
        }
        let summary = summary(&results);
        if args.json {
            super::say(summary);
        } else {
            writeln!(out, "{summary}")?;
        }
        Ok(if first_failure.is_some() {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }

    /// The failing case shrunk, and its outcome; `None` when interrupted.
    fn shrunk(
        &self,
        case: &Case,
        outcome: &Outcome,
    ) -> color_eyre::Result<Option<(Case, Outcome)>> {
        let mut last: Option<Outcome> = None;
        let mut error = None;
        let mut still_fails = |candidate: &Case| match self.case(candidate, false) {
            Ok(Some(result)) => {
                let same = result.code == outcome.code;
                if same {
                    last = Some(result);
                }
                Some(same)
            }
            Ok(None) => None,
            Err(e) => {
                error = Some(e);
                None
            }
        };
        let (smaller, runs) = shrink::shrink(case, &mut still_fails);
        if let Some(error) = error {
            return Err(error);
        }
        if self.interrupted.load(Ordering::Relaxed) {
            return Ok(None);
        }
        super::say(format!(
            "shrunk {} from {} to {} clues in {runs} runs",
            case.name,
            clues(case),
            clues(&smaller)
        ));
        Ok(Some((smaller, last.unwrap_or_else(|| outcome.clone()))))
    }

    #[expect(
        clippy::unused_self,
        clippy::unnecessary_wraps,
        reason = "the same form as the other endings of a run, which the caller returns"
    )]
    fn interrupted_summary(&self, results: &[(&Case, Outcome)]) -> color_eyre::Result<ExitCode> {
        super::say(format!(
            "interrupted: the program was stopped; {}",
            summary(results)
        ));
        Ok(ExitCode::from(130))
    }
}

/// `stepdoku ARGS`, exactly the replay the judge printed, this same program, in the terminal
/// until it is closed.
fn open_replay(args: &[OsString]) -> color_eyre::Result<()> {
    let me = std::env::current_exe().wrap_err("cannot find stepdoku itself to open the replay")?;
    let status = std::process::Command::new(me)
        .args(args)
        .status()
        .wrap_err("cannot open the replay")?;
    if !status.success() {
        super::say("the replay ended with an error (above)");
    }
    Ok(())
}

/// Filled cells over a case's puzzles (givens and the digits of given dominoes).
fn clues(case: &Case) -> usize {
    case.puzzles.iter().map(|p| p.grid().filled()).sum()
}

fn shown_command(command: &[OsString]) -> String {
    let words: Vec<String> = command
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    format!("`{}`", words.join(" "))
}

/// `5 of 7 cases passed (AC 5, WA 1, TLE 1); slowest 43 ms`.
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
        .map(|(_, o)| o.time)
        .max()
        .unwrap_or_default();
    format!(
        "{passed} of {} passed ({}); slowest {} ms",
        plural(results.len(), "case"),
        counts.join(", "),
        slowest.as_millis()
    )
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("{n} {word}")
    } else {
        format!("{n} {word}s")
    }
}
