//! The loop `grade` and `hint` share: answer each puzzle of an input, on every core, print the
//! answers on stdout in input order as they come, and report a puzzle that has no answer
//! without stopping the rest. Bad input stops the batch where it is found (exit status 2),
//! after the answers before it.

use std::fmt::Display;
use std::io::{BufWriter, StdoutLock, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use stepdoku_core::Grid;

use super::batch;
use super::input::{BadInput, Stream};
use super::progress::Progress;

/// The longest answers wait in the output buffer.
const MAX_UNFLUSHED: Duration = Duration::from_millis(200);

/// `-j`: how many cores a batch uses.
#[derive(Args, Debug, Clone, Copy)]
pub struct Jobs {
    /// Puzzles worked on at once, one thread each [default: every core]; the output keeps
    /// its order whatever the number.
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
}

impl Jobs {
    #[must_use]
    pub fn count(self) -> usize {
        batch::jobs(self.jobs)
    }
}

/// Where a puzzle that cannot be answered (no unique solution) is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failures {
    /// As `file:line: …` on stderr, like every other command's errors.
    Stderr,
    /// As an `{"error": …}` object in the puzzle's place on stdout, so a program reading one
    /// object per puzzle stays in step with the input.
    JsonOnStdout,
}

/// How a batch ended: its exit status, or bad input met on the way (after the answers before
/// it were printed).
pub enum Ended {
    Status(ExitCode),
    BadInput(BadInput),
}

/// Runs `answer` on every classic puzzle of `input` and `print` on each answer, in input
/// order. A failure is reported as `failures` says and makes the status 1; stdout is flushed
/// before a message on stderr so the two streams interleave in input order on a terminal.
pub fn answer_each<T: Send, E: Display + Send>(
    input: Stream,
    what: &'static str,
    jobs: Jobs,
    failures: Failures,
    answer: impl Fn(&Grid) -> Result<T, E> + Sync,
    mut print: impl FnMut(&mut BufWriter<StdoutLock<'static>>, T) -> std::io::Result<()>,
) -> std::io::Result<Ended> {
    let name = input.name.clone();
    let mut progress = Progress::new(input.size, std::sync::Arc::clone(&input.read));
    let mut status = ExitCode::SUCCESS;
    let mut bad = None;
    let mut out = BufWriter::new(std::io::stdout().lock());
    // An input that is not a file may be a person or a program feeding puzzles one by one:
    // each answer goes out at once. A file is answered in big writes.
    let flush_each = input.size.is_none();
    let mut last_flush = Instant::now();
    // One puzzle at a time whatever the input: an answer takes milliseconds, far more than
    // the hand-over, and a batch of them would keep a closed output unnoticed for seconds.
    let pace = batch::Pace::EachAtOnce;
    batch::run(
        input.classic(what),
        jobs.count(),
        pace,
        |item| item.map(|(line, givens)| (line, answer(&givens))),
        |item| {
            progress.tick();
            match item {
                Ok((_, Ok(answer))) => print(&mut out, answer)?,
                Ok((line, Err(e))) => {
                    match failures {
                        Failures::JsonOnStdout => {
                            writeln!(out, "{}", serde_json::json!({ "error": e.to_string() }))?;
                        }
                        Failures::Stderr => {
                            out.flush()?;
                            progress.say(format!("stepdoku: {name}:{line}: {e}"));
                        }
                    }
                    status = ExitCode::from(1);
                }
                Err(error) => {
                    bad = Some(error);
                    return Err(std::io::Error::other("bad input"));
                }
            }
            // Answers that take milliseconds each fill the buffer slowly: a reader that has
            // gone (`grade file | head -1`) is noticed within a fraction of a second, not
            // after a buffer's worth of work.
            if flush_each || last_flush.elapsed() >= MAX_UNFLUSHED {
                out.flush()?;
                last_flush = Instant::now();
            }
            Ok(())
        },
    )
    .or_else(|e| if bad.is_some() { Ok(()) } else { Err(e) })?;
    out.flush()?;
    Ok(match bad {
        Some(error) => Ended::BadInput(error),
        None => Ended::Status(status),
    })
}
