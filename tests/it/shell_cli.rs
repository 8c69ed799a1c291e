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

/// `stepdoku ARGS` with stdout on a terminal `columns` wide: the screen as that terminal
/// shows it, as tall as the output, and whether each row ran past the edge onto the next.
fn help_on_a_terminal(args: &[&str], columns: u16) -> (String, Vec<bool>) {
    use portable_pty::{CommandBuilder, PtySize, native_pty_system};
    use std::io::Read;
    const ROWS: u16 = 1000;
    let pair = native_pty_system()
        .openpty(PtySize {
            rows: ROWS,
            cols: columns,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_stepdoku"));
    cmd.args(args);
    cmd.env("STEPDOKU_DATA_DIR", dir.path());
    cmd.env("STEPDOKU_CONFIG", dir.path().join("config.toml"));
    cmd.env("TERM", "xterm-256color");
    // A width in the environment is not the terminal's: help must measure the terminal.
    cmd.env("COLUMNS", "100");
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    let mut reader = pair.master.try_clone_reader().unwrap();
    let (sent, got) = std::sync::mpsc::channel();
    // Read until the program has closed the terminal (EOF or EIO), off the test's thread so
    // that a hang fails the test instead of stopping it.
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            bytes.extend_from_slice(&buf[..n]);
        }
        let _ = sent.send(bytes);
    });
    let bytes = got
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("help is written and the terminal closed within two minutes");
    assert!(child.wait().unwrap().success());
    drop(pair.master);
    let mut screen = vt100::Parser::new(ROWS.try_into().unwrap(), columns.try_into().unwrap(), 0);
    screen.process(&bytes);
    let screen = screen.screen();
    let wrapped = (0..ROWS).map(|row| screen.row_wrapped(row)).collect();
    (screen.contents(), wrapped)
}

/// On a terminal narrower than clap's 100 columns, help is wrapped at the terminal's width, so
/// the terminal never breaks a word at its edge; on a wider one it stays at 100 columns.
#[test]
fn help_on_a_terminal_fits_its_width_without_breaking_words() {
    for args in [["judge", "--help"], ["generate", "--help"]] {
        for columns in [80, 65] {
            let (text, wrapped) = help_on_a_terminal(&args, columns);
            assert!(text.contains("Usage: stepdoku "), "{args:?}: {text}");
            let rows: Vec<&str> = text.lines().collect();
            for (row, line) in rows.iter().enumerate() {
                assert!(
                    !wrapped[row],
                    "{args:?} at {columns} columns: row {row} runs past the edge: {line:?}\n{text}"
                );
            }
            // Wrapped at the terminal, not far inside it.
            let widest = rows.iter().map(|l| l.trim_end().chars().count()).max();
            assert!(
                widest.is_some_and(|w| w > usize::from(columns) - 10),
                "{args:?} at {columns}: {widest:?}\n{text}"
            );
        }
        let (text, _) = help_on_a_terminal(&args, 200);
        let widest = text.lines().map(|l| l.trim_end().chars().count()).max();
        assert!(
            widest.is_some_and(|w| w > 80 && w <= 100),
            "{args:?} at 200: {widest:?}\n{text}"
        );
    }
}

/// Help written to a pipe or a file is the same wherever it was run: wrapped at 100 columns, not
/// the width of a terminal the command was started from or of `$COLUMNS`.
#[test]
fn help_to_a_pipe_is_wrapped_at_100_columns() {
    let dir = tempfile::tempdir().unwrap();
    for sub in ["judge", "generate"] {
        let out = stepdoku(&[sub, "--help"], dir.path());
        assert!(out.status.success(), "{sub}: {}", stderr(&out));
        let help = String::from_utf8(out.stdout).unwrap();
        let widest = help.lines().map(|l| l.chars().count()).max();
        assert!(
            widest.is_some_and(|w| w > 80 && w <= 100),
            "{sub}: {widest:?}\n{help}"
        );
    }
}
