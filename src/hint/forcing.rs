//! Forcing chains and forcing nets, contradiction and verity: HoDoKu's last logical resort
//! before guessing. A premise ("r4c7 is 3", "r4c7 is not 3") is followed as far as it goes;
//! one that ends in a contradiction is false, and a fact every case of a split leads to is true.
//!
//! Chains follow single links ([`chains`]); nets also follow singles, so one step may rest on
//! several earlier ones ([`nets`]). Both only ever use sound inferences, so every result holds.

mod chains;
mod findings;
mod nets;
mod propagate;
mod summary;
mod words;

use std::cell::RefCell;
use std::rc::Rc;

use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::ForcingChainContradiction => {
            out.extend(chains_cached(grid, settings).contradiction.clone())
        }
        T::ForcingChainVerity => out.extend(chains_cached(grid, settings).verity.clone()),
        T::ForcingNetContradiction => out.extend(nets_cached(grid).contradiction.clone()),
        T::ForcingNetVerity => out.extend(nets_cached(grid).verity.clone()),
        _ => {}
    }
}

/// The grid and settings a cached sweep was made for, and what it found.
type Cached<K> = RefCell<Option<(K, Rc<chains::Found>)>>;

thread_local! {
    /// The last sweep of each kind: one sweep finds contradictions and verities together, and
    /// callers ask for them one technique at a time on the same grid.
    static CHAINS: Cached<(Candidates, Settings)> = const { RefCell::new(None) };
    static NETS: Cached<Candidates> = const { RefCell::new(None) };
}

fn chains_cached(grid: &Candidates, settings: &Settings) -> Rc<chains::Found> {
    let key = (grid.clone(), *settings);
    if let Some(hit) = CHAINS.with_borrow(|c| {
        c.as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    }) {
        return hit;
    }
    let value = Rc::new(chains::find(grid, settings));
    CHAINS.with_borrow_mut(|c| *c = Some((key, value.clone())));
    value
}

fn nets_cached(grid: &Candidates) -> Rc<chains::Found> {
    if let Some(hit) = NETS.with_borrow(|c| {
        c.as_ref()
            .filter(|(k, _)| k == grid)
            .map(|(_, v)| v.clone())
    }) {
        return hit;
    }
    let value = Rc::new(nets::find(grid));
    NETS.with_borrow_mut(|c| *c = Some((grid.clone(), value.clone())));
    value
}

#[cfg(test)]
mod tests;
