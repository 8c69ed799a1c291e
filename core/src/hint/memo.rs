//! A one-entry memo for sweeps that answer several techniques at once: the solving loop asks
//! for continuous loops, then discontinuous ones, then AICs (or ALS-XZ, then ALS-XY-Wing, …),
//! one technique at a time on the same grid, and one sweep finds them all.

/// The last key and its value.
pub(crate) struct Memo<K, V>(Option<(K, V)>);

impl<K, V> Default for Memo<K, V> {
    fn default() -> Self {
        Self(None)
    }
}

impl<K: PartialEq, V> Memo<K, V> {
    /// The value for `key`, made (and kept) if it is not the one held.
    pub(crate) fn get(&mut self, key: K, make: impl FnOnce() -> V) -> &V {
        if !matches!(&self.0, Some((held, _)) if *held == key) {
            self.0 = None;
        }
        &self.0.get_or_insert_with(|| (key, make())).1
    }
}

#[cfg(test)]
mod tests {
    use super::Memo;

    #[test]
    fn makes_a_value_once_per_key_in_a_row() {
        let mut memo = Memo::default();
        let made = std::cell::Cell::new(0);
        let ask = |memo: &mut Memo<u8, u8>, key| {
            *memo.get(key, || {
                made.set(made.get() + 1);
                key * 2
            })
        };
        assert_eq!(ask(&mut memo, 3), 6);
        assert_eq!(ask(&mut memo, 3), 6);
        assert_eq!(ask(&mut memo, 4), 8);
        assert_eq!(ask(&mut memo, 3), 6);
        assert_eq!(made.get(), 3);
    }
}
