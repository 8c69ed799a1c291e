//! Update rules of the watch: opening from the game, exact steps back, playback pacing, the
//! outcomes, leaving with the game untouched or with the solution as one undo step.

use std::time::Duration;
use stepdoku_core::teaching::method::Method;

use stepdoku_core::Digit;

use super::*;
use crate::tui::app::{Effect, Quit, Screen, SolvedBy};
use crate::tui::screen::Tone;
use crate::tui::tests::{app, cell, digit};
use crate::tui::watch::pace::Speed;
use crate::tui::watch::playback::Playback;
use crate::tui::watch::{Outcome, describe};

/// The player with r1c3 = 4 entered (right, per the solution), watching from there.
pub fn watching_from_game() -> App {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4), Action::OpenWatch]);
    app
}

#[test]
fn s_opens_the_watch_paused_at_step_0_on_the_players_board() {
    let app = watching_from_game();
    let w = watch(&app);
    assert_eq!(w.origin, Origin::Game);
    assert_eq!(w.search.steps(), 0);
    assert!(!w.playback.is_playing());
    assert_eq!(w.wake_in(app.now), None, "paused: the loop waits for a key");
    assert_eq!(app.wake_in(), None);
    assert_eq!(
        w.start.get(cell("r1c3")),
        Digit::new(4),
        "the player's digit"
    );
    assert!(!w.givens.contains(cell("r1c3")), "...is not a given");
    assert!(w.givens.contains(cell("r1c1")));
    assert!(!app.game.timer().is_running(), "the game clock stops");
}

#[test]
fn a_clashing_board_is_not_watched_and_the_player_is_told_why() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(5), Action::OpenWatch]);
    assert!(matches!(app.screen, Screen::Play));
    let message = app.message.clone().unwrap();
    assert_eq!(message.tone, Tone::Warning);
    assert!(message.text.contains("both hold 5"), "{}", message.text);
}

#[test]
fn k_back_then_k_forward_is_exact_for_every_strategy() {
    for strategy in Strategy::ALL {
        let mut app = alone_with(Theme::color(), strategy);
        press(&mut app, WatchAction::Forward, 40);
        let at_40 = state(&app);
        press(&mut app, WatchAction::Back, 15);
        let back = state(&app);
        press(&mut app, WatchAction::Restart, 1);
        press(&mut app, WatchAction::Forward, 25);
        assert_eq!(back, state(&app), "{strategy:?}: 40 - 15 = 25");
        press(&mut app, WatchAction::Forward, 15);
        assert_eq!(at_40, state(&app), "{strategy:?}");
    }
}

#[test]
fn back_at_step_0_says_so() {
    let mut app = alone();
    press(&mut app, WatchAction::Back, 1);
    assert_eq!(watch(&app).search.steps(), 0);
    assert_eq!(app.message.as_ref().unwrap().text, "Already at step 0");
}

#[test]
fn playback_steps_at_the_chosen_speed_without_sleeping() {
    let mut app = alone();
    let t0 = app.now;
    watch_mut(&mut app).speed = Speed::from_per_second(Some(2)).unwrap();
    press(&mut app, WatchAction::TogglePlay, 1);
    assert!(watch(&app).playback.is_playing());
    tick(&mut app, Duration::ZERO);
    assert_eq!(watch(&app).search.steps(), 1, "the first step at once");
    assert_eq!(app.wake_in(), Some(Duration::from_millis(500)));
    for n in 1..=6u32 {
        let frame = tick_at(t0 + Duration::from_millis(500) * n);
        act(&mut app, &[frame]);
    }
    assert_eq!(watch(&app).search.steps(), 7);
    press(&mut app, WatchAction::TogglePlay, 1);
    assert_eq!(app.wake_in(), None);
    tick(&mut app, Duration::from_secs(5));
    assert_eq!(watch(&app).search.steps(), 7, "paused: ticks do nothing");
}

#[test]
fn a_step_key_pauses_playback() {
    let mut app = alone();
    press(&mut app, WatchAction::TogglePlay, 1);
    press(&mut app, WatchAction::Forward, 1);
    assert!(!watch(&app).playback.is_playing());
    assert_eq!(watch(&app).search.steps(), 1);
}

#[test]
fn end_runs_to_the_solution_and_stops() {
    let mut app = alone();
    press(&mut app, WatchAction::ToEnd, 1);
    assert_eq!(watch(&app).playback, Playback::ToEnd);
    for _ in 0..10_000 {
        if !watch(&app).playback.is_playing() {
            break;
        }
        tick(&mut app, Duration::from_millis(17));
    }
    let w = watch(&app);
    assert!(!w.playback.is_playing());
    assert_eq!(w.outcome(), Outcome::Solved);
    assert_eq!(
        w.search.grid().to_line(),
        crate::tui::tests::SOLUTION,
        "the board shows the solution"
    );
    assert_eq!(
        w.speed,
        Speed::default(),
        "End does not change the chosen speed"
    );
    press(&mut app, WatchAction::Forward, 1);
    assert!(app.message.unwrap().text.contains("ended"));
}

#[test]
fn the_step_cap_stops_the_search_plainly() {
    let mut app = alone();
    watch_mut(&mut app).max_steps = 30;
    press(&mut app, WatchAction::ToEnd, 1);
    for _ in 0..100 {
        tick(&mut app, Duration::from_millis(17));
    }
    let w = watch(&app);
    assert_eq!(w.search.steps(), 30);
    assert_eq!(w.outcome(), Outcome::StepCap);
    assert!(
        describe::outcome(w)
            .unwrap()
            .contains("Step cap reached (30)")
    );
    press(&mut app, WatchAction::Forward, 1);
    assert_eq!(watch(&app).search.steps(), 30);
    assert!(app.message.unwrap().text.contains("--max-steps"));
}

#[test]
fn a_board_without_solution_ends_in_no_solution() {
    let mut app = app();
    // r1c3 = 1 fits its row, column and box, but the classic's solution has 4 there.
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(1), Action::OpenWatch]);
    watch_mut(&mut app)
        .set_method(Strategy::Mrv.into())
        .unwrap();
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let w = watch(&app);
    assert_eq!(w.outcome(), Outcome::NoSolution);
    assert!(describe::outcome(w).unwrap().starts_with("No solution"));
    assert_eq!(describe::event(w), "every branch searched: no solution");
}

#[test]
fn t_cycles_the_strategies_from_step_0() {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 5);
    let mut seen = Vec::new();
    for _ in 0..Method::ALL.len() {
        press(&mut app, WatchAction::NextStrategy, 1);
        let w = watch(&app);
        assert_eq!(w.search.steps(), 0);
        seen.push(w.method);
        assert!(
            app.message
                .as_ref()
                .unwrap()
                .text
                .starts_with(w.method.name())
        );
    }
    assert_eq!(seen.last(), Some(&Method::Search(Strategy::RowMajor)));
    seen.sort_by_key(|s| s.name());
    seen.dedup();
    assert_eq!(
        seen.len(),
        Method::ALL.len(),
        "every strategy and logic reachable"
    );
}

#[test]
fn speed_goes_from_1_step_a_second_to_unlimited() {
    let mut app = alone();
    press(&mut app, WatchAction::Slower, 20);
    assert_eq!(watch(&app).speed, Speed::SLOWEST);
    assert_eq!(app.message.as_ref().unwrap().text, "Speed 1 step a second");
    press(&mut app, WatchAction::Faster, 30);
    assert_eq!(watch(&app).speed, Speed::UNLIMITED);
    assert!(app.message.unwrap().text.contains("unlimited"));
}

#[test]
fn counting_solutions_on_request() {
    let mut app = alone();
    press(&mut app, WatchAction::CountSolutions, 1);
    assert_eq!(app.message.as_ref().unwrap().text, "Exactly 1 solution");
    // Two givens only: far more than the counting limit.
    let mut sparse = Grid::EMPTY;
    sparse.set(cell("r1c1"), Digit::new(1));
    let count = crate::tui::watch::count::count_solutions(&sparse);
    assert!(!count.complete && count.solutions >= 1_000, "{count:?}");
    assert_eq!(
        describe::count(count),
        "At least 1,000 solutions (stopped counting)"
    );
}

#[test]
fn esc_returns_to_the_game_untouched_and_its_clock_runs_again() {
    let mut app = watching_from_game();
    let board = app.game.board().clone();
    let history = app.game.history().clone();
    press(&mut app, WatchAction::ToEnd, 1);
    for _ in 0..1_000 {
        tick(&mut app, Duration::from_millis(17));
    }
    press(&mut app, WatchAction::Leave, 1);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(app.game.board(), &board);
    assert_eq!(app.game.history(), &history);
    assert!(app.game.timer().is_running());
}

#[test]
fn a_applies_the_solution_as_one_undo_step() {
    let mut app = watching_from_game();
    let before = app.game.board().clone();
    let steps_before = app.game.history().done().len();
    press(&mut app, WatchAction::Forward, 3);
    press(&mut app, WatchAction::Apply, 1);
    assert!(app.game.is_solved());
    assert_eq!(
        app.game.board().values().to_line(),
        crate::tui::tests::SOLUTION
    );
    assert_eq!(
        app.game.history().done().len(),
        steps_before + 1,
        "one step"
    );
    assert!(matches!(app.screen, Screen::Solved(f) if f.by == SolvedBy::Solver));
    let screen = crate::tui::tests::terminal(&app, 80, 24)
        .backend()
        .to_string();
    assert!(screen.contains("Solved by the solver"), "{screen}");
    assert!(!screen.contains("Well done"), "the player did not solve it");
    // The solved screen takes u: back to the board as it was, the clock running.
    act(&mut app, &[Action::Undo]);
    assert!(matches!(app.screen, Screen::Play));
    assert!(app.game.timer().is_running());
    assert_eq!(app.game.board(), &before, "undo takes all of it back");
}

#[test]
fn quitting_saves_the_game_behind_the_watch_but_not_a_watch_alone() {
    let mut app = watching_from_game();
    app.effects.clear();
    act(&mut app, &[Action::Quit]);
    assert_eq!(app.effects, [Effect::Save]);
    assert!(app.game_in_progress());
    let mut alone = alone();
    act(&mut alone, &[Action::Quit]);
    assert!(alone.effects.is_empty());
    assert_eq!(alone.quit, Quit::Now);
}

#[test]
fn alone_esc_quits_and_enter_plays_the_puzzle_once_its_saved_game_is_looked_for() {
    let mut quitting = alone();
    act(&mut quitting, &[Action::Watch(WatchAction::Leave)]);
    assert_eq!(
        quitting.quit,
        Quit::Now,
        "Esc alone quits: there is no game to go back to"
    );

    let mut app = alone();
    press(&mut app, WatchAction::Forward, 3);
    act(&mut app, &[Action::Watch(WatchAction::PlayIt)]);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(
        app.game.board().values().to_line(),
        crate::tui::tests::CLASSIC
    );
    assert!(app.game.timer().is_running());
    assert_eq!(
        app.effects,
        [Effect::LookForSaved(stepdoku_core::store::puzzle_key(
            &app.game
        ))],
        "nothing to save before a move: only its saved game looked for"
    );
    app.effects.clear();
    assert!(app.game_in_progress(), "now quitting saves it");
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4), Action::Quit]);
    // The first save makes the game's row once its level is graded in the background.
    let Some(Effect::Work(work)) = app.effects.pop() else {
        panic!("the grading first: {:?}", app.effects);
    };
    act(&mut app, &[crate::tui::event_loop::background::run(work)]);
    assert_eq!(app.effects, [Effect::Save]);
}

/// The puzzle watched alone, played while a game of it is saved, continues that game (as
/// the menu and `stepdoku play FILE` do): its moves go on in its one row, never a second.
#[test]
fn playing_a_watched_puzzle_in_progress_continues_its_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    let perform_all = |app: &mut App| {
        for _ in 0..4 {
            crate::tui::event_loop::perform(app, Some(&store), None);
        }
        assert!(app.effects.is_empty(), "{:?}", app.effects);
    };
    let mut first = alone();
    act(&mut first, &[Action::Watch(WatchAction::PlayIt)]);
    perform_all(&mut first);
    first.cursor = cell("r1c3");
    act(&mut first, &[digit(4), Action::Quit]);
    perform_all(&mut first);
    assert_eq!(store.games().unwrap().len(), 1);

    let mut again = alone();
    act(&mut again, &[Action::Watch(WatchAction::PlayIt)]);
    perform_all(&mut again);
    assert!(matches!(again.screen, Screen::Play));
    assert_eq!(
        again.game.board().get(cell("r1c3")),
        Digit::new(4),
        "the saved move is back"
    );
    again.cursor = cell("r1c4");
    act(&mut again, &[digit(6), Action::Quit]);
    perform_all(&mut again);
    let games = store.games().unwrap();
    assert_eq!(games.len(), 1, "one row for the puzzle: {games:?}");
    assert_eq!(games[0].moves, 2);
}

#[test]
fn the_event_is_told_in_words() {
    let mut app = alone();
    assert!(describe::event(watch(&app)).starts_with("step 0"));
    press(&mut app, WatchAction::Forward, 1);
    assert_eq!(describe::event(watch(&app)), "r1c3: try 1 (of 1,2,4)");
    press(&mut app, WatchAction::Forward, 5);
    assert_eq!(
        describe::event(watch(&app)),
        "r1c9: nothing fits — 1 2 3 4 5 7 8 9 in row 1, 6 in column 9; back to r1c8"
    );
    press(&mut app, WatchAction::Forward, 1);
    assert_eq!(
        describe::event(watch(&app)),
        "r1c8: every digit tried, back to r1c7"
    );
    let mut app = alone_with(Theme::color(), Strategy::Propagate);
    press(&mut app, WatchAction::Forward, 1);
    let forced = describe::event(watch(&app));
    assert!(
        forced.contains("has no other place in") || forced.contains("only digit left"),
        "{forced}"
    );
}
