//! Why a forced digit or a contradiction of the propagating search holds, stated on the board
//! a learner sees: the grid as the events have filled it, its plain candidates (the digits no
//! peer holds), and the eliminations the claim rests on, each named.
//!
//! The engine (`bands.rs`) reasons on band masks that run ahead of the delivered events and
//! finds hidden singles along rows only, so its own record of a step is not a sentence anyone
//! can check on the screen. This module derives the claim again from the grid alone, and only
//! when a watch or a trace asks: the headless search never comes here.
//!
//! Every elimination the engine makes is locked candidates (its band permutations are pointing
//! and claiming inside a band, repeated; its column passes are the same across bands), so the
//! derivation applies pointing and claiming until nothing changes, remembering for each
//! candidate it strikes which earlier strikes it needed. A claim then names the cheapest unit
//! (or the cell) in which it holds, with the strikes it rests on and theirs in turn.

use std::fmt;

use super::{Cause, Event, Single};
use crate::cell::{Cell, CellMap, Digit, DigitSet, Unit};
use crate::grid::Grid;

mod derivation;

use derivation::Derivation;

/// Locked candidates: every place for `digit` in `within` lies in `line`, so the digit leaves
/// the rest of `line`. A box within a row or column is pointing; a row or column within a box
/// is claiming.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lock {
    pub digit: Digit,
    pub within: Unit,
    pub line: Unit,
}

/// `7 in box 4 lies only in row 5`.
impl fmt::Display for Lock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} in {} lies only in {}",
            self.digit, self.within, self.line
        )
    }
}

/// One candidate struck, and the locked candidates that strike it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Removal {
    pub cell: Cell,
    pub digit: Digit,
    pub by: Lock,
}

/// What a step claims.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Claim {
    /// `digit` goes in `cell`: the cell's only candidate, or the digit's only place in a unit.
    Forced {
        cell: Cell,
        digit: Digit,
        single: Single,
    },
    NoCandidate(Cell),
    NoPlace(Unit, Digit),
    /// Every candidate of the cell, placed, leads propagation to a dead end (lookahead).
    Refuted(Cell),
}

/// A claim with the eliminations it rests on, in an order where each one's own reasons come
/// before it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reason {
    pub claim: Claim,
    pub removed: Vec<Removal>,
    /// A digit the engine placed that no single shows on the board: its masks ran ahead of a
    /// board already at the dead end `claim` names (from which anything follows). The claim
    /// and its eliminations then say why the board is dead; the placement itself has no other
    /// reason to give.
    pub outran: Option<(Cell, Digit)>,
}

impl Reason {
    /// The claim alone: `r4c3: 9 has no other place in box 4`, `r2c2 has no candidate left`.
    #[must_use]
    pub fn claim_words(&self) -> String {
        let claim = self.bare_claim_words();
        match self.outran {
            Some((cell, digit)) => {
                format!("{cell}: {digit} placed on a board already at a dead end, {claim}")
            }
            None => claim,
        }
    }

    fn bare_claim_words(&self) -> String {
        match self.claim {
            Claim::Forced {
                cell,
                digit,
                single: Single::Naked,
            } => format!("{cell}: {digit} is the only digit left"),
            Claim::Forced {
                cell,
                digit,
                single: Single::Hidden(unit),
            } => format!("{cell}: {digit} has no other place in {unit}"),
            Claim::NoCandidate(cell) => format!("{cell} has no candidate left"),
            Claim::NoPlace(unit, digit) => format!("no place for {digit} in {unit}"),
            Claim::Refuted(cell) => format!("every candidate of {cell} leads to a dead end"),
        }
    }

    /// The eliminations grouped by the lock that makes them:
    /// `9 in box 6 lies only in column 7, so not r4c7 r5c7`; empty when there are none.
    #[must_use]
    pub fn because(&self) -> Vec<String> {
        lock_groups(&self.removed)
    }

    /// The claim and what it rests on, in one sentence.
    #[must_use]
    pub fn words(&self) -> String {
        let because = self.because();
        if because.is_empty() {
            self.claim_words()
        } else {
            format!("{}: {}", self.claim_words(), because.join("; "))
        }
    }

    /// `naked single`, `hidden single in row 4`: a forced digit's kind, as `trace` writes it.
    #[must_use]
    pub fn single_words(&self) -> Option<String> {
        if self.outran.is_some() {
            return Some("none: the board is already at a dead end".to_owned());
        }
        match self.claim {
            Claim::Forced { single, .. } => Some(match single {
                Single::Naked => "naked single".to_owned(),
                Single::Hidden(unit) => format!("hidden single in {unit}"),
            }),
            _ => None,
        }
    }
}

/// Why the forced placement of `digit` in `cell` holds on `before` (the grid before it), with
/// `engine` (the single the engine reported) preferred among equally cheap reasons.
#[must_use]
pub fn forced(before: &Grid, cell: Cell, digit: Digit, engine: Single) -> Reason {
    let mut options = vec![engine];
    for single in [
        Single::Hidden(Unit::Box(cell.block() as u8)),
        Single::Hidden(Unit::Row(cell.row() as u8)),
        Single::Hidden(Unit::Col(cell.col() as u8)),
        Single::Naked,
    ] {
        if !options.contains(&single) {
            options.push(single);
        }
    }
    // Most placements hold on the plain candidates: no derivation needed.
    let plain = |c: Cell| plain_candidates(before, c);
    let holds_plainly = |single: Single| match single {
        Single::Naked => plain(cell) == DigitSet::single(digit),
        Single::Hidden(unit) => {
            plain(cell).contains(digit)
                && unit
                    .cells()
                    .into_iter()
                    .all(|c| c == cell || !plain(c).contains(digit))
        }
    };
    if let Some(&single) = options.iter().find(|&&s| holds_plainly(s)) {
        return Reason {
            claim: Claim::Forced {
                cell,
                digit,
                single,
            },
            removed: Vec::new(),
            outran: None,
        };
    }
    let derivation = Derivation::of(before, Some((cell, digit)));
    let best = options
        .into_iter()
        .filter_map(|single| {
            let strikes = match single {
                Single::Naked => derivation.naked(cell, digit),
                Single::Hidden(unit) => derivation.hidden(unit, cell, digit),
            }?;
            Some((single, derivation.closure(&strikes)))
        })
        .min_by_key(|(_, removed)| removed.len());
    match best {
        Some((single, removed)) => Reason {
            claim: Claim::Forced {
                cell,
                digit,
                single,
            },
            removed,
            outran: None,
        },
        None => match cheapest_contradiction(&Derivation::of(before, None)) {
            // The engine's masks ran ahead of a board already at a dead end.
            Some((claim, removed)) => Reason {
                claim,
                removed,
                outran: Some((cell, digit)),
            },
            // Beyond locked candidates (a lookahead's strikes): the engine's word, unsupported.
            None => Reason {
                claim: Claim::Forced {
                    cell,
                    digit,
                    single: engine,
                },
                removed: Vec::new(),
                outran: None,
            },
        },
    }
}

/// The contradiction locked candidates find on `grid`, if any: an empty cell without a
/// candidate, or a digit without a place in a unit that does not hold it; the one that rests
/// on the fewest eliminations.
#[must_use]
pub fn contradiction(grid: &Grid) -> Option<Claim> {
    let derivation = Derivation::of(grid, None);
    cheapest_contradiction(&derivation).map(|(claim, _)| claim)
}

/// Every contradiction `derivation` holds, the cheapest first found, with its eliminations.
fn cheapest_contradiction(derivation: &Derivation) -> Option<(Claim, Vec<Removal>)> {
    let strikes_for = |claim: Claim| match claim {
        Claim::NoCandidate(cell) => derivation.empty(cell),
        Claim::NoPlace(unit, digit) => derivation.no_place(unit, digit),
        Claim::Forced { .. } | Claim::Refuted(_) => None,
    };
    let mut claims: Vec<Claim> = Cell::all().map(Claim::NoCandidate).collect();
    for unit in Unit::all() {
        claims.extend(Digit::all().map(|digit| Claim::NoPlace(unit, digit)));
    }
    claims
        .into_iter()
        .filter_map(|claim| Some((claim, derivation.closure(&strikes_for(claim)?))))
        .min_by_key(|(_, removed)| removed.len())
}

/// Why the search is at a dead end on `grid`: the engine's claim when it holds, else the
/// cheapest contradiction the derivation finds (the engine may name a unit of a band whose
/// permutations fail as a whole).
#[must_use]
pub fn dead_end(grid: &Grid, engine: Claim) -> Reason {
    let derivation = Derivation::of(grid, None);
    let strikes_for = |claim: Claim| match claim {
        Claim::NoCandidate(cell) => derivation.empty(cell),
        Claim::NoPlace(unit, digit) => derivation.no_place(unit, digit),
        Claim::Forced { .. } | Claim::Refuted(_) => None,
    };
    if let Some(strikes) = strikes_for(engine) {
        return Reason {
            claim: engine,
            removed: derivation.closure(&strikes),
            outran: None,
        };
    }
    cheapest_contradiction(&derivation).map_or(
        Reason {
            claim: engine,
            removed: Vec::new(),
            outran: None,
        },
        |(claim, removed)| Reason {
            claim,
            removed,
            outran: None,
        },
    )
}

/// The reason for `event`, the step just taken on a machine whose grid is now `grid`; `None`
/// for a guess, a backtrack with nothing to explain, or the end.
#[must_use]
pub fn of_event(event: &Event, grid: &Grid) -> Option<Reason> {
    match *event {
        Event::Forced {
            cell,
            digit,
            single,
        } => {
            let mut before = *grid;
            before.set(cell, None);
            Some(forced(&before, cell, digit, single))
        }
        Event::Backtrack { cell, cause, .. } => {
            let engine = match cause {
                Cause::Empty => Claim::NoCandidate(cell),
                Cause::NoPlace { unit, digit } => Claim::NoPlace(unit, digit),
                Cause::Refuted => {
                    return Some(Reason {
                        claim: Claim::Refuted(cell),
                        removed: Vec::new(),
                        outran: None,
                    });
                }
                Cause::Exhausted => return None,
            };
            Some(dead_end(grid, engine))
        }
        Event::Try { .. } | Event::Solved | Event::Exhausted => None,
    }
}

/// Removals grouped by the lock that makes them:
/// `9 in box 6 lies only in column 7, so not r4c7 r5c7`.
#[must_use]
pub fn lock_groups(removed: &[Removal]) -> Vec<String> {
    let mut groups: Vec<(Lock, Vec<Cell>)> = Vec::new();
    for r in removed {
        match groups.iter_mut().find(|(lock, _)| *lock == r.by) {
            Some((_, cells)) => cells.push(r.cell),
            None => groups.push((r.by, vec![r.cell])),
        }
    }
    groups
        .into_iter()
        .map(|(lock, cells)| {
            let cells: Vec<String> = cells.iter().map(Cell::to_string).collect();
            format!("{lock}, so not {}", cells.join(" "))
        })
        .collect()
}

/// The candidates the board shown loses from `before` to `after` (the grid of the next frame)
/// that no placed digit explains: the locked candidates a new digit sets off, each with its
/// record, and the strikes those rest on in turn. With the step's own record, every candidate
/// that leaves the board between two frames is accounted for (a filled cell's, and a new
/// digit's in its peers, go with the placement).
#[must_use]
pub fn follow_on(before: &Grid, after: &Grid) -> Vec<Removal> {
    let was = candidates(before);
    let derivation = Derivation::of(after, None);
    let strikes: Vec<u32> = Cell::all()
        .filter(|&cell| after.get(cell).is_none())
        .flat_map(|cell| derivation.strikes_of(cell, was[cell] & !derivation.cands[cell]))
        .collect();
    derivation.closure(&strikes)
}

/// The candidates of every empty cell once locked candidates have done all they can on
/// `grid`: what the propagating engine knows of the board shown (filled cells: empty sets).
#[must_use]
pub fn candidates(grid: &Grid) -> CellMap<DigitSet> {
    Derivation::of(grid, None).cands
}

/// The digits no peer of the empty `cell` holds in `grid` (none for a filled cell).
fn plain_candidates(grid: &Grid, cell: Cell) -> DigitSet {
    if grid.get(cell).is_some() {
        return DigitSet::EMPTY;
    }
    let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
    !used
}
