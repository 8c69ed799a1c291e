//! Invariants of the game model over random play: undo all returns to the start, redo all
//! returns to the end, and a save round-trips everything, whatever the player typed.

use crate::common;

use proptest::prelude::*;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::{Cell, Digit, DigitSet};

use common::puzzle::{CLASSIC, grid};

#[derive(Clone, Copy, Debug)]
enum Op {
    Place(usize, u8),
    Note(usize, u8),
    Erase(usize),
    Undo,
    Redo,
    AutoNotes(bool),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0..81usize, 1..=9u8).prop_map(|(c, d)| Op::Place(c, d)),
        4 => (0..81usize, 1..=9u8).prop_map(|(c, d)| Op::Note(c, d)),
        1 => (0..81usize).prop_map(Op::Erase),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => any::<bool>().prop_map(Op::AutoNotes),
    ]
}

fn game() -> Game {
    Game::new(&grid(CLASSIC), PuzzleSource::new("classic.txt", None, 0, 1)).unwrap()
}

/// Everything the player sees: all digits and all notes.
fn snapshot(game: &Game) -> (String, Vec<DigitSet>) {
    (
        game.board().values().to_line(),
        Cell::all().map(|c| game.notes(c)).collect(),
    )
}

fn play(game: &mut Game, ops: &[Op]) {
    for &op in ops {
        let cell = |i: usize| Cell::new(i).unwrap();
        let digit = |d: u8| Digit::new(d).unwrap();
        // Refused edits (givens, notes on digits) are part of the test: they must change nothing.
        let _ = match op {
            Op::Place(c, d) => game.place(cell(c), digit(d)),
            Op::Note(c, d) => game.toggle_note(cell(c), digit(d)),
            Op::Erase(c) => game.erase(cell(c)),
            Op::Undo => Ok(game.undo().is_some()),
            Op::Redo => Ok(game.redo().is_some()),
            Op::AutoNotes(on) => {
                game.settings_mut().auto_remove_notes = on;
                Ok(false)
            }
        };
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn undo_all_and_redo_all_are_exact(ops in prop::collection::vec(op(), 0..60)) {
        let mut g = game();
        let start = snapshot(&g);
        play(&mut g, &ops);
        // The furthest state: the ops may have undone steps themselves.
        let mut furthest = g.clone();
        while furthest.redo().is_some() {}
        let end = snapshot(&furthest);
        while g.undo().is_some() {}
        prop_assert_eq!(snapshot(&g), start);
        while g.redo().is_some() {}
        prop_assert_eq!(snapshot(&g), end);
        // The board's incremental counts agree with a board rebuilt from scratch.
        let rebuilt = stepdoku_core::Board::with_entries(&g.board().given_grid(), g.board().values());
        prop_assert_eq!(g.board().conflicts(), rebuilt.conflicts());
        // Notes never sit on a filled cell.
        for c in Cell::all() {
            prop_assert!(g.board().get(c).is_none() || g.notes(c).is_empty(), "{}", c);
        }
    }

    #[test]
    fn a_save_round_trips_any_game(ops in prop::collection::vec(op(), 0..60)) {
        let mut g = game();
        play(&mut g, &ops);
        let mut back = Game::from_save(&g.to_save(std::time::Instant::now())).unwrap();
        prop_assert_eq!(snapshot(&back), snapshot(&g));
        prop_assert_eq!(back.history(), g.history());
        while g.undo().is_some() {
            back.undo();
            prop_assert_eq!(snapshot(&back), snapshot(&g));
        }
    }
}
