//! Before any logic: is the player's board still on the way to the solution? A wrong digit or
//! a pencil mark that dropped the true candidate makes every later deduction unreliable, so a
//! hint reports that first ("r3c4 is not 7: it contradicts the solution", "Your notes in r2c2
//! leave out 4, the digit that goes there").
//!
//! Then [`advise`] gives the whole hint: the mistake, else the next deduction on the player's
//! own candidates, else a cell revealed from the solution, labelled as such.

use std::fmt;

use crate::cell::{Cell, CellMap, Digit, DigitSet};
use crate::grid::Grid;
use crate::hint::logic::{Solver, reveal};
use crate::hint::{Candidates, Deduction};

/// The first thing on the board that contradicts the solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mistake {
    /// The player wrote a digit the solution does not have there.
    WrongDigit {
        cell: Cell,
        entered: Digit,
        correct: Digit,
    },
    /// The cell's notes leave out its solution digit.
    MissingNote { cell: Cell, digit: Digit },
}

impl Mistake {
    #[must_use]
    pub fn cell(self) -> Cell {
        match self {
            Mistake::WrongDigit { cell, .. } | Mistake::MissingNote { cell, .. } => cell,
        }
    }

    /// A first, gentler hint that names the cell without the digit, where there is one.
    /// Notes are taken a few at a time, so naming a missing note's digit at once would hand
    /// the answer to a player who simply had not written it yet. A wrong digit has none: it
    /// must go, and saying so gives nothing away.
    #[must_use]
    pub fn nudge(self) -> Option<String> {
        match self {
            Mistake::MissingNote { cell, .. } => Some(format!(
                "Check your notes in {cell}: the digit that goes there is not among them."
            )),
            Mistake::WrongDigit { .. } => None,
        }
    }
}

/// The whole mistake as the player reads it (no closing full stop, so a caller can go on
/// with what fixing it does). A missing note never says "removed": the player may not have
/// written that digit yet.
impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mistake::WrongDigit { cell, entered, .. } => {
                write!(f, "{cell} is not {entered}: it contradicts the solution")
            }
            Mistake::MissingNote { cell, digit } => write!(
                f,
                "Your notes in {cell} leave out {digit}, the digit that goes there"
            ),
        }
    }
}

/// The first mistake in reading order: wrong digits first, then notes that miss the solution
/// digit. `entries` are the player's digits (givens there are ignored); `notes[cell]` is empty
/// for a cell without pencil marks, which is never a mistake.
#[must_use]
pub fn first_mistake(
    givens: &Grid,
    entries: &Grid,
    notes: &CellMap<DigitSet>,
    solution: &Grid,
) -> Option<Mistake> {
    let wrong = Cell::all().find_map(|cell| {
        let entered = entries.get(cell)?;
        let correct = solution.get(cell)?;
        (givens.get(cell).is_none() && entered != correct).then_some(Mistake::WrongDigit {
            cell,
            entered,
            correct,
        })
    });
    wrong.or_else(|| {
        Cell::all().find_map(|cell| {
            let marks = notes[cell];
            let digit = solution.get(cell)?;
            let open = givens.get(cell).is_none() && entries.get(cell).is_none();
            (open && !marks.is_empty() && !marks.contains(digit))
                .then_some(Mistake::MissingNote { cell, digit })
        })
    })
}

/// What a hint should say.
#[expect(
    clippy::large_enum_variant,
    reason = "a deduction is by far the most common answer; boxing it buys nothing"
)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// Fix this first.
    Mistake(Mistake),
    /// The next logical step on the player's candidates.
    Deduction(Deduction),
    /// No technique applies: a cell from the solution, to be labelled as revealed.
    Reveal { cell: Cell, digit: Digit },
    /// Nothing left to do.
    Solved,
}

/// The hint for a player's board: mistakes first, then logic on the player's candidates
/// (their notes where they have any), then a revealed cell.
#[must_use]
pub fn advise(givens: &Grid, entries: &Grid, notes: &CellMap<DigitSet>, solution: &Grid) -> Advice {
    if let Some(m) = first_mistake(givens, entries, notes, solution) {
        return Advice::Mistake(m);
    }
    let mut board = *givens;
    for cell in Cell::all() {
        if board.get(cell).is_none() {
            board.set(cell, entries.get(cell));
        }
    }
    let grid = Candidates::with_notes(&board, notes);
    if grid.is_solved() {
        return Advice::Solved;
    }
    if let Some(d) = Solver::from_candidates(&grid).next_deduction() {
        return Advice::Deduction(d);
    }
    reveal(&grid, solution).map_or(Advice::Solved, |(cell, digit)| Advice::Reveal {
        cell,
        digit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::test_support::cell;

    /// A valid solved grid (a shifted pattern).
    fn solution() -> Grid {
        let mut values = [0u8; 81];
        for (i, v) in values.iter_mut().enumerate() {
            let (r, c) = (i / 9, i % 9);
            *v = ((r * 3 + r / 3 + c) % 9) as u8 + 1;
        }
        Grid::from_values(values).expect("digits")
    }

    #[test]
    fn a_wrong_digit_comes_before_a_wrong_note() {
        let sol = solution();
        let givens = Grid::EMPTY;
        let mut entries = Grid::EMPTY;
        let mut notes = CellMap::filled(DigitSet::EMPTY);
        // r2c2 notes without its solution digit
        let true_digit = sol.get(cell(2, 2)).expect("full");
        notes[cell(2, 2)] = DigitSet::ALL.without(true_digit);
        let m = first_mistake(&givens, &entries, &notes, &sol).expect("note mistake");
        assert_eq!(
            m.to_string(),
            format!("Your notes in r2c2 leave out {true_digit}, the digit that goes there")
        );
        let nudge = m.nudge().expect("a missing note has a nudge");
        assert!(nudge.contains("r2c2"), "{nudge}");
        assert!(!nudge.contains(&true_digit.to_string()), "{nudge}");
        // a wrong digit in r3c4 is reported first, even though it comes later in reading order
        let correct = sol.get(cell(3, 4)).expect("full");
        let wrong = Digit::all().find(|&d| d != correct).expect("another digit");
        entries.set(cell(3, 4), Some(wrong));
        let m = first_mistake(&givens, &entries, &notes, &sol).expect("digit mistake");
        assert_eq!(
            m.to_string(),
            format!("r3c4 is not {wrong}: it contradicts the solution")
        );
        assert_eq!(m.nudge(), None);
        assert!(matches!(
            advise(&givens, &entries, &notes, &sol),
            Advice::Mistake(_)
        ));
    }

    #[test]
    fn a_clean_board_gets_a_deduction() {
        let sol = solution();
        let mut givens = sol;
        givens.set(cell(5, 5), None);
        givens.set(cell(1, 1), None);
        let notes = CellMap::filled(DigitSet::EMPTY);
        match advise(&givens, &Grid::EMPTY, &notes, &sol) {
            Advice::Deduction(d) => assert_eq!(d.placements.len(), 1),
            other => panic!("expected a deduction, got {other:?}"),
        }
    }
}
