//! Solves puzzle files by logic with singles plus the chain, ALS and forcing families, and
//! checks every deduction those families report against the solution (found by the
//! backtracking solver). Measures the "never wrong" property and how often logic alone
//! finishes a puzzle.
//!
//! ```sh
//! cargo run --release --example chain_solve -- ../shared/data/hints/qqwing4000_se_hodoku.tsv
//! cargo run --release --example chain_solve -- ../shared/data/solve/puzzles3_magictour_top1465.txt [LIMIT] [--als]
//! ```
//!
//! `--als` turns on ALS nodes in chains and overlapping ALS (HoDoKu's optional variants).
//!
//! Only singles come from outside these families (`Candidates::fill_singles`), so the solve
//! rate is a lower bound for the full engine, which also has subsets, fish, wings and the rest.

use std::time::Instant;

use stepdoku_core::Grid;
use stepdoku_core::format::{self, Format};
use stepdoku_core::hint::{self, Candidates, Family, Settings, Technique};
use stepdoku_core::solver::{Machine, Options};

/// The families this runner exercises, tried in this order (each in HoDoKu's code order).
const FAMILIES: [Family; 4] = Family::BEYOND_PATTERNS;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: chain_solve FILE [LIMIT] [--als]");
        std::process::exit(2);
    };
    let args: Vec<String> = std::env::args().collect();
    let limit: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let als = args.iter().any(|a| a == "--als");
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let settings = Settings {
        als_in_chains: als,
        als_overlap: als,
        ..Settings::default()
    };
    let order: Vec<Technique> = FAMILIES.into_iter().flat_map(Family::techniques).collect();
    let (mut puzzles, mut solved, mut checked, mut wrong) = (0usize, 0usize, 0usize, 0usize);
    let mut uses = vec![0usize; order.len()];
    let mut times: Vec<f64> = Vec::new();
    for line in text.lines() {
        let Some(grid) = parse(line) else { continue };
        if puzzles >= limit {
            break;
        }
        puzzles += 1;
        let Ok(mut machine) = Machine::new(&grid, Options::default()) else {
            continue;
        };
        machine.run(None);
        let Some(solution) = machine.first_solution().copied() else {
            continue;
        };
        let start = Instant::now();
        let mut c = Candidates::from_grid(&grid);
        'solve: loop {
            c.fill_singles();
            if c.is_solved() {
                solved += 1;
                break;
            }
            for (i, &t) in order.iter().enumerate() {
                let found = hint::find_all_with(t, &c, &settings);
                for d in &found {
                    checked += 1;
                    if d.contradicts(&solution) {
                        wrong += 1;
                        println!("WRONG {line}\n  {}\n  {}", t.name(), d.explanation);
                    }
                }
                if let Some(d) = found.first() {
                    uses[i] += 1;
                    c.apply(d);
                    continue 'solve;
                }
            }
            break;
        }
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(f64::total_cmp);
    let q = |p: f64| {
        times
            .get(((times.len().max(1) - 1) as f64 * p) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    println!("{solved} of {puzzles} solved by logic; {checked} deductions checked, {wrong} wrong");
    println!(
        "time per puzzle: median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        q(0.5),
        q(0.95),
        q(1.0)
    );
    for (i, t) in order.iter().enumerate() {
        if uses[i] > 0 {
            println!("  {:<36} {:>7}", t.name(), uses[i]);
        }
    }
}

/// The first field of 81 characters of a line (a puzzle file, or a TSV such as the qqwing
/// set), read by the library's reader.
fn parse(line: &str) -> Option<Grid> {
    let field = line.split(['\t', ' ']).find(|f| f.chars().count() == 81)?;
    let document = format::parse("line", field, Some(Format::Line)).ok()?;
    document.puzzles.first()?.as_classic().copied()
}
