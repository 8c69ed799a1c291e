//! The start screen (the menu opened at launch with games in progress): Esc has one meaning,
//! continuing the game listed first, and the menu's keys line and the footer both say so.

use super::*;
use crate::tui::action::{Action, MenuAction};
use crate::tui::app::{Effect, Screen};

fn games(count: usize) -> Vec<stepdoku_core::store::Summary> {
    (0..count)
        .map(|i| stepdoku_core::store::Summary {
            id: i as i64 + 7,
            puzzle: CLASSIC.to_owned(),
            board: CLASSIC.to_owned(),
            moves: 1,
            elapsed_ms: 2_000,
            level: Some("easy".to_owned()),
            source: format!("easy.txt #{} of 50", 27 + i),
            updated: 0,
            daily: None,
        })
        .collect()
}

fn start_screen() -> App {
    let mut app = app();
    app.ledger.games = games(2);
    app.ledger.games_total = 2;
    crate::tui::update::menu::open_at_start(&mut app);
    app
}

fn footer(screen: &str) -> String {
    screen.lines().last().unwrap_or_default().to_owned()
}

#[test]
fn on_the_start_screen_the_keys_line_and_the_footer_both_say_esc_continues_the_first_game() {
    let app = start_screen();
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, width, height).backend().to_string();
        assert!(
            screen.contains("Esc continue easy.txt #27"),
            "{width}×{height}: the menu names the game Esc continues\n{screen}"
        );
        let footer = footer(&screen);
        assert!(
            footer.contains("Esc continue"),
            "{width}×{height}: {footer}"
        );
        assert!(
            !screen.contains("Esc back") && !screen.contains("Esc play"),
            "{width}×{height}: no other meaning for Esc\n{screen}"
        );
    }
}

#[test]
fn esc_on_the_start_screen_opens_the_game_listed_first_not_the_puzzle_behind() {
    let mut app = start_screen();
    app.effects.clear();
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    assert!(
        app.effects.iter().any(|e| matches!(e, Effect::Open(7))),
        "Esc opens game 7, the one listed first: {:?}",
        app.effects
    );
}

#[test]
fn esc_from_a_collection_page_of_the_start_screen_comes_back_to_the_main_page_first() {
    let mut app = start_screen();
    let shelf = match &app.screen {
        Screen::Menu(menu) => menu.position(crate::tui::menu::Item::Shelf(0)),
        _ => panic!("the start screen is the menu"),
    };
    for _ in 0..shelf {
        act(&mut app, &[Action::Menu(MenuAction::Down)]);
    }
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc back"), "{screen}");
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc continue"), "{screen}");
}

#[test]
fn the_new_game_menu_over_a_game_keeps_esc_as_back_to_it() {
    let mut app = app();
    app.ledger.games = games(2);
    act(&mut app, &[Action::OpenMenu]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc back"), "{screen}");
    assert!(screen.contains("Esc play classic.txt"), "{screen}");
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    assert!(matches!(app.screen, Screen::Play));
}
