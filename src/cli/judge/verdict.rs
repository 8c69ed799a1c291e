//! A run and the judge's decision on its output, as one of the online judge's verdicts, with
//! the reason in words and its JSON record.

use std::os::unix::process::ExitStatusExt;
use std::time::Duration;

use nix::sys::signal::Signal;
use serde::Serialize;
use stepdoku_core::teaching::judge::{Case, Failure, Verdict as Judged, judge};

use super::run::{Ended, Limits, Run};

/// The online judge's verdicts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Code {
    Accepted,
    WrongAnswer,
    TimeLimit,
    RuntimeError,
    OutputLimit,
    MemoryLimit,
}

impl Code {
    pub const ALL: [Code; 6] = [
        Code::Accepted,
        Code::WrongAnswer,
        Code::TimeLimit,
        Code::RuntimeError,
        Code::OutputLimit,
        Code::MemoryLimit,
    ];

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Code::Accepted => "AC",
            Code::WrongAnswer => "WA",
            Code::TimeLimit => "TLE",
            Code::RuntimeError => "RE",
            Code::OutputLimit => "OLE",
            Code::MemoryLimit => "MLE",
        }
    }
}

/// One case's verdict.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub code: Code,
    pub time: Duration,
    /// Why, in words (empty for AC).
    pub why: String,
    /// For a wrong answer, what the checker found (to draw the boards).
    pub mistake: Option<Failure>,
    pub exit_code: Option<i32>,
    pub signal: Option<&'static str>,
    /// What the program printed (up to the cap).
    pub stdout: String,
    /// The end of what it printed on stderr.
    pub stderr_tail: String,
}

/// Messages of the usual runtimes when an allocation fails: under a memory limit, a crash
/// with one of these is the limit's doing.
const OUT_OF_MEMORY: [&str; 6] = [
    "bad_alloc",
    "memory allocation of",
    "MemoryError",
    "OutOfMemoryError",
    "Cannot allocate memory",
    "out of memory",
];

/// The verdict of `run` on `case`.
#[must_use]
pub fn decide(case: &Case, run: &Run, limits: &Limits) -> Outcome {
    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
    let stderr_tail = String::from_utf8_lossy(&run.stderr_tail).into_owned();
    let mut outcome = Outcome {
        code: Code::Accepted,
        time: run.time,
        why: String::new(),
        mistake: None,
        exit_code: None,
        signal: None,
        stdout,
        stderr_tail,
    };
    let (code, why) = match run.ended {
        Ended::TimedOut => (
            Code::TimeLimit,
            format!("killed after {:.1} s", limits.time.as_secs_f64()),
        ),
        Ended::OutputOver => (
            Code::OutputLimit,
            format!("killed when its output passed {} bytes", limits.output),
        ),
        Ended::Interrupted => (Code::RuntimeError, "stopped by Ctrl-C".to_owned()),
        Ended::Exited(status) if !status.success() => {
            outcome.exit_code = status.code();
            outcome.signal = status.signal().and_then(signal_name);
            let out_of_memory = limits.memory.is_some()
                && OUT_OF_MEMORY
                    .iter()
                    .any(|m| outcome.stderr_tail.contains(m));
            let code = if out_of_memory {
                Code::MemoryLimit
            } else {
                Code::RuntimeError
            };
            (code, crash_reason(status, out_of_memory))
        }
        Ended::Exited(_) => match judge(case, &outcome.stdout) {
            Judged::Accepted => (Code::Accepted, String::new()),
            Judged::Wrong(mistake) => {
                let why = mistake.describe(case);
                outcome.mistake = Some(mistake);
                (Code::WrongAnswer, why)
            }
        },
    };
    outcome.code = code;
    outcome.why = why;
    outcome
}

/// How the program's run ended, for the end of its trace ([`stepdoku_core::teaching::replay::STOPPED`]
/// comes before it): `None` when it ended by itself with status 0. `allowed` names the time
/// limit the run had.
#[must_use]
pub fn stopped_words(ended: Ended, limits: &Limits, allowed: &str) -> Option<String> {
    Some(match ended {
        Ended::TimedOut => format!(
            "was stopped after {:.1} s ({allowed})",
            limits.time.as_secs_f64()
        ),
        Ended::OutputOver => format!(
            "was stopped when its output passed {} bytes (the output limit)",
            limits.output
        ),
        Ended::Interrupted => "was stopped by Ctrl-C".to_owned(),
        Ended::Exited(status) if status.success() => return None,
        Ended::Exited(status) => match (status.code(), status.signal()) {
            (Some(code), _) => format!("exited with code {code}"),
            (None, Some(number)) => format!(
                "was killed by {}",
                signal_name(number).unwrap_or("an unknown signal")
            ),
            (None, None) => "ended abnormally".to_owned(),
        },
    })
}

fn signal_name(number: i32) -> Option<&'static str> {
    Signal::try_from(number).ok().map(Signal::as_str)
}

fn crash_reason(status: std::process::ExitStatus, out_of_memory: bool) -> String {
    let how = match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit code {code}"),
        (None, Some(number)) => {
            let name = signal_name(number).unwrap_or("an unknown signal");
            match meaning(number) {
                Some(meaning) => format!("killed by {name} ({meaning})"),
                None => format!("killed by {name}"),
            }
        }
        (None, None) => "ended abnormally".to_owned(),
    };
    if out_of_memory {
        format!("{how}: out of memory under the limit")
    } else {
        how
    }
}

/// What the common crash signals usually mean in a learner's program.
fn meaning(number: i32) -> Option<&'static str> {
    Some(match Signal::try_from(number).ok()? {
        Signal::SIGSEGV => "a bad memory access: an index out of bounds, or recursion too deep",
        Signal::SIGABRT => "aborted: a failed assertion or an uncaught exception",
        Signal::SIGFPE => "an arithmetic error, such as a division by zero",
        Signal::SIGBUS => "a bad memory access",
        Signal::SIGKILL => "killed from outside",
        _ => return None,
    })
}

/// The `--json` record of one case.
#[derive(Serialize)]
pub struct Record<'a> {
    pub case: &'a str,
    pub verdict: &'static str,
    pub time_ms: u64,
    pub why: Option<&'a str>,
    pub exit_code: Option<i32>,
    pub signal: Option<&'static str>,
}

impl<'a> Record<'a> {
    #[must_use]
    pub fn new(case: &'a Case, outcome: &'a Outcome) -> Self {
        Self {
            case: &case.name,
            verdict: outcome.code.name(),
            time_ms: u64::try_from(outcome.time.as_millis()).unwrap_or(u64::MAX),
            why: (!outcome.why.is_empty()).then_some(outcome.why.as_str()),
            exit_code: outcome.exit_code,
            signal: outcome.signal,
        }
    }
}
