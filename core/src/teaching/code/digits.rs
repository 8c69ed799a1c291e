//! The digit tests one step of a scanning search stands for. The listing's loop tests the
//! digits 1 to 9 in turn; the machine keeps bit masks and jumps straight to the next digit
//! that fits. Laid out one by one, a try of 4 after 3 at a cell is "5? in row 1, no; 6? in
//! box 2, no; 7? fits, place", each with the line of `fits` that rejects it. A view over one
//! machine step: the machine's counters never see these.

use crate::cell::{Cell, Digit, DigitSet, Unit};
use crate::grid::Grid;
use crate::solver::{Cause, Event, Machine};

use super::{Program, Role};

/// One frame of the digit-by-digit view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SubStep {
    /// `digit` was tested at `cell` and `unit` holds it already: the first of row, column and
    /// box that does, as `fits` checks them.
    Rejected {
        cell: Cell,
        digit: Digit,
        unit: Unit,
    },
    /// The try at `cell` is taken back (`board[r][c] = 0`): the call under it returned false.
    /// The first frame of a step that moves a cell on to its next digit or out of its loop.
    Undo { cell: Cell },
    /// The machine's event itself: the digit that fits is placed, or the loop has run out.
    Event,
}

impl SubStep {
    /// The role of the line this sub-step executes, `event_role` being the step's own.
    #[must_use]
    pub const fn role(self, event_role: Role) -> Role {
        match self {
            SubStep::Rejected {
                unit: Unit::Row(_), ..
            } => Role::InRow,
            SubStep::Rejected {
                unit: Unit::Col(_), ..
            } => Role::InColumn,
            SubStep::Rejected {
                unit: Unit::Box(_), ..
            } => Role::InBox,
            SubStep::Undo { .. } => Role::Undo,
            SubStep::Event => event_role,
        }
    }
}

/// The digit tests of the step `machine` has just taken, ending with the event itself. Only
/// the scanning searches test every digit; any other step is its event alone.
#[must_use]
pub fn sub_steps(machine: &Machine) -> Vec<SubStep> {
    let mut out = Vec::new();
    if let Some(cell) = undone(machine) {
        out.push(SubStep::Undo { cell });
    }
    if machine.counters().steps > 0 && Program::of(machine).tests_each_digit() {
        let grid = machine.grid();
        let tested = match machine.last_event() {
            Event::Try { cell, digit, .. } => {
                let before = fitting(&grid, cell)
                    .iter()
                    .rev()
                    .find(|d| *d < digit)
                    .map_or(1, |d| d.get() + 1);
                Some((cell, before..digit.get()))
            }
            Event::Backtrack {
                cell,
                cause: Cause::Exhausted,
                ..
            } => {
                let after = fitting(&grid, cell)
                    .iter()
                    .last()
                    .map_or(1, |d| d.get() + 1);
                Some((cell, after..10))
            }
            Event::Backtrack {
                cell,
                cause: Cause::Empty,
                ..
            } => Some((cell, 1..10)),
            _ => None,
        };
        if let Some((cell, digits)) = tested {
            for digit in digits.filter_map(Digit::new) {
                if let Some(unit) = holder(&grid, cell, digit) {
                    out.push(SubStep::Rejected { cell, digit, unit });
                }
            }
        }
    }
    out.push(SubStep::Event);
    out
}

/// The cell whose try the step just taken first takes back: a try of a cell's next digit, or
/// a loop run out after its last digit failed (a cell where nothing fit undoes nothing).
#[must_use]
pub fn undone(machine: &Machine) -> Option<Cell> {
    if machine.counters().steps == 0 {
        return None;
    }
    match machine.last_event() {
        Event::Try {
            cell, remaining, ..
        } => machine
            .stack()
            .iter()
            .rev()
            .find(|f| !f.is_forced())
            .filter(|f| f.cell == cell && usize::from(f.choices) > remaining.len() + 1)
            .map(|_| cell),
        Event::Backtrack {
            cell,
            cause: Cause::Exhausted,
            ..
        } => Some(cell),
        _ => None,
    }
}

/// The digits no peer of `cell` holds (the cell's own digit not counted).
fn fitting(grid: &Grid, cell: Cell) -> DigitSet {
    let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
    !used
}

/// The first of `cell`'s row, column and box that holds `digit` elsewhere, as `fits` finds it.
fn holder(grid: &Grid, cell: Cell, digit: Digit) -> Option<Unit> {
    let [row, col, block] = cell.units();
    [row, col, block].into_iter().find(|unit| {
        unit.cells()
            .iter()
            .any(|&c| c != cell && grid.get(c) == Some(digit))
    })
}
