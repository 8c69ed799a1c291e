//! How a whole hint draws the candidates of the cells it involves: in large cells every keypad
//! position shows a digit or a faint dot (a lone candidate never looks placed) and a marker
//! never sits between two digits (`4-5 6` would read as a range); in compact cells a marker
//! never leads two digits run together (`~16` would read as sixteen).

use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use stepdoku_core::game::Hint;
use stepdoku_core::hint::{Deduction, Evidence, Technique};
use stepdoku_core::{Cell, CellMap, CellSet, Digit, Unit};

use super::*;
use crate::tui::hint::{HintView, Stage};

/// A made-up whole hint on the classic puzzle: it removes a digit whose keypad neighbour on the
/// left is a candidate too, and takes two candidates of another cell as its pattern. Returns
/// the app, the removal and the pattern cell with its two digits.
fn hint_with_neighbours(theme: Theme) -> (App, (Cell, Digit), (Cell, [Digit; 2])) {
    let mut app = app_with(theme);
    let grid = app.game.hint_candidates();
    let removal = Cell::all()
        .flat_map(|c| grid.candidates(c).iter().map(move |d| (c, d)))
        .find(|&(c, d)| {
            d.get() % 3 != 1 && Digit::new(d.get() - 1).is_some_and(|left| grid.has(c, left))
        })
        .unwrap();
    let (pattern_cell, pair) = Cell::all()
        .filter(|&c| c != removal.0 && grid.candidates(c).len() >= 2)
        .map(|c| {
            let mut ds = grid.candidates(c).iter();
            (c, [ds.next().unwrap(), ds.next().unwrap()])
        })
        .next()
        .unwrap();
    let deduction = Deduction {
        technique: Technique::XyChain,
        placements: Vec::new(),
        eliminations: vec![removal],
        evidence: Evidence {
            cells: CellSet::EMPTY.with(pattern_cell),
            candidates: vec![(pattern_cell, pair[0]), (pattern_cell, pair[1])],
            base_units: vec![Unit::Row(0)],
            ..Evidence::default()
        },
        explanation: "Made up.".to_owned(),
    };
    let mut view = HintView::new(
        Hint::Deduction(deduction),
        CellMap::from_fn(|c| grid.candidates(c)),
    );
    view.stage = Stage::Full;
    app.hint = Some(view);
    app.cursor = cell("r9c9");
    (app, removal, (pattern_cell, pair))
}

/// The text of one screen row inside `cell`'s box.
fn row_text(buf: &Buffer, cell: Cell, dy: u16, size: (u16, u16)) -> String {
    let r = cell_rect(cell, size.0, size.1);
    (r.x..r.x + r.width)
        .map(|x| buf[(x, r.y + dy)].symbol().to_owned())
        .collect()
}

fn is_marker(ch: char) -> bool {
    matches!(ch, '-' | '~' | '*' | '+')
}

/// A digit, a marker, a digit: `4-5`.
fn marker_between_digits(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && is_marker(w[1]) && w[2].is_ascii_digit())
}

#[test]
fn large_hint_cells_draw_every_keypad_position_and_no_marker_between_digits() {
    for theme in [Theme::color(), Theme::monochrome()] {
        let (app, removal, (pattern_cell, _)) = hint_with_neighbours(theme);
        let size = (120, 40);
        let buf = render(&app, size.0, size.1);
        for c in [removal.0, pattern_cell] {
            for dy in 0..3 {
                let text = row_text(&buf, c, dy, size);
                assert!(!marker_between_digits(&text), "{c} row {dy}: {text:?}");
                let r = cell_rect(c, size.0, size.1);
                for dx in [1, 3, 5] {
                    // a shifted digit sits one column aside; the slot is never blank
                    let around: String = (dx - 1..=dx + 1)
                        .map(|x| buf[(r.x + x, r.y + dy)].symbol().to_owned())
                        .collect();
                    assert!(
                        around.chars().any(|ch| ch.is_ascii_digit() || ch == '·'),
                        "{c} row {dy} col {dx}: {text:?}"
                    );
                }
            }
            // the dots are faint, as a noted cell's are
            let r = cell_rect(c, size.0, size.1);
            for dy in 0..3 {
                for dx in 0..r.width {
                    let cell = &buf[(r.x + dx, r.y + dy)];
                    if cell.symbol() == "·" {
                        assert!(cell.style().add_modifier.contains(Modifier::DIM), "{c}");
                    }
                }
            }
        }
        // the removed digit keeps its marker, just left of it
        let i = removal.1.index() as u16;
        let text = row_text(&buf, removal.0, i / 3, size);
        let needle = format!("-{}", removal.1);
        assert!(text.contains(&needle), "{text:?}");
    }
}

#[test]
fn a_lone_candidate_in_a_large_hint_cell_is_ringed_by_dots() {
    let (mut app, _, (pattern_cell, _)) = hint_with_neighbours(Theme::monochrome());
    if let Some(view) = &mut app.hint {
        view.candidates[pattern_cell] = stepdoku_core::DigitSet::single(Digit::new(5).unwrap());
        if let Hint::Deduction(d) = &mut view.hint {
            d.evidence.candidates.clear();
            d.evidence.cells = CellSet::EMPTY.with(pattern_cell);
        }
    }
    let buf = render(&app, 120, 40);
    let rows: Vec<String> = (0..3)
        .map(|dy| row_text(&buf, pattern_cell, dy, (120, 40)))
        .collect();
    assert_eq!(rows, [" · · · ", " · 5 · ", " · · · "]);
}

#[test]
fn compact_hint_cells_never_run_a_roles_digits_together() {
    let (app, _, (pattern_cell, pair)) = hint_with_neighbours(Theme::monochrome());
    let buf = render(&app, 80, 24);
    let text = row_text(&buf, pattern_cell, 0, (80, 24));
    let digits: Vec<char> = text.chars().filter(char::is_ascii_digit).collect();
    assert_eq!(digits, [pair[0].to_char()], "{text:?}");
    assert_eq!(text.trim(), format!("~{}…", pair[0]));
}
