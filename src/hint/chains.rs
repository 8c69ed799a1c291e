//! Chains and loops: X-Chain, XY-Chain, Remote Pair, Continuous and Discontinuous Nice Loops,
//! AIC, and their grouped forms (group nodes, and ALS nodes when the settings allow).
//!
//! All of them walk one implication graph ([`graph`]) with a breadth-first search per premise
//! ([`search`]), so every chain reported is the shortest for its result.

mod als_nodes;
pub(crate) mod collect;
pub(crate) mod graph;
mod loops;
mod remote_pair;
pub(crate) mod search;
mod simple;
pub(crate) mod text;

use std::cell::RefCell;
use std::rc::Rc;

pub(crate) use graph::common_peers;

use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::XChain => out.extend(simple::x_chains(grid, settings)),
        T::XyChain => out.extend(simple::xy_chains(grid, settings)),
        T::RemotePair => out.extend(remote_pair::find(grid, settings)),
        T::ContinuousNiceLoop | T::DiscontinuousNiceLoop | T::Aic => {
            let all = loops_cached(grid, settings, false);
            out.extend(pick(&all, technique));
        }
        T::GroupedContinuousNiceLoop | T::GroupedDiscontinuousNiceLoop | T::GroupedAic => {
            let all = loops_cached(grid, settings, true);
            out.extend(pick(&all, technique));
        }
        _ => {}
    }
}

fn pick(all: &loops::Loops, technique: Technique) -> Vec<Deduction> {
    use Technique as T;
    match technique {
        T::ContinuousNiceLoop | T::GroupedContinuousNiceLoop => all.continuous.clone(),
        T::DiscontinuousNiceLoop | T::GroupedDiscontinuousNiceLoop => all.discontinuous.clone(),
        _ => all.aic.clone(),
    }
}

type LoopKey = (Candidates, Settings, bool);

thread_local! {
    /// The last sweeps: one sweep finds continuous and discontinuous loops and AICs together,
    /// and callers ask for them one technique at a time on the same grid.
    static LOOPS: RefCell<Vec<(LoopKey, Rc<loops::Loops>)>> = const { RefCell::new(Vec::new()) };
}

fn loops_cached(grid: &Candidates, settings: &Settings, grouped: bool) -> Rc<loops::Loops> {
    let key = (grid.clone(), *settings, grouped);
    if let Some(hit) =
        LOOPS.with_borrow(|c| c.iter().find(|(k, _)| *k == key).map(|(_, v)| v.clone()))
    {
        return hit;
    }
    let value = Rc::new(loops::find(grid, settings, grouped));
    LOOPS.with_borrow_mut(|c| {
        if c.len() >= 2 {
            c.remove(0);
        }
        c.push((key, value.clone()));
    });
    value
}

#[cfg(test)]
pub(crate) mod test_grid;
#[cfg(test)]
mod tests;
