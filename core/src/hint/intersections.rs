//! Locked Candidates: where a box meets a row or column. Pointing (type 1): a digit's places in
//! a box all lie on one line, so the rest of that line loses it. Claiming (type 2): a digit's
//! places on a line all lie in one box, so the rest of that box loses it.
//!
//! Order follows HoDoKu's search (boxes for pointing; rows, then columns for claiming; digits
//! ascending), and like HoDoKu only units with two or three places count: one place is a single.

use crate::cell::{CellSet, Digit, Unit};
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique, notation};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    let pointing = technique == Technique::LockedCandidatesPointing;
    let bases: Vec<Unit> = if pointing {
        (0..9).map(Unit::Box).collect()
    } else {
        (0..9).map(Unit::Row).chain((0..9).map(Unit::Col)).collect()
    };
    for base in bases {
        for digit in Digit::all() {
            let places = grid.positions_in(digit, base);
            if !(2..=3).contains(&places.len()) {
                continue;
            }
            let Some(target) = shared_unit(places, base, pointing) else {
                continue;
            };
            let victims = grid.positions_in(digit, target) - places;
            if victims.is_empty() {
                continue;
            }
            out.push(deduction(technique, digit, base, target, places, victims));
            if settings.first_only {
                return;
            }
        }
    }
}

/// The other unit all of `places` share: a line for pointing, the box for claiming.
fn shared_unit(places: CellSet, base: Unit, pointing: bool) -> Option<Unit> {
    let first = places.first()?;
    let [row, col, bx] = first.units();
    let candidates: &[Unit] = if pointing { &[row, col] } else { &[bx] };
    candidates
        .iter()
        .copied()
        .find(|u| *u != base && (places - u.cell_set()).is_empty())
}

fn deduction(
    technique: Technique,
    digit: Digit,
    base: Unit,
    target: Unit,
    places: CellSet,
    victims: CellSet,
) -> Deduction {
    let eliminations: Vec<_> = victims.iter().map(|c| (c, digit)).collect();
    let plain = format!(
        "In {base}, {digit} can only go in {}, which all lie in {target}; so {digit} can go nowhere else in {target}.",
        notation::cells(places)
    );
    Deduction {
        technique,
        placements: Vec::new(),
        explanation: format!(
            "{technique}: {digit} in {} => {}. {plain}",
            notation::unit(base),
            notation::eliminations(&eliminations)
        ),
        evidence: Evidence {
            cells: (base.cell_set() | target.cell_set()),
            candidates: places.iter().map(|c| (c, digit)).collect(),
            base_units: vec![base],
            cover_units: vec![target],
            ..Evidence::default()
        },
        eliminations,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::find_all;
    use crate::hint::test_support::{cell, digit, grid_with};

    #[test]
    fn pointing_clears_the_rest_of_the_row() {
        // Rows 1 and 2 of box 1 are full, so box 1's 5 must sit in row 3.
        let grid = grid_with(&[
            (1, 1, 1),
            (1, 2, 2),
            (1, 3, 3),
            (2, 1, 4),
            (2, 2, 6),
            (2, 3, 7),
        ]);
        let found = find_all(Technique::LockedCandidatesPointing, &grid);
        let hit = found
            .iter()
            .find(|d| {
                d.explanation
                    .starts_with("Locked Candidates Type 1 (Pointing): 5 in b1 => r3c456789<>5.")
            })
            .expect("pointing 5 in box 1");
        assert_eq!(hit.eliminations.len(), 6);
        assert_eq!(hit.evidence.cover_units, vec![Unit::Row(2)]);
    }

    #[test]
    fn claiming_clears_the_rest_of_the_box() {
        // Columns 4..9 of row 1 are full, so row 1's 7 must sit in box 1.
        let grid = grid_with(&[
            (1, 4, 1),
            (1, 5, 2),
            (1, 6, 3),
            (1, 7, 4),
            (1, 8, 5),
            (1, 9, 6),
        ]);
        let found = find_all(Technique::LockedCandidatesClaiming, &grid);
        let hit = found
            .iter()
            .find(|d| {
                d.explanation
                    .starts_with("Locked Candidates Type 2 (Claiming): 7 in r1 =>")
            })
            .expect("claiming 7 in row 1");
        assert_eq!(hit.eliminations.len(), 6);
        assert!(hit.eliminations.contains(&(cell(2, 1), digit(7))));
        assert!(
            hit.eliminations
                .iter()
                .all(|&(c, _)| c.block() == 0 && c.row() != 0)
        );
    }
}
