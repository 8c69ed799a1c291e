//! [`CellMap`]: one value per cell, indexed by the cell itself, so `map[cell]` replaces
//! `array[cell.index()]` and no other number can index it.
//!
//! It is the bare 81-array underneath (same size, same layout, `Copy` when the values are):
//! indexing compiles to the array's own indexing, so the solver's hot loops lose nothing.

use std::ops::{Index, IndexMut};

use super::Cell;

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct CellMap<T>([T; 81]);

impl<T: Copy> CellMap<T> {
    /// Every cell holding `value`.
    #[must_use]
    pub const fn filled(value: T) -> Self {
        Self([value; 81])
    }
}

impl<T> CellMap<T> {
    /// The values in reading order, r1c1 first.
    #[must_use]
    pub const fn from_array(values: [T; 81]) -> Self {
        Self(values)
    }

    /// Each cell's value from `value(cell)`, called in reading order.
    #[must_use]
    pub fn from_fn(mut value: impl FnMut(Cell) -> T) -> Self {
        Self(std::array::from_fn(|i| value(Cell::from_index(i))))
    }

    /// The values in reading order, r1c1 first.
    #[must_use]
    pub const fn as_array(&self) -> &[T; 81] {
        &self.0
    }

    /// The values in reading order, r1c1 first.
    #[must_use]
    pub fn into_array(self) -> [T; 81] {
        self.0
    }

    /// Every cell with its value, in reading order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Cell, &T)> + ExactSizeIterator {
        Cell::all().zip(&self.0)
    }

    /// Every cell with its value to change, in reading order.
    pub fn iter_mut(
        &mut self,
    ) -> impl DoubleEndedIterator<Item = (Cell, &mut T)> + ExactSizeIterator {
        Cell::all().zip(&mut self.0)
    }

    /// The values alone, in reading order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// A map of `f` applied to every value.
    #[must_use]
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> CellMap<U> {
        CellMap(self.0.map(f))
    }
}

/// Every cell holding `T`'s default (arrays of 81 have no `Default` of their own).
impl<T: Default> Default for CellMap<T> {
    fn default() -> Self {
        Self::from_fn(|_| T::default())
    }
}

impl<T> From<[T; 81]> for CellMap<T> {
    fn from(values: [T; 81]) -> Self {
        Self(values)
    }
}

impl<T> Index<Cell> for CellMap<T> {
    type Output = T;
    #[inline]
    fn index(&self, cell: Cell) -> &T {
        &self.0[cell.index()]
    }
}

impl<T> IndexMut<Cell> for CellMap<T> {
    #[inline]
    fn index_mut(&mut self, cell: Cell) -> &mut T {
        &mut self.0[cell.index()]
    }
}
