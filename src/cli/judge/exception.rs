//! The exception a crashed program's stderr names, in a few words for its verdict: Java's
//! `Exception in thread "main" …` (the root cause when it was wrapped) and the frame of the
//! program's code that threw, a Python traceback's last line and frame, C++'s `terminate called
//! after throwing …` and its `what()`, a sanitizer's report. The line that matters is the first
//! (Java, C++) or the last (Python): a stack trace of a deep search is mostly the same frame
//! repeated, and hides it.

use stepdoku_core::text::escape;

use super::fit::COLUMNS;
use super::stderr::Stderr;
use crate::tui::text::wrap;

/// Characters kept of an exception's message: it is the program's text, and may be long; cut
/// here, it takes at most two lines of a case's verdict at 80 columns.
const MESSAGE: usize = 100;

/// Spaces before each line of an exception under its case's line: under the case's name.
const INDENT: usize = 7;

/// An exception (or a sanitizer's error) a crashed program's stderr names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// `exception java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length
    /// 9`: what went wrong, its message cut at [`MESSAGE`] characters.
    what: String,
    /// `Main.dfs(Main.java:30)`: where it was thrown (the program's own code when a frame is).
    at: Option<String>,
    /// `java.lang.RuntimeException`: the exception that carried it out of `main`, when the
    /// program caught it and threw another (Java's `Caused by:`).
    wrapped_in: Option<String>,
}

impl Named {
    fn new(what: &str, at: Option<&str>) -> Self {
        Named {
            what: cut(what),
            at: at
                .map(str::trim)
                .filter(|at| !at.is_empty())
                .map(str::to_owned),
            wrapped_in: None,
        }
    }

    /// In one line: `exception java.lang.X: message, at Main.dfs(Main.java:30), wrapped in
    /// java.lang.RuntimeException`.
    #[must_use]
    pub fn words(&self) -> String {
        self.parts().join(", ")
    }

    /// What it is, where it was thrown, what it was wrapped in: a line each, escaped, indented
    /// to stand under its case's line, and wrapped within [`COLUMNS`], a part's further lines
    /// indented two more so that each part's start stands out.
    #[must_use]
    pub fn lines(&self) -> Vec<String> {
        self.parts().iter().flat_map(|p| aside_lines(p)).collect()
    }

    fn parts(&self) -> Vec<String> {
        let mut parts = vec![self.what.clone()];
        parts.extend(self.at.as_ref().map(|at| format!("at {at}")));
        parts.extend(self.wrapped_in.as_ref().map(|w| format!("wrapped in {w}")));
        parts
    }
}

/// `part` of a verdict under its case's line: escaped, indented to stand under the case's
/// name, and wrapped within [`COLUMNS`], its further lines indented two more so that its
/// start stands out.
#[must_use]
pub fn aside_lines(part: &str) -> Vec<String> {
    let part = escape(part);
    let first = wrap(&part, COLUMNS - INDENT).swap_remove(0);
    // The wrapper keeps a line's text as written: the first is the part's start.
    let rest = part.get(first.len()..).unwrap_or_default().trim_start();
    let mut lines = vec![format!("{:INDENT$}{first}", "")];
    if !rest.is_empty() {
        lines.extend(
            wrap(rest, COLUMNS - INDENT - 2)
                .iter()
                .map(|line| format!("{:width$}{line}", "", width = INDENT + 2)),
        );
    }
    lines
}

/// The exception `stderr` names, if it names one.
#[must_use]
pub fn named(stderr: &Stderr) -> Option<Named> {
    let (first, last) = stderr.kept_lines();
    let lines: Vec<&str> = first.into_iter().chain(last).collect();
    java(&lines)
        .or_else(|| java_launcher(&lines))
        .or_else(|| python(&lines))
        .or_else(|| cpp_terminate(&lines))
        .or_else(|| sanitizer(&lines))
}

/// `Exception in thread "main" CLASS: MESSAGE` and the first frame of the program's code after
/// it; when it was wrapped, its root cause (the last `Caused by:`) and that one's frame, since
/// the outer exception only says where the program caught it.
fn java(lines: &[&str]) -> Option<Named> {
    let (at, thrown) = lines.iter().enumerate().find_map(|(i, line)| {
        let rest = line.strip_prefix("Exception in thread \"")?;
        let (_, thrown) = rest.split_once("\" ")?;
        Some((i, thrown))
    })?;
    let after = &lines[at + 1..];
    // Unindented: an indented `Caused by:` belongs to a suppressed exception.
    let root = after
        .iter()
        .enumerate()
        .rev()
        .find_map(|(i, l)| Some((i, l.strip_prefix("Caused by: ")?)));
    Some(match root {
        Some((i, cause)) => Named {
            wrapped_in: Some(class_of(thrown).to_owned()),
            ..Named::new(&format!("exception {cause}"), own_frame(&after[i + 1..]))
        },
        None => Named::new(&format!("exception {thrown}"), own_frame(after)),
    })
}

/// `java.lang.RuntimeException` of `java.lang.RuntimeException: its message`.
fn class_of(thrown: &str) -> &str {
    thrown
        .split_once(':')
        .map_or(thrown, |(class, _)| class)
        .trim()
}

/// The first frame of a trace's `at …` lines in the program's own code, else its first: an
/// exception thrown inside the library (`ArrayList.get`) was the program's call there.
fn own_frame<'a>(lines: &[&'a str]) -> Option<&'a str> {
    let frames: Vec<&str> = lines
        .iter()
        .map(|l| l.trim_start())
        .take_while(|l| l.starts_with("at ") || l.starts_with("..."))
        .filter_map(|l| l.strip_prefix("at "))
        .collect();
    frames
        .iter()
        .find(|frame| !in_the_library(frame))
        .or(frames.first())
        .copied()
}

/// `java.base/java.util.ArrayList.get(…)`: a frame in a module (the program's classes are in
/// none), or of the JDK's packages (Java 8 names no module).
fn in_the_library(frame: &str) -> bool {
    let method = frame.split_once('(').map_or(frame, |(method, _)| method);
    method.contains('/')
        || ["java.", "javax.", "jdk.", "sun.", "com.sun."]
            .iter()
            .any(|package| method.starts_with(package))
}

/// The launcher's `Error: Could not find or load main class a.Main` and the `Caused by:` line
/// after it: no code of the program ran (a class named wrong, or not compiled where java looks).
fn java_launcher(lines: &[&str]) -> Option<Named> {
    let (at, class) = lines.iter().enumerate().find_map(|(i, line)| {
        let class = line.strip_prefix("Error: Could not find or load main class ")?;
        Some((i, class.trim()))
    })?;
    let cause = lines[at + 1..]
        .iter()
        .find_map(|l| l.strip_prefix("Caused by: "))
        .map(|cause| cause.split_once(':').map_or(cause, |(name, _)| name).trim());
    let said = format!("java could not find or load the main class {class}");
    Some(match cause {
        Some(cause) if !cause.is_empty() => Named::new(&format!("{said}: {cause}"), None),
        _ => Named::new(&said, None),
    })
}

/// A traceback's last line (`IndexError: list index out of range`) and its last frame
/// (`File "…/sol.py", line 12, in dfs`), the one that raised.
fn python(lines: &[&str]) -> Option<Named> {
    let start = lines
        .iter()
        .rposition(|l| l.starts_with("Traceback (most recent call last):"))?;
    let after = &lines[start + 1..];
    let raised = after.iter().position(|l| {
        !l.is_empty() && !l.starts_with(char::is_whitespace) && is_python_exception(l)
    })?;
    let frame = after[..raised].iter().rev().find_map(|l| {
        let rest = l.trim_start().strip_prefix("File \"")?;
        let (path, rest) = rest.split_once("\", line ")?;
        let (line, function) = rest.split_once(", in ").unwrap_or((rest, ""));
        let file = path.rsplit('/').next().unwrap_or(path);
        Some(if function.is_empty() {
            format!("{file} line {line}")
        } else {
            format!("{file} line {line}, in {function}")
        })
    });
    Some(Named::new(
        &format!("exception {}", after[raised]),
        frame.as_deref(),
    ))
}

/// `IndexError: …`, `RecursionError: …`, `KeyboardInterrupt`, `mod.SomeError`: a dotted name
/// (its own, or before a colon).
fn is_python_exception(line: &str) -> bool {
    let name = line.split_once(':').map_or(line, |(name, _)| name);
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
}

/// `terminate called after throwing an instance of 'std::out_of_range'` and `  what(): …`.
fn cpp_terminate(lines: &[&str]) -> Option<Named> {
    let (at, thrown) = lines.iter().enumerate().find_map(|(i, line)| {
        let rest = line.strip_prefix("terminate called after throwing an instance of ")?;
        Some((i, rest.trim_matches('\'')))
    })?;
    let what = lines
        .get(at + 1)
        .and_then(|l| l.trim_start().strip_prefix("what():"))
        .map(str::trim);
    let thrown = match what {
        Some(what) if !what.is_empty() => format!("{thrown}: {what}"),
        _ => thrown.to_owned(),
    };
    Some(Named::new(&format!("exception {thrown}"), None))
}

/// The address sanitizer's `SUMMARY: AddressSanitizer: heap-buffer-overflow /…/sol.cpp:30:5 in
/// dfs(int)`, or the undefined-behaviour sanitizer's `sol.cpp:30:5: runtime error: index 9 out of
/// bounds for type 'int [9]'`.
fn sanitizer(lines: &[&str]) -> Option<Named> {
    if let Some(summary) = lines.iter().find_map(|l| {
        l.strip_prefix("SUMMARY: ")
            .filter(|s| s.contains("Sanitizer: "))
    }) {
        let (tool, rest) = summary.split_once(": ")?;
        let (kind, place) = rest.split_once(' ').unwrap_or((rest, ""));
        let place = place.rsplit_once('/').map_or(place, |(_, file)| file);
        let frame = (!place.is_empty()).then_some(place);
        return Some(Named::new(&format!("{tool}: {kind}"), frame));
    }
    lines.iter().find_map(|l| {
        let (place, error) = l.split_once(": runtime error: ")?;
        let file = place.rsplit_once('/').map_or(place, |(_, file)| file);
        Some(Named::new(&format!("runtime error: {error}"), Some(file)))
    })
}

/// `what` trimmed, cut to [`MESSAGE`] characters after its name (`exception CLASS: `), with `…`.
fn cut(what: &str) -> String {
    let what = what.trim();
    let name = what.find(": ").map_or(0, |colon| colon + 2);
    let (name, message) = what.split_at(name);
    if message.chars().count() > MESSAGE {
        let cut: String = message.chars().take(MESSAGE - 1).collect();
        format!("{name}{cut}…")
    } else {
        what.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named_in(text: &str) -> Option<String> {
        named(&Stderr {
            head: text.to_owned(),
            tail: String::new(),
            gap: false,
            lines: text.lines().count() as u64,
        })
        .map(|named| named.words())
    }

    #[test]
    fn java_names_the_exception_and_the_frame_that_threw() {
        let trace = "Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: \
                     Index 9 out of bounds for length 9\n\tat Main.dfs(Main.java:30)\n\
                     \tat Main.dfs(Main.java:41)\n\tat Main.main(Main.java:12)\n";
        assert_eq!(
            named_in(trace).as_deref(),
            Some(
                "exception java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds \
                 for length 9, at Main.dfs(Main.java:30)"
            )
        );
        let bare = "Exception in thread \"main\" java.lang.StackOverflowError\n";
        assert_eq!(
            named_in(bare).as_deref(),
            Some("exception java.lang.StackOverflowError")
        );
    }

    #[test]
    fn a_wrapped_java_exception_is_named_by_its_root_cause_and_its_frame_in_the_program() {
        let trace = "Exception in thread \"main\" java.lang.RuntimeException: search failed\n\
                     \tat Main.main(Main.java:20)\n\
                     Caused by: java.lang.IllegalStateException: at depth 0\n\
                     \tat Main.dfs(Main.java:15)\n\t... 1 more\n\
                     \tSuppressed: java.io.IOException: closing\n\
                     \t\tCaused by: java.io.EOFException\n\
                     Caused by: java.lang.IndexOutOfBoundsException: Index 9 out of bounds for \
                     length 9\n\
                     \tat java.base/jdk.internal.util.Preconditions.outOfBounds(Preconditions.\
                     java:100)\n\
                     \tat java.base/java.util.ArrayList.get(ArrayList.java:427)\n\
                     \tat Main.dfs(Main.java:12)\n\tat Main.dfs(Main.java:13)\n\t... 2 more\n";
        assert_eq!(
            named_in(trace).as_deref(),
            Some(
                "exception java.lang.IndexOutOfBoundsException: Index 9 out of bounds for length \
                 9, at Main.dfs(Main.java:12), wrapped in java.lang.RuntimeException"
            )
        );
        // Thrown in the library with no frame of the program's: the first frame is named.
        let library = "Exception in thread \"main\" java.lang.NumberFormatException: For input \
                       string: \"x\"\n\tat java.base/java.lang.Integer.parseInt(Integer.java:\
                       661)\n";
        assert_eq!(
            named_in(library).as_deref(),
            Some(
                "exception java.lang.NumberFormatException: For input string: \"x\", at \
                 java.base/java.lang.Integer.parseInt(Integer.java:661)"
            )
        );
    }

    #[test]
    fn an_exception_under_its_case_takes_lines_of_at_most_80_columns_escaped() {
        let trace = format!(
            "Exception in thread \"main\" java.lang.RuntimeException: wrapped\n\
             \tat Main.main(Main.java:20)\n\
             Caused by: java.lang.IllegalArgumentException: bad \x1b[2J{}\n\
             \tat Main.dfs(Main.java:12)\n",
            "digit ".repeat(40)
        );
        let named = named(&Stderr {
            head: trace.clone(),
            tail: String::new(),
            gap: false,
            lines: 4,
        })
        .unwrap();
        let lines = named.lines();
        for line in &lines {
            assert!(line.chars().count() <= COLUMNS, "{lines:#?}");
            assert!(
                line.starts_with("       ") && !line.contains('\x1b'),
                "{lines:#?}"
            );
        }
        // The message's further lines stand two columns in from its start.
        assert!(lines[1].starts_with("         digit"), "{lines:#?}");
        assert!(
            lines[0].starts_with("       exception java.lang.IllegalArgumentException: bad \\e[2J"),
            "{lines:#?}"
        );
        assert!(lines[lines.len() - 3].ends_with('…'), "{lines:#?}");
        assert_eq!(lines[lines.len() - 2], "       at Main.dfs(Main.java:12)");
        assert_eq!(
            lines[lines.len() - 1],
            "       wrapped in java.lang.RuntimeException"
        );
    }

    #[test]
    fn a_main_class_java_cannot_load_is_named_as_the_launchers_error() {
        let said = "Error: Could not find or load main class a.Main\n\
                    Caused by: java.lang.ClassNotFoundException: a.Main\n";
        assert_eq!(
            named_in(said).as_deref(),
            Some(
                "java could not find or load the main class a.Main: \
                 java.lang.ClassNotFoundException"
            )
        );
    }

    #[test]
    fn python_names_the_last_line_and_the_frame_that_raised() {
        let trace = "Traceback (most recent call last):\n  File \"/tmp/x/sol.py\", line 40, in \
                     <module>\n    main()\n  File \"/tmp/x/sol.py\", line 12, in dfs\n    \
                     board[r][c] = d\n    ~~~~~^^^\nIndexError: list index out of range\n";
        assert_eq!(
            named_in(trace).as_deref(),
            Some("exception IndexError: list index out of range, at sol.py line 12, in dfs")
        );
    }

    #[test]
    fn cpp_names_the_exception_thrown_and_its_what() {
        let said = "terminate called after throwing an instance of 'std::out_of_range'\n  \
                    what():  vector::_M_range_check: __n (which is 9) >= this->size() (which \
                    is 9)\n";
        assert_eq!(
            named_in(said).as_deref(),
            Some(
                "exception std::out_of_range: vector::_M_range_check: __n (which is 9) >= \
                 this->size() (which is 9)"
            )
        );
    }

    #[test]
    fn sanitizers_name_the_error_and_its_place() {
        let asan = "=================================================================\n\
                    ==1==ERROR: AddressSanitizer: stack-buffer-overflow on address 0x1\n\
                    SUMMARY: AddressSanitizer: stack-buffer-overflow /tmp/a/sol.cpp:30:5 in \
                    dfs(int)\n";
        assert_eq!(
            named_in(asan).as_deref(),
            Some("AddressSanitizer: stack-buffer-overflow, at sol.cpp:30:5 in dfs(int)")
        );
        let ubsan = "/tmp/a/sol.cpp:30:5: runtime error: index 9 out of bounds for type \
                     'int [9]'\n";
        assert_eq!(
            named_in(ubsan).as_deref(),
            Some("runtime error: index 9 out of bounds for type 'int [9]', at sol.cpp:30:5")
        );
    }

    #[test]
    fn plain_text_names_nothing_and_a_long_message_is_cut() {
        assert_eq!(named_in("dfs 0 1 4\nError somewhere\n"), None);
        let long = format!(
            "Exception in thread \"main\" java.lang.RuntimeException: {}\n",
            "x".repeat(500)
        );
        let said = named_in(&long).unwrap();
        assert!(said.ends_with('…'), "{said}");
        assert!(said.chars().count() < 140, "{said}");
    }
}
