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

/// Boards the solver filled are in no figure; the screen says how many were left out, at the
/// smallest size too.
#[test]
fn the_statistics_say_how_many_boards_the_solver_filled() {
    let mut app = app();
    let stats = stepdoku_core::store::Stats {
        by_solver: 3,
        ..stepdoku_core::store::Stats::default()
    };
    crate::tui::update::show_stats(&mut app, stats);
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = terminal(&app, width, height).backend().to_string();
        let words: Vec<&str> = screen
            .lines()
            .flat_map(|l| l.split(|c: char| c == '│' || c.is_whitespace()))
            .filter(|w| !w.is_empty() && *w != "\"")
            .collect();
        assert!(
            words
                .join(" ")
                .contains("3 games filled by the solver are not counted"),
            "{width}x{height}\n{screen}"
        );
    }
}
