//! The statistics screen: what it shows of finished games the store could not read.

use super::*;

/// The statistics popup covers the panel where messages go, so it says itself which finished
/// game is left out, in the warning's colour.
#[test]
fn the_statistics_say_which_finished_game_is_left_out() {
    let mut app = app();
    let stats = stepdoku_core::store::Stats {
        finished: 1,
        skipped: vec![
            "finished game 2 cannot be read and is left out of the statistics: elapsed_ms holds \"abc\", not a count"
                .to_owned(),
        ],
        ..stepdoku_core::store::Stats::default()
    };
    crate::tui::update::show_stats(&mut app, stats);
    let terminal = terminal(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    let screen = terminal.backend().to_string();
    assert!(
        screen.contains("Finished game 2 cannot be read and is left out of the"),
        "{screen}"
    );
    let row = (0..buffer.area.height)
        .find(|&y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                .contains("Finished game 2")
        })
        .expect("the warning's row");
    let x = (0..buffer.area.width)
        .find(|&x| buffer[(x, row)].symbol() == "F")
        .expect("its first letter");
    assert_eq!(buffer[(x, row)].style().fg, app.theme.warning.fg);
}
