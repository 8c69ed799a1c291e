//! A Java solution over the time limit: the judge says which limit it used and that
//! Baekjoon's limit for Java may be longer, never a figure it cannot check offline.

use crate::common::assert_contains;
use crate::common::judge::{code, compiled_java, empty_case, jdk_installed, judge};
use crate::common::run::stdout;

#[test]
fn a_java_time_out_names_the_limit_used_and_how_to_give_javas() {
    if !jdk_installed() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    compiled_java(
        dir.path(),
        "public class Main {\n    public static void main(String[] args) {\n        \
         while (true) {}\n    }\n}\n",
    );
    let note = "note: Java was judged against the problem's 2.0 s limit; Baekjoon's limit for \
                Java may be longer (see the problem page): judge with --time-limit SECONDS to \
                use it";
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run(&["java", "Main"]);
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(&text, "  TLE  empty");
    assert_contains(&text, &format!("\n{note}\n"));
    // The limit given is the one meant: nothing to add.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .time_limit("1")
        .run(&["java", "Main"]);
    let text = stdout(&out);
    assert_contains(&text, "  TLE  empty");
    assert!(!text.contains("note: Java"), "{text}");
    // Nor after a program of another language.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run_sh("sleep 5");
    assert_contains(&stdout(&out), "  TLE  empty");
    assert!(!stdout(&out).contains("note: Java"), "{}", stdout(&out));
}
