//! The games page over a real store, a page at a time: moves past a page's ends read the page
//! beside it (keyset), the title says which games of how many are shown, and the last game of
//! the list is reached from the first.

use stepdoku_core::store::{GameId, Store};

use super::*;
use crate::tui::action::MenuAction;
use crate::tui::app::{Effect, Screen};
use crate::tui::event_loop::perform;
use crate::tui::menu::{GAMES_PAGE, Item, Menu, Page};

/// A store of `count` games, game `n` last played at second `n` (the newest is `count`).
fn store_of(dir: &std::path::Path, count: i64) -> Store {
    let store = Store::open(dir).unwrap().store;
    drop(store);
    let conn = rusqlite::Connection::open(dir.join(stepdoku_core::store::FILE_NAME)).unwrap();
    // Every row a real save: a row that does not read as a game is left out of lists.
    let state = stepdoku_core::game::Game::new(
        &stepdoku_core::Grid::EMPTY,
        stepdoku_core::game::PuzzleSource::new("test", None, 0, 1),
    )
    .unwrap()
    .to_save(std::time::Instant::now());
    for n in 1..=count {
        conn.execute(
            "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, level, source, state,
             created, updated) VALUES (?1, 0, ?1, 1, 0, 'easy', ?2, ?4, ?3, ?3)",
            rusqlite::params![format!("{n:081}"), format!("game {n}"), n, state],
        )
        .unwrap();
    }
    Store::open(dir).unwrap().store
}

fn menu_of(app: &App) -> &Menu {
    match &app.screen {
        Screen::Menu(menu) => menu,
        other => panic!("not in the menu: {other:?}"),
    }
}

/// A key, and the page it asked for read as the loop would.
fn press(app: &mut App, store: &Store, action: MenuAction, times: usize) {
    for _ in 0..times {
        act(app, &[Action::Menu(action)]);
        perform(app, Some(store), None);
    }
}

fn chosen(app: &App) -> GameId {
    let menu = menu_of(app);
    menu.game(menu.selected).unwrap().id
}

fn title(app: &App) -> String {
    let screen = terminal(app, 80, 24).backend().to_string();
    let line = screen
        .lines()
        .find(|l| l.contains("┌ Games"))
        .unwrap_or_default();
    line.split('┌')
        .nth(1)
        .unwrap_or_default()
        .trim_matches(|c| c == '─' || c == ' ' || c == '┐' || c == '"')
        .to_owned()
}

#[test]
fn the_games_page_reads_the_list_a_page_at_a_time_to_its_last_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_of(dir.path(), 45);
    let mut app = app();
    let first = store.listing(Some(GAMES_PAGE)).unwrap();
    app.ledger.games = first.games;
    app.ledger.games_total = store.count_games().unwrap();
    act(&mut app, &[Action::OpenMenu]);
    perform(&mut app, Some(&store), None);
    let more = menu_of(&app).position(Item::MoreGames);
    press(&mut app, &store, MenuAction::Down, more);
    press(&mut app, &store, MenuAction::Choose, 1);
    assert_eq!(menu_of(&app).page, Page::Games);
    assert!(
        title(&app).starts_with("Games 1–20 of 45"),
        "{}",
        title(&app)
    );
    assert_eq!(chosen(&app), 40, "the sixth game played last");

    // Down past the page's end reads the next page.
    press(&mut app, &store, MenuAction::Down, 14);
    assert_eq!(chosen(&app), 26);
    press(&mut app, &store, MenuAction::Down, 1);
    assert!(
        title(&app).starts_with("Games 21–40 of 45"),
        "{}",
        title(&app)
    );
    assert_eq!(chosen(&app), 25);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("more ↑ (20)  ↓ ("), "{screen}");

    // A page down, then the end: the game played longest ago.
    press(&mut app, &store, MenuAction::PageDown, 1);
    assert!(
        title(&app).starts_with("Games 41–45 of 45"),
        "{}",
        title(&app)
    );
    press(&mut app, &store, MenuAction::Last, 1);
    assert_eq!(chosen(&app), 1);

    // Up past the page's start reads the page before, the choice on its last line.
    press(&mut app, &store, MenuAction::Up, 5);
    assert!(
        title(&app).starts_with("Games 21–40 of 45"),
        "{}",
        title(&app)
    );
    assert_eq!(chosen(&app), 6);
    press(&mut app, &store, MenuAction::First, 1);
    assert!(
        title(&app).starts_with("Games 1–20 of 45"),
        "{}",
        title(&app)
    );
    assert_eq!(chosen(&app), 45);

    // End from the first page reads the last page (the last 20) at once; Enter continues
    // the game chosen.
    press(&mut app, &store, MenuAction::Last, 1);
    assert!(
        title(&app).starts_with("Games 26–45 of 45"),
        "{}",
        title(&app)
    );
    assert_eq!(chosen(&app), 1);
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    assert!(app.effects.contains(&Effect::Open(1)), "{:?}", app.effects);
}

#[test]
fn the_main_page_counts_every_game_not_only_the_first_page() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_of(dir.path(), 45);
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    perform(&mut app, Some(&store), None);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("40 more in progress"), "{screen}");
    assert_eq!(app.ledger.games.len(), GAMES_PAGE);
    assert_eq!(app.ledger.games_total, 45);
}

/// A game chosen in the list that is gone when it is read back (another window finished it):
/// the game on screen stays in its own row, and its next save makes no copy.
#[test]
fn a_game_that_cannot_be_continued_leaves_the_one_on_screen_in_its_row() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_of(dir.path(), 1);
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    perform(&mut app, Some(&store), None);
    let mine = app.ledger.game_id.expect("saved");
    act(&mut app, &[Action::OpenMenu]);
    perform(&mut app, Some(&store), None);
    let gone = menu_of(&app)
        .games
        .iter()
        .find(|g| g.id != mine)
        .unwrap()
        .id;
    let line = menu_of(&app)
        .games
        .iter()
        .position(|g| g.id == gone)
        .unwrap();
    store.remove(gone).unwrap();
    press(&mut app, &store, MenuAction::Down, line);
    // The first Enter asks, the second replaces the game in progress.
    press(&mut app, &store, MenuAction::Choose, 2);
    let said = app.message.clone().unwrap().text;
    assert!(said.starts_with("Cannot continue that game"), "{said}");
    assert_eq!(app.ledger.game_id, Some(mine));
    act(&mut app, &[Action::Menu(MenuAction::Back)]);
    app.cursor = cell("r1c4");
    act(&mut app, &[digit(6)]);
    perform(&mut app, Some(&store), None);
    assert_eq!(store.count_games().unwrap(), 1, "no copy");
    assert_eq!(store.games().unwrap()[0].moves, 2);
}

/// A row edited by hand into something no save writes: the start screen lists the others,
/// counts only those, and says in one message which row is left out and why.
#[test]
fn a_row_that_cannot_be_read_is_left_out_and_not_counted() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_of(dir.path(), 7);
    drop(store);
    let conn =
        rusqlite::Connection::open(dir.path().join(stepdoku_core::store::FILE_NAME)).unwrap();
    conn.execute("UPDATE games SET state = 'garbage' WHERE id = 7", [])
        .unwrap();
    drop(conn);
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    perform(&mut app, Some(&store), None);
    assert_eq!(app.ledger.games_total, 6);
    assert!(app.ledger.games.iter().all(|g| g.id != 7));
    let screen = terminal(&app, 80, 24).backend().to_string();
    // Six games, all shown: the seventh row would have made it "2 more in progress".
    assert!(!screen.contains("more in progress"), "{screen}");
    assert!(screen.contains("game 1 "), "{screen}");
    let said = crate::tui::tests::message(&app);
    assert!(
        said.starts_with("Saved game 7 cannot be read and is left out: state: "),
        "{said}"
    );
}

/// A row that cannot be read inside a page: the page holds one game fewer, and the titles of
/// it and of the pages after it still say where they stand in the list.
#[test]
fn a_row_left_out_of_a_page_keeps_every_page_title_true() {
    let dir = tempfile::tempdir().unwrap();
    drop(store_of(dir.path(), 45));
    let conn =
        rusqlite::Connection::open(dir.path().join(stepdoku_core::store::FILE_NAME)).unwrap();
    // The fifth game of the list.
    conn.execute("UPDATE games SET state = 'garbage' WHERE id = 41", [])
        .unwrap();
    drop(conn);
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    perform(&mut app, Some(&store), None);
    let more = menu_of(&app).position(Item::MoreGames);
    press(&mut app, &store, MenuAction::Down, more);
    press(&mut app, &store, MenuAction::Choose, 1);
    assert_eq!(menu_of(&app).window.len(), GAMES_PAGE - 1);
    assert_eq!(title(&app), "Games 1–20 of 45 · 1 left out");
    press(&mut app, &store, MenuAction::PageDown, 1);
    assert_eq!(menu_of(&app).window[0].id, 25, "the 21st row first");
    assert_eq!(title(&app), "Games 21–40 of 45");
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("more ↑ (20)"), "{screen}");
    press(&mut app, &store, MenuAction::Last, 1);
    assert_eq!(title(&app), "Games 26–45 of 45");
    press(&mut app, &store, MenuAction::First, 1);
    assert_eq!(title(&app), "Games 1–20 of 45 · 1 left out");
}

/// The start screen's first read of the list says the row left out again: it joins the
/// start-up notices once, and hides none of them.
#[test]
fn the_first_read_of_the_list_keeps_the_start_up_notices() {
    let dir = tempfile::tempdir().unwrap();
    drop(store_of(dir.path(), 3));
    let conn =
        rusqlite::Connection::open(dir.path().join(stepdoku_core::store::FILE_NAME)).unwrap();
    conn.execute("UPDATE games SET state = 'garbage' WHERE id = 2", [])
        .unwrap();
    drop(conn);
    let store = Store::open(dir.path()).unwrap().store;
    let skipped = store.listing(None).unwrap().skipped;
    let mut app = app();
    let settings = "config.toml line 3: `speed` takes a number; the rest of the settings apply";
    app.notice(settings);
    app.warn_left_out(&skipped, "saved games", "stepdoku games");
    crate::tui::update::menu::open(&mut app);
    perform(&mut app, Some(&store), None);
    let said = app.message.clone().unwrap().text;
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert_eq!(lines[0], settings);
    assert!(
        lines[1].starts_with("Saved game 2 cannot be read"),
        "{said}"
    );
}
