//! Makes the seed bank `puzzles/practice-seeds.txt`: for each technique a practice puzzle can be
//! asked for, the long practice search (fresh attempts only, never the bank itself) on every
//! core until it has found `--per` puzzles or spent `--seconds`; each puzzle found is graded
//! again in full before it is printed as `PUZZLE  # NAME`.
//!
//! ```sh
//! cargo run --release --example practice_bank -- --seconds 600 > found.txt
//! cargo run --release --example practice_bank -- --only "Grouped AIC,AIC" --seed 7
//! cargo run --release --example practice_bank -- --only "Forcing Net Verity" --start FILE
//! ```
//!
//! `--start FILE` (one puzzle a line) also runs attempts that start from FILE's puzzles, each
//! moved by a random symmetry before clues are added (`Practice::moved`), every other attempt;
//! `--loosen K` first takes up to K random clues away from the start (keeping one solution), so
//! that a start whose solve passes near the technique is tried along many paths. Say in
//! `puzzles/README.md` where such a file came from.

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use stepdoku_core::cell::Cell;
use stepdoku_core::generate::{
    Practice, Rng, count_solutions, parse_technique, practice_level, practisable,
};
use stepdoku_core::grid::Grid;
use stepdoku_core::hint::Technique;
use stepdoku_core::hint::grade::grade;

struct Args {
    seconds: u64,
    per: usize,
    seed: u64,
    threads: usize,
    only: Vec<Technique>,
    start: Vec<Grid>,
    loosen: usize,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        seconds: 120,
        per: 2,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, usize::from),
        only: practisable(),
        start: Vec::new(),
        loosen: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let value = it.next().ok_or(format!("{arg} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{arg} {v}: {e}"));
        match arg.as_str() {
            "--seconds" => args.seconds = number(&value)?,
            "--per" => args.per = usize::try_from(number(&value)?).map_err(|e| e.to_string())?,
            "--seed" => args.seed = number(&value)?,
            "--loosen" => {
                args.loosen = usize::try_from(number(&value)?).map_err(|e| e.to_string())?;
            }
            "--threads" => {
                args.threads = usize::try_from(number(&value)?).map_err(|e| e.to_string())?;
            }
            "--only" => {
                args.only = value
                    .split(',')
                    .map(|name| parse_technique(name).map_err(|e| e.to_string()))
                    .collect::<Result<_, _>>()?;
            }
            "--start" => {
                let text = std::fs::read_to_string(&value).map_err(|e| format!("{value}: {e}"))?;
                args.start = text
                    .lines()
                    .filter_map(|l| Grid::from_line(l.split('#').next().unwrap_or("").trim()))
                    .collect();
            }
            _ => return Err(format!("unknown argument {arg}")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("practice_bank: {e}");
            return ExitCode::from(2);
        }
    };
    for &technique in &args.only {
        let start = Instant::now();
        let (found, attempts) = search(&args, technique);
        eprintln!(
            "{technique}: {} of {} in {:.1} s ({attempts} attempts)",
            found.len(),
            args.per,
            start.elapsed().as_secs_f64()
        );
        for puzzle in found {
            println!("{}  # {technique}", puzzle.to_line());
        }
    }
    ExitCode::SUCCESS
}

/// Up to `args.per` puzzles for `technique`, each graded in full, and the attempts made.
fn search(args: &Args, technique: Technique) -> (Vec<Grid>, u64) {
    let practice = Practice::new(args.seed, technique, false).with_fresh_first(u64::MAX);
    let deadline = Instant::now() + Duration::from_secs(args.seconds);
    let next = AtomicU64::new(0);
    let found = Mutex::new(Vec::new());
    let enough = || found.lock().map_or(true, |f| f.len() >= args.per);
    let worker = || {
        while Instant::now() < deadline && !enough() {
            let n = next.fetch_add(1, Ordering::Relaxed);
            let made = if !args.start.is_empty() && n % 2 == 1 {
                let mut rng = Rng::new(args.seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let from = loosened(
                    args.start[rng.below(args.start.len())],
                    args.loosen,
                    &mut rng,
                );
                practice.moved(&from, &mut rng)
            } else {
                practice.attempt(n)
            };
            let Some(made) = made else { continue };
            if fits(&made.puzzle, technique)
                && let Ok(mut found) = found.lock()
                && found.len() < args.per
                && !found.contains(&made.puzzle)
            {
                found.push(made.puzzle);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..args.threads.max(1) {
            scope.spawn(worker);
        }
        worker();
    });
    let attempts = next.load(Ordering::Relaxed);
    (found.into_inner().unwrap_or_default(), attempts)
}

/// `puzzle` with up to `k` random clues taken away, each only if one solution remains.
fn loosened(mut puzzle: Grid, k: usize, rng: &mut Rng) -> Grid {
    let mut clues: Vec<Cell> = Cell::all().filter(|&c| puzzle.get(c).is_some()).collect();
    rng.shuffle(&mut clues);
    let mut taken = 0;
    for cell in clues {
        if taken == k {
            break;
        }
        let digit = puzzle.get(cell);
        puzzle.set(cell, None);
        if count_solutions(&puzzle) == 1 {
            taken += 1;
        } else {
            puzzle.set(cell, digit);
        }
    }
    puzzle
}

/// The full grade's verdict: solved by logic, using `technique`, at its level.
fn fits(puzzle: &Grid, technique: Technique) -> bool {
    grade(puzzle).is_ok_and(|g| {
        g.solved_by_logic
            && g.level == practice_level(technique)
            && g.techniques.iter().any(|&(t, _)| t == technique)
    })
}
