//! A propagating step that rests on locked candidates: the sentence names them, the board
//! marks the candidates they remove as a whole hint marks removals (`-5`), and the candidate
//! view shows what the engine knows.

use insta::assert_snapshot;
use ratatui::layout::Rect;
use stepdoku_core::Cell;

use super::*;
use crate::tui::tests::{cell, render, terminal};
use crate::tui::view::watch::layout::layout;

/// Step 24 of propagate on the classic: r4c2 = 5 because 5 in row 5 lies only in box 5,
/// which strikes 5 from r4c4.
fn at_a_locked_single(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::Propagate);
    press(&mut app, WatchAction::Forward, 24);
    app
}

fn middle(app: &App, c: &str, (w, h): (u16, u16)) -> (String, ratatui::style::Style) {
    let buf = render(app, w, h);
    let rect = layout(Rect::new(0, 0, w, h))
        .unwrap()
        .board
        .cell_rect(cell(c));
    let y = rect.y + rect.height / 2;
    let text: String = (rect.x..rect.x + rect.width)
        .map(|x| buf[(x, y)].symbol().to_owned())
        .collect();
    let marked = (rect.x..rect.x + rect.width)
        .find(|&x| buf[(x, y)].symbol() == "5")
        .map_or(buf[(rect.x, y)].style(), |x| buf[(x, y)].style());
    (text, marked)
}

#[test]
fn the_removed_candidate_is_marked_and_named() {
    for theme in [Theme::dark(), Theme::light()] {
        let app = at_a_locked_single(theme);
        let screen = terminal(&app, 80, 24).backend().to_string();
        assert!(screen.contains("5 in row 5 lies only in box 5"), "{screen}");
        for size in [(80, 24), (120, 40)] {
            let (text, style) = middle(&app, "r4c4", size);
            assert!(text.contains("-5"), "{size:?}: {text:?}");
            assert_eq!(style.fg, app.theme.hint_remove.fg, "{size:?}");
        }
    }
}

#[test]
fn dark_80x24() {
    assert_snapshot!(terminal(&at_a_locked_single(Theme::dark()), 80, 24).backend());
}

#[test]
fn light_120x40() {
    assert_snapshot!(terminal(&at_a_locked_single(Theme::light()), 120, 40).backend());
}

/// `n` on propagate: r4c4 has lost 5 to claiming, so the view does not offer it (r4c4 keeps
/// its `-5` role at this step; the step after shows the engine's candidates plainly).
#[test]
fn the_candidate_view_shows_the_engines_candidates() {
    let mut app = at_a_locked_single(Theme::dark());
    press(&mut app, WatchAction::ToggleCandidates, 1);
    let engine = watch(&app).search.candidates()[cell("r4c4")];
    let digit = stepdoku_core::Digit::new(5).unwrap();
    assert!(!engine.contains(digit), "{engine}");
    press(&mut app, WatchAction::Forward, 1);
    let (text, _) = middle(&app, "r4c4", (80, 24));
    assert!(!text.contains('5'), "{text:?}");
}

/// A propagating contradiction names a cell only when it lies in the unit the sentence
/// speaks of, and its `×` stands on such a cell: the step's own cell is the last digit
/// placed, which often lies elsewhere (`r6c3: no place for 7 in column 2` said otherwise).
#[test]
fn a_contradiction_names_and_crosses_only_cells_of_its_unit() {
    use stepdoku_core::solver::explain::DeadEnd;
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let mut app = alone_on(line, Theme::dark(), Strategy::Propagate);
    let mut seen = 0;
    for _ in 0..400 {
        press(&mut app, WatchAction::Forward, 1);
        let w = watch(&app);
        let (_, _, _, event, _) = state(&app);
        // A backtrack (a digit placed past a dead end names the cell it placed).
        let stepdoku_core::solver::Event::Backtrack { .. } = event else {
            continue;
        };
        let Some(DeadEnd::NoPlace { unit, .. }) = w.search.dead_end() else {
            continue;
        };
        seen += 1;
        let words = super::super::describe::event(w);
        if let Some(named) = words.split(':').next().and_then(|c| c.parse::<Cell>().ok()) {
            assert!(unit.cell_set().contains(named), "{words}");
        }
        let buf = render(&app, 80, 24);
        let board = layout(Rect::new(0, 0, 80, 24)).unwrap().board;
        for c in Cell::all() {
            let rect = board.cell_rect(c);
            let y = rect.y + rect.height / 2;
            let crossed = (rect.x..rect.x + rect.width).any(|x| buf[(x, y)].symbol() == "×");
            assert!(
                !crossed || unit.cell_set().contains(c),
                "{c} crossed: {words}"
            );
        }
    }
    assert!(seen > 3, "{seen} contradictions");
}

/// Every candidate that leaves the board shown (`n`) between two frames, other than by the
/// digit placed, is named by the step's words: in its claim's evidence, or after `then` with
/// the lock the new digit sets off. The board, where they once had no record.
#[test]
fn every_candidate_that_leaves_the_board_is_named_by_the_step() {
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let mut app = super::alone_on(line, Theme::color(), Strategy::Propagate);
    let mut named_after_then = 0;
    for _ in 0..600 {
        let before = watch(&app).search.candidates();
        let grid_before = watch(&app).search.grid();
        press(&mut app, WatchAction::Forward, 1);
        let w = watch(&app);
        if w.outcome() != crate::tui::watch::Outcome::Searching {
            break;
        }
        let after = w.search.candidates();
        let grid = w.search.grid();
        let words = crate::tui::watch::describe::event(w);
        let placed: Vec<_> = stepdoku_core::Cell::all()
            .filter(|&c| grid_before.get(c) != grid.get(c))
            .filter_map(|c| grid.get(c).map(|d| (c, d)))
            .collect();
        // A step that empties cells (a backtrack) gives candidates back; only placements strike.
        if placed.is_empty() {
            continue;
        }
        for cell in stepdoku_core::Cell::all().filter(|&c| grid.get(c).is_none()) {
            for digit in (before[cell] - after[cell]).iter() {
                let by_placement = placed
                    .iter()
                    .any(|&(p, d)| d == digit && p.peers().contains(cell));
                if by_placement {
                    continue;
                }
                let lock = format!("{digit} in ");
                assert!(
                    words.contains(&cell.to_string()) && words.contains(&lock),
                    "step {}: {digit} leaves {cell} unnamed: {words}",
                    w.search.steps()
                );
                if words.contains("; then ") {
                    named_after_then += 1;
                }
            }
        }
    }
    assert!(
        named_after_then > 0,
        "no placement set off locked candidates"
    );
}

/// Step 17 on the board places 4 in r6c4 on a board already at a dead end, where `n`
/// shows 3 and 4 there: the stack never calls it a naked single.
#[test]
fn a_digit_placed_at_a_dead_end_is_no_single_in_the_stack() {
    let line = "98.7..6..7..6..5....4....3.8..5..9...2..8......9.6...81...75..6.9.1..........61..";
    let mut app = super::alone_on(line, Theme::color(), Strategy::Propagate);
    press(&mut app, WatchAction::Forward, 16);
    let shown = watch(&app).search.candidates()[cell("r6c4")];
    assert!(shown.len() > 1, "{shown:?}");
    press(&mut app, WatchAction::Forward, 1);
    let rows = watch(&app).search.stack_rows();
    let top = &rows[0];
    assert_eq!((top.place.as_str(), top.digits.as_str()), ("r6c4", "4"));
    assert_eq!(top.left, ["at a dead end"]);
    let words = crate::tui::watch::describe::event(watch(&app));
    assert!(words.contains("already at a dead end"), "{words}");
}
