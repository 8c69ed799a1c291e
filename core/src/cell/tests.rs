//! Unit tests of digits, cells, units and their sets.

use super::*;

#[test]
fn every_cell_has_twenty_peers() {
    for cell in Cell::all() {
        assert_eq!(cell.peers().len(), 20, "{cell}");
        assert!(!cell.peers().contains(cell));
    }
}

#[test]
fn units_partition_the_grid() {
    for kind in 0..3 {
        let union = (0..9).fold(CellSet::EMPTY, |acc, i| {
            acc | Unit::from_index(kind * 9 + i).cell_set()
        });
        assert_eq!(union, CellSet::ALL);
    }
    assert_eq!(
        Unit::Box(4).cells().map(|c| c.to_string()),
        [
            "r4c4", "r4c5", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c5", "r6c6"
        ]
    );
}

#[test]
fn digit_set_operations() {
    let set: DigitSet = [3, 5, 8].into_iter().filter_map(Digit::new).collect();
    assert_eq!(set.len(), 3);
    assert_eq!(set.to_string(), "3,5,8");
    assert_eq!(set.first(), Digit::new(3));
    assert_eq!(set.only(), None);
    assert_eq!(DigitSet::from_bits(1 << 6).only(), Digit::new(7));
    assert_eq!((!set).len(), 6);
    assert_eq!(Digit::new(0), None);
    assert_eq!(Digit::new(10), None);
}

#[test]
fn cell_display_is_one_based() {
    assert_eq!(
        Cell::at(3, 6).map(|c| c.to_string()).as_deref(),
        Some("r4c7")
    );
    assert_eq!(Cell::at(9, 0), None);
    assert_eq!(Cell::at(8, 8).map(Cell::block), Some(8));
}

/// The set operators of the three bit sets: union, intersection, difference, and a complement
/// that stays within the members (no stray high bits).
#[test]
fn set_operators_read_like_maths() {
    use crate::domino::{Pair, PairSet};
    let d = |n| Digit::new(n).unwrap();
    let a: DigitSet = [d(1), d(2), d(3)].into_iter().collect();
    let b: DigitSet = [d(3), d(4)].into_iter().collect();
    assert_eq!((a | b).to_string(), "1,2,3,4");
    assert_eq!((a & b).to_string(), "3");
    assert_eq!((a - b).to_string(), "1,2");
    assert_eq!(!DigitSet::EMPTY, DigitSet::ALL);
    assert_eq!((!a).len(), 6);
    let mut c = a;
    c -= b;
    c |= DigitSet::single(d(9));
    c &= !DigitSet::single(d(1));
    assert_eq!(c.to_string(), "2,9");
    assert_eq!(!CellSet::EMPTY, CellSet::ALL);
    assert_eq!((!CellSet::ALL).len(), 0);
    let mut pairs = PairSet::EMPTY;
    pairs.insert(Pair::new(d(1), d(2)).unwrap());
    assert_eq!((!pairs).len(), 35);
    assert_eq!(!PairSet::EMPTY, PairSet::ALL);
}

#[test]
fn a_cell_map_is_indexed_by_cells() {
    let mut map = CellMap::filled(0u8);
    let r4c7 = Cell::at(3, 6).unwrap();
    map[r4c7] = 7;
    assert_eq!(map[r4c7], 7);
    assert_eq!(map.as_array()[r4c7.index()], 7);
    assert_eq!(map.as_array().iter().filter(|&&v| v != 0).count(), 1);
    let set: Vec<(Cell, u8)> = map
        .iter()
        .filter(|(_, v)| **v != 0)
        .map(|(c, &v)| (c, v))
        .collect();
    assert_eq!(set, vec![(r4c7, 7)]);
    assert_eq!(CellMap::from_fn(Cell::index).as_array()[80], 80);
}

#[test]
fn every_cell_name_reads_back_as_its_cell_in_either_case() {
    for cell in Cell::all() {
        let name = cell.to_string();
        assert_eq!(name.parse(), Ok(cell), "{name}");
        assert_eq!(name.to_uppercase().parse(), Ok(cell), "{name}");
    }
    assert_eq!("r4C7".parse(), Ok(Cell::at(3, 6).unwrap()));
}

#[test]
fn a_name_that_is_no_cell_says_what_was_expected() {
    for name in [
        "", "r", "r4", "r4c", "c4r7", "r0c1", "r1c0", "r10c1", "r1c10", "r04c7", "r4c7 ", " r4c7",
        "r4x7", "4c7", "r+4c7", "r٤c7", "r4c7c", "A1",
    ] {
        let err = name.parse::<Cell>().expect_err(name);
        assert_eq!(
            err.to_string(),
            format!(
                "expected a cell name like r4c7 (r, row 1 to 9, c, column 1 to 9), found {name:?}"
            )
        );
    }
}

#[test]
fn a_digit_map_is_indexed_by_digits_and_lists_them_in_order() {
    let mut map = DigitMap::filled(CellSet::EMPTY);
    let seven = Digit::new(7).unwrap();
    map[seven].insert(Cell::at(3, 6).unwrap());
    assert_eq!(map[seven].len(), 1);
    assert_eq!(map.as_array()[6].len(), 1);
    let filled: Vec<Digit> = map
        .iter()
        .filter(|(_, s)| !s.is_empty())
        .map(|(d, _)| d)
        .collect();
    assert_eq!(filled, vec![seven]);
    let squares = DigitMap::from_fn(|d| d.get() * d.get());
    assert_eq!(
        squares.values().copied().collect::<Vec<_>>(),
        [1, 4, 9, 16, 25, 36, 49, 64, 81]
    );
    assert_eq!(DigitMap::<u8>::default(), DigitMap::filled(0));
}
