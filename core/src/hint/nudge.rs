//! The first, gentlest level of a hint: which technique to look for and where ("Look at box 5
//! for a Hidden Single."), without giving away what it finds.

use crate::cell::{CellSet, Digit, Unit};
use crate::hint::{Deduction, Technique, notation};

/// Where to look, derived from a deduction's evidence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Nudge {
    pub technique: Technique,
    /// The units to look at (empty when the pattern spans the grid).
    pub units: Vec<Unit>,
    /// The cells to draw attention to.
    pub cells: CellSet,
    /// The digit the pattern is about, when there is only one.
    pub digit: Option<Digit>,
    /// The sentence for the player.
    pub text: String,
}

/// The nudge for a deduction.
#[must_use]
pub fn of(deduction: &Deduction) -> Nudge {
    let technique = deduction.technique;
    let ev = &deduction.evidence;
    let digit = single_digit(deduction);
    let cells = if ev.cells.is_empty() {
        deduction
            .placements
            .iter()
            .chain(&deduction.eliminations)
            .map(|&(c, _)| c)
            .collect()
    } else {
        ev.cells
    };
    let units: Vec<Unit> = if technique == Technique::NakedSingle {
        Vec::new()
    } else if !ev.base_units.is_empty() {
        ev.base_units.clone()
    } else {
        enclosing_unit(cells).into_iter().collect()
    };
    let place = match (technique, deduction.placements.first()) {
        (Technique::NakedSingle, Some(&(cell, _))) => cell.to_string(),
        _ if !units.is_empty() => notation::unit_words(&units),
        _ => "the whole grid".to_owned(),
    };
    let what = match digit {
        Some(d) if technique != Technique::NakedSingle && technique != Technique::FullHouse => {
            format!("the {d}s in {place}")
        }
        _ => place,
    };
    let name = technique.name();
    let text = format!("Look at {what} for {}{name}.", article(name));
    Nudge {
        technique,
        units,
        cells,
        digit,
        text,
    }
}

/// The nudge's sentence.
#[must_use]
pub fn nudge(deduction: &Deduction) -> String {
    of(deduction).text
}

/// The one digit of the pattern, if it is about one digit only.
fn single_digit(deduction: &Deduction) -> Option<Digit> {
    let ev = &deduction.evidence;
    let mut digits = ev
        .candidates
        .iter()
        .chain(&ev.fins)
        .chain(&deduction.placements)
        .map(|&(_, d)| d);
    let first = digits.next()?;
    digits.all(|d| d == first).then_some(first)
}

/// A box, row or column holding every cell, preferring the box.
fn enclosing_unit(cells: CellSet) -> Option<Unit> {
    let first = cells.first()?;
    let [row, col, bx] = first.units();
    [bx, row, col]
        .into_iter()
        .find(|u| (cells - u.cell_set()).is_empty())
}

/// `a `, `an ` or nothing (for names that are plural, like Locked Candidates or Simple Colors).
fn article(name: &str) -> &'static str {
    if name.starts_with("Locked Candidates") || name.contains("Colors") {
        return "";
    }
    match name.chars().next() {
        Some('A' | 'E' | 'I' | 'O' | 'X') => "an ",
        _ => "a ",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::find_all;
    use crate::hint::test_support::grid_with;

    #[test]
    fn hidden_single_points_at_its_box() {
        let grid = grid_with(&[(1, 1, 1), (2, 7, 1), (5, 4, 1), (6, 5, 1)]);
        let found = find_all(Technique::HiddenSingle, &grid);
        let d = found
            .iter()
            .find(|d| d.evidence.base_units == vec![Unit::Box(1)])
            .expect("hidden single in box 2");
        let n = of(d);
        assert_eq!(n.text, "Look at the 1s in box 2 for a Hidden Single.");
        assert_eq!(n.units, vec![Unit::Box(1)]);
    }

    #[test]
    fn articles_fit_the_name() {
        assert_eq!(article("X-Wing"), "an ");
        assert_eq!(article("Uniqueness Test 1"), "a ");
        assert_eq!(article("Locked Candidates Type 1 (Pointing)"), "");
    }
}
