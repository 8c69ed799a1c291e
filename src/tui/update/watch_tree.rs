//! The whole-tree counts of the watch and of the race lanes: asked for once per search, after
//! whatever action made the search, and taken back when the background count answers.

use stepdoku_core::Grid;
use stepdoku_core::solver::Strategy;
use stepdoku_core::solver::whole_tree::TreeSize;

use crate::tui::app::{App, Effect, Screen};
use crate::tui::work::Cancel;

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

/// The flags of the whole-tree counts that may still run for the searches on screen.
#[must_use]
pub fn cancels(app: &App) -> Vec<Cancel> {
    match &app.screen {
        Screen::Watch(watch) => watch.count_running().into_iter().cloned().collect(),
        Screen::Race(race) => race
            .lanes
            .iter()
            .filter_map(|lane| lane.count_running().cloned())
            .collect(),
        _ => Vec::new(),
    }
}

/// The flags the searches on screen hold, of counts running or not.
fn held(app: &App) -> Vec<Cancel> {
    match &app.screen {
        Screen::Watch(watch) => watch.whole_tree_cancel.iter().cloned().collect(),
        Screen::Race(race) => race
            .lanes
            .iter()
            .filter_map(|lane| lane.whole_tree_cancel.clone())
            .collect(),
        _ => Vec::new(),
    }
}

/// Stop the counts (of `before`, the flags held before the action) that no search on screen
/// holds any more: its watch closed, or it asked for another. Up to 30 M steps of a count
/// nobody will read would otherwise go on in the background. A count that has answered is
/// not told.
pub fn cancel_orphans(app: &mut App, before: Vec<Cancel>) {
    if before.is_empty() {
        return;
    }
    let after = held(app);
    for cancel in before {
        if !after.iter().any(|held| held.is(&cancel)) {
            app.effects.push(Effect::Cancel(cancel));
        }
    }
}
