//! [`CellMap`] and [`DigitMap`]: one value per cell, or per digit, indexed by the cell or the
//! digit itself, so `map[cell]` replaces `array[cell.index()]` and no other number can index
//! it (a digit cannot index a per-cell map, nor a cell a per-digit one).
//!
//! Each is the bare array underneath (same size, same layout, `Copy` when the values are):
//! indexing compiles to the array's own indexing, so the solver's hot loops lose nothing.

use std::ops::{Index, IndexMut};

use super::{Cell, Digit};

/// The one definition of both maps: `$key` must have `index()` (0..`$len`), a crate-internal
/// `from_index` and `all()` in index order.
macro_rules! keyed_map {
    ($(#[$doc:meta])* $map:ident, $key:ident, $len:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $map<T>([T; $len]);

        impl<T: Copy> $map<T> {
            #[doc = concat!("Every ", stringify!($key), " holding `value`.")]
            #[must_use]
            pub const fn filled(value: T) -> Self {
                Self([value; $len])
            }
        }

        impl<T> $map<T> {
            #[doc = concat!("The values in ", stringify!($key), " order.")]
            #[must_use]
            pub const fn from_array(values: [T; $len]) -> Self {
                Self(values)
            }

            #[doc = concat!("Each ", stringify!($key), "'s value from `value(key)`, called in order.")]
            #[must_use]
            pub fn from_fn(mut value: impl FnMut($key) -> T) -> Self {
                Self(std::array::from_fn(|i| value($key::from_index(i))))
            }

            #[doc = concat!("The values in ", stringify!($key), " order.")]
            #[must_use]
            pub const fn as_array(&self) -> &[T; $len] {
                &self.0
            }

            #[doc = concat!("The values in ", stringify!($key), " order.")]
            #[must_use]
            pub fn into_array(self) -> [T; $len] {
                self.0
            }

            #[doc = concat!("Every ", stringify!($key), " with its value, in order.")]
            pub fn iter(&self) -> impl DoubleEndedIterator<Item = ($key, &T)> + ExactSizeIterator {
                $key::all().zip(&self.0)
            }

            /// The values alone, in order.
            pub fn values(&self) -> std::slice::Iter<'_, T> {
                self.0.iter()
            }
        }

        #[doc = concat!("Every ", stringify!($key), " holding `T`'s default.")]
        impl<T: Default> Default for $map<T> {
            fn default() -> Self {
                Self::from_fn(|_| T::default())
            }
        }

        impl<T> Index<$key> for $map<T> {
            type Output = T;
            #[inline]
            fn index(&self, key: $key) -> &T {
                &self.0[key.index()]
            }
        }

        impl<T> IndexMut<$key> for $map<T> {
            #[inline]
            fn index_mut(&mut self, key: $key) -> &mut T {
                &mut self.0[key.index()]
            }
        }
    };
}

keyed_map!(
    /// One value per cell, in reading order (r1c1 first), indexed `map[cell]`.
    CellMap,
    Cell,
    81
);

keyed_map!(
    /// One value per digit, 1 first, indexed `map[digit]`.
    DigitMap,
    Digit,
    9
);
