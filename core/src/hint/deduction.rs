//! What a technique found: its result (placements, eliminations) and the evidence that proves
//! it, so the player can highlight the proof and not just the answer.

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::grid::Grid;
use crate::hint::technique::Technique;

/// A link between two candidates in a chain or loop.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Link {
    pub from: (Cell, Digit),
    pub to: (Cell, Digit),
    /// Strong: one of the two is true. Weak: not both are true.
    pub strong: bool,
    /// The link holds through an almost locked set, not a cell or a unit: inside one (it loses
    /// `from`'s digit, so its other digits lock, `to`'s among them), or between two (every
    /// cell of the one holding the digit sees every cell of the other holding it). An end
    /// stands for the set's cells holding its digit, not for its one cell.
    pub through_als: bool,
}

/// The cells, candidates and units a deduction rests on.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Evidence {
    /// Cells that make up the pattern.
    pub cells: CellSet,
    /// Pattern candidates to highlight.
    pub candidates: Vec<(Cell, Digit)>,
    /// Fins (finned fish), target-side candidates of a single-digit pattern, and the like.
    pub fins: Vec<(Cell, Digit)>,
    /// Base units (e.g. a fish's rows) and cover units (its columns).
    pub base_units: Vec<Unit>,
    pub cover_units: Vec<Unit>,
    pub links: Vec<Link>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deduction {
    pub technique: Technique,
    pub placements: Vec<(Cell, Digit)>,
    pub eliminations: Vec<(Cell, Digit)>,
    pub evidence: Evidence,
    /// One sentence a player can follow, e.g. "In box 8, 1 can only be in row 9, so 1 can be
    /// removed from the rest of row 9: r9c3, r9c8."
    pub explanation: String,
}

impl Deduction {
    /// A deduction that only removes candidates, as most patterns beyond the singles do: one
    /// constructor for the many finders that would otherwise spell out the empty placements.
    #[must_use]
    pub fn eliminating(
        technique: Technique,
        eliminations: Vec<(Cell, Digit)>,
        evidence: Evidence,
        explanation: String,
    ) -> Self {
        Self {
            technique,
            placements: Vec::new(),
            eliminations,
            evidence,
            explanation,
        }
    }

    /// Whether the deduction is wrong for `solution`: it places a digit the solution does not
    /// have there, or removes the solution's digit. The never-wrong checks (tests, runners)
    /// hold every finder to this against a solution found by the backtracking solver.
    #[must_use]
    pub fn contradicts(&self, solution: &Grid) -> bool {
        self.eliminations
            .iter()
            .any(|&(c, d)| solution.get(c) == Some(d))
            || self
                .placements
                .iter()
                .any(|&(c, d)| solution.get(c) != Some(d))
    }
}
