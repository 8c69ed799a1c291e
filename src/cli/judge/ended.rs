//! How a program's run ended, in words: the crash's signal and what it usually means, and
//! the end of a trace.

use std::os::unix::process::ExitStatusExt;

use nix::sys::signal::Signal;

use super::run::{Ended, Limits};

/// Messages of the usual runtimes when an allocation fails: under a memory limit, a crash
/// with one of these is the limit's doing.
pub const OUT_OF_MEMORY: [&str; 6] = [
    "bad_alloc",
    "memory allocation of",
    "MemoryError",
    "OutOfMemoryError",
    "Cannot allocate memory",
    "out of memory",
];

/// How the program's run ended, for the end of its trace ([`stepdoku_core::teaching::replay::STOPPED`]
/// comes before it): `None` when it ended by itself with status 0. `allowed` names the time
/// limit the run had.
#[must_use]
pub fn stopped_words(ended: Ended, limits: &Limits, allowed: &str) -> Option<String> {
    Some(match ended {
        Ended::TimedOut => format!(
            "was stopped after {:.1} s ({allowed})",
            limits.kill_at().as_secs_f64()
        ),
        Ended::OutputOver => format!(
            "was stopped when its output passed {} (the output limit)",
            super::budget::size(limits.output as u64)
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

pub fn signal_name(number: i32) -> Option<&'static str> {
    Signal::try_from(number).ok().map(Signal::as_str)
}

/// How a crashed run ended, in words: its exit code or the signal that killed it, with the
/// exception its stderr names (`exception`) or else what the signal usually means.
pub fn crash_reason(
    status: std::process::ExitStatus,
    out_of_memory: bool,
    exception: Option<&str>,
) -> String {
    let how = match (status.code(), status.signal()) {
        (Some(code), _) => match exception {
            Some(exception) => format!("exit code {code} ({exception})"),
            None => format!("exit code {code}"),
        },
        (None, Some(number)) => {
            let name = signal_name(number).unwrap_or("an unknown signal");
            match exception.or_else(|| meaning(number)) {
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
pub fn meaning(number: i32) -> Option<&'static str> {
    Some(match Signal::try_from(number).ok()? {
        Signal::SIGSEGV => "a bad memory access: an index out of bounds, or recursion too deep",
        Signal::SIGABRT => "aborted: a failed assertion or an uncaught exception",
        Signal::SIGFPE => "an arithmetic error, such as a division by zero",
        Signal::SIGBUS => "a bad memory access",
        Signal::SIGKILL => "killed from outside",
        _ => return None,
    })
}
