//! Why the solve never applies a Franken X-Wing first (the reason in `NEVER_FIRST`), checked
//! on every one-digit pattern a Franken X-Wing can take and at every position of real solves
//! that gets past Turbot Fish.
//!
//! The argument: the fish search takes as a base unit of an unfinned fish only a unit holding
//! the digit in at most as many cells as the fish has base units (HoDoKu's rule), so a Franken
//! X-Wing's two base units hold it in one or two cells each, all inside the two cover units.
//! - A base unit holding it once: that cell is a Hidden Single.
//! - A base unit holding it twice inside one cover unit: the two cells are the digit's only
//!   places in that base unit and lie in a box∩line (a row and a box, or a box and a column,
//!   meet in three cells; a row and a column in one), so Locked Candidates removes the digit
//!   from the rest of that cover unit. That removes something: the other base's cells in that
//!   cover, if it has any; if not, the other base lies in the other cover and its own Locked
//!   Candidates removes the rest of that one; if neither removes anything, the covers hold
//!   nothing but the base cells and the fish removes nothing, so it is not reported.
//! - Otherwise each base unit holds it in one cell of each cover unit (no cell in both: such a
//!   cell would put the base unit's two cells in one cover, as a row crossing a column inside
//!   a box does). The base units are then two conjugate pairs, r1 = q1 and r2 = q2, with r1
//!   and r2 in one cover unit and q1 and q2 in the other: q1 and q2 see each other, so
//!   r1 = q1 - q2 = r2 is a Turbot Fish, which removes the digit from every cell seeing r1 and
//!   r2, among them every cell of their cover unit the fish removes it from (and the same
//!   from q1 and q2 for the other cover unit).
//!
//! Hidden Single, Locked Candidates and Turbot Fish are all found by looking at the pattern's
//! own cells, not by a search that might stop early, so what the rest of the grid holds does
//! not matter: the patterns below fill every other cell with the digit, which gives every
//! target a Franken X-Wing can have at once, and a random fill of those cells checks that the
//! rest of the grid changes nothing.

use std::cell::OnceCell;
use std::collections::HashSet;

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::generate::Rng;
use crate::hint::test_support::{HARD, Reached, only_digit, positions_reaching, slot_index};
use crate::hint::{Candidates, Deduction, Technique, find_all};

/// A fish frame: two base units, two cover units, and the cells where a base candidate may
/// lie (inside a base unit and a cover unit, not in both base units).
struct Frame {
    bases: [Unit; 2],
    covers: [Unit; 2],
    cells: CellSet,
}

/// Every Franken X-Wing frame: rows and boxes against columns and boxes, or columns and boxes
/// against rows and boxes, not lines against lines (an X-Wing) nor two boxes as base units
/// (a Mutant fish), no unit both base and cover.
fn frames() -> Vec<Frame> {
    let mut out = Vec::new();
    for rows in [true, false] {
        let line = |i: u8| if rows { Unit::Row(i) } else { Unit::Col(i) };
        let cross = |i: u8| if rows { Unit::Col(i) } else { Unit::Row(i) };
        let is_box = |u: Unit| matches!(u, Unit::Box(_));
        let bases: Vec<Unit> = (0..9).map(line).chain((0..9).map(Unit::Box)).collect();
        let covers: Vec<Unit> = (0..9).map(cross).chain((0..9).map(Unit::Box)).collect();
        for (i, &b1) in bases.iter().enumerate() {
            for &b2 in &bases[i + 1..] {
                if is_box(b1) && is_box(b2) {
                    continue;
                }
                for (j, &c1) in covers.iter().enumerate() {
                    for &c2 in &covers[j + 1..] {
                        let shared = [c1, c2].contains(&b1) || [c1, c2].contains(&b2);
                        let x_wing = ![b1, b2, c1, c2].into_iter().any(is_box);
                        if shared || x_wing {
                            continue;
                        }
                        let (s1, s2) = (b1.cell_set(), b2.cell_set());
                        let cells = ((s1 | s2) & (c1.cell_set() | c2.cell_set())) - (s1 & s2);
                        out.push(Frame {
                            bases: [b1, b2],
                            covers: [c1, c2],
                            cells,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Every way to put base candidates in a frame's cells with one to three in each base unit
/// (one more than the search takes, so that a search taking more would be caught here) and at
/// least one in each cover unit.
fn base_candidates(frame: &Frame) -> Vec<CellSet> {
    let list: Vec<Cell> = frame.cells.iter().collect();
    (1u32..1 << list.len())
        .map(|m| {
            list.iter()
                .enumerate()
                .filter(|(i, _)| m >> i & 1 == 1)
                .map(|(_, &c)| c)
                .collect::<CellSet>()
        })
        .filter(|&s| {
            frame
                .bases
                .iter()
                .all(|b| (1..=3).contains(&(b.cell_set() & s).len()))
                && frame.covers.iter().all(|c| !(c.cell_set() & s).is_empty())
        })
        .collect()
}

/// A one-digit grid: `digit` in `cells` only (every other digit everywhere).
pub(super) fn grid_of(digit: u8, cells: CellSet) -> Candidates {
    let list: Vec<(usize, usize)> = cells.iter().map(|c| (c.row() + 1, c.col() + 1)).collect();
    only_digit(digit, &list)
}

/// Which earlier technique the argument says takes a Franken X-Wing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Earlier {
    HiddenSingle,
    LockedCandidates,
    TurbotFish,
}

fn as_set(items: &[(Cell, Digit)]) -> HashSet<(Cell, Digit)> {
    items.iter().copied().collect()
}

/// What the earlier techniques find on one grid: each finder runs once, when first asked,
/// however many fish the grid holds.
struct Found<'a> {
    grid: &'a Candidates,
    singles: OnceCell<HashSet<(Cell, Digit)>>,
    locked: OnceCell<Vec<HashSet<(Cell, Digit)>>>,
    turbot: OnceCell<HashSet<(Cell, Digit)>>,
}

impl<'a> Found<'a> {
    fn on(grid: &'a Candidates) -> Self {
        Self {
            grid,
            singles: OnceCell::new(),
            locked: OnceCell::new(),
            turbot: OnceCell::new(),
        }
    }

    /// Every placement and elimination of `technique`'s deductions.
    fn all(&self, technique: Technique) -> HashSet<(Cell, Digit)> {
        find_all(technique, self.grid)
            .iter()
            .flat_map(|d| d.placements.iter().chain(&d.eliminations).copied())
            .collect()
    }

    fn singles(&self) -> &HashSet<(Cell, Digit)> {
        self.singles
            .get_or_init(|| self.all(Technique::HiddenSingle))
    }

    /// Each Locked Candidates deduction's eliminations.
    fn locked(&self) -> &[HashSet<(Cell, Digit)>] {
        self.locked.get_or_init(|| {
            [
                Technique::LockedCandidatesPointing,
                Technique::LockedCandidatesClaiming,
            ]
            .into_iter()
            .flat_map(|t| find_all(t, self.grid))
            .map(|d| as_set(&d.eliminations))
            .collect()
        })
    }

    fn turbot(&self) -> &HashSet<(Cell, Digit)> {
        self.turbot.get_or_init(|| self.all(Technique::TurbotFish))
    }
}

/// Checks the argument on one Franken X-Wing the finder reported: the earlier technique it
/// names finds the step it says on this grid (`found`).
fn earlier_step(grid: &Candidates, found: &Found, fish: &Deduction) -> Earlier {
    let (bases, covers) = (&fish.evidence.base_units, &fish.evidence.cover_units);
    let why = || format!("{}\n{}", grid.values().to_line(), fish.explanation);
    assert_eq!((bases.len(), covers.len()), (2, 2), "{}", why());
    let digit = fish.eliminations[0].1;
    let held: Vec<CellSet> = bases.iter().map(|&b| grid.positions_in(digit, b)).collect();
    for set in &held {
        if let (1, Some(only)) = (set.len(), set.first()) {
            assert!(found.singles().contains(&(only, digit)), "{}", why());
            return Earlier::HiddenSingle;
        }
    }
    let mut locked = false;
    for (&base, &set) in bases.iter().zip(&held) {
        for &cover in covers {
            if set - cover.cell_set() != CellSet::EMPTY {
                continue;
            }
            locked = true;
            let rest = grid.positions_in(digit, cover) - base.cell_set();
            if rest.is_empty() {
                continue;
            }
            let want: HashSet<(Cell, Digit)> = rest.iter().map(|c| (c, digit)).collect();
            assert!(found.locked().contains(&want), "{}", why());
            return Earlier::LockedCandidates;
        }
    }
    assert!(!locked, "a locked base unit removing nothing: {}", why());
    assert!(
        held.iter().all(|set| set.len() == 2),
        "a base unit of more than two cells, none locked: {}",
        why()
    );
    assert!(
        as_set(&fish.eliminations).is_subset(found.turbot()),
        "{}",
        why()
    );
    Earlier::TurbotFish
}

/// Every Franken X-Wing frame (both orientations, no symmetry assumed) with every placing of
/// one to three base candidates per base unit, the digit everywhere outside the base units,
/// and one pattern in four again with a random half of those cells: each Franken X-Wing the
/// finder reports there is a Hidden Single, Locked Candidates or Turbot Fish as the argument
/// above says.
#[test]
fn every_franken_x_wing_is_a_hidden_single_locked_candidates_or_a_turbot_fish() {
    let mut rng = Rng::new(0xF4A2_3E11);
    let mut seen = HashSet::new();
    let mut cases: std::collections::HashMap<Earlier, usize> = std::collections::HashMap::new();
    let (mut grids, mut with_fish) = (0, 0);
    for frame in frames() {
        let region = frame.bases[0].cell_set() | frame.bases[1].cell_set();
        for base in base_candidates(&frame) {
            let full = base | (CellSet::ALL - region);
            if !seen.insert(full) {
                continue;
            }
            // and one pattern in four again with a random half of the outside cells
            let half: CellSet = (CellSet::ALL - region)
                .iter()
                .filter(|_| rng.below(2) == 0)
                .collect();
            let fills = if seen.len() % 4 == 0 { 2 } else { 1 };
            for cells in [full, base | half].into_iter().take(fills) {
                grids += 1;
                let grid = grid_of(6, cells);
                let fish = find_all(Technique::FrankenXWing, &grid);
                with_fish += usize::from(!fish.is_empty());
                if fish.is_empty() {
                    continue;
                }
                let found = Found::on(&grid);
                for one in &fish {
                    *cases.entry(earlier_step(&grid, &found, one)).or_default() += 1;
                }
            }
        }
    }
    // not vacuous: thousands of patterns held a Franken X-Wing, of each kind
    assert!(grids >= 20_000, "{grids}");
    assert!(with_fish >= 5_000, "{with_fish}");
    for kind in [
        Earlier::HiddenSingle,
        Earlier::LockedCandidates,
        Earlier::TurbotFish,
    ] {
        assert!(cases.get(&kind).copied().unwrap_or(0) >= 500, "{cases:?}");
    }
}

/// At every position of the solves of our extreme puzzles and top1465's first 50 where the
/// step of `slot` or a later one is reached (every earlier step found nothing), `technique` is
/// not applied and its finder finds nothing. Returns how many positions there were.
pub(super) fn nothing_left_where_reached(technique: Technique, slot: usize) -> usize {
    let positions = positions_reaching(HARD, slot);
    for Reached { grid, applied, .. } in &positions {
        assert_ne!(*applied, Some(technique));
        assert!(
            find_all(technique, grid).is_empty(),
            "{technique}: {}",
            grid.values().to_line()
        );
    }
    positions.len()
}

/// Where the solves get past Turbot Fish, the Franken X-Wing finder finds nothing either.
#[test]
fn no_franken_x_wing_is_left_where_the_solve_gets_past_turbot_fish() {
    let after = slot_index(Technique::TurbotFish) + 1;
    let reached = nothing_left_where_reached(Technique::FrankenXWing, after);
    // not vacuous: the solves got past Turbot Fish many times
    assert!(reached >= 500, "{reached}");
}
