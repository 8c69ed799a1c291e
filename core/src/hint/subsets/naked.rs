//! Naked and locked subsets: n cells of a unit whose candidates together are exactly n digits.

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::{Candidates, Deduction, Settings, Technique, notation};

use super::{combinations, search_units, subset_deduction};

/// Which of HoDoKu's two names the search reports.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// Cells sharing a box and a line that clear both: found in boxes only.
    Locked,
    /// Every other naked subset.
    Naked,
}

pub(super) fn find(
    grid: &Candidates,
    n: usize,
    kind: Kind,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    let mut seen: Vec<CellSet> = Vec::new();
    for unit in search_units() {
        if kind == Kind::Locked && !matches!(unit, Unit::Box(_)) {
            break;
        }
        // cells with 1..=n candidates, in unit order
        let cells: Vec<Cell> = unit
            .cells()
            .into_iter()
            .filter(|&c| (1..=n).contains(&grid.candidates(c).len()))
            .collect();
        if cells.len() < n {
            continue;
        }
        let union_of = |idx: &[usize]| {
            idx.iter()
                .fold(DigitSet::EMPTY, |s, &i| s | grid.candidates(cells[i]))
        };
        let mut done = false;
        combinations(
            cells.len(),
            n,
            &mut |prefix| union_of(prefix).len() <= n,
            &mut |idx| {
                let digits = union_of(idx);
                if digits.len() != n {
                    return false;
                }
                let set: CellSet = idx.iter().map(|&i| cells[i]).collect();
                let Some(found) = subset(grid, set, digits) else {
                    return false;
                };
                if (found.locked == (kind == Kind::Locked)) && !seen.contains(&set) {
                    seen.push(set);
                    out.push(found.deduction);
                    if settings.first_only {
                        done = true;
                    }
                }
                done
            },
        );
        if done {
            return;
        }
    }
}

struct Found {
    deduction: Deduction,
    locked: bool,
}

/// The deduction of naked subset `cells` holding `digits`, if it eliminates anything.
fn subset(grid: &Candidates, cells: CellSet, digits: DigitSet) -> Option<Found> {
    let first = cells.first()?;
    // the units every cell shares, in HoDoKu's order: line, column, box
    let shared: Vec<Unit> = first
        .units()
        .into_iter()
        .filter(|u| (cells - u.cell_set()).is_empty())
        .collect();
    let own_box = Unit::Box(first.block() as u8);
    let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
    let mut cleared_units = 0;
    for &unit in &shared {
        let mut counted = false;
        for cell in unit.cells() {
            if cells.contains(cell) {
                continue;
            }
            for digit in (grid.candidates(cell) & digits).iter() {
                if !eliminations.contains(&(cell, digit)) {
                    eliminations.push((cell, digit));
                }
                // a line counts only where it leaves the box
                if !counted && (unit == own_box || cell.block() != first.block()) {
                    counted = true;
                    cleared_units += 1;
                }
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let n = cells.len();
    let in_box = shared.contains(&own_box);
    let locked = n < 4 && cleared_units > 1 && in_box && shared.len() == 2;
    let technique = match (n, locked) {
        (2, true) => Technique::LockedPair,
        (3, true) => Technique::LockedTriple,
        (2, false) => Technique::NakedPair,
        (3, false) => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    let cell_list: Vec<Cell> = cells.iter().collect();
    let digit_list: Vec<Digit> = digits.iter().collect();
    let where_ = notation::unit_words(&shared);
    let plain = format!(
        "{} can only hold {} between them, so those digits must go in these {} cells and leave the rest of {where_}.",
        notation::and_list(&cell_list),
        notation::and_list(&digit_list),
        notation::number_word(n),
    );
    let deduction = subset_deduction(grid, technique, cells, digits, shared, eliminations, &plain);
    Some(Found { deduction, locked })
}
