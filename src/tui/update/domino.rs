//! Laying a Sudominoku domino from the keyboard: on the selected cell, type its digit, point
//! an arrow (or `hjkl`) at the cell for the other half, type that half's digit. The arrow and
//! the second digit may come in either order (`5 → 3` or `5 3 →`); when only one neighbour is
//! free, the arrow is chosen already. Esc drops the domino being laid.

use stepdoku_core::Digit;
use stepdoku_core::domino::Domino;

use crate::tui::action::Direction;
use crate::tui::app::App;
use crate::tui::domino::{DIRECTIONS, Pending, neighbour};

/// A digit typed in a Sudominoku (digits mode).
pub fn digit(app: &mut App, digit: Digit) {
    let Some(mut pending) = app.pending else {
        start(app, digit);
        return;
    };
    if digit == pending.first {
        app.warn(format!(
            "A domino holds two different digits; {digit} is already its first half"
        ));
        return;
    }
    pending.second = Some(digit);
    app.pending = Some(pending);
    finish(app);
}

/// An arrow while a domino is being laid: where its other half goes.
pub fn direction(app: &mut App, toward: Direction) {
    let Some(mut pending) = app.pending else {
        return;
    };
    match neighbour(pending.cell, toward) {
        None => app.warn("That is off the board: another arrow, or Esc"),
        Some(other) if !app.game.is_free(other) => {
            app.warn(format!("{other} is taken: another arrow, or Esc"));
        }
        Some(_) => {
            pending.toward = Some(toward);
            app.pending = Some(pending);
            finish(app);
        }
    }
}

fn start(app: &mut App, digit: Digit) {
    let cell = app.cursor;
    if app.game.board().is_given(cell) {
        app.warn(format!(
            "{cell} is a given: it is part of the puzzle and cannot be changed"
        ));
        return;
    }
    if !app.game.is_free(cell) {
        app.warn(format!("{cell} is on a domino: 0 lifts it first"));
        return;
    }
    let free: Vec<Direction> = DIRECTIONS
        .into_iter()
        .filter(|&d| neighbour(cell, d).is_some_and(|n| app.game.is_free(n)))
        .collect();
    if free.is_empty() {
        app.warn(format!(
            "{cell} has no free neighbour: no domino fits there"
        ));
        return;
    }
    app.pending = Some(Pending {
        cell,
        first: digit,
        toward: (free.len() == 1).then(|| free[0]),
        second: None,
    });
}

/// Lay the domino once both its direction and its second digit are known.
fn finish(app: &mut App) {
    let Some(pending) = app.pending else {
        return;
    };
    let (Some(other), Some(second)) = (pending.other(), pending.second) else {
        return;
    };
    app.pending = None;
    let result = app.game.place_domino(Domino {
        cells: [pending.cell, other],
        digits: [pending.first, second],
    });
    app.after_edit(result);
}
