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

use crate::hint::memo::Memo;
use crate::hint::{Candidates, Deduction, Settings, Technique};

/// The last grid's sweeps: contradiction and verity come out of one sweep each for chains and
/// for nets, and the solving loop asks for them one after another.
#[derive(Default)]
pub(crate) struct Cache {
    chains: Memo<(Candidates, Settings), chains::Found>,
    nets: Memo<(Candidates, Settings), chains::Found>,
}

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    cache: &mut Cache,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::ForcingChainContradiction => {
            out.extend(cache.chains(grid, settings).contradiction.clone());
        }
        T::ForcingChainVerity => out.extend(cache.chains(grid, settings).verity.clone()),
        T::ForcingNetContradiction => out.extend(cache.nets(grid, settings).contradiction.clone()),
        T::ForcingNetVerity => out.extend(cache.nets(grid, settings).verity.clone()),
        _ => {}
    }
}

impl Cache {
    fn chains(&mut self, grid: &Candidates, settings: &Settings) -> &chains::Found {
        let key = (grid.clone(), *settings);
        self.chains.get(key, || chains::find(grid, settings))
    }

    fn nets(&mut self, grid: &Candidates, settings: &Settings) -> &chains::Found {
        let key = (grid.clone(), *settings);
        self.nets.get(key, || nets::find(grid, settings))
    }
}

#[cfg(test)]
mod tests;
