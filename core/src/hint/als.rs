//! Almost-locked-set techniques: ALS-XZ (singly and doubly linked), ALS-XY-Wing, ALS-XY-Chain,
//! Death Blossom, and Sue de Coq.
//!
//! An almost locked set (ALS) is N cells of one unit holding N + 1 digits: lose any one digit
//! and the rest are locked in. Every technique here links such sets through restricted
//! commons (digits at most one of two sets can hold).

mod chain;
mod death_blossom;
mod rc;
mod sets;
mod sue_de_coq;
mod text;
mod xy_wing;
mod xz;

pub(crate) use sets::{Als, collect};

use crate::hint::memo::Memo;
use crate::hint::{Candidates, Deduction, Settings, Technique};

/// The sets of the last grid: ALS-XZ, -XY-Wing, -XY-Chain and Death Blossom are asked for one
/// after another on the same grid and all start from the same sets.
#[derive(Default)]
pub(crate) struct Cache(Memo<(Candidates, bool), Sets>);

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    cache: &mut Cache,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::AlsXz => {
            let s = cache.sets(grid, settings.als_overlap);
            out.extend(xz::find(grid, &s.alses, &s.forward(), settings));
        }
        T::AlsXyWing => {
            let s = cache.sets(grid, settings.als_overlap);
            out.extend(xy_wing::find(
                grid,
                &s.alses,
                &s.forward(),
                settings.als_overlap,
                settings,
            ));
        }
        T::AlsXyChain => {
            let s = cache.sets(grid, settings.als_overlap);
            out.extend(chain::find(
                grid,
                &s.alses,
                &s.rcs,
                settings.max_chain_length.min(chain::MAX_LINKS),
                settings,
            ));
        }
        T::DeathBlossom => {
            let s = cache.sets(grid, settings.als_overlap);
            out.extend(death_blossom::find(
                grid,
                &s.alses,
                settings.als_overlap,
                settings,
            ));
        }
        T::SueDeCoq => out.extend(sue_de_coq::find(grid, settings)),
        _ => {}
    }
}

/// Every ALS of a grid (single bivalue cells included) and every restricted common between
/// two of them, both ways round.
struct Sets {
    alses: Vec<Als>,
    rcs: Vec<rc::Rc>,
}

impl Sets {
    /// Each linked pair once, lower ALS index first (HoDoKu's order).
    fn forward(&self) -> Vec<rc::Rc> {
        self.rcs.iter().filter(|r| r.a < r.b).copied().collect()
    }
}

impl Cache {
    fn sets(&mut self, grid: &Candidates, overlap: bool) -> &Sets {
        self.0.get((grid.clone(), overlap), || {
            let alses = collect(grid, true);
            let rcs = rc::collect(&alses, overlap, true);
            Sets { alses, rcs }
        })
    }
}

#[cfg(test)]
mod tests;
