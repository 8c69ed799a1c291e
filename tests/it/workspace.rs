//! The boundary between the crates, checked by the tools that enforce it: the core crate's
//! dependency tree holds no terminal crate, and every proptest regression file sits where
//! proptest reads it, beside a test that can replay it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Crates that belong to the terminal program, never to the core.
const TERMINAL_CRATES: [&str; 6] = [
    "ratatui",
    "crossterm",
    "clap",
    "color-eyre",
    "directories",
    "unicode-width",
];

#[test]
fn the_core_crate_depends_on_no_terminal_crate() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "tree",
            "--offline",
            "-p",
            "stepdoku-core",
            "--all-features",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ])
        .output()
        .expect("cargo tree runs");
    assert!(
        output.status.success(),
        "cargo tree failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let tree = String::from_utf8_lossy(&output.stdout);
    let names: Vec<&str> = tree
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert!(names.contains(&"stepdoku-core"), "no tree read:\n{tree}");
    assert!(
        names.contains(&"rusqlite"),
        "the store feature is not in the tree:\n{tree}"
    );
    let found: Vec<&&str> = TERMINAL_CRATES
        .iter()
        .filter(|krate| names.contains(krate))
        .collect();
    assert!(
        found.is_empty(),
        "the core crate depends on {found:?}:\n{tree}"
    );
}

/// proptest keeps a failing case in `proptest-regressions/<path of the test's file>.txt`,
/// beside the `src` (or `tests/it`'s parent for the integration tests). A file anywhere else, or
/// one whose test file is gone or runs no proptest, is never replayed.
#[test]
fn every_proptest_regression_file_is_replayed_by_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let places = [
        (
            root.join("core/proptest-regressions"),
            root.join("core/src"),
        ),
        (root.join("proptest-regressions"), root.join("src")),
        (
            root.join("tests/proptest-regressions"),
            root.join("tests/it"),
        ),
    ];
    for (regressions, sources) in &places {
        for file in files_under(regressions) {
            let relative = file.strip_prefix(regressions).unwrap_or(&file);
            let source = sources.join(relative).with_extension("rs");
            match std::fs::read_to_string(&source) {
                Ok(text) if text.contains("proptest!") => {}
                Ok(_) => problems.push(format!(
                    "{}: {} runs no proptest",
                    file.display(),
                    source.display()
                )),
                Err(_) => problems.push(format!(
                    "{}: no test file {}",
                    file.display(),
                    source.display()
                )),
            }
        }
    }
    for file in files_under(root) {
        let name = file.to_string_lossy();
        let in_place = places.iter().any(|(dir, _)| file.starts_with(dir));
        if !in_place
            && (name.ends_with(".proptest-regressions") || name.contains("proptest-regressions/"))
        {
            problems.push(format!("{name}: proptest never reads a file here"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_regression_check_sees_the_files_it_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seen = files_under(&root.join("tests/proptest-regressions"));
    assert!(
        seen.iter().any(|f| f.ends_with("hint_never_wrong.txt")),
        "{seen:?}"
    );
}

/// Every file under `dir`, skipping build output and version control.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        if path.is_dir() {
            files.extend(files_under(&path));
        } else {
            files.push(path);
        }
    }
    files.sort();
    files
}
