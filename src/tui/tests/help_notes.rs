//! The watch help's notes are true of the board on show: a replay's placed digits are the
//! program's, the player's digits are named in the colour the theme draws them, and the note
//! on techniques' initials comes only where the stack can hold a technique; the step's looks
//! named are those this watch can draw.

use stepdoku_core::Grid;
use stepdoku_core::format;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::app::Screen;
use crate::tui::watch::tests::alone_with;
use crate::tui::watch::{Origin, Watch};

const INITIALS: &str = "technique's name, it gives the initials";

fn watching(watch: Watch, theme: Theme) -> App {
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, theme, std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

/// The help as shown over `app`, tall enough for every note, its lines joined.
fn help(mut app: App) -> String {
    act(&mut app, &[Action::ToggleHelp]);
    let screen = terminal(&app, 80, 90).backend().to_string();
    let rows: Vec<String> = screen
        .lines()
        .map(|line| line.trim_matches('"').replace('│', " ").trim().to_owned())
        .collect();
    rows.join(" ")
}

#[test]
fn a_replays_help_says_the_placed_digits_are_the_programs() {
    let start = grid(CLASSIC);
    let trace = parse("try 1 3 4\n", Numbering::FromOne);
    let replay = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let text = help(watching(replay, Theme::color()));
    assert!(text.contains("green your program's"), "{text}");
    assert!(!text.contains("the solver's"), "{text}");
    assert!(!text.contains(INITIALS), "{text}");
}

#[test]
fn the_players_digits_are_named_in_the_colour_the_theme_draws() {
    // The watch opened from a game the player has typed a digit into.
    let start = grid(CLASSIC);
    let mut with_one = start;
    with_one.set(cell("r1c3"), Some(digit_value(4)));
    let yours = |theme: Theme| {
        let watch = Watch::new(
            Origin::Game,
            "classic.txt",
            with_one,
            stepdoku_core::Board::new(&start).givens(),
            Method::Search(Strategy::RowMajor),
        )
        .unwrap();
        help(watching(watch, theme))
    };
    let dark = yours(Theme::dark());
    assert!(dark.contains("cyan yours"), "{dark}");
    let light = yours(Theme::light());
    assert!(light.contains("dark blue yours"), "{light}");
    assert!(!light.contains("cyan"), "{light}");
}

#[test]
fn the_initials_note_comes_only_where_techniques_can_be_on_the_stack() {
    let search = help(alone_with(Theme::color(), Strategy::RowMajor));
    assert!(
        !search.contains(INITIALS),
        "a search has no techniques: {search}"
    );
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    let start = grid(CLASSIC);
    let watch = Watch::new(
        Origin::Alone,
        "classic.txt",
        start,
        stepdoku_core::Board::new(&start).givens(),
        Method::Logic,
    )
    .unwrap();
    app.screen = Screen::Watch(Box::new(watch));
    let logic = help(app);
    assert!(logic.contains(INITIALS), "{logic}");
    let sample = include_str!("../../../tests/data/boj/boj4574-sample.in");
    let document = format::parse("boj4574-sample.in", sample, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let dominoes = help(watching(Watch::sudominoku("s", puzzle), Theme::color()));
    assert!(!dominoes.contains(INITIALS), "{dominoes}");
}

#[test]
fn the_steps_looks_named_are_those_the_watch_can_draw() {
    let start = grid(CLASSIC);
    let watch = |method: Method| {
        Watch::new(
            Origin::Alone,
            "classic.txt",
            start,
            stepdoku_core::Board::new(&start).givens(),
            method,
        )
        .unwrap()
    };
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let propagate = help(watching(watch(Method::Search(Strategy::Propagate)), theme));
        assert!(propagate.contains("this step's guess"), "{propagate}");
        assert!(propagate.contains("a forced digit"), "{propagate}");
        assert!(
            propagate.contains("the cell just given up on"),
            "{propagate}"
        );
        // Row-major only guesses: nothing is forced.
        let row_major = help(watching(watch(Method::Search(Strategy::RowMajor)), theme));
        assert!(row_major.contains("this step's guess"), "{row_major}");
        assert!(!row_major.contains("forced"), "{row_major}");
        assert!(
            row_major.contains("the cell just given up on"),
            "{row_major}"
        );
        // The logical solve places digits; it never guesses or gives up on a cell.
        let logic = help(watching(watch(Method::Logic), theme));
        assert!(logic.contains("the digit this step placed"), "{logic}");
        assert!(!logic.contains("guess"), "{logic}");
        assert!(!logic.contains("given up"), "{logic}");
    }
}
