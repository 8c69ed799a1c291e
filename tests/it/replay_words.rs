//! `stepdoku replay --summary` says what is true of the trace in its words: a line that cannot
//! be read is no end of the trace, counts agree with their nouns, and an empty trace or an
//! empty puzzle's part is numbered and named as the rest of the check.

use crate::common::judge::{EASY, board_file};
use crate::common::replay::summary;
use crate::common::run::stdout;

#[test]
fn a_line_that_cannot_be_read_at_the_first_difference_is_not_called_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = board_file(dir.path(), "easy.in", EASY, false);
    // 0-based rows and columns without --from-zero: the first line's row 0 cannot be read,
    // and two more moves follow it.
    let trace = dir.path().join("z.trace");
    std::fs::write(&trace, "try 0 2 1\ntry 0 3 2\ntry 0 5 4\n").unwrap();
    let (p, t) = (puzzle.display().to_string(), trace.display().to_string());
    let words = stdout(&summary(&p, &t, &["--compare", "row-major"]));
    let last = words.lines().last().unwrap();
    assert_eq!(
        last,
        "step 1: your line cannot be read, row-major tries 1 in r1c3: r1c3 is the first empty \
         cell and 1 fits there; your line: expected a row 1 to 9, found 0 (numbered from 0? add \
         --from-zero)",
        "{words}"
    );
}
