//! Not implemented yet: finds nothing.

use crate::hint::{Candidates, Deduction, Technique};

pub(super) fn find(_technique: Technique, _grid: &Candidates, _out: &mut Vec<Deduction>) {}
