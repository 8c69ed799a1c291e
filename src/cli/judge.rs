//! `stepdoku judge PROBLEM -- COMMAND…`: run a learner's program on the statement's samples and
//! on generated cases, judge each output as the online judge would (AC, WA, TLE, RE, OLE,
//! MLE), and show the first failure plainly.

mod alone;
mod board;
mod budget;
mod cases;
mod chosen;
mod drop_words;
mod echo;
mod ended;
mod exception;
mod files;
mod first_failure;
mod fit;
mod flagged;
mod java;
pub mod launch;
mod main_class;
mod missing;
mod open;
mod placed;
mod prints;
mod reap;
mod received;
mod report;
mod run;
mod show;
mod shrink;
mod shrunk;
mod stderr;
mod tabs;
mod verdict;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use color_eyre::eyre::WrapErr;
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
use stepdoku_core::teaching::judge::{Case, Problem};
use stepdoku_core::teaching::replay;
use stepdoku_core::text::escape;

use super::input::BadInput;
use run::{Ended, Limits, Signals};
use verdict::{Code, Outcome};

/// With `--trace`, how many times the problem's time limit a case may run: a program that
/// prints every move can spend far more time printing than searching (1.8 million lines
/// take a second or more), so its time says nothing of the program the judge would run.
const TRACED_TIME_FACTOR: u32 = 10;

/// Output kept per case: far beyond any right answer (4574's longest inputs answer in a few
/// KiB), small enough that a flood is stopped at once.
const DEFAULT_OUTPUT_LIMIT: usize = 1 << 20;

/// The most `--output-limit` may be: each case's output is kept in memory to be judged, and
/// no answer comes near it.
const MAX_OUTPUT_LIMIT: u64 = 64 << 20;

/// The most `--cases` may add: each is made (a puzzle generated and solved, 0.1 s and more)
/// before the run starts, so 10,000 take a quarter of an hour or more before the first runs.
const MAX_CASES: u64 = 10_000;

#[derive(Args, Debug)]
#[command(
    after_help = "Verdicts: AC accepted, WA wrong answer, TLE time limit, RE runtime error (non-zero exit or a signal), OLE too much output, MLE out of memory under --memory-limit.\n\
        Whatever the verdict, the output is judged too and shown beside the expected board; the classic endings are named: the right answer then a non-zero exit (main must return 0), the right answer then still running (stop after the first solution), more solutions after the right one (and whether it was killed while printing them), no output. The most telling failure is shown (a named clash, then with --trace a case whose trace has a flagged move, before no output). Each case shows its wall and CPU time; a time within a tenth of the limit is marked borderline.\n\
        Exit status: 0 every case passed, 1 a case failed (even when stdout was closed early), 2 bad usage, 130 interrupted, 141 stdout closed before any case failed.\n\
        Example: stepdoku judge 2239 -- python3 sol.py"
)]
pub struct JudgeArgs {
    /// The problem: 2239 (the smallest solution), 2580 (any solution) or 4574 (Sudominoku).
    problem: Problem,
    /// The program and its arguments, after `--`: `./a.out`, `python3 sol.py`, `java Main`.
    /// Each case runs in a fresh temporary directory, so the program's own file is passed as
    /// its absolute path: the first word when it is a path (`./a.out`), else the second when it
    /// names a file here and is no option (`sol.py`). Nothing else is changed (`sh -c cat` runs
    /// `cat`) but for Java, which finds its classes here (its class path's relative entries
    /// made absolute, and here when none is given); `PYTHONPATH` starts here, so `python3 -m
    /// pkg` works.
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<OsString>,
    /// The time limit of one case, in seconds (default: the problem's, 2 for 2239, 1 for 2580
    /// and 4574). Wall-clock time, start to end; a run still going a tenth past it is stopped,
    /// and a time within a tenth of it either side is marked borderline.
    #[arg(long, value_name = "SECONDS", value_parser = positive_seconds)]
    time_limit: Option<Duration>,
    /// An address-space limit in MiB (`RLIMIT_AS`); a crash under it that a runtime reports as
    /// out of memory is MLE. Off by default: a JVM reserves far more than it uses.
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..))]
    memory_limit: Option<u64>,
    /// Bytes of output a case may print before it is stopped (OLE), at most 64 MiB.
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_OUTPUT_LIMIT,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_OUTPUT_LIMIT))]
    output_limit: usize,
    /// Add N cases generated from --seed (stress testing), at most 10000; the same seed gives
    /// the same cases.
    #[arg(long, value_name = "N", default_value_t = 0,
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(0..=MAX_CASES))]
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
    /// Make the failing case shown smaller while it fails the same way (clues dropped one by
    /// one in reading order, pass after pass until none can be dropped, each kept when the
    /// verdict and the kind of reason stay; a run
    /// that times out counts as failing another way, and a time-out is never shrunk), with
    /// its progress on stderr, and show that one.
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
    let Some(program) = args.command.first() else {
        return Err(BadInput::Unusable(
            "no program to judge: give it after `--`, as in `stepdoku judge 2239 -- ./a.out`"
                .to_owned(),
        )
        .into());
    };
    if let Ok(here) = std::env::current_dir()
        && let Some(missing) = missing::missing_file(&args.command, &here)
    {
        return Err(BadInput::Unusable(missing).into());
    }
    let command = run::resolve(&args.command);
    if let Ok(here) = std::env::current_dir()
        && let Some(note) = java::source_file_note(&java::resolve(&args.command, &here).1)
    {
        super::say(note);
    }
    if let Err(error) = run::startable(&command[0]) {
        return Err(BadInput::Unusable(format!(
            "cannot run `{}`: {error}",
            program.to_string_lossy()
        ))
        .into());
    }
    let budget = match &args.trace {
        Some(dir) => {
            files::folder(dir)?;
            files::writable(dir, traced_names(&cases, args.shrink))?;
            Some(budget::Budget::new(dir)?)
        }
        None => None,
    };
    let signals = Signals::default();
    // A closed window (HUP) and SIGQUIT end the judge as Ctrl-C does: the program with it.
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
        signal_hook::flag::register(signal, Arc::clone(&signals.interrupted))
            .wrap_err("cannot watch for Ctrl-C")?;
    }
    signal_hook::flag::register(SIGTSTP, Arc::clone(&signals.suspended))
        .wrap_err("cannot watch for Ctrl-Z")?;
    // Whatever the program starts that leaves its group comes back to stepdoku to be ended.
    if let Err(e) = reap::become_subreaper() {
        super::say(format!(
            "stepdoku: warning: processes that leave the program's group cannot be followed ({e})"
        ));
    }
    let time = args.time_limit.unwrap_or(args.problem.time_limit());
    let judge = Judge {
        command,
        limits: Limits {
            time,
            band: time / run::BORDERLINE_SHARE,
            memory: args.memory_limit.map(|mib| mib << 20),
            output: args.output_limit,
        },
        signals: &signals,
        trace: args.trace.as_deref(),
        budget,
    };
    judge.all(args, &cases)
}

/// Every name a `--trace` run may write for `cases`: each case's input, trace and note, those
/// of the case it may shrink to, and those of a 4574 case's puzzles run alone.
fn traced_names(cases: &[Case], shrink: bool) -> Vec<String> {
    let mut stems = Vec::new();
    for case in cases {
        let mut names = vec![case.name.clone()];
        if shrink {
            names.push(shrink::shrunk_name(&case.name));
        }
        for name in names {
            if case.problem == Problem::Boj4574 && case.puzzles.len() > 1 {
                stems.extend((1..=case.puzzles.len()).map(|k| alone::alone_name(&name, k)));
            }
            stems.push(name);
        }
    }
    stems
        .iter()
        .flat_map(|stem| {
            [
                ".in".to_owned(),
                ".trace".to_owned(),
                format!(".trace{}", replay::STOPPED_NOTE),
            ]
            .map(|end| format!("{stem}{end}"))
        })
        .collect()
}

struct Judge<'a> {
    command: Vec<OsString>,
    limits: Limits,
    signals: &'a Signals,
    trace: Option<&'a Path>,
    /// What the traces may still take on disk (with `--trace`).
    budget: Option<budget::Budget>,
}

impl Judge<'_> {
    /// The limits of a run that keeps its trace: the time limit stretched, since printing
    /// the trace is not the program's work.
    fn traced_limits(&self) -> Limits {
        Limits {
            time: self.limits.time * TRACED_TIME_FACTOR,
            band: Duration::ZERO,
            ..self.limits.clone()
        }
    }

    /// Run one case; `None` when interrupted.
    fn case(&self, case: &Case, trace: bool) -> color_eyre::Result<Option<Outcome>> {
        let dir = self.trace.filter(|_| trace);
        let trace_name = format!("{}.trace", case.name);
        // A traced run's program prints its trace whether or not it is kept: its time is
        // stretched either way.
        let limits = if dir.is_some() {
            self.traced_limits()
        } else {
            self.limits.clone()
        };
        let (pending, room) = match (dir, &self.budget) {
            (Some(dir), Some(budget)) => match budget.next() {
                budget::Next::Keep(room) => match files::create(dir, &trace_name) {
                    Ok(pending) => (Some(pending), room),
                    Err(error) => {
                        self.kept(&case.name, "trace", Err(error));
                        (None, 0)
                    }
                },
                budget::Next::Drop(why) => {
                    super::say(budget.dropped(&case.name, &why));
                    // An earlier run's trace by that name is not this one's.
                    files::remove(dir, &trace_name)?;
                    files::remove(dir, &format!("{trace_name}{}", replay::STOPPED_NOTE))?;
                    (None, 0)
                }
            },
            _ => (None, 0),
        };
        let file = match &pending {
            Some(pending) => Some(run::TraceFile {
                file: pending
                    .file()
                    .try_clone()
                    .wrap_err("cannot write the trace")?,
                room,
            }),
            None => None,
        };
        let ran = run::run(
            &self.command,
            case.input.as_bytes(),
            &limits,
            self.signals,
            file,
        )
        .map_err(|error| {
            BadInput::Unusable(format!(
                "cannot run {}: {error}",
                self.command
                    .first()
                    .map_or_else(String::new, |p| format!("`{}`", p.to_string_lossy()))
            ))
        })?;
        for left in &ran.left {
            super::say(format!("stepdoku: {}: {left}", case.name));
        }
        if let (Some(dir), Some(pending), Some(budget)) = (dir, pending, &self.budget) {
            let path = budget::trace_path(dir, &case.name);
            if let Some(words) = budget.spend(&case.name, &path, room, &ran.trace) {
                super::say(words);
            }
            if self.kept(&case.name, "trace", pending.finish()) {
                let cut = ran.trace.cut.then_some(ran.trace.bytes);
                self.note_stop(dir, case, ran.ended, &limits, cut);
            }
        }
        if ran.ended == Ended::Interrupted {
            return Ok(None);
        }
        let (ended, after_answer) = (ran.ended, ran.stderr_after_stdout);
        let stderr_size = (ran.stderr.bytes, ran.stderr.lines());
        let mut outcome = verdict::decide(case, ran, &limits);
        if dir.is_some() {
            self.untimed(&mut outcome);
        } else {
            prints::note(
                &mut outcome,
                ended,
                stderr_size,
                after_answer,
                self.limits.time,
            );
        }
        Ok(Some(outcome))
    }

    /// How the run ended when the judge stopped it, or where the judge cut its trace
    /// (`cut`, the bytes kept), beside its trace (`NAME.trace.stopped`), never in it: every
    /// line of the trace is the program's, so nothing it prints can pass for the judge's word,
    /// and a replay knows the trace's end is not the search's. An earlier run's note goes when
    /// this one ended by itself with its whole trace.
    fn note_stop(&self, dir: &Path, case: &Case, ended: Ended, limits: &Limits, cut: Option<u64>) {
        let note = format!("{}.trace{}", case.name, replay::STOPPED_NOTE);
        let allowed = format!(
            "the time allowed with --trace, {TRACED_TIME_FACTOR} times the {:.1} s limit",
            self.limits.time.as_secs_f64()
        );
        // The trace ends where it was cut, before however the run ended.
        let words = match cut {
            Some(bytes) => Some(format!(
                "had its trace cut by the judge at {}",
                budget::size(bytes)
            )),
            None => ended::stopped_words(ended, limits, &allowed),
        };
        let written = match words {
            Some(words) => {
                let line = format!("{}{words}\n", replay::STOPPED);
                files::write(dir, &note, line.as_bytes())
            }
            None => files::remove(dir, &note),
        };
        // Without it, a replay would take the judge's stop for the end of the search.
        self.kept(&case.name, "trace's note of how it was stopped", written);
    }

    /// A traced run's verdict in words that say its time is not judged: killed at the
    /// stretched limit, or over the problem's limit with its prints.
    fn untimed(&self, outcome: &mut Outcome) {
        let limit = self.limits.time.as_secs_f64();
        if outcome.code == Code::TimeLimit {
            let killed = format!(
                "killed after {}",
                verdict::seconds(self.traced_limits().time)
            );
            let allowed = format!(
                "{killed}, the time allowed with --trace ({TRACED_TIME_FACTOR} times the {limit:.1} s limit)"
            );
            outcome.why = outcome.why.replacen(&killed, &allowed, 1);
            if !prints::working(outcome, self.traced_limits().time) {
                let note = prints::waiting(outcome.cpu, outcome.time);
                prints::add(outcome, note);
            }
        } else if outcome.time > self.limits.time
            && !prints::working(outcome, self.limits.time)
            && matches!(outcome.code, Code::Accepted | Code::WrongAnswer)
        {
            // Its prints cannot have taken the time its CPU time shows it did not use: it
            // was waiting, which it would do as long without its trace.
            outcome.ended_over(self.limits.time);
            let note = prints::waiting(outcome.cpu, outcome.time);
            prints::add(outcome, note);
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
}

/// The command as typed, in backquotes, escaped.
fn shown_command(command: &[OsString]) -> String {
    let words: Vec<String> = command
        .iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    format!("`{}`", escape(&words.join(" ")))
}
