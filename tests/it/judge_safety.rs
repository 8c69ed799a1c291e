//! `stepdoku judge` contains what it runs: no process of the program outlives the judge
//! (signals, `setsid` and `setpgid` escapes), no file it did not make is followed or waited on,
//! its exit status is the verdict whatever happens to stdout, and only the program's own path
//! is rewritten. Every wait polls with a generous deadline: these hold on a loaded machine.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;

use crate::common::assert_contains;
use crate::common::judge::{BIN, empty_case, finish, gone, judge, pid_in};
use crate::common::run::{stderr, stdout};

#[test]
fn a_closed_window_or_sigquit_ends_the_busy_program_too() {
    for signal in [Signal::SIGHUP, Signal::SIGQUIT] {
        let dir = tempfile::tempdir().unwrap();
        let case = empty_case(dir.path(), false);
        let pid_file = dir.path().join("busy.pid");
        let script = format!("echo $$ > {}; while :; do :; done", pid_file.display());
        let child = judge("2239")
            .in_dir(dir.path())
            .case(&case)
            .time_limit("600")
            .sh(&script)
            .command()
            .spawn()
            .unwrap();
        let program = pid_in(&pid_file);
        kill(Pid::from_raw(child.id() as i32), signal).unwrap();
        let out = finish(child);
        assert_eq!(out.status.code(), Some(130), "{signal}: {}", stderr(&out));
        assert!(
            gone(program),
            "{signal}: the program {program} is still running"
        );
    }
}

#[test]
fn setsid_and_setpgid_escapes_are_ended_after_the_case() {
    // Each forks a sleeper that leaves the program's process group (a new session, or a new
    // group of its own; the session one forks once more, as a daemon does), then ends at once.
    let escapes = [
        (
            "setsid",
            "os.setsid()\n        if os.fork() > 0: os._exit(0)",
        ),
        ("setpgid", "os.setpgid(0, 0)"),
    ];
    for (name, leave) in escapes {
        let dir = tempfile::tempdir().unwrap();
        let case = empty_case(dir.path(), false);
        let pid_file = dir.path().join("escapee.pid");
        let script = format!(
            "import os, time\n\
             if os.fork() == 0:\n        {leave}\n        \
             open({pid:?} + '.tmp', 'w').write(str(os.getpid()))\n        \
             os.rename({pid:?} + '.tmp', {pid:?})\n        \
             time.sleep(600)\n\
             while not os.path.exists({pid:?}): time.sleep(0.01)\n",
            pid = pid_file.display().to_string()
        );
        let out = judge("2239")
            .in_dir(dir.path())
            .case(&case)
            .time_limit("30")
            .program(&["python3", "-c", &script])
            .finish();
        assert!(
            stdout(&out).contains("  WA   empty"),
            "{name}: {}",
            stdout(&out)
        );
        let escapee = pid_in(&pid_file);
        assert!(
            gone(escapee),
            "{name}: the escapee {escapee} is still running"
        );
    }
}

#[test]
fn a_failed_case_exits_1_when_stdout_is_closed_after_the_first_line() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // Three failing cases: their lines come after the reader has gone.
    let mut child = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .case(&case)
        .case(&case)
        .program(&["true"])
        .command()
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here, as `head -1` exits.
    assert!(first.starts_with("judging"), "{first}");
    let out = finish(child);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));

    // The same through a shell's pipe into `head -1`.
    let status = Command::new("bash")
        .args([
            "-c",
            &format!(
                "set -o pipefail; {BIN} judge 2239 --case {case} --case {case} -- true | head -1 >/dev/null",
                case = case.display()
            ),
        ])
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(1));
}

/// A FIFO at `path`.
fn fifo(path: &Path) {
    nix::unistd::mkfifo(path, nix::sys::stat::Mode::from_bits_truncate(0o600)).unwrap();
}

#[test]
fn planted_fifos_and_links_in_the_trace_and_save_folders_are_refused() {
    for name in ["empty.trace", "empty.in", "empty.out"] {
        for planted in ["fifo", "link"] {
            let dir = tempfile::tempdir().unwrap();
            let case = empty_case(dir.path(), false);
            let out_dir = dir.path().join("out");
            std::fs::create_dir(&out_dir).unwrap();
            let victim = dir.path().join("victim.txt");
            std::fs::write(&victim, "keep me").unwrap();
            let at = out_dir.join(name);
            if planted == "fifo" {
                fifo(&at);
            } else {
                std::os::unix::fs::symlink(&victim, &at).unwrap();
            }
            let case = case.to_str().unwrap();
            let out_dir = out_dir.to_str().unwrap();
            let args: Vec<&str> = if name == "empty.out" {
                vec!["--case", case, "--save-cases", out_dir]
            } else {
                vec!["--case", case, "--trace", out_dir, "--", "true"]
            };
            let out = judge("2239").in_dir(dir.path()).args(args).finish();
            let said = stderr(&out);
            assert_eq!(out.status.code(), Some(2), "{name} {planted}: {said}");
            assert!(
                said.contains("not a regular file"),
                "{name} {planted}: {said}"
            );
            assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
            let kind = std::fs::symlink_metadata(&at).unwrap().file_type();
            assert!(!kind.is_file(), "{name} {planted}: replaced");
        }
    }
}

/// Run `command` as a user whom permissions bind: as root (which ignores them) it runs as
/// `nobody`.
fn unprivileged(command: &mut Command) -> &mut Command {
    use std::os::unix::fs::MetadataExt;
    use std::os::unix::process::CommandExt;
    if std::fs::metadata("/proc/self").unwrap().uid() == 0 {
        command.uid(65534).gid(65534);
    }
    command
}

#[test]
fn the_temporary_directory_goes_even_when_the_program_locked_it() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let case = empty_case(dir.path(), false);
    let where_file = dir.path().join("where");
    let script = format!(
        "pwd > {}; mkdir -p d/e; touch d/e/f; chmod 000 d/e; chmod 500 d; chmod 500 .",
        where_file.display()
    );
    let out = finish(
        unprivileged(
            &mut judge("2239")
                .in_dir(dir.path())
                .case(&case)
                .sh(&script)
                .command(),
        )
        .spawn()
        .unwrap(),
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let temporary = std::fs::read_to_string(&where_file).unwrap();
    let temporary = Path::new(temporary.trim());
    let left = temporary.exists();
    if left {
        // Cleaned up for the next run (as root, or as its owner).
        let _ = Command::new("chmod")
            .arg("-R")
            .arg("u+rwx")
            .arg(temporary)
            .status();
        let _ = std::fs::remove_dir_all(temporary);
    }
    assert!(!left, "{} is left: {}", temporary.display(), stderr(&out));
}

#[test]
fn only_the_programs_own_path_is_made_absolute() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // A file named `cat` here: `sh -c cat` still runs the command `cat`, which echoes the
    // input back (a wrong answer), where running the file would be a runtime error.
    std::fs::write(dir.path().join("cat"), "not a program\n").unwrap();
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .program(&["sh", "-c", "cat"])
        .finish();
    assert!(
        stdout(&out).contains("  WA   empty"),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    // `python3 -m pkg` finds the package of the directory the judge was started in.
    let package = dir.path().join("pkg");
    std::fs::create_dir(&package).unwrap();
    std::fs::write(package.join("__main__.py"), "print('hello from pkg')\n").unwrap();
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .program(&["python3", "-m", "pkg"])
        .finish();
    assert!(
        stdout(&out).contains("found \"hello from pkg\""),
        "{}{}",
        stdout(&out),
        stderr(&out)
    );
    // `python3 sol.py` still finds its script.
    std::fs::write(dir.path().join("sol.py"), "print('hello from sol')\n").unwrap();
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .program(&["python3", "sol.py"])
        .finish();
    assert_contains(&stdout(&out), "found \"hello from sol\"");
}

#[test]
fn output_limit_and_cases_have_ceilings() {
    let dir = tempfile::tempdir().unwrap();
    for (flag, value) in [("--output-limit", "1000000000"), ("--cases", "10001")] {
        let out = judge("2239")
            .in_dir(dir.path())
            .arg(flag)
            .arg(value)
            .program(&["true"])
            .finish();
        assert_eq!(out.status.code(), Some(2), "{flag}");
        assert!(stderr(&out).contains(flag), "{flag}: {}", stderr(&out));
        assert!(stderr(&out).contains("not in "), "{flag}: {}", stderr(&out));
    }
}

/// A trace cut at replay's byte limit says so in bytes (`256 MiB`), not as "the first 0
/// steps": long lines of other prints, fed without end, never reach a step.
#[test]
fn a_trace_cut_by_its_bytes_says_bytes() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let puzzle = dir.path().join("empty.txt");
    std::fs::write(&puzzle, ".".repeat(81) + "\n").unwrap();
    let mut child = Command::new(BIN)
        .args([
            "replay",
            puzzle.to_str().unwrap(),
            "/dev/stdin",
            "--summary",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let line = format!("# {}\n", "x".repeat(4000));
    std::thread::spawn(move || while pipe.write_all(line.as_bytes()).is_ok() {});
    let out = finish(child);
    let text = stdout(&out);
    assert!(
        text.contains("only the first 256 MiB were read (replay reads no more; 0 steps in them)"),
        "{text}{}",
        stderr(&out)
    );
    assert!(!text.contains("first 0 steps"), "{text}");
}
