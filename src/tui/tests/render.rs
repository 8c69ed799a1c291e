//! Layout snapshots at the sizes players use, and at a size too small to play.

use insta::assert_snapshot;

use super::*;
use crate::tui::action::{Action, Direction};
use crate::tui::theme::Theme;

/// r1c3 = 5 clashes with the given r1c1; r1c4 carries notes; the cursor ends on r1c4.
fn played() -> App {
    let mut app = app();
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
            digit(5),
            Action::Move(Direction::Right),
            Action::ToggleNotesMode,
            digit(2),
            digit(6),
            digit(9),
            Action::ToggleNotesMode,
        ],
    );
    app
}

#[test]
fn at_80x24_the_compact_board_lists_the_cells_notes_in_the_panel() {
    assert_snapshot!(terminal(&played(), 80, 24).backend());
}

#[test]
fn at_120x40_notes_sit_in_their_keypad_positions() {
    assert_snapshot!(terminal(&played(), 120, 40).backend());
}

#[test]
fn too_small_says_what_it_needs() {
    assert_snapshot!(terminal(&played(), 50, 16).backend());
}

#[test]
fn monochrome_marks_clashes_with_characters() {
    let mut app = app_with(Theme::monochrome());
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
            digit(5),
        ],
    );
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn help_overlay_at_80x24() {
    let mut app = played();
    act(&mut app, &[Action::ToggleHelp]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn pause_hides_the_board() {
    let mut app = played();
    act(&mut app, &[Action::TogglePause]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert_snapshot!(screen);
}

#[test]
fn solved_screen() {
    let mut app = app();
    type_the_solution(&mut app);
    assert_snapshot!(terminal(&app, 80, 24).backend());
    for (w, h) in [(65, 21), (80, 24)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert_padded(&screen, "Well done");
        assert!(
            screen.contains("Esc close"),
            "{w}×{h}: a key beside its word\n{screen}"
        );
    }
}

/// Inside the box titled `title` on `screen`, a blank column either side of the words: no
/// line runs into the border.
fn assert_padded(screen: &str, title: &str) {
    let rows: Vec<Vec<char>> = screen.lines().map(|r| r.chars().collect()).collect();
    let top = rows
        .iter()
        .position(|r| r.iter().collect::<String>().contains(title))
        .expect(title);
    let left = rows[top].iter().position(|&c| c == '┌').expect("a corner");
    let right = left
        + rows[top][left..]
            .iter()
            .position(|&c| c == '┐')
            .expect("a corner");
    for row in rows[top + 1..].iter().take_while(|r| r[left] == '│') {
        let text: String = row.iter().collect();
        assert_eq!(row[left + 1], ' ', "{text}\n{screen}");
        assert_eq!(row[right - 1], ' ', "{text}\n{screen}");
    }
}

#[test]
fn held_by_another_window_prompt() {
    let mut saved = game();
    saved
        .place(cell("r1c3"), stepdoku_core::Digit::new(4).unwrap())
        .unwrap();
    let held = crate::tui::app::Held {
        saved,
        id: 3,
        pid: 4242,
    };
    let app = App::new(
        game(),
        Some(held),
        Theme::color(),
        std::time::Instant::now(),
    );
    assert_snapshot!(terminal(&app, 80, 24).backend());
    for (w, h) in [(65, 21), (80, 24)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert_padded(&screen, "open in another window");
        // The rows the box stands on hold the box alone: no piece of the panel beside it.
        for row in screen.lines().filter(|r| r.contains("take it over")) {
            let outside = row
                .trim_matches('"')
                .split('│')
                .filter(|p| !p.trim().is_empty());
            assert_eq!(outside.count(), 1, "{row}\n{screen}");
        }
    }
}

/// At 65×21 the digits left keep each count under its digit (the label on a row of its own)
/// and no field wraps.
#[test]
fn the_panel_at_the_minimum_size() {
    let app = app();
    let screen = terminal(&app, 65, 21).backend().to_string();
    for whole in [
        "Left to place",
        "1 2 3 4 5 6 7 8 9",
        "6 7 6 7 6 4 6 4 5",
        "Mode     digits",
    ] {
        assert!(screen.contains(whole), "{whole:?}: {screen}");
    }
    assert!(
        !screen.contains("(m)\n") && !screen.contains("│ (m)"),
        "{screen}"
    );
    assert_snapshot!(screen);
}

/// The clash field counts the clashes, then names what clashes.
#[test]
fn the_clash_field_says_what_clashes() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(5)]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("Clashes  1 — 5 in row 1, box 1"),
        "{screen}"
    );
}

/// Press `code` as the terminal would deliver it, at size `area`, through input and update.
fn press_key(app: &mut App, code: crossterm::event::KeyCode, area: ratatui::layout::Rect) {
    let event = crossterm::event::Event::Key(code.into());
    if let Some(action) = crate::tui::input::action_for_event(&event, app, area) {
        act(app, &[action]);
    }
}

/// At the smallest size the help does not fit: it says there is more below, scrolls to its
/// last line (the notes) with the keys, stops there, and says there is more above.
#[test]
fn help_at_the_minimum_size_scrolls_to_every_row() {
    use crossterm::event::KeyCode::{Down, PageDown, PageUp, Up};
    let area = ratatui::layout::Rect::new(0, 0, 65, 21);
    let mut app = played();
    act(&mut app, &[Action::ToggleHelp]);
    let top = terminal(&app, 65, 21).backend().to_string();
    assert!(top.contains("more ↓") && !top.contains("↑ more"), "{top}");
    assert_snapshot!("help_65x21_top", top);
    for _ in 0..5 {
        press_key(&mut app, PageDown, area);
    }
    let bottom = terminal(&app, 65, 21).backend().to_string();
    assert!(
        bottom.contains("↑ more") && !bottom.contains("more ↓"),
        "{bottom}"
    );
    for whole in ["Ctrl-C", "mistakes (digits"] {
        assert!(bottom.contains(whole), "{whole:?}: {bottom}");
    }
    assert_snapshot!("help_65x21_bottom", bottom);
    // Past the end the keys do nothing, so one Up is one line back at once.
    let end = app.help.map_or(0, |h| h.scroll);
    press_key(&mut app, Down, area);
    assert_eq!(app.help.map_or(0, |h| h.scroll), end);
    press_key(&mut app, Up, area);
    assert_eq!(app.help.map_or(0, |h| h.scroll), end - 1);
    for _ in 0..5 {
        press_key(&mut app, PageUp, area);
    }
    assert_eq!(app.help.map_or(0, |h| h.scroll), 0);
}

/// At 80×21 the last line of the notes stays within reach (it is the first to fall off).
#[test]
fn help_at_80x21_keeps_its_last_line_within_reach() {
    let area = ratatui::layout::Rect::new(0, 0, 80, 21);
    let mut app = played();
    act(&mut app, &[Action::ToggleHelp]);
    for _ in 0..40 {
        press_key(&mut app, crossterm::event::KeyCode::Down, area);
    }
    let screen = terminal(&app, 80, 21).backend().to_string();
    assert!(screen.contains("with m."), "{screen}");
}

/// The count is of clashing pairs of cells (the 6 at r3c1 meets the 6 of r2c1 and the 6 of
/// r3c8: two), then what clashes, all inside the panel at the minimum size.
#[test]
fn clashes_are_counted_and_listed_at_65x21() {
    let mut app = app_at_cell("r1c3");
    act(&mut app, &[digit(5)]);
    app.cursor = cell("r3c1");
    act(&mut app, &[digit(6)]);
    let screen = terminal(&app, 65, 21).backend().to_string();
    let panel = panel_words(&screen, 41);
    assert!(
        panel.contains("Clashes 3 — 5 in row 1, box 1; 6 in row 3, column 1, box 1"),
        "{screen}"
    );
}

/// The words of the panel right of column `from`, borders dropped and spaces collapsed (a
/// no-break space too).
fn panel_words(screen: &str, from: usize) -> String {
    let panel: String = screen
        .lines()
        .map(|row| {
            row.chars()
                .skip(from)
                .collect::<String>()
                .replace(['│', '"'], "")
        })
        .collect::<Vec<_>>()
        .join(" ");
    panel.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn app_at_cell(name: &str) -> App {
    let mut app = app();
    app.cursor = cell(name);
    app
}

/// The player's guide's size for large cells is the layout's own, and the board really changes there.
#[test]
fn readme_quotes_where_large_cells_start() {
    let (w, h) = crate::tui::layout::PLAYER_LARGE_FROM;
    let readme = include_str!("../../../docs/player.md");
    assert!(
        readme.contains(&format!("From {w}×{h} cells are large")),
        "docs/player.md should say large cells start at {w}×{h}"
    );
    let large = terminal(&app(), w, h).backend().to_string();
    let compact = terminal(&app(), w - 1, h).backend().to_string();
    assert!(large.contains("━━━━━━━┯") && !compact.contains("━━━━━━━┯"));
}

/// The menu stands on a cleared screen: beside its box no cut piece of the panel or the board
/// shows, at the smallest size and the usual one.
#[test]
fn the_menu_stands_alone() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    for (w, h) in [(65, 21), (80, 24)] {
        let screen = terminal(&app, w, h).backend().to_string();
        let rows: Vec<&str> = screen.lines().map(|r| r.trim_matches('"')).collect();
        for row in &rows[..rows.len() - 1] {
            let (Some(left), Some(right)) = (row.find(['│', '┌', '└']), row.rfind(['│', '┐', '┘']))
            else {
                assert!(row.trim().is_empty(), "{w}×{h}: {row:?}\n{screen}");
                continue;
            };
            let beside = format!(
                "{}{}",
                &row[..left],
                &row[right..].chars().skip(1).collect::<String>()
            );
            assert!(beside.trim().is_empty(), "{w}×{h}: {row:?}\n{screen}");
        }
    }
}

/// Entering a puzzle at 65×21: the box saying what the clues allow leaves the panel's label
/// of the digits left in view, so the row of counts under it says what it counts; the
/// footer names the keys.
#[test]
fn entering_at_65x21_leaves_the_digits_label_in_view() {
    let mut app = app();
    act(&mut app, &[Action::OpenEnter]);
    for (w, h) in [(65, 21), (80, 24)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(
            screen.contains("Left to place") || screen.contains("Left     1 2 3"),
            "{w}×{h}\n{screen}"
        );
        for words in ["Type or paste", "Enter play", "Esc cancel"] {
            assert!(screen.contains(words), "{w}×{h}: {words}\n{screen}");
        }
    }
}

/// A board with clashes in every unit (every empty cell given a 1): the clash
/// field says how many and the first of them, leaves the rest to the board, and the panel
/// keeps the puzzle's name at both sizes.
#[test]
fn a_long_clash_list_is_shortened_and_the_puzzle_line_stays() {
    let mut app = app();
    let empty: Vec<_> = (0..81)
        .filter_map(stepdoku_core::Cell::new)
        .filter(|&c| app.game.board().get(c).is_none())
        .collect();
    for c in empty {
        app.cursor = c;
        act(&mut app, &[digit(1)]);
    }
    for (w, h) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(screen.contains("Puzzle"), "{w}×{h}: {screen}");
        assert!(screen.contains("Clashes"), "{w}×{h}: {screen}");
        let panel = panel_words(&screen, 41);
        assert!(panel.contains(" — 1 in row 1, row 2,"), "{w}×{h}: {screen}");
        assert!(panel.contains("… (see the board)"), "{w}×{h}: {screen}");
    }
}

/// The player's guide quotes a compact cell's notes as the board draws them: padded with
/// dots, cut with `…`, the shaded digit kept in sight.
#[test]
fn the_guide_quotes_compact_notes_as_the_board_draws_them() {
    let guide = include_str!("../../../docs/player.md");
    let set = |digits: &[u8]| -> stepdoku_core::DigitSet {
        digits
            .iter()
            .filter_map(|&d| stepdoku_core::Digit::new(d))
            .collect()
    };
    let width = 3;
    for (quoted, digits, focus) in [
        ("5··", &[5][..], None),
        ("15·", &[1, 5][..], None),
        ("145", &[1, 4, 5][..], None),
        ("37…", &[3, 7, 8, 9][..], None),
        ("1…7", &[1, 2, 3, 7][..], Some(7)),
    ] {
        assert!(guide.contains(&format!("`{quoted}`")), "{quoted} is quoted");
        let drawn = crate::tui::view::board::compact_notes(
            set(digits),
            width,
            focus.and_then(stepdoku_core::Digit::new),
        );
        assert_eq!(drawn, quoted, "{digits:?}");
    }
}
