//! The program file a command names that is not there, said once before any case runs: a
//! mistyped `python3 nope.py` would otherwise crash on every case, each in a temporary folder
//! of its own whose path says nothing of the typo.

use std::ffi::OsString;
use std::path::Path;

use stepdoku_core::text::escape;

/// `NAME not found in HERE` when `command` names a file that is not in `here`, the folder the
/// judge was started in: the program itself when given as a relative path (`./sol`), or the
/// script after an interpreter (`python3 nope.py`), or what a `java` command runs (see
/// [`super::main_class`]). Only commands read for sure: an option before the script (`python3
/// -u x.py`), or any other program, is left alone.
#[must_use]
pub fn missing_file(command: &[OsString], here: &Path) -> Option<String> {
    let program = Path::new(command.first()?);
    let absent = |path: &Path| {
        path.is_relative()
            && std::fs::symlink_metadata(here.join(path))
                .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
    };
    let named = if program.components().count() > 1 && absent(program) {
        program
    } else {
        let interpreter = program.file_name()?.to_string_lossy();
        if interpreter == "java" {
            return super::main_class::missing(
                command,
                here,
                &super::main_class::Environment::read(),
            );
        }
        let script = Path::new(command.get(1)?);
        if !is_interpreter(&interpreter)
            || script.to_string_lossy().starts_with('-')
            || !absent(script)
        {
            return None;
        }
        script
    };
    Some(format!(
        "{} not found in {}",
        escape(&named.to_string_lossy()),
        escape(&here.to_string_lossy())
    ))
}

/// Does the program named `name` run the file named after it (`python3 sol.py`)?
fn is_interpreter(name: &str) -> bool {
    const FAMILIES: [&str; 3] = ["python", "pypy", "ruby"];
    const EXACT: [&str; 9] = [
        "node", "nodejs", "perl", "php", "bash", "sh", "dash", "zsh", "lua",
    ];
    EXACT.contains(&name)
        || FAMILIES.iter().any(|family| {
            name.strip_prefix(family)
                .is_some_and(|version| version.chars().all(|c| c.is_ascii_digit() || c == '.'))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(words: &[&str], here: &Path) -> Option<String> {
        let command: Vec<OsString> = words.iter().map(OsString::from).collect();
        missing_file(&command, here)
    }

    #[test]
    fn a_script_or_program_not_there_is_named_with_the_folder_and_others_are_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let here = dir.path();
        std::fs::write(here.join("sol.py"), "").unwrap();
        let not_found = |name: &str| Some(format!("{name} not found in {}", here.display()));
        assert_eq!(said(&["python3", "nope.py"], here), not_found("nope.py"));
        assert_eq!(
            said(&["/usr/bin/python3.11", "nope.py"], here),
            not_found("nope.py")
        );
        assert_eq!(said(&["./nope"], here), not_found("./nope"));
        assert_eq!(said(&["node", "sub/x.js"], here), not_found("sub/x.js"));
        for fine in [
            &["python3", "sol.py"][..],
            &["python3", "-m", "pkg"],
            &["python3", "-u", "nope.py"],
            &["sh", "-c", "cat"],
            &["cat"],
            &["/bin/cat"],
            &["mytool", "nope.txt"],
            &["python3"],
        ] {
            assert_eq!(said(fine, here), None, "{fine:?}");
        }
    }
}
