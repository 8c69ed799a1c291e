//! Almost-locked-set techniques: ALS-XZ (singly and doubly linked), ALS-XY-Wing, ALS-XY-Chain,
//! Death Blossom, and Sue de Coq.

mod sets;

pub(crate) use sets::{Als, collect};

use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(super) fn find(
    _technique: Technique,
    _grid: &Candidates,
    _settings: &Settings,
    _out: &mut Vec<Deduction>,
) {
}
