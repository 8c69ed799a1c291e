//! The settings file, as a user meets it: printed, checked, rebinding keys on screen, and a
//! broken file reported with its line and column while play goes on.

use crate::common::assert_contains;
use crate::common::pty::Session;
use crate::common::run::{stderr, stdout, stepdoku};

#[test]
fn config_print_writes_a_file_that_checks_clean() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["config", "--print"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for setting in [
        "# theme = \"auto\"",
        "# hint = \"H\"",
        "# watch-to-end = [\"End\", \"e\"]",
    ] {
        assert!(text.contains(setting), "lacks {setting}");
    }
    std::fs::write(dir.path().join("config.toml"), &text).unwrap();
    let out = stepdoku(&["config", "--check"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).ends_with(": fine\n"), "{}", stdout(&out));
    let out = stepdoku(&["config", "--path"], dir.path());
    assert_eq!(
        stdout(&out).trim_end(),
        dir.path().join("config.toml").display().to_string()
    );
}

#[test]
fn config_check_names_each_problem_with_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(&file, "[keys]\nhint = \"u\"\nfly = \"f\"\n").unwrap();
    let out = stepdoku(&["config", "--check"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<String> = stderr(&out).lines().map(str::to_owned).collect();
    let at = file.display();
    assert_eq!(
        lines,
        [
            format!("stepdoku: {at}:2:8: [keys] hint on u: undo already has that key"),
            format!(
                "stepdoku: {at}:3:7: [keys] unknown action \"fly\" (stepdoku config --print lists every action)"
            ),
        ]
    );
}

#[test]
fn a_broken_settings_file_is_shown_and_play_goes_on() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("config.toml"), "theme = \"dark\"\n[play\n").unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("config.toml:2:");
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C5");
    player.wait_for_text("Clashes  1");
    player.quit();
}

#[test]
fn a_rebound_key_works_and_the_footer_and_help_show_it() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("config.toml"),
        "[keys]\nhint = \"?\"\ntoggle-help = \"F1\"\n",
    )
    .unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("? hint");
    assert_contains(&player.contents(), "F1 help");
    player.send("?");
    player.wait_for_text("Look at r5c5");
    player.send("\x1bOP");
    player.wait_for_text("Move the cursor");
    let help = player.contents();
    assert!(help.contains("F1"), "{help}");
    player.send("\x1b");
    player.wait_for("the help to close", |s| {
        !s.contents().contains("Move the cursor")
    });
    player.quit();
}

#[test]
fn config_check_lists_every_problem_and_never_waits_on_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(
        &file,
        "[play]\nauto-notes = \"yes\"\nshow-mistakes = 2\n[watch]\nspeed = \"warp\"\n",
    )
    .unwrap();
    let out = stepdoku(&["config", "--check"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let at = file.display().to_string();
    let lines: Vec<String> = stderr(&out).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    for (line, place) in lines.iter().zip([":2:14:", ":3:17:", ":5:9:"]) {
        assert!(
            line.starts_with(&format!("stepdoku: {at}{place}")),
            "{line}"
        );
    }
    std::fs::remove_file(&file).unwrap();
    if !std::process::Command::new("mkfifo")
        .arg(&file)
        .status()
        .is_ok_and(|s| s.success())
    {
        return;
    }
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(["config", "--check"])
        .env("STEPDOKU_CONFIG", &file)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > std::time::Duration::from_secs(10) {
            let _ = child.kill();
            panic!("config --check hung on a FIFO");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_contains(&stderr(&out), "not a regular file");
}
