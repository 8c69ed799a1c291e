//! A terminal too small for the screen: the notice in its place names the keys that act
//! (`q` quits, saving a game in progress; over a game, Esc goes back to it), they do exactly
//! that whatever screen hides under it, and every other key leaves that screen as it was.
//! The loop gives the model its size ([`Action::Resize`]); keys go through the real input
//! mapping and `update`.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use stepdoku_core::solver::Strategy;

use super::*;
use crate::tui::action::{Action, Direction, WatchAction};
use crate::tui::app::{Effect, Quit, Screen};
use crate::tui::watch::Origin;
use crate::tui::watch::tests::alone_with;

const SMALL: (u16, u16) = (50, 15);

fn resize(app: &mut App, (width, height): (u16, u16)) {
    act(app, &[Action::Resize { width, height }]);
}

/// A key as the terminal delivers it, through the key table and `update`, at the size the
/// model was given.
fn press(app: &mut App, key: KeyEvent) {
    let (width, height) = app.size.unwrap_or((80, 24));
    let area = Rect::new(0, 0, width, height);
    if let Some(action) = crate::tui::input::action_for_event(&Event::Key(key), app, area) {
        act(app, &[action]);
    }
}

fn char_key(c: char) -> KeyEvent {
    KeyEvent::from(KeyCode::Char(c))
}

/// Every key a player might try on a screen they cannot see, `q` and Ctrl-C aside.
fn other_keys() -> Vec<KeyEvent> {
    let mut keys: Vec<KeyEvent> = "5hjklHNSpnucw?x .0Rts".chars().map(char_key).collect();
    keys.extend(
        [
            KeyCode::Enter,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Backspace,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::PageDown,
            KeyCode::F(1),
        ]
        .map(KeyEvent::from),
    );
    keys
}

/// What a key could change, as text: the screen with its state, the board, the cursor, the
/// message, the overlays, the quit and the files asked for.
fn state(app: &App) -> String {
    format!(
        "{:?}|{}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        app.screen,
        app.game.board().values().to_line(),
        app.cursor,
        app.entry_mode,
        app.message,
        app.help,
        app.hint.is_some(),
        app.quit,
        app.effects,
    )
}

/// The words on the screen at [`SMALL`], its rows joined (the notice wraps).
fn screen_text(app: &App) -> String {
    terminal(app, SMALL.0, SMALL.1)
        .backend()
        .to_string()
        .lines()
        .map(|row| row.trim_matches('"').trim())
        .filter(|row| !row.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A game with a move in it, under the new-game menu.
fn menu_over_a_game() -> App {
    let mut app = app();
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
        ],
    );
    act(&mut app, &[digit(4)]);
    app.effects.clear();
    act(&mut app, &[Action::OpenMenu]);
    app.effects.clear();
    app
}

#[test]
fn over_the_menu_q_saves_the_game_and_quits_at_once() {
    let mut app = menu_over_a_game();
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(screen.contains("need 65×21, have 50×15"), "{screen}");
    assert!(screen.contains("press q to save and quit"), "{screen}");
    press(&mut app, char_key('q'));
    assert!(app.quit.leaving(), "one q quits: {:?}", app.quit);
    assert!(app.effects.contains(&Effect::Save), "{:?}", app.effects);
}

#[test]
fn keys_the_notice_does_not_name_leave_the_hidden_screen_as_it_was() {
    let mut games = vec![menu_over_a_game(), app()];
    // A game with a move, paused; the statistics are a screen over the board too.
    let mut paused = app();
    act(
        &mut paused,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
        ],
    );
    act(&mut paused, &[digit(4), Action::TogglePause]);
    paused.effects.clear();
    games.push(paused);
    let mut help = app();
    act(&mut help, &[Action::ToggleHelp]);
    games.push(help);
    for mut app in games {
        resize(&mut app, SMALL);
        let before = state(&app);
        for key in other_keys() {
            press(&mut app, key);
            assert_eq!(state(&app), before, "{key:?} acted on a screen not shown");
        }
        act(&mut app, &[Action::Paste(CLASSIC.to_owned())]);
        assert_eq!(state(&app), before, "a paste acted on a screen not shown");
    }
}

#[test]
fn enlarged_the_screen_takes_its_own_keys_again() {
    let mut app = menu_over_a_game();
    resize(&mut app, SMALL);
    let before = state(&app);
    press(&mut app, KeyEvent::from(KeyCode::Down));
    assert_eq!(state(&app), before);
    resize(&mut app, (80, 24));
    press(&mut app, KeyEvent::from(KeyCode::Down));
    assert_ne!(state(&app), before, "the menu's ↓ moves again");
    assert!(matches!(app.screen, Screen::Menu(_)));
    press(&mut app, char_key('q'));
    assert!(
        !app.quit.leaving(),
        "at a size that shows it, the menu's q is the menu's"
    );
}

#[test]
fn ctrl_c_quits_too() {
    let mut app = menu_over_a_game();
    resize(&mut app, SMALL);
    press(
        &mut app,
        KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
    );
    assert!(app.quit.leaving());
}

#[test]
fn a_watch_from_a_game_goes_back_with_esc_or_saves_and_quits_with_q() {
    let mut app = app();
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
        ],
    );
    act(&mut app, &[digit(4), Action::OpenWatch]);
    app.effects.clear();
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(
        screen.contains("press Esc to go back to the game, or q to save and quit"),
        "{screen}"
    );
    let before = state(&app);
    for key in other_keys() {
        press(&mut app, key);
        assert_eq!(state(&app), before, "{key:?} acted on the watch not shown");
    }
    let mut quitting = app.clone();
    press(&mut app, KeyEvent::from(KeyCode::Esc));
    assert!(
        matches!(app.screen, Screen::Play),
        "Esc goes back to the game"
    );
    // Back on the player, still too small: its own notice, its own q.
    assert!(screen_text(&app).contains("press q to save and quit"));
    press(&mut quitting, char_key('q'));
    assert!(quitting.quit.leaving());
    assert!(
        quitting.effects.contains(&Effect::Save),
        "{:?}",
        quitting.effects
    );
}

#[test]
fn a_lone_watch_or_replay_offers_q_alone_and_esc_does_nothing() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(screen.contains("press q to quit"), "{screen}");
    assert!(
        !screen.contains("Esc") && !screen.contains("save"),
        "{screen}"
    );
    let before = state(&app);
    press(&mut app, KeyEvent::from(KeyCode::Esc));
    assert_eq!(state(&app), before);
    press(&mut app, char_key('q'));
    assert!(app.quit.leaving());
}

#[test]
fn the_predict_mode_of_a_watch_from_a_game_leaves_with_esc_as_the_notice_says() {
    let mut app = app();
    act(
        &mut app,
        &[Action::OpenWatch, Action::Watch(WatchAction::Predict)],
    );
    assert!(
        matches!(&app.screen, Screen::Watch(w) if w.predict.is_some() && w.origin == Origin::Game)
    );
    resize(&mut app, SMALL);
    press(&mut app, KeyEvent::from(KeyCode::Esc));
    assert!(matches!(app.screen, Screen::Play), "{:?}", app.screen);
}

#[test]
fn a_race_from_a_game_goes_back_with_esc() {
    let mut app = app();
    act(&mut app, &[Action::OpenRace]);
    assert!(matches!(app.screen, Screen::Race(_)));
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(
        screen.contains("terminal too small: need 60×21, have 50×15"),
        "{screen}"
    );
    assert!(
        screen.contains("press Esc to go back to the game"),
        "{screen}"
    );
    press(&mut app, KeyEvent::from(KeyCode::Esc));
    assert!(matches!(app.screen, Screen::Play));
}

#[test]
fn a_solved_game_has_nothing_to_save_and_says_q_quits() {
    let mut app = app();
    type_the_solution(&mut app);
    assert!(matches!(app.screen, Screen::Solved(_)));
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(screen.contains("press q to quit"), "{screen}");
    assert!(!screen.contains("save"), "{screen}");
    press(&mut app, char_key('q'));
    assert!(
        app.quit.leaving(),
        "q quits; on the popup it would only close it"
    );
}

#[test]
fn clues_typed_are_dropped_by_one_q_as_the_notice_says() {
    let mut app = app();
    act(&mut app, &[Action::OpenEnter, digit(5), digit(3)]);
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(
        screen.contains("press q to quit (the clues typed are not kept)"),
        "{screen}"
    );
    press(&mut app, char_key('q'));
    assert!(app.quit.leaving(), "no question nobody could read");
}

#[test]
fn a_quit_held_back_says_why_on_the_notice() {
    let mut app = menu_over_a_game();
    resize(&mut app, SMALL);
    press(&mut app, char_key('q'));
    crate::tui::update::saved(&mut app, Err("the disk is full".to_owned()));
    assert_eq!(app.quit, Quit::HeldBack);
    let screen = terminal(&app, 65, 20).backend().to_string();
    assert!(screen.contains("q again quits without saving"), "{screen}");
    press(&mut app, char_key('q'));
    assert!(app.quit.leaving());
}

/// The start screen: the puzzle behind it was never shown and has nothing to save; the games
/// it lists are saved already. `q` quits at once (the start screen's own `q` would open the
/// game listed first), and the session's last word names that game.
#[test]
fn the_start_screen_says_q_quits_and_one_q_does() {
    let mut app = app();
    app.ledger.games = vec![stepdoku_core::store::Summary {
        id: 7,
        puzzle: CLASSIC.to_owned(),
        board: CLASSIC.to_owned(),
        moves: 1,
        elapsed_ms: 2_000,
        level: Some("easy".to_owned()),
        source: "easy.txt #27 of 50".to_owned(),
        updated: 0,
        daily: None,
    }];
    app.ledger.games_total = 1;
    crate::tui::update::menu::open_at_start(&mut app);
    app.effects.clear();
    resize(&mut app, SMALL);
    let screen = screen_text(&app);
    assert!(screen.contains("press q to quit"), "{screen}");
    assert!(!screen.contains("save"), "{screen}");
    press(&mut app, char_key('q'));
    assert!(app.quit.leaving());
    assert!(
        !app.effects.iter().any(|e| matches!(e, Effect::Open(_))),
        "{:?}",
        app.effects
    );
    assert_eq!(
        crate::tui::outcome_of(&app),
        crate::tui::Outcome::Saved(Some(7))
    );
}

/// The clock counts time spent playing: while the board is hidden by the notice it waits,
/// and runs again once the board shows.
#[test]
fn the_clock_waits_while_the_board_is_hidden() {
    use std::time::Duration;
    let mut app = app();
    resize(&mut app, (80, 24));
    tick(&mut app, Duration::from_secs(3));
    let shown = app.game.timer().elapsed(app.now);
    resize(&mut app, SMALL);
    tick(&mut app, Duration::from_secs(60));
    assert_eq!(
        app.game.timer().elapsed(app.now),
        shown,
        "hidden: no time counted"
    );
    // Back from a watch to a board still too small: the clock still waits.
    resize(&mut app, (80, 24));
    act(&mut app, &[Action::OpenWatch]);
    resize(&mut app, SMALL);
    let before = app.game.timer().elapsed(app.now);
    press(&mut app, KeyEvent::from(KeyCode::Esc));
    assert!(matches!(app.screen, Screen::Play));
    tick(&mut app, Duration::from_secs(60));
    assert_eq!(app.game.timer().elapsed(app.now), before);
    resize(&mut app, (80, 24));
    tick(&mut app, Duration::from_secs(2));
    assert_eq!(
        app.game.timer().elapsed(app.now),
        before + Duration::from_secs(2)
    );
}

/// The notice is worded one way on every screen, only the sizes differ, and its first line
/// stays one line at 50 columns (not a size left alone on the next line).
#[test]
fn the_notice_is_worded_the_same_on_the_board_the_solver_view_and_the_race() {
    let board = app();
    let mut watch = app();
    act(&mut watch, &[Action::OpenWatch]);
    let mut race = app();
    act(&mut race, &[Action::OpenRace]);
    for (mut app, need) in [(board, "65×21"), (watch, "65×21"), (race, "60×21")] {
        resize(&mut app, SMALL);
        let screen = terminal(&app, SMALL.0, SMALL.1).backend().to_string();
        let headline = format!("terminal too small: need {need}, have 50×15");
        assert!(
            screen
                .lines()
                .any(|line| line.trim_matches('"').trim() == headline),
            "{headline}\n{screen}"
        );
    }
}
