//! A run and the judge's decision on its output, as one of the online judge's verdicts, with
//! the reason in words and its JSON record.

use std::os::unix::process::ExitStatusExt;
use std::time::Duration;

use serde::Serialize;
use stepdoku_core::teaching::judge::{Case, Why};

use super::board::{self, Board};
use super::ended::{OUT_OF_MEMORY, crash_reason, meaning, signal_name};
use super::exception::{self, Named};
use super::received::Received;
use super::run::{Ended, Limits, Run};
use super::stderr::Stderr;

/// The advice to a program that gave the right answer and ran on to the time limit.
pub const STOP_AFTER_FIRST: &str = "stop after the first solution";

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
    /// Wall-clock time, start to end.
    pub time: Duration,
    /// CPU time of the program and the processes it started.
    pub cpu: Duration,
    /// How long it wrote nothing to stderr, up to its end.
    pub silent: Duration,
    /// The time is within a tenth of the limit, on either side.
    pub borderline: bool,
    /// Why, in words (empty for AC), with the exception named in it (`--json`).
    pub why: String,
    /// The exception the program's stderr names, when it crashed with one: in `why`, and on
    /// lines of its own under the case's line, which leaves it out.
    pub exception: Option<Named>,
    /// What the signal that killed the program usually means, when no exception is named:
    /// in `why` in brackets, and on a line of its own under the case's line, which leaves it
    /// out (too long for an 80-column line beside the rest).
    pub meaning: Option<&'static str>,
    /// What the output holds, judged whatever the ending.
    pub received: Received,
    /// The received board as far as it could be read (to draw it).
    pub board: Option<Board>,
    /// The classic ending the run is, when it is one.
    pub ending: Option<Ending>,
    pub exit_code: Option<i32>,
    pub signal: Option<&'static str>,
    /// The program did not end by itself: the judge killed it (the time or the output
    /// limit), or a signal did. What it held in its output buffer was never written.
    pub killed: bool,
    /// What is kept of what the program printed.
    pub stdout: Printed,
    /// The start and end of what it printed on stderr, its lines counted.
    pub stderr: Stderr,
}

/// What is kept of a program's output once it is judged: whether it printed anything, and
/// its end. Every case's outcome is kept to the end of the run, and each output may be tens
/// of MiB (`--output-limit`): the rest is dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Printed {
    /// Nothing but whitespace.
    pub nothing: bool,
    /// How many lines it has.
    pub lines: usize,
    /// Its last [`Printed::LAST`] lines, each cut at [`Printed::WIDTH`] characters.
    pub last: Vec<String>,
}

impl Printed {
    pub const LAST: usize = 12;
    pub const WIDTH: usize = 100;

    /// What is kept of `text`, read from its end.
    #[must_use]
    pub fn of(text: &str) -> Self {
        let mut last: Vec<String> = text
            .lines()
            .rev()
            .take(Self::LAST)
            .map(|line| line.chars().take(Self::WIDTH).collect())
            .collect();
        last.reverse();
        Printed {
            nothing: text.trim().is_empty(),
            lines: text.lines().count(),
            last,
        }
    }
}

/// The classic endings of a learner's program, named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The right answer, then a non-zero exit status.
    RightThenNonZeroExit,
    /// The right answer, then still running at the limit.
    RightThenKeptRunning,
    /// The right answer, then more solutions, and the program ended by itself.
    MoreSolutions,
    /// The right answer, then more solutions until it was killed (the output or time limit):
    /// how many more it had is not known.
    MoreSolutionsCut,
    /// Nothing printed.
    NoOutput,
}

impl Ending {
    /// The name in `--json`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Ending::RightThenNonZeroExit => "right-answer-then-nonzero-exit",
            Ending::RightThenKeptRunning => "right-answer-then-kept-running",
            Ending::MoreSolutions => "right-answer-then-more-solutions",
            Ending::MoreSolutionsCut => "right-answer-then-more-solutions-cut",
            Ending::NoOutput => "no-output",
        }
    }
}

impl Outcome {
    /// How much the failure tells, the most telling first: a mistake named in the output (a
    /// clash, a given changed, a layout), then a classic ending, then an output that is only
    /// cut short or too long, then nothing printed.
    #[must_use]
    pub fn telling(&self) -> u8 {
        // A run that ended badly may leave its last line cut short: no layout mistake of
        // its own.
        let cut = self.code != Code::WrongAnswer;
        match &self.received {
            Received::Wrong(failure)
                if self.received.names_a_mistake()
                    && !(cut && matches!(failure.why, Why::Layout { .. })) =>
            {
                0
            }
            // The input printed back names the mistake: a debugging print left in.
            Received::Echo { .. } => 0,
            Received::Nothing => 3,
            _ if self.ending.is_some() => 1,
            _ => 2,
        }
    }

    /// The reason as the case's line says it: the why (its exception left for the lines under
    /// it, [`Outcome::exception_lines`]), and whether the time is borderline.
    #[must_use]
    pub fn said(&self, limits: &Limits) -> String {
        let why = self.why_on_its_line();
        if !self.borderline {
            return why;
        }
        let note = format!(
            "borderline: within a tenth of the {} limit",
            seconds(limits.time)
        );
        if why.is_empty() {
            note
        } else {
            format!("{why}; {note}")
        }
    }

    /// The why without its exception or its signal's meaning: what a line can hold at 80
    /// columns.
    #[must_use]
    pub fn why_on_its_line(&self) -> String {
        let aside = match (&self.exception, self.meaning) {
            (Some(named), _) => named.words(),
            (None, Some(meaning)) => meaning.to_owned(),
            (None, None) => return self.why.clone(),
        };
        self.why.replacen(&format!(" ({aside})"), "", 1)
    }

    /// The exception named, a line each for what it is, where it was thrown and what it was
    /// wrapped in, or else what the signal that killed the program usually means (in
    /// brackets, as the `--json` why has it), escaped and indented, within 80 columns; none
    /// when there is neither.
    #[must_use]
    pub fn exception_lines(&self) -> Vec<String> {
        match (&self.exception, self.meaning) {
            (Some(named), _) => named.lines(),
            (None, Some(meaning)) => exception::aside_lines(&format!("({meaning})")),
            (None, None) => Vec::new(),
        }
    }

    /// The verdict and the why in the sense a shrink keeps: the same code and the same kind
    /// of failure (a clash stays a clash, a given changed stays one, the same exit code).
    #[must_use]
    pub fn same_failure(&self, other: &Outcome) -> bool {
        // An echo of the input stays one, a board repeated stays one.
        let kind = |o: &Outcome| {
            let why = match &o.received {
                Received::Wrong(failure) => Some(std::mem::discriminant(&failure.why)),
                _ => None,
            };
            (std::mem::discriminant(&o.received), why)
        };
        self.code == other.code
            && self.ending == other.ending
            && kind(self) == kind(other)
            && self.exit_code == other.exit_code
            && self.signal == other.signal
    }
}

/// The verdict of `run` on `case`.
#[must_use]
pub fn decide(case: &Case, run: Run, limits: &Limits) -> Outcome {
    // Taken, not copied: the output may be tens of MiB (`--output-limit`).
    let stdout = String::from_utf8(run.stdout)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    let stderr = run.stderr.text();
    let received = Received::read(case, &stdout);
    let board = board::read(case, &received, &stdout);
    let killed = run.ended == Ended::TimedOut;
    let mut outcome = Outcome {
        code: Code::Accepted,
        time: run.time,
        cpu: run.cpu,
        silent: run.silent,
        borderline: !killed && limits.borderline(run.time),
        why: String::new(),
        exception: None,
        meaning: None,
        received,
        board,
        ending: None,
        exit_code: None,
        signal: None,
        killed: match run.ended {
            Ended::TimedOut | Ended::OutputOver => true,
            Ended::Exited(status) => status.signal().is_some(),
            Ended::Interrupted => false,
        },
        stdout: Printed::of(&stdout),
        stderr,
    };
    let limit = seconds(limits.time);
    let (code, why) = match run.ended {
        Ended::TimedOut => {
            let stopped = if limits.band.is_zero() {
                format!("killed after {limit}")
            } else {
                format!(
                    "still running at the {limit} limit, killed at {}",
                    seconds(limits.kill_at())
                )
            };
            (Code::TimeLimit, outcome.after(&stopped, Stop::Running))
        }
        Ended::OutputOver => {
            let stopped = format!(
                "killed when its output passed {}",
                super::budget::size(limits.output as u64)
            );
            (Code::OutputLimit, outcome.after(&stopped, Stop::OutputOver))
        }
        Ended::Interrupted => (Code::RuntimeError, "stopped by Ctrl-C".to_owned()),
        Ended::Exited(status) if !status.success() => {
            outcome.exit_code = status.code();
            outcome.signal = status.signal().and_then(signal_name);
            let out_of_memory =
                limits.memory.is_some() && OUT_OF_MEMORY.iter().any(|m| outcome.stderr.contains(m));
            let code = if out_of_memory {
                Code::MemoryLimit
            } else {
                Code::RuntimeError
            };
            outcome.exception = exception::named(&outcome.stderr);
            if outcome.exception.is_none() {
                outcome.meaning = status.signal().and_then(meaning);
            }
            let words = outcome.exception.as_ref().map(Named::words);
            let how = crash_reason(status, out_of_memory, words.as_deref());
            let stop = if status.code().is_some() {
                Stop::NonZeroExit
            } else {
                Stop::Other
            };
            (code, outcome.after(&how, stop))
        }
        Ended::Exited(_) if run.time > limits.time => {
            let over = format!("ended at {}, over the {limit} limit", seconds(run.time));
            (Code::TimeLimit, outcome.after(&over, Stop::Other))
        }
        Ended::Exited(_) => match outcome.received.clone() {
            Received::Right => (Code::Accepted, String::new()),
            Received::Nothing => {
                outcome.ending = Some(Ending::NoOutput);
                (Code::WrongAnswer, "no output".to_owned())
            }
            Received::RightThenMore { more } => {
                outcome.ending = Some(Ending::MoreSolutions);
                (Code::WrongAnswer, more_solutions(more, false))
            }
            Received::Wrong(mistake) => (Code::WrongAnswer, mistake.describe(case)),
            other @ (Received::Repeated { .. } | Received::Echo { .. }) => {
                (Code::WrongAnswer, other.words().unwrap_or_default())
            }
        },
    };
    outcome.code = code;
    outcome.why = why;
    outcome
}

/// How a run that did not end well ended, as far as its ending's name goes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// Still running at the limit.
    Running,
    /// Exited by itself with a status other than 0.
    NonZeroExit,
    /// Killed when its output passed the limit.
    OutputOver,
    Other,
}

impl Outcome {
    /// A run that ended by itself past the `limit` (judged as if timed), whatever its output
    /// held: a TLE, its reason as an untraced run's, with what its output holds.
    pub fn ended_over(&mut self, limit: Duration) {
        let over = format!(
            "ended at {}, over the {} limit",
            seconds(self.time),
            seconds(limit)
        );
        self.code = Code::TimeLimit;
        self.why = self.after(&over, Stop::Other);
    }

    /// The reason of a run that ended badly (`how`: killed at the limit, a crash, …) with
    /// what its output holds, naming the classic ending it is.
    fn after(&mut self, how: &str, stop: Stop) -> String {
        match self.received.clone() {
            Received::Right if stop == Stop::Running => {
                self.ending = Some(Ending::RightThenKeptRunning);
                format!("the right answer, then {how}: {STOP_AFTER_FIRST}")
            }
            Received::Right if stop == Stop::NonZeroExit => {
                self.ending = Some(Ending::RightThenNonZeroExit);
                format!("the right answer, then {how}: main must return 0")
            }
            Received::Right => format!("the right answer, then {how}"),
            Received::RightThenMore { more } => {
                // Killed while printing: what it printed is not all it had.
                let cut = matches!(stop, Stop::Running | Stop::OutputOver);
                self.ending = Some(if cut {
                    Ending::MoreSolutionsCut
                } else {
                    Ending::MoreSolutions
                });
                format!("{how}; {}", more_solutions(more, cut))
            }
            Received::Nothing => {
                self.ending = Some(Ending::NoOutput);
                format!("{how}, no output")
            }
            // A mistake named in the output leads: it says more than how the run ended. A
            // run that ended badly may leave its last line cut short: no layout mistake of
            // its own.
            Received::Wrong(mistake)
                if self.received.names_a_mistake()
                    && !matches!(mistake.why, Why::Layout { .. }) =>
            {
                format!("{}; then {how}", mistake.why)
            }
            Received::Wrong(mistake) => format!("{how}; its output: {}", mistake.why),
            // An echo of the input leads, as a mistake named in the output does.
            Received::Echo { .. } => {
                format!("{}; then {how}", self.received.words().unwrap_or_default())
            }
            Received::Repeated { .. } => {
                format!(
                    "{how}; its output: {}",
                    self.received.words().unwrap_or_default()
                )
            }
        }
    }
}

/// The right answer then `more` solutions, in words. The judge does not count a case's
/// solutions (the empty board has about 6.7e21), so it never says every one was printed;
/// `cut`: the run was killed while printing, so it had more to print.
fn more_solutions(more: usize, cut: bool) -> String {
    let solutions = if more == 1 { "solution" } else { "solutions" };
    let when = if cut {
        " before it was killed, and more to come"
    } else {
        " after it"
    };
    format!("the right answer, then {more} more {solutions}{when}: stop after the first")
}

/// Milliseconds for a case's line, wall and CPU time alike: rounded to the nearest, and `<1`
/// below half of one (cut down, a wall time of 0.9 ms showed as 0 beside a CPU time of 1).
#[must_use]
pub fn millis_text(time: Duration) -> String {
    if time < Duration::from_micros(500) {
        "<1".to_owned()
    } else {
        (time + Duration::from_micros(500)).as_millis().to_string()
    }
}

/// `2.0 s`, `2.15 s`: tenths, or hundredths where tenths would round.
pub fn seconds(time: Duration) -> String {
    let s = time.as_secs_f64();
    if time.as_millis() % 100 >= 5 {
        format!("{s:.2} s")
    } else {
        format!("{s:.1} s")
    }
}

/// The `--json` record of one case.
#[derive(Serialize)]
pub struct Record<'a> {
    pub case: &'a str,
    pub verdict: &'static str,
    pub time_ms: u64,
    pub cpu_ms: u64,
    /// Within a tenth of the time limit, on either side.
    pub borderline: bool,
    pub why: Option<&'a str>,
    /// The classic ending named (`right-answer-then-nonzero-exit`, …), when it is one.
    pub ending: Option<&'static str>,
    pub exit_code: Option<i32>,
    pub signal: Option<&'static str>,
}

impl<'a> Record<'a> {
    #[must_use]
    pub fn new(case: &'a Case, outcome: &'a Outcome) -> Self {
        Self {
            case: &case.name,
            verdict: outcome.code.name(),
            time_ms: millis(outcome.time),
            cpu_ms: millis(outcome.cpu),
            borderline: outcome.borderline,
            why: (!outcome.why.is_empty()).then_some(outcome.why.as_str()),
            ending: outcome.ending.map(Ending::name),
            exit_code: outcome.exit_code,
            signal: outcome.signal,
        }
    }
}

fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests;
