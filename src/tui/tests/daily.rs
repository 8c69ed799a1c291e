//! Daily in the menu while a puzzle of the day is on screen: today's goes back to the game
//! (no question, nothing saved, no second row); another day's, or another game, asks first.

use stepdoku_core::Cell;
use stepdoku_core::store::Store;

use super::*;
use crate::tui::action::{Action, MenuAction};
use crate::tui::app::Screen;
use crate::tui::event_loop::perform;
use crate::tui::menu::Item;
use crate::tui::menu::catalogue;
use crate::tui::screen::ScreenKind;

const ASKED: &str = "Enter again: your game stays saved under Continue";

/// Daily chosen in the menu (opened with `N`), the effects asked for left in `app.effects`.
fn choose_daily(app: &mut App) {
    act(app, &[Action::OpenMenu]);
    let Screen::Menu(menu) = &mut app.screen else {
        panic!("no menu");
    };
    menu.selected = menu.position(Item::Daily);
    act(app, &[Action::Menu(MenuAction::Choose)]);
}

/// One right digit in the first blank cell, as a player types it.
fn one_move(app: &mut App) {
    let solution = *app.game.solution().grid();
    let blank = Cell::all()
        .find(|&cell| app.game.board().get(cell).is_none())
        .expect("a blank cell");
    app.cursor = blank;
    act(app, &[Action::Digit(solution.get(blank).expect("solved"))]);
}

/// Today's puzzle of the day, chosen from the menu over the classic game and played one move.
/// `store`: where its effects go (none: they are dropped).
fn playing_today(store: Option<&Store>) -> App {
    let mut app = app();
    choose_daily(&mut app);
    assert!(
        catalogue::is_today(app.ledger.daily.as_deref()),
        "Daily files the game under today: {:?}",
        app.ledger.daily
    );
    one_move(&mut app);
    match store {
        Some(store) => perform(&mut app, Some(store), None),
        None => app.effects.clear(),
    }
    app
}

#[test]
fn daily_over_todays_daily_goes_back_to_it_asking_nothing_and_saving_nothing() {
    let mut app = playing_today(None);
    let board = app.game.board().clone();
    let source = app.game.source().clone();
    act(&mut app, &[Action::OpenMenu]);
    // The menu's line says what Enter does on it.
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("Today's puzzle is the game on screen"),
        "{screen}"
    );
    app.effects.clear();
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    choose_daily(&mut app);
    app.effects
        .retain(|e| !matches!(e, crate::tui::app::Effect::ListGames(..)));
    assert!(
        matches!(app.screen, Screen::Play),
        "{:?}",
        app.screen_kind()
    );
    assert_eq!(message(&app), "Back to today's puzzle");
    assert_eq!(app.game.board(), &board, "the same game, its move kept");
    assert_eq!(app.game.source(), &source);
    assert!(app.game.timer().is_running(), "its clock runs again");
    assert!(app.effects.is_empty(), "nothing saved: {:?}", app.effects);
}

#[test]
fn daily_over_another_days_daily_or_another_game_still_asks() {
    // Another day's puzzle of the day, a move in.
    let mut app = app();
    one_move(&mut app);
    app.ledger.daily = Some("2001-02-03".to_owned());
    app.effects.clear();
    choose_daily(&mut app);
    assert_eq!(app.screen_kind(), ScreenKind::Menu, "asked first");
    assert_eq!(message(&app), ASKED);
    // A game that is no puzzle of the day.
    let mut app = super::app();
    one_move(&mut app);
    choose_daily(&mut app);
    assert_eq!(app.screen_kind(), ScreenKind::Menu, "asked first");
    assert_eq!(message(&app), ASKED);
}

/// Through the store, as the loop runs it: the game list holds one row of today's puzzle
/// before and after Daily is chosen again.
#[test]
fn daily_over_todays_daily_leaves_one_row_of_it_in_the_games_list() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = playing_today(Some(&store));
    let key = stepdoku_core::store::puzzle_key(&app.game);
    let rows = |store: &Store| {
        let games = store.games().unwrap();
        let of_today: Vec<_> = games
            .iter()
            .filter(|g| g.daily.is_some())
            .cloned()
            .collect();
        (games.len(), of_today)
    };
    let (all, today) = rows(&store);
    assert_eq!((all, today.len()), (1, 1), "saved once: {today:?}");
    choose_daily(&mut app);
    perform(&mut app, Some(&store), None);
    // Whatever the question, a player presses Enter again.
    if message(&app) == ASKED {
        act(&mut app, &[Action::Menu(MenuAction::Choose)]);
        perform(&mut app, Some(&store), None);
    }
    one_move(&mut app);
    perform(&mut app, Some(&store), None);
    assert_eq!(stepdoku_core::store::puzzle_key(&app.game), key);
    let (all, again) = rows(&store);
    assert_eq!((all, again.len()), (1, 1), "no second row: {again:?}");
    assert_eq!(again[0].id, today[0].id, "the same row");
    assert_eq!(app.ledger.game_id, Some(today[0].id));
}
