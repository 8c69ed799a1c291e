//! A hint on screen: the stage it is shown at and the marks it puts on the board. The flow
//! (`H` nudge, `H` whole hint, `H` or Enter applies) is in `update/hint.rs`.

use stepdoku_core::game::{DominoReason, Hint};
use stepdoku_core::hint::{Link, Mistake, nudge};
use stepdoku_core::{Cell, CellMap, CellSet, Digit, DigitSet, Unit};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Which technique, and where: the units to look at, nothing given away.
    Nudge,
    /// Everything: the pattern, what it places or removes, the sentence.
    Full,
}

/// A hint on screen.
#[derive(Clone, Debug)]
pub struct HintView {
    pub hint: Hint,
    pub stage: Stage,
    /// The candidates the hint was found on (the player's notes where they took some), drawn
    /// in the cells the hint involves.
    pub candidates: CellMap<DigitSet>,
    /// The link of a chain lit while the player steps through it (`>`); `None`: the whole
    /// chain, no link lit.
    pub link: Option<usize>,
}

/// What the board highlights for a hint at its current stage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Units to look at: their labels are marked and their cells tinted.
    pub units: Vec<Unit>,
    /// The pattern's cells.
    pub cells: CellSet,
    pub pattern: Vec<(Cell, Digit)>,
    pub fins: Vec<(Cell, Digit)>,
    pub remove: Vec<(Cell, Digit)>,
    pub place: Vec<(Cell, Digit)>,
    /// `place` holds notes to add (a note missing from the player's notes), not digits to
    /// place: the board draws them among the cell's notes and the legend says `add note`.
    pub place_as_notes: bool,
    /// A digit or note that contradicts the solution.
    pub wrong: CellSet,
    /// The one digit the hint is about: its placed copies are highlighted, since they are
    /// what rules it out elsewhere.
    pub digit: Option<Digit>,
    /// Sudominoku: the two cells of the hinted domino, drawn joined.
    pub domino: Option<[Cell; 2]>,
}

impl Marks {
    /// Cells that have a role in the hint (their candidates are worth drawing).
    #[must_use]
    pub fn involved(&self) -> CellSet {
        let listed = self
            .pattern
            .iter()
            .chain(&self.fins)
            .chain(&self.remove)
            .chain(&self.place)
            .map(|&(c, _)| c);
        self.cells | listed.collect()
    }
}

impl HintView {
    #[must_use]
    pub fn new(hint: Hint, candidates: CellMap<DigitSet>) -> Self {
        let stage = if hint.nudge().is_some() {
            Stage::Nudge
        } else {
            Stage::Full
        };
        Self {
            hint,
            stage,
            candidates,
            link: None,
        }
    }

    /// The links of a chain, loop or colouring shown whole, in the order they are stepped
    /// through; none for any other hint, or before the whole hint is shown.
    #[must_use]
    pub fn links(&self) -> &[Link] {
        match (&self.hint, self.stage) {
            (Hint::Deduction(d), Stage::Full) => &d.evidence.links,
            _ => &[],
        }
    }

    /// Light the next link (`forward`) or the one before; past either end, the whole chain
    /// again, so the steps go round.
    pub fn step_link(&mut self, forward: bool) {
        let n = self.links().len();
        if n == 0 {
            return;
        }
        self.link = match (self.link, forward) {
            (None, true) => Some(0),
            (None, false) => Some(n - 1),
            (Some(i), true) => (i + 1 < n).then_some(i + 1),
            (Some(i), false) => i.checked_sub(1),
        };
    }

    /// The lit link, if the player is stepping.
    #[must_use]
    pub fn lit_link(&self) -> Option<(usize, Link)> {
        let i = self.link?;
        self.links().get(i).map(|&l| (i, l))
    }

    /// The sentence for the panel at this stage.
    #[must_use]
    pub fn text(&self) -> String {
        match self.stage {
            Stage::Nudge => self.hint.nudge().unwrap_or_else(|| self.hint.explanation()),
            // The title already names the technique: the sentence need not repeat it.
            Stage::Full => {
                let text = self.hint.explanation();
                let title = format!("{}: ", self.hint.title());
                text.strip_prefix(&title)
                    .map_or(text.clone(), str::to_owned)
            }
        }
    }

    #[must_use]
    pub fn marks(&self) -> Marks {
        match self.stage {
            Stage::Nudge => self.nudge_marks(),
            Stage::Full => self.full_marks(),
        }
    }

    /// The nudge marks where to look and nothing more: units, or the cell a single names.
    fn nudge_marks(&self) -> Marks {
        match &self.hint {
            Hint::Deduction(d) => {
                let n = nudge::of(d);
                // Highlight the digit only where the sentence names it (`the 7s in box 2`):
                // a single's nudge names its cell, and lighting its digit would give it away.
                let named_digit = !matches!(
                    d.technique,
                    stepdoku_core::hint::Technique::NakedSingle
                        | stepdoku_core::hint::Technique::FullHouse
                );
                let digit = n.digit.filter(|_| named_digit);
                if n.units.is_empty() {
                    // No unit to point at: the nudge names the cell of a single, or the grid.
                    let named = d.technique == stepdoku_core::hint::Technique::NakedSingle;
                    Marks {
                        cells: d
                            .placements
                            .iter()
                            .filter(|_| named)
                            .map(|&(c, _)| c)
                            .collect(),
                        digit,
                        ..Marks::default()
                    }
                } else {
                    Marks {
                        units: n.units,
                        digit,
                        ..Marks::default()
                    }
                }
            }
            // The cell whose notes to check, not the digit missing from them.
            Hint::Mistake(Mistake::MissingNote { cell, .. }) => Marks {
                cells: CellSet::EMPTY.with(*cell),
                ..Marks::default()
            },
            Hint::Domino(h) if h.reason == DominoReason::OnlyFit => Marks {
                cells: CellSet::EMPTY.with(h.domino.cells[0]),
                ..Marks::default()
            },
            _ => Marks::default(),
        }
    }

    fn full_marks(&self) -> Marks {
        match &self.hint {
            Hint::Deduction(d) => {
                let ev = &d.evidence;
                let mut units = ev.base_units.clone();
                for unit in &ev.cover_units {
                    if !units.contains(unit) {
                        units.push(*unit);
                    }
                }
                // A candidate that is placed reads as placed, not as part of the pattern too.
                let pattern = ev
                    .candidates
                    .iter()
                    .filter(|c| !d.placements.contains(c))
                    .copied()
                    .collect();
                Marks {
                    units,
                    cells: ev.cells,
                    pattern,
                    fins: ev.fins.clone(),
                    remove: d.eliminations.clone(),
                    place: d.placements.clone(),
                    digit: nudge::of(d).digit,
                    ..Marks::default()
                }
            }
            Hint::Mistake(m) => Marks {
                wrong: CellSet::EMPTY.with(m.cell()),
                place: match *m {
                    Mistake::MissingNote { cell, digit } => vec![(cell, digit)],
                    Mistake::WrongDigit { .. } => Vec::new(),
                },
                place_as_notes: matches!(m, Mistake::MissingNote { .. }),
                ..Marks::default()
            },
            Hint::Reveal { cell, digit, .. } => Marks {
                place: vec![(*cell, *digit)],
                ..Marks::default()
            },
            Hint::Domino(h) => {
                let [a, b] = h.domino.cells;
                let [da, db] = h.domino.digits;
                if h.reason == DominoReason::Wrong {
                    Marks {
                        wrong: CellSet::EMPTY.with(a).with(b),
                        ..Marks::default()
                    }
                } else {
                    Marks {
                        place: vec![(a, da), (b, db)],
                        domino: Some([a, b]),
                        ..Marks::default()
                    }
                }
            }
            Hint::Solved => Marks::default(),
        }
    }
}
