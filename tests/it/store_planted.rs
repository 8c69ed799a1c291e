//! Files the user did not make are never opened or waited on: a FIFO, a socket or a device
//! planted as the database, as the files SQLite keeps beside it, or as a window's lock file.
//! Each command ends promptly, names the file and what it is, and leaves it as it was.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::assert_contains;
use crate::common::run::stderr;

/// `stepdoku ARGS` on the data directory, killed and failed after a generous deadline: a
/// command that waits on a FIFO never ends by itself.
fn bounded(args: &[&str], data: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .env("STEPDOKU_DATA_DIR", data)
        .env("STEPDOKU_CONFIG", data.join("config.toml"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("stepdoku {args:?} still waits after 60 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn a_fifo_as_the_database_or_beside_it_is_refused_at_once() {
    for name in [
        "stepdoku.sqlite3",
        "stepdoku.sqlite3-wal",
        "stepdoku.sqlite3-shm",
        "stepdoku.sqlite3-journal",
    ] {
        let data = tempfile::tempdir().unwrap();
        if name != "stepdoku.sqlite3" {
            // A store there already, as after any earlier run.
            assert!(bounded(&["games"], data.path()).status.success());
        }
        let planted = data.path().join(name);
        let _ = std::fs::remove_file(&planted);
        mkfifo(&planted);
        for args in [&["games"][..], &["stats"], &["play", "--continue"]] {
            let out = bounded(args, data.path());
            assert_ne!(out.status.code(), Some(0), "{name}: {args:?}");
            let said = stderr(&out);
            assert!(
                said.contains(name) && said.contains("FIFO"),
                "{name}: {args:?}: {said}"
            );
        }
        let kind = std::fs::symlink_metadata(&planted).unwrap().file_type();
        assert!(
            std::os::unix::fs::FileTypeExt::is_fifo(&kind),
            "{name} left as it was"
        );
    }
}

#[test]
fn a_socket_or_a_device_as_the_database_is_refused() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("stepdoku.sqlite3");
    let socket = std::os::unix::net::UnixListener::bind(&path).unwrap();
    let out = bounded(&["games"], data.path());
    assert_ne!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("a socket"), "{}", stderr(&out));
    drop(socket);
    std::fs::remove_file(&path).unwrap();
    std::os::unix::fs::symlink("/dev/zero", data.path().join("stepdoku.sqlite3-wal")).unwrap();
    let out = bounded(&["games"], data.path());
    assert_ne!(out.status.code(), Some(0));
    assert_contains(&stderr(&out), "stepdoku.sqlite3-wal is a symbolic link");
}

/// A FIFO named like a window's lock file: opening the store looks at every lock file (to
/// clear those of windows that died), and must pass this one by.
#[test]
fn a_fifo_as_a_window_lock_file_is_not_waited_on() {
    let data = tempfile::tempdir().unwrap();
    assert!(bounded(&["games"], data.path()).status.success());
    let windows = data.path().join("windows");
    std::fs::create_dir_all(&windows).unwrap();
    let planted = windows.join("4242-17f00d-0.lock");
    mkfifo(&planted);
    let out = bounded(&["games"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(planted.exists(), "left as it was");
}
