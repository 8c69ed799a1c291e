//! Every module is where its `mod` line says: no `#[path]` attribute pulls a file of one crate
//! or folder into another. Code two crates need (a test and the interface, say) is imported
//! from the crate that owns it, so a reader follows `use` lines, never file paths.

use std::path::Path;

use super::{rust_files, strip_comments_and_strings};

#[test]
fn no_module_is_linked_by_file_path() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut linked = Vec::new();
    let mut checked = 0;
    for dir in [
        "src",
        "core/src",
        "tests",
        "examples",
        "benches",
        "core/benches",
        "core/tests",
    ] {
        for file in rust_files(&root.join(dir)) {
            checked += 1;
            let text = std::fs::read_to_string(&file).unwrap();
            let code = strip_comments_and_strings(&text);
            for (n, line) in code.lines().enumerate() {
                if line
                    .split_whitespace()
                    .collect::<String>()
                    .contains("#[path")
                {
                    linked.push(format!("{}:{}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(checked > 300, "only {checked} files found");
    assert!(linked.is_empty(), "modules linked by path: {linked:#?}");
}
