//! Why the search backs up: the evidence behind a dead end, in the words the watch shows and
//! the trace writes.
//!
//! A scanning search (row-major, blanks, mrv) gives up on a cell when every digit 1–9 is
//! already in one of its units; [`nothing_fits`] names, for each digit, a unit of the cell
//! holding it. The propagating search works on candidates that locked candidates may also have
//! thinned, so its dead ends are stated as what went wrong: a cell with no candidate left, or
//! a digit with no place left in a unit.

use std::fmt;

use crate::cell::{Cell, Digit, DigitSet, Unit};
use crate::grid::Grid;
use crate::solver::{Cause, Event};

/// One digit ruled out of a cell, and a unit of the cell that already holds it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RuledOut {
    pub digit: Digit,
    pub unit: Unit,
}

/// For every digit 1–9 in order, the first unit of `cell` (its row, then its column, then its
/// box) in which `grid` holds that digit; `None` unless all nine are held, that is unless
/// nothing fits `cell`.
#[must_use]
pub fn nothing_fits(grid: &Grid, cell: Cell) -> Option<[RuledOut; 9]> {
    let held: [DigitSet; 3] = cell.units().map(|unit| {
        unit.cells()
            .into_iter()
            .filter_map(|c| grid.get(c))
            .collect()
    });
    let mut why = [RuledOut {
        digit: Digit::from_index(0),
        unit: cell.units()[0],
    }; 9];
    for (slot, digit) in why.iter_mut().zip(DigitSet::ALL.iter()) {
        let unit = (0..3).find(|&i| held[i].contains(digit))?;
        *slot = RuledOut {
            digit,
            unit: cell.units()[unit],
        };
    }
    Some(why)
}

/// `1 2 3 in row 5, 4 7 in column 9, 5 6 8 9 in box 6`: the digits grouped by unit, in the
/// order row, column, box.
#[must_use]
pub fn words(why: &[RuledOut]) -> String {
    let mut units: Vec<Unit> = Vec::with_capacity(3);
    for r in why {
        if !units.contains(&r.unit) {
            units.push(r.unit);
        }
    }
    units.sort_by_key(|u| u.index() / 9);
    units
        .iter()
        .map(|&unit| {
            let digits: Vec<String> = why
                .iter()
                .filter(|r| r.unit == unit)
                .map(|r| r.digit.to_string())
                .collect();
            format!("{} in {unit}", digits.join(" "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a dead end was, with its evidence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DeadEnd {
    /// Every digit is in a unit of `cell` (the scanning strategies).
    NothingFits { cell: Cell, why: [RuledOut; 9] },
    /// Propagation left `cell` without a candidate.
    NoCandidate { cell: Cell },
    /// Propagation left `digit` without a place in `unit`.
    NoPlace { unit: Unit, digit: Digit },
    /// Each candidate of `cell`, placed, leads propagation to a dead end.
    Refuted { cell: Cell },
}

impl DeadEnd {
    /// The dead end `event` reports, on `grid` as it stands after the event; `None` for any
    /// other event. `scanning`: the search that took the step places digits only where no
    /// unit holds them, so the grid alone explains its dead ends.
    #[must_use]
    pub fn of(event: &Event, grid: &Grid, scanning: bool) -> Option<Self> {
        let Event::Backtrack { cell, cause, .. } = *event else {
            return None;
        };
        match cause {
            Cause::Empty if scanning => match nothing_fits(grid, cell) {
                Some(why) => Some(DeadEnd::NothingFits { cell, why }),
                None => Some(DeadEnd::NoCandidate { cell }),
            },
            Cause::Empty => Some(DeadEnd::NoCandidate { cell }),
            Cause::NoPlace { unit, digit } => Some(DeadEnd::NoPlace { unit, digit }),
            Cause::Refuted => Some(DeadEnd::Refuted { cell }),
            Cause::Exhausted => None,
        }
    }

    /// The units whose contents make the case (shaded on the board).
    #[must_use]
    pub fn units(&self) -> Vec<Unit> {
        match self {
            DeadEnd::NothingFits { why, .. } => {
                let mut units: Vec<Unit> = Vec::with_capacity(3);
                for r in why {
                    if !units.contains(&r.unit) {
                        units.push(r.unit);
                    }
                }
                units
            }
            DeadEnd::NoCandidate { cell } | DeadEnd::Refuted { cell } => cell.units().to_vec(),
            DeadEnd::NoPlace { unit, .. } => vec![*unit],
        }
    }
}

/// `r5c9: nothing fits — 1 2 3 in row 5, …`, `r3c3 has no candidate left`,
/// `no place for 7 in row 4`.
impl fmt::Display for DeadEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeadEnd::NothingFits { cell, why } => {
                write!(f, "{cell}: nothing fits — {}", words(why))
            }
            DeadEnd::NoCandidate { cell } => write!(f, "{cell} has no candidate left"),
            DeadEnd::NoPlace { unit, digit } => write!(f, "no place for {digit} in {unit}"),
            DeadEnd::Refuted { cell } => {
                write!(f, "every candidate of {cell} leads to a dead end")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        let values: Vec<u8> = line
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        Grid::from_values(values.try_into().expect("81 cells")).expect("a grid")
    }

    #[test]
    fn every_digit_is_named_with_a_unit_that_holds_it() {
        // r1c9 is empty: 1–8 are in row 1, 9 is in column 9.
        let g = grid(&format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)));
        let cell = Cell::at(0, 8).expect("r1c9");
        let why = nothing_fits(&g, cell).expect("nothing fits");
        assert_eq!(words(&why), "1 2 3 4 5 6 7 8 in row 1, 9 in column 9");
        let dead = DeadEnd::NothingFits { cell, why };
        assert_eq!(
            dead.to_string(),
            "r1c9: nothing fits — 1 2 3 4 5 6 7 8 in row 1, 9 in column 9"
        );
        assert_eq!(dead.units(), vec![Unit::Row(0), Unit::Col(8)]);
    }

    #[test]
    fn a_cell_with_room_has_no_case_against_it() {
        let g = grid(&format!("1234567..{}", ".".repeat(72)));
        assert_eq!(nothing_fits(&g, Cell::at(0, 8).expect("r1c9")), None);
    }
}
