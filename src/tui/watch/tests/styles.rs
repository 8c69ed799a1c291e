//! Per-cell styles of the watch board, which snapshots cannot see: the tried cell, the
//! backtrack mark, solver digits apart from givens and from the player's digits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

use stepdoku_core::Cell;

use super::*;
use crate::tui::tests::{app, cell, digit, render};
use crate::tui::view::watch::layout::layout;
use crate::tui::view::watch::style::WatchStyle;

/// The middle character of `cell` and its style.
fn middle(buf: &Buffer, c: Cell, (w, h): (u16, u16)) -> (String, Style) {
    let rect = layout(Rect::new(0, 0, w, h)).unwrap().board.cell_rect(c);
    let spot = &buf[(rect.x + rect.width / 2, rect.y + rect.height / 2)];
    (spot.symbol().to_owned(), spot.style())
}

#[test]
fn the_tried_cell_the_backtrack_and_three_kinds_of_digit_each_look_their_own() {
    let style = WatchStyle::new(&Theme::color());
    for size in [(65, 21), (80, 24), (120, 40)] {
        // The player enters r1c4 = 6 (right), then watches; 2 steps: r1c3 = 1, then r1c5...
        let mut app = app();
        app.cursor = cell("r1c4");
        act(&mut app, &[digit(6), Action::OpenWatch]);
        press(&mut app, WatchAction::Forward, 2);
        let buf = render(&app, size.0, size.1);
        let look = |name: &str| middle(&buf, cell(name), size);
        let (given, player) = (look("r1c1"), look("r1c4"));
        assert_eq!(given.0, "5");
        assert!(given.1.add_modifier.contains(Modifier::BOLD));
        assert_eq!(player.0, "6");
        assert_eq!(player.1.fg, style.player.fg);
        assert_ne!(player.1, given.1);
        let solver = look("r1c3");
        assert_eq!(solver.0, "1");
        assert_eq!(solver.1.fg, style.solver.fg, "a solver digit: {size:?}");
        let tried = look("r1c6");
        assert_eq!(tried.0, "2", "{:?}", describe_event(&app));
        assert_eq!(tried.1.bg, style.tried.bg, "the tried cell");
        // Step back one: r1c3 is now the tried cell, r1c6 empty and plain again.
        press(&mut app, WatchAction::Back, 1);
        let buf = render(&app, size.0, size.1);
        assert_eq!(middle(&buf, cell("r1c3"), size).1.bg, style.tried.bg);
        let emptied = middle(&buf, cell("r1c6"), size);
        assert_eq!(emptied.0, " ");
        assert!(plain(emptied.1.bg), "no longer marked");
    }
}

fn plain(color: Option<Color>) -> bool {
    color.is_none_or(|c| c == Color::Reset)
}

fn describe_event(app: &App) -> String {
    crate::tui::watch::describe::event(watch(app))
}

#[test]
fn a_backtrack_marks_the_emptied_cell_for_that_step_only() {
    let style = WatchStyle::new(&Theme::color());
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 7); // r1c8: nothing fits
    let buf = render(&app, 80, 24);
    let (symbol, look) = middle(&buf, cell("r1c8"), (80, 24));
    assert_eq!(symbol, "×");
    assert_eq!(look.bg, style.backtrack.bg);
    press(&mut app, WatchAction::Forward, 1);
    let buf = render(&app, 80, 24);
    assert_eq!(
        middle(&buf, cell("r1c8"), (80, 24)).0,
        " ",
        "the mark lasts one step"
    );
}

#[test]
fn without_colour_the_states_read_by_attributes_and_marks() {
    let mut app = app_monochrome();
    press(&mut app, WatchAction::Forward, 7);
    let buf = render(&app, 80, 24);
    for c in Cell::all() {
        let (_, look) = middle(&buf, c, (80, 24));
        assert!(plain(look.fg) && plain(look.bg), "{c}: no colour");
    }
    assert_eq!(middle(&buf, cell("r1c8"), (80, 24)).0, "×");
    press(&mut app, WatchAction::Back, 2); // step 5: r1c8: try 9
    let buf = render(&app, 80, 24);
    let tried = middle(&buf, cell("r1c8"), (80, 24)).1;
    assert!(tried.add_modifier.contains(Modifier::REVERSED));
    let given = middle(&buf, cell("r1c1"), (80, 24)).1;
    let solver = middle(&buf, cell("r1c3"), (80, 24)).1;
    assert!(given.add_modifier.contains(Modifier::BOLD));
    assert_ne!(given, solver);
}

/// Without colour a heatmap count must not read as a placed digit: it carries `#`, and the
/// line under the board says what `#n` means.
#[test]
fn without_colour_heatmap_counts_are_marked_apart_from_digits() {
    let mut app = app_monochrome();
    press(&mut app, WatchAction::Forward, 300);
    press(&mut app, WatchAction::ToggleHeatmap, 1);
    let heat = *watch(&app).search.heat();
    for size in [(80, 24), (120, 40)] {
        let buf = render(&app, size.0, size.1);
        let small = Cell::all()
            .find(|&c| (1..10).contains(&heat[c]))
            .expect("a cell guessed fewer than ten times");
        let rect = layout(Rect::new(0, 0, size.0, size.1))
            .unwrap()
            .board
            .cell_rect(small);
        let text: String = rect
            .positions()
            .map(|p| buf[p].symbol().to_owned())
            .collect();
        assert!(
            text.contains(&format!("#{}", heat[small])),
            "{small}: {text:?} at {size:?}"
        );
        let screen: String = buf
            .content()
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        assert!(screen.contains("Guesses #n; most: "), "{screen}");
    }
}

fn app_monochrome() -> App {
    alone_with(Theme::monochrome(), Strategy::RowMajor)
}

#[test]
fn the_heatmap_shades_cells_by_guesses_and_numbers_them() {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 300);
    press(&mut app, WatchAction::ToggleHeatmap, 1);
    let heat = *watch(&app).search.heat();
    let buf = render(&app, 80, 24);
    let hottest = Cell::all().max_by_key(|&c| heat[c]).unwrap();
    let (text, look) = middle(&buf, hottest, (80, 24));
    assert_eq!(
        look.bg,
        Some(Color::Indexed(226)),
        "the hottest cell is brightest"
    );
    let count = heat[hottest].to_string();
    assert!(count.contains(text.trim()), "{text} in {count}");
    let given = middle(&buf, cell("r1c1"), (80, 24));
    assert_eq!(given.0, "5", "never-tried cells keep their digit");
    assert!(plain(given.1.bg));
}
