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

use std::rc::Rc;

use crate::hint::chains::memo::Memo;
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
        T::ForcingNetContradiction => out.extend(nets_cached(grid, settings).contradiction.clone()),
        T::ForcingNetVerity => out.extend(nets_cached(grid, settings).verity.clone()),
        _ => {}
    }
}

thread_local! {
    static CHAINS: Memo<(Candidates, Settings), chains::Found> = const { Memo::new() };
    static NETS: Memo<(Candidates, Settings), chains::Found> = const { Memo::new() };
}

fn chains_cached(grid: &Candidates, settings: &Settings) -> Rc<chains::Found> {
    CHAINS.with(|m| m.get((grid.clone(), *settings), || chains::find(grid, settings)))
}

fn nets_cached(grid: &Candidates, settings: &Settings) -> Rc<chains::Found> {
    NETS.with(|m| m.get((grid.clone(), *settings), || nets::find(grid, settings)))
}

#[cfg(test)]
mod tests;
