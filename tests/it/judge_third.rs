//! What a third new learner met judging their programs: the guide's advice on line numbers in
//! a trace, a Java stack trace in the stderr shown, and files of a `--trace` folder the judge
//! cannot write, refused before anything runs.

use std::path::Path;

use crate::common::assert_contains;
use crate::common::judge::{code, empty_case, judge};
use crate::common::run::{stderr, stdout};

/// A FIFO at `path`.
fn fifo(path: &Path) {
    nix::unistd::mkfifo(path, nix::sys::stat::Mode::from_bits_truncate(0o600)).unwrap();
}

#[test]
fn the_guides_line_numbers_ask_no_stack_on_each_print() {
    let guide =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/learner.md"))
            .unwrap();
    // A stack walk per printed line made a traced Java run six times slower: no print the
    // guide suggests may carry one.
    for line in guide.lines() {
        let prints = ["println(", "print(", "fprintf("]
            .iter()
            .any(|p| line.contains(p));
        let asks_stack = [
            "line()",
            "getStackTrace",
            "StackWalker",
            "currentframe",
            "_getframe",
        ]
        .iter()
        .any(|s| line.contains(s));
        assert!(
            !(prints && asks_stack),
            "a print that walks the stack: {line}"
        );
        assert!(
            !line.contains("static int line()"),
            "a helper that walks the stack: {line}"
        );
    }
}

#[test]
fn a_java_stack_traces_tabs_are_shown_as_spaces_and_other_controls_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let out = judge("2239").in_dir(dir.path()).case(&case).run_sh(
        "printf 'Exception in thread \"main\" java.lang.StackOverflowError\\n\\tat Main.dfs(Main.java:12)\\n\\033[2J\\n' >&2; exit 1",
    );
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "its stderr:\n  Exception in thread \"main\" java.lang.StackOverflowError\n          at Main.dfs(Main.java:12)\n  \\e[2J\n",
    );
    let shown = text.split("its stderr:").nth(1).unwrap_or_default();
    assert!(!shown.contains("\\tat"), "{text}");
}

#[test]
fn a_trace_folder_name_taken_by_a_fifo_is_said_to_be_a_fifo() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    fifo(&dir.path().join("t2"));
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .trace("t2")
        .run_sh("cat >/dev/null");
    let said = stderr(&out);
    assert_eq!(code(&out), 2, "{said}");
    assert_contains(&said, "t2 is a FIFO, not a folder");
    assert!(!said.contains("File exists"), "{said}");
}

#[test]
fn a_file_of_the_trace_folder_the_judge_cannot_write_is_refused_before_any_case_runs() {
    // Each name a traced run may write: the case's input (written after it ran), its trace,
    // and, with --shrink, those of the case it shrinks to.
    for (name, shrink) in [
        ("empty.in", false),
        ("empty.trace", false),
        ("empty.trace.stopped", false),
        ("empty-shrunk.trace", true),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let case = empty_case(dir.path(), false);
        let out_dir = dir.path().join("t");
        std::fs::create_dir(&out_dir).unwrap();
        std::os::unix::fs::symlink(dir.path().join("elsewhere"), out_dir.join(name)).unwrap();
        let ran = dir.path().join("ran");
        let mut judged = judge("2239").in_dir(dir.path()).case(&case).trace("t");
        if shrink {
            judged = judged.shrink();
        }
        let out = judged.run_sh(&format!("touch '{}'; cat >/dev/null", ran.display()));
        let said = stderr(&out);
        assert_eq!(code(&out), 2, "{name}: {said}");
        assert_contains(&said, &format!("{name}: already there as a symbolic link"));
        assert!(!ran.exists(), "{name}: the program ran first");
        assert!(!stdout(&out).contains("empty"), "{name}: {}", stdout(&out));
        let written: Vec<_> = std::fs::read_dir(&out_dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(written.len(), 1, "{name}: {written:?}");
    }
}

#[test]
fn a_mistyped_script_is_said_not_found_once_before_any_case_runs() {
    let dir = tempfile::tempdir().unwrap();
    let out = judge("2239")
        .in_dir(dir.path())
        .run(&["python3", "nope.py"]);
    let said = stderr(&out);
    assert_eq!(code(&out), 2, "{said}");
    let here = dir.path().canonicalize().unwrap();
    assert_contains(&said, &format!("nope.py not found in {}", here.display()));
    assert_eq!(said.matches("not found").count(), 1, "{said}");
    assert!(!stdout(&out).contains("RE"), "{}", stdout(&out));
}

/// `java Nope` (no `Nope.class` where java would look) is said once before any case, as a
/// mistyped script is, with where it was looked for; so are a jar or a source file not there.
/// Nothing runs: java need not even be installed for these.
#[test]
fn a_java_class_jar_or_source_not_there_is_said_before_any_case_runs() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("bin")).unwrap();
    std::fs::write(dir.path().join("Nope.java"), "class Nope {}").unwrap();
    let here = dir.path().canonicalize().unwrap();
    let here = here.display();
    for (command, said_here) in [
        (
            &["java", "Nope"][..],
            format!("Nope.class not found in {here} (compile it first: `javac Nope.java`)"),
        ),
        (
            &["java", "-Xss64m", "-cp", "bin", "Main"],
            format!("Main.class not found in {here}/bin"),
        ),
        (
            &["java", "-jar", "sol.jar"],
            format!("sol.jar not found in {here}"),
        ),
        (
            &["java", "-ea", "Sol.java"],
            format!("Sol.java not found in {here}"),
        ),
    ] {
        let out = judge("2239")
            .in_dir(dir.path())
            .command()
            .args(["--"])
            .args(command)
            .env_remove("CLASSPATH")
            .env_remove("JDK_JAVA_OPTIONS")
            .env_remove("JAVA_TOOL_OPTIONS")
            .env_remove("_JAVA_OPTIONS")
            .output()
            .unwrap();
        let said = stderr(&out);
        assert_eq!(code(&out), 2, "{command:?}: {said}");
        assert_contains(&said, &said_here);
        assert_eq!(said.matches("not found").count(), 1, "{said}");
        assert!(!stdout(&out).contains("RE"), "{}", stdout(&out));
    }
}

#[test]
fn with_trace_a_case_whose_search_breaks_a_rule_is_shown_before_one_with_no_output() {
    let dir = tempfile::tempdir().unwrap();
    let easy =
        crate::common::judge::board_file(dir.path(), "easy.in", crate::common::judge::EASY, false);
    let empty = empty_case(dir.path(), false);
    // No output on either; on the empty board the search puts a second 5 in row 1.
    let script = "if grep -q '^000000000$'; then printf 'try 1 1 5 @7\\ntry 1 2 5 @7\\nundo 1 2 @9\\n' >&2; fi";
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&easy)
        .case(&empty)
        .trace("t")
        .run_sh(script);
    let text = crate::common::judge::unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(&text, "the most telling failure: empty (WA)");
    assert_contains(
        &text,
        "empty's trace has 2 flags (1 wrong move and an end without a full board), the first \
         wrong move at step 2 (your line 7): 5 in r1c2 breaks row 1: r1c1 already holds 5\nto step through your program's search on empty, run: stepdoku replay t/empty.in t/empty.trace",
    );
}
