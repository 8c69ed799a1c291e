//! A Java command made to find its classes where the judge was started, as it does in the
//! shell there: each case runs in a temporary directory of its own, where `java Main` and
//! `java -cp . Main` would look for `Main.class` and find nothing. The class path's relative
//! entries (`-cp`, `-classpath`, `--class-path`, and `CLASSPATH`) are made absolute, the
//! class path defaults to the start directory as java's defaults to the current one, and a
//! `-jar` file is made absolute.

use std::ffi::{OsStr, OsString};
use std::path::Path;

/// What the judge learnt of a `java` command.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Java {
    /// The command runs java, the launcher.
    pub launcher: bool,
    /// It gives its class path (or a jar) on the command line: `CLASSPATH` is not read.
    pub gives_class_path: bool,
    /// It runs a source file (`java Main.java`), compiled again on every run.
    pub source_file: Option<OsString>,
}

/// `command` with its class path and jar made absolute from `here` when it is java's, and
/// what was learnt of it.
#[must_use]
pub fn resolve(command: &[OsString], here: &Path) -> (Vec<OsString>, Java) {
    let mut resolved = command.to_vec();
    let mut java = Java::default();
    let Some(program) = command.first() else {
        return (resolved, java);
    };
    if Path::new(program).file_name() != Some(OsStr::new("java")) {
        return (resolved, java);
    }
    java.launcher = true;
    let mut i = 1;
    while let Some(word) = command.get(i) {
        let text = word.to_string_lossy();
        match text.as_ref() {
            "-cp" | "-classpath" | "--class-path" | "-p" | "--module-path" => {
                java.gives_class_path |= !matches!(text.as_ref(), "-p" | "--module-path");
                if let Some(list) = command.get(i + 1) {
                    resolved[i + 1] = absolute_list(list, here);
                }
                i += 2;
            }
            "-jar" => {
                java.gives_class_path = true;
                if let Some(jar) = command.get(i + 1) {
                    resolved[i + 1] = absolute(jar, here);
                }
                break;
            }
            _ if text.starts_with("--class-path=") => {
                java.gives_class_path = true;
                let list = OsString::from(&text["--class-path=".len()..]);
                let mut whole = OsString::from("--class-path=");
                whole.push(absolute_list(&list, here));
                resolved[i] = whole;
                i += 1;
            }
            // An option of the launcher: the main class or source file comes after them.
            _ if text.starts_with('-') => i += 1,
            _ => {
                if text.ends_with(".java") {
                    java.source_file = Some(word.clone());
                    resolved[i] = absolute(word, here);
                }
                break;
            }
        }
    }
    (resolved, java)
}

/// What `CLASSPATH` the program gets: the one set, its relative entries made absolute, or
/// else `here`, java's default class path being the current directory. `None` when it is not
/// java, its command line gives the class path, or it runs a source file.
#[must_use]
pub fn class_path_variable(java: &Java, here: &Path, set: Option<&OsStr>) -> Option<OsString> {
    // A source file run where its class is on the class path is refused by java ("class
    // found on application class path"): after `javac Main.java`, `java Main.java` is, there.
    if !java.launcher || java.gives_class_path || java.source_file.is_some() {
        return None;
    }
    Some(match set {
        Some(list) => absolute_list(list, here),
        None => here.as_os_str().to_owned(),
    })
}

/// The note said once of a command that runs a Java source file: it is compiled again on
/// every case, inside the case's time.
#[must_use]
pub fn source_file_note(java: &Java) -> Option<String> {
    let source = java.source_file.as_ref()?;
    let source = stepdoku_core::text::escape(&source.to_string_lossy()).into_owned();
    let class = source.strip_suffix(".java").unwrap_or(&source);
    let class = class.rsplit('/').next().unwrap_or(class);
    Some(format!(
        "note: `java {source}` compiles {source} again on every case, and that time counts in \
         the case's: compile once with `javac {source}` and judge `java {class}`"
    ))
}

/// The note said after a run of `java` with a case over the time limit, when the limit was
/// the problem's own (`limit`): Baekjoon often gives Java more time than the limit its problem
/// states, and how much is on the problem page, which the judge cannot read offline.
#[must_use]
pub fn time_limit_note(command: &[OsString], limit: std::time::Duration) -> Option<String> {
    let program = command.first()?;
    (Path::new(program).file_name() == Some(OsStr::new("java"))).then(|| {
        format!(
            "note: Java was judged against the problem's {:.1} s limit; Baekjoon's limit for Java \
             may be longer (see the problem page): judge with --time-limit SECONDS to use it",
            limit.as_secs_f64()
        )
    })
}

/// A path relative to `here` made absolute; an absolute one as it is.
fn absolute(path: &OsStr, here: &Path) -> OsString {
    here.join(path).into_os_string()
}

/// A class path (entries between `:`) with each relative entry made absolute; an empty entry
/// (the current directory to java) becomes `here`.
fn absolute_list(list: &OsStr, here: &Path) -> OsString {
    let entries: Vec<OsString> = std::env::split_paths(list)
        .map(|entry| {
            if entry.as_os_str().is_empty() {
                here.as_os_str().to_owned()
            } else {
                absolute(entry.as_os_str(), here)
            }
        })
        .collect();
    std::env::join_paths(&entries).unwrap_or_else(|_| list.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<OsString> {
        text.split(' ').map(OsString::from).collect()
    }

    #[test]
    fn the_class_path_and_jar_become_absolute_and_nothing_else() {
        let here = Path::new("/home/me/sol");
        let (cmd, java) = resolve(&words("java -cp .:lib/*:/opt/x.jar Main in.txt"), here);
        assert_eq!(
            cmd,
            words("java -cp /home/me/sol/.:/home/me/sol/lib/*:/opt/x.jar Main in.txt")
        );
        assert!(java.gives_class_path);
        let (cmd, _) = resolve(&words("java -Xss64m --class-path=bin Main"), here);
        assert_eq!(
            cmd,
            words("java -Xss64m --class-path=/home/me/sol/bin Main")
        );
        let (cmd, java) = resolve(&words("/usr/bin/java -jar sol.jar -cp x"), here);
        assert_eq!(cmd, words("/usr/bin/java -jar /home/me/sol/sol.jar -cp x"));
        assert!(java.gives_class_path && java.source_file.is_none());
        let (cmd, java) = resolve(&words("java Main"), here);
        assert_eq!(cmd, words("java Main"));
        assert_eq!(
            class_path_variable(&java, here, None),
            Some(OsString::from("/home/me/sol"))
        );
        assert_eq!(
            class_path_variable(&java, here, Some(OsStr::new(".:/opt/a.jar"))),
            Some(OsString::from("/home/me/sol/.:/opt/a.jar"))
        );
        let (cmd, java) = resolve(&words("java -Xmx256m Main.java"), here);
        assert_eq!(java.source_file, Some(OsString::from("Main.java")));
        assert_eq!(cmd, words("java -Xmx256m /home/me/sol/Main.java"));
        assert_eq!(class_path_variable(&java, here, None), None);
        let (cmd, java) = resolve(&words("javac -cp . Main"), here);
        assert_eq!(cmd, words("javac -cp . Main"));
        assert_eq!(class_path_variable(&java, here, None), None);
    }
}
