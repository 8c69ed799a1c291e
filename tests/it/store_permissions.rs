//! Permission and read-only problems with the store, through the real binary, run as a user
//! the permissions apply to: root ignores them, so as root the binary runs as `nobody` on a
//! data directory given to `nobody`. A store that can be read but not written is listed and
//! played, and says its moves will not be saved and why; an unreadable one is refused with
//! its real cause. None is ever set aside or changed.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Instant;

use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::store::Store;

use crate::common::assert_contains;
use crate::common::pty::Session;
use crate::common::puzzle::{CLASSIC, c, d, grid};
use crate::common::run::{stderr, stdout};

/// `nobody`, whom the permission bits bind.
const UNPRIVILEGED: u32 = 65534;

/// A data directory with one game in progress (the classic, r1c3 = 4), owned by the user the
/// binary runs as. Its permissions are put back when it goes, so it can be removed.
struct Data {
    root: tempfile::TempDir,
    as_root: bool,
}

impl Data {
    fn with_a_game() -> Self {
        let root = tempfile::tempdir().unwrap();
        let as_root = std::fs::metadata(root.path()).unwrap().uid() == 0;
        let dir = root.path().join("data");
        {
            let store = Store::open(&dir).unwrap().store;
            let source = PuzzleSource::new("classic.txt", None, 0, 1);
            let mut game = Game::new(&grid(CLASSIC), source).unwrap();
            game.place(c("r1c3"), d(4)).unwrap();
            store
                .save(None, &game, c("r1c3"), None, None, Instant::now())
                .unwrap();
        }
        if as_root {
            give_away(root.path());
        }
        Self { root, as_root }
    }

    fn dir(&self) -> PathBuf {
        self.root.path().join("data")
    }

    fn database(&self) -> PathBuf {
        self.dir().join("stepdoku.sqlite3")
    }

    /// `stepdoku ARGS` on this data directory, as the user it belongs to.
    fn run(&self, args: &[&str]) -> Output {
        let mut command = Command::new(env!("CARGO_BIN_EXE_stepdoku"));
        command
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("STEPDOKU_DATA_DIR", self.dir())
            .env("STEPDOKU_CONFIG", self.root.path().join("config.toml"))
            .stdin(Stdio::null());
        if self.as_root {
            command.uid(UNPRIVILEGED).gid(UNPRIVILEGED);
        }
        command.output().unwrap()
    }

    /// `stepdoku ARGS` in a terminal, as the user the directory belongs to (through
    /// `setpriv` when the test runs as root).
    fn session(&self, args: &[&str]) -> Session {
        if !self.as_root {
            return Session::start(args, &self.dir(), &[]);
        }
        let id = UNPRIVILEGED.to_string();
        let mut all = vec!["--reuid", &id, "--regid", &id, "--clear-groups"];
        all.push(env!("CARGO_BIN_EXE_stepdoku"));
        all.extend(args);
        Session::start_program("setpriv", &all, &self.dir())
    }

    /// Nothing set aside, no journal left beside the database, and its bytes as they were.
    fn assert_untouched(&self, before: &[u8]) {
        let names: Vec<String> = std::fs::read_dir(self.dir())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("stepdoku.sqlite3"))
            .collect();
        assert_eq!(names, ["stepdoku.sqlite3"]);
        let mode = std::fs::metadata(self.database()).unwrap().mode();
        chmod(&self.database(), 0o600);
        assert_eq!(std::fs::read(self.database()).unwrap(), before);
        chmod(&self.database(), mode);
    }
}

impl Drop for Data {
    fn drop(&mut self) {
        chmod(&self.dir(), 0o700);
        chmod(&self.database(), 0o600);
    }
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Give `path` and everything in it to the unprivileged user.
fn give_away(path: &Path) {
    std::os::unix::fs::chown(path, Some(UNPRIVILEGED), Some(UNPRIVILEGED)).unwrap();
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            give_away(&entry.unwrap().path());
        }
    }
}

/// The binary can run as the unprivileged user in a terminal (`setpriv`, as root).
fn terminal_as_user(data: &Data) -> bool {
    let found = !data.as_root
        || Command::new("setpriv")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: running as root and no setpriv to drop to another user");
    }
    found
}

/// `games` lists the game and says why moves will not be saved (`cause`, and the path).
fn listed_read_only(data: &Data, cause: &str) {
    let out = data.run(&["games"]);
    let said = stderr(&out);
    assert!(out.status.success(), "{said}");
    assert!(stdout(&out).contains("classic.txt"), "{}", stdout(&out));
    let path = data.database().display().to_string();
    assert!(
        said.contains("Moves will not be saved")
            && said.contains(&format!("{path} is read-only"))
            && said.contains(cause),
        "{said}"
    );
    for wrong in ["keep aside", "no data directory", "damaged"] {
        assert!(!said.contains(wrong), "{said}");
    }
}

/// `play --continue` shows the game, says moves will not be saved, refuses a save with the
/// cause, and never reports a save.
fn played_read_only(data: &Data, cause: &str) {
    let mut player = data.session(&["play", "--continue"]);
    player.wait_for_text("Moves will not be saved");
    assert_eq!(player.board()["r1c3"].text, "4");
    player.send("\x1b[C6");
    player.wait_for_text("Game NOT saved");
    assert_contains(&player.contents(), "Permission");
    player.quit_unsaved("was NOT saved");
    let shown = player.contents();
    assert!(shown.contains(cause), "{shown}");
    assert!(!shown.contains("Game saved"), "{shown}");
}

#[test]
fn a_read_only_database_is_listed_and_played_and_says_moves_are_not_saved() {
    let data = Data::with_a_game();
    let before = std::fs::read(data.database()).unwrap();
    chmod(&data.database(), 0o444);
    listed_read_only(&data, "Permission denied");
    if terminal_as_user(&data) {
        played_read_only(&data, "Permission denied");
    }
    data.assert_untouched(&before);
}

#[test]
fn a_read_only_data_directory_is_listed_played_and_offered_on_the_start_screen() {
    let data = Data::with_a_game();
    let before = std::fs::read(data.database()).unwrap();
    chmod(&data.dir(), 0o500);
    let folder = format!("its folder {}: Permission denied", data.dir().display());
    listed_read_only(&data, &folder);
    if terminal_as_user(&data) {
        played_read_only(&data, "Permission denied");
        let mut start = data.session(&[]);
        start.wait_for_text("Continue a game");
        // The puzzle on screen has no moves, so the start screen names the store's state
        // itself rather than a save of that puzzle.
        start.wait_for_text("Moves will not be saved");
        assert!(start.contents().contains("classic.txt"));
        start.signal("KILL");
        start.wait_status();
    }
    data.assert_untouched(&before);
}

#[test]
fn an_unreadable_database_is_refused_with_its_cause_and_left_as_it_is() {
    let data = Data::with_a_game();
    let before = std::fs::read(data.database()).unwrap();
    chmod(&data.database(), 0o000);
    let cause = format!(
        "cannot read {}: Permission denied",
        data.database().display()
    );
    for args in [&["games"][..], &["stats"], &["play", "--continue"]] {
        let out = data.run(args);
        let said = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {said}");
        assert!(said.contains(&cause), "{args:?}: {said}");
        for wrong in [
            "keep aside",
            "no data directory",
            "damaged",
            "unable to open",
        ] {
            assert!(!said.contains(wrong), "{args:?}: {said}");
        }
    }
    data.assert_untouched(&before);
}
