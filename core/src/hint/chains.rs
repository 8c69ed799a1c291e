//! Chains and loops: X-Chain, XY-Chain, Remote Pair, Continuous and Discontinuous Nice Loops,
//! AIC, and their grouped forms (group nodes, and ALS nodes when the settings allow).
//!
//! All of them walk one implication graph ([`graph`]) with a breadth-first search per premise
//! ([`search`]), so every chain reported is the shortest for its result.

pub(crate) mod graph;
mod loops;
mod remote_pair;
pub(crate) mod search;
#[cfg(test)]
mod sentence_check;
mod simple;
pub(crate) mod text;

use crate::hint::memo::Memo;
use crate::hint::{Candidates, Deduction, Settings, Technique};

/// The last grid's loop sweep, plain and grouped: continuous and discontinuous nice loops and
/// AICs are asked for one after another, and one sweep finds all three.
#[derive(Default)]
pub(crate) struct Cache {
    plain: Memo<(Candidates, Settings), loops::Loops>,
    grouped: Memo<(Candidates, Settings), loops::Loops>,
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
        T::XChain => out.extend(simple::x_chains(grid, settings)),
        T::XyChain => out.extend(simple::xy_chains(grid, settings)),
        T::RemotePair => out.extend(remote_pair::find(grid, settings)),
        T::ContinuousNiceLoop | T::DiscontinuousNiceLoop | T::Aic => {
            let all = cache.loops(grid, settings, false);
            out.extend(pick(all, technique));
        }
        T::GroupedContinuousNiceLoop | T::GroupedDiscontinuousNiceLoop | T::GroupedAic => {
            let all = cache.loops(grid, settings, true);
            out.extend(pick(all, technique));
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

impl Cache {
    fn loops(&mut self, grid: &Candidates, settings: &Settings, grouped: bool) -> &loops::Loops {
        let memo = if grouped {
            &mut self.grouped
        } else {
            &mut self.plain
        };
        memo.get((grid.clone(), *settings), || {
            loops::find(grid, settings, grouped)
        })
    }
}

#[cfg(test)]
pub(crate) mod test_grid;
#[cfg(test)]
mod tests;
