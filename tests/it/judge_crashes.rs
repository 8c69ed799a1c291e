//! A crash's exception named in its verdict, and the start of its stderr kept beside its end:
//! a deep search's stack trace is mostly one frame repeated, and the line that matters (the
//! exception, the frame that threw) is its first for Java and C++, its last for Python.

use crate::common::assert_contains;
use crate::common::judge::{code, compiled_java, empty_case, jdk_installed, judge};
use crate::common::run::stdout;

/// A Java search that recurses 45 deep, then writes past the end of its 9 used flags.
const DEEP_JAVA: &str = "public class Main {
    static int[] used = new int[9];
    static void dfs(int k) {
        if (k == 45) {
            used[k / 5] = 1;
            return;
        }
        dfs(k + 1);
    }
    public static void main(String[] args) throws Exception {
        System.in.readAllBytes();
        dfs(0);
    }
}
";

#[test]
fn a_java_exception_deep_in_a_search_is_named_with_the_line_that_threw() {
    if !jdk_installed() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    compiled_java(dir.path(), DEEP_JAVA);
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .time_limit("30")
        .run(&["java", "Main"]);
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    // The case's line says how it ended; the exception and its frame stand under it, within
    // 80 columns, the message's end on a line of its own.
    let named = " ms)  exit code 1, no output\n       exception \
                 java.lang.ArrayIndexOutOfBoundsException: Index 9 out of bounds\n         for \
                 length 9\n       at Main.dfs(Main.java:5)\n";
    assert_contains(&text, "  RE   empty");
    assert_contains(&text, named);
    within_80_columns_before_the_stderr(&text);
    // 48 lines: the exception and the frame that threw lead, the frames of main end it.
    assert_contains(
        &text,
        "its stderr:\n  Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: \
         Index 9 out of bounds for length 9\n          at Main.dfs(Main.java:5)\n",
    );
    assert_contains(&text, "  … 33 lines left out …\n");
    assert_contains(&text, "          at Main.main(Main.java:12)\n");
}

#[test]
fn python_and_cpp_exceptions_are_named_and_what_they_print_is_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // A Python traceback 3,000 lines long: the exception is its last line, after the frames.
    let python = "printf 'Traceback (most recent call last):\\n' >&2; \
                  for i in $(seq 1 1500); do \
                  printf '  File \"/tmp/x/sol.py\", line 12, in dfs\\n    dfs(k + 1)\\n' >&2; \
                  done; \
                  printf '  File \"/tmp/x/sol.py\", line 9, in dfs\\n    used[k] = 1\\n\
                  IndexError: list index \\033[2Jout of range\\n' >&2; exit 1";
    let out = judge("2239").in_dir(dir.path()).case(&case).run_sh(python);
    let text = stdout(&out);
    assert_contains(
        &text,
        "exit code 1, no output\n       exception IndexError: list index \\e[2Jout of range\n       \
         at sol.py line 9, in dfs\n",
    );
    assert_contains(&text, "its stderr:\n  Traceback (most recent call last):\n");
    assert_contains(&text, "  IndexError: list index \\e[2Jout of range\n");
    assert!(!text.contains('\x1b'), "{text}");
    // C++'s uncaught exception: aborted, with what it was.
    let cpp = "printf \"terminate called after throwing an instance of 'std::out_of_range'\\n  \
               what():  vector::_M_range_check: __n (which is 9)\\n\" >&2; kill -ABRT $$";
    let out = judge("2239").in_dir(dir.path()).case(&case).run_sh(cpp);
    assert_contains(
        &stdout(&out),
        "killed by SIGABRT, no output\n       exception std::out_of_range: \
         vector::_M_range_check: __n (which is 9)\n",
    );
}

/// Every line of the report down to the program's stderr (shown as it wrote it) fits in 80
/// columns.
pub(crate) fn within_80_columns_before_the_stderr(text: &str) {
    for line in text.lines().take_while(|l| !l.starts_with("its stderr:")) {
        assert!(
            line.chars().count() <= 80,
            "{} columns: {line}\n{text}",
            line.chars().count()
        );
    }
}

/// A search that calls `ArrayList.get` past its end, caught and wrapped twice on its way out
/// of `main`: the root cause is named, at its frame in the program's code.
const WRAPPED_JAVA: &str = "import java.util.*;
public class Main {
    static List<Integer> used = new ArrayList<>(Collections.nCopies(9, 0));
    static void dfs(int k) {
        if (k == 9) {
            used.get(k);
            return;
        }
        dfs(k + 1);
    }
    static void search() {
        try {
            dfs(0);
        } catch (IndexOutOfBoundsException e) {
            throw new IllegalStateException(\"search failed at depth 0 with a message long enough to pass any line of eighty columns by far\", e);
        }
    }
    public static void main(String[] args) throws Exception {
        System.in.readAllBytes();
        try {
            search();
        } catch (IllegalStateException e) {
            throw new RuntimeException(e);
        }
    }
}
";

#[test]
fn a_wrapped_java_exception_is_named_by_its_root_cause_at_the_programs_own_line() {
    if !jdk_installed() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    compiled_java(dir.path(), WRAPPED_JAVA);
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .time_limit("30")
        .run(&["java", "Main"]);
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        " ms)  exit code 1, no output\n       exception java.lang.IndexOutOfBoundsException: \
         Index 9 out of bounds for\n         length 9\n       at Main.dfs(Main.java:6)\n       \
         wrapped in java.lang.RuntimeException\n",
    );
    within_80_columns_before_the_stderr(&text);
    // The JSON record keeps it in one line, whole.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .time_limit("30")
        .json()
        .run(&["java", "Main"]);
    let record: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().next().unwrap()).unwrap();
    assert_eq!(
        record["why"],
        "exit code 1 (exception java.lang.IndexOutOfBoundsException: Index 9 out of bounds for \
         length 9, at Main.dfs(Main.java:6), wrapped in java.lang.RuntimeException), no output"
    );
}

#[test]
fn a_signals_meaning_stands_under_its_case_line_within_80_columns() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    let script = "kill -SEGV $$";
    let out = judge("2239").in_dir(dir.path()).case(&case).run_sh(script);
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        " ms)  killed by SIGSEGV, no output\n       (a bad memory access: an index out of \
         bounds, or recursion too deep)\n",
    );
    // The first failure's heading leaves it to the line under it too.
    assert_contains(
        &text,
        "first failure: empty (RE): killed by SIGSEGV, no output\n       (a bad memory",
    );
    within_80_columns_before_the_stderr(&text);
    // The JSON record keeps it in one line, whole.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .json()
        .run_sh(script);
    let record: serde_json::Value =
        serde_json::from_str(stdout(&out).lines().next().unwrap()).unwrap();
    assert_eq!(
        record["why"],
        "killed by SIGSEGV (a bad memory access: an index out of bounds, or recursion too \
         deep), no output"
    );
}
