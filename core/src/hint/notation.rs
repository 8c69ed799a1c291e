//! HoDoKu's compact notation for cells and candidates, shared by every hint sentence:
//! `r9c38` for r9c3 and r9c8, `r9c38<>1` for "not 1 there", `r12c4=5` for a placement.

use std::collections::BTreeMap;

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};

/// Cells in compact form: rows that share the same columns are merged (`r13c28`), groups are
/// joined with commas in reading order of their first cell.
#[must_use]
pub fn cells(set: CellSet) -> String {
    // columns used in each row
    let mut by_row: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for cell in set.iter() {
        by_row.entry(cell.row()).or_default().push(cell.col());
    }
    // merge rows with identical column lists, keeping the order of first appearance
    let mut groups: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for (row, cols) in by_row {
        match groups.iter_mut().find(|(_, c)| *c == cols) {
            Some((rows, _)) => rows.push(row),
            None => groups.push((vec![row], cols)),
        }
    }
    groups
        .iter()
        .map(|(rows, cols)| {
            let r: String = rows.iter().map(|r| digit_char(r + 1)).collect();
            let c: String = cols.iter().map(|c| digit_char(c + 1)).collect();
            format!("r{r}c{c}")
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Eliminations grouped by digit: `r9c38<>1, r1c1<>5`.
#[must_use]
pub fn eliminations(items: &[(Cell, Digit)]) -> String {
    let mut by_digit: BTreeMap<Digit, CellSet> = BTreeMap::new();
    for &(cell, digit) in items {
        by_digit.entry(digit).or_default().insert(cell);
    }
    by_digit
        .iter()
        .map(|(d, set)| format!("{}<>{d}", cells(*set)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Placements: `r1c1=5, r2c4=7`.
#[must_use]
pub fn placements(items: &[(Cell, Digit)]) -> String {
    items
        .iter()
        .map(|(c, d)| format!("{c}={d}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A unit in HoDoKu's short form: `r3`, `c4`, `b5`.
#[must_use]
pub fn unit(unit: Unit) -> String {
    match unit {
        Unit::Row(i) => format!("r{}", i + 1),
        Unit::Col(i) => format!("c{}", i + 1),
        Unit::Box(i) => format!("b{}", i + 1),
    }
}

/// Several units in HoDoKu's fish form: consecutive units of one kind share their letter,
/// `r37`, `c24b3`.
#[must_use]
pub fn units(units: &[Unit]) -> String {
    let mut out = String::new();
    let mut last = None;
    for &u in units {
        let (kind, n) = match u {
            Unit::Row(i) => ('r', i),
            Unit::Col(i) => ('c', i),
            Unit::Box(i) => ('b', i),
        };
        if last != Some(kind) {
            out.push(kind);
            last = Some(kind);
        }
        out.push(digit_char(usize::from(n) + 1));
    }
    out
}

/// Words for a list: `a`, `a and b`, `a, b and c`.
#[must_use]
pub fn and_list<T: std::fmt::Display>(items: &[T]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!(
            "{} and {last}",
            init.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Units in words, grouping one kind: `rows 1 and 5`, `column 3 and box 9`, `box 5`.
#[must_use]
pub fn unit_words(units: &[Unit]) -> String {
    let same_kind = units
        .windows(2)
        .all(|w| std::mem::discriminant(&w[0]) == std::mem::discriminant(&w[1]));
    match units.first() {
        Some(&first) if units.len() > 1 && same_kind => {
            let numbers: Vec<usize> = units
                .iter()
                .map(|u| match u {
                    Unit::Row(i) | Unit::Col(i) | Unit::Box(i) => usize::from(*i) + 1,
                })
                .collect();
            let kind = match first {
                Unit::Row(_) => "rows",
                Unit::Col(_) => "columns",
                Unit::Box(_) => "boxes",
            };
            format!("{kind} {}", and_list(&numbers))
        }
        _ => and_list(units),
    }
}

/// Small counts in words (`two`, `three`, …), digits beyond nine.
#[must_use]
pub fn number_word(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

/// Digits with commas, as HoDoKu lists a subset's digits: `4,7`.
#[must_use]
pub fn digit_list(set: DigitSet) -> String {
    set.iter()
        .map(|d| d.to_char().to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// Digits run together, as in `Naked Pair: 4,7` → `47`.
#[must_use]
pub fn digits(set: DigitSet) -> String {
    set.iter().map(Digit::to_char).collect()
}

fn digit_char(n: usize) -> char {
    char::from_digit(n as u32, 10).unwrap_or('?')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cells::cell;

    #[test]
    fn compact_forms() {
        let set: CellSet = [cell(9, 3), cell(9, 8)].into_iter().collect();
        assert_eq!(cells(set), "r9c38");
        let set: CellSet = [cell(1, 4), cell(2, 4)].into_iter().collect();
        assert_eq!(cells(set), "r12c4");
        let set: CellSet = [cell(1, 2), cell(1, 8), cell(3, 2), cell(3, 8), cell(5, 5)]
            .into_iter()
            .collect();
        assert_eq!(cells(set), "r13c28,r5c5");
        let one = Digit::new(1).unwrap_or_else(|| unreachable!());
        assert_eq!(
            eliminations(&[(cell(9, 3), one), (cell(9, 8), one)]),
            "r9c38<>1"
        );
        assert_eq!(placements(&[(cell(6, 3), one)]), "r6c3=1");
        assert_eq!(units(&[Unit::Col(1), Unit::Col(3), Unit::Box(2)]), "c24b3");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        assert_eq!(unit_words(&[Unit::Row(0), Unit::Row(4)]), "rows 1 and 5");
        assert_eq!(
            unit_words(&[Unit::Col(2), Unit::Box(8)]),
            "column 3 and box 9"
        );
        assert_eq!(number_word(3), "three");
    }
}
