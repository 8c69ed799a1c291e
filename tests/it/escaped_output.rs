//! Text from input never reaches the terminal raw: file names, a program's output and stderr,
//! trace lines and saved rows carry escape sequences here, and what stepdoku prints holds no
//! ESC byte (nor any other control character but the line ends). And every printing path goes
//! through the one escaping function: a grep of the sources finds no other.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::common::assert_contains;
use crate::common::run::{stderr, stdout};

const BIN: &str = env!("CARGO_BIN_EXE_stepdoku");

/// A sequence that would clear the screen and retitle the window if it were sent as it is.
const HOSTILE: &str = "\x1b[2J\x1b]0;owned\x07";

fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env("STEPDOKU_DATA_DIR", dir)
        .env("STEPDOKU_CONFIG", dir.join("config.toml"))
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// No control character in `out`'s stdout or stderr but the line ends.
fn assert_clean(what: &str, out: &Output) {
    for (name, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let raw = bytes
            .iter()
            .find(|&&b| (b < 0x20 && b != b'\n') || b == 0x7f);
        assert!(
            raw.is_none(),
            "{what}: {name} holds the control byte {raw:?}:\n{}",
            String::from_utf8_lossy(bytes)
        );
    }
}

#[test]
fn the_judges_lines_boards_and_stderr_tail_show_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let case = dir.path().join(format!("{HOSTILE}empty.in"));
    std::fs::write(&case, "000000000\n".repeat(9)).unwrap();
    let case = case.to_str().unwrap();
    // A wrong answer whose line is quoted, then a crash whose stderr is quoted.
    for script in [
        format!("printf '{HOSTILE}\\n'"),
        format!("printf '{HOSTILE}\\n' >&2; exit 3"),
    ] {
        let out = run_in(
            dir.path(),
            &["judge", "2239", "--case", case, "--", "sh", "-c", &script],
        );
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert_clean(&script, &out);
        assert_contains(&stdout(&out), "\\e[2J\\e]0;owned\\a");
    }
    // A case file that cannot be read names itself escaped.
    let missing = format!("{HOSTILE}missing.in");
    let out = run_in(
        dir.path(),
        &["judge", "2239", "--case", &missing, "--", "true"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_clean("a missing case", &out);
    assert!(stderr(&out).contains("\\e[2J"), "{}", stderr(&out));
}

#[test]
fn the_replay_summary_shows_escapes_and_a_forged_note_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = dir.path().join("empty.txt");
    std::fs::write(&puzzle, ".".repeat(81) + "\n").unwrap();
    let trace = dir.path().join(format!("{HOSTILE}.trace"));
    // An unreadable move quoting the escape, and a line that looks like the judge's note.
    std::fs::write(
        &trace,
        "try 1 1 \x1b[2J\nstepdoku judge: the program was stopped after 1.0 s (the time limit)\n",
    )
    .unwrap();
    let summary = || {
        run_in(
            dir.path(),
            &[
                "replay",
                puzzle.to_str().unwrap(),
                trace.to_str().unwrap(),
                "--summary",
            ],
        )
    };
    let out = summary();
    assert_clean("replay --summary", &out);
    let text = stdout(&out);
    assert_contains(&text, "\\e[2J\\e]0;owned\\a.trace: 1 step (");
    // The look-alike line is one of the program's lines: the unfinished search is flagged.
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(!text.contains("the program was stopped"), "{text}");

    // Only that line, on an empty board: no move, an unfinished search, exit 1.
    std::fs::write(
        &trace,
        "stepdoku judge: the program was stopped after 1.0 s (the time limit)\n",
    )
    .unwrap();
    let out = summary();
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
}

#[test]
fn a_saved_games_source_is_listed_escaped() {
    use crate::common::puzzle::grid;
    let dir = tempfile::tempdir().unwrap();
    let source = stepdoku_core::game::PuzzleSource::new(format!("{HOSTILE}evil.txt"), None, 0, 1);
    let game =
        stepdoku_core::game::Game::new(&grid(crate::common::puzzle::CLASSIC), source).unwrap();
    std::fs::write(
        dir.path().join("game.json"),
        game.to_save(std::time::Instant::now()),
    )
    .unwrap();
    let out = run_in(dir.path(), &["games"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_clean("games", &out);
    assert_contains(&stdout(&out), "\\e[2J\\e]0;owned\\aevil.txt");
}

/// Every way stepdoku's own code could print (`println!`, `eprintln!`, `print!`, `eprint!`,
/// a handle on stderr) is either [`cli::say`](../../src/cli.rs), which escapes each line, or a
/// write of an escaped line (`escape(` on the same line), or absent: text from input cannot
/// reach stderr any other way. Standard output is written
/// through `cli::output` by the commands that print input, each line escaped: those writes
/// must name the escaping function in the same file.
#[test]
fn every_printing_path_goes_through_the_escaping_function() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for top in ["src", "core/src"] {
        collect(&root.join(top), &mut files);
    }
    let tests_only = test_modules(&files);
    let mut found = Vec::new();
    for file in &files {
        if tests_only
            .iter()
            .any(|t| file.starts_with(t) || *file == t.with_extension("rs"))
        {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let product = text.split("#[cfg(test)]").next().unwrap_or("");
        for (n, line) in product.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            let prints = [
                "println!",
                "eprintln!",
                "print!(",
                "eprint!(",
                "io::stderr()",
            ]
            .iter()
            .any(|p| code.contains(p));
            let is_say = file.ends_with("src/cli.rs") && code.contains("std::io::stderr().lock()");
            let asks = code.contains("is_terminal()")
                || code.contains("escape(")
                || code.contains("escape_lines(");
            if prints && !is_say && !asks {
                found.push(format!("{}:{}: {code}", file.display(), n + 1));
            }
        }
        // A command that writes input to stdout escapes it there.
        let writes_stdout = product.contains("output::stdout()");
        let prints_input = ["games.rs", "replay.rs", "judge/report.rs"]
            .iter()
            .any(|name| file.ends_with(name));
        if writes_stdout && prints_input && !product.contains("escape(") {
            found.push(format!(
                "{}: writes stdout without escaping",
                file.display()
            ));
        }
    }
    assert!(
        found.is_empty(),
        "printing paths outside the escaping function:\n{}",
        found.join("\n")
    );
}

/// The paths (without `.rs`) of the modules declared under `#[cfg(test)]`: test code.
fn test_modules(files: &[std::path::PathBuf]) -> Vec<std::path::PathBuf> {
    let mut modules = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        let stem = file.file_stem().unwrap_or_default();
        let dir = if ["lib", "main", "mod"].iter().any(|n| stem == *n) {
            file.parent().unwrap().to_path_buf()
        } else {
            file.with_extension("")
        };
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            if pair[0] == "#[cfg(test)]"
                && let Some(name) = pair[1]
                    .strip_prefix("mod ")
                    .or_else(|| pair[1].strip_prefix("pub(crate) mod "))
                    .and_then(|rest| rest.strip_suffix(';'))
            {
                modules.push(dir.join(name));
            }
        }
    }
    modules
}

fn collect(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            if !path.ends_with("tests") {
                collect(&path, files);
            }
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_none_or(|n| n != "tests.rs")
        {
            files.push(path);
        }
    }
}
