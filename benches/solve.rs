//! Solve throughput: stepdoku's strategies against the `sudoku` crate (a JCZSolve port, one of
//! the fastest Rust solvers), measured side by side in the same run.
//!
//! ```sh
//! cargo bench --bench solve                  # all sets
//! cargo bench --bench solve -- top1465       # one set
//! ```
//!
//! Reads `../shared/data/solve/` (skipped with a note when absent). After criterion's report,
//! prints puzzles per second for each solver and the ratio stepdoku / sudoku per set, taken
//! from the estimates of this very run, and again from alternating rounds (best of 15 each),
//! which a shared, busy machine disturbs less.

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput};
use stepdoku_core::Grid;
use stepdoku_core::format::{self, Format};
use stepdoku_core::solver::{Options, Strategy, run_to_end};

/// (name, file, how many puzzles to take from it). `CORNERED` is no file: see [`cornered`].
const SETS: [(&str, &str, usize); 5] = [
    ("top1465", "puzzles3_magictour_top1465.txt", usize::MAX),
    (
        "forum_hardest_1106",
        "puzzles6_forum_hardest_1106.txt",
        usize::MAX,
    ),
    ("17_clue", "puzzles2_17_clue.txt", usize::MAX),
    (
        "forum_hardest_1905_sample",
        "puzzles5_forum_hardest_1905_11+.txt",
        5000,
    ),
    ("no_solution", CORNERED, usize::MAX),
];

/// A board without a solution built against the reading order (the README's 2239 example).
const CORNERED: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

/// `CORNERED` and the 17 boards made by removing one of its clues ([`load`] keeps the 9 of
/// the 18 that have no solution).
fn cornered() -> Vec<String> {
    let mut boards = vec![CORNERED.to_owned()];
    for (i, _) in CORNERED.match_indices(|c: char| c.is_ascii_digit()) {
        let mut board = CORNERED.to_owned();
        board.replace_range(i..=i, ".");
        boards.push(board);
    }
    boards
}

const DATA: &str = "../shared/data/solve";

/// The first `take` puzzles of a set, read by the project's own reader, each as our grid and
/// as the peer's sudoku: the same puzzles in the same order, so the two lists have one length
/// and the ratios compare like with like.
fn load(file: &str, take: usize) -> Option<(Vec<Grid>, Vec<sudoku::Sudoku>)> {
    let text = if file == CORNERED {
        cornered().join("\n")
    } else {
        std::fs::read_to_string(Path::new(DATA).join(file)).ok()?
    };
    let document = format::parse(file, &text, Some(Format::Line)).ok()?;
    Some(
        document
            .puzzles
            .iter()
            .filter_map(|p| {
                let grid = *p.as_classic()?;
                let peer = sudoku::Sudoku::from_str_line(&grid.to_line()).ok()?;
                Some((grid, peer))
            })
            .filter(|(grid, _)| {
                file != CORNERED || stepdoku_solve(grid, Strategy::Propagate).is_none()
            })
            .take(take)
            .unzip(),
    )
}

fn stepdoku_solve(grid: &Grid, strategy: Strategy) -> Option<Grid> {
    let options = Options {
        strategy,
        ..Options::default()
    };
    // What `stepdoku solve` runs: the machine's search without its events.
    run_to_end(grid, options).ok()?.first_solution
}

fn bench(c: &mut Criterion) {
    for (name, file, take) in SETS {
        let Some((grids, peers)) = load(file, take) else {
            eprintln!("{DATA}/{file} not found: skipping {name}");
            continue;
        };
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(grids.len() as u64));
        // The crate spends over a second on one board of `no_solution`: criterion's fewest.
        group.sample_size(if file == CORNERED { 10 } else { 20 });
        group.measurement_time(Duration::from_secs(4));
        group.bench_function(BenchmarkId::new("stepdoku", "propagate"), |b| {
            b.iter(|| {
                for g in &grids {
                    black_box(stepdoku_solve(black_box(g), Strategy::Propagate));
                }
            });
        });
        group.bench_function(BenchmarkId::new("sudoku-crate", "jczsolve"), |b| {
            b.iter(|| {
                for s in &peers {
                    black_box(black_box(*s).some_solution());
                }
            });
        });
        group.finish();
    }
}

/// criterion's point estimate (ns per iteration) of one benchmark of this run.
fn estimate(group: &str, function: &str, parameter: &str) -> Option<f64> {
    let path = Path::new("target/criterion")
        .join(group)
        .join(function)
        .join(parameter)
        .join("new/estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json["mean"]["point_estimate"].as_f64()
}

/// Puzzles per second of each solver over one set, timed alternately (ours, peer, ours, …) and
/// keeping each one's best round: a burst of load on a shared machine then hits both alike.
fn interleaved(grids: &[Grid], peers: &[sudoku::Sudoku], rounds: usize) -> (f64, f64) {
    let (mut ours, mut peer) = (f64::MAX, f64::MAX);
    for _ in 0..rounds {
        let start = Instant::now();
        for g in grids {
            black_box(stepdoku_solve(black_box(g), Strategy::Propagate));
        }
        ours = ours.min(start.elapsed().as_secs_f64());
        let start = Instant::now();
        for s in peers {
            black_box(black_box(*s).some_solution());
        }
        peer = peer.min(start.elapsed().as_secs_f64());
    }
    (grids.len() as f64 / ours, peers.len() as f64 / peer)
}

fn report() {
    println!("\nside by side (this run; criterion means, then best of 15 alternating rounds):");
    println!(
        "{:<26} {:>8} {:>14} {:>14} {:>7} {:>14} {:>14} {:>7}",
        "set",
        "puzzles",
        "stepdoku p/s",
        "sudoku p/s",
        "ratio",
        "alt stepdoku",
        "alt sudoku",
        "ratio"
    );
    for (name, file, take) in SETS {
        let Some((grids, peers)) = load(file, take) else {
            continue;
        };
        let n = grids.len() as f64;
        let (Some(ours), Some(peer)) = (
            estimate(name, "stepdoku", "propagate"),
            estimate(name, "sudoku-crate", "jczsolve"),
        ) else {
            continue;
        };
        let (ours, peer) = (n / ours * 1e9, n / peer * 1e9);
        let (alt_ours, alt_peer) = interleaved(&grids, &peers, 15);
        println!(
            "{name:<26} {n:>8} {ours:>14.0} {peer:>14.0} {:>6.2}x {alt_ours:>14.0} {alt_peer:>14.0} {:>6.2}x",
            ours / peer,
            alt_ours / alt_peer
        );
    }
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    bench(&mut criterion);
    criterion.final_summary();
    if !std::env::args().any(|a| a == "--list") {
        report();
    }
}
