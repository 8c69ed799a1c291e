//! What a `java` command runs, looked for before any case runs, as `python3 nope.py` is: the
//! main class (`java Main`: `Main.class` in a folder of the class path), the jar (`java -jar
//! x.jar`) or the source file (`java -Xss64m Main.java`). Only a command read for sure is
//! checked: an option the judge does not know, an `@argfile`, a class in a package (it may be
//! the JDK's own), a jar or a wildcard on the class path, or `JDK_JAVA_OPTIONS`, and the
//! command is left alone, never refused when java might have run it.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

use stepdoku_core::text::escape;

/// The launcher's environment that the check reads.
#[derive(Clone, Debug, Default)]
pub struct Environment {
    /// `CLASSPATH`.
    pub class_path: Option<OsString>,
    /// `JDK_JAVA_OPTIONS` (read by the launcher as more of its command line),
    /// `JAVA_TOOL_OPTIONS` or `_JAVA_OPTIONS` is set: options the check cannot see.
    pub hidden_options: bool,
}

impl Environment {
    /// The environment the judge runs in.
    #[must_use]
    pub fn read() -> Self {
        Self {
            class_path: std::env::var_os("CLASSPATH"),
            hidden_options: ["JDK_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS"]
                .iter()
                .filter_map(std::env::var_os)
                .any(|value| !value.is_empty()),
        }
    }
}

/// `NAME not found in FOLDER` when `command` (a `java` command run from `here`) names a main
/// class, jar or source file that is not there; `None` when it is, or when the command is not
/// read for sure.
#[must_use]
pub fn missing(command: &[OsString], here: &Path, environment: &Environment) -> Option<String> {
    let program = Path::new(command.first()?);
    if program.file_name() != Some(OsStr::new("java")) || environment.hidden_options {
        return None;
    }
    let mut class_path: Option<OsString> = None;
    let mut words = command.iter().skip(1);
    while let Some(word) = words.next() {
        let text = word.to_str()?;
        match text {
            // Given twice, which one java takes is not the judge's to guess.
            "-cp" | "-classpath" | "--class-path" if class_path.is_none() => {
                class_path = Some(words.next()?.clone());
            }
            "-jar" => return absent(Path::new(words.next()?), here),
            _ if text.starts_with("--class-path=") && class_path.is_none() => {
                class_path = Some(OsString::from(&text["--class-path=".len()..]));
            }
            _ if text.starts_with('-') => {
                if !harmless(text) {
                    return None;
                }
            }
            // An argument file holds more of the command line.
            _ if text.starts_with('@') => return None,
            _ if Path::new(text).extension() == Some(OsStr::new("java")) => {
                return absent(Path::new(text), here);
            }
            // A class in a package may be one of the JDK's (`com.sun.tools.javac.Main`).
            _ if text.contains(['.', '/']) => return None,
            class => {
                let class_path = class_path.as_deref().or(environment.class_path.as_deref());
                return class_missing(class, class_path, here);
            }
        }
    }
    None
}

/// Does the launcher option `option` (one word) leave the main class where it is and where it
/// is looked for? Its value, if any, is in the same word.
fn harmless(option: &str) -> bool {
    const EXACT: [&str; 11] = [
        "-server",
        "-client",
        "-ea",
        "-da",
        "-esa",
        "-dsa",
        "-enableassertions",
        "-disableassertions",
        "-enablesystemassertions",
        "-disablesystemassertions",
        "--enable-preview",
    ];
    const PREFIXES: [&str; 9] = [
        "-X",
        "-ea:",
        "-da:",
        "-enableassertions:",
        "-disableassertions:",
        "-verbose",
        "-javaagent:",
        "-agentlib:",
        "-agentpath:",
    ];
    if let Some(property) = option.strip_prefix("-D") {
        // The launcher reads the class path from this property too.
        return !property.starts_with("java.class.path");
    }
    EXACT.contains(&option) || PREFIXES.iter().any(|prefix| option.starts_with(prefix))
}

/// Nothing at all by that name (a link to nowhere is something: java is the judge of it).
fn not_there(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
}

/// `NAME not found in HERE` when the relative or absolute `path` is not there.
fn absent(path: &Path, here: &Path) -> Option<String> {
    if !not_there(&here.join(path)) {
        return None;
    }
    let shown = escape(&path.to_string_lossy()).into_owned();
    Some(if path.is_relative() {
        format!("{shown} not found in {}", escape(&here.to_string_lossy()))
    } else {
        format!("{shown} not found")
    })
}

/// `CLASS.class not found in …` when no folder of the class path holds it; `None` when one
/// does, or when the class path has an entry that cannot be read for sure (a jar, a wildcard).
fn class_missing(class: &str, class_path: Option<&OsStr>, here: &Path) -> Option<String> {
    // Java's class path is the current folder when none is given; the judge's, where it
    // started (see `java::class_path_variable`).
    let entries: Vec<PathBuf> = match class_path {
        Some(list) => std::env::split_paths(list)
            .map(|entry| {
                if entry.as_os_str().is_empty() {
                    here.to_path_buf()
                } else {
                    here.join(entry)
                }
            })
            .collect(),
        None => vec![here.to_path_buf()],
    };
    let file = format!("{class}.class");
    let mut folders = Vec::new();
    // `javac NAME.java` writes NAME.class here: advice worth giving only when java looks here.
    let here_real = std::fs::canonicalize(here).ok();
    let mut looks_here = false;
    for entry in entries {
        if entry.to_string_lossy().ends_with('*') {
            return None;
        }
        match std::fs::metadata(&entry) {
            Ok(metadata) if metadata.is_dir() && not_there(&entry.join(&file)) => {
                looks_here |=
                    here_real.is_some() && std::fs::canonicalize(&entry).ok() == here_real;
                folders.push(escape(&entry.to_string_lossy()).into_owned());
            }
            Ok(metadata) if metadata.is_dir() => return None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            // A jar, or what cannot be looked into.
            _ => return None,
        }
    }
    let folders = if folders.is_empty() {
        "the class path (none of its folders is there)".to_owned()
    } else {
        folders.join(" or ")
    };
    let mut said = format!("{} not found in {folders}", escape(&file));
    if looks_here && here.join(format!("{class}.java")).is_file() {
        said.push_str(&format!(
            " (compile it first: `javac {}`)",
            escape(&format!("{class}.java"))
        ));
    }
    Some(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str, here: &Path, class_path: Option<&str>) -> Option<String> {
        let command: Vec<OsString> = text.split(' ').map(OsString::from).collect();
        let environment = Environment {
            class_path: class_path.map(OsString::from),
            hidden_options: false,
        };
        missing(&command, here, &environment)
    }

    #[test]
    fn a_main_class_jar_or_source_not_there_is_named_with_where_it_was_looked_for() {
        let dir = tempfile::tempdir().unwrap();
        let here = dir.path();
        std::fs::create_dir(here.join("bin")).unwrap();
        std::fs::write(here.join("bin/Main.class"), "").unwrap();
        std::fs::write(here.join("Other.java"), "").unwrap();
        let shown = here.display();
        assert_eq!(
            said("java Nope", here, None),
            Some(format!("Nope.class not found in {shown}"))
        );
        assert_eq!(
            said("java -Xss64m -Dx=1 Other", here, None),
            Some(format!(
                "Other.class not found in {shown} (compile it first: `javac Other.java`)"
            ))
        );
        assert_eq!(
            said("java -cp bin:gone Nope x", here, None),
            Some(format!("Nope.class not found in {shown}/bin"))
        );
        assert_eq!(
            said("java Nope", here, Some("bin:")),
            Some(format!("Nope.class not found in {shown}/bin or {shown}"))
        );
        // `javac Other.java` would write ./Other.class, which this class path never reads.
        assert_eq!(
            said("java -cp bin Other", here, None),
            Some(format!("Other.class not found in {shown}/bin"))
        );
        assert_eq!(
            said("java -cp /nonexistent Other", here, None),
            Some("Other.class not found in the class path (none of its folders is there)".into())
        );
        assert_eq!(
            said("java -cp ./ Other", here, None),
            Some(format!(
                "Other.class not found in {shown}/./ (compile it first: `javac Other.java`)"
            ))
        );
        assert_eq!(
            said("java -jar nope.jar", here, None),
            Some(format!("nope.jar not found in {shown}"))
        );
        assert_eq!(
            said("java -ea Nope.java", here, None),
            Some(format!("Nope.java not found in {shown}"))
        );
        assert_eq!(
            said("/usr/bin/java --class-path=bin Gone", here, None),
            Some(format!("Gone.class not found in {shown}/bin"))
        );
    }

    #[test]
    fn what_java_might_run_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let here = dir.path();
        std::fs::create_dir(here.join("bin")).unwrap();
        std::fs::write(here.join("bin/Main.class"), "").unwrap();
        std::fs::write(here.join("Here.class"), "").unwrap();
        std::fs::write(here.join("lib.jar"), "").unwrap();
        std::fs::write(here.join("Sol.java"), "").unwrap();
        for (fine, class_path) in [
            ("java -cp bin Main", None),
            ("java Main", Some("bin")),
            ("java Here", None),
            ("java -cp bin -cp . Nope", None),
            ("java Main", Some("gone::bin")),
            ("java -cp lib.jar Nope", None),
            ("java -cp lib/* Nope", None),
            ("java Nope", Some("lib.jar")),
            ("java com.example.Nope", None),
            ("java pkg/Nope", None),
            ("java @args", None),
            ("java --source 17 Nope", None),
            ("java -p mods -m app/app.Main", None),
            ("java -Djava.class.path=bin Nope", None),
            ("java --module-path=mods Nope", None),
            ("java -jar lib.jar", None),
            ("java Sol.java", None),
            ("java -version", None),
            ("javac Nope", None),
            ("java", None),
        ] {
            assert_eq!(said(fine, here, class_path), None, "{fine}");
        }
        let command: Vec<OsString> = ["java", "Nope"].map(OsString::from).to_vec();
        let options = Environment {
            class_path: None,
            hidden_options: true,
        };
        assert_eq!(missing(&command, here, &options), None);
    }
}
