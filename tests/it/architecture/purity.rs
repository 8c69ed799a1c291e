//! `update` is a function of the state, the action and the time the event loop passes in: no
//! file of it starts a thread, sleeps or reads the clock. Slow work is an effect the loop runs,
//! and its answer comes back as an action.

use std::path::Path;

use super::{rust_files, strip_comments_and_strings};

/// What only the event loop may do: start threads, wait, read the clock.
const IMPURE: [&str; 6] = [
    "std::thread",
    "thread::",
    "spawn(",
    "sleep(",
    "Instant::now",
    "SystemTime::now",
];

#[test]
fn update_starts_no_thread_and_reads_no_clock() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut files = rust_files(&tui.join("update"));
    files.push(tui.join("update.rs"));
    assert!(files.len() > 5, "the update files are where they were");
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for name in impure_names(&text) {
            found.push(format!("{}: {name}", file.display()));
        }
    }
    assert!(
        found.is_empty(),
        "update must stay pure (the event loop does this):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_purity_check_sees_a_clock_and_a_thread_but_not_a_comment() {
    let code = "// Instant::now in a comment\nlet s = \"spawn(\";\nlet t = Instant::now();\n\
                std::thread::spawn(move || ());";
    assert_eq!(
        impure_names(code),
        ["std::thread", "thread::", "spawn(", "Instant::now"]
    );
}

fn impure_names(text: &str) -> Vec<&'static str> {
    let code = strip_comments_and_strings(text);
    IMPURE
        .into_iter()
        .filter(|name| code.contains(name))
        .collect()
}
