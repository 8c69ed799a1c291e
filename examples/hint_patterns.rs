//! Never-wrong and timing check for the pattern families (single-digit patterns, colouring,
//! uniqueness, wings), over generated puzzles and puzzle files:
//!
//! ```sh
//! cargo run --release --example hint_patterns -- --seeds 200 ../shared/data/solve/puzzles3_magictour_top1465.txt
//! ```
//!
//! Any file with one puzzle per line (81 cells first) works; puzzles without exactly one
//! solution are skipped. Each puzzle is solved by the backtracking solver for its solution, then walked by logic:
//! at every position every pattern technique runs (default settings and HoDoKu's variants) and
//! each reported deduction is checked against the solution; the walk advances by a single, else
//! by a pattern deduction, else by revealing one solution digit. Prints the number of
//! deductions checked, any contradiction, and the time one full pass of all pattern
//! techniques takes per position (mean, 95th percentile, max).

use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::format::{self, Format};
use stepdoku_core::generate::{Rng, count_solutions, unique_puzzle};
use stepdoku_core::hint::{Candidates, Deduction, Family, Settings, Technique, find_all_with};
use stepdoku_core::solver::{Machine, Options};
use stepdoku_core::{Cell, Grid};

/// The pattern families this runner checks, in this order (each in HoDoKu's code order).
const FAMILIES: [Family; 4] = [
    Family::SingleDigit,
    Family::Coloring,
    Family::Uniqueness,
    Family::Wings,
];

fn techniques() -> Vec<Technique> {
    FAMILIES.into_iter().flat_map(Family::techniques).collect()
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    positions: usize,
    checked: usize,
    wrong: usize,
    times: Vec<Duration>,
    /// Total and worst time per technique, in `techniques()` order.
    per_technique: Vec<(Duration, Duration)>,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seeds = 0u64;
    let mut files = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "--seeds" {
            seeds = it.next().and_then(|s| s.parse().ok()).unwrap_or(0);
        } else {
            files.push(arg.clone());
        }
    }
    let techniques = techniques();
    let mut tally = Tally::default();
    for seed in 0..seeds {
        let puzzle = unique_puzzle(&mut Rng::new(seed), false);
        walk(&puzzle, seed, &techniques, &mut tally);
    }
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{file}: {e}");
                return ExitCode::from(2);
            }
        };
        for (i, line) in text.lines().enumerate() {
            if let Some(puzzle) = parse_line(line) {
                walk(&puzzle, i as u64, &techniques, &mut tally);
            }
        }
    }
    tally.times.sort_unstable();
    let n = tally.times.len().max(1);
    let mean = tally.times.iter().sum::<Duration>() / n as u32;
    let p95 = tally.times.get(n * 95 / 100).copied().unwrap_or_default();
    let max = tally.times.last().copied().unwrap_or_default();
    println!(
        "{} puzzles, {} positions, {} deductions checked, {} wrong",
        tally.puzzles, tally.positions, tally.checked, tally.wrong
    );
    println!(
        "all {} pattern techniques per position: mean {mean:?}, p95 {p95:?}, max {max:?}",
        techniques.len()
    );
    for (technique, (total, worst)) in techniques.iter().zip(&tally.per_technique) {
        println!(
            "  {:<40} mean {:>10?}  max {:>10?}",
            technique.name(),
            *total / tally.positions.max(1) as u32,
            worst
        );
    }
    if tally.wrong == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// One puzzle line (text after the 81 cells is ignored) read by the library's reader; `None`
/// for anything else (a header, a comment, a malformed line).
fn parse_line(line: &str) -> Option<Grid> {
    let document = format::parse("line", line, Some(Format::Line)).ok()?;
    document.puzzles.first()?.as_classic().copied()
}

fn walk(puzzle: &Grid, seed: u64, techniques: &[Technique], tally: &mut Tally) {
    // Uniqueness techniques assume one solution; header lines and the like are skipped too.
    if count_solutions(puzzle) != 1 {
        return;
    }
    let Ok(mut machine) = Machine::new(puzzle, Options::default()) else {
        return;
    };
    machine.run(None);
    let Some(solution) = machine.first_solution().copied() else {
        return;
    };
    tally.puzzles += 1;
    let variants = Settings {
        allow_missing_candidates: false,
        er_two_candidates: true,
        single_digit_duals: true,
        ..Settings::default()
    };
    let mut rng = Rng::new(seed);
    let mut grid = Candidates::from_grid(puzzle);
    while !grid.is_solved() {
        tally.positions += 1;
        let mut first: Option<Deduction> = None;
        let start = Instant::now();
        let mut found = Vec::new();
        tally
            .per_technique
            .resize(techniques.len(), (Duration::ZERO, Duration::ZERO));
        for (k, &technique) in techniques.iter().enumerate() {
            let one = Instant::now();
            found.extend(find_all_with(technique, &grid, &Settings::default()));
            let took = one.elapsed();
            let slot = &mut tally.per_technique[k];
            slot.0 += took;
            slot.1 = slot.1.max(took);
        }
        tally.times.push(start.elapsed());
        for &technique in techniques {
            found.extend(find_all_with(technique, &grid, &variants));
        }
        for deduction in found {
            tally.checked += 1;
            if deduction.contradicts(&solution) {
                tally.wrong += 1;
                println!(
                    "WRONG on {}: {}",
                    grid.values().to_line(),
                    deduction.explanation
                );
            } else if first.is_none() {
                first = Some(deduction);
            }
        }
        if let Some((cell, digit)) = grid.first_single() {
            grid.place(cell, digit);
        } else if let Some(deduction) = first {
            grid.apply(&deduction);
        } else {
            let empty: Vec<Cell> = grid.empty_cells().iter().collect();
            let at = empty[rng.below(empty.len())];
            if let Some(d) = solution.get(at) {
                grid.place(at, d);
            }
        }
    }
}
