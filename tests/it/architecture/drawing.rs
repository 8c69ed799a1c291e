//! The interface's state draws nothing: only `view` and the terminal's own plumbing name
//! ratatui, so a state module (the app, a feature's state, its update) can be read and tested
//! without a terminal in mind.

use std::path::Path;

use super::{rust_files, strip_comments_and_strings, without_test_items};

/// Modules of `src/tui` that stand between the terminal and the state, where ratatui belongs.
const TERMINAL_SIDE: [&str; 9] = [
    "view",
    "event_loop",
    "input",
    "layout",
    "reader",
    "record",
    "terminal",
    "text",
    "theme",
];

#[test]
fn state_modules_import_no_ratatui() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut checked = 0;
    let mut found = Vec::new();
    for file in rust_files(&tui) {
        let Ok(relative) = file.strip_prefix(&tui) else {
            continue;
        };
        let parts: Vec<String> = relative
            .with_extension("")
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let terminal_side = parts
            .first()
            .is_some_and(|top| TERMINAL_SIDE.contains(&top.as_str()));
        if terminal_side || parts.iter().any(|p| p == "tests") {
            continue;
        }
        checked += 1;
        let text = std::fs::read_to_string(&file).unwrap();
        if names_ratatui(&text) {
            found.push(file.display().to_string());
        }
    }
    assert!(checked > 20, "the state modules are where they were");
    assert!(
        found.is_empty(),
        "state modules that name ratatui (drawing belongs under view/):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_drawing_check_sees_ratatui_in_code_but_not_in_tests_or_comments() {
    assert!(names_ratatui("use ratatui::style::Style;"));
    assert!(!names_ratatui(
        "// not ratatui here\n#[cfg(test)]\nmod tests {\n    use ratatui::Terminal;\n}\n"
    ));
}

fn names_ratatui(text: &str) -> bool {
    let (code, _) = without_test_items(&strip_comments_and_strings(text));
    code.contains("ratatui")
}
