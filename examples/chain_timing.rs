//! Timing of the chain, ALS and forcing finders on real positions.
//!
//! ```sh
//! cargo run --release --example chain_timing -- ../shared/data/solve/puzzles3_magictour_top1465.txt
//! ```
//!
//! Positions: each puzzle is solved with singles plus these finders (the first result of the
//! first finder that has one is applied, in the order of the table); every finder is timed on
//! every position where singles are exhausted. The table shows the median, 95th percentile and
//! maximum per finder, collecting all of its results (no early exit).

use std::time::Instant;

use stepdoku_core::Grid;
use stepdoku_core::format::{self, Format};
use stepdoku_core::hint::{self, Candidates, Family, Settings, Technique};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: chain_timing FILE [LIMIT]");
        std::process::exit(2);
    };
    let limit: usize = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let techniques: Vec<Technique> = Family::BEYOND_PATTERNS
        .into_iter()
        .flat_map(Family::techniques)
        .collect();
    let settings = Settings::default();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); techniques.len()];
    let mut found = vec![0usize; techniques.len()];
    for grid in text.lines().filter_map(parse).take(limit) {
        let mut cands = Candidates::from_grid(&grid);
        for _ in 0..500 {
            cands.fill_singles();
            if cands.is_solved() {
                break;
            }
            let mut next = None;
            for (i, &t) in techniques.iter().enumerate() {
                let start = Instant::now();
                let r = hint::find_all_with(t, &cands, &settings);
                times[i].push(start.elapsed().as_secs_f64() * 1e3);
                found[i] += usize::from(!r.is_empty());
                if next.is_none() {
                    next = r.into_iter().next();
                }
            }
            match next {
                Some(d) => cands.apply(&d),
                None => break,
            }
        }
    }
    println!("{} positions", times[0].len());
    println!(
        "{:<36} {:>9} {:>9} {:>9} {:>7}",
        "finder (all results)", "median", "p95", "max", "found"
    );
    for (i, t) in techniques.iter().enumerate() {
        let v = &mut times[i];
        v.sort_by(f64::total_cmp);
        let q = |p: f64| v[((v.len() - 1) as f64 * p) as usize];
        println!(
            "{:<36} {:>7.3}ms {:>7.3}ms {:>7.3}ms {:>7}",
            t.name(),
            q(0.5),
            q(0.95),
            q(1.0),
            found[i]
        );
    }
}

/// One puzzle line (text after the 81 cells is ignored) read by the library's reader; `None`
/// for anything else (a header, a comment, a malformed line).
fn parse(line: &str) -> Option<Grid> {
    let document = format::parse("line", line, Some(Format::Line)).ok()?;
    document.puzzles.first()?.as_classic().copied()
}
