//! Never-wrong runner: logic-solves every puzzle of the hint data sets and top1465 as the
//! watch's logic strategy and `stepdoku trace --strategy logic` do (frame by frame, through
//! `stepdoku_core::hint::walk`) and checks each placement and elimination of each step against the
//! solution found by `stepdoku_core::solver`, and that every walk ends solved. Data is read at run
//! time from `../shared`.
//!
//! ```sh
//! cargo run --release --example never_wrong
//! cargo run --release --example never_wrong -- ../shared/data/hints/exemplars-1.0.txt
//! ```
//!
//! With no arguments it runs `../shared/data/hints/*` and
//! `../shared/data/solve/puzzles3_magictour_top1465.txt`. Regression-library lines are solved
//! from their candidate grid. Prints, per technique, the steps and the single results checked,
//! and the contradictions; exits 1 if there is any.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use stepdoku_core::hint::grade;
use stepdoku_core::hint::logic::{Solver, Step};
use stepdoku_core::hint::walk;
use stepdoku_core::hint::{Candidates, Technique};
use stepdoku_core::{Cell, Digit, Grid};

const DEFAULT_FILES: &[&str] = &[
    "../shared/data/hints/exemplars-1.0.txt",
    "../shared/data/hints/qqwing4000_se_hodoku.tsv",
    "../shared/data/hints/reglib-1.3.txt",
    "../shared/data/hints/top1465_hodoku.txt",
    "../shared/data/solve/puzzles3_magictour_top1465.txt",
];

#[derive(Default)]
struct Tally {
    steps: usize,
    checked: usize,
    wrong: usize,
}

/// A puzzle to solve: plain givens, or a regression-library position.
struct Case {
    line: usize,
    givens: Grid,
    start: Option<Candidates>,
}

#[expect(clippy::too_many_lines, reason = "one report, its sections in order")]
fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let files: Vec<PathBuf> = if args.is_empty() {
        DEFAULT_FILES.iter().map(PathBuf::from).collect()
    } else {
        args.iter().map(PathBuf::from).collect()
    };
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut puzzles, mut skipped, mut broken) = (0usize, 0usize, 0usize);
    for path in &files {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{}: {e}", path.display());
                return ExitCode::from(2);
            }
        };
        for case in text
            .lines()
            .enumerate()
            .filter_map(|(i, l)| parse(i + 1, l))
        {
            let Ok(solution) = grade::solution(&case.givens) else {
                skipped += 1;
                continue;
            };
            let solver = match &case.start {
                Some(cands) if consistent(cands, &solution) => Solver::from_candidates(cands),
                Some(_) => {
                    skipped += 1;
                    continue;
                }
                None => Solver::new(&case.givens),
            };
            puzzles += 1;
            let walk = walk::walk_from(solver, Some(&solution));
            let mut first = true;
            if *walk.end.values() != solution {
                first = false;
                broken += 1;
                println!(
                    "CONTRADICTION {}:{}: the walk ended unsolved",
                    path.display(),
                    case.line
                );
            }
            for frame in &walk.frames {
                let Step::Logic(d) = &frame.step else {
                    continue;
                };
                let t = tally.entry(d.technique.name().to_owned()).or_default();
                t.steps += 1;
                let bad_place = d
                    .placements
                    .iter()
                    .filter(|&&(c, v)| solution.get(c) != Some(v));
                let bad_elim = d
                    .eliminations
                    .iter()
                    .filter(|&&(c, v)| solution.get(c) == Some(v));
                let wrong = bad_place.count() + bad_elim.count();
                t.checked += d.placements.len() + d.eliminations.len();
                t.wrong += wrong;
                if wrong > 0 && first {
                    first = false;
                    broken += 1;
                    println!(
                        "CONTRADICTION {}:{}: {}",
                        path.display(),
                        case.line,
                        d.explanation
                    );
                }
            }
        }
    }
    println!(
        "{:<40} {:>8} {:>10} {:>14}",
        "technique", "steps", "checked", "contradictions"
    );
    let mut order: Vec<_> = tally.iter().collect();
    order.sort_by_key(|(name, _)| {
        Technique::ALL
            .iter()
            .position(|t| t.name() == name.as_str())
            .unwrap_or(usize::MAX)
    });
    let (mut steps, mut checked, mut wrong) = (0, 0, 0);
    for (name, t) in order {
        println!(
            "{name:<40} {:>8} {:>10} {:>14}",
            t.steps, t.checked, t.wrong
        );
        steps += t.steps;
        checked += t.checked;
        wrong += t.wrong;
    }
    println!("{:<40} {steps:>8} {checked:>10} {wrong:>14}", "total");
    println!(
        "{puzzles} puzzles solved, {skipped} skipped (no unique solution or broken position), {broken} with a contradiction"
    );
    if wrong == 0 && broken == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Does every empty cell still hold its solution digit?
fn consistent(cands: &Candidates, solution: &Grid) -> bool {
    Cell::all().all(|c| cands.get(c).is_some() || solution.get(c).is_some_and(|d| cands.has(c, d)))
}

/// The first 81-character run of digits and dots on a line, or a regression-library case.
fn parse(line: usize, text: &str) -> Option<Case> {
    if text.starts_with(':') {
        return parse_reglib(line, text);
    }
    let bytes = text.as_bytes();
    let is_cell = |b: u8| b.is_ascii_digit() || b == b'.';
    let start = (0..bytes.len().saturating_sub(80))
        .find(|&i| bytes[i..i + 81].iter().all(|&b| is_cell(b)))?;
    let values: Vec<u8> = bytes[start..start + 81]
        .iter()
        .map(|&b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    Some(Case {
        line,
        givens: Grid::from_values(values.try_into().ok()?)?,
        start: None,
    })
}

fn parse_reglib(line: usize, text: &str) -> Option<Case> {
    let fields: Vec<&str> = text.split(':').collect();
    let values: Vec<u8> = fields
        .get(3)?
        .chars()
        .filter(|&c| c != '+')
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    let givens = Grid::from_values(values.try_into().ok()?)?;
    let mut cands = Candidates::from_grid(&givens);
    for t in fields.get(4)?.split_whitespace() {
        let b = t.as_bytes();
        let digit = Digit::new(b.first()?.wrapping_sub(b'0'))?;
        let cell = Cell::at(
            usize::from(b.get(1)?.wrapping_sub(b'1')),
            usize::from(b.get(2)?.wrapping_sub(b'1')),
        )?;
        cands.remove(cell, digit);
    }
    Some(Case {
        line,
        givens,
        start: Some(cands),
    })
}
