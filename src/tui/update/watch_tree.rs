//! The whole-tree counts of the watch and of the race lanes: asked for once per search, after
//! whatever action made the search, and taken back when the background count answers.

use stepdoku_core::Grid;
use stepdoku_core::solver::Strategy;
use stepdoku_core::solver::whole_tree::TreeSize;

use crate::tui::app::{App, Effect, Screen};

/// Ask the loop to count the whole tree of every search on screen that has no count yet.
pub fn ask(app: &mut App) {
    let works: Vec<_> = match &mut app.screen {
        Screen::Watch(watch) => watch.want_whole_tree().into_iter().collect(),
        Screen::Race(race) => race
            .lanes
            .iter_mut()
            .filter_map(super::super::watch::Watch::want_whole_tree)
            .collect(),
        _ => Vec::new(),
    };
    app.effects.extend(works.into_iter().map(Effect::Work));
}

/// A count came back: the search it is of takes it.
pub fn counted(app: &mut App, start: &Grid, strategy: Strategy, size: Option<TreeSize>) {
    match &mut app.screen {
        Screen::Watch(watch) => watch.whole_tree_counted(start, strategy, size),
        Screen::Race(race) => {
            for lane in &mut race.lanes {
                lane.whole_tree_counted(start, strategy, size);
            }
        }
        _ => {}
    }
}
