//! The start screen (the menu opened at launch with games in progress): Esc has one meaning,
//! continuing the game listed first, and the menu's keys line, the footer and the help all say
//! so, each from the key table's row for it.

use super::*;
use crossterm::event::{Event, KeyCode};

use crate::tui::action::{Action, MenuAction};
use crate::tui::app::{Effect, Screen};

/// Esc as the terminal delivers it, through the key table and update.
fn press_esc(app: &mut App) {
    let event = Event::Key(KeyCode::Esc.into());
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    if let Some(action) = crate::tui::input::action_for_event(&event, app, area) {
        act(app, &[action]);
    }
}

/// The help overlay's sentences for the menu's Esc on the screen under it.
fn esc_help(app: &App) -> Vec<String> {
    app.config
        .keymap
        .help_lines(app.base_key_context())
        .into_iter()
        .filter(|(keys, _)| keys.split_whitespace().next() == Some("Esc"))
        .map(|(_, help)| help.to_owned())
        .collect()
}

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
    press_esc(&mut app);
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
    app.effects.clear();
    press_esc(&mut app);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc continue"), "{screen}");
    assert!(
        matches!(app.screen, Screen::Menu(_)) && app.effects.is_empty(),
        "Esc on a collection's page opens no game: {:?}",
        app.effects
    );
}

#[test]
fn the_new_game_menu_over_a_game_keeps_esc_as_back_to_it() {
    let mut app = app();
    app.ledger.games = games(2);
    act(&mut app, &[Action::OpenMenu]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc back"), "{screen}");
    assert!(screen.contains("Esc play classic.txt"), "{screen}");
    press_esc(&mut app);
    assert!(matches!(app.screen, Screen::Play));
}

/// The help over the start screen says what Esc does there and only that; over the menu
/// opened from a game it says back, with no word of continuing: one row of the key table
/// each, the same rows the footer and the binding come from.
#[test]
fn the_help_names_the_one_thing_esc_does_on_the_menu_under_it() {
    let mut start = start_screen();
    act(&mut start, &[Action::ToggleHelp]);
    assert_eq!(
        esc_help(&start),
        ["On the start screen: continue the game listed first"]
    );
    let screen = terminal(&start, 80, 24).backend().to_string();
    assert!(
        !screen.contains("Back: out of"),
        "no second meaning for Esc\n{screen}"
    );

    let mut over_a_game = app();
    over_a_game.ledger.games = games(2);
    act(&mut over_a_game, &[Action::OpenMenu, Action::ToggleHelp]);
    let help = esc_help(&over_a_game);
    assert_eq!(help.len(), 1, "{help:?}");
    assert!(
        help[0].starts_with("Back:") && !help[0].contains("ontinue"),
        "{help:?}"
    );
}

/// With no game in progress the start screen's Esc has nothing to continue: it goes back to
/// the puzzle behind, and the footer says back.
#[test]
fn a_start_screen_with_no_game_to_continue_says_back_and_goes_back() {
    let mut app = app();
    crate::tui::update::menu::open_at_start(&mut app);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc back"), "{screen}");
    press_esc(&mut app);
    assert!(matches!(app.screen, Screen::Play));
}

/// A generated game and a practice game in progress are listed with what tells them apart
/// read whole (the seed) and their level beside, at both sizes.
#[test]
fn made_games_are_listed_with_their_seed_whole_and_their_level() {
    let mut list = games(3);
    list[0].source = "generated extreme, seed 97211".to_owned();
    list[0].level = Some("extreme".to_owned());
    list[1].source = "X-Wing practice, seed 77726".to_owned();
    list[1].level = Some("hard".to_owned());
    let mut app = app();
    app.ledger.games = list;
    app.ledger.games_total = 3;
    crate::tui::update::menu::open_at_start(&mut app);
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, width, height).backend().to_string();
        let row = |seed: &str| {
            screen
                .lines()
                .find(|l| l.contains(seed))
                .unwrap_or_else(|| panic!("{width}×{height}: no {seed}\n{screen}"))
                .to_owned()
        };
        let generated = row(", seed 97211");
        let level = generated
            .split_once("generated, seed 97211 ")
            .map(|(_, rest)| rest.trim_start());
        // The time played gives way to how long ago, read whole, where the line is short.
        assert!(
            level.is_some_and(
                |rest| rest.starts_with("extreme · 30/81 · ") && rest.contains(" · just now ")
            ),
            "{width}×{height}: {generated}"
        );
        let practice = row(", seed 77726");
        assert!(practice.contains("X-Wing"), "{width}×{height}: {practice}");
        assert!(practice.contains("hard · "), "{width}×{height}: {practice}");
        assert!(row("easy.txt #29").contains("easy · "), "{screen}");
    }
}

/// Moves the menu's choice to `item` and presses Enter on it.
fn choose_item(app: &mut App, item: crate::tui::menu::Item) {
    let at = match &app.screen {
        Screen::Menu(menu) => menu.position(item),
        _ => panic!("the menu is open"),
    };
    for _ in 0..at {
        act(app, &[Action::Menu(MenuAction::Down)]);
    }
    act(app, &[Action::Menu(MenuAction::Choose)]);
}

/// "Enter a puzzle" from the start screen, then Esc ("Esc cancels"): back on the start
/// screen as it was, no game made or opened, rather than in the puzzle behind it.
#[test]
fn esc_on_the_entering_board_opened_from_the_start_screen_goes_back_to_it() {
    let mut app = start_screen();
    let behind = *app.game.board().values();
    choose_item(&mut app, crate::tui::menu::Item::Enter);
    assert!(matches!(app.screen, Screen::Enter(_)), "the entering board");
    app.effects.clear();
    press_esc(&mut app);
    assert!(
        matches!(&app.screen, Screen::Menu(menu) if menu.at_start),
        "back on the start screen"
    );
    assert!(app.effects.is_empty(), "nothing opened: {:?}", app.effects);
    assert_eq!(*app.game.board().values(), behind);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(footer(&screen).contains("Esc continue"), "{screen}");
}

/// From the menu over a game in progress, Esc on the entering board (twice, clues typed)
/// goes back to the menu, and Esc there to the game, its moves intact.
#[test]
fn esc_on_the_entering_board_opened_from_the_menu_goes_back_to_the_menu_then_the_game() {
    let mut app = app();
    let spot = cell("r1c3");
    act(
        &mut app,
        &[Action::Select(spot), digit(4), Action::OpenMenu],
    );
    let played = *app.game.board().values();
    choose_item(&mut app, crate::tui::menu::Item::Enter);
    act(&mut app, &[digit(5), Action::Close]);
    assert!(
        message(&app).contains("goes back to the menu"),
        "{}",
        message(&app)
    );
    act(&mut app, &[Action::Close]);
    assert!(matches!(&app.screen, Screen::Menu(menu) if !menu.at_start));
    assert_eq!(*app.game.board().values(), played);
    press_esc(&mut app);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(*app.game.board().values(), played);
}
