//! Predict mode offers what it binds: every key its help lists acts there, and a key pressed
//! in the wrong case (`t` for the tree's `T`) is answered with the one that acts.

use stepdoku_core::solver::Strategy;

use super::replay_help::events;
use super::*;
use crate::tui::action::{Action, WatchAction};
use crate::tui::screen::ScreenKind;
use crate::tui::watch::tests::{alone_with, press};

fn predicting() -> App {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    press(&mut app, WatchAction::Predict, 1);
    assert_eq!(app.screen_kind(), ScreenKind::WatchPredict);
    app
}

#[test]
fn every_key_predict_modes_help_lists_is_bound_there() {
    let app = predicting();
    let context = app.key_context();
    let lines = app.config.keymap.help_lines(context);
    assert!(lines.iter().any(|(keys, _)| keys == "T"), "{lines:?}");
    for (keys, help) in &lines {
        for name in keys.split(' ') {
            for event in events(name) {
                assert!(
                    app.config.keymap.action_for_key(&event, context).is_some(),
                    "predict's help lists {name} ({help}) but predict mode does not bind it"
                );
            }
        }
    }
}

#[test]
fn t_in_predict_mode_points_to_the_trees_t() {
    let mut app = predicting();
    act(&mut app, &[Action::Unbound('t')]);
    let said = message(&app);
    assert!(said.starts_with("t is not a key here"), "{said}");
    assert!(said.contains("(T is: the search tree"), "{said}");
    // A key with no near miss says only that it is not a key.
    act(&mut app, &[Action::Unbound('z')]);
    assert_eq!(message(&app), "z is not a key here: ? lists them");
}
