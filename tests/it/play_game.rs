//! The game model as a player uses it: entries, notes, undo/redo, clashes, mistakes, saves.

use crate::common;

use std::time::{Duration, Instant};

use stepdoku_core::game::{EditError, Game, PuzzleSource, SaveError};
use stepdoku_core::{Cell, CellSet};

use common::puzzle::{CLASSIC, SOLUTION, c, d, grid};

fn game() -> Game {
    Game::new(&grid(CLASSIC), PuzzleSource::new("classic.txt", None, 0, 1)).unwrap()
}

#[test]
fn the_solution_is_found_once_and_is_the_known_one() {
    assert_eq!(game().solution().grid().to_line(), SOLUTION);
}

#[test]
fn entering_and_erasing() {
    let mut g = game();
    assert_eq!(g.place(c("r1c3"), d(4)), Ok(true));
    assert_eq!(g.board().get(c("r1c3")), Some(d(4)));
    assert_eq!(
        g.place(c("r1c3"), d(4)),
        Ok(false),
        "same digit is no change"
    );
    assert_eq!(g.remaining(d(4)), 6, "two 4s given, one entered");
    assert_eq!(g.erase(c("r1c3")), Ok(true));
    assert_eq!(g.board().get(c("r1c3")), None);
    assert_eq!(g.erase(c("r1c3")), Ok(false));
    assert_eq!(g.history().done().len(), 2);
}

#[test]
fn givens_cannot_change() {
    let mut g = game();
    assert_eq!(g.place(c("r1c1"), d(1)), Err(EditError::Given(c("r1c1"))));
    assert_eq!(g.erase(c("r1c1")), Err(EditError::Given(c("r1c1"))));
    assert_eq!(
        g.toggle_note(c("r1c1"), d(1)),
        Err(EditError::Given(c("r1c1")))
    );
    assert!(g.history().done().is_empty());
}

#[test]
fn notes_toggle_and_are_refused_on_filled_cells() {
    let mut g = game();
    g.toggle_note(c("r1c3"), d(1)).unwrap();
    g.toggle_note(c("r1c3"), d(2)).unwrap();
    g.toggle_note(c("r1c3"), d(1)).unwrap();
    assert_eq!(g.notes(c("r1c3")).to_string(), "2");
    g.place(c("r1c3"), d(4)).unwrap();
    assert!(g.notes(c("r1c3")).is_empty(), "a digit replaces the notes");
    assert_eq!(
        g.toggle_note(c("r1c3"), d(1)),
        Err(EditError::Filled(c("r1c3")))
    );
}

#[test]
fn placing_removes_the_digit_from_peer_notes_in_one_undo_step() {
    let mut g = game();
    g.toggle_note(c("r1c4"), d(4)).unwrap(); // row peer
    g.toggle_note(c("r1c4"), d(6)).unwrap();
    g.toggle_note(c("r9c3"), d(4)).unwrap(); // column peer
    g.toggle_note(c("r2c2"), d(4)).unwrap(); // box peer
    g.toggle_note(c("r5c5"), d(4)).unwrap(); // not a peer
    let before = g.history().done().len();
    g.place(c("r1c3"), d(4)).unwrap();
    assert_eq!(g.history().done().len(), before + 1);
    assert_eq!(g.notes(c("r1c4")).to_string(), "6");
    assert!(g.notes(c("r9c3")).is_empty());
    assert!(g.notes(c("r2c2")).is_empty());
    assert_eq!(g.notes(c("r5c5")).to_string(), "4");

    assert_eq!(g.undo(), Some(c("r1c3")));
    assert_eq!(g.board().get(c("r1c3")), None);
    assert_eq!(g.notes(c("r1c4")).to_string(), "4,6");
    assert_eq!(g.notes(c("r9c3")).to_string(), "4");
    assert_eq!(g.notes(c("r2c2")).to_string(), "4");

    assert_eq!(g.redo(), Some(c("r1c3")));
    assert_eq!(g.notes(c("r1c4")).to_string(), "6");
    assert_eq!(g.board().get(c("r1c3")), Some(d(4)));
}

#[test]
fn auto_removal_can_be_turned_off() {
    let mut g = game();
    g.settings_mut().auto_remove_notes = false;
    g.toggle_note(c("r1c4"), d(4)).unwrap();
    g.place(c("r1c3"), d(4)).unwrap();
    assert_eq!(g.notes(c("r1c4")).to_string(), "4");
}

#[test]
fn undo_and_redo_are_unlimited_and_a_new_move_clears_redo() {
    let mut g = game();
    let cells = ["r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"];
    for (i, name) in cells.iter().enumerate() {
        g.place(c(name), d(i as u8 + 1)).unwrap();
    }
    g.toggle_note(c("r2c2"), d(7)).unwrap();
    let full = g.board().values().to_line();
    for _ in 0..7 {
        assert!(g.undo().is_some());
    }
    assert_eq!(g.undo(), None);
    assert_eq!(g.board().values().to_line(), CLASSIC);
    assert!(g.notes(c("r2c2")).is_empty());
    for _ in 0..7 {
        assert!(g.redo().is_some());
    }
    assert_eq!(g.redo(), None);
    assert_eq!(g.board().values().to_line(), full);
    assert_eq!(g.notes(c("r2c2")).to_string(), "7");
    g.undo();
    g.place(c("r5c5"), d(5)).unwrap();
    assert_eq!(g.redo(), None, "a new move drops the undone branch");
}

#[test]
fn conflicts_appear_and_clear_on_erase_overwrite_and_undo() {
    let mut g = game();
    let clash = CellSet::EMPTY.with(c("r1c1")).with(c("r1c3"));
    g.place(c("r1c3"), d(5)).unwrap();
    assert_eq!(g.board().conflicting_cells(), clash);
    g.erase(c("r1c3")).unwrap();
    assert!(g.board().conflicts().is_empty());
    g.undo();
    assert_eq!(g.board().conflicting_cells(), clash);
    g.place(c("r1c3"), d(4)).unwrap();
    assert!(g.board().conflicts().is_empty(), "overwrite clears it");
    g.undo();
    assert_eq!(g.board().conflicting_cells(), clash);
    g.undo();
    assert!(g.board().conflicts().is_empty());
}

#[test]
fn mistakes_are_entries_that_differ_from_the_solution() {
    let mut g = game();
    g.place(c("r1c3"), d(4)).unwrap(); // right
    g.place(c("r1c4"), d(7)).unwrap(); // wrong (6), and no clash with anything visible? 7 is in r1c5
    g.place(c("r5c5"), d(1)).unwrap(); // wrong (5), clashes with nothing in its units? r5c9 holds 1
    assert_eq!(g.mistakes(), CellSet::EMPTY.with(c("r1c4")).with(c("r5c5")));
}

#[test]
fn filling_the_solution_solves_and_keeps_the_time() {
    let mut g = game();
    let solution = grid(SOLUTION);
    let t0 = Instant::now();
    g.set_clock_running(true, t0);
    for cell in Cell::all() {
        if !g.board().is_given(cell) {
            g.place(cell, solution.get(cell).unwrap()).unwrap();
        }
    }
    assert!(g.is_solved());
    g.set_clock_running(false, t0 + Duration::from_secs(83));
    g.set_clock_running(true, t0 + Duration::from_secs(90));
    assert!(
        !g.timer().is_running(),
        "a solved game's clock stays stopped"
    );
    assert_eq!(
        g.timer().elapsed(t0 + Duration::from_secs(999)).as_secs(),
        83
    );
}

#[test]
fn a_save_round_trips_board_notes_history_timer_and_source() {
    let mut g = Game::new(
        &grid(CLASSIC),
        PuzzleSource::new("starter.txt", Some("puzzles/starter.txt".into()), 4, 30),
    )
    .unwrap();
    g.toggle_note(c("r1c4"), d(4)).unwrap();
    g.toggle_note(c("r1c4"), d(6)).unwrap();
    g.place(c("r1c3"), d(4)).unwrap();
    g.place(c("r1c9"), d(5)).unwrap();
    g.undo();
    g.settings_mut().show_mistakes = true;
    let t0 = Instant::now();
    g.set_clock_running(true, t0);
    let text = g.to_save(t0 + Duration::from_millis(61_500));

    let mut back = Game::from_save(&text).unwrap();
    assert_eq!(back.board(), g.board());
    assert_eq!(back.notes(c("r1c4")).to_string(), "6");
    assert_eq!(back.history(), g.history());
    assert_eq!(back.source(), g.source());
    assert_eq!(back.settings(), g.settings());
    assert!(!back.timer().is_running());
    assert_eq!(
        back.timer().elapsed(Instant::now()),
        Duration::from_millis(61_500)
    );
    // The history works after loading: redo the undone 5, undo twice back to the notes.
    assert_eq!(back.redo(), Some(c("r1c9")));
    back.undo();
    back.undo();
    assert_eq!(back.notes(c("r1c4")).to_string(), "4,6");
}

#[test]
fn hints_and_mistakes_counted_are_kept_in_the_save() {
    let mut g = game();
    g.count_hint();
    g.count_hint();
    g.count_mistake();
    let back = Game::from_save(&g.to_save(Instant::now())).unwrap();
    assert_eq!((back.tally().hints, back.tally().mistakes), (2, 1));
    // A save from before the count was kept counts none.
    let old = game().to_save(Instant::now());
    assert!(!old.contains("tally"), "{old}");
    assert!(Game::from_save(&old).unwrap().tally().is_zero());
}

#[test]
fn damaged_and_foreign_saves_are_errors_not_panics() {
    let g = game();
    let text = g.to_save(Instant::now());
    assert!(matches!(Game::from_save("{"), Err(SaveError::Corrupt(_))));
    assert!(matches!(Game::from_save(""), Err(SaveError::Corrupt(_))));
    let newer = text.replace(
        &format!("\"version\": {}", stepdoku_core::game::FORMAT_VERSION),
        "\"version\": 99",
    );
    assert_eq!(
        Game::from_save(&newer).unwrap_err(),
        SaveError::Version { found: 99 }
    );
    let bad_grid = text.replacen("53..7", "53..x", 1);
    assert!(matches!(
        Game::from_save(&bad_grid),
        Err(SaveError::Corrupt(_))
    ));
    let entry_on_given = text.replacen(&".".repeat(81), &format!("1{}", ".".repeat(80)), 1);
    assert!(matches!(
        Game::from_save(&entry_on_given),
        Err(SaveError::Corrupt(_))
    ));
}

#[test]
fn notes_saved_under_a_name_that_is_no_cell_are_damage_that_says_what_was_expected() {
    let mut g = game();
    g.toggle_note(c("r1c3"), d(4)).unwrap();
    let text = g.to_save(Instant::now());
    assert!(text.contains("\"r1c3\": \"4\""), "{text}");
    for name in ["r0c3", "r10c3", "r01c3", "x1c3", "r1c", ""] {
        let damaged = text.replace("\"r1c3\"", &format!("{name:?}"));
        let err = Game::from_save(&damaged).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!(
                "not a readable stepdoku save: notes: expected a cell name like r4c7 \
                 (r, row 1 to 9, c, column 1 to 9), found {name:?}"
            )
        );
    }
    let upper = Game::from_save(&text.replace("\"r1c3\"", "\"R1C3\"")).unwrap();
    assert_eq!(upper.notes(c("r1c3")), g.notes(c("r1c3")));
}
