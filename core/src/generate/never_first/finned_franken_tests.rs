//! Why the solve never applies a Finned Franken X-Wing first (the reason in `NEVER_FIRST`),
//! checked on planted one-digit patterns and at every position of real solves that reaches
//! its step.
//!
//! The argument. A Finned Franken X-Wing on a digit has base units B1 and B2 (a line and a line
//! or a box), cover units C1 and C2, and fins: base cells outside both covers, and cells of
//! both base units. It removes the digit from a cell t outside the base units that sees every
//! fin and lies in a cover, say C1 (or from a base cell in both covers that sees every fin).
//! - t sees every base cell in C1 (same unit) and every fin, so the base cells t does not see
//!   lie in C2.
//! - t lies outside Bi, so the cells of Bi that t sees are one cell or lie in one box's row or
//!   column: Bi's cells in t's column or row, or, for a row of t's band, its cells in t's box
//!   (a line crosses a box in three cells, a box meets t's row or column in three).
//! - If t sees every cell of some Bi, those cells are one cell, a Hidden Single, or lie in one
//!   box∩line, Locked Candidates that removes the digit from t. (A base cell in both covers
//!   sees every cell of the other base unit in the same way.)
//! - Otherwise each Bi splits into the part t sees and the part it does not, both non-empty,
//!   the second inside C2: t - (B1 seen) = (B1 unseen) - (B2 unseen) = (B2 seen) - t is a loop
//!   of strong links in B1 and B2 and weak links in C2 and at t, which removes the digit from
//!   t. Each part is a cell or all of the digit's cells in a box∩line (a group), except where
//!   a box Bi lies in t's band with a cell in t's row and C2's column: then the box holds the
//!   digit only in that row and that column and the other base unit is a conjugate pair, an
//!   Empty Rectangle that removes the digit from t.
//!
//! Each of these is found on the pattern's own units: the test fills the rest of the grid at
//! random, full or sparse, and checks that what the argument names removes the digit from t.

use std::cell::OnceCell;
use std::collections::HashSet;

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::generate::Rng;
use crate::hint::test_support::{only_digit, slot_index};
use crate::hint::{Candidates, Deduction, Technique, find_all};

/// What removes the digit from a cell a Finned Franken X-Wing removes it from.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Earlier {
    HiddenSingle,
    LockedCandidates,
    EmptyRectangle,
    Loop,
}

/// The single-digit chains and loops the argument's loop may come out as: all cells (a Turbot
/// Fish, Skyscraper, 2-String Kite, X-Chain or Nice Loop) or with groups.
const LOOPS: &[Technique] = &[
    Technique::Skyscraper,
    Technique::TwoStringKite,
    Technique::TurbotFish,
    Technique::XChain,
    Technique::ContinuousNiceLoop,
    Technique::DiscontinuousNiceLoop,
    Technique::GroupedContinuousNiceLoop,
    Technique::GroupedDiscontinuousNiceLoop,
];

fn removed(grid: &Candidates, techniques: &[Technique]) -> HashSet<(Cell, Digit)> {
    techniques
        .iter()
        .flat_map(|&t| find_all(t, grid))
        .flat_map(|d| d.eliminations)
        .collect()
}

/// What the earlier techniques do on one grid: each finder runs once, when first asked,
/// however many fish the grid holds.
struct Found<'a> {
    grid: &'a Candidates,
    singles: OnceCell<HashSet<(Cell, Digit)>>,
    locked: OnceCell<HashSet<(Cell, Digit)>>,
    rectangles: OnceCell<HashSet<(Cell, Digit)>>,
    loops: OnceCell<HashSet<(Cell, Digit)>>,
}

impl<'a> Found<'a> {
    fn on(grid: &'a Candidates) -> Self {
        Self {
            grid,
            singles: OnceCell::new(),
            locked: OnceCell::new(),
            rectangles: OnceCell::new(),
            loops: OnceCell::new(),
        }
    }

    fn placed_by_single(&self, item: (Cell, Digit)) -> bool {
        self.singles
            .get_or_init(|| {
                find_all(Technique::HiddenSingle, self.grid)
                    .into_iter()
                    .flat_map(|d| d.placements)
                    .collect()
            })
            .contains(&item)
    }

    fn removed_by_locked(&self, item: (Cell, Digit)) -> bool {
        self.locked
            .get_or_init(|| {
                removed(
                    self.grid,
                    &[
                        Technique::LockedCandidatesPointing,
                        Technique::LockedCandidatesClaiming,
                    ],
                )
            })
            .contains(&item)
    }

    fn removed_by_rectangle(&self, item: (Cell, Digit)) -> bool {
        self.rectangles
            .get_or_init(|| removed(self.grid, &[Technique::EmptyRectangle]))
            .contains(&item)
    }

    fn removed_by_loop(&self, item: (Cell, Digit)) -> bool {
        self.loops
            .get_or_init(|| removed(self.grid, LOOPS))
            .contains(&item)
    }
}

/// Whether `cells` are one cell or lie in one box's row or column.
fn in_one_box_line(cells: CellSet) -> bool {
    let list: Vec<Cell> = cells.iter().collect();
    let Some(first) = list.first() else {
        return false;
    };
    list.iter().all(|c| c.block() == first.block())
        && (list.iter().all(|c| c.row() == first.row())
            || list.iter().all(|c| c.col() == first.col()))
}

/// Checks the argument on one fish the finder reported; returns what removed each target.
fn check(grid: &Candidates, found: &Found, fish: &Deduction, out: &mut Vec<Earlier>) {
    let why = || {
        let cells: Vec<String> = grid
            .positions(fish.eliminations[0].1)
            .iter()
            .map(|c| c.to_string())
            .collect();
        format!("{}\n{}", cells.join(" "), fish.explanation)
    };
    let bases = &fish.evidence.base_units;
    assert_eq!(bases.len(), 2, "{}", why());
    let Some(&(_, digit)) = fish.eliminations.first() else {
        panic!("a fish that removes nothing: {}", why());
    };
    let held: Vec<CellSet> = bases.iter().map(|&b| grid.positions_in(digit, b)).collect();
    for &(t, d) in &fish.eliminations {
        assert_eq!(d, digit, "{}", why());
        let seen_whole = held
            .iter()
            .copied()
            .find(|&cells| !cells.contains(t) && (cells - t.peers()).is_empty());
        let unseen = (0..2).find(|&i| !held[i].contains(t) && (held[i] & t.peers()).is_empty());
        let earlier = if let Some(cells) = seen_whole {
            // t sees every cell of a base unit: one cell, or one box∩line
            assert!(in_one_box_line(cells), "{t}: {}", why());
            match (cells.len(), cells.first()) {
                (1, Some(only)) => {
                    assert!(found.placed_by_single((only, digit)), "{t}: {}", why());
                    Earlier::HiddenSingle
                }
                _ => {
                    assert!(found.removed_by_locked((t, digit)), "{t}: {}", why());
                    Earlier::LockedCandidates
                }
            }
        } else if let Some(i) = unseen {
            // t sees none of a base unit: it lies in one box∩line inside the other cover,
            // whose other base cells Locked Candidates removes
            assert!(in_one_box_line(held[i]), "{t}: {}", why());
            match (held[i].len(), held[i].first()) {
                (1, Some(only)) => {
                    assert!(found.placed_by_single((only, digit)), "{t}: {}", why());
                    Earlier::HiddenSingle
                }
                _ => {
                    let other = held[1 - i] - held[i];
                    assert!(
                        other.iter().any(|c| found.removed_by_locked((c, digit))),
                        "{t}: {}",
                        why()
                    );
                    Earlier::LockedCandidates
                }
            }
        } else if found.removed_by_loop((t, digit)) {
            Earlier::Loop
        } else {
            assert!(found.removed_by_rectangle((t, digit)), "{t}: {}", why());
            Earlier::EmptyRectangle
        };
        out.push(earlier);
    }
}

/// A random Franken frame: a line and a line or box as base units, a crossing line and a
/// crossing line or box as cover units, a box among them, no unit both.
fn frame(rng: &mut Rng) -> ([Unit; 2], [Unit; 2]) {
    let rows = rng.below(2) == 0;
    let index = |rng: &mut Rng| u8::try_from(rng.below(9)).unwrap_or(0);
    let line = |i: u8| if rows { Unit::Row(i) } else { Unit::Col(i) };
    let cross = |i: u8| if rows { Unit::Col(i) } else { Unit::Row(i) };
    loop {
        let b1 = line(index(rng));
        let b2 = if rng.below(2) == 0 {
            line(index(rng))
        } else {
            Unit::Box(index(rng))
        };
        let c1 = cross(index(rng));
        let c2 = if rng.below(2) == 0 {
            cross(index(rng))
        } else {
            Unit::Box(index(rng))
        };
        let any_box = [b2, c2].iter().any(|u| matches!(u, Unit::Box(_)));
        if b1 != b2 && c1 != c2 && any_box && ![c1, c2].contains(&b2) {
            return ([b1, b2], [c1, c2]);
        }
    }
}

/// A one-digit pattern planted on a random frame around a random target: base cells inside
/// the covers, fins the target sees (now and then one it does not), and the rest of the grid
/// full or filled at random.
fn planted(rng: &mut Rng) -> Option<CellSet> {
    let (bases, covers) = frame(rng);
    let region = bases[0].cell_set() | bases[1].cell_set();
    let endo = bases[0].cell_set() & bases[1].cell_set();
    let cover = covers[0].cell_set() | covers[1].cell_set();
    let targets: Vec<Cell> = (cover - region).iter().collect();
    let t = *targets.get(rng.below(targets.len().max(1)))?;
    let chance = |rng: &mut Rng, lo: usize| lo + rng.below(100 - lo);
    let (inside, fin, rest) = (chance(rng, 40), chance(rng, 20), chance(rng, 30));
    let full = rng.below(3) == 0;
    let mut cells = CellSet::EMPTY;
    cells.insert(t);
    for c in ((region & cover) - endo).iter() {
        if rng.below(100) < inside {
            cells.insert(c);
        }
    }
    for c in (((region - cover) | endo) & t.peers()).iter() {
        if rng.below(100) < fin {
            cells.insert(c);
        }
    }
    if rng.below(4) == 0 {
        let unseen: Vec<Cell> = ((region - cover) - t.peers()).iter().collect();
        if let Some(&c) = unseen.get(rng.below(unseen.len().max(1))) {
            cells.insert(c);
        }
    }
    for c in (CellSet::ALL - region).iter() {
        if full || rng.below(100) < rest {
            cells.insert(c);
        }
    }
    Some(cells)
}

/// 6,000 planted patterns: wherever a Finned Franken X-Wing the finder reports there removes
/// the digit, the earlier technique the argument above names applies: the Hidden Single, the
/// Locked Candidates (removing the digit there, or from the other base unit's cells when the
/// cell sees none of a base unit), the single-digit loop or the Empty Rectangle.
#[test]
fn every_finned_franken_x_wing_is_taken_by_an_earlier_technique() {
    let mut rng = Rng::new(0x0F1E_F4A2);
    let mut ways = Vec::new();
    let (mut grids, mut with_fish) = (0, 0);
    while grids < 6_000 {
        let Some(cells) = planted(&mut rng) else {
            continue;
        };
        let list: Vec<(usize, usize)> = cells.iter().map(|c| (c.row() + 1, c.col() + 1)).collect();
        let grid = only_digit(4, &list);
        grids += 1;
        let fish = find_all(Technique::FinnedFrankenXWing, &grid);
        with_fish += usize::from(!fish.is_empty());
        let found = Found::on(&grid);
        for one in &fish {
            check(&grid, &found, one, &mut ways);
        }
    }
    // not vacuous: most patterns held the fish, and each way of the argument was met (with
    // seed and count as here: 5,584 grids with the fish; 120,680 removals by a Hidden Single,
    // 106,957 by Locked Candidates, 38,945 by a loop, 26 by an Empty Rectangle)
    assert!(with_fish >= 4_000, "{with_fish}");
    for (way, least) in [
        (Earlier::HiddenSingle, 10_000),
        (Earlier::LockedCandidates, 10_000),
        (Earlier::Loop, 10_000),
        (Earlier::EmptyRectangle, 10),
    ] {
        let n = ways.iter().filter(|&&w| w == way).count();
        assert!(n >= least, "{way:?}: {n}");
    }
}

/// Where the solves of our extreme puzzles and top1465's first 50 reach the Finned Franken
/// X-Wing's step (every earlier step found nothing), its finder finds nothing.
#[test]
fn no_finned_franken_x_wing_is_left_where_the_solve_reaches_it() {
    let technique = Technique::FinnedFrankenXWing;
    let reached =
        super::franken_tests::nothing_left_where_reached(technique, slot_index(technique));
    // not vacuous: the solves reached the step many times
    assert!(reached >= 50, "{reached}");
}
