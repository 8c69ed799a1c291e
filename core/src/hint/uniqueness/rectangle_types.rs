//! The six types of unique rectangle, HoDoKu's Uniqueness Tests 1–6, on one rectangle:
//! 1. three corners hold only the pair: the fourth is neither pair digit;
//! 2. and 5. every extra corner holds the same single extra digit `x` (two in a line: type 2,
//!    otherwise type 5): one of them is `x`, so cells seeing them all are not `x`;
//! 3. two extra corners in a house act as one cell of their extras, which may lock a naked
//!    subset with other cells of the house;
//! 4. two extra corners in a line, and in a house they share one pair digit appears only
//!    there: that digit is in one of them, so neither is the other pair digit;
//! 6. two extra corners on a diagonal, and a pair digit appears in their rows and columns only
//!    at the corners: it sits on the bivalue diagonal, so the extra corners lose it.

use super::rectangle::Rect;
use super::{all_of, all_of_each, listed, rect_evidence, rect_step, shared_units};
use crate::cell::{Cell, CellSet, Unit};
use crate::hint::notation;
use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn check(
    technique: Technique,
    grid: &Candidates,
    rect: &Rect,
    out: &mut Vec<Deduction>,
) {
    match technique {
        Technique::UniquenessTest1 => type_1(grid, rect, out),
        Technique::UniquenessTest2 | Technique::UniquenessTest5 => {
            type_2_or_5(technique, grid, rect, out);
        }
        Technique::UniquenessTest3 => type_3(grid, rect, out),
        Technique::UniquenessTest4 => type_4(grid, rect, out),
        Technique::UniquenessTest6 => type_6(grid, rect, out),
        _ => {}
    }
}

fn type_1(grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    let Some(target) = rect.extra.first().filter(|_| rect.two.len() == 3) else {
        return;
    };
    let (a, b) = rect.pair;
    let eliminations = all_of_each(grid, CellSet::EMPTY.with(target), rect.mask());
    if eliminations.is_empty() {
        return;
    }
    let plain = format!(
        "If {target} were {a} or {b}, the four corners would hold only {a} and {b} on two rows, \
         two columns and two boxes, and the two digits could be swapped for a second solution. \
         So {target} is neither."
    );
    let evidence = rect_evidence(grid, rect);
    out.push(rect_step(
        Technique::UniquenessTest1,
        rect,
        eliminations,
        evidence,
        &plain,
    ));
}

fn type_2_or_5(technique: Technique, grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    if !(1..=2).contains(&rect.two.len()) {
        return;
    }
    let Some(x) = rect.extras(grid).only() else {
        return;
    };
    let seeing = rect
        .extra
        .iter()
        .fold(grid.positions(x), |acc, c| acc & c.peers());
    if seeing.is_empty() {
        return;
    }
    let mut extra = rect.extra.iter();
    let (Some(i1), Some(i2)) = (extra.next(), extra.next()) else {
        return;
    };
    let in_line = rect.extra.len() == 2 && (i1.row() == i2.row() || i1.col() == i2.col());
    let found = if in_line {
        Technique::UniquenessTest2
    } else {
        Technique::UniquenessTest5
    };
    if found != technique {
        return;
    }
    let corners = listed(rect.extra);
    let plain = format!(
        "Unless one of {corners} is {x}, the rectangle would hold only {} and {}: a deadly \
         pattern. So one of them is {x}, and every cell seeing all of them is not.",
        rect.pair.0, rect.pair.1
    );
    let mut evidence = rect_evidence(grid, rect);
    evidence.fins = all_of(grid, rect.extra, x);
    out.push(rect_step(
        technique,
        rect,
        all_of(grid, seeing, x),
        evidence,
        &plain,
    ));
}

fn type_3(grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    if rect.two.len() != 2 {
        return;
    }
    let extras = rect.extras(grid);
    let mut extra = rect.extra.iter();
    let (Some(i1), Some(i2)) = (extra.next(), extra.next()) else {
        return;
    };
    for house in shared_units(i1, i2) {
        // Cells that may join the virtual cell: empty, outside the rectangle, without the pair.
        let mut pool = [Cell::from_index(0); 9];
        let mut size = 0;
        for c in (house.cell_set() - rect.cells()).iter() {
            let cands = grid.candidates(c);
            if !cands.is_empty() && (cands & rect.mask()).is_empty() {
                pool[size] = c;
                size += 1;
            }
        }
        let pool = &pool[..size];
        for subset in 1u32..(1 << pool.len()) {
            let mut cells = rect.extra;
            let mut digits = extras;
            for (k, &c) in pool.iter().enumerate() {
                if subset & (1 << k) != 0 {
                    cells.insert(c);
                    digits |= grid.candidates(c);
                }
            }
            // The two extra corners count as one cell.
            if digits.len() + 1 != cells.len() {
                continue;
            }
            if matches!(house, Unit::Box(_)) && in_one_line(cells) {
                continue; // already found in that row or column
            }
            let mut houses = vec![house];
            if !matches!(house, Unit::Box(_))
                && let Some(block) = one_box(cells)
            {
                houses.push(block);
            }
            let mut targets = CellSet::EMPTY;
            for h in &houses {
                targets |= h.cell_set();
            }
            let targets = targets - cells;
            let eliminations = all_of_each(grid, targets, digits);
            if eliminations.is_empty() {
                continue;
            }
            let joined = notation::cells(cells - rect.extra);
            let plain = format!(
                "One of {} must hold a digit other than {} and {} (else a deadly pattern), so \
                 together they act as one cell with {}; with {joined} they form a naked \
                 subset of {} in {}, which no other cell there can hold.",
                listed(rect.extra),
                rect.pair.0,
                rect.pair.1,
                extras,
                digits,
                houses
                    .iter()
                    .map(Unit::to_string)
                    .collect::<Vec<_>>()
                    .join(" and "),
            );
            let mut evidence = rect_evidence(grid, rect);
            evidence.fins = all_of_each(grid, cells, digits);
            evidence.base_units = houses;
            out.push(rect_step(
                Technique::UniquenessTest3,
                rect,
                eliminations,
                evidence,
                &plain,
            ));
        }
    }
}

fn in_one_line(cells: CellSet) -> bool {
    let Some(first) = cells.first() else {
        return false;
    };
    cells.iter().all(|c| c.row() == first.row()) || cells.iter().all(|c| c.col() == first.col())
}

fn one_box(cells: CellSet) -> Option<Unit> {
    let first = cells.first()?;
    cells
        .iter()
        .all(|c| c.block() == first.block())
        .then_some(Unit::Box(first.block() as u8))
}

fn type_4(grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    if rect.two.len() != 2 {
        return;
    }
    let mut extra = rect.extra.iter();
    let (Some(i1), Some(i2)) = (extra.next(), extra.next()) else {
        return;
    };
    if i1.row() != i2.row() && i1.col() != i2.col() {
        return;
    }
    let (a, b) = rect.pair;
    for (locked, gone) in [(a, b), (b, a)] {
        // A house of both corners where `locked` appears only at them.
        let Some(house) =
            shared_units(i1, i2).find(|u| (grid.positions_in(locked, *u) - rect.extra).is_empty())
        else {
            continue;
        };
        let eliminations = all_of(grid, rect.extra, gone);
        if eliminations.is_empty() {
            continue;
        }
        let plain = format!(
            "In {house}, {locked} can only be in {i1} or {i2}, so one of them is {locked}; if \
             the other were {gone}, the rectangle would be a deadly pattern. So neither is {gone}."
        );
        let mut evidence = rect_evidence(grid, rect);
        evidence.base_units = vec![house];
        out.push(rect_step(
            Technique::UniquenessTest4,
            rect,
            eliminations,
            evidence,
            &plain,
        ));
    }
}

fn type_6(grid: &Candidates, rect: &Rect, out: &mut Vec<Deduction>) {
    if rect.two.len() != 2 {
        return;
    }
    let mut extra = rect.extra.iter();
    let (Some(i1), Some(i2)) = (extra.next(), extra.next()) else {
        return;
    };
    if i1.row() == i2.row() || i1.col() == i2.col() {
        return;
    }
    let lines: CellSet = [
        Unit::Row(i1.row() as u8),
        Unit::Row(i2.row() as u8),
        Unit::Col(i1.col() as u8),
        Unit::Col(i2.col() as u8),
    ]
    .iter()
    .fold(CellSet::EMPTY, |acc, u| acc | u.cell_set())
        - rect.cells();
    let (a, b) = rect.pair;
    for digit in [a, b] {
        if !(grid.positions(digit) & lines).is_empty() {
            continue;
        }
        let eliminations = all_of(grid, rect.extra, digit);
        if eliminations.is_empty() {
            continue;
        }
        let other = if digit == a { b } else { a };
        let plain = format!(
            "In the rectangle's rows and columns, {digit} appears only at its corners, so it \
             fills one diagonal. On the diagonal {i1},{i2} the other corners would both be \
             {other}: a deadly pattern. So {i1} and {i2} are not {digit}."
        );
        out.push(rect_step(
            Technique::UniquenessTest6,
            rect,
            eliminations,
            rect_evidence(grid, rect),
            &plain,
        ));
    }
}
