//! The digit filter and the same-digit shading: every cell where the digit is placed or
//! noted is shaded (the filter adds cells without notes where it is still possible), and a
//! compact cell never cuts the shaded digit from its notes.

use ratatui::buffer::Buffer;
use ratatui::style::Color;

use super::*;
use crate::tui::action::{Action, Direction, FilterStep};
use crate::tui::screen::EntryMode;

/// The background of `cell`'s middle, and the text across its middle row.
fn middle(buf: &Buffer, c: Cell, (w, h): (u16, u16)) -> (Option<Color>, String) {
    let rect = cell_rect(c, w, h);
    let y = rect.y + rect.height / 2;
    let text = (rect.x..rect.x + rect.width)
        .map(|x| buf[(x, y)].symbol().to_owned())
        .collect();
    (buf[(rect.x + rect.width / 2, y)].style().bg, text)
}

/// Notes `digits` in `name` (an empty cell), in notes mode, then back to digits.
fn note(app: &mut App, name: &str, digits: &[u8]) {
    app.cursor = cell(name);
    app.entry_mode = EntryMode::Notes;
    for &d in digits {
        act(app, &[digit(d)]);
    }
    app.entry_mode = EntryMode::Digits;
}

#[test]
fn the_same_digit_shading_covers_notes_and_keeps_the_digit_in_sight() {
    let size = (80, 24);
    let mut app = app();
    // r2c3 noted 1 2 4 7: a compact cell shows three of them, and 7 is the one that matters.
    note(&mut app, "r2c3", &[1, 2, 4, 7]);
    note(&mut app, "r3c1", &[1, 2]);
    app.cursor = cell("r1c5"); // the given 7
    let buf = render(&app, size.0, size.1);
    let shade = app.theme.same_digit.bg;
    let (bg, text) = middle(&buf, cell("r2c3"), size);
    assert_eq!(bg, shade, "a note holding the cursor's digit is shaded");
    assert_eq!(text, "1…7", "the cursor's digit is not the one cut");
    let (bg, text) = middle(&buf, cell("r3c1"), size);
    assert_ne!(bg, shade, "a note without it is not");
    assert_eq!(text, "12·");
    // Where the cursor's digit is not at stake, the notes read as always.
    app.cursor = cell("r1c1");
    let buf = render(&app, size.0, size.1);
    assert_eq!(middle(&buf, cell("r2c3"), size).1, "12…");
}

#[test]
fn the_filter_shades_every_cell_where_its_digit_is_placed_noted_or_possible() {
    let size = (80, 24);
    let mut app = app();
    note(&mut app, "r2c3", &[1, 4]); // notes without 7: the notes decide
    note(&mut app, "r3c1", &[7]);
    app.cursor = cell("r5c5"); // empty: no same-digit shading of its own
    act(
        &mut app,
        &[
            Action::Filter(FilterStep::Previous),
            Action::Filter(FilterStep::Previous),
        ],
    );
    assert_eq!(app.filter.map(stepdoku_core::Digit::get), Some(8));
    for _ in 0..8 {
        act(&mut app, &[Action::Filter(FilterStep::Previous)]);
    }
    act(&mut app, &[const { Action::Filter(FilterStep::Next) }; 7]);
    assert_eq!(app.filter.map(stepdoku_core::Digit::get), Some(7));
    let buf = render(&app, size.0, size.1);
    let shade = app.theme.same_digit.bg;
    let shaded = |name: &str| middle(&buf, cell(name), size).0 == shade;
    assert!(shaded("r1c5"), "the given 7");
    assert!(shaded("r3c1"), "a note of 7");
    assert!(!shaded("r2c3"), "notes without 7");
    // r2c2 has no notes and no 7 among its peers; r1c4 sees the 7 in r1c5.
    assert!(shaded("r2c2"), "7 still possible");
    assert!(!shaded("r1c4"), "7 ruled out by a peer");
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text.contains("Filter 7"))
    );
    let screen = terminal(&app, size.0, size.1).backend().to_string();
    assert!(
        screen.contains("Filter   7"),
        "the panel says why: {screen}"
    );
    // Moving the cursor keeps the filter; Esc ends it.
    act(&mut app, &[Action::Move(Direction::Left), Action::Dismiss]);
    assert_eq!(app.filter, None);
    let buf = render(&app, size.0, size.1);
    assert_ne!(middle(&buf, cell("r2c2"), size).0, shade);
}

#[test]
fn the_filter_on_the_cursor_takes_its_digit_and_says_so_on_an_empty_cell() {
    let mut app = app();
    app.cursor = cell("r1c2");
    act(&mut app, &[Action::Filter(FilterStep::Cursor)]);
    assert_eq!(app.filter.map(stepdoku_core::Digit::get), Some(3));
    act(&mut app, &[Action::Filter(FilterStep::Cursor)]);
    assert_eq!(app.filter, None, "again: off");
    app.cursor = cell("r1c3");
    act(&mut app, &[Action::Filter(FilterStep::Cursor)]);
    assert_eq!(app.filter, None);
    let said = crate::tui::tests::message(&app);
    assert!(said.contains("this cell is empty"), "{said}");
}
