//! The watch's footer and keys offer what acts on the search on show: the code (`c`), the tree
//! (`T`) and digit by digit (`i`) where there is room and the search has them; a learner's
//! replay offers none of those, nor a strategy to switch.

use crossterm::event::{KeyCode, KeyEvent};
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};
use stepdoku_core::{Board, Grid};

use super::*;
use crate::tui::app::Screen;
use crate::tui::watch::{Origin, Watch};

fn watching(watch: Watch) -> App {
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

fn search(method: Method) -> App {
    let start = grid(CLASSIC);
    let watch = Watch::new(
        Origin::Alone,
        "classic.txt",
        start,
        Board::new(&start).givens(),
        method,
    );
    watching(watch.unwrap())
}

fn replay() -> App {
    let start = grid(CLASSIC);
    let trace = parse("try 1 3 4\ntry 1 4 6\nundo 1 4\n", Numbering::FromOne);
    watching(Watch::replay(
        "classic.txt",
        start,
        ReplayMachine::new(&start, &trace),
    ))
}

fn footer(app: &App, width: u16) -> String {
    let screen = terminal(app, width, 40).backend().to_string();
    screen.lines().last().unwrap_or_default().to_owned()
}

/// What `c` does on the screen shown, if anything.
fn bound(app: &App, c: char) -> bool {
    let event = KeyEvent::from(KeyCode::Char(c));
    app.config
        .keymap
        .action_for_key(&event, app.key_context())
        .is_some()
}

#[test]
fn a_search_offers_its_code_and_tree_at_120_columns_and_digit_by_digit_where_it_fits() {
    let app = search(Method::Search(Strategy::RowMajor));
    let line = footer(&app, 120);
    for offered in ["c code", "T tree"] {
        assert!(line.contains(offered), "{offered}: {line}");
    }
    assert!(
        footer(&app, 240).contains("i digits"),
        "{}",
        footer(&app, 240)
    );
}

#[test]
fn keys_that_do_not_act_on_the_search_are_neither_offered_nor_bound() {
    // propagate tests no digits one at a time; the logical solve has no code and no tree
    let propagate = search(Method::Search(Strategy::Propagate));
    assert!(
        !footer(&propagate, 240).contains("digits"),
        "{}",
        footer(&propagate, 240)
    );
    assert!(!bound(&propagate, 'i'));
    assert!(bound(&propagate, 'c') && bound(&propagate, 'T'));
    let logic = search(Method::Logic);
    let line = footer(&logic, 240);
    for gone in ["code", "tree", "digits"] {
        assert!(!line.contains(gone), "{gone}: {line}");
    }
    assert!(!bound(&logic, 'c') && !bound(&logic, 'T') && !bound(&logic, 'i'));
}

#[test]
fn a_replay_offers_only_keys_that_act_on_a_trace() {
    let app = replay();
    let line = footer(&app, 240);
    for gone in ["strategy", "code", "tree", "digits"] {
        assert!(!line.contains(gone), "{gone}: {line}");
    }
    for key in ['t', 'c', 'T', 'i'] {
        assert!(!bound(&app, key), "{key} is bound in a replay");
    }
    // and what acts on a trace is still there
    for offered in ["dead end", "go to", "race"] {
        assert!(line.contains(offered), "{offered}: {line}");
    }
}
