//! A message in the watch's explanation pane: a new one opens where it starts, whatever page
//! the pane was turned to, and `PgDn`/`PgUp` page through it without dismissing it.

use stepdoku_core::Board;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::teaching::method::Method;

use super::*;
use crate::tui::action::{Action, WatchAction};
use crate::tui::app::Screen;
use crate::tui::watch::{Origin, Watch};

/// An extreme puzzle: its logical solve has steps whose words fill several pages at 80×24.
const HARD: &str =
    "..1..4..9.2..3..1.9.....582...89.......7.1.......62...762.....5.3..1..7.5..6..8..";

/// The pages the explanation pane shows at 80×24 (its bottom border says there are more).
fn screen(app: &App) -> String {
    terminal(app, 80, 24).backend().to_string()
}

/// `stepdoku watch --strategy logic` at a step whose words take more than one page.
fn at_a_long_step() -> App {
    let start = grid(HARD);
    let watch = Watch::new(
        Origin::Alone,
        "hard",
        start,
        Board::new(&start).givens(),
        Method::Logic,
    )
    .unwrap();
    let game = Game::new(
        &stepdoku_core::Grid::EMPTY,
        PuzzleSource::new("hard", None, 0, 1),
    );
    let mut app = App::new(
        game.unwrap(),
        None,
        Theme::dark(),
        std::time::Instant::now(),
    );
    app.screen = Screen::Watch(Box::new(watch));
    for _ in 0..300 {
        act(&mut app, &[Action::Watch(WatchAction::Forward)]);
        if screen(&app).contains("more ↓") {
            return app;
        }
    }
    panic!("no step long enough to page");
}

const SAID: &str = "is not a key here";

#[test]
fn a_new_message_opens_at_its_top_from_any_page() {
    let base = at_a_long_step();
    // every page the pane can be turned to before the message comes
    for turns in 0..4 {
        let mut app = base.clone();
        for _ in 0..turns {
            act(&mut app, &[Action::Watch(WatchAction::WordsDown)]);
        }
        act(&mut app, &[Action::Unbound('z')]);
        assert!(
            screen(&app).contains(SAID),
            "after {turns} pages: the message is not in sight\n{}",
            screen(&app)
        );
    }
}

#[test]
fn paging_keeps_the_message_and_comes_back_to_it() {
    let mut app = at_a_long_step();
    act(&mut app, &[Action::Unbound('z')]);
    let first = screen(&app);
    let mut seen_again = false;
    for _ in 0..6 {
        act(&mut app, &[Action::Watch(WatchAction::WordsDown)]);
        assert!(message(&app).contains(SAID), "PgDn dismissed the message");
        seen_again |= screen(&app) == first;
    }
    assert!(seen_again, "paging round never came back to the message");
    act(&mut app, &[Action::Watch(WatchAction::WordsUp)]);
    assert!(message(&app).contains(SAID), "PgUp dismissed the message");
    // any other key reads it
    act(&mut app, &[Action::Watch(WatchAction::Forward)]);
    assert!(message(&app).is_empty());
}
