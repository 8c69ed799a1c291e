//! A one-entry memo for sweeps that answer several techniques at once: callers ask for
//! continuous loops, then discontinuous ones, then AICs, one technique at a time on the same
//! grid, and one sweep finds them all.

use std::cell::RefCell;
use std::rc::Rc;

/// The last key and its value.
pub(crate) struct Memo<K, V>(RefCell<Option<(K, Rc<V>)>>);

impl<K: PartialEq, V> Memo<K, V> {
    pub(crate) const fn new() -> Self {
        Self(RefCell::new(None))
    }

    /// The value for `key`, made (and kept) if it is not the one held.
    pub(crate) fn get(&self, key: K, make: impl FnOnce() -> V) -> Rc<V> {
        if let Some((k, v)) = self.0.borrow().as_ref()
            && *k == key
        {
            return v.clone();
        }
        let value = Rc::new(make());
        *self.0.borrow_mut() = Some((key, value.clone()));
        value
    }
}
