//! `stepdoku completions SHELL` and `stepdoku man`, printed by the real binary.

use crate::common::assert_contains;
use crate::common::run::{stderr, stepdoku};

#[test]
fn completions_for_every_shell_name_the_subcommands() {
    let dir = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = stepdoku(&["completions", shell], dir.path());
        assert!(out.status.success(), "{shell}: {}", stderr(&out));
        let script = String::from_utf8(out.stdout).unwrap();
        for sub in ["race", "trace", "games", "watch"] {
            assert!(script.contains(sub), "{shell} lacks {sub}");
        }
    }
    let out = stepdoku(&["completions", "tcsh"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("possible values"), "{}", stderr(&out));
}

#[test]
fn the_man_page_documents_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["man"], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(
        page.starts_with(".ie") || page.contains(".TH stepdoku 1"),
        "{page}"
    );
    for sub in [
        "stepdoku\\-race",
        "stepdoku\\-trace",
        "\\-\\-until",
        "\\-\\-record",
    ] {
        assert!(page.contains(sub), "the man page lacks {sub}");
    }
}

/// Each subcommand's options are defined only when needed: help, completions and errors must
/// still see them, under the subcommand's own description.
#[test]
fn subcommand_help_and_completions_see_the_subcommand_options() {
    let dir = tempfile::tempdir().unwrap();
    for (sub, about, option) in [
        ("solve", "Solve puzzles headlessly", "--max-steps"),
        ("watch", "Watch the backtracking solver", "--until"),
        ("play", "Play a puzzle in the terminal", "--continue"),
        ("generate", "Generate unique puzzles", "--jobs"),
    ] {
        let out = stepdoku(&[sub, "--help"], dir.path());
        assert!(out.status.success(), "{sub}: {}", stderr(&out));
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.starts_with(about), "{sub}: {help}");
        assert!(help.contains(option), "{sub} --help lacks {option}: {help}");
    }
    let out = stepdoku(&["completions", "bash"], dir.path());
    let script = String::from_utf8(out.stdout).unwrap();
    for option in ["--max-steps", "--until", "--record"] {
        assert!(script.contains(option), "bash completions lack {option}");
    }
    let out = stepdoku(&["solve", "--no-such-option"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "Usage: stepdoku solve");
}

/// The man page documents what its options cannot: each screen's keys (from the binding
/// table), the files, and the environment.
#[test]
fn the_man_page_has_keys_files_and_environment() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::run::stepdoku(&["man"], dir.path());
    assert!(out.status.success());
    let page = String::from_utf8_lossy(&out.stdout);
    for section in [
        ".SH KEYS",
        ".SH FILES",
        ".SH ENVIRONMENT",
        ".SS \\&Playing",
        ".SS \\&Watching",
    ] {
        assert!(page.contains(section), "{section}");
    }
    for word in [
        "STEPDOKU_DATA_DIR",
        "STEPDOKU_CONFIG",
        "NO_COLOR",
        "XDG_DATA_HOME",
        "XDG_CONFIG_HOME",
        "config.toml",
        "stepdoku.sqlite3",
        "Digit filter",
        "A blank: the cell stays empty",
    ] {
        assert!(page.contains(word), "{word}");
    }
    // No line of text begins as a roff request would.
    let keys = &page[page.find(".SH KEYS").unwrap()..page.find(".SH FILES").unwrap()];
    for line in keys.lines() {
        assert!(
            line.starts_with('.') && [".SH", ".SS", ".TP"].iter().any(|r| line.starts_with(r))
                || !line.starts_with(['.', '\'']),
            "{line}"
        );
    }
}

/// The man page walks a learner from the blog post's `dfs` to AC: prints, judge, replay.
#[test]
fn the_man_page_has_a_learners_path() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::common::run::stepdoku(&["man"], dir.path());
    assert!(out.status.success());
    let page = String::from_utf8_lossy(&out.stdout);
    let path = page
        .split(".SH \"A LEARNER'S PATH\"")
        .nth(1)
        .and_then(|rest| rest.split(".SH ").next())
        .unwrap_or_else(|| panic!("no learner's path: {page}"));
    for words in [
        "__LINE__",
        "stepdoku judge 2239 \\-\\-trace cases \\-\\-source sol.cpp \\-\\- ./sol",
        "main must return 0",
        "stepdoku replay cases/empty.in cases/empty.trace \\-\\-compare row\\-major \\-\\-source sol.cpp",
        "Predict",
    ] {
        assert!(path.contains(words), "{words}: {path}");
    }
}
