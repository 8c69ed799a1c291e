//! Every sentence the propagating search shows is true on the board shown: an independent
//! checker (`common::sentences`) recomputes candidates from the grid minus the eliminations a
//! trace record lists, over every bundled classic puzzle.

use std::path::Path;

use serde_json::json;

use crate::common::sentences::{Cells, audit, check};

fn cells(line: &str) -> Cells {
    let mut cells = [0u8; 81];
    for (cell, ch) in cells.iter_mut().zip(line.chars()) {
        *cell = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    cells
}

/// Prints its figures: `cargo test --release --test it every_sentence -- --nocapture`. Whether
/// a listed elimination is sound takes a search per elimination, by the checker's own plain
/// (and, in test builds, unoptimised) search: that part runs when `STEPDOKU_TEST_SCALE` asks
/// for the heavy checks, as `.ci/run` does.
#[test]
fn every_sentence_on_every_bundled_puzzle_holds() {
    let sound = crate::common::scaled(1) > 1;
    let audit = audit(Path::new(env!("CARGO_MANIFEST_DIR")), sound);
    eprintln!(
        "{} false of {} sentences checked; {}",
        audit.false_sentences.len(),
        audit.checked,
        if sound {
            format!(
                "{} listed eliminations a solution of the board shown uses",
                audit.unsound_removals.len()
            )
        } else {
            "eliminations not searched (STEPDOKU_TEST_SCALE unset)".to_owned()
        }
    );
    assert!(audit.checked > 50_000, "{}", audit.checked);
    assert!(
        audit.false_sentences.is_empty(),
        "{} false, first: {:?}",
        audit.false_sentences.len(),
        audit.false_sentences.first()
    );
    assert!(
        audit.unsound_removals.is_empty(),
        "{} unsound, first: {:?}",
        audit.unsound_removals.len(),
        audit.unsound_removals.first()
    );
}

/// The README's example, as the engine used to word it: r4c3 = 9 said of row 4 while 9 fits
/// r4c4 as well; the box is what holds.
#[test]
fn the_checker_refuses_a_unit_where_the_digit_has_another_place() {
    let before =
        cells("53..78...6..195....98...5678...6...34.68.37.17.3.2.8.6.6....284.8.4196.5....8.179");
    let after = {
        let mut a = before;
        a[29] = 9;
        a
    };
    let record =
        |single: &str| json!({"event": "forced", "cell": "r4c3", "digit": 9, "single": single});
    let row = check(&record("hidden single in row 4"), &before, &after);
    assert!(matches!(row, Some(Err(_))), "{row:?}");
    let boxed = check(&record("hidden single in box 4"), &before, &after);
    assert!(matches!(boxed, Some(Ok(()))), "{boxed:?}");
    // A removal listed makes a claim that needs it hold, and only that one.
    let naked = record("naked single");
    assert!(matches!(check(&naked, &before, &after), Some(Err(_))));
}

#[test]
fn the_checker_refuses_a_contradiction_that_still_has_a_place() {
    let grid = cells(&".".repeat(81));
    let record = json!({"event": "dead-end", "contradiction": "no place for 7 in row 4"});
    assert!(matches!(check(&record, &grid, &grid), Some(Err(_))));
    let record = json!({"event": "dead-end", "contradiction": "r4c3 has no candidate left"});
    assert!(matches!(check(&record, &grid, &grid), Some(Err(_))));
    let mut removed = Vec::new();
    for digit in 1..=9 {
        removed.push(json!({"cell": "r4c3", "digit": digit}));
    }
    let record = json!({
        "event": "dead-end",
        "contradiction": "r4c3 has no candidate left",
        "removed": removed,
    });
    assert!(matches!(check(&record, &grid, &grid), Some(Ok(()))));
}
