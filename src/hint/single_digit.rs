//! Not implemented yet: finds nothing.

use crate::hint::{Candidates, Deduction, Settings, Technique};

pub(super) fn find(
    _technique: Technique,
    _grid: &Candidates,
    _settings: &Settings,
    _out: &mut Vec<Deduction>,
) {
}
