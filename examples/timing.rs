//! Timing of the hint engine on top1465 (read at run time from `../shared`): the time to find
//! the next hint from a position, and the time of a full grade (solution + logical solve).
//!
//! ```sh
//! cargo run --release --example timing
//! cargo run --release --example timing -- FILE --every 5 --limit 300
//! ```
//!
//! A next-hint sample is taken at the start of each puzzle and then every `--every` steps
//! (default 10) along its logical solve; the samples where no single applies (so every
//! search up to the one that succeeds runs) are also reported on their own. Prints p50/p95/max for both, and the slowest
//! techniques per call, so a slow family shows up. Timings on a shared machine are noisy:
//! compare runs made at the same time.

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::Grid;
use stepdoku_core::format::{self, Format};
use stepdoku_core::hint::logic::{self, Solver, Step};
use stepdoku_core::hint::{Candidates, grade};

const DEFAULT: &str = "../shared/data/solve/puzzles3_magictour_top1465.txt";

fn main() -> ExitCode {
    let mut path = DEFAULT.to_owned();
    let (mut every, mut limit) = (10usize, usize::MAX);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = |name: &str| -> Option<usize> {
            let v = args.next()?;
            v.parse().ok().or_else(|| {
                eprintln!("bad {name} {v:?}");
                None
            })
        };
        match arg.as_str() {
            "--every" => match number("--every") {
                Some(n) if n > 0 => every = n,
                _ => return ExitCode::from(2),
            },
            "--limit" => match number("--limit") {
                Some(n) => limit = n,
                None => return ExitCode::from(2),
            },
            _ if arg.starts_with("--") => {
                eprintln!("usage: timing [FILE] [--every N] [--limit N]");
                return ExitCode::from(2);
            }
            _ => path = arg,
        }
    }
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let puzzles: Vec<Grid> = text.lines().filter_map(parse).take(limit).collect();
    let mut grades = Vec::new();
    let mut hints = Vec::new();
    // positions where no single applies: the searches beyond singles all run
    let mut hard_hints = Vec::new();
    // slowest hint per technique found (or "none" when no technique applied)
    let mut slow: BTreeMap<String, Duration> = BTreeMap::new();
    for givens in &puzzles {
        let start = Instant::now();
        let Ok(_) = grade::grade(givens) else {
            continue;
        };
        grades.push(start.elapsed());
        let Ok(solution) = grade::solution(givens) else {
            continue;
        };
        let solve = logic::solve(givens, Some(&solution));
        let mut position = Candidates::from_grid(givens);
        for (i, step) in solve.steps.iter().enumerate() {
            if i % every == 0 {
                let start = Instant::now();
                let found = Solver::from_candidates(&position).next_deduction();
                let took = start.elapsed();
                hints.push(took);
                let single = found
                    .as_ref()
                    .is_some_and(|d| !d.placements.is_empty() && d.eliminations.is_empty());
                if !single {
                    hard_hints.push(took);
                }
                let name = found.map_or("none (no technique applies)".to_owned(), |d| {
                    d.technique.name().to_owned()
                });
                let e = slow.entry(name).or_default();
                *e = (*e).max(took);
            }
            match step {
                Step::Logic(d) => position.apply(d),
                Step::BruteForce { cell, digit } => position.place(*cell, *digit),
            }
        }
    }
    report("next hint", &mut hints);
    report("  no single", &mut hard_hints);
    report("full grade", &mut grades);
    println!("\nslowest next-hint call by the technique it found");
    let mut v: Vec<_> = slow.into_iter().collect();
    v.sort_by_key(|(_, d)| std::cmp::Reverse(*d));
    for (name, d) in v.iter().take(12) {
        println!("{:>10.2} ms  {name}", d.as_secs_f64() * 1e3);
    }
    ExitCode::SUCCESS
}

fn report(what: &str, times: &mut [Duration]) {
    times.sort_unstable();
    let at = |q: f64| {
        times
            .get(((times.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{what:<11} n={:<6} p50 {:>8.2} ms  p95 {:>8.2} ms  max {:>8.2} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.95)),
        ms(at(1.0))
    );
}

/// One puzzle line (text after the 81 cells is ignored) read by the library's reader; `None`
/// for anything else (a header, a comment, a malformed line).
fn parse(line: &str) -> Option<Grid> {
    let document = format::parse("line", line, Some(Format::Line)).ok()?;
    document.puzzles.first()?.as_classic().copied()
}
