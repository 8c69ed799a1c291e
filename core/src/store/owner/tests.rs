//! Liveness by lock: a window is alive while it holds its file, whatever its process id says.

use std::os::unix::fs::PermissionsExt;

use super::*;

fn owned_by(windows: &Owners) -> Owner {
    Owner {
        pid: Some(i64::from(windows.pid())),
        token: windows.token().map(str::to_owned),
    }
}

fn lock_files(data: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data.join(DIR_NAME))
        .expect("listed")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    names
}

/// The file a window killed with `kill -9` leaves: there, but locked by nobody.
fn leave_dead_window(data: &Path, token: &str) {
    std::fs::create_dir_all(data.join(DIR_NAME)).expect("made");
    std::fs::write(data.join(DIR_NAME).join(format!("{token}.lock")), "").expect("written");
}

#[test]
fn a_second_window_of_the_same_process_is_alive_and_this_one_is_not_another() {
    let data = tempfile::tempdir().expect("tmp");
    let mine = Owners::open(data.path());
    let other = Owners::open(data.path());
    assert!(mine.token().is_some() && other.token().is_some());
    assert_ne!(mine.token(), other.token());
    assert!(mine.other_alive(&owned_by(&other)));
    assert!(other.other_alive(&owned_by(&mine)));
    assert!(!mine.other_alive(&owned_by(&mine)));
}

#[test]
fn a_window_that_ended_is_dead_and_leaves_no_file() {
    let data = tempfile::tempdir().expect("tmp");
    let mine = Owners::open(data.path());
    let other = Owners::open(data.path());
    let owner = owned_by(&other);
    drop(other);
    assert!(!mine.other_alive(&owner));
    assert_eq!(
        lock_files(data.path()).len(),
        1,
        "only this window's file is left"
    );
}

#[test]
fn a_dead_window_whose_process_id_is_alive_again_is_dead() {
    let data = tempfile::tempdir().expect("tmp");
    let mine = Owners::open(data.path());
    // Process ids of running processes, reused by a window that is gone.
    for pid in [1, i64::from(std::os::unix::process::parent_id())] {
        let token = format!("{pid}-5eed-0");
        leave_dead_window(data.path(), &token);
        let owner = Owner {
            pid: Some(pid),
            token: Some(token.clone()),
        };
        assert!(!mine.other_alive(&owner), "process {pid}");
        assert!(
            !lock_files(data.path()).contains(&format!("{token}.lock")),
            "its file is cleaned up"
        );
    }
}

#[test]
fn a_row_with_a_process_id_alone_is_judged_by_that_process() {
    let data = tempfile::tempdir().expect("tmp");
    let mine = Owners::open(data.path());
    let by_pid = |pid: u32| Owner {
        pid: Some(i64::from(pid)),
        token: None,
    };
    let mut child = std::process::Command::new("true").spawn().expect("spawned");
    let ended = child.id();
    child.wait().expect("ended");
    assert!(!mine.other_alive(&by_pid(ended)));
    assert!(mine.other_alive(&by_pid(std::os::unix::process::parent_id())));
    assert!(
        !mine.other_alive(&by_pid(std::process::id())),
        "this process"
    );
    assert!(!mine.other_alive(&Owner::default()), "nobody");
}

#[test]
fn a_window_with_no_file_or_a_foreign_token_is_dead() {
    let data = tempfile::tempdir().expect("tmp");
    let mine = Owners::open(data.path());
    let outside = data.path().join("victim.lock");
    std::fs::write(&outside, "").expect("written");
    for token in ["1-never-0", "../victim", ""] {
        let owner = Owner {
            pid: Some(1),
            token: Some(token.to_owned()),
        };
        assert!(!mine.other_alive(&owner), "{token:?}");
    }
    assert!(outside.exists(), "nothing outside the folder is touched");
}

#[test]
fn opening_sweeps_the_files_of_killed_windows_and_keeps_live_ones() {
    let data = tempfile::tempdir().expect("tmp");
    let live = Owners::open(data.path());
    leave_dead_window(data.path(), "1-dead-0");
    let mine = Owners::open(data.path());
    let mut expected = vec![
        format!("{}.lock", live.token().expect("locked")),
        format!("{}.lock", mine.token().expect("locked")),
    ];
    expected.sort();
    assert_eq!(lock_files(data.path()), expected);
}

#[test]
fn the_lock_folder_is_private() {
    let data = tempfile::tempdir().expect("tmp");
    let _mine = Owners::open(data.path());
    let mode = std::fs::metadata(data.path().join(DIR_NAME))
        .expect("made")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o700);
}

#[test]
fn without_a_writable_folder_rows_name_the_process_alone() {
    let data = tempfile::tempdir().expect("tmp");
    std::fs::write(data.path().join(DIR_NAME), "not a folder").expect("written");
    let mine = Owners::open(data.path());
    assert_eq!(mine.token(), None);
    assert_eq!(mine.pid(), std::process::id());
}
