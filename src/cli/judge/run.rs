//! Running the learner's program on one input, safely: a fresh temporary directory, its own
//! process group (killed whole on a timeout, on too much output, on Ctrl-C, and once more after
//! the program ends, so nothing it forked is left behind), stdin closed after the input, stdout
//! kept up to a cap, and an address-space limit when asked for.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;

/// How often the wait looks at Ctrl-C: a program that ends is noticed at once regardless.
const INTERRUPT_POLL: Duration = Duration::from_millis(25);

/// The most of stderr kept to explain a crash (the end of it, where the message is).
const STDERR_TAIL: usize = 4096;

/// The most of stderr a trace file keeps (a naive search on a hard board prints a line per
/// step: 10⁷ steps are about 120 MB): as much as `stepdoku replay` reads of a trace, so the
/// replay the judge suggests takes every file it writes (its first million steps).
pub const TRACE_CAP: u64 = stepdoku_core::teaching::replay::MAX_BYTES;

/// After the program ends, how long its pipes may stay open (held by a process that left the
/// group) before the output read so far is taken as all of it.
const PIPE_GRACE: Duration = Duration::from_millis(500);

/// What a run may use.
#[derive(Clone, Debug)]
pub struct Limits {
    pub time: Duration,
    /// Address space in bytes (`RLIMIT_AS`, set by `ulimit -v` in a shell that then `exec`s the
    /// program).
    pub memory: Option<u64>,
    /// Bytes of stdout kept; one more and the program is stopped.
    pub output: usize,
}

/// How the program's run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Exited(ExitStatus),
    /// Killed at the time limit.
    TimedOut,
    /// Killed when its output passed the cap.
    OutputOver,
    /// Killed because stepdoku was interrupted (Ctrl-C or a termination signal).
    Interrupted,
}

/// One run: how it ended, how long it took (wall clock, start to end), what it wrote.
#[derive(Debug)]
pub struct Run {
    pub ended: Ended,
    pub time: Duration,
    pub stdout: Vec<u8>,
    /// The last few KiB of stderr.
    pub stderr_tail: Vec<u8>,
    /// The trace file was cut at [`TRACE_CAP`].
    pub trace_cut: bool,
    /// All of stderr was read (no process that left the group holds it open still), so the
    /// trace file is no longer written.
    pub stderr_done: bool,
}

/// The program and its arguments, ready to run from any directory: an argument naming a file
/// of the current directory (`sol.py`, `./a.out`) becomes its absolute path, since the program
/// runs in a temporary directory of its own.
#[must_use]
pub fn resolve(command: &[OsString]) -> Vec<OsString> {
    let here = std::env::current_dir().ok();
    command
        .iter()
        .enumerate()
        .map(|(i, arg)| {
            let path = Path::new(arg);
            let is_file = path.is_relative() && path.exists();
            // A bare program name (`python3`) is looked up on PATH, not in the directory.
            let names_file = i > 0 || path.components().count() > 1;
            match &here {
                Some(here) if is_file && names_file => here.join(path).into_os_string(),
                _ => arg.clone(),
            }
        })
        .collect()
}

/// Run `command` with `input` on stdin. `Err` only when it cannot be started at all.
pub fn run(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    interrupted: &AtomicBool,
    trace: Option<&Path>,
) -> std::io::Result<Run> {
    let directory = tempfile::Builder::new()
        .prefix("stepdoku-judge")
        .tempdir()?;
    let mut child = build(command, limits.memory, directory.path())?.spawn()?;
    let start = Instant::now();
    // The child leads its own group: its id is the group's.
    let group = Pid::from_raw(i32::try_from(child.id()).unwrap_or(i32::MAX));
    let (events, inbox) = mpsc::channel::<Event>();

    if let Some(mut stdin) = child.stdin.take() {
        let input = input.to_vec();
        // A program that never reads its input, or stops early, closes the pipe: not an error.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let stdout = Arc::new(Mutex::new(Vec::new()));
    let stdout_done = child.stdout.take().map(|pipe| {
        let (sink, events, cap) = (Arc::clone(&stdout), events.clone(), limits.output);
        thread::spawn(move || keep_stdout(pipe, &sink, cap, &events))
    });
    let stderr = Arc::new(Mutex::new(StderrKept::default()));
    let stderr_done = child.stderr.take().map(|pipe| {
        let (sink, trace) = (Arc::clone(&stderr), trace.map(PathBuf::from));
        thread::spawn(move || keep_stderr(pipe, &sink, trace.as_deref()))
    });
    thread::spawn(move || {
        let _ = events.send(match child.wait() {
            Ok(status) => Event::Exited(status),
            Err(_) => Event::WaitFailed,
        });
    });

    let deadline = start + limits.time;
    let mut stopped: Option<Ended> = None;
    let status = loop {
        let now = Instant::now();
        if stopped.is_none() {
            if interrupted.load(Ordering::Relaxed) {
                stopped = Some(Ended::Interrupted);
            } else if now >= deadline {
                stopped = Some(Ended::TimedOut);
            }
            if stopped.is_some() {
                kill(group);
            }
        }
        let wait = deadline.saturating_duration_since(now).min(INTERRUPT_POLL);
        match inbox.recv_timeout(wait.max(Duration::from_millis(1))) {
            Ok(Event::Exited(status)) => break Some(status),
            Ok(Event::WaitFailed) | Err(RecvTimeoutError::Disconnected) => break None,
            Ok(Event::OutputOver) => {
                if stopped.is_none() {
                    stopped = Some(Ended::OutputOver);
                    kill(group);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    };
    let time = match stopped {
        Some(Ended::TimedOut) => limits.time,
        _ => start.elapsed(),
    };
    // Whatever the program started and left running goes with it.
    kill(group);
    let ended = match (stopped, status) {
        (Some(stopped), _) => stopped,
        (None, Some(status)) => Ended::Exited(status),
        (None, None) => Ended::Interrupted,
    };
    let grace = Instant::now() + PIPE_GRACE;
    for reader in [&stdout_done, &stderr_done].into_iter().flatten() {
        while !reader.is_finished() && Instant::now() < grace {
            thread::sleep(Duration::from_millis(2));
        }
    }
    let stderr_done = stderr_done
        .as_ref()
        .is_none_or(thread::JoinHandle::is_finished);
    let stdout = std::mem::take(&mut *stdout.lock().unwrap_or_else(PoisonError::into_inner));
    let stderr = std::mem::take(&mut *stderr.lock().unwrap_or_else(PoisonError::into_inner));
    drop(directory);
    Ok(Run {
        ended,
        time,
        stdout,
        stderr_tail: stderr.tail,
        trace_cut: stderr.cut,
        stderr_done,
    })
}

enum Event {
    Exited(ExitStatus),
    WaitFailed,
    OutputOver,
}

fn build(command: &[OsString], memory: Option<u64>, directory: &Path) -> std::io::Result<Command> {
    let Some((program, args)) = command.split_first() else {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "no command to run",
        ));
    };
    let mut cmd = match memory {
        // Safe Rust cannot call setrlimit between fork and exec; a POSIX shell can, and
        // `exec` leaves the program in its place (same process, same group, the limit kept).
        Some(bytes) => {
            let mut sh = Command::new("sh");
            sh.arg("-c")
                .arg(r#"ulimit -v "$1" || exit 125; shift; exec "$@""#)
                .arg("sh")
                .arg((bytes / 1024).to_string())
                .arg(program)
                .args(args);
            sh
        }
        None => {
            let mut cmd = Command::new(program);
            cmd.args(args);
            cmd
        }
    };
    cmd.current_dir(directory)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    Ok(cmd)
}

/// Add `line` at the end of the trace file, on a line of its own (a program killed mid-line
/// leaves its last line unfinished).
pub fn append_line(trace: &Path, line: &str) -> std::io::Result<()> {
    use std::io::{Seek, SeekFrom};
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .append(true)
        .open(trace)?;
    let mut last = [b'\n'];
    if file.metadata()?.len() > 0 {
        file.seek(SeekFrom::End(-1))?;
        file.read_exact(&mut last)?;
    }
    let newline = if last[0] == b'\n' { "" } else { "\n" };
    file.write_all(format!("{newline}{line}\n").as_bytes())
}

/// SIGKILL to the whole group; a group already gone is no error.
fn kill(group: Pid) {
    let _ = killpg(group, Signal::SIGKILL);
}

/// Read stdout to its end, keeping at most `cap` bytes; past the cap, say so once and keep
/// reading (and dropping) until the program is stopped, so it never blocks on a full pipe.
fn keep_stdout(
    mut pipe: impl Read,
    sink: &Mutex<Vec<u8>>,
    cap: usize,
    events: &mpsc::Sender<Event>,
) {
    let mut buffer = vec![0u8; 1 << 16];
    let mut over = false;
    while let Ok(n) = pipe.read(&mut buffer) {
        if n == 0 {
            break;
        }
        let mut kept = sink.lock().unwrap_or_else(PoisonError::into_inner);
        let room = cap.saturating_sub(kept.len());
        kept.extend_from_slice(&buffer[..n.min(room)]);
        if n > room && !over {
            over = true;
            let _ = events.send(Event::OutputOver);
        }
    }
}

#[derive(Default)]
struct StderrKept {
    tail: Vec<u8>,
    cut: bool,
}

/// Read stderr to its end: its last [`STDERR_TAIL`] bytes kept, and all of it (up to
/// [`TRACE_CAP`]) written to `trace` when there is one.
fn keep_stderr(mut pipe: impl Read, sink: &Mutex<StderrKept>, trace: Option<&Path>) {
    let mut file = trace.and_then(|path| std::fs::File::create(path).ok());
    let mut written = 0u64;
    let mut buffer = vec![0u8; 1 << 16];
    while let Ok(n) = pipe.read(&mut buffer) {
        if n == 0 {
            break;
        }
        let chunk = &buffer[..n];
        if let Some(out) = file.as_mut() {
            let room = usize::try_from(TRACE_CAP.saturating_sub(written)).unwrap_or(usize::MAX);
            let part = &chunk[..n.min(room)];
            if out.write_all(part).is_err() || part.len() < n {
                file = None;
                sink.lock().unwrap_or_else(PoisonError::into_inner).cut = true;
            }
            written += part.len() as u64;
        }
        let mut kept = sink.lock().unwrap_or_else(PoisonError::into_inner);
        kept.tail.extend_from_slice(chunk);
        let excess = kept.tail.len().saturating_sub(STDERR_TAIL);
        kept.tail.drain(..excess);
    }
}
