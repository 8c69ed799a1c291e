//! One way into the state: once a session runs, only `update` changes the app. The event loop,
//! the terminal's plumbing and the views read the state; what they bring (keys, the clock,
//! the store's answers, background work) goes in as an action through `update::update`. So a
//! replay of actions reproduces any screen, and no answer lands beside the rules.

use std::collections::BTreeSet;
use std::path::Path;

use super::{
    ModulePath, expand_paths, module_path, resolve, rust_files, strip_comments_and_strings,
    without_test_items,
};

/// The state itself (its own methods write it) and the one place actions change it.
fn writes_the_state(module: &ModulePath) -> bool {
    matches!(module.get(1).map(String::as_str), Some("tui"))
        && matches!(module.get(2).map(String::as_str), Some("update" | "app"))
}

#[test]
fn only_update_writes_the_app_once_the_session_runs() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mutators = app_mutators(&src);
    assert!(
        mutators.contains("warn") && mutators.contains("request_save"),
        "the app's own writers are where they were: {mutators:?}"
    );
    let mut files = rust_files(&src.join("tui"));
    files.push(src.join("tui.rs"));
    let (sources, tests) = non_test_sources(&src, &files);
    let mut found = Vec::new();
    let mut checked = 0;
    for (module, code) in sources {
        if writes_the_state(&module) || tests.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        checked += 1;
        for what in writes(&module, &code, &mutators) {
            found.push(format!("{}: {what}", module.join("::")));
        }
    }
    assert!(
        checked > 40,
        "the interface's files are where they were ({checked})"
    );
    assert!(
        found.is_empty(),
        "writes to the app outside update (send an action instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_one_way_check_sees_writes_but_not_reads_or_tests() {
    let module = |path: &str| path.split("::").map(str::to_owned).collect::<Vec<_>>();
    let lp = module("bin::tui::event_loop");
    let mutators: BTreeSet<String> = ["warn".to_owned()].into();
    let seen = |code: &str| writes(&lp, code, &mutators);
    assert_eq!(seen("app.seed = 1;").len(), 1);
    assert_eq!(seen("app.ledger.game_id = None;").len(), 1);
    assert_eq!(
        seen("app.ledger.waiting.take();\nlet x = &mut app.effects;").len(),
        2
    );
    assert_eq!(seen("app.warn(\"x\".into());").len(), 1);
    assert_eq!(seen("update::saving::answered(app, v, f);").len(), 1);
    assert_eq!(seen("use super::update::{self, update};").len(), 1);
    assert!(seen("update(app, Action::Stop); if app.quit == Quit::No {}").is_empty());
    assert!(seen("let e = app.take_effects(); let n = app.now;").is_empty());
    assert!(seen("use super::update::update;").is_empty());
}

/// The names of the app's methods that take `&mut self` (but `take_effects`, the loop's one
/// draining read of the effects it performs).
fn app_mutators(src: &Path) -> BTreeSet<String> {
    let mut files = rust_files(&src.join("tui/app"));
    files.push(src.join("tui/app.rs"));
    let mut names = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for line in text.lines() {
            let line = line.trim_start();
            let Some(rest) = line.strip_prefix("pub fn ") else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if rest[name.len()..].contains("&mut self") && name != "take_effects" {
                names.insert(name);
            }
        }
    }
    names
}

/// Each file's module and code (comments, strings and inline tests removed), and the modules
/// that are tests.
fn non_test_sources(
    src: &Path,
    files: &[std::path::PathBuf],
) -> (Vec<(ModulePath, String)>, Vec<ModulePath>) {
    let mut sources = Vec::new();
    let mut tests = Vec::new();
    for file in files {
        let Some(module) = module_path(src, file, "bin") else {
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let (code, test_children) = without_test_items(&strip_comments_and_strings(&text));
        for child in test_children {
            let mut path = module.clone();
            path.push(child);
            tests.push(path);
        }
        if module.iter().any(|m| m == "tests") {
            continue;
        }
        sources.push((module, code));
    }
    (sources, tests)
}

/// What in `code` writes the app: a field assigned or borrowed mutably, a writing method of
/// the app called, an update function other than `update` itself reached.
fn writes(module: &ModulePath, code: &str, mutators: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in code.match_indices("app.") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        let rest = &code[at + 4..];
        let path_len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let path = &rest[..path_len];
        let after = rest[path_len..].trim_start();
        let assigned = ["=", "+=", "-=", "*=", "|=", "&="]
            .iter()
            .any(|op| after.starts_with(op) && !after.starts_with("=="));
        let borrowed = code[..at].trim_end().ends_with("&mut");
        let called = after.starts_with('(') && mutators.contains(path);
        let taken = after.starts_with('(')
            && [
                "take",
                "get_or_insert_with",
                "push",
                "clear",
                "append",
                "insert",
            ]
            .iter()
            .any(|m| path.ends_with(&format!(".{m}")));
        if assigned || borrowed || called || taken {
            found.push(format!("app.{path}"));
        }
    }
    for path in expand_paths(code) {
        let Some(target) = resolve(module, &path) else {
            continue;
        };
        let into_update = target.len() >= 3 && target[1] == "tui" && target[2] == "update";
        let the_entry = target.len() == 4 && target[3] == "update";
        if into_update && !the_entry {
            found.push(target.join("::"));
        }
    }
    // A path through an imported `update` module (`update::saving::…`).
    for (at, _) in code.match_indices("update::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[at + "update::".len()..];
        if !rest.starts_with("update") && !rest.starts_with('{') {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            found.push(format!("update::{name}"));
        }
    }
    found
}
