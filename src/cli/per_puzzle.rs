//! The loop `grade` and `hint` share: answer each puzzle of an input in turn, print the
//! answers on stdout, and report a puzzle that has no answer without stopping the rest.

use std::fmt::Display;
use std::io::{StdoutLock, Write};
use std::process::ExitCode;

use stepdoku::Grid;

/// Where a puzzle that cannot be answered (no unique solution) is reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failures {
    /// As `file:line: …` on stderr, like every other command's errors.
    Stderr,
    /// As an `{"error": …}` object in the puzzle's place on stdout, so a program reading one
    /// object per puzzle stays in step with the input.
    JsonOnStdout,
}

/// Runs `answer` on every puzzle and `print` on each answer, in input order. A failure is
/// reported as `failures` says and makes the status 1; stdout is flushed before a message on
/// stderr so the two streams interleave in input order on a terminal.
pub fn answer_each<T, E: Display>(
    name: &str,
    puzzles: &[(usize, Grid)],
    failures: Failures,
    answer: impl Fn(&Grid) -> Result<T, E>,
    mut print: impl FnMut(&mut StdoutLock<'static>, T) -> std::io::Result<()>,
) -> std::io::Result<ExitCode> {
    let mut status = ExitCode::SUCCESS;
    let mut out = std::io::stdout().lock();
    for (line, givens) in puzzles {
        match answer(givens) {
            Ok(answer) => print(&mut out, answer)?,
            Err(e) => {
                match failures {
                    Failures::JsonOnStdout => {
                        writeln!(out, "{}", serde_json::json!({ "error": e.to_string() }))?;
                    }
                    Failures::Stderr => {
                        out.flush()?;
                        eprintln!("{name}:{line}: {e}");
                    }
                }
                status = ExitCode::from(1);
            }
        }
    }
    Ok(status)
}
