//! [`CellMap`]: one value per cell, indexed by the cell itself, so `map[cell]` replaces
//! `array[cell.index()]` and no other number can index it.

use std::ops::{Index, IndexMut};

use super::Cell;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
    pub const fn as_array(&self) -> &[T; 81] {
        &self.0
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
