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

use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    use Technique as T;
    match technique {
        T::AlsXz => {
            let alses = collect(grid, true);
            let rcs = rc::collect(&alses, settings.als_overlap, false);
            out.extend(xz::find(grid, &alses, &rcs));
        }
        T::AlsXyWing => {
            let alses = collect(grid, true);
            let rcs = rc::collect(&alses, settings.als_overlap, false);
            out.extend(xy_wing::find(grid, &alses, &rcs, settings.als_overlap));
        }
        T::AlsXyChain => {
            let alses = collect(grid, true);
            let rcs = rc::collect(&alses, settings.als_overlap, true);
            out.extend(chain::find(grid, &alses, &rcs, settings.max_chain_length));
        }
        T::DeathBlossom => {
            let alses = collect(grid, true);
            out.extend(death_blossom::find(grid, &alses, settings.als_overlap));
        }
        T::SueDeCoq => out.extend(sue_de_coq::find(grid)),
        _ => {}
    }
}

#[cfg(test)]
mod tests;
