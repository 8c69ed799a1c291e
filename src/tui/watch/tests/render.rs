//! Snapshots of the watch screen at the sizes people use (text only: styles are asserted in
//! `styles`).

use insta::assert_snapshot;

use super::*;
use crate::tui::tests::terminal;

/// Step 7 of row-major on the classic: a backtrack, four frames on the stack.
fn at_a_backtrack() -> App {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 7);
    app
}

#[test]
fn at_80x24_a_backtrack_with_the_stack() {
    assert_snapshot!(terminal(&at_a_backtrack(), 80, 24).backend());
}

#[test]
fn at_120x40_large_cells_show_the_digits_left_to_try() {
    let mut app = at_a_backtrack();
    press(&mut app, WatchAction::Back, 4); // step 3: r1c6: try 4 (of 4,6,8)
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn heatmap_at_80x24_after_200_steps() {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 200);
    press(&mut app, WatchAction::ToggleHeatmap, 1);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn solved_at_80x24() {
    let mut app = alone();
    watch_mut(&mut app).search.forward_by(u64::MAX);
    press(&mut app, WatchAction::CountSolutions, 1);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn propagate_from_the_game_at_120x40() {
    let mut app = crate::tui::tests::app();
    act(&mut app, &[Action::OpenWatch]);
    watch_mut(&mut app)
        .set_method(Strategy::Propagate.into())
        .unwrap();
    press(&mut app, WatchAction::Forward, 12);
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn too_small_says_what_it_needs() {
    assert_snapshot!(terminal(&alone(), 60, 18).backend());
}

/// From a game, q would end the session; Esc goes back to the game, which fits.
#[test]
fn too_small_from_a_game_offers_esc() {
    let mut app = crate::tui::tests::app();
    act(&mut app, &[Action::OpenWatch]);
    let screen = terminal(&app, 70, 21).backend().to_string();
    assert!(
        screen.contains("press Esc to go back to the game"),
        "{screen}"
    );
}

#[test]
fn help_lists_the_watch_keys() {
    let mut app = alone();
    act(&mut app, &[Action::ToggleHelp]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// The watch's smallest size: the help shows what fits and says there is more below.
#[test]
fn help_at_73x21_says_there_is_more() {
    let mut app = alone();
    act(&mut app, &[Action::ToggleHelp]);
    let screen = terminal(&app, 73, 21).backend().to_string();
    assert!(screen.contains("more ↓"), "{screen}");
    assert_snapshot!(screen);
}
