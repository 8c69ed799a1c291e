//! Subsets: n cells of a unit that between them hold exactly n digits (naked), or n digits of
//! a unit that between them fit in exactly n cells (hidden). Either way those digits are locked
//! into those cells. A naked pair or triple that also shares a box with a line is a Locked
//! Pair/Triple, HoDoKu's name when it clears both the line and the box.
//!
//! Order follows HoDoKu's search: boxes, then rows, then columns; cells (naked) or digits
//! (hidden) in combination order within a unit.

mod hidden;
mod naked;

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique, notation};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::LockedPair => naked::find(grid, 2, naked::Kind::Locked, settings, out),
        T::LockedTriple => naked::find(grid, 3, naked::Kind::Locked, settings, out),
        T::NakedPair => naked::find(grid, 2, naked::Kind::Naked, settings, out),
        T::NakedTriple => naked::find(grid, 3, naked::Kind::Naked, settings, out),
        T::NakedQuad => naked::find(grid, 4, naked::Kind::Naked, settings, out),
        T::HiddenPair => hidden::find(grid, 2, settings, out),
        T::HiddenTriple => hidden::find(grid, 3, settings, out),
        T::HiddenQuad => hidden::find(grid, 4, settings, out),
        _ => {}
    }
}

/// Units in HoDoKu's subset search order: boxes, rows, columns.
fn search_units() -> impl Iterator<Item = Unit> {
    (0..9)
        .map(Unit::Box)
        .chain((0..9).map(Unit::Row))
        .chain((0..9).map(Unit::Col))
}

/// Calls `visit` with every `n`-element combination of `0..len`, in lexicographic order, as
/// long as `keep` accepts each prefix (its argument is the prefix); stops when `visit` says so.
fn combinations(
    len: usize,
    n: usize,
    keep: &mut dyn FnMut(&[usize]) -> bool,
    visit: &mut dyn FnMut(&[usize]) -> bool,
) {
    fn rec(
        start: usize,
        len: usize,
        n: usize,
        chosen: &mut Vec<usize>,
        keep: &mut dyn FnMut(&[usize]) -> bool,
        visit: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == n {
            return visit(chosen);
        }
        for i in start..len {
            chosen.push(i);
            let stop = keep(chosen) && rec(i + 1, len, n, chosen, keep, visit);
            chosen.pop();
            if stop {
                return true;
            }
        }
        false
    }
    let mut chosen = Vec::with_capacity(n);
    rec(0, len, n, &mut chosen, keep, visit);
}

/// The deduction both kinds of subset make: `digits` are locked into `cells` (found in
/// `base_units`), which clears `eliminations`; `plain` says why in words. The evidence shows
/// the subset's digits in its cells, in unit order.
fn subset_deduction(
    grid: &Candidates,
    technique: Technique,
    cells: CellSet,
    digits: DigitSet,
    base_units: Vec<Unit>,
    eliminations: Vec<(Cell, Digit)>,
    plain: &str,
) -> Deduction {
    let candidates = cells
        .iter()
        .flat_map(|c| (grid.candidates(c) & digits).iter().map(move |d| (c, d)))
        .collect();
    Deduction {
        technique,
        placements: Vec::new(),
        explanation: format!(
            "{technique}: {} in {} => {}. {plain}",
            notation::digit_list(digits),
            notation::cells(cells),
            notation::eliminations(&eliminations)
        ),
        evidence: Evidence {
            cells,
            candidates,
            base_units,
            ..Evidence::default()
        },
        eliminations,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::find_all;
    use crate::hint::test_support::{cell, digit, grid_from, without};

    const EMPTY: &str =
        ".................................................................................";

    /// An empty grid where each listed cell of row 1 keeps only `keep`.
    fn row1_with(keep: &[(usize, &str)]) -> Candidates {
        let removed: Vec<(usize, usize, String)> = keep
            .iter()
            .map(|&(c, digits)| {
                let gone: String = "123456789"
                    .chars()
                    .filter(|ch| !digits.contains(*ch))
                    .collect();
                (1, c, gone)
            })
            .collect();
        let removed: Vec<(usize, usize, &str)> = removed
            .iter()
            .map(|(r, c, s)| (*r, *c, s.as_str()))
            .collect();
        without(grid_from(EMPTY), &removed)
    }

    fn only(technique: Technique, grid: &Candidates) -> Deduction {
        let found = find_all(technique, grid);
        assert_eq!(found.len(), 1, "{technique}: {found:#?}");
        found.into_iter().next().expect("one")
    }

    #[test]
    fn naked_pair_across_boxes_clears_the_row() {
        let grid = row1_with(&[(1, "47"), (5, "47")]);
        let d = only(Technique::NakedPair, &grid);
        assert!(
            d.explanation
                .starts_with("Naked Pair: 4,7 in r1c15 => r1c2346789<>4, r1c2346789<>7.")
        );
        assert!(find_all(Technique::LockedPair, &grid).is_empty());
    }

    #[test]
    fn locked_pair_clears_row_and_box() {
        let grid = row1_with(&[(1, "47"), (2, "47")]);
        let d = only(Technique::LockedPair, &grid);
        assert_eq!(d.eliminations.len(), 2 * (7 + 6));
        assert_eq!(d.evidence.base_units, vec![Unit::Row(0), Unit::Box(0)]);
        assert!(find_all(Technique::NakedPair, &grid).is_empty());
    }

    #[test]
    fn naked_triple_with_two_digits_per_cell() {
        let grid = row1_with(&[(1, "12"), (5, "23"), (9, "13")]);
        let d = only(Technique::NakedTriple, &grid);
        assert_eq!(d.eliminations.len(), 3 * 6);
    }

    #[test]
    fn locked_triple_in_one_box_line() {
        let grid = row1_with(&[(1, "12"), (2, "23"), (3, "13")]);
        let d = only(Technique::LockedTriple, &grid);
        assert!(d.eliminations.contains(&(cell(3, 3), digit(2))));
        assert!(d.eliminations.contains(&(cell(1, 9), digit(1))));
    }

    #[test]
    fn naked_quad() {
        let grid = row1_with(&[(1, "12"), (4, "23"), (6, "34"), (9, "14")]);
        let d = only(Technique::NakedQuad, &grid);
        assert_eq!(d.eliminations.len(), 4 * 5);
    }

    /// An empty grid where `digits` are gone from row 1 except at `cols`.
    fn hidden_in_row1(digits: &str, cols: &[usize]) -> Candidates {
        let removed: Vec<(usize, usize, &str)> = (1..=9)
            .filter(|c| !cols.contains(c))
            .map(|c| (1, c, digits))
            .collect();
        without(grid_from(EMPTY), &removed)
    }

    #[test]
    fn hidden_pair() {
        let grid = hidden_in_row1("89", &[1, 5]);
        let d = only(Technique::HiddenPair, &grid);
        assert!(
            d.explanation
                .starts_with("Hidden Pair: 8,9 in r1c15 => r1c15<>1,")
        );
        assert_eq!(d.eliminations.len(), 2 * 7);
    }

    #[test]
    fn hidden_triple() {
        let grid = hidden_in_row1("789", &[1, 5, 9]);
        let d = only(Technique::HiddenTriple, &grid);
        assert_eq!(d.eliminations.len(), 3 * 6);
    }

    #[test]
    fn hidden_quad() {
        let grid = hidden_in_row1("6789", &[1, 4, 5, 9]);
        let d = only(Technique::HiddenQuad, &grid);
        assert_eq!(d.eliminations.len(), 4 * 5);
        assert!(find_all(Technique::HiddenTriple, &grid).is_empty());
    }
}
