//! Update rules: each action's effect on the app, without a terminal.

use super::*;
use crate::tui::action::{Action, Direction};
use crate::tui::app::{Effect, Held, Quit, Screen};
use crate::tui::screen::{EntryMode, Tone};

fn app_at(name: &str) -> App {
    let mut app = app();
    app.cursor = cell(name);
    app
}

#[test]
fn the_cursor_starts_top_left_and_wraps_at_the_edges() {
    let mut app = app();
    assert_eq!(app.cursor, cell("r1c1"));
    act(&mut app, &[Action::Move(Direction::Left)]);
    assert_eq!(app.cursor, cell("r1c9"));
    act(&mut app, &[Action::Move(Direction::Up)]);
    assert_eq!(app.cursor, cell("r9c9"));
    act(
        &mut app,
        &[
            Action::Move(Direction::Down),
            Action::Move(Direction::Right),
        ],
    );
    assert_eq!(app.cursor, cell("r1c1"));
}

#[test]
fn givens_refuse_with_a_reason() {
    let mut app = app();
    act(&mut app, &[digit(9)]);
    let message = app.message.clone().unwrap();
    assert_eq!(message.tone, Tone::Warning);
    assert!(message.text.contains("r1c1 is a given"), "{}", message.text);
    assert_eq!(
        app.game.board().get(cell("r1c1")),
        stepdoku_core::Digit::new(5)
    );
    act(
        &mut app,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Right),
        ],
    );
    assert_eq!(app.message, None, "the next action clears it");
}

#[test]
fn notes_mode_toggles_pencil_marks_and_undo_follows_the_change() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(
        &mut app,
        &[Action::ToggleNotesMode, digit(1), digit(2), digit(1)],
    );
    assert_eq!(app.entry_mode, EntryMode::Notes);
    assert_eq!(app.game.notes(cell("r1c3")).to_string(), "2");
    app.cursor = cell("r9c9");
    act(&mut app, &[Action::Undo]);
    assert_eq!(app.cursor, cell("r1c3"), "undo shows where it happened");
    assert_eq!(app.game.notes(cell("r1c3")).to_string(), "1,2");
    act(&mut app, &[Action::Redo, Action::Redo]);
    assert_eq!(
        app.message.as_ref().map(|m| m.text.as_str()),
        Some("Nothing to redo")
    );
}

#[test]
fn every_move_and_a_quit_ask_for_a_save() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(1)]);
    assert_eq!(app.effects, [Effect::Save]);
    app.effects.clear();
    act(&mut app, &[Action::Erase]);
    assert_eq!(app.effects, [Effect::Save], "an erase is a move too");
    app.effects.clear();
    act(&mut app, &[Action::Quit]);
    assert_eq!(app.effects, [Effect::Save]);
    assert!(app.quit.leaving());
    assert!(!app.game.timer().is_running());
}

/// A game nobody touched is not worth a save: it would only be offered for resume (a blank
/// board) and then backed up when declined.
#[test]
fn an_untouched_game_is_not_saved_on_quit_or_pause() {
    let mut app = app();
    act(
        &mut app,
        &[Action::TogglePause, Action::TogglePause, Action::Quit],
    );
    assert!(app.effects.is_empty(), "{:?}", app.effects);
    assert!(app.quit.leaving());
    // A move undone is still a move: its history is worth keeping.
    let mut app = app_at("r1c3");
    act(&mut app, &[digit(4), Action::Undo, Action::Quit]);
    assert!(!app.effects.is_empty() && app.effects.iter().all(|e| *e == Effect::Save));
}

#[test]
fn pause_stops_the_clock_and_saves() {
    let mut app = app_at("r1c3");
    act(&mut app, &[digit(4)]);
    assert!(app.game.timer().is_running());
    act(&mut app, &[Action::TogglePause]);
    assert!(matches!(app.screen, Screen::Paused));
    assert!(!app.game.timer().is_running());
    assert_eq!(app.wake_in(), None, "nothing to redraw while paused");
    assert_eq!(
        app.effects,
        [Effect::Save, Effect::Save],
        "the move, then the pause"
    );
    act(&mut app, &[Action::TogglePause]);
    assert!(matches!(app.screen, Screen::Play));
    assert!(app.game.timer().is_running());
}

#[test]
fn completing_the_board_shows_solved_and_records_the_finished_game() {
    let mut app = app();
    type_the_solution(&mut app);
    assert!(matches!(app.screen, Screen::Solved(_)));
    assert_eq!(app.effects.last(), Some(&Effect::Finish));
    assert!(!app.game.timer().is_running());
    app.effects.clear();
    act(&mut app, &[Action::Quit]);
    assert!(app.effects.is_empty(), "a solved game is not saved again");
}

/// Solving removes the save; undoing out of the solved screen makes the game unfinished again,
/// and a terminal closed right then must not lose it.
#[test]
fn undoing_out_of_the_solved_screen_saves_the_game_again() {
    let mut app = app();
    type_the_solution(&mut app);
    assert_eq!(app.effects.last(), Some(&Effect::Finish));
    app.effects.clear();
    act(&mut app, &[Action::Undo]);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(app.effects, [Effect::Save]);
}

/// The puzzle is open in another window: `y` takes that game over (the loop loads it), `n`
/// plays a copy in a row of its own.
#[test]
fn the_held_prompt_takes_the_game_over_or_plays_a_copy() {
    let mut saved = game();
    saved
        .place(cell("r1c3"), stepdoku_core::Digit::new(4).unwrap())
        .unwrap();
    let held = || Held {
        saved: saved.clone(),
        id: 7,
        pid: 1,
    };
    let mut app = App::new(game(), Some(held()), Theme::color(), Instant::now());
    assert!(matches!(app.screen, Screen::Resume(_)));
    assert!(!app.game.timer().is_running(), "no clock before the choice");
    act(&mut app, &[Action::ResumeSaved]);
    assert_eq!(app.effects, [Effect::Open(7)]);

    let mut app = App::new(game(), Some(held()), Theme::color(), Instant::now());
    act(&mut app, &[Action::StartNew]);
    assert!(matches!(app.screen, Screen::Play));
    assert_eq!(app.game.board().get(cell("r1c3")), None);
    assert_eq!(app.ledger.game_id, None, "a copy gets a row of its own");
    app.cursor = cell("r5c5");
    act(&mut app, &[digit(5)]);
    // Its first save makes the row, once its level is graded in the background.
    assert!(
        matches!(
            app.effects.as_slice(),
            [Effect::Work(crate::tui::work::Work::Grade(_))]
        ),
        "{:?}",
        app.effects
    );
}

/// A quit whose save failed is held back once with the reason; `q` again quits, any other
/// key cancels, and the result the exit line reads is the failure, never a success.
#[test]
fn a_quit_whose_save_failed_needs_a_second_q() {
    let mut app = app_at("r1c3");
    act(&mut app, &[digit(4), Action::Quit]);
    assert_eq!(
        app.effects,
        vec![Effect::Save, Effect::Save],
        "the move, then the quit"
    );
    app.effects.clear();
    crate::tui::update::saved(&mut app, Err("disk full".into()));
    assert_eq!(app.quit, Quit::HeldBack, "held back");
    let text = app.message.clone().unwrap().text;
    assert!(
        text.contains("NOT saved. q again quits") && text.ends_with("Why: disk full"),
        "{text}"
    );
    act(&mut app, &[Action::Move(Direction::Right), Action::Quit]);
    app.effects.clear();
    crate::tui::update::saved(&mut app, Err("disk full".into()));
    assert_eq!(
        app.quit,
        Quit::HeldBack,
        "another key cancelled the first q"
    );
    act(&mut app, &[Action::Quit]);
    crate::tui::update::saved(&mut app, Err("disk full".into()));
    assert_eq!(app.quit, Quit::Anyway, "the second q quits");
    assert_eq!(app.ledger.last_save, Some(Err("disk full".into())));
}

#[test]
fn a_paste_gives_its_first_puzzle_whatever_follows_it() {
    const FIRST: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mut app = app();
    act(&mut app, &[Action::OpenEnter]);
    // A collection pasted whole, CRLF line ends, and half a puzzle at its end: the first is
    // taken, and the rest never read.
    let pasted = format!("{FIRST}\r\n{FIRST}\r\n53..7\r\n");
    crate::tui::update::enter::paste(&mut app, &pasted);
    assert_eq!(app.game.board().values().to_line(), FIRST);
}

/// A puzzle entered from paper keeps the level its entry screen graded: the panel shows it.
#[test]
fn an_entered_puzzle_shows_its_level_in_the_panel() {
    let mut app = app();
    act(&mut app, &[Action::OpenEnter]);
    crate::tui::update::enter::paste(&mut app, CLASSIC);
    let Screen::Enter(entering) = &app.screen else {
        panic!("not entering: {:?}", app.screen);
    };
    let words = entering.status.words();
    let level = words.strip_prefix("unique, ").expect("graded").to_owned();
    act(&mut app, &[Action::StartEntered]);
    assert!(matches!(app.screen, Screen::Play));
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, width, height).backend().to_string();
        assert!(
            screen.lines().any(|l| {
                let words: Vec<&str> = l.split_whitespace().collect();
                words.windows(2).any(|w| w == ["Level", level.as_str()])
            }),
            "{width}x{height}\n{screen}"
        );
    }
}

/// At the smallest size a long puzzle name drops the collection's size rather than wrap.
#[test]
fn the_puzzle_name_fits_the_panel_at_65x21() {
    let game = stepdoku_core::game::Game::new(
        &grid(CLASSIC),
        stepdoku_core::game::PuzzleSource::new("easy.txt", None, 2, 50),
    )
    .unwrap();
    let app = App::new(game, None, Theme::color(), std::time::Instant::now());
    let wide = terminal(&app, 80, 24).backend().to_string();
    assert!(wide.contains("easy.txt #3 of 50"), "{wide}");
    let narrow = terminal(&app, 65, 21).backend().to_string();
    let puzzle = narrow
        .lines()
        .find(|l| l.contains("Puzzle"))
        .expect("the puzzle's row");
    assert!(puzzle.contains("easy #3 "), "{narrow}");
    assert!(!narrow.contains("of 50"), "{narrow}");
}
