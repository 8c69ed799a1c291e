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
use crate::cell::{Cell, CellMap, Digit, DigitMap, DigitSet, Unit};
use crate::grid::Grid;

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
        let mut groups: Vec<(Lock, Vec<Cell>)> = Vec::new();
        for r in &self.removed {
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

/// No strike: the candidate was never there, or is still there.
const NONE: u32 = u32::MAX;

/// Locked candidates applied until nothing changes, each strike with the strikes it needed.
struct Derivation {
    keep: Option<(Cell, Digit)>,
    grid: Grid,
    cands: CellMap<DigitSet>,
    /// The plain candidates: digits no peer holds.
    plain: CellMap<DigitSet>,
    /// `struck[cell][digit]`: the index in `strikes` of the strike that removed it.
    struck: CellMap<DigitMap<u32>>,
    strikes: Vec<(Removal, Vec<u32>)>,
}

impl Derivation {
    /// The derivation on `grid`, never striking `keep`: a forced digit is a candidate the
    /// engine kept, so no lock it applied strikes it, while on a board that already holds a
    /// contradiction some other lock might.
    fn of(grid: &Grid, keep: Option<(Cell, Digit)>) -> Self {
        let plain = CellMap::from_fn(|cell| plain_candidates(grid, cell));
        let mut d = Self {
            keep,
            grid: *grid,
            cands: plain,
            plain,
            struck: CellMap::filled(DigitMap::filled(NONE)),
            strikes: Vec::new(),
        };
        while d.pass() {}
        d
    }

    /// One sweep of pointing and claiming over every digit; whether it struck anything.
    fn pass(&mut self) -> bool {
        let mut any = false;
        for digit in Digit::all() {
            for b in 0..9u8 {
                let boxed = Unit::Box(b);
                for line in [Unit::Row, Unit::Col].map(|kind| (0..9u8).map(kind)) {
                    for line in line {
                        if !crosses(boxed, line) {
                            continue;
                        }
                        any |= self.lock(Lock {
                            digit,
                            within: boxed,
                            line,
                        });
                        any |= self.lock(Lock {
                            digit,
                            within: line,
                            line: boxed,
                        });
                    }
                }
            }
        }
        any
    }

    /// Apply `lock` if it holds: every place of its digit in `within` lies in `line`, there
    /// is at least one, and the digit is not placed in `within`.
    fn lock(&mut self, lock: Lock) -> bool {
        let within = lock.within.cells();
        if within.iter().any(|&c| self.grid.get(c) == Some(lock.digit)) {
            return false;
        }
        let inside = |c: Cell| lock.line.cell_set().contains(c);
        let places: Vec<Cell> = within
            .into_iter()
            .filter(|&c| self.cands[c].contains(lock.digit))
            .collect();
        if places.is_empty() || !places.iter().all(|&c| inside(c)) {
            return false;
        }
        let targets: Vec<Cell> = lock
            .line
            .cells()
            .into_iter()
            .filter(|&c| !lock.within.cell_set().contains(c))
            .filter(|&c| self.cands[c].contains(lock.digit))
            .collect();
        let keeps = |&(cell, digit): &(Cell, Digit)| digit == lock.digit && targets.contains(&cell);
        if targets.is_empty() || self.keep.as_ref().is_some_and(keeps) {
            return false;
        }
        // The strikes that left the digit only inside `line`.
        let premises: Vec<u32> = within
            .into_iter()
            .filter(|&c| !inside(c))
            .map(|c| self.struck[c][lock.digit])
            .filter(|&i| i != NONE)
            .collect();
        for cell in targets {
            let index = u32::try_from(self.strikes.len()).unwrap_or(NONE);
            self.struck[cell][lock.digit] = index;
            self.cands[cell].remove(lock.digit);
            self.strikes.push((
                Removal {
                    cell,
                    digit: lock.digit,
                    by: lock,
                },
                premises.clone(),
            ));
        }
        true
    }

    /// The strikes `cell` needs to hold `digit` alone; `None` if it holds more.
    fn naked(&self, cell: Cell, digit: Digit) -> Option<Vec<u32>> {
        (self.cands[cell] == DigitSet::single(digit))
            .then(|| self.strikes_of(cell, self.plain[cell].without(digit)))
    }

    /// The strikes that leave `cell` the only place for `digit` in `unit`.
    fn hidden(&self, unit: Unit, cell: Cell, digit: Digit) -> Option<Vec<u32>> {
        if !unit.cell_set().contains(cell) || !self.cands[cell].contains(digit) {
            return None;
        }
        let others = unit.cells().into_iter().filter(|&c| c != cell);
        self.no_digit_in(others, digit)
    }

    /// The strikes that leave the empty `cell` without a candidate.
    fn empty(&self, cell: Cell) -> Option<Vec<u32>> {
        (self.grid.get(cell).is_none() && self.cands[cell].is_empty())
            .then(|| self.strikes_of(cell, self.plain[cell]))
    }

    /// The strikes that leave `digit` without a place in `unit` (where it is not placed).
    fn no_place(&self, unit: Unit, digit: Digit) -> Option<Vec<u32>> {
        if unit
            .cells()
            .iter()
            .any(|&c| self.grid.get(c) == Some(digit))
        {
            return None;
        }
        self.no_digit_in(unit.cells().into_iter(), digit)
    }

    fn no_digit_in(&self, cells: impl Iterator<Item = Cell>, digit: Digit) -> Option<Vec<u32>> {
        let mut strikes = Vec::new();
        for c in cells {
            if self.cands[c].contains(digit) {
                return None;
            }
            let i = self.struck[c][digit];
            if i != NONE {
                strikes.push(i);
            }
        }
        Some(strikes)
    }

    fn strikes_of(&self, cell: Cell, digits: DigitSet) -> Vec<u32> {
        digits
            .iter()
            .map(|d| self.struck[cell][d])
            .filter(|&i| i != NONE)
            .collect()
    }

    /// `strikes` and every strike they rest on, in the order they were made.
    fn closure(&self, strikes: &[u32]) -> Vec<Removal> {
        let mut wanted = vec![false; self.strikes.len()];
        let mut todo: Vec<u32> = strikes.to_vec();
        while let Some(i) = todo.pop() {
            let Some(slot) = wanted.get_mut(i as usize) else {
                continue;
            };
            if *slot {
                continue;
            }
            *slot = true;
            todo.extend(&self.strikes[i as usize].1);
        }
        self.strikes
            .iter()
            .zip(wanted)
            .filter_map(|((removal, _), wanted)| wanted.then_some(*removal))
            .collect()
    }
}

/// Do a box and a row or column share cells?
fn crosses(boxed: Unit, line: Unit) -> bool {
    !(boxed.cell_set() & line.cell_set()).is_empty()
}
