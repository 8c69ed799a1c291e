//! The new-game menu: opening and leaving it, choosing a collection and a puzzle, a fresh
//! puzzle made on another thread, and the game left behind kept safe.

use insta::assert_snapshot;
use stepdoku_core::format::{self, Puzzle};
use stepdoku_core::game::PuzzleSource;

use super::*;
use crate::tui::action::Action;
use crate::tui::action::MenuAction;
use crate::tui::app::{Effect, Screen};
use crate::tui::event_loop::perform;
use crate::tui::menu::{Item, Page};
use crate::tui::screen::ScreenKind;

fn menu_of(app: &App) -> &crate::tui::menu::Menu {
    match &app.screen {
        Screen::Menu(menu) => menu,
        other => panic!("not in the menu: {other:?}"),
    }
}

fn press(app: &mut App, action: MenuAction, times: usize) {
    for _ in 0..times {
        act(app, &[Action::Menu(action)]);
    }
}

#[test]
fn n_opens_the_menu_with_the_clock_stopped_and_esc_goes_back_to_the_game() {
    let mut app = app();
    app.game.set_clock_running(true, app.now);
    act(&mut app, &[Action::OpenMenu]);
    assert_eq!(app.screen_kind(), ScreenKind::Menu);
    assert!(!app.game.timer().is_running());
    let items = menu_of(&app).items();
    assert_eq!(
        items[..3],
        [
            Item::Daily,
            Item::Enter,
            Item::Generate(stepdoku_core::hint::Level::Easy)
        ]
    );
    assert!(items.iter().any(|i| matches!(i, Item::Shelf(_))));
    press(&mut app, MenuAction::Up, 1);
    assert_eq!(
        menu_of(&app).selected,
        items.len() - 1,
        "up from the top wraps"
    );
    press(&mut app, MenuAction::Back, 1);
    assert!(matches!(app.screen, Screen::Play));
    assert!(app.game.timer().is_running());
}

/// `?` over the board stops the clock like `N` does (the timer counts time spent playing),
/// and closing it, with `?` or Esc, starts it again.
#[test]
fn the_help_over_the_board_stops_the_clock_until_it_closes() {
    let mut app = app();
    app.game.set_clock_running(true, app.now);
    for close in [Action::ToggleHelp, Action::Close] {
        act(&mut app, &[Action::ToggleHelp]);
        assert!(app.help.is_some());
        assert!(!app.game.timer().is_running(), "stopped while reading");
        assert_eq!(app.wake_in(), None, "no ticking behind the help");
        act(&mut app, std::slice::from_ref(&close));
        assert!(app.help.is_none());
        assert!(
            app.game.timer().is_running(),
            "running again after {close:?}"
        );
    }
    // Over a paused board the help leaves the clock stopped when it closes.
    act(
        &mut app,
        &[Action::TogglePause, Action::ToggleHelp, Action::Close],
    );
    assert!(!app.game.timer().is_running());
}

#[test]
fn a_collection_lists_its_puzzles_and_starts_the_one_chosen() {
    let mut app = app();
    app.cursor = cell("r5c5");
    act(&mut app, &[Action::OpenMenu]);
    let shelf = menu_of(&app)
        .items()
        .iter()
        .position(|i| matches!(i, Item::Shelf(_)))
        .unwrap();
    press(&mut app, MenuAction::Down, shelf);
    press(&mut app, MenuAction::Choose, 1);
    let Page::Shelf(index) = menu_of(&app).page else {
        panic!("not on a shelf page");
    };
    let count = menu_of(&app).shelves[index].count;
    assert_eq!(
        menu_of(&app).items().len(),
        count + 1,
        "any, then each puzzle"
    );
    press(&mut app, MenuAction::Back, 1);
    assert_eq!(menu_of(&app).page, Page::Main);
    assert_eq!(
        menu_of(&app).selected,
        shelf,
        "back on the collection's line"
    );
    press(&mut app, MenuAction::Choose, 1);
    press(&mut app, MenuAction::Down, 1);
    press(&mut app, MenuAction::Choose, 1);
    assert!(matches!(app.screen, Screen::Play));
    let (source, _) = crate::tui::menu::catalogue::puzzle(index, 0).unwrap();
    assert_eq!(app.game.source(), &source);
    assert_eq!(app.cursor, cell("r1c1"));
    assert!(app.message.as_ref().unwrap().text.starts_with("New game"));
    assert!(
        app.effects
            .iter()
            .all(|e| matches!(e, Effect::ListGames(..) | Effect::LookForSaved(_))),
        "an untouched game is not worth keeping"
    );
}

/// The loop performs every effect, and those their answers ask for, as it does before
/// reading the next key.
fn perform_all(app: &mut App, store: &stepdoku_core::store::Store) {
    for _ in 0..4 {
        if app.effects.is_empty() {
            return;
        }
        perform(app, Some(store), None);
    }
    panic!("effects never settle: {:?}", app.effects);
}

/// The first collection's first puzzle, chosen from the menu (Enter twice when a game in
/// progress would be replaced).
fn choose_first_puzzle(app: &mut App) {
    act(app, &[Action::OpenMenu]);
    let shelf = menu_of(app)
        .items()
        .iter()
        .position(|i| matches!(i, Item::Shelf(_)))
        .unwrap();
    press(app, MenuAction::Down, shelf);
    press(app, MenuAction::Choose, 1);
    press(app, MenuAction::Down, 1);
    press(app, MenuAction::Choose, 1);
    if matches!(app.screen, Screen::Menu(_)) {
        press(app, MenuAction::Choose, 1);
    }
    assert!(matches!(app.screen, Screen::Play), "{:?}", app.message);
}

/// A puzzle chosen from the menu while its game is saved continues that game, as
/// `stepdoku play FILE` does: its moves go on in its one row, never in a second one.
#[test]
fn choosing_a_puzzle_in_progress_continues_its_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    let mut app = app();
    choose_first_puzzle(&mut app);
    perform_all(&mut app, &store);
    assert!(
        app.message.as_ref().unwrap().text.starts_with("New game"),
        "no saved game: the new game's message stays, {:?}",
        app.message
    );
    let empty = |app: &App| {
        stepdoku_core::Cell::all()
            .filter(|&c| app.game.board().get(c).is_none())
            .collect::<Vec<_>>()
    };
    let first = empty(&app)[0];
    app.cursor = first;
    act(
        &mut app,
        &[Action::Digit(stepdoku_core::Digit::new(1).unwrap())],
    );
    perform_all(&mut app, &store);

    // Elsewhere, then the same puzzle again.
    let other = grid_with_hole(&grid(SOLUTION));
    assert!(crate::tui::update::game::start(
        &mut app,
        Puzzle::Classic(other),
        PuzzleSource::new("one hole", None, 0, 1)
    ));
    perform_all(&mut app, &store);
    choose_first_puzzle(&mut app);
    assert!(matches!(app.effects.last(), Some(Effect::LookForSaved(_))));
    perform_all(&mut app, &store);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(
        app.game.board().get(first),
        stepdoku_core::Digit::new(1),
        "the saved move is back"
    );
    let second = empty(&app)[0];
    app.cursor = second;
    act(
        &mut app,
        &[Action::Digit(stepdoku_core::Digit::new(2).unwrap())],
    );
    perform_all(&mut app, &store);
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1, "one row for the puzzle: {games:?}");
    assert_eq!(games[0].moves, 2);
}

/// A puzzle typed in (`N`) while its game is saved continues that game, as the menu does:
/// its moves go on in its one row, never in a second one.
#[test]
fn typing_in_a_puzzle_in_progress_continues_its_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    let mut app = app();
    choose_first_puzzle(&mut app);
    perform_all(&mut app, &store);
    let empty = |app: &App| {
        stepdoku_core::Cell::all()
            .filter(|&c| app.game.board().get(c).is_none())
            .collect::<Vec<_>>()
    };
    let first = empty(&app)[0];
    app.cursor = first;
    act(
        &mut app,
        &[Action::Digit(stepdoku_core::Digit::new(1).unwrap())],
    );
    perform_all(&mut app, &store);
    let givens = stepdoku_core::store::puzzle_key(&app.game);

    act(&mut app, &[Action::OpenEnter]);
    crate::tui::update::enter::paste(&mut app, &givens);
    act(&mut app, &[Action::StartEntered]);
    if matches!(app.screen, Screen::Enter(_)) {
        act(&mut app, &[Action::StartEntered]);
    }
    assert!(matches!(app.effects.last(), Some(Effect::LookForSaved(_))));
    perform_all(&mut app, &store);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(
        app.game.board().get(first),
        stepdoku_core::Digit::new(1),
        "the saved move is back"
    );
    let second = empty(&app)[0];
    app.cursor = second;
    act(
        &mut app,
        &[Action::Digit(stepdoku_core::Digit::new(2).unwrap())],
    );
    perform_all(&mut app, &store);
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1, "one row for the puzzle: {games:?}");
    assert_eq!(games[0].moves, 2);
}

/// The saved game's answer is taken only by the untouched new game it was looked for: a
/// game already played keeps its moves.
#[test]
fn a_lookup_answer_never_replaces_a_game_with_moves() {
    use crate::tui::action::{Done, Found};
    let mut game = app();
    act(
        &mut game,
        &[Action::Done(Done::Looked(Some(Found::Free(7))))],
    );
    assert_eq!(game.effects, [Effect::Open(7)]);

    let mut game = app();
    act(
        &mut game,
        &[Action::Done(Done::Looked(Some(Found::Held {
            id: 7,
            pid: 9,
        })))],
    );
    assert_eq!(game.effects, [Effect::ShowHeld(7, 9)]);

    let mut game = app();
    game.cursor = stepdoku_core::Cell::all()
        .find(|&c| game.game.board().get(c).is_none())
        .unwrap();
    act(
        &mut game,
        &[Action::Digit(stepdoku_core::Digit::new(1).unwrap())],
    );
    game.effects.clear();
    act(
        &mut game,
        &[Action::Done(Done::Looked(Some(Found::Free(7))))],
    );
    assert!(game.effects.is_empty(), "{:?}", game.effects);
}

/// A collection holds dozens of puzzles: typed digits choose one by number (the README's "by
/// number"), PageUp/PageDown move a page, Home/End go to the ends. Driven through the key
/// table, as the keyboard would.
#[test]
fn a_collections_puzzle_is_chosen_by_number_page_or_end() {
    use KeyCode::{Char, End, Enter, Home, PageDown, PageUp};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let mut app = app();
    let keys = |app: &mut App, codes: &[KeyCode]| {
        for &code in codes {
            let event = KeyEvent::new(code, KeyModifiers::NONE);
            let action =
                crate::tui::keymap::Keymap::STANDARD.action_for_key(&event, app.key_context());
            act(app, &[action.unwrap_or_else(|| panic!("{code:?} unbound"))]);
        }
    };
    act(&mut app, &[Action::OpenMenu]);
    let items = menu_of(&app).items();
    let (line, shelf) = items
        .iter()
        .enumerate()
        .find_map(|(line, item)| match item {
            Item::Shelf(s) if menu_of(&app).shelves[*s].count >= 30 => Some((line, *s)),
            _ => None,
        })
        .expect("a collection of 30 puzzles or more");
    let count = menu_of(&app).shelves[shelf].count;
    press(&mut app, MenuAction::Down, line);
    press(&mut app, MenuAction::Choose, 1);
    keys(&mut app, &[Char('2'), Char('5')]);
    assert_eq!(
        menu_of(&app).items()[menu_of(&app).selected],
        Item::Puzzle(shelf, 24)
    );
    // #257 is past the end: the 7 starts a new number.
    keys(&mut app, &[Char('7')]);
    assert_eq!(menu_of(&app).selected, 7);
    keys(&mut app, &[End]);
    assert_eq!(menu_of(&app).selected, count, "the last puzzle");
    keys(&mut app, &[PageUp]);
    assert_eq!(menu_of(&app).selected, count - crate::tui::menu::PAGE);
    keys(&mut app, &[Home]);
    assert_eq!(menu_of(&app).selected, 0, "Any puzzle");
    keys(&mut app, &[PageDown, PageDown]);
    assert_eq!(menu_of(&app).selected, 2 * crate::tui::menu::PAGE);
    // After another key a number starts afresh: 1 then 2 is #12, not #2012.
    keys(&mut app, &[Char('1'), Char('2'), Enter]);
    assert!(matches!(app.screen, Screen::Play));
    let (source, _) = crate::tui::menu::catalogue::puzzle(shelf, 11).unwrap();
    assert_eq!(app.game.source(), &source);
}

#[test]
fn a_game_left_unfinished_is_kept_aside_and_a_solved_one_is_not() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    let board = app.game.board().clone();
    let grid = grid(SOLUTION);
    assert!(crate::tui::update::game::start(
        &mut app,
        Puzzle::Classic(grid_with_hole(&grid)),
        PuzzleSource::new("one hole", None, 0, 1)
    ));
    app.effects.retain(|e| *e != Effect::Save);
    match app.effects.as_slice() {
        [Effect::SaveSetAside(old)] => assert_eq!(old.game.board(), &board),
        other => panic!("expected the old game saved as it stands, got {other:?}"),
    }

    // The event loop saves it in the store: it stays in the list of games in progress.
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    perform(&mut app, Some(&store), None);
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].board, board.values().to_line());

    // The new game, solved, is not kept when the next one starts.
    app.cursor = cell("r1c1");
    act(&mut app, &[Action::Digit(grid.get(cell("r1c1")).unwrap())]);
    assert!(matches!(app.screen, Screen::Solved(_)));
    app.effects.clear();
    assert!(crate::tui::update::game::start(
        &mut app,
        Puzzle::Classic(grid_with_hole(&grid)),
        PuzzleSource::new("one hole", None, 0, 1)
    ));
    assert!(
        !app.effects
            .iter()
            .any(|e| matches!(e, Effect::SaveSetAside(_) | Effect::Save)),
        "{:?}",
        app.effects
    );
    assert!(matches!(app.screen, Screen::Play));
}

fn grid_with_hole(solution: &stepdoku_core::Grid) -> stepdoku_core::Grid {
    let mut g = *solution;
    g.set(cell("r1c1"), None);
    g
}

#[test]
fn a_sudominoku_starts_as_a_sudominoku_game() {
    let text = include_str!("../../../tests/data/boj/boj4574-sample.in");
    let puzzle = format::parse("sample", text, None).unwrap().puzzles[1].clone();
    let mut app = app();
    assert!(crate::tui::update::game::start(
        &mut app,
        puzzle,
        PuzzleSource::new("sample", None, 1, 2)
    ));
    assert!(app.game.is_sudominoku());
}

#[test]
fn a_fresh_puzzle_is_made_in_the_background_at_the_level_chosen() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    let easy = menu_of(&app).position(Item::Generate(stepdoku_core::hint::Level::Easy));
    press(&mut app, MenuAction::Down, easy);
    press(&mut app, MenuAction::Choose, 1);
    assert!(menu_of(&app).job.is_some(), "making an easy puzzle");
    assert_eq!(
        app.wake_in(),
        Some(crate::tui::menu::PROGRESS_EVERY),
        "the screen wakes to show progress"
    );
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Making a fresh easy puzzle"), "{screen}");
    // Keys other than Esc wait while it works.
    press(&mut app, MenuAction::Down, 1);
    assert_eq!(menu_of(&app).selected, easy);
    // The work is the loop's to run; its answer comes back as an action.
    assert!(
        app.effects.iter().any(|e| matches!(e, Effect::Work(_))),
        "the puzzle is asked of the loop"
    );
    finish_work(&mut app);
    assert!(matches!(app.screen, Screen::Play));
    assert!(app.game.source().name.starts_with("generated easy, seed"));
    let grade = stepdoku_core::hint::grade(app.game.board().values()).unwrap();
    assert_eq!(grade.level, stepdoku_core::hint::Level::Easy);
    assert_eq!(app.wake_in().is_some(), app.game.timer().is_running());
}

#[test]
fn esc_stops_a_puzzle_being_made() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    press(&mut app, MenuAction::Down, 4);
    press(&mut app, MenuAction::Choose, 1);
    assert!(menu_of(&app).job.is_some());
    press(&mut app, MenuAction::Back, 1);
    assert!(menu_of(&app).job.is_none());
    assert_eq!(
        app.wake_in(),
        None,
        "nothing to wake for: no CPU while the menu waits"
    );
    assert!(app.game.source().name.starts_with("classic"));
    // The puzzle made anyway comes back later, unwanted: the menu stays as it is.
    finish_work(&mut app);
    assert!(matches!(app.screen, Screen::Menu(_)));
    assert!(app.game.source().name.starts_with("classic"));
}

#[test]
fn the_menu_at_80x24() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    press(&mut app, MenuAction::Down, 2);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_solved_screen_offers_a_new_game() {
    let mut app = app();
    type_the_solution(&mut app);
    assert!(matches!(app.screen, Screen::Solved(_)));
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("N new"), "{screen}");
    act(&mut app, &[Action::OpenMenu]);
    assert_eq!(app.screen_kind(), ScreenKind::Menu);
}

/// A mixed collection (top1465) lists each puzzle with its own level, as written beside it.
#[test]
fn a_mixed_collection_shows_each_puzzles_level() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    let top = menu_of(&app)
        .shelves
        .iter()
        .position(|s| s.name == "top1465")
        .unwrap();
    let line = menu_of(&app)
        .items()
        .iter()
        .position(|i| matches!(i, Item::Shelf(s) if *s == top))
        .unwrap();
    press(&mut app, MenuAction::Down, line);
    press(&mut app, MenuAction::Choose, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    let levels: Vec<&str> = (0..3)
        .map(|i| {
            crate::tui::menu::catalogue::level(top, i)
                .expect("a level")
                .name()
        })
        .collect();
    for (i, level) in levels.iter().enumerate() {
        let row = screen
            .lines()
            .find(|l| l.contains(&format!("#{} ", i + 1)))
            .unwrap_or_else(|| panic!("#{} listed\n{screen}", i + 1));
        assert!(row.contains(level), "#{}: {level}\n{row}", i + 1);
    }
}

/// `count` games in progress, `starter.txt #1`…, last played first.
fn games_in_progress(count: usize) -> Vec<stepdoku_core::store::Summary> {
    (0..count)
        .map(|i| stepdoku_core::store::Summary {
            id: i as i64 + 1,
            puzzle: CLASSIC.to_owned(),
            board: CLASSIC.to_owned(),
            moves: 3,
            elapsed_ms: 60_000,
            level: Some("easy".to_owned()),
            source: format!("starter.txt #{} of 30", i + 10),
            updated: 0,
            daily: None,
        })
        .collect()
}

#[test]
fn game_names_keep_their_number_and_the_continue_list_is_capped() {
    let mut app = app();
    app.ledger.games = games_in_progress(8);
    act(&mut app, &[Action::OpenMenu]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    // The names are never cut at the number that tells them apart.
    for n in 10..15 {
        assert!(
            screen.contains(&format!("starter.txt #{n} ")),
            "#{n}: {screen}"
        );
    }
    assert!(!screen.contains("#15"), "{screen}");
    assert!(
        screen.contains("More games") && screen.contains("3 more in progress"),
        "{screen}"
    );
    let items = menu_of(&app).items();
    assert_eq!(
        items
            .iter()
            .filter(|i| matches!(i, Item::Continue(_)))
            .count(),
        5
    );
    // The entry opens every game; Esc comes back to it.
    let more = menu_of(&app).position(Item::MoreGames);
    press(&mut app, MenuAction::Down, more);
    press(&mut app, MenuAction::Choose, 1);
    assert_eq!(menu_of(&app).page, Page::Games);
    assert_eq!(menu_of(&app).items().len(), 8);
    let page = terminal(&app, 80, 24).backend().to_string();
    assert!(
        page.contains("starter.txt #17 ") && page.contains("Games 1–8 of 8"),
        "{page}"
    );
    press(&mut app, MenuAction::Back, 1);
    assert_eq!(menu_of(&app).page, Page::Main);
    assert_eq!(menu_of(&app).selected, more);
}

#[test]
fn six_games_are_all_listed_without_a_more_entry() {
    let mut app = app();
    app.ledger.games = games_in_progress(6);
    act(&mut app, &[Action::OpenMenu]);
    let items = menu_of(&app).items();
    assert_eq!(
        items
            .iter()
            .filter(|i| matches!(i, Item::Continue(_)))
            .count(),
        6
    );
    assert!(!items.contains(&Item::MoreGames));
}

#[test]
fn the_panel_gives_the_level_of_a_puzzle_from_a_mixed_collection() {
    let starter = crate::bundled::find("starter").expect("the starter collection");
    assert!(starter.level.is_none(), "a mixed collection");
    let index = (0..starter.count())
        .find(|&i| starter.level_of(i) == Some(stepdoku_core::hint::Level::Medium))
        .expect("a medium puzzle in the sampler");
    let (source, puzzle) = starter.get(index).expect("the puzzle");
    let mut app = app();
    assert!(crate::tui::update::game::start(
        &mut app,
        puzzle.clone(),
        source
    ));
    for (w, h) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(screen.contains("Level    medium"), "{w}x{h}: {screen}");
    }
    // A file of that name elsewhere, holding another puzzle, is not taken for it.
    let other = PuzzleSource::new("starter.txt", None, index, starter.count());
    assert!(crate::tui::update::game::start(
        &mut app,
        Puzzle::Classic(grid(CLASSIC)),
        other
    ));
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(!screen.contains("Level"), "{screen}");
}

/// The menu's words about the game behind it: "saved first" only when there is something to
/// save, and Esc names the puzzle it goes to.
#[test]
fn the_menu_says_what_becomes_of_the_puzzle_behind_it() {
    let mut app = app();
    app.ledger.games = games_in_progress(1);
    act(&mut app, &[Action::OpenMenu]);
    let untouched = terminal(&app, 80, 24).backend().to_string();
    let name = app.game.source().to_string();
    assert!(!untouched.contains("saved first"), "{untouched}");
    assert!(
        untouched.contains(&format!("Esc play {name}")),
        "{name}\n{untouched}"
    );
    press(&mut app, MenuAction::Back, 1);
    // A move (r1c3 = 4, right by the solution): now it is a game worth keeping.
    let four = stepdoku_core::Digit::new(4).unwrap();
    assert_eq!(app.game.place(cell("r1c3"), four), Ok(true));
    act(&mut app, &[Action::OpenMenu]);
    let played = terminal(&app, 80, 24).backend().to_string();
    assert!(played.contains("is saved first"), "{played}");
    assert!(played.contains(&format!("Esc back to {name}")), "{played}");
}

/// The game on screen listed under Continue: Enter goes back to it and saves nothing first,
/// and its line says so rather than "saved first".
#[test]
fn the_continue_line_of_the_game_on_screen_says_enter_goes_back_to_it() {
    let mut app = app();
    app.ledger.games = games_in_progress(2);
    app.ledger.game_id = Some(1);
    let four = stepdoku_core::Digit::new(4).unwrap();
    assert_eq!(app.game.place(cell("r1c3"), four), Ok(true));
    app.now += std::time::Duration::from_secs(79);
    act(&mut app, &[Action::OpenMenu]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    // Its line is the game's own (time on the clock, one move, and no age: it is being
    // played), not its row's last save (3 moves, 01:00, long ago).
    let clock = stepdoku_core::game::clock(app.game.timer().elapsed(app.now));
    assert_ne!(clock, "01:00", "the clock has moved on from the save");
    let filled = app.game.board().values().filled();
    let own = format!("easy · {filled}/81 · {clock} · now");
    let line = screen
        .lines()
        .find(|l| l.contains("starter.txt #10"))
        .expect("its line");
    assert!(line.contains(&own), "{line} lacks {own}\n{screen}");
    assert!(
        screen.contains("1 move in: the game on screen,"),
        "{screen}"
    );
    assert!(screen.contains("in: the game on screen,"), "{screen}");
    assert!(screen.contains("which Enter goes back to."), "{screen}");
    assert!(!screen.contains("saved first"), "{screen}");
    app.effects.clear();
    press(&mut app, MenuAction::Choose, 1);
    assert!(matches!(app.screen, Screen::Play), "back to it");
    assert!(app.effects.is_empty(), "nothing saved: {:?}", app.effects);
    // The other game's line: the game on screen is saved first.
    act(&mut app, &[Action::OpenMenu]);
    press(&mut app, MenuAction::Down, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("is saved first"), "{screen}");
}

/// Leaving a game in progress for a collection's puzzle asks a second Enter, and its words
/// are what happens: the game left stays saved in the games list beside the new one, not
/// replaced.
#[test]
fn the_question_before_leaving_a_game_says_it_stays_saved_and_it_does() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4), Action::OpenMenu]);
    let board = app.game.board().clone();
    let items = menu_of(&app).items();
    let line = items
        .iter()
        .position(|item| matches!(item, Item::Shelf(_)))
        .expect("a collection");
    press(&mut app, MenuAction::Down, line);
    press(&mut app, MenuAction::Choose, 1);
    // The first puzzle of the collection, not "Any puzzle".
    press(&mut app, MenuAction::Down, 1);
    press(&mut app, MenuAction::Choose, 1);
    assert_eq!(app.screen_kind(), ScreenKind::Menu, "asked first");
    let asked = app.message.as_ref().map(|m| m.text.clone());
    assert_eq!(
        asked.as_deref(),
        Some("Enter again: your game stays saved under Continue")
    );
    // On one line of the menu at both sizes.
    for (w, h) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(
            screen.contains("Enter again: your game stays saved under Continue"),
            "{w}×{h}: {screen}"
        );
    }
    press(&mut app, MenuAction::Choose, 1);
    assert!(matches!(app.screen, Screen::Play));
    assert_ne!(
        app.game.board(),
        &board,
        "the collection's puzzle is on screen"
    );
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    perform(&mut app, Some(&store), None);
    let games = store.games().unwrap();
    assert!(
        games.iter().any(|g| g.board == board.values().to_line()),
        "the game left is in the games list: {games:?}"
    );
}
