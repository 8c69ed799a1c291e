//! Hidden subsets: n digits of a unit that fit in exactly n cells, which then hold nothing else.

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::{Candidates, Deduction, Settings, Technique, notation};

use super::{combinations, search_units, subset_deduction};

pub(super) fn find(grid: &Candidates, n: usize, settings: &Settings, out: &mut Vec<Deduction>) {
    for unit in search_units() {
        if grid.empty_in(unit).len() <= n {
            continue;
        }
        // digits with 1..=n places in the unit, ascending, with their places as unit bits
        let digits: Vec<(Digit, u16)> = Digit::all()
            .map(|d| (d, grid.unit_mask(d, unit)))
            .filter(|&(_, m)| (1..=n).contains(&(m.count_ones() as usize)))
            .collect();
        if digits.len() < n {
            continue;
        }
        let mut done = false;
        combinations(digits.len(), n, &mut |_| true, &mut |idx| {
            let places = idx.iter().fold(0u16, |m, &i| m | digits[i].1);
            if places.count_ones() as usize != n {
                return false;
            }
            let set: DigitSet = idx.iter().map(|&i| digits[i].0).collect();
            if let Some(deduction) = subset(grid, unit, places, set) {
                out.push(deduction);
                done = settings.first_only;
            }
            done
        });
        if done {
            return;
        }
    }
}

fn subset(grid: &Candidates, unit: Unit, places: u16, digits: DigitSet) -> Option<Deduction> {
    let cells: CellSet = unit
        .cells()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| places & (1 << i) != 0)
        .map(|(_, c)| c)
        .collect();
    let eliminations: Vec<(Cell, Digit)> = cells
        .iter()
        .flat_map(|c| (grid.candidates(c) - digits).iter().map(move |d| (c, d)))
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let technique = match cells.len() {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let cell_list: Vec<Cell> = cells.iter().collect();
    let digit_list: Vec<Digit> = digits.iter().collect();
    let plain = format!(
        "In {unit}, {} can only go in {}, so those cells hold these digits and nothing else.",
        notation::and_list(&digit_list),
        notation::and_list(&cell_list),
    );
    Some(subset_deduction(
        grid,
        technique,
        cells,
        digits,
        vec![unit],
        eliminations,
        &plain,
    ))
}
