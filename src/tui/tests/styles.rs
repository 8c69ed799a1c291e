//! Per-cell style assertions: what snapshots cannot see.

use std::collections::BTreeSet;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use stepdoku_core::Cell;

use super::*;
use crate::tui::action::{Action, Direction};
use crate::tui::theme::Theme;

/// Symbols and styles of every screen cell inside `cell`'s box.
fn cell_content(
    buf: &Buffer,
    cell: Cell,
    size: (u16, u16),
) -> Vec<(String, ratatui::style::Style)> {
    let rect = cell_rect(cell, size.0, size.1);
    rect.positions()
        .map(|p| {
            let c = &buf[p];
            (c.symbol().to_owned(), c.style())
        })
        .collect()
}

fn changed_cells(a: &Buffer, b: &Buffer, size: (u16, u16)) -> BTreeSet<String> {
    Cell::all()
        .filter(|&c| cell_content(a, c, size) != cell_content(b, c, size))
        .map(|c| c.to_string())
        .collect()
}

#[test]
fn a_clash_restyles_exactly_the_clashing_cells() {
    for size in [(80, 24), (120, 40)] {
        // The cursor rests on r5c5 (empty) in both, so neither its shading nor the same-digit
        // highlight depends on the clash.
        let mut before = app();
        before.cursor = cell("r5c5");
        let mut after = app();
        after.cursor = cell("r1c3");
        act(&mut after, &[digit(5)]);
        after.cursor = cell("r5c5");
        let (a, b) = (
            render(&before, size.0, size.1),
            render(&after, size.0, size.1),
        );
        let changed = changed_cells(&a, &b, size);
        assert_eq!(
            changed,
            BTreeSet::from(["r1c1".to_owned(), "r1c3".to_owned()]),
            "{size:?}"
        );
        let theme = Theme::color();
        let middle = |buf: &Buffer, c: Cell| {
            let r = cell_rect(c, size.0, size.1);
            buf[(r.x + r.width / 2, r.y + r.height / 2)].style()
        };
        assert_eq!(middle(&b, cell("r1c1")).bg, theme.clash.bg);
        assert_eq!(middle(&b, cell("r1c3")).bg, theme.clash.bg);
    }
}

/// The scenario as typed: the cursor stays on r1c3 with its clashing 5. Only the two
/// clashing cells change: the other 5s are not lit as same digits while the clash stands.
#[test]
fn typing_a_clashing_digit_restyles_only_the_two_cells() {
    for size in [(80, 24), (120, 40)] {
        let mut app = app();
        app.cursor = cell("r1c3");
        let before = render(&app, size.0, size.1);
        act(&mut app, &[digit(5)]);
        let after = render(&app, size.0, size.1);
        assert_eq!(
            changed_cells(&before, &after, size),
            BTreeSet::from(["r1c1".to_owned(), "r1c3".to_owned()]),
            "{size:?}"
        );
        // Once the clash is gone, the same-digit highlight is back.
        act(&mut app, &[Action::Erase, digit(4)]);
        app.cursor = cell("r2c6"); // a 5 with no clash
        let buf = render(&app, size.0, size.1);
        let r = cell_rect(cell("r8c9"), size.0, size.1);
        assert_eq!(
            buf[(r.x + r.width / 2, r.y + r.height / 2)].style().bg,
            Theme::color().same_digit.bg
        );
    }
}

#[test]
fn erasing_or_undoing_the_clash_restores_every_cell() {
    let mut app = app();
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
        ],
    );
    let clean = render(&app, 80, 24);
    act(&mut app, &[digit(5)]);
    let clashing = render(&app, 80, 24);
    assert!(changed_cells(&clean, &clashing, (80, 24)).contains("r1c1"));
    act(&mut app, &[Action::Erase]);
    assert_eq!(render(&app, 80, 24), clean);
    act(&mut app, &[Action::Undo]);
    assert_eq!(render(&app, 80, 24), clashing);
    act(&mut app, &[Action::Undo]);
    assert_eq!(render(&app, 80, 24), clean);
}

#[test]
fn the_cursor_shades_its_row_column_and_box_and_same_digits() {
    let mut app = app();
    app.cursor = cell("r5c1"); // holds 4
    let buf = render(&app, 80, 24);
    let theme = Theme::color();
    for c in Cell::all() {
        let bg = cell_content(&buf, c, (80, 24))[1]
            .1
            .bg
            .unwrap_or(Color::Reset);
        let expected = if c == app.cursor {
            theme.cursor.bg
        } else if app.game.board().get(c) == stepdoku_core::Digit::new(4) {
            theme.same_digit.bg
        } else if c.sees(app.cursor) {
            theme.region.bg
        } else {
            None
        };
        assert_eq!(bg, expected.unwrap_or(Color::Reset), "{c}");
    }
}

/// In a clash the player must still see which digit is theirs: the given keeps its weight and
/// the entry its colour, in both themes; the cursor stands elsewhere so it does not decide.
#[test]
fn a_clashing_entry_and_given_still_look_different() {
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let mut app = app_with(theme);
        app.cursor = cell("r1c3");
        act(&mut app, &[digit(5)]);
        app.cursor = cell("r5c5");
        let buf = render(&app, 80, 24);
        let (given, entry) = (
            cell_content(&buf, cell("r1c1"), (80, 24)),
            cell_content(&buf, cell("r1c3"), (80, 24)),
        );
        assert_eq!((given[1].0.as_str(), entry[1].0.as_str()), ("5", "5"));
        assert!(
            given[1].1.add_modifier.contains(Modifier::BOLD),
            "{theme:?}"
        );
        assert!(
            !entry[1].1.add_modifier.contains(Modifier::BOLD),
            "{theme:?}"
        );
        if theme.has_color {
            assert_eq!(given[1].1.bg, entry[1].1.bg, "both on the clash colour");
            assert_ne!(given[1].1.fg, entry[1].1.fg);
        } else {
            assert_ne!(given[0].0, entry[0].0, "the markers differ");
        }
    }
}

#[test]
fn without_colour_every_state_stays_distinguishable() {
    let mut app = app_with(Theme::monochrome());
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(5)]); // clash with the given r1c1; r2c6 holds a same-digit 5
    app.cursor = cell("r9c1");
    act(&mut app, &[digit(3)]); // a plain entry
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]); // another; the cursor stays here
    let buf = render(&app, 80, 24);
    for (_, style) in cell_content(&buf, cell("r1c1"), (80, 24))
        .into_iter()
        .chain(cell_content(&buf, cell("r9c9"), (80, 24)))
    {
        let plain = |c: Option<Color>| c.is_none_or(|c| c == Color::Reset);
        assert!(plain(style.fg) && plain(style.bg), "no colour at all");
    }
    let look = |name: &str| cell_content(&buf, cell(name), (80, 24));
    let (clash_given, clash_entry) = (look("r1c1"), look("r1c3"));
    assert_eq!(clash_entry[0].0, "!", "clash marker");
    assert_eq!(clash_entry[2].0, "!");
    // The given it clashes with is bracketed: fixed, not the digit to change.
    assert_eq!(
        (clash_given[0].0.as_str(), clash_given[2].0.as_str()),
        ("[", "]")
    );
    let cursor = look("r1c4");
    assert!(cursor[1].1.add_modifier.contains(Modifier::REVERSED));
    let given = look("r1c2"); // 3, bold
    let entry = look("r9c1");
    assert!(given[1].1.add_modifier.contains(Modifier::BOLD));
    assert!(!entry[1].1.add_modifier.contains(Modifier::BOLD));
    // The cursor digit is 6: the given 6 in r2c1 is underlined, a given 3 is not.
    assert!(
        look("r2c1")[1]
            .1
            .add_modifier
            .contains(Modifier::UNDERLINED)
    );
    assert!(!given[1].1.add_modifier.contains(Modifier::UNDERLINED));
    // Same-digit highlight in the colour-free theme differs from a plain given.
    assert_ne!(look("r2c1")[1].1, given[1].1);
}

#[test]
fn mistakes_show_only_when_asked() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(1)]); // wrong (4), no clash
    app.cursor = cell("r5c5");
    let off = render(&app, 80, 24);
    act(&mut app, &[Action::ToggleMistakes]);
    let on = render(&app, 80, 24);
    assert_eq!(
        changed_cells(&off, &on, (80, 24)),
        BTreeSet::from(["r1c3".to_owned()])
    );
}

#[test]
fn the_clashing_units_are_marked_beside_and_around_the_board() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(5)]); // 5 twice in row 1 and box 1, not in a column
    let buf = render(&app, 80, 24);
    let theme = Theme::color();
    let board = crate::tui::layout::geometry(ratatui::layout::Rect::new(0, 0, 80, 24))
        .unwrap()
        .board
        .area;
    let r1 = cell_rect(cell("r1c1"), 80, 24);
    assert_eq!(
        buf[(board.x - 2, r1.y)].style().fg,
        theme.label_clash.fg,
        "row 1 label"
    );
    assert_ne!(
        buf[(board.x - 2, r1.y + 2)].style().fg,
        theme.label_clash.fg,
        "row 2 label"
    );
    assert_ne!(
        buf[(r1.x + 1, board.y - 1)].style().fg,
        theme.label_clash.fg,
        "column 1"
    );
    // Box 1's outline: its top-left and bottom-right corners; box 5's corner is untouched.
    assert_eq!(buf[(board.x, board.y)].style().fg, theme.label_clash.fg);
    assert_eq!(
        buf[(board.x + 12, board.y + 6)].style().fg,
        theme.label_clash.fg
    );
    assert_ne!(
        buf[(board.x + 24, board.y + 12)].style().fg,
        theme.label_clash.fg
    );
}

/// At 120×40 a lone pencil-mark 5 sits in the keypad's middle, where a placed digit goes: the
/// dots of the empty keypad positions around it must say it is a note, with or without colour.
#[test]
fn at_large_cells_a_lone_middle_note_does_not_read_as_a_placed_digit() {
    for theme in [Theme::color(), Theme::monochrome()] {
        let mut app = app_with(theme);
        app.cursor = cell("r5c5");
        act(
            &mut app,
            &[Action::ToggleNotesMode, digit(5), Action::ToggleNotesMode],
        );
        app.cursor = cell("r1c3");
        act(&mut app, &[digit(1)]);
        app.cursor = cell("r9c9");
        let buf = render(&app, 120, 40);
        let text = |name: &str| -> String {
            cell_content(&buf, cell(name), (120, 40))
                .into_iter()
                .map(|(symbol, _)| symbol)
                .collect()
        };
        let (note, placed) = (text("r5c5"), text("r1c3"));
        assert_eq!(note.trim().chars().filter(char::is_ascii_digit).count(), 1);
        assert_eq!(note.matches('·').count(), 8, "{note:?}");
        assert!(!placed.contains('·'), "{placed:?}");
    }
}

/// The light theme on the board: black givens, blue entries, the cursor's row tinted pale,
/// the cursor yellow; the dark theme the same roles in light ink.
#[test]
fn each_theme_draws_the_board_in_its_own_ink() {
    for (theme, ink, entry_ink, region) in
        [(Theme::light(), 16, 19, 254), (Theme::dark(), 255, 80, 235)]
    {
        let mut app = app_with(theme);
        app.cursor = cell("r1c3");
        act(&mut app, &[digit(4)]);
        app.cursor = cell("r1c4");
        let buf = render(&app, 80, 24);
        let look = |name: &str| cell_content(&buf, cell(name), (80, 24))[1].1;
        assert_eq!(look("r1c1").fg, Some(Color::Indexed(ink)), "given");
        assert_eq!(look("r1c3").fg, Some(Color::Indexed(entry_ink)), "entry");
        assert_eq!(
            look("r1c1").bg,
            Some(Color::Indexed(region)),
            "the cursor's row"
        );
        assert_eq!(look("r1c4").bg, Some(Color::Indexed(220)), "the cursor");
    }
}
