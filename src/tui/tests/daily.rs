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

/// Noon (UTC) on Monday 2025-11-24, by the wall clock the loop hands over.
const MONDAY_NOON: i64 = 20_416 * 86_400 + 12 * 3_600;

/// The classic game on Monday at noon.
fn on_monday() -> App {
    let mut app = app();
    app.unix = MONDAY_NOON;
    app
}

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

/// Monday's puzzle of the day, chosen from the menu over the classic game and played one
/// move. `store`: where its effects go (none: they are dropped).
fn playing_today(store: Option<&Store>) -> App {
    let mut app = on_monday();
    choose_daily(&mut app);
    assert_eq!(app.ledger.daily.as_deref(), Some("2025-11-24"));
    assert!(catalogue::is_today(app.ledger.daily.as_deref(), app.day()));
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
    // Monday's puzzle of the day, still on screen after midnight: Tuesday's is another.
    let mut app = playing_today(None);
    let now = app.now;
    act(&mut app, &[Action::Clock(now, MONDAY_NOON + 12 * 3_600)]);
    choose_daily(&mut app);
    assert_eq!(app.screen_kind(), ScreenKind::Menu, "asked first");
    assert_eq!(message(&app), ASKED);
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    assert_eq!(app.ledger.daily.as_deref(), Some("2025-11-25"), "Tuesday's");
    // A game that is no puzzle of the day.
    let mut app = on_monday();
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

/// The panel's `Level` row of the puzzle of the day (at both sizes), or `None`.
fn level_row(app: &App, width: u16, height: u16) -> Option<String> {
    let screen = terminal(app, width, height).backend().to_string();
    screen
        .lines()
        .find_map(|l| {
            l.split_once("Level")
                .map(|(_, rest)| rest.trim().to_owned())
        })
        .map(|rest| {
            rest.split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned()
        })
}

/// Started from `N`, the puzzle of the day's panel has its `Level` row, as it has when the
/// game is continued from its saved row: the same level, the day's.
#[test]
fn the_daily_started_from_the_menu_shows_its_level_row_as_its_saved_row_does() {
    let monday = stepdoku_core::generate::daily::level(20_416).name();
    let mut app = on_monday();
    choose_daily(&mut app);
    for (w, h) in [(80, 24), (65, 21)] {
        assert_eq!(level_row(&app, w, h).as_deref(), Some(monday), "{w}×{h}");
    }
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap().store;
    let app = playing_today(Some(&store));
    let saved = store.games().unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].level.as_deref(), Some(monday), "the row's level");
    assert_eq!(level_row(&app, 80, 24).as_deref(), Some(monday));
}
