//! Watch tests without a terminal: the update rules (open, step, play, leave, apply), the key
//! rows, `TestBackend` snapshots at the sizes people use and per-cell styles.

mod candidates;
mod code;
mod compact;
mod dead_end_look;
mod dominoes;
mod explain;
mod keys;
mod message_page;
mod page_keys;
mod predict;
mod progress;
mod reasons;
mod render;
mod replay;
mod scroll;
mod slow;
mod styles;
mod tree;
mod tree_pick;
mod update;

use std::time::Instant;

use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::{Counters, Event, Frame, Strategy};
use stepdoku_core::teaching::timeline::Heat;
use stepdoku_core::{Board, Grid};

use super::search::Search;
use super::{Origin, Watch};
use crate::tui::action::Action;
use crate::tui::action::WatchAction;
use crate::tui::app::{App, Screen};
use crate::tui::tests::{CLASSIC, act, grid, tick, tick_at};
use crate::tui::theme::Theme;

/// `stepdoku watch` on the classic puzzle with `strategy`: paused at step 0.
pub fn alone_with(theme: Theme, strategy: Strategy) -> App {
    alone_on(CLASSIC, theme, strategy)
}

/// `stepdoku watch` on the puzzle `line` with `strategy`: paused at step 0.
pub fn alone_on(line: &str, theme: Theme, strategy: Strategy) -> App {
    let start = grid(line);
    let source = PuzzleSource::new("classic.txt", None, 0, 1);
    let watch = Watch::new(
        Origin::Alone,
        source.to_string(),
        start,
        Board::new(&start).givens(),
        strategy,
    )
    .unwrap();
    let game = Game::new(&Grid::EMPTY, source).unwrap();
    let mut app = App::new(game, None, theme, Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

pub fn alone() -> App {
    alone_with(Theme::color(), Strategy::RowMajor)
}

pub fn watch(app: &App) -> &Watch {
    match &app.screen {
        Screen::Watch(watch) => watch,
        other => panic!("not watching: {other:?}"),
    }
}

pub fn watch_mut(app: &mut App) -> &mut Watch {
    match &mut app.screen {
        Screen::Watch(watch) => watch,
        other => panic!("not watching: {other:?}"),
    }
}

pub fn press(app: &mut App, action: WatchAction, times: usize) {
    for _ in 0..times {
        act(app, &[Action::Watch(action)]);
    }
}

/// Everything the screen shows of the search at the current step.
pub fn state(app: &App) -> (Grid, Vec<Frame>, Counters, Event, Heat) {
    let w = watch(app);
    let Search::Classic(timeline) = &w.search else {
        panic!("not a classic search");
    };
    let m = timeline.machine();
    (
        m.grid(),
        m.stack().to_vec(),
        *m.counters(),
        m.last_event(),
        *w.search.heat(),
    )
}
