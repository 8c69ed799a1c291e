//! Sudominoku in the game model: laying and lifting dominoes, the two clashes (a digit twice
//! in a unit, a pair on two dominoes), undo, hints, and saving and resuming a game.

use crate::common;

use std::time::{Duration, Instant};

use stepdoku_core::Cell;
use stepdoku_core::domino::{Domino, Pair};
use stepdoku_core::format::{self, Puzzle};
use stepdoku_core::game::{DominoReason, EditError, Game, Hint, PuzzleSource, SaveError};
use stepdoku_core::hint::Mistake;

use common::puzzle::{c, d};

const SAMPLE: &str = include_str!("../data/boj/boj4574-sample.in");
const SOLUTION: &str =
    "872643195361975842549218637126754983738169254495832761284597316657381429913426578";

fn game() -> Game {
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    let Puzzle::Sudominoku(puzzle) = document.puzzles[0].clone() else {
        panic!("not a Sudominoku");
    };
    Game::sudominoku(puzzle, PuzzleSource::new("boj4574-sample.in", None, 0, 2)).unwrap()
}

fn domino(a: &str, da: u8, b: &str, db: u8) -> Domino {
    Domino {
        cells: [c(a), c(b)],
        digits: [d(da), d(db)],
    }
}

#[test]
fn the_givens_are_nine_singles_and_ten_dominoes_and_the_answer_is_the_judges() {
    let g = game();
    assert!(g.is_sudominoku());
    assert_eq!(g.board().givens().len(), 9 + 2 * 10);
    let dominoes = g.dominoes();
    assert_eq!(dominoes.len(), 10);
    assert!(dominoes.iter().all(|p| p.given));
    assert_eq!(g.used_pairs().len(), 10);
    assert_eq!(g.partner(c("r2c2")), Some(c("r2c3")), "6 B2 1 B3");
    assert_eq!(g.partner(c("r1c3")), None, "A3 holds the single 2");
    assert_eq!(g.solution().grid().to_line(), SOLUTION);
}

#[test]
fn laying_a_domino_is_one_undo_step_and_zero_lifts_it() {
    let mut g = game();
    // r1c1 = 8, r2c1 = 3 in the solution.
    assert_eq!(g.place_domino(domino("r1c1", 8, "r2c1", 3)), Ok(true));
    assert_eq!(g.board().get(c("r1c1")), Some(d(8)));
    assert_eq!(g.partner(c("r2c1")), Some(c("r1c1")));
    assert_eq!(g.history().done().len(), 1);
    assert!(g.used_pairs().contains(Pair::new(d(3), d(8)).unwrap()));
    assert_eq!(g.undo(), Some(c("r1c1")));
    assert_eq!(g.board().get(c("r1c1")), None);
    assert_eq!(g.board().get(c("r2c1")), None);
    assert_eq!(g.partner(c("r1c1")), None);
    assert_eq!(g.redo(), Some(c("r1c1")));
    assert_eq!(g.erase(c("r2c1")), Ok(true), "0 on either half lifts it");
    assert_eq!(g.partner(c("r1c1")), None);
    assert_eq!(g.board().get(c("r1c1")), None);
    g.undo();
    assert_eq!(g.dominoes().len(), 11);
}

#[test]
fn a_domino_must_be_two_free_side_by_side_cells_with_two_digits() {
    let mut g = game();
    assert_eq!(
        g.place_domino(domino("r1c1", 8, "r1c1", 3)),
        Err(EditError::NotAdjacent(c("r1c1"), c("r1c1")))
    );
    assert_eq!(
        g.place_domino(domino("r1c1", 8, "r2c2", 3)),
        Err(EditError::NotAdjacent(c("r1c1"), c("r2c2")))
    );
    assert_eq!(
        g.place_domino(domino("r1c1", 8, "r1c2", 3)),
        Err(EditError::Given(c("r1c2"))),
        "A2 holds the single 7"
    );
    assert_eq!(
        g.place_domino(domino("r1c1", 8, "r2c1", 8)),
        Err(EditError::SameDigits(d(8)))
    );
    g.place_domino(domino("r1c1", 8, "r2c1", 3)).unwrap();
    assert_eq!(
        g.place_domino(domino("r3c1", 5, "r2c1", 4)),
        Err(EditError::Covered(c("r2c1")))
    );
    assert_eq!(g.place(c("r3c1"), d(5)), Err(EditError::DominoesOnly));
    assert_eq!(g.history().done().len(), 1, "refusals change nothing");
}

#[test]
fn a_pair_on_two_dominoes_clashes_on_all_four_cells_until_one_is_lifted() {
    let mut g = game();
    // 6-1 is given on r2c2-r2c3; lay 6-1 again on r8c7-r8c8.
    g.place_domino(domino("r8c7", 6, "r8c8", 1)).unwrap();
    let pair = Pair::new(d(1), d(6)).unwrap();
    assert!(g.doubled_pairs().contains(pair));
    let clashing: Vec<String> = g.pair_clashes().iter().map(|c| c.to_string()).collect();
    assert_eq!(clashing, ["r2c2", "r2c3", "r8c7", "r8c8"]);
    assert!(
        g.board().conflicts().is_empty(),
        "no digit repeats in a unit"
    );
    g.undo();
    assert!(g.doubled_pairs().is_empty());
    assert!(g.pair_clashes().is_empty());
}

#[test]
fn the_sudoku_rule_still_clashes() {
    let mut g = game();
    // 7 is the single in r1c2: a 7 in r1c1 repeats it in row 1 and box 1.
    g.place_domino(domino("r1c1", 7, "r2c1", 3)).unwrap();
    let conflicts = g.board().conflicts();
    assert!(
        conflicts
            .iter()
            .any(|x| x.first == c("r1c1") && x.second == c("r1c2"))
    );
}

#[test]
fn hint_after_hint_lays_every_domino_and_solves_it() {
    let mut g = game();
    let mut forced = 0;
    for _ in 0..40 {
        if g.is_solved() {
            break;
        }
        let hint = g.hint();
        let Hint::Domino(domino_hint) = &hint else {
            panic!("expected a domino, got {hint:?}");
        };
        if domino_hint.reason != DominoReason::Revealed {
            forced += 1;
        }
        assert_ne!(domino_hint.reason, DominoReason::Wrong);
        assert_eq!(g.apply_hint(&hint), Ok(true), "{hint:?}");
    }
    assert!(g.is_solved());
    assert_eq!(g.board().values().to_line(), SOLUTION);
    assert_eq!(g.dominoes().len(), 36);
    assert!(forced > 0, "some dominoes are forced, not only revealed");
    assert_eq!(g.hint(), Hint::Solved);
}

#[test]
fn a_wrong_digit_comes_first_then_a_domino_no_solution_keeps() {
    let mut g = game();
    // r1c1 is 8: a 9 there is a mistake.
    g.place_domino(domino("r1c1", 9, "r2c1", 3)).unwrap();
    assert!(matches!(
        g.hint(),
        Hint::Mistake(Mistake::WrongDigit { cell, .. }) if cell == c("r1c1")
    ));
    let hint = g.hint();
    assert_eq!(g.apply_hint(&hint), Ok(true));
    assert_eq!(
        g.partner(c("r2c1")),
        None,
        "fixing the digit lifts its domino"
    );

    // Right digits, wrong tiling: two side-by-side cells with their solution digits, on a
    // domino the solution's tiling does not have, can leave no solution at all.
    let solution = g.solution().grid().to_owned();
    let mut found = false;
    'search: for a in Cell::all() {
        for b in [a.index() + 1, a.index() + 9]
            .into_iter()
            .filter_map(Cell::new)
        {
            let mut trial = g.clone();
            let (Some(da), Some(db)) = (solution.get(a), solution.get(b)) else {
                continue;
            };
            if !stepdoku_core::domino::adjacent(a, b)
                || trial.place_domino(Domino {
                    cells: [a, b],
                    digits: [da, db],
                }) != Ok(true)
            {
                continue;
            }
            if let Hint::Domino(h) = trial.hint()
                && h.reason == DominoReason::Wrong
            {
                assert_eq!(h.domino.cells, [a, b]);
                let hint = trial.hint();
                assert_eq!(trial.apply_hint(&hint), Ok(true));
                assert_eq!(trial.partner(a), None);
                found = true;
                break 'search;
            }
        }
    }
    assert!(found, "some domino with the right digits is in no solution");
}

#[test]
fn a_sudominoku_game_saves_and_resumes_with_its_dominoes_notes_and_history() {
    let mut g = game();
    g.place_domino(domino("r1c1", 8, "r2c1", 3)).unwrap();
    g.toggle_note(c("r8c5"), d(8)).unwrap();
    g.place_domino(domino("r1c4", 6, "r1c5", 4)).unwrap();
    g.place_domino(domino("r9c2", 1, "r9c3", 3)).unwrap();
    g.undo();
    let now = Instant::now();
    g.set_clock_running(true, now);
    let text = g.to_save(now + Duration::from_secs(75));
    assert!(text.contains("\"sudominoku\""), "{text}");
    assert!(text.contains("r1c1-r2c1"), "{text}");
    let mut back = Game::from_save(&text).unwrap();
    assert!(back.is_sudominoku());
    assert_eq!(back.board(), g.board());
    assert_eq!(back.dominoes(), g.dominoes());
    assert_eq!(back.notes(c("r8c5")), g.notes(c("r8c5")));
    assert_eq!(back.timer().elapsed(now), Duration::from_secs(75));
    assert_eq!(back.solution().grid().to_line(), SOLUTION);
    // Redo brings back the undone domino, joined; undo all the way empties the board.
    assert_eq!(back.redo(), Some(c("r9c2")));
    assert_eq!(back.partner(c("r9c3")), Some(c("r9c2")));
    while back.undo().is_some() {}
    assert_eq!(back.dominoes().len(), 10);
    assert_eq!(*back.board().values(), *g.domino_puzzle().unwrap().grid());
}

#[test]
fn damaged_sudominoku_saves_are_errors() {
    let mut g = game();
    g.place_domino(domino("r1c1", 8, "r2c1", 3)).unwrap();
    let text = g.to_save(Instant::now());
    let corrupt = |t: &str| matches!(Game::from_save(t), Err(SaveError::Corrupt(_)));
    assert!(
        corrupt(&text.replace("r1c1-r2c1", "r1c1-r3c1")),
        "not side by side"
    );
    assert!(
        corrupt(&text.replace("\"r1c1-r2c1\"", "")),
        "digits without a domino"
    );
    assert!(
        corrupt(&text.replace("6 B2 1 B3", "6 B2 1 B4")),
        "givens disagree"
    );
}

#[test]
fn a_version_1_save_of_a_classic_game_still_loads() {
    // Written by stepdoku before Sudominoku: 4 in r1c3, notes 2 and 6 in r1c4.
    let entries = format!("..4{}", ".".repeat(78));
    let text = format!(
        r#"{{
  "format": "stepdoku-save",
  "version": 1,
  "source": {{ "name": "classic.txt", "path": "puzzles/classic.txt", "index": 0, "count": 1 }},
  "givens": "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  "entries": "{entries}",
  "notes": {{ "r1c4": "26" }},
  "elapsed_ms": 61000,
  "settings": {{ "auto_remove_notes": true, "show_mistakes": false, "highlight_same_digit": true }},
  "undo": [[[2, 0, 0, 4, 0]], [[3, 0, 0, 0, 2]], [[3, 0, 2, 0, 34]]],
  "redo": []
}}"#
    );
    let mut g = Game::from_save(&text).unwrap();
    assert!(!g.is_sudominoku());
    assert_eq!(g.board().get(c("r1c3")), Some(d(4)));
    assert_eq!(g.notes(c("r1c4")).to_string(), "2,6");
    assert_eq!(g.undo(), Some(c("r1c4")));
    assert_eq!(g.notes(c("r1c4")).to_string(), "2");
    assert_eq!(g.source().path.as_deref(), Some("puzzles/classic.txt"));
}
