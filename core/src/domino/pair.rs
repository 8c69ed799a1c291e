//! The 36 dominoes as unordered pairs of distinct digits, and sets of them as one `u64`.

use std::fmt;

use crate::cell::Digit;

/// An unordered pair of distinct digits, numbered 0..36 in the order 1-2, 1-3, …, 1-9, 2-3, …,
/// 8-9 (the order of the blog posts' `check[i][j]` loops).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Pair(u8);

/// `(low, high)` digit indices (0-based) of each pair, by pair number.
static PAIRS: [(u8, u8); 36] = {
    let mut t = [(0u8, 0u8); 36];
    let (mut i, mut n) = (0u8, 0usize);
    while i < 9 {
        let mut j = i + 1;
        while j < 9 {
            t[n] = (i, j);
            n += 1;
            j += 1;
        }
        i += 1;
    }
    t
};

/// Pair number by `[low][high]` digit index; 255 where low >= high.
static NUMBER: [[u8; 9]; 9] = {
    let mut t = [[255u8; 9]; 9];
    let mut n = 0;
    while n < 36 {
        let (a, b) = PAIRS[n];
        t[a as usize][b as usize] = n as u8;
        t[b as usize][a as usize] = n as u8;
        n += 1;
    }
    t
};

impl Pair {
    /// The pair of two digits, in either order; `None` if they are equal.
    #[must_use]
    pub fn new(a: Digit, b: Digit) -> Option<Self> {
        let n = NUMBER[a.index()][b.index()];
        (n != 255).then_some(Self(n))
    }

    /// The pair numbered `index` (0..36).
    #[must_use]
    pub fn from_index(index: usize) -> Option<Self> {
        (index < 36).then_some(Self(index as u8))
    }

    /// All 36 pairs in order.
    pub fn all() -> impl Iterator<Item = Pair> {
        (0..36u8).map(Pair)
    }

    /// 0..36.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The smaller digit first.
    #[must_use]
    pub fn digits(self) -> (Digit, Digit) {
        let (a, b) = PAIRS[self.index()];
        (Digit::from_index(a as usize), Digit::from_index(b as usize))
    }
}

/// `3-5`.
impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.digits();
        write!(f, "{a}-{b}")
    }
}

/// A set of pairs (bit `n` for pair `n`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct PairSet(u64);

crate::cell::set_operators!(PairSet, (1u64 << 36) - 1);

impl PairSet {
    pub const EMPTY: Self = Self(0);
    /// All 36 pairs.
    pub const ALL: Self = Self((1 << 36) - 1);

    #[must_use]
    pub const fn contains(self, pair: Pair) -> bool {
        self.0 >> pair.0 & 1 != 0
    }

    pub fn insert(&mut self, pair: Pair) {
        self.0 |= 1 << pair.0;
    }

    pub fn remove(&mut self, pair: Pair) {
        self.0 &= !(1 << pair.0);
    }

    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Pairs in order.
    pub fn iter(self) -> impl Iterator<Item = Pair> {
        Pair::all().filter(move |p| self.contains(*p))
    }
}
