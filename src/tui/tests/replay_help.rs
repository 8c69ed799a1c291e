//! The replay's help lists only what the replay does: every key it names is bound there, no
//! tree key (a replay has no tree pane), and nothing of saving (a replay keeps no game).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use stepdoku_core::Grid;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::app::Screen;
use crate::tui::screen::ScreenKind;
use crate::tui::watch::Watch;

fn replay() -> App {
    let start = grid(CLASSIC);
    let trace = parse("try 1 3 4\ntry 1 4 6\nundo 1 4\n", Numbering::FromOne);
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(Watch::replay(
        "classic.txt",
        start,
        ReplayMachine::new(&start, &trace),
    )));
    app
}

/// The key events a help row's key name stands for (`1-9` by its 1).
pub fn events(name: &str) -> Vec<KeyEvent> {
    let code = |code| vec![KeyEvent::from(code)];
    match name {
        "Space" => code(KeyCode::Char(' ')),
        "Enter" => code(KeyCode::Enter),
        "Esc" => code(KeyCode::Esc),
        "Backspace" => code(KeyCode::Backspace),
        "Del" => code(KeyCode::Delete),
        "PgDn" => code(KeyCode::PageDown),
        "PgUp" => code(KeyCode::PageUp),
        "Home" => code(KeyCode::Home),
        "End" => code(KeyCode::End),
        "Tab" => code(KeyCode::Tab),
        "←" => code(KeyCode::Left),
        "→" => code(KeyCode::Right),
        "↑" => code(KeyCode::Up),
        "↓" => code(KeyCode::Down),
        "F1" => code(KeyCode::F(1)),
        "1-9" => code(KeyCode::Char('1')),
        "0-9" => code(KeyCode::Char('0')),
        _ if name.starts_with("Ctrl-") => {
            let c = name.chars().last().unwrap().to_ascii_lowercase();
            vec![KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)]
        }
        _ if name.chars().count() == 1 => code(KeyCode::Char(name.chars().next().unwrap())),
        other => panic!("a key name this test cannot press: {other}"),
    }
}

#[test]
fn every_key_the_replays_help_lists_is_bound_in_the_replay() {
    let app = replay();
    assert_eq!(app.screen_kind(), ScreenKind::WatchAlone);
    let context = app.key_context();
    let lines = app.config.keymap.help_lines(context);
    assert!(!lines.is_empty());
    for (keys, help) in &lines {
        for name in keys.split(' ') {
            for event in events(name) {
                assert!(
                    app.config.keymap.action_for_key(&event, context).is_some(),
                    "the help lists {name} ({help}) but the replay does not bind it"
                );
            }
        }
        assert!(!help.starts_with("Tree:"), "{keys}: {help}");
        assert!(!help.contains("tree pane"), "{keys}: {help}");
        assert!(
            !help.contains("Save"),
            "a replay saves nothing: {keys}: {help}"
        );
    }
}
