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
    let named = "exit code 1 (exception java.lang.ArrayIndexOutOfBoundsException: Index 9 out of \
                 bounds for length 9, at Main.dfs(Main.java:5)), no output";
    assert_contains(&text, "  RE   empty");
    assert_contains(&text, named);
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
        "exit code 1 (exception IndexError: list index \\e[2Jout of range, at sol.py line 9, in \
         dfs), no output",
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
        "killed by SIGABRT (exception std::out_of_range: vector::_M_range_check: __n (which is \
         9)), no output",
    );
}
