//! The shape of the code, checked like behaviour: no two sibling modules depend on each other,
//! directly or round a circle. A module that needs something of a sibling that needs it back
//! is a sign that a shared piece wants a home of its own (a leaf both can import).
//!
//! Every `crate::`, `super::` and `self::` path in `src/` (in `use` items and inline in code;
//! comments and strings don't count) is an edge from the module that writes it to the module it
//! names. Two modules under one parent are siblings; a path from anywhere inside one sibling to
//! anywhere inside another is an edge between the two. Test code (`#[cfg(test)]` modules, inline
//! or in files of their own) may reach across: it depends on what it tests, nothing depends on it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from its crate root, and which crate (`lib` or `bin`).
type ModulePath = Vec<String>;

mod drawing;
mod lints;
mod one_way;
mod paths;
mod purity;
mod size;
mod store;

#[test]
fn no_import_cycles_among_sibling_modules() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut cycles = sibling_cycles(&root.join("src"), "bin");
    cycles.extend(sibling_cycles(&root.join("core/src"), "lib"));
    assert!(
        cycles.is_empty(),
        "sibling modules that import each other (directly or round a circle):\n{}",
        cycles.join("\n")
    );
}

#[test]
fn the_checker_finds_a_circle() {
    let mut edges = Edges::new();
    let module = |path: &str| path.split("::").map(str::to_owned).collect::<Vec<_>>();
    add_edge(&mut edges, &module("lib::a::x"), &module("lib::b::y"));
    add_edge(&mut edges, &module("lib::b"), &module("lib::c"));
    add_edge(&mut edges, &module("lib::c::z"), &module("lib::a"));
    add_edge(&mut edges, &module("lib::d"), &module("lib::a"));
    let cycles = cycles_of(&edges);
    assert_eq!(cycles, ["lib: a → b → c → a"]);
    let inline = expand_paths("use super::{app::App, update::{self, after}}; x = crate::k::f();");
    assert_eq!(
        inline,
        [
            "super::app::App",
            "super::update",
            "super::update::after",
            "crate::k::f"
        ]
    );
}

/// Edges between siblings: parent module → (from, to) pairs of its children's names.
type Edges = BTreeMap<ModulePath, BTreeSet<(String, String)>>;

fn sibling_cycles(src: &Path, crate_name: &str) -> Vec<String> {
    let mut edges = Edges::new();
    let mut sources = Vec::new();
    let mut test_modules: BTreeSet<ModulePath> = BTreeSet::new();
    for file in rust_files(src) {
        let Some(module) = module_path(src, &file, crate_name) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let (code, test_children) = without_test_items(&strip_comments_and_strings(&text));
        for child in test_children {
            let mut path = module.clone();
            path.push(child);
            test_modules.insert(path);
        }
        sources.push((module, code));
    }
    for (module, code) in sources {
        if test_modules.iter().any(|test| module.starts_with(test)) {
            continue;
        }
        for path in expand_paths(&code) {
            if let Some(target) = resolve(&module, &path) {
                add_edge(&mut edges, &module, &target);
            }
        }
    }
    cycles_of(&edges)
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// `src/tui/watch/update.rs` → `bin::tui::watch::update`; `core/src/solver.rs` →
/// `lib::solver`: the crate's name, then the file's path under its `src`.
fn module_path(src: &Path, file: &Path, crate_name: &str) -> Option<ModulePath> {
    let relative = file.strip_prefix(src).ok()?.with_extension("");
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    if matches!(parts.as_slice(), [only] if only == "main" || only == "lib") {
        parts.clear();
    }
    Some(
        std::iter::once(crate_name.to_owned())
            .chain(parts)
            .collect(),
    )
}

fn resolve(module: &ModulePath, path: &str) -> Option<ModulePath> {
    let mut segments = path.split("::");
    let mut target: ModulePath = match segments.next()? {
        "crate" => vec![module[0].clone()],
        "self" => module.clone(),
        "super" => module[..module.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    for segment in segments {
        if segment == "super" {
            target.pop();
        } else {
            target.push(segment.to_owned());
        }
    }
    Some(target)
}

/// Record the edge between the two siblings that `from` and `to` lie under, if any.
fn add_edge(edges: &mut Edges, from: &ModulePath, to: &ModulePath) {
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    // Inside one module (or its own descendants), or into an ancestor: no sibling edge.
    if common == 0 || common >= from.len() || common >= to.len() {
        return;
    }
    let parent = from[..common].to_vec();
    let (a, b) = (from[common].clone(), to[common].clone());
    edges.entry(parent).or_default().insert((a, b));
}

/// Each strongly connected group of siblings, as `parent: a → b → … → a` (one circle through
/// the group, found depth first).
fn cycles_of(edges: &Edges) -> Vec<String> {
    let mut found = Vec::new();
    for (parent, pairs) in edges {
        let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for (a, b) in pairs {
            next.entry(a).or_default().push(b);
        }
        let mut reported: BTreeSet<&str> = BTreeSet::new();
        for &start in next.keys() {
            if reported.contains(start) {
                continue;
            }
            if let Some(circle) = circle_through(start, &next) {
                reported.extend(circle.iter().copied());
                let mut text = circle.join(" → ");
                text.push_str(" → ");
                text.push_str(start);
                found.push(format!("{}: {text}", parent.join("::")));
            }
        }
    }
    found
}

/// A path from `start` back to `start`, if there is one.
#[expect(
    clippy::items_after_statements,
    reason = "the walk is local to this search and reads best beside its first call"
)]
fn circle_through<'a>(
    start: &'a str,
    next: &BTreeMap<&'a str, Vec<&'a str>>,
) -> Option<Vec<&'a str>> {
    let mut path = vec![start];
    let mut seen = BTreeSet::from([start]);
    fn walk<'a>(
        at: &'a str,
        start: &'a str,
        next: &BTreeMap<&'a str, Vec<&'a str>>,
        path: &mut Vec<&'a str>,
        seen: &mut BTreeSet<&'a str>,
    ) -> bool {
        for &to in next.get(at).map_or(&[][..], Vec::as_slice) {
            if to == start {
                return true;
            }
            if seen.insert(to) {
                path.push(to);
                if walk(to, start, next, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    walk(start, start, next, &mut path, &mut seen).then_some(path)
}

/// Source without comments, string and character literals (their text is not code).
fn strip_comments_and_strings(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            i += rest.find("*/").map_or(rest.len(), |end| end + 2);
        } else if let Some(raw) = rest.strip_prefix("r#\"") {
            i += raw.find("\"#").map_or(rest.len(), |end| end + 5);
        } else if rest.starts_with('"') {
            let mut j = 1;
            while j < rest.len() {
                match rest.as_bytes()[j] {
                    b'\\' => j += 2,
                    b'"' => break,
                    _ => j += 1,
                }
            }
            i += (j + 1).min(rest.len());
            out.push_str("\"\"");
        } else if let Some(len) = char_literal(rest) {
            i += len;
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// `code` without its `#[cfg(test)]` inline modules, and the names of the test modules it
/// declares in files of their own.
fn without_test_items(code: &str) -> (String, Vec<String>) {
    let mut out = String::with_capacity(code.len());
    let mut children = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        rest = &rest[at + "#[cfg(test)]".len()..];
        let item = rest.trim_start();
        let item = item.strip_prefix("pub(crate)").unwrap_or(item).trim_start();
        let Some(after_mod) = item.strip_prefix("mod ") else {
            continue;
        };
        let name: String = after_mod
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after_name = after_mod[name.len()..].trim_start();
        if after_name.starts_with(';') {
            children.push(name);
        } else if after_name.starts_with('{') {
            let start = code.len() - after_name.len();
            let end = matching_brace(code, start);
            rest = &code[end..];
        }
    }
    out.push_str(rest);
    (out, children)
}

/// The byte after the `}` that closes the `{` at `open`.
fn matching_brace(code: &str, open: usize) -> usize {
    let mut depth = 0usize;
    for (i, c) in code[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The length of a character literal at the start of `rest` (`'a'`, `'\n'`, `'\''`), not a
/// lifetime.
fn char_literal(rest: &str) -> Option<usize> {
    let mut chars = rest.char_indices();
    if chars.next()?.1 != '\'' {
        return None;
    }
    let (_, c) = chars.next()?;
    if c == '\\' {
        let close = rest[2..].find('\'')?;
        return Some(close + 3);
    }
    let (at, close) = chars.next()?;
    (close == '\'').then_some(at + 1)
}

/// Every `crate::`/`super::`/`self::` path, braces of `use` items expanded.
fn expand_paths(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(at) = next_root(rest) {
        rest = &rest[at..];
        let (path, len) = read_tree(rest);
        paths.extend(path);
        rest = &rest[len.max(1)..];
    }
    paths
}

/// Where the next path starting with one of the three roots begins (at a word boundary).
fn next_root(text: &str) -> Option<usize> {
    let mut from = 0;
    loop {
        let at = ["crate::", "super::", "self::"]
            .iter()
            .filter_map(|root| text[from..].find(root).map(|i| i + from))
            .min()?;
        let boundary = text[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_' || c == ':'));
        if boundary {
            return Some(at);
        }
        from = at + 1;
    }
}

/// A path with optional `{…}` groups, from the start of `text`: the expanded paths and the
/// bytes read.
fn read_tree(text: &str) -> (Vec<String>, usize) {
    let mut prefix = String::new();
    let mut i = 0;
    let bytes = text.as_bytes();
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_alphanumeric() || c == b'_' || c == b':' {
            prefix.push(char::from(c));
            i += 1;
        } else if c == b'{' && prefix.ends_with("::") {
            let base = prefix.trim_end_matches("::").to_owned();
            let mut paths = Vec::new();
            i += 1;
            loop {
                while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b',') {
                    i += 1;
                }
                if i >= bytes.len() || bytes[i] == b'}' {
                    i += 1;
                    break;
                }
                let (inner, len) = read_tree(&text[i..]);
                for path in inner {
                    if path == "self" {
                        paths.push(base.clone());
                    } else if !path.is_empty() {
                        paths.push(format!("{base}::{path}"));
                    }
                }
                i += len.max(1);
                // Skip an `as name` rename.
                while i < bytes.len() && !matches!(bytes[i], b',' | b'}') {
                    i += 1;
                }
            }
            return (paths, i);
        } else {
            break;
        }
    }
    let path = prefix.trim_end_matches(':').to_owned();
    (vec![path], i)
}
