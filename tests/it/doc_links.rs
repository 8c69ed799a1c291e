//! Every relative link in the README and the guides under `docs/` leads somewhere: the file
//! (or folder) exists, and a `#fragment` names a heading of the page it points to, spelled as
//! GitHub spells heading anchors.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every Markdown file under docs/.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md")];
    let mut folders = vec![root().join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
}

/// The text outside fenced code blocks, where a `[x](y)` is a link.
fn prose(text: &str) -> String {
    let mut fenced = false;
    let mut kept = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept
}

/// The targets of the inline links and images, `[text](target)` and `![alt](target)`.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("](") {
        rest = &rest[at + 2..];
        if let Some(end) = rest.find(')') {
            let target = rest[..end].split_whitespace().next().unwrap_or("");
            found.push(target.to_owned());
        }
    }
    found
}

/// GitHub's anchor for a heading: lower case, punctuation dropped (`-` and `_` kept), each
/// space a `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(page: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(page).unwrap();
    prose(&text)
        .lines()
        .filter_map(|line| line.strip_prefix('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

/// What is wrong with `target` written in `page`, if anything.
fn broken(page: &Path, target: &str) -> Option<String> {
    if target.contains("://") || target.starts_with("mailto:") {
        return None;
    }
    let (file, fragment) = target.split_once('#').unwrap_or((target, ""));
    let dest = if file.is_empty() {
        page.to_path_buf()
    } else {
        page.parent().unwrap().join(file)
    };
    if !dest.exists() {
        return Some(format!("{} does not exist", dest.display()));
    }
    if !fragment.is_empty() && dest.extension().is_some_and(|e| e == "md") {
        let known = anchors(&dest);
        if !known.contains(fragment) {
            return Some(format!("no heading #{fragment} in {}", dest.display()));
        }
    }
    None
}

#[test]
fn every_relative_link_resolves() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for target in links(&prose(&text)) {
            checked += 1;
            if let Some(why) = broken(&page, &target) {
                problems.push(format!("{}: ({target}): {why}", page.display()));
            }
        }
    }
    assert!(checked > 10, "only {checked} links found");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_checker_sees_a_broken_link() {
    let readme = root().join("README.md");
    assert!(broken(&readme, "docs/no-such-guide.md").is_some());
    assert!(broken(&readme, "docs/player.md#no-such-heading").is_some());
    assert!(broken(&readme, "docs/player.md").is_none());
    assert!(broken(&readme, "https://example.org/x").is_none());
    assert_eq!(
        anchor(" Watch your own search: `stepdoku replay`"),
        "watch-your-own-search-stepdoku-replay"
    );
}

#[test]
fn the_guides_are_there() {
    for guide in ["player.md", "learner.md", "reference.md"] {
        assert!(root().join("docs").join(guide).is_file(), "docs/{guide}");
    }
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(
        readme.lines().count() <= 300,
        "the README is a front door: at most 300 lines"
    );
}
