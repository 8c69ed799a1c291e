//! The pure key → action mapping, and that footer and help come from the same table.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::*;
use crate::tui::action::{Action, Direction};
use crate::tui::input::action_for_event;
use crate::tui::keymap::{BINDINGS, Keymap};
use crate::tui::screen::ScreenKind;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn ctrl(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)
}

fn on_play(event: KeyEvent) -> Option<Action> {
    Keymap::STANDARD.action_for_key(&event, ScreenKind::Play)
}

#[test]
fn movement_digits_and_erasing() {
    use KeyCode::*;
    assert_eq!(on_play(key(Left)), Some(Action::Move(Direction::Left)));
    assert_eq!(on_play(key(Char('h'))), Some(Action::Move(Direction::Left)));
    assert_eq!(on_play(key(Char('j'))), Some(Action::Move(Direction::Down)));
    assert_eq!(on_play(key(Up)), Some(Action::Move(Direction::Up)));
    assert_eq!(
        on_play(key(Char('l'))),
        Some(Action::Move(Direction::Right))
    );
    for n in 1..=9u8 {
        assert_eq!(on_play(key(Char(char::from(b'0' + n)))), Some(digit(n)));
    }
    for erase in [Char('0'), Char('.'), Backspace, Delete] {
        assert_eq!(on_play(key(erase)), Some(Action::Erase), "{erase:?}");
    }
}

#[test]
fn undo_redo_quit_and_control_keys() {
    assert_eq!(on_play(key(KeyCode::Char('u'))), Some(Action::Undo));
    assert_eq!(on_play(ctrl('z')), Some(Action::Undo));
    assert_eq!(on_play(key(KeyCode::Char('r'))), Some(Action::Redo));
    assert_eq!(on_play(ctrl('y')), Some(Action::Redo));
    assert_eq!(on_play(ctrl('c')), Some(Action::Quit));
    assert_eq!(on_play(key(KeyCode::Char('q'))), Some(Action::Quit));
    // Ctrl-H is not h: modifiers must not leak into plain keys.
    assert_eq!(on_play(ctrl('h')), None);
    assert_eq!(on_play(ctrl('5')), None);
}

#[test]
fn the_same_key_means_what_its_screen_says() {
    let n = key(KeyCode::Char('n'));
    assert_eq!(
        Keymap::STANDARD.action_for_key(&n, ScreenKind::Play),
        Some(Action::ToggleNotesMode)
    );
    assert_eq!(
        Keymap::STANDARD.action_for_key(&n, ScreenKind::Resume),
        Some(Action::StartNew)
    );
    assert_eq!(
        Keymap::STANDARD.action_for_key(&key(KeyCode::Char('5')), ScreenKind::Paused),
        None
    );
    assert_eq!(
        Keymap::STANDARD.action_for_key(&key(KeyCode::Char('p')), ScreenKind::Paused),
        Some(Action::TogglePause)
    );
    assert_eq!(
        Keymap::STANDARD.action_for_key(&key(KeyCode::Esc), ScreenKind::Help),
        Some(Action::Close)
    );
    assert_eq!(
        Keymap::STANDARD.action_for_key(&key(KeyCode::Char('5')), ScreenKind::Help),
        None
    );
}

#[test]
fn key_releases_are_ignored() {
    let mut release = key(KeyCode::Char('5'));
    release.kind = KeyEventKind::Release;
    assert_eq!(on_play(release), None);
}

#[test]
fn no_key_is_bound_twice_on_one_screen() {
    for screen in ScreenKind::ALL {
        let rows: Vec<_> = BINDINGS
            .iter()
            .filter(|b| b.screens.contains(&screen))
            .collect();
        // Rows whose contexts never meet (a replay's own and one everywhere but a replay, the
        // start screen's Esc and the menu's other Esc) may share keys: never both in force.
        for (i, a) in rows.iter().enumerate() {
            for b in rows.iter().skip(i + 1).filter(|b| !a.when.apart(b.when)) {
                for k in a.keys {
                    assert!(!b.keys.contains(k), "{k:?} twice on {screen:?}");
                }
            }
        }
    }
}

#[test]
fn footer_and_help_are_generated_from_the_table() {
    let app = app();
    let buf = render(&app, 120, 40);
    let footer: String = (0..120).map(|x| buf[(x, 39)].symbol().to_owned()).collect();
    for e in Keymap::STANDARD.footer_entries(ScreenKind::Play) {
        assert!(
            footer.contains(e.label),
            "footer lacks {:?}: {footer}",
            e.label
        );
    }
    let mut app = app;
    act(&mut app, &[Action::ToggleHelp]);
    let screen = terminal(&app, 120, 40).backend().to_string();
    for b in Keymap::STANDARD.help_rows(ScreenKind::Play).map(|(b, _)| b) {
        let first_words: String = b
            .help
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(screen.contains(&first_words), "help lacks {first_words:?}");
    }
}

#[test]
fn a_click_selects_the_cell_under_it_and_lines_select_nothing() {
    let app = app();
    let area = Rect::new(0, 0, 80, 24);
    let target = cell("r7c8");
    let r = cell_rect(target, 80, 24);
    let click = |x, y| {
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        })
    };
    assert_eq!(
        action_for_event(&click(r.x, r.y), &app, area),
        Some(Action::Select(target))
    );
    assert_eq!(
        action_for_event(&click(r.x + r.width, r.y), &app, area),
        None
    );
    assert_eq!(action_for_event(&click(79, 0), &app, area), None);
}

/// The footer drops rows from the right on a narrow terminal; at 80×24, the size most
/// terminals open at, the keys a newcomer needs to find must survive: the hint, the solver,
/// help and quit; in the watch opened from a game the ways back to it (with or without the
/// solution), and in a lone watch the way to play the puzzle.
#[test]
fn at_80_columns_the_footer_keeps_hint_solver_help_and_quit() {
    let bottom_row = |app: &App| -> String {
        let buf = render(app, 80, 24);
        (0..80).map(|x| buf[(x, 23)].symbol().to_owned()).collect()
    };
    let mut app = app();
    let footer = bottom_row(&app);
    for wanted in ["H hint", "s solver", "? help", "q quit"] {
        assert!(footer.contains(wanted), "{wanted:?} missing: {footer}");
    }
    act(&mut app, &[Action::TogglePause]);
    let footer = bottom_row(&app);
    assert!(footer.contains("p resume"), "paused, p resumes: {footer}");
    act(&mut app, &[Action::TogglePause, Action::OpenWatch]);
    let footer = bottom_row(&app);
    let wanted = [
        "Space play",
        "←→ step",
        "a apply",
        "Esc game",
        "? help",
        "q quit",
    ];
    for wanted in wanted {
        assert!(footer.contains(wanted), "{wanted:?} missing: {footer}");
    }
    let footer = bottom_row(&crate::tui::watch::tests::alone());
    for wanted in ["Space play", "←→ step", "Enter play it", "? help", "q quit"] {
        assert!(footer.contains(wanted), "{wanted:?} missing: {footer}");
    }
}

/// Every key a popup names comes from the table and, pressed on that popup's screen, does
/// what the popup says.
#[test]
fn popup_hints_name_keys_that_do_what_they_say() {
    for (screen, action) in [
        (ScreenKind::Paused, Action::TogglePause),
        (ScreenKind::Solved, Action::Undo),
        (ScreenKind::Solved, Action::OpenMenu),
        (ScreenKind::Solved, Action::Close),
        (ScreenKind::Resume, Action::ResumeSaved),
        (ScreenKind::Resume, Action::StartNew),
    ] {
        let name = Keymap::STANDARD
            .key_for(&action, screen)
            .unwrap_or_else(|| panic!("{action:?} has no key on {screen:?}"));
        let code = match crate::tui::keymap::rebind::parse_key(&name) {
            Ok(crate::tui::keymap::Key::Char(c)) => KeyCode::Char(c),
            Ok(crate::tui::keymap::Key::Code(code)) => code,
            other => panic!("{name:?} is not one key: {other:?}"),
        };
        assert_eq!(
            Keymap::STANDARD.action_for_key(&key(code), screen),
            Some(action),
            "{name} on {screen:?}"
        );
    }
}

#[test]
fn the_standard_table_gives_no_key_two_actions_on_one_screen() {
    use crate::tui::keymap::rebind::standard_conflicts;
    let described: Vec<String> = standard_conflicts()
        .into_iter()
        .map(|(a, b)| format!("{:?} / {:?}", BINDINGS[a], BINDINGS[b]))
        .collect();
    assert!(described.is_empty(), "{described:#?}");
}

/// Every key answers: Space erases on the board (as in most Sudoku apps), and a key no row
/// binds says so on the board, in the watch and in the race.
#[test]
fn every_key_acts_or_says_why_not() {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let press = |app: &mut App, code: KeyCode| {
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let action = crate::tui::input::action_for_event(&event, app, area);
        assert!(
            action.is_some(),
            "{code:?} on {:?} does nothing",
            app.screen_kind()
        );
        if let Some(action) = action {
            act(app, &[action]);
        }
    };
    let mut play = app();
    play.cursor = cell("r1c3");
    act(&mut play, &[digit(4)]);
    press(&mut play, KeyCode::Char(' '));
    assert_eq!(
        play.game.board().get(cell("r1c3")),
        None,
        "Space erased r1c3"
    );
    for screen in [Action::OpenWatch, Action::OpenRace] {
        let mut app = app();
        act(&mut app, std::slice::from_ref(&screen));
        for key in ['z', '~', 'Q'] {
            press(&mut app, KeyCode::Char(key));
            let said = crate::tui::tests::message(&app);
            assert!(
                said.contains("is not a key here"),
                "{key} on {screen:?}: {said:?}"
            );
        }
    }
}

/// The help's lines: one a sentence, each row with no sentence of its own (the moves after
/// the first) listed with the row above it, none lost.
#[test]
fn help_lines_list_a_row_without_help_with_the_row_above() {
    let rows: Vec<_> = Keymap::STANDARD.help_rows(ScreenKind::Play).collect();
    let lines = Keymap::STANDARD.help_lines(ScreenKind::Play);
    let sentences = rows.iter().filter(|(b, _)| !b.help.is_empty()).count();
    assert_eq!(lines.len(), sentences);
    assert!(lines.iter().all(|(_, help)| !help.is_empty()));
    let listed: usize = lines.iter().map(|(keys, _)| keys.split(' ').count()).sum();
    let keys: usize = rows.iter().map(|(_, names)| names.split(' ').count()).sum();
    assert_eq!(listed, keys, "{lines:?}");
}

/// A new screen must be listed in `ScreenKind::ALL`: adding a variant breaks this match until
/// it gets the next position here, and that position is past the end of `ALL` until it is
/// listed there.
#[test]
fn screen_kind_all_lists_every_variant() {
    const LAST: usize = 14;
    let position = |kind: ScreenKind| match kind {
        ScreenKind::Play => 0,
        ScreenKind::Paused => 1,
        ScreenKind::Solved => 2,
        ScreenKind::SolvedBoard => 3,
        ScreenKind::Resume => 4,
        ScreenKind::Watch => 5,
        ScreenKind::WatchAlone => 6,
        ScreenKind::WatchPredict => 7,
        ScreenKind::WatchSlow => 8,
        ScreenKind::Race => 9,
        ScreenKind::RaceAlone => 10,
        ScreenKind::Stats => 11,
        ScreenKind::Enter => 12,
        ScreenKind::Menu => 13,
        ScreenKind::Help => 14,
    };
    assert_eq!(ScreenKind::ALL.len(), LAST + 1);
    for (i, kind) in ScreenKind::ALL.into_iter().enumerate() {
        assert_eq!(
            position(kind),
            i,
            "{kind:?} out of place in ScreenKind::ALL"
        );
    }
}

/// Every screen, Sudoku or Sudominoku, answers `?` (the help, or closing it) and Ctrl-C (quit),
/// and its help lists both.
#[test]
fn every_screen_has_help_and_ctrl_c() {
    use crate::tui::screen::Context;
    for screen in ScreenKind::ALL {
        for sudominoku in [false, true] {
            let context = Context {
                sudominoku,
                ..Context::from(screen)
            };
            let keys = Keymap::STANDARD;
            assert_eq!(
                keys.action_for_key(&ctrl('c'), context),
                Some(Action::Quit),
                "Ctrl-C on {screen:?}"
            );
            assert_eq!(
                keys.action_for_key(&key(KeyCode::Char('?')), context),
                Some(Action::ToggleHelp),
                "? on {screen:?}"
            );
            let help = keys.help_lines(context);
            assert!(
                help.iter().any(|(k, _)| k.contains("Ctrl-C")),
                "no Ctrl-C row in the help of {screen:?}: {help:?}"
            );
            assert!(
                help.iter().any(|(k, _)| k.contains('?')),
                "no ? row in the help of {screen:?}: {help:?}"
            );
        }
    }
}
