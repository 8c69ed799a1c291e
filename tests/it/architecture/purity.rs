//! `update` is a function of the state and the action: the time comes with the actions (a tick
//! carries it, and the steps a frame may take), so the same actions on the same state always
//! give the same state. Nothing `update` drives may look at the world: no module of the
//! interface's state (the app, each feature's state and its update, the watch's stepping) nor
//! of its drawing starts a thread, sleeps or reads the clock. Those belong to the modules that
//! do input and output: the event loop (which times frames and runs slow work in the
//! background), the terminal and its input reader, and the recorder. In the core, what the
//! interface steps (the timeline, the machines) is as pure; only the store reads the clock.

use std::collections::BTreeSet;
use std::path::Path;

use super::{rust_files, strip_comments_and_strings, without_test_items};

/// What only the event loop and the terminal's plumbing may do: start threads, wait, read the
/// clock (the monotonic one, the system's, or the store's Unix seconds).
const IMPURE: [&str; 7] = [
    "std::thread",
    "thread::",
    "spawn(",
    "sleep(",
    "Instant::now",
    "SystemTime::now",
    "now_unix(",
];

/// Modules of `src/tui` that do input and output, where the clock and threads belong.
const INPUT_OUTPUT: [&str; 4] = ["event_loop", "reader", "terminal", "record"];

#[test]
fn no_state_update_or_view_module_starts_a_thread_sleeps_or_reads_the_clock() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    // `tui.rs` itself declares `tests`.
    let (checked, found) = impure_files(&tui, &INPUT_OUTPUT, &["tests"]);
    for module in [
        "update", "watch", "race", "app", "menu", "hint", "enter", "domino", "view",
    ] {
        assert!(checked.contains(module), "{module} is checked");
    }
    assert!(
        found.is_empty(),
        "the state must stay a function of the actions (the event loop reads the clock, \
         sleeps and starts threads):\n{}",
        found.join("\n")
    );
}

/// What `update` drives in the core (the timeline, the machines, hints) is as pure: only the
/// store, which waits on a busy database, reads the clock.
#[test]
fn the_core_reads_the_clock_only_in_its_store() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("core/src");
    let (checked, found) = impure_files(&core, &["store"], &[]);
    for module in ["teaching", "solver", "domino", "hint", "game"] {
        assert!(checked.contains(module), "{module} is checked");
    }
    assert!(
        found.is_empty(),
        "the core's searches must not read the clock, sleep or start threads:\n{}",
        found.join("\n")
    );
}

/// Files under `src` (but not under the top-level modules `allowed`, nor test code) that name
/// something impure, and the top-level modules checked. `tests` are test modules the module
/// tree's root declares outside `src`.
fn impure_files(src: &Path, allowed: &[&str], tests: &[&str]) -> (BTreeSet<String>, Vec<String>) {
    let mut test_modules: BTreeSet<Vec<String>> =
        tests.iter().map(|t| vec![(*t).to_owned()]).collect();
    let mut sources = Vec::new();
    for file in rust_files(src) {
        let Some(module) = module_of(src, &file) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        let (code, test_children) = without_test_items(&strip_comments_and_strings(&text));
        for child in test_children {
            let mut path = module.clone();
            path.push(child);
            test_modules.insert(path);
        }
        sources.push((file, module, code));
    }
    let mut checked = BTreeSet::new();
    let mut found = Vec::new();
    for (file, module, code) in sources {
        let top = module.first().cloned().unwrap_or_default();
        if allowed.contains(&top.as_str()) || test_modules.iter().any(|t| module.starts_with(t)) {
            continue;
        }
        checked.insert(top);
        for name in impure_names(&code) {
            found.push(format!("{}: {name}", file.display()));
        }
    }
    (checked, found)
}

#[test]
fn the_purity_check_sees_a_clock_and_a_thread_but_not_a_comment() {
    let code = "// Instant::now in a comment\nlet s = \"spawn(\";\nlet t = Instant::now();\n\
                std::thread::spawn(move || ());";
    assert_eq!(
        impure_names(&strip_comments_and_strings(code)),
        ["std::thread", "thread::", "spawn(", "Instant::now"]
    );
    let (code, _) = without_test_items(&strip_comments_and_strings(
        "fn f() {}\n#[cfg(test)]\nmod tests {\n    fn t() { let _ = Instant::now(); }\n}\n",
    ));
    assert!(impure_names(&code).is_empty(), "{code}");
}

/// `src/tui/watch/pace.rs` under `src/tui` → `["watch", "pace"]`; the crate's root file
/// (`lib.rs`) is the empty path.
fn module_of(src: &Path, file: &Path) -> Option<Vec<String>> {
    let relative = file.strip_prefix(src).ok()?.with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(parts.as_slice(), [only] if only == "lib" || only == "main") {
        parts.clear();
    }
    Some(parts)
}

/// `code` has its comments and strings stripped already.
fn impure_names(code: &str) -> Vec<&'static str> {
    IMPURE
        .into_iter()
        .filter(|name| code.contains(name))
        .collect()
}
