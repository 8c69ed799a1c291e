//! Fish: X-Wing, Swordfish and Jellyfish, with their finned and sashimi forms, and the Franken
//! and Mutant generalisations (boxes, or any units, as base and cover sets). Siamese fish
//! (two finned fish on the same base units) are reported when `Settings::siamese_fish` is on.
//!
//! The search (`fish/search.rs`) runs digits 1→9, rows as base units first, then columns, the
//! way HoDoKu does, so with `first_only` the solving loop applies HoDoKu's fish.

mod barren;
mod describe;
mod search;
mod siamese;

use crate::cell::{Digit, Unit};
use crate::hint::{Candidates, Deduction, Settings, Technique};

use search::{Fish, Search, Shape};

/// HoDoKu's limits on fins in the solver and the regression library.
const MAX_FINS: usize = 5;
const MAX_ENDO_FINS: usize = 2;

pub(crate) use barren::Barren as Cache;

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    barren: &mut Cache,
    out: &mut Vec<Deduction>,
) {
    let Some((shape, size, finned)) = spec(technique) else {
        return;
    };
    let siamese = settings.siamese_fish;
    let first_only = settings.first_only && !siamese;
    let mut found: Vec<(Fish, Technique)> = Vec::new();
    'digits: for digit in Digit::all() {
        let search = Search {
            digit,
            size,
            shape,
            without_fins: !finned,
            with_fins: finned,
            max_fins: MAX_FINS,
            max_endo_fins: MAX_ENDO_FINS,
        };
        let orientations: &[bool] = if shape == Shape::Mutant {
            &[true]
        } else {
            &[true, false]
        };
        for &lines in orientations {
            let key = barren::Key::new(&search, lines, grid.positions(digit));
            if barren.known(&key) {
                continue;
            }
            let mut any = false;
            let stopped = search::run(grid, &search, lines, &mut |fish| {
                any = true;
                let Some(kind) = classify(&fish) else {
                    return false;
                };
                let wanted = kind == technique;
                if wanted || (siamese && category(kind) == category(technique)) {
                    found.push((fish, kind));
                }
                wanted && first_only
            });
            if !any {
                barren.remember(key);
            }
            if stopped {
                break 'digits;
            }
        }
    }
    for (fish, kind) in &found {
        if *kind == technique {
            out.push(describe::deduction(grid, std::slice::from_ref(fish), *kind));
        }
    }
    if siamese {
        for (pair, kind) in siamese::pairs(&found) {
            if kind == technique {
                out.push(describe::deduction(grid, &pair, kind));
            }
        }
    }
}

/// The search a technique needs: shape, size, and whether it has fins.
fn spec(technique: Technique) -> Option<(Shape, usize, bool)> {
    use Technique as T;
    Some(match technique {
        T::XWing => (Shape::Basic, 2, false),
        T::Swordfish => (Shape::Basic, 3, false),
        T::Jellyfish => (Shape::Basic, 4, false),
        T::FinnedXWing | T::SashimiXWing => (Shape::Basic, 2, true),
        T::FinnedSwordfish | T::SashimiSwordfish => (Shape::Basic, 3, true),
        T::FinnedJellyfish | T::SashimiJellyfish => (Shape::Basic, 4, true),
        T::FrankenXWing => (Shape::Franken, 2, false),
        T::FrankenSwordfish => (Shape::Franken, 3, false),
        T::FrankenJellyfish => (Shape::Franken, 4, false),
        T::FinnedFrankenXWing => (Shape::Franken, 2, true),
        T::FinnedFrankenSwordfish => (Shape::Franken, 3, true),
        T::FinnedFrankenJellyfish => (Shape::Franken, 4, true),
        T::MutantXWing => (Shape::Mutant, 2, false),
        T::MutantSwordfish => (Shape::Mutant, 3, false),
        T::MutantJellyfish => (Shape::Mutant, 4, false),
        T::FinnedMutantXWing => (Shape::Mutant, 2, true),
        T::FinnedMutantSwordfish => (Shape::Mutant, 3, true),
        T::FinnedMutantJellyfish => (Shape::Mutant, 4, true),
        T::FinnedMutantSquirmbag => (Shape::Mutant, 5, true),
        T::FinnedMutantWhale => (Shape::Mutant, 6, true),
        _ => return None,
    })
}

const ROW: u8 = 1;
const COL: u8 = 2;
const BOX: u8 = 4;

fn unit_mask(units: &[Unit]) -> u8 {
    units.iter().fold(0, |m, u| {
        m | match u {
            Unit::Row(_) => ROW,
            Unit::Col(_) => COL,
            Unit::Box(_) => BOX,
        }
    })
}

/// HoDoKu's name for a fish, from the kinds of its units, its fins and its size.
fn classify(fish: &Fish) -> Option<Technique> {
    use Technique as T;
    let (b, c) = (unit_mask(&fish.base), unit_mask(&fish.cover));
    let basic = (b == ROW && c == COL) || (b == COL && c == ROW);
    let franken = ((b == ROW || b == ROW | BOX) && (c == COL || c == COL | BOX))
        || ((b == COL || b == COL | BOX) && (c == ROW || c == ROW | BOX));
    let all_fins = fish.fins | fish.endo_fins;
    let sashimi = basic && fish.per_base.iter().any(|set| (*set - all_fins).len() <= 1);
    let finned = fish.finned_search;
    let table: [T; 3] = match (basic, franken, sashimi, finned) {
        (true, _, true, _) => [T::SashimiXWing, T::SashimiSwordfish, T::SashimiJellyfish],
        (true, _, false, true) => [T::FinnedXWing, T::FinnedSwordfish, T::FinnedJellyfish],
        (true, _, false, false) => [T::XWing, T::Swordfish, T::Jellyfish],
        (false, true, _, true) => [
            T::FinnedFrankenXWing,
            T::FinnedFrankenSwordfish,
            T::FinnedFrankenJellyfish,
        ],
        (false, true, _, false) => [T::FrankenXWing, T::FrankenSwordfish, T::FrankenJellyfish],
        (false, false, _, true) => match fish.base.len() {
            5 => return Some(T::FinnedMutantSquirmbag),
            6 => return Some(T::FinnedMutantWhale),
            _ => [
                T::FinnedMutantXWing,
                T::FinnedMutantSwordfish,
                T::FinnedMutantJellyfish,
            ],
        },
        (false, false, _, false) => [T::MutantXWing, T::MutantSwordfish, T::MutantJellyfish],
    };
    table.get(fish.base.len().checked_sub(2)?).copied()
}

/// HoDoKu's solution categories for fish: siamese fish pair within one category.
fn category(technique: Technique) -> u8 {
    use Technique as T;
    match technique {
        T::XWing | T::Swordfish | T::Jellyfish => 0,
        T::FinnedXWing
        | T::FinnedSwordfish
        | T::FinnedJellyfish
        | T::SashimiXWing
        | T::SashimiSwordfish
        | T::SashimiJellyfish => 1,
        T::FrankenXWing | T::FrankenSwordfish | T::FrankenJellyfish => 2,
        T::FinnedFrankenXWing | T::FinnedFrankenSwordfish | T::FinnedFrankenJellyfish => 3,
        T::MutantXWing | T::MutantSwordfish | T::MutantJellyfish => 4,
        _ => 5,
    }
}

#[cfg(test)]
mod tests;
