//! The judged program's first moment: stepdoku starts itself with [`MARK`], and that process
//! leaves the judge's session (so the program has no controlling terminal: it can neither
//! open `/dev/tty` nor be stopped by the terminal, and only the judge decides when it runs),
//! asks to be killed if the judge dies, sets the memory limit, and becomes the program
//! (`exec`: the same process, so the judge's process id, group and session are the program's).
//! Safe Rust cannot run code between `fork` and `exec`; a process of its own can.

use std::ffi::OsString;
use std::os::unix::process::CommandExt;
use std::process::{Command, ExitCode};

use nix::sys::prctl;
use nix::sys::resource::{Resource, setrlimit};
use nix::sys::signal::Signal;
use nix::unistd::{getppid, setsid};

/// The first argument that makes stepdoku the launcher (no subcommand is named like it).
pub const MARK: &str = "__stepdoku-judge-launch";

/// The exit status of a launch that failed before the program ran (as a shell's 126/127).
const CANNOT_START: u8 = 126;

/// The arguments for a launch of `command` with `memory` bytes of address space (or none),
/// under the judge whose process id is `judge`.
pub fn arguments(judge: u32, memory: Option<u64>, command: &[OsString]) -> Vec<OsString> {
    let mut args = vec![
        OsString::from(MARK),
        OsString::from(judge.to_string()),
        OsString::from(memory.map_or_else(|| "-".to_owned(), |m| m.to_string())),
    ];
    args.extend(command.iter().cloned());
    args
}

/// When stepdoku was started as a launcher, launch (and return only if that failed).
pub fn if_asked() -> Option<ExitCode> {
    let mut args = std::env::args_os().skip(1);
    if args.next()? != MARK {
        return None;
    }
    Some(launch(&args.collect::<Vec<_>>()))
}

fn launch(args: &[OsString]) -> ExitCode {
    let [judge, memory, program, rest @ ..] = args else {
        return failed("stepdoku: the judge's launcher was started without a program");
    };
    // Never a group leader here (the judge starts it plainly), so this cannot fail; the new
    // session has no controlling terminal.
    let _ = setsid();
    // The judge killed outright (SIGKILL, a closed window) takes the program with it.
    let _ = prctl::set_pdeathsig(Signal::SIGKILL);
    if getppid().as_raw().to_string() != judge.to_string_lossy() {
        return failed("stepdoku: the judge ended before the program started");
    }
    if let Some(bytes) = memory.to_str().and_then(|m| m.parse::<u64>().ok())
        && let Err(e) = setrlimit(Resource::RLIMIT_AS, bytes, bytes)
    {
        return failed(&format!("stepdoku: cannot set the memory limit: {e}"));
    }
    let error = Command::new(program).args(rest).exec();
    failed(&format!(
        "stepdoku: cannot run {}: {error}",
        program.to_string_lossy()
    ))
}

fn failed(message: &str) -> ExitCode {
    crate::cli::say(message);
    ExitCode::from(CANNOT_START)
}
