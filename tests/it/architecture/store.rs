//! The store only stores: it reads and writes rows, and what a row holds (a puzzle's level)
//! is worked out by its caller. No file of the store names the hint engine, so saving never
//! grades a puzzle behind the caller's back (on an interface's drawing thread, say).

use std::path::Path;

use super::{expand_paths, resolve, rust_files, strip_comments_and_strings, without_test_items};

#[test]
fn the_store_imports_no_hint_engine() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("core/src");
    let mut files = rust_files(&core.join("store"));
    files.push(core.join("store.rs"));
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let module = super::module_path(&core, file, "lib").unwrap();
        for target in hint_paths(&module, &text) {
            found.push(format!("{}: {target}", file.display()));
        }
    }
    assert!(files.len() > 10, "the store is where it was");
    assert!(
        found.is_empty(),
        "the store names the hint engine (its caller grades and passes the grade):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_store_check_sees_the_hint_engine_by_any_path_but_not_in_tests() {
    let module = |path: &str| path.split("::").map(str::to_owned).collect::<Vec<_>>();
    let save = module("lib::store::save");
    assert_eq!(
        hint_paths(&save, "fn f() { crate::hint::grade(&g); }"),
        ["lib::hint::grade"]
    );
    assert_eq!(
        hint_paths(&save, "use super::super::{hint::{self, grade}};"),
        ["lib::hint", "lib::hint::grade"]
    );
    assert!(hint_paths(&save, "// crate::hint::grade\nuse crate::game::Game;").is_empty());
    assert!(
        hint_paths(
            &save,
            "#[cfg(test)]\nmod t {\n    use crate::hint::grade;\n}\n"
        )
        .is_empty()
    );
}

/// The paths in `text` (code, not tests or comments) that reach into `lib::hint`.
fn hint_paths(module: &[String], text: &str) -> Vec<String> {
    let (code, _) = without_test_items(&strip_comments_and_strings(text));
    expand_paths(&code)
        .iter()
        .filter_map(|path| resolve(&module.to_vec(), path))
        .filter(|target| target.len() >= 2 && target[0] == "lib" && target[1] == "hint")
        .map(|target| target.join("::"))
        .collect()
}

/// The seven modules that turn a search into something to watch or learn from live together
/// under `core/src/teaching`, and none of them at the core's top level.
#[test]
fn the_teaching_modules_stay_together() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("core/src");
    for name in [
        "timeline", "method", "trace", "tree", "code", "replay", "judge",
    ] {
        assert!(
            core.join(format!("teaching/{name}.rs")).is_file(),
            "teaching/{name}.rs"
        );
        assert!(
            !core.join(format!("{name}.rs")).exists() && !core.join(name).exists(),
            "{name} at the core's top level"
        );
    }
}
