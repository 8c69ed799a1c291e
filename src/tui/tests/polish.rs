//! The small things a new user meets: notes drawn at the default size, a command that fills
//! every note, keys that say when they do nothing, `q` that closes what is open, the solved
//! popup that says how and can be closed, a menu that asks before replacing a game.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use super::{act, app, cell, digit, render, type_the_solution};
use crate::tui::action::{Action, MenuAction};
use crate::tui::app::Screen;
use crate::tui::input::action_for_event;
use crate::tui::screen::{EntryMode, ScreenKind};

fn press(app: &crate::tui::app::App, code: KeyCode) -> Option<Action> {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    action_for_event(&event, app, Rect::new(0, 0, 80, 24))
}

fn row_text(buf: &ratatui::buffer::Buffer, y: u16) -> String {
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol().to_owned())
        .collect()
}

#[test]
fn at_80x24_a_cells_notes_show_as_small_digits_padded_or_cut_with_an_ellipsis() {
    let mut app = app();
    app.cursor = cell("r1c3");
    app.entry_mode = EntryMode::Notes;
    act(&mut app, &[digit(1), digit(2)]);
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(2), digit(4), digit(6), digit(8)]);
    app.cursor = cell("r9c9");
    let buf = render(&app, 80, 24);
    let row1 = row_text(&buf, 3);
    assert!(row1.contains("│12·┃24…│"), "{row1}");
}

#[test]
fn f_fills_every_empty_cell_with_its_candidates_in_one_undo_step() {
    let mut app = app();
    assert_eq!(press(&app, KeyCode::Char('f')), Some(Action::FillNotes));
    act(&mut app, &[Action::FillNotes]);
    let board = app.game.board();
    for c in stepdoku_core::Cell::all().filter(|&c| board.get(c).is_none()) {
        assert_eq!(app.game.notes(c), board.candidates(c), "{c}");
    }
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text.contains("u undoes"))
    );
    act(&mut app, &[Action::Undo]);
    assert!(stepdoku_core::Cell::all().all(|c| app.game.notes(c).is_empty()));
}

#[test]
fn x_erases_and_a_key_that_does_nothing_says_so() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    let x = press(&app, KeyCode::Char('x'));
    assert_eq!(x, Some(Action::Erase));
    act(&mut app, &[Action::Erase]);
    assert_eq!(app.game.board().get(cell("r1c3")), None);
    let z = press(&app, KeyCode::Char('z')).unwrap();
    act(&mut app, &[z]);
    assert_eq!(
        app.message.as_ref().map(|m| m.text.as_str()),
        Some("z is not a key here: ? lists them")
    );
    app.cursor = cell("r1c1");
    act(&mut app, &[digit(4)]);
    let said = crate::tui::tests::message(&app);
    assert!(said.starts_with("r1c1 is a given"), "{said}");
}

#[test]
fn q_closes_the_help_and_the_menu_and_quits_only_from_the_board() {
    let mut app = app();
    act(&mut app, &[Action::ToggleHelp]);
    assert_eq!(press(&app, KeyCode::Char('q')), Some(Action::Close));
    act(&mut app, &[Action::Close]);
    assert!(app.help.is_none());
    act(&mut app, &[Action::OpenMenu]);
    assert_eq!(
        press(&app, KeyCode::Char('q')),
        Some(Action::Menu(MenuAction::Back))
    );
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    assert_eq!(app.screen_kind(), ScreenKind::Play);
    assert_eq!(press(&app, KeyCode::Char('q')), Some(Action::Quit));
}

#[test]
fn the_solved_popup_says_how_and_esc_leaves_the_solved_board() {
    let mut app = app();
    act(&mut app, &[Action::Hint, Action::Hint]);
    type_the_solution(&mut app);
    assert!(matches!(app.screen, Screen::Solved(f) if f.popup));
    let buf = render(&app, 80, 24);
    let all: String = (0..24).map(|y| row_text(&buf, y)).collect();
    assert!(all.contains("1 hint, no mistakes"), "{all}");
    assert_eq!(press(&app, KeyCode::Esc), Some(Action::Close));
    act(&mut app, &[Action::Close]);
    assert_eq!(app.screen_kind(), ScreenKind::SolvedBoard);
    let buf = render(&app, 80, 24);
    let all: String = (0..24).map(|y| row_text(&buf, y)).collect();
    assert!(!all.contains("Well done"), "{all}");
    assert_eq!(press(&app, KeyCode::Char('q')), Some(Action::Quit));
    assert_eq!(press(&app, KeyCode::Char('u')), Some(Action::Undo));
}

#[test]
fn choosing_a_new_puzzle_over_a_game_in_progress_asks_once_first() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4), Action::OpenMenu]);
    let Screen::Menu(menu) = &app.screen else {
        panic!("no menu");
    };
    let easy = menu.position(crate::tui::menu::Item::Generate(
        stepdoku_core::hint::Level::Easy,
    ));
    if let Screen::Menu(menu) = &mut app.screen {
        menu.selected = easy;
    }
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    let Screen::Menu(menu) = &app.screen else {
        panic!("the menu went away at once");
    };
    assert!(menu.job.is_none(), "nothing is made before the answer");
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text.starts_with("Enter again"))
    );
    // Any other key forgets the question.
    act(
        &mut app,
        &[Action::Menu(MenuAction::Down), Action::Menu(MenuAction::Up)],
    );
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    let Screen::Menu(menu) = &app.screen else {
        panic!("no menu");
    };
    assert!(menu.job.is_none(), "asked again");
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    let Screen::Menu(menu) = &app.screen else {
        panic!("no menu");
    };
    assert!(menu.job.is_some(), "the second Enter starts it");
}

/// Messages that tell the player which key to press name the key in force, as the footer and
/// help do: with undo on `z` and quit on `Q`, filling the notes says `z undoes`, and Esc with
/// nothing open says `Q quits`.
#[test]
fn messages_name_the_keys_the_settings_file_binds() {
    let mut app = app();
    let (config, problems) = crate::tui::config::parse("[keys]\nundo = \"z\"\nquit = \"Q\"\n");
    assert!(problems.is_empty(), "{problems:?}");
    app.config = config;
    let said = |app: &crate::tui::app::App| app.message.as_ref().map(|m| m.text.clone());
    act(&mut app, &[Action::FillNotes]);
    let text = said(&app).unwrap_or_default();
    assert!(text.contains("(z undoes)"), "{text}");
    act(&mut app, &[Action::Dismiss]);
    assert_eq!(said(&app).as_deref(), Some("Nothing to close: Q quits"));
}
