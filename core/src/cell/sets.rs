//! [`DigitSet`] and [`CellSet`]: sets of digits and cells as bits, so set operations are
//! single instructions.

use std::fmt;

use super::{Cell, Digit};

/// The set operators on a bit set newtype `$set($bits)` whose members are the bits of `$all`:
/// `a | b` (union), `a & b` (intersection), `a - b` (difference), `!a` (complement within the
/// members), and their assigning forms. One definition for [`DigitSet`], [`CellSet`] and the
/// domino [`crate::domino::PairSet`], so the three read alike and cannot drift apart.
macro_rules! set_operators {
    ($set:ident, $all:expr) => {
        impl ::std::ops::BitOr for $set {
            type Output = Self;
            #[inline]
            fn bitor(self, other: Self) -> Self {
                Self(self.0 | other.0)
            }
        }

        impl ::std::ops::BitAnd for $set {
            type Output = Self;
            #[inline]
            fn bitand(self, other: Self) -> Self {
                Self(self.0 & other.0)
            }
        }

        impl ::std::ops::Sub for $set {
            type Output = Self;
            #[inline]
            fn sub(self, other: Self) -> Self {
                Self(self.0 & !other.0)
            }
        }

        impl ::std::ops::Not for $set {
            type Output = Self;
            #[inline]
            fn not(self) -> Self {
                Self(!self.0 & $all)
            }
        }

        impl ::std::ops::BitOrAssign for $set {
            #[inline]
            fn bitor_assign(&mut self, other: Self) {
                self.0 |= other.0;
            }
        }

        impl ::std::ops::BitAndAssign for $set {
            #[inline]
            fn bitand_assign(&mut self, other: Self) {
                self.0 &= other.0;
            }
        }

        impl ::std::ops::SubAssign for $set {
            #[inline]
            fn sub_assign(&mut self, other: Self) {
                self.0 &= !other.0;
            }
        }
    };
}

pub(crate) use set_operators;

set_operators!(DigitSet, 0x1FF);
set_operators!(CellSet, (1u128 << 81) - 1);

/// A set of digits as nine bits (bit `d - 1` for digit `d`): the candidate masks of the seeds,
/// with set operations as single instructions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(pub(super) u16);

/// Bits set in a 9-bit value (higher bits are ignored). The default x86-64 target has no
/// POPCNT, and `count_ones` there compiles to a slow bit-twiddling sequence; a table lookup is
/// one load. The crate's one population count for 9-bit sets.
#[inline]
#[must_use]
pub(crate) const fn popcount9(bits: u32) -> u8 {
    POPCOUNT9[(bits & 0x1FF) as usize]
}

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
        popcount9(self.0 as u32) as usize
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
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// Digits in ascending order.
    #[must_use]
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
pub struct CellSet(pub(super) u128);

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

    /// The cells that see every cell of the set (a cell is not its own peer, so none of the
    /// set's own); every cell for the empty set.
    #[must_use]
    pub fn common_peers(self) -> Self {
        self.iter()
            .fold(Self::ALL, |seen, cell| seen & cell.peers())
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
