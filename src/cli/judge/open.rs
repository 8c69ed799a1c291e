//! `judge --open`: the first failing case's search in `stepdoku replay`, this same program, in
//! the terminal until it is closed. A signal that ends the judge (SIGTERM, SIGHUP, SIGQUIT)
//! ends the replay too, which then gives the terminal back as it found it.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use color_eyre::eyre::WrapErr;
use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use super::run::Signals;

/// How often the wait looks for a signal to pass on.
const POLL: Duration = Duration::from_millis(25);

/// How long the replay has to restore the terminal and end once asked, before it is killed.
const GRACE: Duration = Duration::from_secs(5);

/// Run `stepdoku replay INPUT TRACE` and wait for it.
pub fn replay(input: &Path, trace: &Path, signals: &Signals) -> color_eyre::Result<()> {
    let me = std::env::current_exe().wrap_err("cannot find stepdoku itself to open the replay")?;
    let mut child = Command::new(me)
        .arg("replay")
        .arg(input)
        .arg(trace)
        .spawn()
        .wrap_err("cannot open the replay")?;
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap_or(i32::MAX));
    let mut asked: Option<Instant> = None;
    let status = loop {
        if let Some(status) = child.try_wait().wrap_err("cannot wait for the replay")? {
            break status;
        }
        match asked {
            None if signals.interrupted.load(Ordering::Relaxed) => {
                let _ = kill(pid, Signal::SIGTERM);
                asked = Some(Instant::now());
            }
            Some(at) if at.elapsed() > GRACE => {
                let _ = kill(pid, Signal::SIGKILL);
            }
            _ => {}
        }
        std::thread::sleep(POLL);
    };
    if !status.success() && asked.is_none() {
        crate::cli::say("the replay ended with an error (above)");
    }
    Ok(())
}
