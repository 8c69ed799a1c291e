//! Running the learner's program on one input, safely: a fresh temporary directory (removed
//! after, whatever the program did to it), its own session and process group without a
//! terminal (killed whole on a timeout, on too much output, on Ctrl-C or a closed window, and
//! once more after the program ends; then every process it left anywhere, see [`super::reap`]),
//! stopped while the judge is (Ctrl-Z), stdin closed after the input, stdout kept up to a cap,
//! and an address-space limit when asked for. Its CPU time is what the kernel charged the
//! program and every process it started (reaped by the program or, once orphaned, by the judge).

use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::resource::{UsageWho, getrusage};
use nix::sys::signal::{Signal, kill as signal, killpg, raise};
use nix::sys::time::TimeValLike;
use nix::unistd::Pid;

use super::{java, launch, reap, stderr};

/// How often the wait looks at Ctrl-C: a program that ends is noticed at once regardless.
const INTERRUPT_POLL: Duration = Duration::from_millis(25);

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
    /// How far past `time` a run may go before it is stopped, and on either side of `time`
    /// its time counts as borderline: a tenth of the limit when judged (see
    /// [`BORDERLINE_SHARE`]), none when the time is not judged (`--trace`).
    pub band: Duration,
    /// Address space in bytes (`RLIMIT_AS`, set by `ulimit -v` in a shell that then `exec`s the
    /// program).
    pub memory: Option<u64>,
    /// Bytes of stdout kept; one more and the program is stopped.
    pub output: usize,
}

/// The borderline band as a divisor of the limit (a tenth): a run that ends that close to the
/// limit could pass or fail on a judge's busier or quieter day, and a program just over the
/// limit is told apart from one that never ends.
pub const BORDERLINE_SHARE: u32 = 10;

impl Limits {
    /// When a run still going is stopped: the limit and its band.
    #[must_use]
    pub fn kill_at(&self) -> Duration {
        self.time + self.band
    }

    /// Is `time` within the band on either side of the limit?
    #[must_use]
    pub fn borderline(&self, time: Duration) -> bool {
        !self.band.is_zero() && time + self.band >= self.time && time <= self.kill_at()
    }
}

/// How the program's run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Exited(ExitStatus),
    /// Killed past the time limit (at [`Limits::kill_at`]).
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
    /// CPU time, user and system, of the program and of the processes it started.
    pub cpu: Duration,
    pub stdout: Vec<u8>,
    /// The first and last few KiB of stderr, its bytes and lines counted.
    pub stderr: stderr::Kept,
    /// The bytes of stderr read after the last of stdout (all of them when it printed
    /// nothing): what it wrote once its answer was out.
    pub stderr_after_stdout: u64,
    /// How long it wrote nothing to stderr, up to its end (all its time when it wrote none).
    pub silent: Duration,
    /// What became of the trace, when one was written.
    pub trace: Written,
    /// What could not be cleaned up after the run, in words (a process that would not die,
    /// a temporary directory that could not be removed).
    pub left: Vec<String>,
}

/// The signals the judge watches, as flags its wait looks at.
#[derive(Default)]
pub struct Signals {
    /// Ctrl-C, SIGTERM, a closed window (SIGHUP), SIGQUIT: stop the program, end the judge.
    pub interrupted: Arc<AtomicBool>,
    /// Ctrl-Z (SIGTSTP): stop the program, then the judge, until both are continued.
    pub suspended: Arc<AtomicBool>,
}

/// The program and its arguments, ready to run from another directory (each case runs in a
/// temporary directory of its own). Only the program's own file is made absolute: the
/// command's first word when it is a path (`./a.out`, `bin/sol`; a bare name such as `python3`
/// is looked up on PATH), or else the first argument after it when that names a file here
/// and is no option (`python3 sol.py`, `java Main.java`). Nothing else changes: in `sh -c cat`
/// `cat` is the shell's command, in `python3 -m pkg` `pkg` a module name (found here through
/// `PYTHONPATH`, see [`run`]).
#[must_use]
pub fn resolve(command: &[OsString]) -> Vec<OsString> {
    let here = std::env::current_dir().ok();
    let mut resolved = match &here {
        Some(here) => java::resolve(command, here).0,
        None => command.to_vec(),
    };
    let absolute = |word: &OsString| {
        let path = Path::new(word);
        match &here {
            Some(here) if path.is_relative() && path.is_file() => {
                Some(here.join(path).into_os_string())
            }
            _ => None,
        }
    };
    let Some(program) = command.first() else {
        return resolved;
    };
    if Path::new(program).components().count() > 1 {
        if let Some(path) = absolute(program) {
            resolved[0] = path;
        }
    } else if let Some(script) = command.get(1)
        && !script.to_string_lossy().starts_with('-')
        && let Some(path) = absolute(script)
    {
        resolved[1] = path;
    }
    resolved
}

/// Can `program` be started: a path to an executable file, or a name found on PATH? Said
/// before any case runs, so a typo is one clear error rather than a crash on every case.
pub fn startable(program: &OsString) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |path: &Path| {
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    let path = Path::new(program);
    let found = if path.components().count() > 1 {
        executable(path)
    } else {
        std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| executable(&dir.join(path)))
        })
    };
    if found {
        Ok(())
    } else if path.components().count() > 1 && path.exists() {
        Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied))
    } else {
        Err(std::io::Error::from(std::io::ErrorKind::NotFound))
    }
}

/// A trace file to write the program's stderr to, and the most of it to write (at most
/// [`TRACE_CAP`]; less when the run's traces are near their budget).
pub struct TraceFile {
    pub file: File,
    pub room: u64,
}

/// What was written of a trace.
#[derive(Debug, Default)]
pub struct Written {
    /// Bytes in the trace file.
    pub bytes: u64,
    /// The program wrote more than the room it had: the trace was cut there.
    pub cut: bool,
    /// Writing failed (a full disk, a file size limit): the trace holds what came before.
    pub error: Option<std::io::Error>,
}

/// Run `command` with `input` on stdin, its stderr also written to `trace`. `Err` only when
/// it cannot be started at all.
pub fn run(
    command: &[OsString],
    input: &[u8],
    limits: &Limits,
    signals: &Signals,
    trace: Option<TraceFile>,
) -> std::io::Result<Run> {
    let directory = tempfile::Builder::new()
        .prefix("stepdoku-judge")
        .tempdir()?
        .keep();
    // The judge runs one program at a time and reaps every process it leaves: what its
    // children's usage grows by over the run is the program's, its descendants' included.
    let cpu_before = children_cpu();
    // The clock starts before the spawn, as the CPU count does: the CPU time charged while
    // the program is started is inside its wall time too.
    let mut start = Instant::now();
    let mut child = build(command, limits.memory, &directory)?.spawn()?;
    // The launcher makes the program lead its own session and group: the id is the group's.
    let pid = Pid::from_raw(i32::try_from(child.id()).unwrap_or(i32::MAX));
    let (events, inbox) = mpsc::channel::<Event>();

    feed(child.stdin.take(), input);
    // Stderr's bytes read so far, and as they were when stdout was last read.
    let (stderr_read, stderr_at_stdout) =
        (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let stdout = Arc::new(Mutex::new(Vec::new()));
    let stdout_done = child.stdout.take().map(|pipe| {
        let (sink, events, cap) = (Arc::clone(&stdout), events.clone(), limits.output);
        let seen = (Arc::clone(&stderr_read), Arc::clone(&stderr_at_stdout));
        thread::spawn(move || keep_stdout(pipe, &sink, cap, &events, &seen))
    });
    let stderr = Arc::new(Mutex::new(StderrKept::default()));
    let stderr_done = child.stderr.take().map(|pipe| {
        let (sink, read) = (Arc::clone(&stderr), Arc::clone(&stderr_read));
        thread::spawn(move || keep_stderr(pipe, &sink, trace, &read))
    });
    thread::spawn(move || {
        let _ = events.send(match child.wait() {
            Ok(status) => Event::Exited(status),
            Err(_) => Event::WaitFailed,
        });
    });

    let mut deadline = start + limits.kill_at();
    let mut stopped: Option<Ended> = None;
    let status = loop {
        let now = Instant::now();
        if stopped.is_none() {
            if signals.interrupted.load(Ordering::Relaxed) {
                stopped = Some(Ended::Interrupted);
            } else if now >= deadline {
                stopped = Some(Ended::TimedOut);
            }
            if stopped.is_some() {
                kill(pid);
            }
        }
        if signals.suspended.swap(false, Ordering::Relaxed) && stopped.is_none() {
            // The time the judge stood stopped is not the program's.
            let paused = suspend_both(pid);
            deadline += paused;
            start += paused;
            continue;
        }
        let wait = deadline.saturating_duration_since(now).min(INTERRUPT_POLL);
        match inbox.recv_timeout(wait.max(Duration::from_millis(1))) {
            Ok(Event::Exited(status)) => break Some(status),
            Ok(Event::WaitFailed) | Err(RecvTimeoutError::Disconnected) => break None,
            Ok(Event::OutputOver) => {
                if stopped.is_none() {
                    stopped = Some(Ended::OutputOver);
                    kill(pid);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    };
    let time = match stopped {
        Some(Ended::TimedOut) => limits.kill_at(),
        _ => start.elapsed(),
    };
    // Whatever the program started and left running goes with it: its group, then every
    // process it left anywhere else.
    kill(pid);
    let mut left = Vec::new();
    if !reap::kill_descendants() {
        left.push("a process the program started would not end".to_owned());
    }
    let cpu = children_cpu().saturating_sub(cpu_before);
    let ended = match (stopped, status) {
        (Some(stopped), _) => stopped,
        (None, Some(status)) => Ended::Exited(status),
        (None, None) => Ended::Interrupted,
    };
    let_readers_finish([&stdout_done, &stderr_done]);
    let stdout = std::mem::take(&mut *stdout.lock().unwrap_or_else(PoisonError::into_inner));
    let stderr = std::mem::take(&mut *stderr.lock().unwrap_or_else(PoisonError::into_inner));
    if let Err(e) = reap::remove_tree(&directory) {
        left.push(format!(
            "cannot remove the case's temporary directory {}: {e} (remove it by hand)",
            directory.display()
        ));
    }
    Ok(Run {
        ended,
        time,
        cpu,
        stdout,
        stderr_after_stdout: stderr
            .kept
            .bytes
            .saturating_sub(stderr_at_stdout.load(Ordering::Relaxed)),
        silent: silent(stderr.last_read, start, time),
        stderr: stderr.kept,
        trace: stderr.trace,
        left,
    })
}

/// How long before the run's end (`start` + `time`) stderr was last read from: all of `time`
/// when never. Stdout is most often written out only at the end: stderr tells the waiting.
fn silent(last_read: Option<Instant>, start: Instant, time: Duration) -> Duration {
    last_read.map_or(time, |at| (start + time).saturating_duration_since(at))
}

/// Write `input` to the program's stdin on a thread of its own.
fn feed(stdin: Option<std::process::ChildStdin>, input: &[u8]) {
    if let Some(mut stdin) = stdin {
        let input = input.to_vec();
        // A program that never reads its input, or stops early, closes the pipe: not an error.
        thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
}

/// Give the pipes' readers up to [`PIPE_GRACE`] to read what is left once the program ended.
fn let_readers_finish(readers: [&Option<thread::JoinHandle<()>>; 2]) {
    let grace = Instant::now() + PIPE_GRACE;
    for reader in readers.into_iter().flatten() {
        while !reader.is_finished() && Instant::now() < grace {
            thread::sleep(Duration::from_millis(2));
        }
    }
}

/// The CPU time, user and system, of every child of stepdoku reaped so far (and of theirs).
fn children_cpu() -> Duration {
    getrusage(UsageWho::RUSAGE_CHILDREN).map_or(Duration::ZERO, |usage| {
        let micros = usage.user_time().num_microseconds() + usage.system_time().num_microseconds();
        Duration::from_micros(u64::try_from(micros).unwrap_or(0))
    })
}

/// Ctrl-Z: stop the program's group, then stepdoku itself; once continued (`fg`), continue
/// the program. How long that took.
fn suspend_both(pid: Pid) -> Duration {
    let _ = killpg(pid, Signal::SIGSTOP);
    let paused = Instant::now();
    let _ = raise(Signal::SIGSTOP);
    let _ = killpg(pid, Signal::SIGCONT);
    paused.elapsed()
}

enum Event {
    Exited(ExitStatus),
    WaitFailed,
    OutputOver,
}

fn build(command: &[OsString], memory: Option<u64>, directory: &Path) -> std::io::Result<Command> {
    if command.is_empty() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "no command to run",
        ));
    }
    let me = std::env::current_exe()?;
    let mut cmd = Command::new(me);
    cmd.args(launch::arguments(std::process::id(), memory, command));
    // `python3 -m pkg` finds its package where the judge was started, as it would there.
    if let Ok(here) = std::env::current_dir() {
        let mut paths = vec![here.clone()];
        paths.extend(
            std::env::var_os("PYTHONPATH")
                .iter()
                .flat_map(std::env::split_paths),
        );
        if let Ok(joined) = std::env::join_paths(paths) {
            cmd.env("PYTHONPATH", joined);
        }
        // `java Main` finds `Main.class` here, as in the shell here.
        let (_, learnt) = java::resolve(command, &here);
        let set = std::env::var_os("CLASSPATH");
        if let Some(class_path) = java::class_path_variable(&learnt, &here, set.as_deref()) {
            cmd.env("CLASSPATH", class_path);
        }
    }
    cmd.current_dir(directory)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    Ok(cmd)
}

/// SIGKILL to the program's whole group, and to the program itself in case its launcher has
/// not yet made the group; a group already gone is no error.
fn kill(pid: Pid) {
    let _ = killpg(pid, Signal::SIGKILL);
    let _ = signal(pid, Signal::SIGKILL);
}

/// Read stdout to its end, keeping at most `cap` bytes; past the cap, say so once and keep
/// reading (and dropping) until the program is stopped, so it never blocks on a full pipe.
/// `stderr`: the bytes of stderr read so far, noted in the second at each read.
fn keep_stdout(
    mut pipe: impl Read,
    sink: &Mutex<Vec<u8>>,
    cap: usize,
    events: &mpsc::Sender<Event>,
    stderr: &(Arc<AtomicU64>, Arc<AtomicU64>),
) {
    let mut buffer = vec![0u8; 1 << 16];
    let mut over = false;
    while let Ok(n) = pipe.read(&mut buffer) {
        if n == 0 {
            break;
        }
        stderr
            .1
            .store(stderr.0.load(Ordering::Relaxed), Ordering::Relaxed);
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
    kept: stderr::Kept,
    trace: Written,
    last_read: Option<Instant>,
}

/// Read stderr to its end: its bytes and lines counted, its first and last few KiB kept, and
/// all of it (up to the trace's room) written to `trace` when there is one. A trace that cannot
/// be written (or is full) is left as it is and the rest read all the same: the program never
/// blocks on a full pipe, and its verdict does not depend on the judge's disk.
fn keep_stderr(
    mut pipe: impl Read,
    sink: &Mutex<StderrKept>,
    trace: Option<TraceFile>,
    read: &AtomicU64,
) {
    let mut trace = trace;
    let mut buffer = vec![0u8; 1 << 16];
    while let Ok(n) = pipe.read(&mut buffer) {
        if n == 0 {
            break;
        }
        let chunk = &buffer[..n];
        read.fetch_add(n as u64, Ordering::Relaxed);
        let mut kept = sink.lock().unwrap_or_else(PoisonError::into_inner);
        kept.last_read = Some(Instant::now());
        if let Some(out) = trace.as_mut() {
            let room =
                usize::try_from(out.room.saturating_sub(kept.trace.bytes)).unwrap_or(usize::MAX);
            let part = &chunk[..n.min(room)];
            let (written, error) = write_counted(&mut out.file, part);
            kept.trace.bytes += written as u64;
            if let Some(error) = error {
                kept.trace.error = Some(error);
                trace = None;
            } else if part.len() < n {
                kept.trace.cut = true;
                trace = None;
            }
        }
        kept.kept.push(chunk);
    }
}

/// Write `bytes` to `file`: how many were written, and the error that stopped it short.
fn write_counted(file: &mut File, bytes: &[u8]) -> (usize, Option<std::io::Error>) {
    let mut done = 0;
    while done < bytes.len() {
        match file.write(&bytes[done..]) {
            Ok(0) => return (done, Some(std::io::ErrorKind::WriteZero.into())),
            Ok(n) => done += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return (done, Some(e)),
        }
    }
    (done, None)
}
