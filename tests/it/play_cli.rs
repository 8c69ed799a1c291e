//! `stepdoku play` through the real binary, without a terminal: every bad start is a clear
//! message and an exit code, never a panic or a garbled screen.

use crate::common;

use crate::common::assert_contains;
use common::run::{bad_puzzle_file, stderr, stepdoku};

#[test]
fn a_bad_puzzle_file_names_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = bad_puzzle_file(dir.path());
    let out = stepdoku(&["play", file.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("bad.txt:1:81: expected a digit"), "{err}");
}

#[test]
fn a_missing_file_and_a_bad_index_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["play", "no/such/file.txt"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "cannot read no/such/file.txt");

    let out = stepdoku(
        &["play", "puzzles/starter.txt", "--index", "999"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("stepdoku: --index 999 is out of range")
            && !stderr(&out).contains("Location"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn continue_without_a_save_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["play", "--continue"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_contains(&stderr(&out), "no game in progress to continue");
}

#[test]
fn without_a_terminal_the_player_refuses_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["play", "puzzles/classic.txt"], dir.path());
    assert!(!out.status.success());
    assert_contains(&stderr(&out), "the player needs a terminal");
    assert!(out.stdout.is_empty(), "no escape codes leak into a pipe");
}

/// An old `game.json` that is not a save (here a directory) is reported once and kept, and
/// play goes on: the store starts empty.
#[test]
fn an_unreadable_old_save_is_reported_once_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("game.json")).unwrap();
    let out = stepdoku(&["games"], dir.path());
    assert_eq!(out.status.code(), Some(0));
    let err = stderr(&out);
    assert_eq!(err.matches("not a plain file").count(), 1, "{err}");
    assert!(dir.path().join("game.json.not-imported").is_dir());
    assert!(String::from_utf8_lossy(&out.stdout).contains("No game in progress"));
}

/// `--color` and `--theme` are the look of a terminal session: before a subcommand that draws
/// or after it, and nowhere near one that draws nothing. The player's own options next to
/// another subcommand are a usage error that names both.
#[test]
fn the_look_goes_with_what_draws_and_the_players_options_only_with_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = "puzzles/classic.txt";
    let subcommands = [
        &["trace", puzzle][..],
        &["games"],
        &["stats"],
        &["config", "--path"],
        &["solve", puzzle],
    ];
    for sub in subcommands {
        let name = sub[0];
        for look in [&["--theme", "light"][..], &["--color", "never"]] {
            let before = stepdoku(&[look, sub].concat(), dir.path());
            assert_eq!(before.status.code(), Some(2), "{look:?} {sub:?}");
            let err = stderr(&before);
            let refused = format!("the subcommand '{name}' cannot be used with '{}", look[0]);
            assert!(err.contains(&refused), "{err}");
            // The usage line shows the look before any command, so the refusal says which
            // commands take it.
            let which = "it draws no screen; --color and --theme go with play, enter, watch";
            assert!(err.contains(which), "{err}");
            let after = stepdoku(&[sub, look].concat(), dir.path());
            assert_eq!(after.status.code(), Some(2), "{sub:?} {look:?}");
            let unknown = format!("unexpected argument '{}'", look[0]);
            assert!(stderr(&after).contains(&unknown), "{}", stderr(&after));
            assert!(before.stdout.is_empty() && after.stdout.is_empty());
        }
    }
    // Before a subcommand that draws, they are taken (and the session then needs a
    // terminal, which this test has not).
    for sub in ["watch", "race", "play", "enter"] {
        let out = stepdoku(&["--color", "never", "--theme", "dark", sub], dir.path());
        let err = stderr(&out);
        assert!(!err.contains("cannot be used with"), "{sub}: {err}");
        assert!(err.contains("terminal"), "{sub}: {err}");
    }
    for (option, shown) in [
        (&["--seed", "3"][..], "--seed <SEED>"),
        (&["--daily"], "--daily"),
    ] {
        let args = [option, &["solve", puzzle]].concat();
        let out = stepdoku(&args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        let expected = format!("the subcommand 'solve' cannot be used with '{shown}'");
        assert!(err.contains(&expected), "{args:?}: {err}");
        assert!(!err.contains("draws no screen"), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// A usage error found once the arguments are read is one too: exit 2 and the usage.
#[test]
fn usage_errors_found_late_exit_2_with_the_usage() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &[
            "race",
            "--strategies",
            "row-major,mrv,propagate,blanks,logic",
            "puzzles/classic.txt",
        ][..],
        &[
            "trace",
            "--strategy",
            "logic",
            "--tree",
            "dot",
            "puzzles/classic.txt",
        ],
        &[
            "watch",
            "--strategy",
            "logic",
            "--until",
            "backtrack",
            "puzzles/classic.txt",
        ],
    ] {
        let out = stepdoku(args, dir.path());
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("Usage: stepdoku"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}

/// The docs' `puzzles/…` files are not there outside the source tree: for a bundled one the
/// error says where the player keeps it (the new-game menu) and what `stepdoku play` alone
/// opens; a file that is not bundled gets no such note.
#[test]
fn a_missing_bundled_file_says_the_new_game_menu_holds_it() {
    let dir = tempfile::tempdir().unwrap();
    for (file, name) in [
        ("puzzles/classic.txt", "classic"),
        ("puzzles/extreme.txt", "extreme"),
        ("puzzles/sudominoku.in", "sudominoku"),
    ] {
        for args in [vec![file], vec![file, "--index", "1"]] {
            let out =
                crate::common::run::stepdoku_in(dir.path(), &[&["play"], args.as_slice()].concat());
            assert_eq!(out.status.code(), Some(2));
            let said = stderr(&out);
            assert_contains(&said, &format!("cannot read {file}"));
            assert_contains(
                &said,
                &format!(
                    "({file} is in stepdoku's source tree; a copy is bundled: the new-game \
                     menu (N) offers {name}, and `stepdoku play` alone opens a bundled easy \
                     puzzle at random, or that menu when you have games in progress)"
                ),
            );
        }
    }
    for other in ["classic.txt", "puzzles/mine.txt", "mine/classic.txt"] {
        let out = crate::common::run::stepdoku_in(dir.path(), &["play", other]);
        assert_eq!(out.status.code(), Some(2));
        let said = stderr(&out);
        assert_contains(&said, &format!("cannot read {other}"));
        assert!(!said.contains("bundled"), "{other}: {said}");
    }
}
