//! What a new learner met following docs/learner.md with the judge and the replay, on the real
//! binary: a time limit blamed on the search when the prints took the time, the source line
//! the replay names, what `--shrink` picks and says, and where a bad trace line is.

use crate::common::assert_contains;
use crate::common::judge::{board_file, code, empty_case, judge};
use crate::common::run::{stderr, stdout};

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

/// The first band of [`EASY`] alone: many solutions, and a few clues to drop.
const SEVERAL: &str =
    "53..7....6..195....98....6.......................................................";

#[test]
fn shrink_says_plainly_that_a_board_without_clues_has_nothing_to_drop() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), true);
    let out = judge("2580").case(&case).shrink().run(&["yes", "1"]);
    assert_eq!(code(&out), 1);
    let said = stderr(&out);
    assert_contains(
        &said,
        "nothing can be dropped from empty: it has no clues; shown whole",
    );
    assert!(!said.contains("0 clues"), "{said}");
}

#[test]
fn shrink_takes_a_case_with_clues_that_failed_the_same_way() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    let several = board_file(dir.path(), "several.in", SEVERAL, true);
    // A flood: the output limit stops it on every case, the empty board first.
    let out = judge("2580")
        .case(&empty)
        .case(&several)
        .shrink()
        .run(&["yes", "1"]);
    assert_eq!(code(&out), 1);
    let said = stderr(&out);
    assert_contains(
        &said,
        "empty has no clues to drop: several failed the same way (OLE) and is shrunk instead",
    );
    assert_contains(&said, "shrunk several from ");
    assert_contains(
        &stdout(&out),
        "the same failure, on a case with clues to drop: several-shrunk (OLE)",
    );
}
