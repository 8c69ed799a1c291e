//! `judge --open`: the first failing case's search in `stepdoku replay`, this same program, in
//! the terminal until it is closed. A signal that ends the judge (SIGTERM, SIGHUP, SIGQUIT)
//! ends the replay too, which then gives the terminal back as it found it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
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

/// `replay INPUT TRACE --compare row-major [--source FILE]`: against row-major, the posts'
/// search (for 4574, the post's exactly as written).
pub fn replay_command(input: PathBuf, trace: PathBuf, source: Option<&Path>) -> Vec<OsString> {
    let mut words: Vec<OsString> = vec![
        "replay".into(),
        input.into(),
        trace.into(),
        "--compare".into(),
        "row-major".into(),
    ];
    if let Some(source) = source {
        words.extend(["--source".into(), source.into()]);
    }
    words
}

/// `words` as one shell line that runs exactly them: a word with anything a shell reads
/// specially is single-quoted.
pub fn shell_words(words: &[OsString]) -> String {
    words
        .iter()
        .map(|w| quoted(&w.to_string_lossy()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn quoted(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@+,".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Run `stepdoku ARGS` (exactly the replay the judge printed) and wait for it.
pub fn replay(args: &[OsString], signals: &Signals) -> color_eyre::Result<()> {
    let me = std::env::current_exe().wrap_err("cannot find stepdoku itself to open the replay")?;
    let mut child = Command::new(me)
        .args(args)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_a_shell_would_split_are_quoted() {
        let words: Vec<OsString> = ["replay", "/tmp/a b/x.in", "it's", "--compare", "row-major"]
            .into_iter()
            .map(OsString::from)
            .collect();
        assert_eq!(
            shell_words(&words),
            r"replay '/tmp/a b/x.in' 'it'\''s' --compare row-major"
        );
    }
}
