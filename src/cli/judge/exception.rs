//! The exception a crashed program's stderr names, in a few words for its verdict: Java's
//! `Exception in thread "main" …` and its first frame, a Python traceback's last line and
//! frame, C++'s `terminate called after throwing …` and its `what()`, a sanitizer's report.
//! The line that matters is the first (Java, C++) or the last (Python): a stack trace of a
//! deep search is mostly the same frame repeated, and hides it.

use super::stderr::Stderr;

/// Characters kept of an exception's message: it is the program's text, and may be long.
const MESSAGE: usize = 120;

/// `exception java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds for length 9,
/// at Main.dfs(Main.java:30)`, when `stderr` names one.
#[must_use]
pub fn named(stderr: &Stderr) -> Option<String> {
    let (first, last) = stderr.kept_lines();
    let lines: Vec<&str> = first.into_iter().chain(last).collect();
    java(&lines)
        .or_else(|| java_launcher(&lines))
        .or_else(|| python(&lines))
        .or_else(|| cpp_terminate(&lines))
        .or_else(|| sanitizer(&lines))
}

/// `Exception in thread "main" CLASS: MESSAGE` and the first `at …` line after it.
fn java(lines: &[&str]) -> Option<String> {
    let (at, thrown) = lines.iter().enumerate().find_map(|(i, line)| {
        let rest = line.strip_prefix("Exception in thread \"")?;
        let (_, thrown) = rest.split_once("\" ")?;
        Some((i, thrown))
    })?;
    let frame = lines[at + 1..]
        .iter()
        .map(|l| l.trim_start())
        .take_while(|l| l.starts_with("at ") || l.starts_with("..."))
        .find_map(|l| l.strip_prefix("at "));
    Some(words(thrown, frame))
}

/// The launcher's `Error: Could not find or load main class a.Main` and the `Caused by:` line
/// after it: no code of the program ran (a class named wrong, or not compiled where java looks).
fn java_launcher(lines: &[&str]) -> Option<String> {
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
        Some(cause) if !cause.is_empty() => words_of(&format!("{said}: {cause}"), None),
        _ => words_of(&said, None),
    })
}

/// A traceback's last line (`IndexError: list index out of range`) and its last frame
/// (`File "…/sol.py", line 12, in dfs`), the one that raised.
fn python(lines: &[&str]) -> Option<String> {
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
    Some(words(after[raised], frame.as_deref()))
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
fn cpp_terminate(lines: &[&str]) -> Option<String> {
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
    Some(words(&thrown, None))
}

/// The address sanitizer's `SUMMARY: AddressSanitizer: heap-buffer-overflow /…/sol.cpp:30:5 in
/// dfs(int)`, or the undefined-behaviour sanitizer's `sol.cpp:30:5: runtime error: index 9 out of
/// bounds for type 'int [9]'`.
fn sanitizer(lines: &[&str]) -> Option<String> {
    if let Some(summary) = lines.iter().find_map(|l| {
        l.strip_prefix("SUMMARY: ")
            .filter(|s| s.contains("Sanitizer: "))
    }) {
        let (tool, rest) = summary.split_once(": ")?;
        let (kind, place) = rest.split_once(' ').unwrap_or((rest, ""));
        let place = place.rsplit_once('/').map_or(place, |(_, file)| file);
        let frame = (!place.is_empty()).then_some(place);
        return Some(format!("{tool}: {}", words_of(kind, frame)));
    }
    lines.iter().find_map(|l| {
        let (place, error) = l.split_once(": runtime error: ")?;
        let file = place.rsplit_once('/').map_or(place, |(_, file)| file);
        Some(format!("runtime error: {}", words_of(error, Some(file))))
    })
}

/// `exception THROWN, at FRAME`.
fn words(thrown: &str, frame: Option<&str>) -> String {
    format!("exception {}", words_of(thrown, frame))
}

/// `WHAT, at FRAME`, the message cut to [`MESSAGE`] characters.
fn words_of(what: &str, frame: Option<&str>) -> String {
    let what = what.trim();
    let what = if what.chars().count() > MESSAGE {
        let cut: String = what.chars().take(MESSAGE - 1).collect();
        format!("{cut}…")
    } else {
        what.to_owned()
    };
    match frame.map(str::trim).filter(|f| !f.is_empty()) {
        Some(frame) => format!("{what}, at {frame}"),
        None => what,
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
