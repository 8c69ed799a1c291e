//! What a second new learner met judging their programs: the count of stderr lines before the
//! end shown, the received board beside output that is no board, Java's classes found where
//! the judge was started, `--shrink` ending on the empty board, and the progress line.

use crate::common::assert_contains;
use crate::common::judge::{code, empty_case, judge};
use crate::common::run::stdout;

#[test]
fn the_lines_before_the_end_of_stderr_are_all_the_program_wrote() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // 5000 lines, far more than the few KiB of its end the judge keeps, then a crash.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run_sh("seq 1 5000 >&2; exit 3");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "the end of its stderr:\n  … 4988 lines before\n  4989\n",
    );
    assert_contains(&text, "  5000\n");
}
