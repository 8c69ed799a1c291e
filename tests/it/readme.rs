//! The hint and grade transcript, run for real wherever the documentation shows it (the
//! README's tour and the reference): every `$ stepdoku …` line in the block that starts with
//! `$ stepdoku generate -d medium --seed 8 > puzzle.txt` is executed in a scratch directory
//! and must print exactly the lines the page shows under it.

use std::process::Command;

const FIRST: &str = "$ stepdoku generate -d medium --seed 8 > puzzle.txt";

/// The pages that show the transcript, relative to the workspace.
const PAGES: [&str; 2] = ["README.md", "docs/reference.md"];

/// The transcript in `page`: each command line with the output lines under it.
fn transcript(page: &str) -> Vec<(String, Vec<String>)> {
    let path = format!("{}/{page}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let start = text
        .find(FIRST)
        .unwrap_or_else(|| panic!("{page} holds the transcript"));
    let block = &text[start..];
    let block = &block[..block.find("```").expect("the transcript's block ends")];
    let mut steps: Vec<(String, Vec<String>)> = Vec::new();
    for line in block.lines() {
        match line.strip_prefix("$ ") {
            Some(command) => steps.push((command.to_owned(), Vec::new())),
            None => steps.last_mut().unwrap().1.push(line.to_owned()),
        }
    }
    steps
}

fn run_transcript(page: &str) {
    let dir = tempfile::tempdir().unwrap();
    let steps = transcript(page);
    assert_eq!(steps.len(), 6, "{page}: {steps:?}");
    for (command, expected) in steps {
        let (command, into) = match command.split_once(" > ") {
            Some((command, file)) => (command.to_owned(), Some(file.to_owned())),
            None => (command, None),
        };
        let words: Vec<&str> = command.split_whitespace().collect();
        assert_eq!(words[0], "stepdoku");
        let out = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
            .args(&words[1..])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(out.status.success(), "{page}: {command}: {out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        if let Some(file) = into {
            assert!(expected.is_empty(), "{page}: {command}");
            std::fs::write(dir.path().join(file), stdout).unwrap();
        } else {
            let lines: Vec<&str> = stdout.lines().collect();
            assert_eq!(lines, expected, "{page}: {command}");
        }
    }
}

#[test]
fn the_readme_transcript_is_what_the_binary_prints() {
    run_transcript(PAGES[0]);
}

#[test]
fn the_reference_transcript_is_what_the_binary_prints() {
    run_transcript(PAGES[1]);
}
