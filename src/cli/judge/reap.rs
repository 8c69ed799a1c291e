//! What a judged program leaves behind, taken away: stepdoku is a child subreaper while it
//! judges, so every process the program started that outlives its parent (a daemon that forked
//! twice, a `setsid` or `setpgid` escape from its process group) becomes stepdoku's child; after
//! each case every child left is killed, and theirs in turn, until none is left. Then the
//! case's temporary directory goes, whatever the program did to its permissions.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use nix::sys::prctl;
use nix::sys::signal::{Signal, kill};
use nix::sys::wait::{WaitPidFlag, WaitStatus, waitpid};
use nix::unistd::Pid;

/// How long the sweep after a case keeps killing: killed processes die at once; only one
/// stuck in the kernel (an unreachable network file) outlasts this.
const SWEEP_FOR: Duration = Duration::from_secs(10);

/// Make stepdoku the reaper of its descendants' orphans (Linux only; elsewhere the process
/// group is all the judge reaches).
pub fn become_subreaper() -> nix::Result<()> {
    prctl::set_child_subreaper(true)
}

/// Kill every child of stepdoku, and every process handed to it as their parents die, and
/// reap them. Call only when no child of stepdoku should be running. `false` when some were
/// still alive after [`SWEEP_FOR`].
pub fn kill_descendants() -> bool {
    let deadline = Instant::now() + SWEEP_FOR;
    loop {
        let children = children();
        if children.is_empty() {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        for &child in &children {
            let _ = kill(child, Signal::SIGKILL);
        }
        for &child in &children {
            // A zombie is reaped at once; a process just killed, within a moment.
            if !matches!(
                waitpid(child, Some(WaitPidFlag::WNOHANG)),
                Ok(WaitStatus::StillAlive)
            ) {
                continue;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// The processes whose parent is stepdoku, from `/proc`.
fn children() -> Vec<Pid> {
    let me = std::process::id().to_string();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: i32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // `pid (comm) state ppid …`: the name may hold spaces and parentheses.
            let after = &stat[stat.rfind(')')? + 1..];
            let parent = after.split_whitespace().nth(1)?;
            (parent == me).then_some(Pid::from_raw(pid))
        })
        .collect()
}

/// Remove `dir` and everything in it, first giving back the owner's permissions on each
/// folder the program took them from (links are never followed).
pub fn remove_tree(dir: &Path) -> io::Result<()> {
    if std::fs::remove_dir_all(dir).is_ok() {
        return Ok(());
    }
    let mut folders: Vec<PathBuf> = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let _ = set_mode(&folder, 0o700);
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                folders.push(entry.path());
            }
        }
    }
    std::fs::remove_dir_all(dir)
}

fn set_mode(path: &Path, mode: u32) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    // Only a folder itself, never what a link points to.
    if !std::fs::symlink_metadata(path)?.is_dir() {
        return Ok(());
    }
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
}
