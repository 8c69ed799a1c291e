//! Why the solve never applies a Franken Swordfish first (the reason in `NEVER_FIRST`): a
//! search through every Franken Swordfish and every way the rest of its digit can lie.
//!
//! What the fish search takes (`hint::fish::search`, HoDoKu's rule): three base units (rows
//! and boxes, or columns and boxes) and three cover units (columns and boxes, or rows and
//! boxes; no unit both), called a Franken Swordfish when a row is among the base units, a
//! column among the cover units (or the other way round) and a box among either, each base unit holding the digit in one to three cells, no cell in two
//! base units, every base cell in a cover unit and every cover unit holding a base cell. It
//! removes the digit from the cover units' other cells, and from a base cell lying in two
//! cover units. A base unit holding the digit once is a Hidden Single, so the search below
//! starts from base units holding it two or three times.
//!
//! Swapping bands, rows inside a band, stacks and columns inside a stack maps rows to rows,
//! columns to columns and boxes to boxes, so it maps a fish to a fish and each step below to a
//! step of its kind; and it can bring any cell to r9c9. Transposing swaps the two orientations.
//! So it is enough to look at fish of rows and boxes against columns and boxes that remove the
//! digit from r9c9, either as a cover cell outside the base units or as a base cell in two
//! cover units.
//!
//! Each such fish fixes part of the digit's pattern: its base cells and r9c9 hold the digit,
//! the base units' other cells do not. The search then asks [`earlier_step`] for a step the
//! solve tries before Franken Swordfish that applies in every fill of the undecided cells;
//! if there is none, it decides one more cell both ways (a cell of the unit with the fewest
//! undecided cells), and asks again. It ends when every branch has such a step: then, in every
//! position where a Franken Swordfish applies, an earlier step applies too.
//!
//! The steps read only decided units (see `partial`), so each applies whatever the undecided
//! cells hold. The solve's nice-loop searches are breadth-first and keep one chain per state,
//! so they may report another loop than the one found here, or, where that chain breaks a
//! loop's rules, miss it: for the leaves closed by a nice loop the claim rests on the solve
//! finding one. The checks below fill the undecided cells at sampled leaves and ask the solve
//! itself, also with few other digits left (many cells of two candidates, whose links inside
//! the cell the searches follow first).

use std::collections::{BTreeMap, HashSet};

use super::partial::{Kind, Partial, Step, earlier_step};
use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::generate::Rng;
use crate::hint::test_support::slot_index;
use crate::hint::{Candidates, Technique, find_all, next};

/// r9c9, where every fish of the search removes the digit.
fn corner() -> Cell {
    Cell::at(8, 8).unwrap_or_else(|| unreachable!("r9c9 is a cell"))
}

/// How the fish removes the digit from r9c9.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Removal {
    /// r9c9 lies in a cover unit, outside the base units.
    Cover,
    /// r9c9 is a base cell in two cover units.
    Cannibal,
}

/// The subsets of `set` with two or three cells.
fn pairs_and_triples(set: CellSet) -> Vec<CellSet> {
    let cells: Vec<Cell> = set.iter().collect();
    let mut out = Vec::new();
    for (i, &a) in cells.iter().enumerate() {
        for (j, &b) in cells.iter().enumerate().skip(i + 1) {
            let two = CellSet::from_iter([a, b]);
            out.push(two);
            out.extend(cells[j + 1..].iter().map(|&c| two.with(c)));
        }
    }
    out
}

/// The patterns every fish removing the digit from r9c9 fixes, once each, sorted; only every
/// `every`-th fish is taken (1: all of them).
fn starts(removal: Removal, every: usize) -> Vec<Partial> {
    let bases: Vec<Unit> = (0..9).map(Unit::Row).chain((0..9).map(Unit::Box)).collect();
    let covers: Vec<Unit> = (0..9).map(Unit::Col).chain((0..9).map(Unit::Box)).collect();
    let triples = |units: &[Unit]| -> Vec<[Unit; 3]> {
        let mut out = Vec::new();
        for (i, &a) in units.iter().enumerate() {
            for (j, &b) in units.iter().enumerate().skip(i + 1) {
                out.extend(units[j + 1..].iter().map(|&c| [a, b, c]));
            }
        }
        out
    };
    let is_box = |u: &Unit| matches!(u, Unit::Box(_));
    // the finder calls a fish Franken with a row among its base units, a column among its
    // cover units, and a box somewhere (no box: a Swordfish; no row or no column: Mutant)
    let base_triples: Vec<[Unit; 3]> = triples(&bases)
        .into_iter()
        .filter(|b| !b.iter().all(is_box))
        .collect();
    let cover_triples: Vec<[Unit; 3]> = triples(&covers)
        .into_iter()
        .filter(|c| !c.iter().all(is_box))
        .collect();
    let mut seen = HashSet::new();
    let mut count = 0usize;
    for base in &base_triples {
        let base_cells = base.iter().fold(CellSet::EMPTY, |s, u| s | u.cell_set());
        let cover_options = cover_triples.iter().filter(|c| {
            !c.iter().any(|u| base.contains(u)) && (base.iter().any(is_box) || c.iter().any(is_box))
        });
        for cover in cover_options {
            let cover_cells = cover.iter().fold(CellSet::EMPTY, |s, u| s | u.cell_set());
            let twice = (0..3)
                .flat_map(|i| (i + 1..3).map(move |j| (i, j)))
                .fold(CellSet::EMPTY, |s, (i, j)| {
                    s | (cover[i].cell_set() & cover[j].cell_set())
                });
            if removal == Removal::Cover && !(cover_cells - base_cells).contains(corner()) {
                continue;
            }
            let room: Vec<CellSet> = (0..3)
                .map(|i| {
                    let others = (0..3)
                        .filter(|&j| j != i)
                        .fold(CellSet::EMPTY, |s, j| s | base[j].cell_set());
                    (base[i].cell_set() & cover_cells) - others
                })
                .collect();
            let choices: Vec<Vec<CellSet>> = room.iter().map(|&r| pairs_and_triples(r)).collect();
            for &a in &choices[0] {
                for &b in &choices[1] {
                    for &c in &choices[2] {
                        let cells = a | b | c;
                        if cover.iter().any(|u| (u.cell_set() & cells).is_empty())
                            || (removal == Removal::Cannibal && !(cells & twice).contains(corner()))
                        {
                            continue;
                        }
                        count += 1;
                        if count.is_multiple_of(every) {
                            seen.insert(Partial {
                                has: cells.with(corner()),
                                lacks: base_cells - cells,
                            });
                        }
                    }
                }
            }
        }
    }
    let mut out: Vec<Partial> = seen.into_iter().collect();
    out.sort_by_key(|p| (p.has.bits(), p.lacks.bits()));
    out
}

/// What the search met.
#[derive(Default)]
struct Tally {
    starts: usize,
    /// Positions looked at (each start, and each cell decided both ways after it).
    positions: u64,
    /// Leaves, by the kind of step that closed them.
    leaves: BTreeMap<Kind, u64>,
    /// Fully decided patterns where no step of the kinds asked for applies.
    open: Vec<Partial>,
}

/// The undecided cell to decide next: the first of the unit with the fewest undecided cells.
fn next_cell(p: Partial) -> Option<Cell> {
    Unit::all()
        .map(|u| u.cell_set() & p.undecided())
        .filter(|s| !s.is_empty())
        .min_by_key(|s| s.len())
        .and_then(CellSet::first)
}

/// Looks at `p` and, until an earlier step applies, at each way of deciding one more cell.
/// Returns `true` when it stopped at an open pattern (only if `stop_at_open`).
fn close(
    p: Partial,
    kinds: &[Kind],
    tally: &mut Tally,
    leaf: &mut dyn FnMut(Partial, Step),
    stop_at_open: bool,
) -> bool {
    tally.positions += 1;
    if let Some(step) = earlier_step(p, kinds) {
        *tally.leaves.entry(step.kind).or_default() += 1;
        leaf(p, step);
        return false;
    }
    let Some(c) = next_cell(p) else {
        tally.open.push(p);
        return stop_at_open;
    };
    let lacking = Partial {
        lacks: p.lacks.with(c),
        ..p
    };
    let holding = Partial {
        has: p.has.with(c),
        ..p
    };
    [lacking, holding]
        .into_iter()
        .any(|next| close(next, kinds, tally, leaf, stop_at_open))
}

/// The first fully decided pattern under `p` where no step of `kinds` applies, if any.
fn first_open(p: Partial, kinds: &[Kind]) -> Option<Partial> {
    let mut tally = Tally::default();
    close(p, kinds, &mut tally, &mut |_, _| {}, true);
    tally.open.first().copied()
}

fn search(starts: &[Partial], kinds: &[Kind], leaf: &mut dyn FnMut(Partial, Step)) -> Tally {
    let mut tally = Tally {
        starts: starts.len(),
        ..Tally::default()
    };
    for &p in starts {
        close(p, kinds, &mut tally, leaf, false);
    }
    tally
}

fn digit() -> Digit {
    Digit::new(1).unwrap_or_else(|| unreachable!("1 is a digit"))
}

/// The grid where digit 1 is a candidate exactly in `cells`, every other digit everywhere.
fn grid_of(cells: CellSet) -> Candidates {
    super::franken_tests::grid_of(1, cells)
}

fn random_subset(rng: &mut Rng, set: CellSet) -> CellSet {
    set.iter().filter(|_| rng.below(2) == 0).collect()
}

/// `grid_of(cells)` with few other digits left: each cell keeps one to four of them, so many
/// cells holding the digit have two candidates.
fn with_few_other_digits(rng: &mut Rng, cells: CellSet) -> Candidates {
    let mut grid = grid_of(cells);
    for c in Cell::all() {
        let keep = if rng.below(2) == 0 {
            1
        } else {
            2 + rng.below(3)
        };
        let mut set = DigitSet::EMPTY;
        while set.len() < keep {
            let other = 2 + u8::try_from(rng.below(8)).unwrap_or(0);
            set.insert(Digit::new(other).unwrap_or_else(|| unreachable!("2 to 9")));
        }
        if cells.contains(c) {
            set.insert(digit());
        }
        grid.set_candidates(c, set);
    }
    grid
}

/// At a leaf, the undecided cells filled: none, all, and at random. In each fill the solve's
/// own finders for the leaf's kind find something (the cell itself, but for nice loops, whose
/// breadth-first search may report another loop, and for locks, where any Hidden Single will
/// do), and the solve's first step comes before Franken Swordfish. At a nice-loop leaf the
/// loop searches also find a loop of the digit in the random fill with few other digits left.
fn check_fills(p: Partial, step: Step, rng: &mut Rng, checked: &mut usize) {
    let franken = slot_index(Technique::FrankenSwordfish);
    let undecided = p.undecided();
    for fill in [CellSet::EMPTY, undecided, random_subset(rng, undecided)] {
        let grid = grid_of(p.has | fill);
        let found = step.kind.techniques().iter().any(|&t| {
            find_all(t, &grid).iter().any(|d| {
                matches!(step.kind, Kind::NiceLoop)
                    || t == Technique::HiddenSingle
                    || d.eliminations
                        .iter()
                        .chain(&d.placements)
                        .any(|&(c, _)| c == step.cell)
            })
        });
        assert!(
            found,
            "{:?} at {:?} not found in {:?}",
            step.kind,
            step.cell,
            p.has | fill
        );
        let first = next(&grid).map(|d| d.technique);
        assert!(
            first.is_some_and(|t| slot_index(t) < franken),
            "{first:?} first in {:?}",
            p.has | fill
        );
        *checked += 1;
    }
    if step.kind == Kind::NiceLoop {
        let cells = p.has | random_subset(rng, undecided);
        let grid = with_few_other_digits(rng, cells);
        let looped = Kind::NiceLoop.techniques().iter().any(|&t| {
            find_all(t, &grid).iter().any(|d| {
                d.eliminations
                    .iter()
                    .chain(&d.placements)
                    .any(|&(_, k)| k == digit())
            })
        });
        assert!(looped, "no loop of the digit in {:?}", p.has);
        *checked += 1;
    }
}

/// A sample of the whole search below (every 97th fish found removing r9c9 as a cover cell,
/// every 7th removing it as a base cell, and the patterns they fix once each), with the solve's
/// own finders and first step checked in fills of every 400th leaf.
#[test]
fn every_franken_swordfish_gives_an_earlier_step_in_every_fill() {
    let mut rng = Rng::new(0x5A0D_F15E);
    let (mut leaves, mut checked) = (0usize, 0usize);
    let mut leaf = |p: Partial, step: Step| {
        leaves += 1;
        if leaves.is_multiple_of(400) {
            check_fills(p, step, &mut rng, &mut checked);
        }
    };
    for (removal, every) in [(Removal::Cover, 97), (Removal::Cannibal, 7)] {
        let tally = search(&starts(removal, every), &Kind::ALL, &mut leaf);
        assert!(tally.open.is_empty(), "{removal:?}: {:?}", tally.open[0]);
        // not vacuous: many fish
        assert!(tally.starts >= 10_000, "{removal:?} {}", tally.starts);
    }
    assert!(checked >= 1_000, "{checked}");
}

/// The check can fail: without Empty Rectangle, a fill of this fish (rows 1, 2 and 4 against
/// columns 1 and 9 and box 2) is left where no other kind applies; the solve's first step
/// there comes before Franken Swordfish (so the fill is open only to the reduced search).
#[test]
fn without_empty_rectangle_the_search_leaves_a_fill_open() {
    let at = |r: usize, c: usize| Cell::at(r - 1, c - 1).unwrap_or_else(|| unreachable!());
    let has = CellSet::from_iter([
        at(1, 1),
        at(1, 5),
        at(1, 9),
        at(2, 1),
        at(2, 4),
        at(2, 9),
        at(4, 1),
        at(4, 9),
        at(9, 9),
    ]);
    let bases = Unit::Row(0).cell_set() | Unit::Row(1).cell_set() | Unit::Row(3).cell_set();
    let start = Partial {
        has,
        lacks: bases - has,
    };
    let kinds: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|&k| k != Kind::EmptyRectangle)
        .collect();
    let open = first_open(start, &kinds).expect("a fill no other kind closes");
    let first = next(&grid_of(open.has)).map(|d| d.technique);
    let franken = slot_index(Technique::FrankenSwordfish);
    assert!(
        first.is_some_and(|t| slot_index(t) < franken),
        "{:?}",
        open.has
    );
    // with it, the same fish closes
    assert_eq!(first_open(start, &Kind::ALL), None);
}

/// The search's fish are the ones the solve's finder takes: in a random fill of the pattern of
/// one fish in 4,001, the Franken Swordfish finder removes the digit from r9c9.
#[test]
fn the_searched_fish_are_the_ones_the_finder_takes() {
    let mut rng = Rng::new(0xF15E_0001);
    for removal in [Removal::Cover, Removal::Cannibal] {
        let sample = starts(removal, 4_001);
        assert!(sample.len() >= 20, "{removal:?} {}", sample.len());
        for p in sample {
            let grid = grid_of(p.has | random_subset(&mut rng, p.undecided()));
            let removes = find_all(Technique::FrankenSwordfish, &grid)
                .iter()
                .any(|d| d.eliminations.iter().any(|&(c, _)| c == corner()));
            assert!(removes, "{removal:?} {:?}", p.has);
        }
    }
}

/// And the other way: every Franken Swordfish the finder reports on random patterns has base
/// units holding the digit two or three times (once: a Hidden Single), in no other base unit,
/// all in its cover units; so, brought to r9c9, it is among the search's starts.
#[test]
fn every_fish_the_finder_reports_has_the_searched_shape() {
    let mut rng = Rng::new(0xF15E_0002);
    let mut fish = 0;
    for _ in 0..3_000 {
        let chance = 3 + rng.below(4);
        let cells: CellSet = Cell::all().filter(|_| rng.below(10) < chance).collect();
        let grid = grid_of(cells);
        for d in find_all(Technique::FrankenSwordfish, &grid) {
            fish += 1;
            let (base, cover) = (&d.evidence.base_units, &d.evidence.cover_units);
            assert_eq!((base.len(), cover.len()), (3, 3), "{}", d.explanation);
            let covered = cover.iter().fold(CellSet::EMPTY, |s, u| s | u.cell_set());
            for (i, u) in base.iter().enumerate() {
                let held = u.cell_set() & cells;
                let others = base
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .fold(CellSet::EMPTY, |s, (_, o)| s | o.cell_set());
                assert!((1..=3).contains(&held.len()), "{}", d.explanation);
                assert!((held & others).is_empty(), "{}", d.explanation);
                assert!((held - covered).is_empty(), "{}", d.explanation);
            }
        }
    }
    assert!(fish >= 100, "{fish}");
}

/// The whole search, about five minutes in release on one core:
/// `cargo test --release -p stepdoku-core --lib whole_franken_swordfish_search -- --ignored
/// --nocapture`.
#[test]
#[ignore = "the whole search takes minutes; the test above runs a sample of it"]
fn whole_franken_swordfish_search() {
    for removal in [Removal::Cover, Removal::Cannibal] {
        let tally = search(&starts(removal, 1), &Kind::ALL, &mut |_, _| {});
        println!(
            "{removal:?}: {} starts, {} positions, leaves {:?}, open {}",
            tally.starts,
            tally.positions,
            tally.leaves,
            tally.open.len()
        );
        assert!(tally.open.is_empty(), "{removal:?}: {:?}", tally.open[0]);
    }
}
