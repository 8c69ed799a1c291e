//! Can a Franken fish ever come first? A census of one-digit candidate patterns (one digit's
//! cells chosen, every other digit everywhere, so only one-digit techniques can fire): for
//! each watched fish, in how many patterns its finder finds something, and in how many the
//! logical solve applies it first, no earlier step finding anything (a "gap"). A position of a
//! real solve where the fish comes first has such a pattern on the fish's digit (every
//! earlier one-digit step sees that digit alone), so a fish with no gap comes first in no
//! puzzle. Finned Franken Swordfish, which the seed bank has, is watched as the control.
//!
//! Patterns are random (each cell holds the digit with a chance from 1/5 to 2/5) or planted
//! (a fish of the watched kind on random base and cover units, sparse to full around it);
//! locked candidates are then taken out by adding or removing cells outside the fish. From
//! each, the solve goes on with whatever comes first while the finder still fires; with
//! `--climb N`, N single-cell changes outside the fish follow, each kept when the solve gets
//! no less far. Only patterns where every unit holds two candidates or more and the digit can
//! still be placed nine times are counted. Gap patterns are printed, `x` a candidate.
//!
//! ```sh
//! cargo run --release --example franken_census -- --seconds 600 --seed 11 --planted-only 1
//! cargo run --release --example franken_census -- --only "Franken Swordfish" --climb 200
//! cargo run --release --example franken_census -- --pattern "xx.x…"   # one pattern (81)
//! ```

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use stepdoku_core::generate::Rng;
use stepdoku_core::grid::Grid;
use stepdoku_core::hint::scores::SOLVER_STEPS;
use stepdoku_core::hint::{Candidates, Technique, find_all, next};

/// The fish watched, with the size and fins of the fish planted for them.
const WATCHED: &[(Technique, usize, bool)] = &[
    (Technique::FrankenXWing, 2, false),
    (Technique::FrankenSwordfish, 3, false),
    (Technique::FinnedFrankenXWing, 2, true),
    // the bank has it: a check that the census finds gaps where puzzles exist
    (Technique::FinnedFrankenSwordfish, 3, true),
];

#[derive(Default)]
struct Tally {
    patterns: u64,
    fired: u64,
    gaps: u64,
    climbs: u64,
    climbed: u64,
    /// What the solve applied instead, when the finder fired.
    first: BTreeMap<String, u64>,
}

fn digit() -> Digit {
    Digit::new(1).unwrap_or_else(|| unreachable!("1 is a digit"))
}

/// The grid where the digit is a candidate exactly in `cells`, every other digit everywhere.
fn grid_of(cells: CellSet) -> Candidates {
    let mut grid = Candidates::from_grid(&Grid::EMPTY);
    let d = digit();
    for c in Cell::all() {
        let set = if cells.contains(c) {
            DigitSet::ALL
        } else {
            DigitSet::ALL.without(d)
        };
        grid.set_candidates(c, set);
    }
    grid
}

/// Every unit holds two candidates or more, and some nine of them make a placement.
fn usable(cells: CellSet) -> bool {
    Unit::all().all(|u| (cells & u.cell_set()).len() >= 2) && placeable(cells, 0, CellSet::EMPTY)
}

fn placeable(cells: CellSet, row: usize, taken: CellSet) -> bool {
    if row == 9 {
        return true;
    }
    let free = Unit::Row(row as u8).cell_set() & cells;
    free.iter().any(|c| {
        let blocked = taken.iter().any(|t| t.sees(c));
        !blocked && placeable(cells, row + 1, taken.with(c))
    })
}

fn random_pattern(rng: &mut Rng) -> CellSet {
    let chance = 5 + rng.below(6);
    Cell::all().filter(|_| rng.below(25) < chance).collect()
}

fn pick<T: Copy>(rng: &mut Rng, items: &[T], count: usize) -> Vec<T> {
    let mut items = items.to_vec();
    rng.shuffle(&mut items);
    items.truncate(count);
    items
}

/// The locked candidates in `cells`, if any: a box whose candidates lie in one line that has
/// others (pointing), or a line whose candidates lie in one box that has others (claiming).
/// Returns the cells whose removal, or the region where one added cell, would end it.
fn locked(cells: CellSet) -> Option<(CellSet, CellSet)> {
    for b in (0..9).map(Unit::Box) {
        let inside = cells & b.cell_set();
        for line in Unit::all().take(18) {
            let l = line.cell_set();
            if (inside - l).is_empty() && !((cells & l) - b.cell_set()).is_empty() {
                return Some(((cells & l) - b.cell_set(), b.cell_set() - l));
            }
        }
    }
    for line in Unit::all().take(18) {
        let inside = cells & line.cell_set();
        for b in (0..9).map(Unit::Box) {
            let bs = b.cell_set();
            if (inside - bs).is_empty() && !((cells & bs) - line.cell_set()).is_empty() {
                return Some(((cells & bs) - line.cell_set(), line.cell_set() - bs));
            }
        }
    }
    None
}

/// Adds or removes cells outside `frozen` until no locked candidates are left, if it can.
fn unlock(rng: &mut Rng, mut cells: CellSet, frozen: CellSet) -> Option<CellSet> {
    for _ in 0..60 {
        let Some((remove, add)) = locked(cells) else {
            return Some(cells);
        };
        let add: Vec<Cell> = (add - frozen - cells).iter().collect();
        if !add.is_empty() && (rng.below(3) > 0 || !(remove & frozen).is_empty()) {
            cells.insert(add[rng.below(add.len())]);
        } else if (remove & frozen).is_empty() {
            cells -= remove;
        } else {
            return None;
        }
    }
    None
}

/// A fish of `size` planted on random units (rows and boxes against columns and boxes, a box
/// among them), with `fins` outside the covers if asked, a few cells to remove, and random
/// cells outside the base units; transposed half of the time.
fn planted(rng: &mut Rng, size: usize, finned: bool) -> Option<(CellSet, CellSet)> {
    let lines: Vec<Unit> = (0..9).map(Unit::Row).chain((0..9).map(Unit::Box)).collect();
    let crosses: Vec<Unit> = (0..9).map(Unit::Col).chain((0..9).map(Unit::Box)).collect();
    let base = pick(rng, &lines, size);
    let cover = pick(rng, &crosses, size);
    let boxes = base.iter().chain(&cover).any(|u| matches!(u, Unit::Box(_)));
    if !boxes || cover.iter().any(|u| base.contains(u)) {
        return None;
    }
    let mut base_all = CellSet::EMPTY;
    for u in &base {
        // overlapping base units make endo fins, which only a finned fish may have
        if !finned && !(base_all & u.cell_set()).is_empty() {
            return None;
        }
        base_all |= u.cell_set();
    }
    let cover_all = cover.iter().fold(CellSet::EMPTY, |s, u| s | u.cell_set());
    let mut cells = CellSet::EMPTY;
    for u in &base {
        let inside: Vec<Cell> = (u.cell_set() & cover_all).iter().collect();
        if inside.len() < 2 {
            return None;
        }
        let take = (2 + rng.below(3)).min(inside.len());
        for c in pick(rng, &inside, take) {
            cells.insert(c);
        }
    }
    let mut fins = CellSet::EMPTY;
    if finned {
        let outside: Vec<Cell> = (base_all - cover_all).iter().collect();
        let first = *pick(rng, &outside, 1).first()?;
        fins.insert(first);
        if rng.below(2) == 0 {
            let near: Vec<Cell> = outside
                .iter()
                .copied()
                .filter(|&c| c != first && c.block() == first.block())
                .collect();
            if let Some(&c) = pick(rng, &near, 1).first() {
                fins.insert(c);
            }
        }
        cells |= fins;
    }
    let targets: Vec<Cell> = (cover_all - base_all)
        .iter()
        .filter(|&c| fins.iter().all(|f| f.sees(c)))
        .collect();
    let take = 1 + rng.below(3);
    for c in pick(rng, &targets, take) {
        cells.insert(c);
    }
    // sparse to dense (every cell) around it: dense cells leave few conjugate pairs for
    // chains to use
    let chance = rng.below(26);
    for c in (CellSet::ALL - base_all).iter() {
        if rng.below(25) < chance {
            cells.insert(c);
        }
    }
    let frozen = base_all | (cells & cover_all);
    let cells = unlock(rng, cells, frozen)?;
    Some(if rng.below(2) == 0 {
        (transposed(cells), transposed(frozen))
    } else {
        (cells, frozen)
    })
}

/// A Franken Swordfish of two rows and a box against three columns, two of them through the
/// box: the box's 1s lie in those two, each row's in all three (a net, not a chain, proves its
/// eliminations); dense random cells around it, transposed half of the time.
fn planted_rows_box(rng: &mut Rng) -> Option<(CellSet, CellSet)> {
    let stack = rng.below(3);
    let band = rng.below(3);
    let b = Unit::Box((band * 3 + stack) as u8);
    let cols = pick(rng, &[stack * 3, stack * 3 + 1, stack * 3 + 2], 2);
    let others: Vec<usize> = (0..9).filter(|c| c / 3 != stack).collect();
    let far = pick(rng, &others, 1)[0];
    let rows_free: Vec<usize> = (0..9).filter(|r| r / 3 != band).collect();
    let rows = pick(rng, &rows_free, 2);
    let mut cells = CellSet::EMPTY;
    let cover: Vec<usize> = vec![cols[0], cols[1], far];
    for &r in &rows {
        let take = 2 + rng.below(2);
        for &c in &pick(rng, &cover, take) {
            cells.insert(Cell::at(r, c)?);
        }
    }
    let in_box: Vec<Cell> = b
        .cells()
        .into_iter()
        .filter(|c| cols.contains(&c.col()))
        .collect();
    let take = 2 + rng.below(2);
    for c in pick(rng, &in_box, take) {
        cells.insert(c);
    }
    let base_all =
        Unit::Row(rows[0] as u8).cell_set() | Unit::Row(rows[1] as u8).cell_set() | b.cell_set();
    let cover_all = cover
        .iter()
        .fold(CellSet::EMPTY, |s, &c| s | Unit::Col(c as u8).cell_set());
    let targets: Vec<Cell> = (cover_all - base_all).iter().collect();
    let take = 1 + rng.below(3);
    for c in pick(rng, &targets, take) {
        cells.insert(c);
    }
    let chance = 6 + rng.below(20);
    for c in (CellSet::ALL - base_all).iter() {
        if rng.below(25) < chance {
            cells.insert(c);
        }
    }
    let frozen = base_all | (cells & cover_all);
    let cells = unlock(rng, cells, frozen)?;
    Some(if rng.below(2) == 0 {
        (transposed(cells), transposed(frozen))
    } else {
        (cells, frozen)
    })
}

fn transposed(cells: CellSet) -> CellSet {
    cells
        .iter()
        .filter_map(|c| Cell::at(c.col(), c.row()))
        .collect()
}

/// How far the solve gets before it applies something on `cells`: the index of the slot it
/// applies (the watched fish's own slot is a gap), or `None` if the fish is gone.
fn reach(technique: Technique, cells: CellSet) -> Option<usize> {
    if !usable(cells) {
        return None;
    }
    let grid = grid_of(cells);
    find_all(technique, &grid)
        .iter()
        .find(|d| !d.eliminations.is_empty())?;
    let applied = next(&grid)?.technique;
    SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&applied))
}

/// Climbs from `cells` by toggling one cell outside `frozen` at a time, keeping a change when
/// the solve gets no less far; the pattern where the fish came first, if it did.
fn climb(
    rng: &mut Rng,
    technique: Technique,
    mut cells: CellSet,
    frozen: CellSet,
    steps: usize,
) -> Option<CellSet> {
    let goal = SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&technique))?;
    let mut best = reach(technique, cells)?;
    let free: Vec<Cell> = (CellSet::ALL - frozen).iter().collect();
    for _ in 0..steps {
        if best == goal {
            return Some(cells);
        }
        let at = free[rng.below(free.len())];
        let mut tried = cells;
        if tried.contains(at) {
            tried.remove(at);
        } else {
            tried.insert(at);
        }
        if let Some(r) = reach(technique, tried).filter(|&r| r >= best) {
            best = r;
            cells = tried;
        }
    }
    (best == goal).then_some(cells)
}

fn show(cells: CellSet) -> String {
    Cell::all()
        .map(|c| if cells.contains(c) { 'x' } else { '.' })
        .collect()
}

struct Args {
    seconds: u64,
    seed: u64,
    planted_only: bool,
    only: Vec<usize>,
    gaps_shown: usize,
    rows_box: bool,
    climb: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        seconds: 600,
        seed: 1,
        planted_only: false,
        only: (0..WATCHED.len()).collect(),
        gaps_shown: 8,
        rows_box: false,
        climb: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let value = it.next().ok_or(format!("{arg} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{arg} {v}: {e}"));
        match arg.as_str() {
            "--seconds" => args.seconds = number(&value)?,
            "--seed" => args.seed = number(&value)?,
            "--climb" => args.climb = usize::try_from(number(&value)?).unwrap_or(0),
            "--rows-box" => args.rows_box = number(&value)? != 0,
            "--planted-only" => args.planted_only = number(&value)? != 0,
            "--gaps-shown" => args.gaps_shown = usize::try_from(number(&value)?).unwrap_or(8),
            "--only" => {
                args.only = value
                    .split(',')
                    .map(|name| {
                        WATCHED
                            .iter()
                            .position(|(t, _, _)| t.name().eq_ignore_ascii_case(name.trim()))
                            .ok_or(format!("not watched: {name}"))
                    })
                    .collect::<Result<_, _>>()?;
            }
            _ => return Err(format!("unknown argument {arg}")),
        }
    }
    Ok(args)
}

/// `--pattern X`: what the solve applies first on one pattern (81 characters, `x` a candidate).
fn one_pattern(text: &str) -> ExitCode {
    let cells: CellSet = text
        .chars()
        .zip(Cell::all())
        .filter(|&(ch, _)| ch == 'x')
        .map(|(_, c)| c)
        .collect();
    let grid = grid_of(cells);
    println!("usable: {}", usable(cells));
    for (t, _, _) in WATCHED {
        for d in find_all(*t, &grid) {
            println!("{}", d.explanation);
        }
    }
    match next(&grid) {
        Some(d) => println!("first: {}", d.explanation),
        None => println!("first: nothing"),
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    if let (Some(flag), Some(text)) = (std::env::args().nth(1), std::env::args().nth(2))
        && flag == "--pattern"
    {
        return one_pattern(&text);
    }
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut rng = Rng::new(args.seed);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let mut tallies: Vec<Tally> = WATCHED.iter().map(|_| Tally::default()).collect();
    let mut round = 0u64;
    while Instant::now() < deadline {
        round += 1;
        for &w in &args.only {
            let (technique, size, finned) = WATCHED[w];
            let pattern = if !args.planted_only && round.is_multiple_of(2) {
                let cells = random_pattern(&mut rng);
                unlock(&mut rng, cells, CellSet::EMPTY).map(|c| (c, CellSet::EMPTY))
            } else if args.rows_box && technique == Technique::FrankenSwordfish {
                planted_rows_box(&mut rng)
            } else {
                planted(&mut rng, size, finned)
            };
            let Some((cells, frozen)) = pattern.filter(|&(c, _)| usable(c)) else {
                continue;
            };
            let tally = &mut tallies[w];
            tally.patterns += 1;
            let mut grid = grid_of(cells);
            // the solve goes on with what comes first while the finder still fires there
            for _ in 0..40 {
                let Some(fish) = find_all(technique, &grid)
                    .into_iter()
                    .find(|d| !d.eliminations.is_empty())
                else {
                    break;
                };
                tally.fired += 1;
                let Some(applied) = next(&grid) else {
                    break;
                };
                let name = applied.technique.to_string();
                *tally.first.entry(name).or_default() += 1;
                if applied.technique == technique {
                    tally.gaps += 1;
                    if tally.gaps <= args.gaps_shown as u64 {
                        let now = grid.positions(digit());
                        println!("{technique} gap: {}\n  {}", show(now), fish.explanation);
                    }
                    break;
                }
                grid.apply(&applied);
                if !usable(grid.positions(digit())) {
                    break;
                }
            }
            if args.climb > 0 && reach(technique, cells).is_some() {
                tally.climbs += 1;
                if let Some(found) = climb(&mut rng, technique, cells, frozen, args.climb) {
                    tally.climbed += 1;
                    if tally.climbed <= args.gaps_shown as u64 {
                        println!("{technique} gap by climbing: {}", show(found));
                    }
                }
            }
        }
    }
    for &w in &args.only {
        let (t, tally) = (WATCHED[w].0, &tallies[w]);
        println!(
            "{t}: {} patterns, finder fired in {}, gaps (nothing earlier) {}",
            tally.patterns, tally.fired, tally.gaps
        );
        if args.climb > 0 {
            println!(
                "  climbs of {} toggles: {}, ending in a gap: {}",
                args.climb, tally.climbs, tally.climbed
            );
        }
        for (name, n) in &tally.first {
            println!("  first: {name} {n}");
        }
    }
    ExitCode::SUCCESS
}
