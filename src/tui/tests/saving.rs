//! A busy store in `update`: saves wait in memory, are tried again on the loop's ticks, the
//! wait is on the message line each second, and a quit waits for them (or leaves, saying so).

use std::time::Duration;

use super::*;
use crate::tui::app::{Effect, Quit};
use crate::tui::update::saving;

/// A move made, its save tried by the loop and turned away by another process's lock.
fn busy_after_a_move() -> App {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    assert_eq!(std::mem::take(&mut app.effects), [Effect::Save]);
    saving::answered(&mut app, vec![Effect::Save], false);
    app
}

fn tick_at(app: &mut App, after: Duration) {
    let now = app.ledger.waiting.as_ref().unwrap().since + after;
    act(app, &[super::tick_at(now)]);
}

#[test]
fn a_busy_save_is_kept_and_tried_again_each_second_with_the_wait_shown() {
    let mut app = busy_after_a_move();
    assert!(
        message(&app).contains("another stepdoku holds it (0\u{a0}s)"),
        "{}",
        message(&app)
    );
    // Moves go on; their saves join the one waiting instead of each trying the lock.
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Right), digit(9)],
    );
    assert!(app.effects.is_empty(), "{:?}", app.effects);
    assert!(
        message(&app).contains("holds it (0\u{a0}s)"),
        "{}",
        message(&app)
    );
    tick_at(&mut app, Duration::from_millis(500));
    assert!(app.effects.is_empty(), "not due yet");
    tick_at(&mut app, Duration::from_secs(1));
    assert_eq!(app.effects, [Effect::Save], "one save writes every move");
    app.effects.clear();
    saving::answered(&mut app, vec![Effect::Save], false);
    assert!(
        message(&app).contains("holds it (1\u{a0}s)"),
        "{}",
        message(&app)
    );
    assert_eq!(
        app.wake_in().unwrap(),
        Duration::from_secs(1),
        "the loop wakes for the next try"
    );
}

#[test]
fn past_the_busy_timeout_it_says_busy_and_that_no_move_is_lost() {
    let mut app = busy_after_a_move();
    tick_at(&mut app, Duration::from_secs(6));
    app.effects.clear();
    saving::answered(&mut app, vec![Effect::Save], false);
    let text = message(&app);
    assert!(
        text.starts_with("The store is busy (another stepdoku?)"),
        "{text}"
    );
    assert!(
        text.contains("No move is lost") && text.contains("(6\u{a0}s)"),
        "{text}"
    );
}

#[test]
fn once_the_writes_land_the_status_says_so() {
    let mut app = busy_after_a_move();
    tick_at(&mut app, Duration::from_secs(3));
    assert_eq!(std::mem::take(&mut app.effects), [Effect::Save]);
    crate::tui::update::saved(&mut app, Ok(()));
    saving::answered(&mut app, Vec::new(), false);
    assert!(app.ledger.waiting.is_none());
    let text = message(&app);
    assert!(
        text.starts_with("Saved: the store is free again after 3\u{a0}s"),
        "{text}"
    );
    act(&mut app, &[digit(9)]);
    assert_eq!(
        app.effects,
        [Effect::Save],
        "saves go straight to the store again"
    );
}

#[test]
fn another_message_is_not_overwritten_by_the_wait() {
    let mut app = busy_after_a_move();
    app.cursor = cell("r1c1");
    act(&mut app, &[digit(9)]);
    assert!(message(&app).contains("given"), "{}", message(&app));
    tick_at(&mut app, Duration::from_secs(1));
    assert!(message(&app).contains("given"), "{}", message(&app));
}

#[test]
fn a_quit_waits_for_the_store_then_ends_once_the_moves_land() {
    let mut app = busy_after_a_move();
    act(&mut app, &[Action::Quit]);
    assert_eq!(app.quit, Quit::Pending);
    assert!(!app.quit.leaving());
    let text = message(&app);
    assert!(
        text.starts_with("Quitting once your moves are saved; another stepdoku holds the store (0\u{a0}s). q again quits without them"),
        "{text}"
    );
    tick_at(&mut app, Duration::from_secs(1));
    assert_eq!(std::mem::take(&mut app.effects), [Effect::Save]);
    crate::tui::update::saved(&mut app, Ok(()));
    saving::answered(&mut app, Vec::new(), false);
    assert_eq!(app.quit, Quit::Now);
    assert_eq!(app.ledger.last_save, Some(Ok(())));
}

#[test]
fn a_second_quit_leaves_after_one_last_try_and_says_what_it_costs() {
    let mut app = busy_after_a_move();
    act(&mut app, &[Action::Quit, Action::Quit]);
    assert_eq!(app.quit, Quit::Anyway);
    assert_eq!(app.effects, [Effect::Save], "one last try");
    app.effects.clear();
    saving::answered(&mut app, vec![Effect::Save], false);
    let Some(Err(reason)) = &app.ledger.last_save else {
        panic!("{:?}", app.ledger.last_save)
    };
    assert!(
        reason.contains("stayed busy") && reason.contains("without the moves since"),
        "{reason}"
    );
}

#[test]
fn another_key_while_a_quit_waits_plays_on() {
    let mut app = busy_after_a_move();
    act(&mut app, &[Action::Quit]);
    assert!(!app.game.timer().is_running());
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Down)],
    );
    assert_eq!(app.quit, Quit::No);
    assert!(app.game.timer().is_running());
}

#[test]
fn a_game_set_aside_while_busy_keeps_its_own_save_and_drops_the_old_one() {
    let mut app = busy_after_a_move();
    let old = app.game.clone();
    app.keep_aside(old);
    let pending = &app.ledger.waiting.as_ref().unwrap().pending;
    assert!(pending.is_empty(), "{pending:?}");
    assert!(matches!(app.effects.as_slice(), [Effect::SaveSetAside(_)]));
}

#[test]
fn a_quit_from_any_screen_waits_for_the_store() {
    let mut app = busy_after_a_move();
    // `stepdoku enter`'s board: Esc with nothing behind it ends the session.
    crate::tui::update::enter::open(&mut app);
    if let crate::tui::app::Screen::Enter(entering) = &mut app.screen {
        entering.before = None;
    }
    act(&mut app, &[Action::Close]);
    assert_eq!(app.quit, Quit::Pending);
}

#[test]
fn keys_faster_than_a_tick_still_let_the_store_be_tried_on_time() {
    let mut app = busy_after_a_move();
    app.now = app.ledger.waiting.as_ref().unwrap().since + Duration::from_millis(1100);
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Left)],
    );
    assert_eq!(app.effects, [Effect::Save]);
}

/// A new game's first save, turned away by another process's lock: the puzzle is graded once
/// and the level kept in the ledger for each retry (grading is no part of a retry), then it
/// goes into the row once the store lets the save in.
#[test]
fn a_new_games_level_is_graded_once_and_kept_while_the_store_is_busy() {
    use stepdoku_core::store::{FILE_NAME, Store};

    use crate::tui::event_loop::{STORE_WAIT, perform};

    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap().store;
    store.set_busy_wait(STORE_WAIT);
    let holder = rusqlite::Connection::open(dir.path().join(FILE_NAME)).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let mut app = app();
    app.ledger.graded = None;
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    perform(&mut app, Some(&store), None);
    let graded = app
        .ledger
        .graded
        .clone()
        .expect("graded for the row to come");
    assert!(graded.is_of(&app.game));
    assert!(app.ledger.waiting.is_some(), "the save waits");
    tick_at(&mut app, Duration::from_secs(1));
    assert_eq!(app.effects, [Effect::Save]);
    perform(&mut app, Some(&store), None);
    assert_eq!(
        app.ledger.graded.as_ref(),
        Some(&graded),
        "kept, still busy"
    );
    holder.execute_batch("COMMIT").unwrap();
    tick_at(&mut app, Duration::from_secs(2));
    perform(&mut app, Some(&store), None);
    assert!(app.ledger.waiting.is_none(), "{:?}", app.ledger.waiting);
    assert!(app.ledger.game_id.is_some());
    assert_eq!(
        app.ledger.graded, None,
        "the row is made: nothing left to grade for"
    );
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].level.as_deref(), graded.level());
    assert!(graded.level().is_some(), "a classic puzzle has a level");
}

/// A first save makes the game's row, filed under its puzzle's level: the grading (up to a
/// few hundred milliseconds) goes to the background, the save waits for its answer, and a quit
/// meanwhile keeps the session open until the save can go.
#[test]
fn a_first_save_waits_for_its_grading_in_the_background() {
    use crate::tui::action::{Action, Done};
    use crate::tui::event_loop::background;
    use crate::tui::work::Work;

    let mut app = app();
    app.ledger.graded = None;
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    let effects = std::mem::take(&mut app.effects);
    let [Effect::Work(work @ Work::Grade(_))] = effects.as_slice() else {
        panic!("the grading first, no save yet: {effects:?}");
    };
    assert!(app.awaits_work());
    act(&mut app, &[digit(4), Action::Quit]);
    assert!(
        app.effects.is_empty(),
        "one grading asked for: {:?}",
        app.effects
    );
    assert!(
        app.quit.leaving() && app.awaits_work(),
        "the quit waits for it"
    );
    let answer = background::run(work.clone());
    assert!(
        matches!(answer, Action::Done(Done::Graded(_))),
        "{answer:?}"
    );
    act(&mut app, &[answer]);
    assert_eq!(app.effects, [Effect::Save], "the save goes once graded");
    assert!(!app.awaits_work());
    let level = app.ledger.known_level(&app.game);
    assert_eq!(
        level.as_deref(),
        Some("easy"),
        "the panel and the row have it"
    );
}

/// One puzzle solved once is one finished game: undoing on the solved screen and placing the
/// digit again takes the row the undo saved out of the games in progress, and adds nothing
/// to the history (nor to its best and median times).
#[test]
fn solving_again_after_an_undo_is_not_a_second_finished_game() {
    use stepdoku_core::store::Store;

    use crate::tui::action::Action;
    use crate::tui::event_loop::perform;

    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = app();
    type_the_solution(&mut app);
    perform(&mut app, Some(&store), None);
    assert_eq!(store.stats().unwrap().finished, 1);
    let last = app.cursor;
    let digit = Action::Digit(grid(SOLUTION).get(last).unwrap());
    for round in 0..3 {
        app.cursor = last;
        act(&mut app, &[Action::Undo]);
        perform(&mut app, Some(&store), None);
        assert_eq!(
            store.games().unwrap().len(),
            1,
            "round {round}: in progress again"
        );
        app.cursor = last;
        act(&mut app, std::slice::from_ref(&digit));
        assert!(app.game.is_solved(), "round {round}");
        perform(&mut app, Some(&store), None);
        assert!(
            store.games().unwrap().is_empty(),
            "round {round}: {:?}",
            store.games()
        );
        let stats = store.stats().unwrap();
        assert_eq!(
            stats.finished, 1,
            "round {round}: one solve, one finished game"
        );
    }
}

/// The same, across sessions: a game undone on the solved screen and quit is saved in
/// progress; continued later (a new window reading it back) and solved again, it is still the
/// one finished game, not a second.
#[test]
fn a_finished_game_undone_saved_and_continued_later_is_not_counted_again() {
    use stepdoku_core::store::Store;

    use crate::tui::action::Action;
    use crate::tui::event_loop::perform;
    use crate::tui::update::game::continue_game;

    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap().store;
    let mut app = app();
    type_the_solution(&mut app);
    perform(&mut app, Some(&store), None);
    let last = app.cursor;
    act(&mut app, &[Action::Undo]);
    perform(&mut app, Some(&store), None);
    let id = store.games().unwrap()[0].id;
    drop(app);

    let mut later = self::app();
    continue_game(&mut later, store.peek(id).unwrap());
    later.cursor = last;
    act(
        &mut later,
        &[Action::Digit(grid(SOLUTION).get(last).unwrap())],
    );
    assert!(later.game.is_solved());
    perform(&mut later, Some(&store), None);
    assert!(store.games().unwrap().is_empty(), "{:?}", store.games());
    assert_eq!(
        store.stats().unwrap().finished,
        1,
        "one game, finished once"
    );
}
