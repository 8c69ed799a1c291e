//! Lint exceptions that keep themselves honest: an `#[expect(lint, reason = "…")]` fails the
//! build once its lint stops firing, an allow never does, so no allow attribute is written
//! anywhere in the repository's Rust code.

use std::path::Path;

use super::rust_files;

/// The folders that hold Rust code, from the repository's root.
const CODE: [&str; 5] = ["src", "core", "tests", "examples", "benches"];

#[test]
fn no_allow_attribute_anywhere() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut found = Vec::new();
    for folder in CODE {
        for file in rust_files(&root.join(folder)) {
            if file.components().any(|c| c.as_os_str() == "target") {
                continue;
            }
            checked += 1;
            let text = std::fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                if has_allow_attribute(line) {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(checked > 100, "the code is where it was ({checked} files)");
    assert!(
        found.is_empty(),
        "allow attributes (write #[expect(lint, reason = \"…\")] instead):\n{}",
        found.join("\n")
    );
}

/// Does `line` open an attribute that allows a lint: outer or inner, spaces anywhere
/// between its marks, or a `cfg_attr` that allows one?
fn has_allow_attribute(line: &str) -> bool {
    let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    let mut rest = squeezed.as_str();
    while let Some(at) = rest.find('#') {
        let attribute = rest[at + 1..].strip_prefix('!').unwrap_or(&rest[at + 1..]);
        if let Some(inner) = attribute.strip_prefix('[')
            && (inner.starts_with("allow(")
                || (inner.starts_with("cfg_attr(") && inner.contains(",allow(")))
        {
            return true;
        }
        rest = &rest[at + 1..];
    }
    false
}

#[test]
fn the_allow_check_sees_every_spelling() {
    let allow = ["#", "[allow(clippy::unwrap_used)]"].concat();
    let inner = ["#!", "[allow(dead_code)]"].concat();
    let spaced = ["# ! [ ", "allow (unused)]"].concat();
    let conditional = ["#[cfg_attr(test, ", "allow(dead_code))]"].concat();
    for line in [allow, inner, spaced, conditional] {
        assert!(has_allow_attribute(&line), "{line}");
    }
    for line in [
        "#[expect(clippy::unwrap_used, reason = \"a fixture\")]",
        "#[derive(Debug)]",
        "let allowed = allow(x);",
    ] {
        assert!(!has_allow_attribute(line), "{line}");
    }
}
