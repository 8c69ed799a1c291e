//! Hints in the game model: a mistake comes first, then logic on the player's candidates,
//! then a revealed cell; applying any of them is one undo step, and applying hint after hint
//! solves the puzzle.

use crate::common;

use stepdoku_core::game::{Game, Hint, PuzzleSource};
use stepdoku_core::generate::{Rng, unique_puzzle};
use stepdoku_core::hint::Mistake;
use stepdoku_core::{Cell, Digit, DigitSet, Grid};

use common::puzzle::{CLASSIC, SOLUTION, c, d, grid};

fn game_on(givens: &Grid) -> Game {
    Game::new(givens, PuzzleSource::new("test", None, 0, 1)).unwrap()
}

/// Every cell's digit and notes, to compare a game before and after.
fn snapshot(game: &Game) -> Vec<(Option<Digit>, DigitSet)> {
    Cell::all()
        .map(|cell| (game.board().get(cell), game.notes(cell)))
        .collect()
}

#[test]
fn a_wrong_digit_is_named_first_and_fixing_it_is_one_undo_step() {
    let mut game = game_on(&grid(CLASSIC));
    // r1c3 is 4 in the solution.
    game.place(c("r1c3"), d(2)).unwrap();
    let hint = game.hint();
    assert_eq!(
        hint,
        Hint::Mistake(Mistake::WrongDigit {
            cell: c("r1c3"),
            entered: d(2),
            correct: d(4),
        })
    );
    assert!(
        hint.explanation().starts_with("r1c3 is not 2"),
        "{}",
        hint.explanation()
    );
    assert_eq!(hint.nudge(), None, "a mistake is said at once");
    let before = snapshot(&game);
    assert_eq!(game.apply_hint(&hint), Ok(true));
    assert_eq!(game.board().get(c("r1c3")), None);
    game.undo();
    assert_eq!(snapshot(&game), before);
}

#[test]
fn a_note_that_lost_the_true_digit_is_named_and_put_back() {
    let mut game = game_on(&grid(CLASSIC));
    // r1c3 is 4; notes without it.
    game.toggle_note(c("r1c3"), d(1)).unwrap();
    game.toggle_note(c("r1c3"), d(2)).unwrap();
    let hint = game.hint();
    assert_eq!(
        hint,
        Hint::Mistake(Mistake::MissingNote {
            cell: c("r1c3"),
            digit: d(4),
        })
    );
    // Graded like any hint: a nudge that names the cell, not the digit.
    let nudge = hint.nudge().expect("a missing note has a nudge");
    assert!(nudge.contains("notes in r1c3"), "{nudge}");
    assert!(
        !nudge.contains('4'),
        "the nudge gives the digit away: {nudge}"
    );
    // The player may simply not have written the 4 yet: nothing was "removed".
    let text = hint.explanation();
    assert!(text.contains("leave out 4"), "{text}");
    assert!(!text.contains("removed"), "{text}");
    assert_eq!(game.apply_hint(&hint), Ok(true));
    assert_eq!(game.notes(c("r1c3")).to_string(), "1,2,4");
    assert_ne!(game.hint(), hint, "fixed: the hint moves on");
}

#[test]
fn a_clean_board_gets_a_nudge_then_a_deduction_applied_as_one_step() {
    let mut game = game_on(&grid(CLASSIC));
    let hint = game.hint();
    let Hint::Deduction(deduction) = &hint else {
        panic!("expected a deduction, got {hint:?}");
    };
    let nudge = hint.nudge().expect("a deduction has a nudge");
    assert!(nudge.starts_with("Look at"), "{nudge}");
    assert!(nudge.contains(deduction.technique.name()), "{nudge}");
    assert_eq!(hint.explanation(), deduction.explanation);
    let solution = grid(SOLUTION);
    for &(cell, digit) in &deduction.placements {
        assert_eq!(solution.get(cell), Some(digit), "never wrong");
    }
    let before = snapshot(&game);
    let steps = game.history().done().len();
    assert_eq!(game.apply_hint(&hint), Ok(true));
    assert_eq!(game.history().done().len(), steps + 1, "one undo step");
    for &(cell, digit) in &deduction.placements {
        assert_eq!(game.board().get(cell), Some(digit));
    }
    game.undo();
    assert_eq!(snapshot(&game), before);
}

#[test]
fn a_hint_that_places_a_digit_writes_no_notes() {
    let mut game = game_on(&grid(CLASSIC));
    let mut placements = 0;
    for _ in 0..20 {
        let hint = game.hint();
        let Hint::Deduction(deduction) = &hint else {
            panic!("expected logic, got {hint:?}");
        };
        if !deduction.eliminations.is_empty() {
            break;
        }
        assert_eq!(game.apply_hint(&hint), Ok(true));
        placements += 1;
        let noted: Vec<Cell> = Cell::all().filter(|&c| !game.notes(c).is_empty()).collect();
        assert!(
            noted.is_empty(),
            "{} wrote notes in {noted:?}",
            hint.title()
        );
    }
    assert!(placements > 0, "no placing hint to try");
}

#[test]
fn an_elimination_writes_the_cells_candidates_down_without_the_digit() {
    // Hint after hint until one removes candidates; on a board without notes its cells get
    // their candidates written as notes, minus the removed digit, in one undo step.
    let puzzle =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let mut game = game_on(&grid(puzzle));
    for _ in 0..200 {
        let hint = game.hint();
        let Hint::Deduction(deduction) = &hint else {
            panic!("expected logic, got {hint:?}");
        };
        if deduction.eliminations.is_empty() {
            game.apply_hint(&hint).unwrap();
            continue;
        }
        let cell = deduction.eliminations[0].0;
        let removed: DigitSet = deduction
            .eliminations
            .iter()
            .filter(|&&(c, _)| c == cell)
            .map(|&(_, d)| d)
            .collect();
        let had = game.notes(cell);
        let candidates = game.hint_candidates().candidates(cell);
        assert_eq!((candidates & removed), removed);
        let steps = game.history().done().len();
        assert_eq!(game.apply_hint(&hint), Ok(true));
        assert_eq!(game.history().done().len(), steps + 1);
        let kept = if had.is_empty() { candidates } else { had };
        let expected = kept & (!removed);
        assert_eq!(game.notes(cell), expected);
        // Notes go only where the hint removes something: the pattern's other cells are
        // left as the player had them (here, without notes).
        let named: Vec<Cell> = Cell::all()
            .filter(|&c| deduction.eliminations.iter().any(|&(e, _)| e == c))
            .collect();
        let noted: Vec<Cell> = Cell::all().filter(|&c| !game.notes(c).is_empty()).collect();
        assert_eq!(noted, named);
        assert_ne!(game.hint(), hint, "the next hint moves on");
        return;
    }
    panic!("no elimination in 200 hints");
}

#[test]
fn hint_after_hint_solves_generated_puzzles_without_a_mistake() {
    for seed in [1, 2, 3] {
        let givens = unique_puzzle(&mut Rng::new(seed), true);
        let mut game = game_on(&givens);
        let solution = *game.solution().grid();
        let mut hints = 0;
        while !game.is_solved() {
            let hint = game.hint();
            assert!(
                !matches!(hint, Hint::Mistake(_) | Hint::Solved),
                "seed {seed}: {hint:?}"
            );
            assert_eq!(game.apply_hint(&hint), Ok(true), "seed {seed}: {hint:?}");
            hints += 1;
            assert!(hints < 400, "seed {seed}: no progress");
        }
        assert_eq!(*game.board().values(), solution);
        assert_eq!(game.hint(), Hint::Solved);
    }
}

#[test]
fn with_several_solutions_no_logic_applies_and_a_cell_is_revealed_as_such() {
    let mut game = game_on(&Grid::EMPTY);
    let hint = game.hint();
    let Hint::Reveal { cell, digit, why } = hint.clone() else {
        panic!("expected a revealed cell, got {hint:?}");
    };
    assert!(why.contains("several solutions"), "{why}");
    assert!(hint.explanation().starts_with("Revealed from the solution"));
    assert!(hint.nudge().is_some());
    assert_eq!(game.apply_hint(&hint), Ok(true));
    assert_eq!(game.board().get(cell), Some(digit));
    // A digit of another solution is no mistake here.
    let other = Digit::all().find(|&x| x != digit).unwrap();
    game.undo();
    game.place(cell, other).unwrap();
    assert!(!matches!(game.hint(), Hint::Mistake(_)));
}
