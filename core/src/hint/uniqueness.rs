//! Uniqueness techniques: a puzzle with one solution can never end in a "deadly pattern", two
//! digits on the four corners of a rectangle spanning two boxes, which could be swapped for a
//! second solution. Unique Rectangles (tests 1–6, Hidden Rectangle) avoid it among candidates,
//! Avoidable Rectangles among digits placed after the start (givens cannot be swapped), and
//! BUG+1 avoids a grid of nothing but bivalue cells.
//!
//! Like HoDoKu, these assume the puzzle has exactly one solution.

mod avoidable;
mod bug;
mod hidden;
mod rectangle;
mod rectangle_types;

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique};

use rectangle::Rect;

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    match technique {
        Technique::BugPlusOne => bug::find(grid, out),
        Technique::AvoidableRectangle1 | Technique::AvoidableRectangle2 => {
            avoidable::find(technique, grid, out);
        }
        _ => rectangle::for_each(
            grid,
            settings.allow_missing_candidates,
            |rect| match technique {
                Technique::HiddenRectangle => hidden::check(grid, rect, out),
                _ => rectangle_types::check(technique, grid, rect, out),
            },
        ),
    }
}

/// Build a rectangle deduction: HoDoKu's line (`Uniqueness Test 1: 1/3 in r5c89,r8c89 =>
/// r8c9<>1, r8c9<>3`) followed by the learner's sentence.
fn rect_step(
    technique: Technique,
    rect: &Rect,
    eliminations: Vec<(Cell, Digit)>,
    evidence: Evidence,
    plain: &str,
) -> Deduction {
    let mut eliminations = eliminations;
    eliminations.sort_unstable();
    eliminations.dedup();
    let (a, b) = rect.pair;
    let explanation = format!(
        "{technique}: {a}/{b} in {} => {}. {plain}",
        notation::cells(rect.cells()),
        notation::eliminations(&eliminations),
    );
    Deduction::eliminating(technique, eliminations, evidence, explanation)
}

/// The evidence every rectangle shares: its corners and their pair candidates.
fn rect_evidence(grid: &Candidates, rect: &Rect) -> Evidence {
    let (a, b) = rect.pair;
    let mut candidates = Vec::new();
    for cell in rect.cells().iter() {
        for d in [a, b] {
            if grid.has(cell, d) {
                candidates.push((cell, d));
            }
        }
    }
    Evidence {
        cells: rect.cells(),
        candidates,
        ..Evidence::default()
    }
}

/// `digit` wherever it is a candidate in `cells`.
fn all_of(grid: &Candidates, cells: CellSet, digit: Digit) -> Vec<(Cell, Digit)> {
    (cells & grid.positions(digit))
        .iter()
        .map(|c| (c, digit))
        .collect()
}

/// Each digit of `digits` wherever it is a candidate in `cells`.
fn all_of_each(grid: &Candidates, cells: CellSet, digits: DigitSet) -> Vec<(Cell, Digit)> {
    let mut out = Vec::new();
    for cell in cells.iter() {
        for d in (grid.candidates(cell) & digits).iter() {
            out.push((cell, d));
        }
    }
    out
}

/// Cells one by one, for a sentence: `r1c3, r3c3 and r5c3`.
fn listed(cells: CellSet) -> String {
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// The unit two cells share that a sentence should name: row, column, then box.
fn shared_units(a: Cell, b: Cell) -> impl Iterator<Item = Unit> {
    a.units()
        .into_iter()
        .filter(move |u| a != b && u.cell_set().contains(b))
}

#[cfg(test)]
mod tests;
