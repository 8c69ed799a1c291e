//! The entering board's keys as a person types clues from paper: its help lists its own keys
//! only, leaving with clues typed asks first, and Backspace right after a clue erases that
//! clue, as in a line of text.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::tui::action::Action;
use crate::tui::app::{Quit, Screen};
use crate::tui::keymap::Keymap;
use crate::tui::screen::ScreenKind;

fn entering() -> App {
    let mut app = app();
    act(&mut app, &[Action::OpenEnter]);
    app
}

/// `stepdoku enter`: no game set aside, so leaving ends the session.
fn entering_alone() -> App {
    let mut app = entering();
    if let Screen::Enter(e) = &mut app.screen {
        e.before = None;
    }
    app
}

fn on_enter(code: KeyCode, modifiers: KeyModifiers) -> Option<Action> {
    Keymap::STANDARD.action_for_key(&KeyEvent::new(code, modifiers), ScreenKind::Enter)
}

fn at(app: &App, name: &str) -> Option<u8> {
    app.game
        .board()
        .get(cell(name))
        .map(stepdoku_core::Digit::get)
}

#[test]
fn the_help_on_the_entering_board_lists_its_keys_only() {
    let mut app = entering();
    act(&mut app, &[Action::ToggleHelp]);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = terminal(&app, w, h).backend().to_string();
        for not_here in [
            "notes mode",
            "notes included",
            "Save",
            "save",
            "mistakes",
            "pencil",
        ] {
            assert!(
                !screen.contains(not_here),
                "{w}x{h}: {not_here:?}\n{screen}"
            );
        }
        assert!(screen.contains("Type a clue"), "{w}x{h}\n{screen}");
    }
    // and every key it lists does what it says there: Backspace, Del and q are the board's
    let none = KeyModifiers::NONE;
    assert_eq!(on_enter(KeyCode::Backspace, none), Some(Action::EraseBack));
    assert_eq!(on_enter(KeyCode::Delete, none), Some(Action::Erase));
    assert_eq!(on_enter(KeyCode::Char('q'), none), Some(Action::Quit));
    assert_eq!(
        on_enter(KeyCode::Char('c'), KeyModifiers::CONTROL),
        Some(Action::Quit)
    );
}

#[test]
fn the_panel_of_the_entering_board_offers_no_mistakes_key() {
    let app = entering();
    for (w, h) in [(65, 21), (80, 24), (120, 40)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(!screen.contains("Mistakes"), "{w}x{h}\n{screen}");
    }
}

#[test]
fn esc_with_clues_typed_asks_first_and_a_second_esc_cancels() {
    let mut app = entering();
    act(&mut app, &[digit(5), digit(3), Action::Close]);
    assert!(
        matches!(app.screen, Screen::Enter(_)),
        "one Esc keeps the clues"
    );
    assert_eq!(at(&app, "r1c1"), Some(5));
    let said = message(&app);
    assert!(
        said.starts_with("Esc again drops the clues typed"),
        "{said}"
    );
    // any other key keeps typing, and the question is asked afresh
    act(&mut app, &[digit(4), Action::Close]);
    assert!(matches!(app.screen, Screen::Enter(_)));
    act(&mut app, &[Action::Close]);
    assert!(matches!(app.screen, Screen::Play), "{:?}", app.screen);
}

#[test]
fn q_with_clues_typed_asks_first_and_an_empty_board_is_left_at_once() {
    let mut app = entering_alone();
    act(&mut app, &[digit(7), Action::Quit]);
    assert_eq!(app.quit, Quit::No, "one q keeps the clues");
    assert!(
        message(&app).starts_with("q again quits"),
        "{}",
        message(&app)
    );
    act(&mut app, &[Action::Quit]);
    assert_eq!(app.quit, Quit::Now);

    let mut app = entering_alone();
    act(&mut app, &[Action::Close]);
    assert_eq!(app.quit, Quit::Now, "nothing typed: nothing to lose");

    // Esc on `stepdoku enter` with clues says it quits
    let mut app = entering_alone();
    act(&mut app, &[digit(7), Action::Close]);
    assert!(
        message(&app).starts_with("Esc again quits"),
        "{}",
        message(&app)
    );
}

#[test]
fn backspace_after_a_clue_erases_that_clue_and_steps_back() {
    let mut app = entering();
    act(&mut app, &[digit(5), digit(3)]);
    assert_eq!(app.cursor, cell("r1c3"));
    act(&mut app, &[Action::EraseBack]);
    assert_eq!((at(&app, "r1c2"), app.cursor), (None, cell("r1c2")));
    act(&mut app, &[Action::EraseBack]);
    assert_eq!((at(&app, "r1c1"), app.cursor), (None, cell("r1c1")));
    // at the first cell there is nothing before
    act(&mut app, &[Action::EraseBack]);
    assert_eq!(app.cursor, cell("r1c1"));

    // once the cursor was moved by hand, Backspace erases under the cursor
    act(&mut app, &[digit(5), digit(3)]);
    app.cursor = cell("r1c2");
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Left)],
    );
    act(&mut app, &[Action::EraseBack]);
    assert_eq!((at(&app, "r1c1"), at(&app, "r1c2")), (None, Some(3)));
    assert_eq!(app.cursor, cell("r1c1"));
}
