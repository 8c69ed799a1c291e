//! The README's hint and grade transcript, run for real: every `$ stepdoku …` line in the
//! block that starts with `$ stepdoku generate -d medium --seed 8 > puzzle.txt` is executed in
//! a scratch directory and must print exactly the lines the README shows under it.

use std::process::Command;

const FIRST: &str = "$ stepdoku generate -d medium --seed 8 > puzzle.txt";

/// The transcript: each command line with the output lines under it.
fn transcript() -> Vec<(String, Vec<String>)> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let start = readme.find(FIRST).expect("the README holds the transcript");
    let block = &readme[start..];
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

#[test]
fn the_readme_transcript_is_what_the_binary_prints() {
    let dir = tempfile::tempdir().unwrap();
    let steps = transcript();
    assert_eq!(steps.len(), 6, "{steps:?}");
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
        assert!(out.status.success(), "{command}: {out:?}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        if let Some(file) = into {
            assert!(expected.is_empty(), "{command}");
            std::fs::write(dir.path().join(file), stdout).unwrap();
        } else {
            let lines: Vec<&str> = stdout.lines().collect();
            assert_eq!(lines, expected, "{command}");
        }
    }
}
