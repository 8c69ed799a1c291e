//! Chains and loops: X-Chain, XY-Chain, Remote Pair, Continuous and Discontinuous Nice Loops,
//! AIC, and their grouped forms (group nodes, and ALS nodes when the settings allow).
//!
//! All of them walk one implication graph ([`graph`]) with a breadth-first search per premise
//! ([`search`]), so every chain reported is the shortest for its result.

mod als_nodes;
pub(crate) mod collect;
pub(crate) mod graph;
mod loops;
pub(crate) mod memo;
mod remote_pair;
pub(crate) mod search;
mod simple;
pub(crate) mod text;

use std::rc::Rc;

pub(crate) use graph::common_peers;

use crate::hint::{Candidates, Deduction, Settings, Technique};
use memo::Memo;

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

thread_local! {
    static PLAIN: Memo<(Candidates, Settings), loops::Loops> = const { Memo::new() };
    static GROUPED: Memo<(Candidates, Settings), loops::Loops> = const { Memo::new() };
}

fn loops_cached(grid: &Candidates, settings: &Settings, grouped: bool) -> Rc<loops::Loops> {
    let key = (grid.clone(), *settings);
    let make = || loops::find(grid, settings, grouped);
    if grouped {
        GROUPED.with(|m| m.get(key, make))
    } else {
        PLAIN.with(|m| m.get(key, make))
    }
}

#[cfg(test)]
pub(crate) mod test_grid;
#[cfg(test)]
mod tests;
