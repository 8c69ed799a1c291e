//! The board's own keys: moving, digits and notes, erasing, undo and redo, and the checks the
//! player switches on and off.

use stepdoku_core::{Cell, Digit};

use crate::tui::action::{Action, Direction, FilterStep};
use crate::tui::app::{App, Screen};
use crate::tui::screen::{EntryMode, ScreenKind};

use super::domino;

pub fn update(app: &mut App, action: &Action) {
    match *action {
        Action::Move(direction) if app.pending.is_some() => domino::direction(app, direction),
        Action::Move(direction) => app.cursor = step(app.cursor, direction),
        Action::Select(cell) => {
            app.pending = None;
            app.cursor = cell;
        }
        Action::ToggleNotesMode => {
            app.pending = None;
            app.entry_mode = match app.entry_mode {
                EntryMode::Digits => EntryMode::Notes,
                EntryMode::Notes => EntryMode::Digits,
            };
        }
        Action::Filter(step) => filter(app, step),
        Action::FillNotes | Action::ToggleMistakes | Action::ToggleAutoNotes => {
            notes_and_checks(app, action);
        }
        Action::Digit(digit) if app.game.is_sudominoku() && app.entry_mode == EntryMode::Digits => {
            domino::digit(app, digit);
        }
        Action::Digit(digit) => {
            let cell = app.cursor;
            let result = match app.entry_mode {
                EntryMode::Digits => app.game.place(cell, digit),
                EntryMode::Notes => app.game.toggle_note(cell, digit),
            };
            // A wrong digit counts as a mistake in the history, shown or not.
            if app.entry_mode == EntryMode::Digits
                && matches!(result, Ok(true))
                && app.game.mistakes().contains(cell)
            {
                app.game.count_mistake();
            }
            app.after_edit(result);
        }
        Action::Erase if app.pending.is_some() => {
            app.pending = None;
            app.info("Domino dropped");
        }
        Action::Erase => {
            let result = app.game.erase(app.cursor);
            app.after_edit(result);
        }
        Action::Undo | Action::Redo if app.pending.take().is_some() => {
            app.info("Domino dropped");
        }
        Action::Undo => match app.game.undo() {
            Some(cell) => {
                app.cursor = cell;
                // From the solved screen: back to the board, the clock running again. Solving
                // removed the save; the game is unfinished again, so it is saved at once.
                if matches!(app.screen, Screen::Solved(_)) {
                    app.enter_play();
                    app.info("Undone: back to the board");
                }
                app.after_edit(Ok(true));
            }
            None => app.info("Nothing to undo"),
        },
        Action::Redo => match app.game.redo() {
            Some(cell) => {
                app.cursor = cell;
                app.after_edit(Ok(true));
            }
            None => app.info("Nothing to redo"),
        },
        _ => {}
    }
}

/// Notes filled in, and the checks the player switches on and off.
fn notes_and_checks(app: &mut App, action: &Action) {
    match *action {
        Action::FillNotes => {
            let result = app.game.fill_notes();
            match result {
                Ok(true) => app.info(format!(
                    "Notes: every empty cell's candidates ({} undoes)",
                    app.undo_key()
                )),
                Ok(false) => app.info("The notes already hold every candidate"),
                Err(_) => {}
            }
            app.after_edit(result);
        }
        Action::ToggleMistakes => {
            let show = !app.game.settings().show_mistakes;
            app.game.settings_mut().show_mistakes = show;
            let text = match (show, app.game.solution()) {
                (false, _) => "Mistake check off".to_owned(),
                (true, stepdoku_core::game::Solution::Several(_)) => {
                    "This puzzle has several solutions: no single answer to check against"
                        .to_owned()
                }
                (true, _) => match app.game.mistakes().len() {
                    0 => "Mistake check on: no mistakes so far".to_owned(),
                    1 => "Mistake check on: 1 digit differs from the solution".to_owned(),
                    n => format!("Mistake check on: {n} digits differ from the solution"),
                },
            };
            app.info(text);
        }
        Action::ToggleAutoNotes => {
            let on = !app.game.settings().auto_remove_notes;
            app.game.settings_mut().auto_remove_notes = on;
            app.info(if on {
                "Placing a digit removes it from the notes of its peers"
            } else {
                "Notes are left alone when you place a digit"
            });
        }
        _ => {}
    }
}

/// The digit filter moved by a key, and what it shades said.
fn filter(app: &mut App, step: FilterStep) {
    let digit = |n: u8| Digit::new(n);
    let now = app.filter.map_or(0, Digit::get);
    app.filter = match step {
        FilterStep::Next => digit(now + 1),
        FilterStep::Previous if now == 0 => digit(9),
        FilterStep::Previous => digit(now - 1),
        FilterStep::Cursor => match app.game.board().get(app.cursor) {
            Some(d) if app.filter == Some(d) => None,
            Some(d) => Some(d),
            None => {
                let keys = app.key_name(Action::Filter(FilterStep::Next), ScreenKind::Play);
                app.info(format!(
                    "The filter takes the digit under the cursor, and this cell is empty: {keys} picks one"
                ));
                return;
            }
        },
    };
    let esc = app.key_name(Action::Dismiss, ScreenKind::Play);
    app.info(match app.filter {
        Some(d) => format!(
            "Filter {d}: shaded where {d} is placed, noted, or still possible ({esc} ends it)"
        ),
        None => "Filter off".to_owned(),
    });
}

/// One cell over, wrapping around the edge of the board.
fn step(cell: Cell, direction: Direction) -> Cell {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match direction {
        Direction::Up => ((row + 8) % 9, col),
        Direction::Down => ((row + 1) % 9, col),
        Direction::Left => (row, (col + 8) % 9),
        Direction::Right => (row, (col + 1) % 9),
    };
    Cell::at(row, col).unwrap_or(cell)
}
