//! Small checked types every other module speaks: digits, cells, units and bit sets of them.
//!
//! Digits and cells are validated once, at construction, so the rest of the crate can index
//! arrays with them without re-checking bounds.

use std::fmt;

/// A Sudoku digit, 1 to 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Digit(u8);

impl Digit {
    /// `Some` for 1..=9, `None` otherwise.
    #[must_use]
    pub const fn new(value: u8) -> Option<Self> {
        if value >= 1 && value <= 9 {
            Some(Self(value))
        } else {
            None
        }
    }

    /// The digit for a 0-based index 0..=8. Panics in debug builds on a bad index; callers pass
    /// indices derived from bit positions of a 9-bit set.
    #[must_use]
    pub(crate) const fn from_index(index: usize) -> Self {
        debug_assert!(index < 9);
        Self(index as u8 + 1)
    }

    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// 0-based index, for arrays of nine.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The digit's bit in a [`DigitSet`].
    #[must_use]
    pub const fn bit(self) -> u16 {
        1 << (self.0 - 1)
    }

    pub fn all() -> impl DoubleEndedIterator<Item = Digit> + ExactSizeIterator {
        (1..=9).map(Digit)
    }

    /// Parse `'1'..='9'`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Self> {
        match c {
            '1'..='9' => Some(Self(c as u8 - b'0')),
            _ => None,
        }
    }

    #[must_use]
    pub const fn to_char(self) -> char {
        (b'0' + self.0) as char
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One of the 81 cells, numbered 0..81 in reading order (row-major).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Cell(u8);

impl Cell {
    /// `Some` for 0..81.
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < 81 {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// The cell at a 0-based row and column, both 0..9.
    #[must_use]
    pub const fn at(row: usize, col: usize) -> Option<Self> {
        if row < 9 && col < 9 {
            Some(Self((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// For indices the crate computed itself (loops over 0..81, bit positions of a [`CellSet`]).
    #[must_use]
    pub(crate) const fn from_index(index: usize) -> Self {
        debug_assert!(index < 81);
        Self(index as u8)
    }

    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based row.
    #[must_use]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// 0-based column.
    #[must_use]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// 0-based box, numbered in reading order.
    #[must_use]
    pub const fn block(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }

    /// The three units the cell belongs to: its row, column and box.
    #[must_use]
    pub const fn units(self) -> [Unit; 3] {
        [
            Unit::Row(self.row() as u8),
            Unit::Col(self.col() as u8),
            Unit::Box(self.block() as u8),
        ]
    }

    /// The 20 other cells that share a unit with this one.
    #[must_use]
    pub fn peers(self) -> CellSet {
        PEERS[self.index()]
    }

    /// Do the two (different) cells share a unit?
    #[must_use]
    pub fn sees(self, other: Cell) -> bool {
        self != other && self.peers().contains(other)
    }

    pub fn all() -> impl DoubleEndedIterator<Item = Cell> + ExactSizeIterator {
        (0..81u8).map(Cell)
    }
}

/// `r4c7`, 1-based: the notation HoDoKu and most Sudoku literature use.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A row, column or box; the index inside each kind is 0-based.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Unit {
    Row(u8),
    Col(u8),
    Box(u8),
}

impl Unit {
    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl DoubleEndedIterator<Item = Unit> + ExactSizeIterator {
        (0..27u8).map(Unit::from_index)
    }

    /// 0..27: rows 0..9, columns 9..18, boxes 18..27.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(i) => i as usize,
            Unit::Col(i) => 9 + i as usize,
            Unit::Box(i) => 18 + i as usize,
        }
    }

    #[must_use]
    pub const fn from_index(index: u8) -> Unit {
        match index {
            0..=8 => Unit::Row(index),
            9..=17 => Unit::Col(index - 9),
            _ => Unit::Box(index - 18),
        }
    }

    /// The unit's nine cells, in reading order.
    #[must_use]
    pub fn cells(self) -> [Cell; 9] {
        UNIT_CELLS[self.index()]
    }

    #[must_use]
    pub fn cell_set(self) -> CellSet {
        UNIT_SETS[self.index()]
    }
}

/// `row 3`, `column 4`, `box 5` (1-based), as in a hint sentence.
impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Col(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// A set of digits as nine bits (bit `d - 1` for digit `d`): the candidate masks of the seeds,
/// with set operations as single instructions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u16);

/// Population counts of all 9-bit values. The default x86-64 target has no POPCNT, and
/// `count_ones` there compiles to a slow bit-twiddling sequence; a table lookup is one load.
static POPCOUNT9: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

impl DigitSet {
    pub const EMPTY: Self = Self(0);
    pub const ALL: Self = Self(0x1FF);

    /// The set of the low nine bits of `bits` (higher bits are dropped).
    #[must_use]
    pub const fn from_bits(bits: u16) -> Self {
        Self(bits & 0x1FF)
    }

    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0
    }

    #[must_use]
    pub const fn single(digit: Digit) -> Self {
        Self(digit.bit())
    }

    #[must_use]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    pub fn insert(&mut self, digit: Digit) {
        self.0 |= digit.bit();
    }

    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !digit.bit();
    }

    #[must_use]
    pub const fn with(self, digit: Digit) -> Self {
        Self(self.0 | digit.bit())
    }

    #[must_use]
    pub const fn without(self, digit: Digit) -> Self {
        Self(self.0 & !digit.bit())
    }

    #[must_use]
    pub const fn len(self) -> usize {
        POPCOUNT9[self.0 as usize] as usize
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, if any.
    #[must_use]
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Some(Digit::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// The digit, when the set holds exactly one.
    #[must_use]
    pub const fn only(self) -> Option<Digit> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            self.first()
        } else {
            None
        }
    }

    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    #[must_use]
    pub const fn intersection(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    #[must_use]
    pub const fn difference(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    #[must_use]
    pub const fn complement(self) -> Self {
        Self(!self.0 & 0x1FF)
    }

    /// Digits in ascending order.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Digit> {
        Digit::all().filter(move |d| self.contains(*d))
    }
}

impl FromIterator<Digit> for DigitSet {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        iter.into_iter().fold(Self::EMPTY, DigitSet::with)
    }
}

/// `{3,5,8}`.
impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

/// `3,5,8` — the form used in event texts such as `try 3 (of 3,5,8)`.
impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for d in self.iter() {
            if !first {
                f.write_str(",")?;
            }
            first = false;
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// A set of cells as 81 bits of a `u128`: highlights, hint evidence and peer sets.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(u128);

impl CellSet {
    pub const EMPTY: Self = Self(0);
    pub const ALL: Self = Self((1u128 << 81) - 1);

    #[must_use]
    pub const fn from_bits(bits: u128) -> Self {
        Self(bits & Self::ALL.0)
    }

    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1u128 << cell.0) != 0
    }

    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1u128 << cell.0;
    }

    pub fn remove(&mut self, cell: Cell) {
        self.0 &= !(1u128 << cell.0);
    }

    #[must_use]
    pub const fn with(self, cell: Cell) -> Self {
        Self(self.0 | (1u128 << cell.0))
    }

    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    #[must_use]
    pub const fn intersection(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    #[must_use]
    pub const fn difference(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    #[must_use]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// Cells in reading order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(Cell::from_index(i))
            }
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        iter.into_iter().fold(Self::EMPTY, CellSet::with)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|c| c.to_string()))
            .finish()
    }
}

const fn unit_cells(unit: usize) -> [Cell; 9] {
    let mut cells = [Cell(0); 9];
    let mut i = 0;
    while i < 9 {
        let (row, col) = match unit {
            0..=8 => (unit, i),
            9..=17 => (i, unit - 9),
            _ => {
                let b = unit - 18;
                ((b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3)
            }
        };
        cells[i] = Cell((row * 9 + col) as u8);
        i += 1;
    }
    cells
}

static UNIT_CELLS: [[Cell; 9]; 27] = {
    let mut all = [[Cell(0); 9]; 27];
    let mut u = 0;
    while u < 27 {
        all[u] = unit_cells(u);
        u += 1;
    }
    all
};

static UNIT_SETS: [CellSet; 27] = {
    let mut sets = [CellSet(0); 27];
    let mut u = 0;
    while u < 27 {
        let cells = unit_cells(u);
        let mut i = 0;
        while i < 9 {
            sets[u].0 |= 1u128 << cells[i].0;
            i += 1;
        }
        u += 1;
    }
    sets
};

static PEERS: [CellSet; 81] = {
    let mut peers = [CellSet(0); 81];
    let mut c = 0;
    while c < 81 {
        let cell = Cell(c as u8);
        let units = [cell.row(), 9 + cell.col(), 18 + cell.block()];
        let mut k = 0;
        while k < 3 {
            peers[c].0 |= UNIT_SETS[units[k]].0;
            k += 1;
        }
        peers[c].0 &= !(1u128 << c);
        c += 1;
    }
    peers
};

#[cfg(test)]
mod tests {
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
                acc.union(Unit::from_index(kind * 9 + i).cell_set())
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
        assert_eq!(set.complement().len(), 6);
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
}
