//! Small rooms: no product source file over 500 lines. A file that long holds two jobs; the
//! split is by concern (helix's store: error, open, read, write), each with a `//!` line.
//! Tests are not product: files of `#[cfg(test)]` modules and `tests` folders are not counted.

use std::path::Path;

use super::{module_path, rust_files, strip_comments_and_strings, without_test_items};

const MOST: usize = 500;

/// Files allowed over the limit while they are split (none today); the list only shrinks: a
/// file on it that fits fails the test until it is taken off.
const STILL_TOO_LONG: [&str; 0] = [];

#[test]
fn no_product_source_file_is_over_500_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut too_long = Vec::new();
    let mut fits = Vec::new();
    let mut checked = 0;
    for (src, crate_name) in [("src", "bin"), ("core/src", "lib")] {
        let src = root.join(src);
        let files = rust_files(&src);
        let mut tests = Vec::new();
        for file in &files {
            let module = module_path(&src, file, crate_name).unwrap();
            let text = std::fs::read_to_string(file).unwrap();
            let (_, children) = without_test_items(&strip_comments_and_strings(&text));
            tests.extend(children.into_iter().map(|child| {
                let mut path = module.clone();
                path.push(child);
                path
            }));
        }
        for file in &files {
            let module = module_path(&src, file, crate_name).unwrap();
            if module.iter().any(|m| m == "tests") || tests.iter().any(|t| module.starts_with(t)) {
                continue;
            }
            checked += 1;
            let lines = std::fs::read_to_string(file).unwrap().lines().count();
            let name = file.strip_prefix(root).unwrap().display().to_string();
            let listed = STILL_TOO_LONG.contains(&name.as_str());
            if lines > MOST && !listed {
                too_long.push(format!("{name}: {lines} lines"));
            } else if lines <= MOST && listed {
                fits.push(name);
            }
        }
    }
    assert!(checked > 200, "the sources are where they were ({checked})");
    assert!(
        too_long.is_empty(),
        "product source files over {MOST} lines (split them by concern):\n{}",
        too_long.join("\n")
    );
    assert!(
        fits.is_empty(),
        "these fit now; take them off STILL_TOO_LONG: {fits:?}"
    );
}
