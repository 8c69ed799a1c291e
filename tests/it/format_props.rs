//! Property tests of the formats: parse → write → parse gives the same puzzles back in every
//! layout, auto-detection recognises what the writers produce, and no input makes a reader
//! panic.

use proptest::prelude::*;
use stepdoku_core::domino::{DominoMachine, Sudominoku};
use stepdoku_core::format::{Format, Puzzle, parse, write, write_document, write_sudominoku};
use stepdoku_core::{Cell, Grid};

use crate::common::puzzle::random_board;

/// The solved layout of the BOJ 4574 statement's first case: 36 dominoes and 9 singles.
fn full_layout() -> (Vec<stepdoku_core::domino::Domino>, [Cell; 9]) {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/boj/boj4574-sample.in"),
    )
    .unwrap();
    let doc = parse("sample", &text, None).unwrap();
    let puzzle = doc.puzzles[0].as_sudominoku().unwrap();
    let mut machine = DominoMachine::new(puzzle, Some(1));
    machine.run(None);
    (machine.layout().dominoes(), *puzzle.singles())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn classic_layouts_round_trip(seed: u64, keep in 0u32..101, collection in 1usize..4) {
        let grids: Vec<Grid> = (0..collection as u64).map(|i| random_board(seed ^ i, keep)).collect();
        for format in [Format::Line, Format::Boj2239, Format::Boj2580, Format::Decorated] {
            let text = write(&grids[0], format);
            let doc = parse("p", &text, None).unwrap();
            prop_assert_eq!(doc.format, format, "{}", text);
            prop_assert_eq!(&doc.puzzles, &vec![Puzzle::Classic(grids[0])]);
            let again = parse("q", &write_document(&doc), Some(format)).unwrap();
            prop_assert_eq!(again, doc);
        }
        // Collections: line format and decorated grids hold several puzzles.
        for format in [Format::Line, Format::Decorated] {
            let text: Vec<String> = grids.iter().map(|g| write(g, format)).collect();
            let doc = parse("c", &(text.join("\n") + "\n"), Some(format)).unwrap();
            prop_assert_eq!(doc.puzzles.len(), grids.len());
            let again = parse("c", &write_document(&doc), None).unwrap();
            prop_assert_eq!(again.puzzles, doc.puzzles);
        }
    }

    #[test]
    fn sudominoku_round_trips(keep in proptest::collection::vec(any::<bool>(), 36), flip in proptest::collection::vec(any::<bool>(), 36)) {
        let (dominoes, singles) = full_layout();
        let given: Vec<_> = dominoes
            .iter()
            .zip(&keep)
            .zip(&flip)
            .filter(|((_, k), _)| **k)
            .map(|((d, _), f)| {
                let mut d = *d;
                if *f {
                    d.cells.swap(0, 1);
                    d.digits.swap(0, 1);
                }
                d
            })
            .collect();
        prop_assume!(!given.is_empty());
        let puzzle = Sudominoku::new(given, singles).unwrap();
        let text = format!("{}\n0\n", write_sudominoku(&puzzle));
        let doc = parse("s", &text, None).unwrap();
        prop_assert_eq!(doc.format, Format::Sudominoku);
        prop_assert_eq!(&doc.puzzles, &vec![Puzzle::Sudominoku(puzzle)]);
        prop_assert_eq!(write_document(&doc), text);
    }

    /// Any text, including comments, a byte-order mark and multi-byte characters (column
    /// arithmetic must count characters, never slice bytes).
    #[test]
    fn readers_never_panic(text in "[0-9. |+\\-\\n\\rA-Jx\\t#\u{feff}\u{3000}é€😀]{0,300}") {
        for format in Format::ALL {
            let _ = parse("fuzz", &text, Some(format));
        }
        let _ = parse("fuzz", &text, None);
    }
}
