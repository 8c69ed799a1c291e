//! The "Missing note" hint adds a note and places nothing: its legend says `add note`, and a
//! large cell draws the note to add among the player's notes, not as a digit in its middle.

use ratatui::buffer::Buffer;

use super::*;
use crate::tui::action::Action;

/// r1c3 noted 1 and 2 (its digit is 4), and the hint shown whole.
fn missing_note(theme: Theme) -> App {
    let mut app = app_with(theme);
    app.cursor = cell("r1c3");
    act(
        &mut app,
        &[
            Action::ToggleNotesMode,
            digit(1),
            digit(2),
            Action::Hint,
            Action::Hint,
        ],
    );
    app
}

fn screen_text(buf: &Buffer) -> String {
    let area = buf.area;
    (area.y..area.bottom())
        .map(|y| {
            (area.x..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn row_in(buf: &Buffer, rect: ratatui::layout::Rect, dy: u16) -> String {
    (rect.x..rect.right())
        .map(|x| buf[(x, rect.y + dy)].symbol())
        .collect()
}

#[test]
fn the_missing_note_legend_says_add_note_not_place() {
    for theme in [Theme::color(), Theme::light(), Theme::monochrome()] {
        let app = missing_note(theme);
        for (width, height) in [(65, 21), (80, 24), (120, 45)] {
            let shown = screen_text(&render(&app, width, height));
            assert!(shown.contains("+4 add note"), "{width}×{height}:\n{shown}");
            assert!(!shown.contains(" place"), "{width}×{height}:\n{shown}");
        }
    }
}

#[test]
fn a_large_cell_draws_the_note_to_add_among_the_notes() {
    let app = missing_note(Theme::color());
    let (width, height) = (120, 45);
    let buf = render(&app, width, height);
    let rect = cell_rect(cell("r1c3"), width, height);
    assert!(rect.height >= 3, "a large cell");
    let top = row_in(&buf, rect, 0);
    let middle = row_in(&buf, rect, 1);
    // Keypad rows: `1 2 ·` then `+4 · ·`, the 4 where a noted 4 would be.
    assert_eq!(top.split_whitespace().collect::<Vec<_>>(), ["1", "2", "·"]);
    assert_eq!(
        middle.split_whitespace().collect::<Vec<_>>(),
        ["+4", "·", "·"]
    );
    let plus = middle.find('+').unwrap() as u16;
    for x in [rect.x + plus, rect.x + plus + 1] {
        assert_eq!(buf[(x, rect.y + 1)].fg, app.theme.hint_place.fg.unwrap());
    }
}
