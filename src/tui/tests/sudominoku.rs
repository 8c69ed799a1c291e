//! Sudominoku in the player: laying a domino from the keyboard (digit, arrow, digit, in
//! either order), lifting it, undo, the clashes (a repeated digit, a pair on two dominoes),
//! and how the board draws them.

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::style::Style;
use stepdoku_core::format;
use stepdoku_core::game::{Game, PuzzleSource};

use super::*;
use crate::tui::action::{Action, Direction};
use crate::tui::screen::{EntryMode, Tone};
use crate::tui::theme::Theme;

const SAMPLE: &str = include_str!("../../../tests/data/boj/boj4574-sample.in");

fn sudominoku(theme: Theme) -> App {
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let source = PuzzleSource::new("boj4574-sample.in", None, 0, 2);
    App::new(
        Game::sudominoku(puzzle, source).unwrap(),
        None,
        theme,
        std::time::Instant::now(),
    )
}

fn value(app: &App, name: &str) -> Option<u8> {
    app.game
        .board()
        .get(cell(name))
        .map(stepdoku_core::Digit::get)
}

const RIGHT: Action = Action::Move(Direction::Right);
const DOWN: Action = Action::Move(Direction::Down);
const LEFT: Action = Action::Move(Direction::Left);
const UP: Action = Action::Move(Direction::Up);

#[test]
fn digit_arrow_digit_lays_a_domino_in_one_undo_step() {
    let mut app = sudominoku(Theme::color());
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]);
    let pending = app.pending.unwrap();
    assert_eq!(pending.toward, None, "r1c4 has two free neighbours");
    act(&mut app, &[RIGHT]);
    assert_eq!(
        app.cursor,
        cell("r1c4"),
        "the arrow points, the cursor stays"
    );
    assert_eq!(app.pending.unwrap().other(), Some(cell("r1c5")));
    act(&mut app, &[digit(4)]);
    assert!(app.pending.is_none());
    assert_eq!(
        (value(&app, "r1c4"), value(&app, "r1c5")),
        (Some(6), Some(4))
    );
    assert_eq!(app.game.partner(cell("r1c4")), Some(cell("r1c5")));
    act(&mut app, &[Action::Undo]);
    assert_eq!((value(&app, "r1c4"), value(&app, "r1c5")), (None, None));
    act(&mut app, &[Action::Redo]);
    assert_eq!(value(&app, "r1c5"), Some(4));
}

#[test]
fn both_digits_then_the_arrow_works_too_and_a_lone_free_neighbour_is_chosen_at_once() {
    let mut app = sudominoku(Theme::color());
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6), digit(4), DOWN]);
    assert_eq!(app.game.partner(cell("r1c4")), Some(cell("r2c4")));
    assert_eq!(value(&app, "r2c4"), Some(4));
    // r1c1: r1c2 holds a single, so only r2c1 is free.
    app.cursor = cell("r1c1");
    act(&mut app, &[digit(8)]);
    assert_eq!(app.pending.unwrap().other(), Some(cell("r2c1")));
    act(&mut app, &[digit(3)]);
    assert_eq!(app.game.partner(cell("r1c1")), Some(cell("r2c1")));
}

#[test]
fn wrong_arrows_and_digits_say_why_and_keep_the_domino_going() {
    let mut app = sudominoku(Theme::color());
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6), UP]);
    assert_eq!(app.message.as_ref().unwrap().tone, Tone::Warning);
    assert!(app.pending.is_some());
    act(&mut app, &[LEFT]);
    assert!(
        app.message.as_ref().unwrap().text.contains("taken"),
        "r1c3 holds 2"
    );
    act(&mut app, &[digit(6)]);
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .contains("two different digits")
    );
    act(&mut app, &[Action::Dismiss]);
    assert!(app.pending.is_none());
    act(&mut app, &[digit(6), Action::Erase]);
    assert!(app.pending.is_none(), "0 drops the domino being laid");
    app.cursor = cell("r1c2");
    act(&mut app, &[digit(1)]);
    assert!(app.message.as_ref().unwrap().text.contains("given"));
    assert_eq!(app.game.history().done().len(), 0);
}

#[test]
fn zero_lifts_a_domino_and_notes_still_work() {
    let mut app = sudominoku(Theme::color());
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6), RIGHT, digit(4)]);
    app.cursor = cell("r1c5");
    act(&mut app, &[Action::Erase]);
    assert_eq!(app.game.partner(cell("r1c4")), None);
    assert_eq!(value(&app, "r1c4"), None);
    act(&mut app, &[Action::ToggleNotesMode, digit(3), digit(5)]);
    assert_eq!(app.entry_mode, EntryMode::Notes);
    assert_eq!(app.game.notes(cell("r1c5")).to_string(), "3,5");
    assert!(app.pending.is_none());
}

/// r1c4-r1c5 laid as 6-4, 6-1 laid again on r8c7-r8c8 (given on r2c2-r2c3), and a domino
/// being laid on r9c2 toward r9c3.
fn played(theme: Theme) -> App {
    let mut app = sudominoku(theme);
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6), RIGHT, digit(4)]);
    app.cursor = cell("r8c7");
    act(&mut app, &[digit(6), RIGHT, digit(1)]);
    app.cursor = cell("r9c2");
    act(&mut app, &[digit(1), RIGHT]);
    app
}

#[test]
fn at_80x24_dominoes_pairs_and_a_repeated_pair() {
    assert_snapshot!(terminal(&played(Theme::color()), 80, 24).backend());
}

#[test]
fn at_120x40_large_cells() {
    assert_snapshot!(terminal(&played(Theme::color()), 120, 40).backend());
}

#[test]
fn without_colour_at_80x24() {
    assert_snapshot!(terminal(&played(Theme::monochrome()), 80, 24).backend());
}

fn middle(buf: &Buffer, name: &str, size: (u16, u16)) -> (String, Style) {
    let r = cell_rect(cell(name), size.0, size.1);
    let c = &buf[(r.x + r.width / 2, r.y + r.height / 2)];
    (c.symbol().to_owned(), c.style())
}

/// The screen cell on the line right of `name`.
fn line_right_of(buf: &Buffer, name: &str, size: (u16, u16)) -> String {
    let r = cell_rect(cell(name), size.0, size.1);
    buf[(r.x + r.width, r.y + r.height / 2)].symbol().to_owned()
}

#[test]
fn a_repeated_pair_clashes_on_both_dominoes_and_nowhere_else() {
    let theme = Theme::color();
    for size in [(80, 24), (120, 40)] {
        let mut app = played(theme);
        app.pending = None;
        app.cursor = cell("r5c9");
        let buf = render(&app, size.0, size.1);
        for name in ["r2c2", "r2c3", "r8c7", "r8c8"] {
            assert_eq!(middle(&buf, name, size).1.bg, theme.clash.bg, "{name}");
        }
        for name in ["r1c4", "r1c5", "r6c5", "r6c6", "r1c3"] {
            assert_ne!(middle(&buf, name, size).1.bg, theme.clash.bg, "{name}");
        }
        // Lifting one of them clears all four.
        app.cursor = cell("r8c8");
        act(&mut app, &[Action::Erase]);
        app.cursor = cell("r5c9");
        let buf = render(&app, size.0, size.1);
        for name in ["r2c2", "r2c3", "r8c7", "r8c8"] {
            assert_ne!(middle(&buf, name, size).1.bg, theme.clash.bg, "{name}");
        }
    }
}

#[test]
fn a_dominos_halves_are_joined_and_tinted_given_apart_from_laid() {
    let theme = Theme::color();
    let mut app = played(theme);
    app.pending = None;
    app.cursor = cell("r5c9");
    let size = (80, 24);
    let buf = render(&app, size.0, size.1);
    assert_eq!(line_right_of(&buf, "r1c4", size), " ", "laid 6-4 joined");
    assert_eq!(line_right_of(&buf, "r2c2", size), " ", "given 6-1 joined");
    assert_eq!(
        line_right_of(&buf, "r1c5", size),
        "│",
        "a border between dominoes"
    );
    assert_eq!(middle(&buf, "r1c4", size).1.bg, theme.domino.bg);
    assert_eq!(middle(&buf, "r6c5", size).1.bg, theme.domino_given.bg);
    assert_ne!(theme.domino.bg, theme.domino_given.bg);
    assert_ne!(
        middle(&buf, "r1c3", size).1.bg,
        theme.domino_given.bg,
        "a single"
    );
}

/// The screen cell on the line below `name`.
fn line_below(buf: &Buffer, name: &str, size: (u16, u16)) -> String {
    let r = cell_rect(cell(name), size.0, size.1);
    buf[(r.x + r.width / 2, r.y + r.height)].symbol().to_owned()
}

#[test]
fn a_domino_across_a_box_edge_breaks_the_edge_in_every_theme_and_size() {
    for theme in [Theme::color(), Theme::light(), Theme::monochrome()] {
        for size in [(65, 21), (80, 24), (120, 40)] {
            let mut app = sudominoku(theme);
            // The domino being laid from r3c1 down to r4c1 crosses the box edge under row 3.
            app.cursor = cell("r3c1");
            act(&mut app, &[digit(1), DOWN]);
            let buf = render(&app, size.0, size.1);
            // Given 2 C4 9 C3 crosses the box edge between columns 3 and 4.
            assert_eq!(line_right_of(&buf, "r3c3", size), "╏", "{size:?}");
            assert_eq!(line_below(&buf, "r3c1", size), "╍", "{size:?}");
            // Box edges with no domino across stay whole, so the boxes still read.
            assert_eq!(line_right_of(&buf, "r2c3", size), "┃", "{size:?}");
            assert_eq!(line_right_of(&buf, "r3c6", size), "┃", "{size:?}");
            assert_eq!(line_below(&buf, "r3c2", size), "━", "{size:?}");
        }
    }
}

#[test]
fn the_domino_being_laid_shows_its_halves() {
    let theme = Theme::color();
    let app = played(theme);
    let size = (80, 24);
    let buf = render(&app, size.0, size.1);
    assert_eq!(middle(&buf, "r9c2", size).0, "1");
    assert_eq!(middle(&buf, "r9c3", size).0, "?");
    assert!(
        middle(&buf, "r9c3", size)
            .1
            .add_modifier
            .contains(ratatui::style::Modifier::UNDERLINED)
    );
    assert_eq!(line_right_of(&buf, "r9c2", size), " ");
    assert_eq!(app.game.board().get(cell("r9c2")), None, "nothing laid yet");
}

#[test]
fn the_panel_lists_pairs_and_the_clash() {
    let app = played(Theme::color());
    let screen = screen(&app, 80, 24);
    assert!(screen.contains("Pairs    25 of 36 left"), "{screen}");
    assert!(screen.contains("Clashes  1 — pair 1-6 twice"), "{screen}");
    assert!(screen.contains("1 in r9c2"), "{screen}");
}

#[test]
fn s_watches_the_domino_search_from_the_board_and_a_lays_the_rest_as_one_step() {
    let mut app = sudominoku(Theme::color());
    app.cursor = cell("r1c1");
    act(&mut app, &[digit(8), digit(3)]);
    let steps = app.game.history().done().len();
    act(&mut app, &[Action::OpenWatch]);
    let crate::tui::app::Screen::Watch(watch) = &app.screen else {
        panic!("not watching");
    };
    assert!(watch.dominoes.is_some(), "the domino search");
    assert_eq!(watch.origin, crate::tui::watch::Origin::Game);
    assert!(
        !watch.givens.contains(cell("r1c1")),
        "the player's domino is theirs"
    );
    act(
        &mut app,
        &[Action::Watch(crate::tui::action::WatchAction::Apply)],
    );
    assert!(app.game.is_solved());
    assert_eq!(app.game.dominoes().len(), 36);
    assert_eq!(app.game.history().done().len(), steps + 1);
    act(&mut app, &[Action::Undo]);
    assert_eq!(
        app.game.dominoes().len(),
        11,
        "one undo takes them all back"
    );
}

#[test]
fn a_clash_keeps_the_watch_closed() {
    let mut app = played(Theme::color());
    act(&mut app, &[Action::Dismiss, Action::OpenWatch]);
    assert!(matches!(app.screen, crate::tui::app::Screen::Play));
    assert!(app.message.as_ref().unwrap().text.contains("twice"));
}

/// The screen's rows as text, for asserting what is shown.
/// The screen as read: a no-break space (which keeps `pair 1-6` on one line) looks like a space.
fn screen(app: &App, width: u16, height: u16) -> String {
    terminal(app, width, height)
        .backend()
        .to_string()
        .replace('\u{a0}', " ")
}

/// At the player's minimum size and at 80×24, with a domino being laid, a repeated pair and
/// a message all at once, the eight rows of pairs must not push the prompt, the clash or the
/// message below the panel's bottom edge.
#[test]
fn at_65x21_a_message_a_prompt_and_a_clash_stay_in_the_panel() {
    let mut app = played(Theme::color());
    act(&mut app, &[digit(1)]); // the domino's second digit equals its first
    let message = app.message.as_ref().unwrap().text.clone();
    assert!(message.contains("two different digits"), "{message}");
    for (width, height) in [(65, 21), (80, 24)] {
        let shown = screen(&app, width, height);
        let panel: String = shown
            .lines()
            .map(|row| row.chars().skip(41).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n");
        for wanted in ["Domino", "pair 1-6", "already its first", "1: ", "8: 9"] {
            assert!(
                panel.contains(wanted),
                "{wanted} at {width}x{height}:\n{shown}"
            );
        }
    }
    assert_snapshot!(screen(&app, 65, 21));
}

/// A whole Sudominoku hint at 65×21 keeps its sentence and its key line.
#[test]
fn at_65x21_a_revealed_domino_hint_fits() {
    let mut app = sudominoku(Theme::color());
    act(&mut app, &[Action::Hint, Action::Hint]);
    let shown = screen(&app, 65, 21);
    for wanted in ["Revealed from the", "H or Enter apply it", "Esc close"] {
        assert!(shown.contains(wanted), "{wanted}:\n{shown}");
    }
    assert_snapshot!(shown);
}
