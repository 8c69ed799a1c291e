//! What a new learner met following docs/learner.md with the judge and the replay, on the real
//! binary: a time limit blamed on the search when the prints took the time, the source line
//! the replay names, what `--shrink` picks and says, and where a bad trace line is.

use crate::common::assert_contains;
use crate::common::judge::{code, empty_case, judge};
use crate::common::run::stdout;

#[test]
fn a_time_limit_after_many_stderr_prints_says_how_much_was_printed() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), true);
    // 8 MiB of trace lines, then a search that never ends: the time limit kills it.
    let out = judge("2580")
        .case(&case)
        .time_limit("3")
        .run_sh("head -c 8388608 /dev/zero | tr '\\0' 'x' >&2; exec sleep 60");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "it wrote 8.0 MiB to stderr before it was killed: printing that takes time; judge \
         without the prints, or with --trace",
    );
    // The same ending without prints says nothing of them.
    let quiet = judge("2580")
        .case(&case)
        .time_limit("0.3")
        .run(&["sleep", "60"]);
    let text = stdout(&quiet);
    assert_contains(&text, "TLE");
    assert!(!text.contains("stderr"), "{text}");
}
