//! [`Digit`]: a Sudoku digit, checked once at construction.

use std::fmt;

/// A Sudoku digit, 1 to 9.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Digit(pub(super) u8);

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

    /// The digit's bit in a [`DigitSet`](super::DigitSet).
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
