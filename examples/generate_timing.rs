//! Generation time per level: makes `--count` puzzles of each level (default 100) from a fixed
//! seed and prints the median, 90th percentile and worst time per puzzle, with the attempts it
//! took. `--survey N` instead grades N raw minimal puzzles and prints how the levels spread,
//! the odds the generator works against.
//!
//! ```sh
//! cargo run --release --example generate_timing
//! cargo run --release --example generate_timing -- --count 20 --level unfair --symmetric
//! cargo run --release --example generate_timing -- --survey 1000
//! ```
//!
//! Timings on a shared machine are noisy: say how loaded it was (`uptime`) with the figures.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::generate::{Generator, Request, Rng, minimal_puzzle, solved_grid};
use stepdoku_core::hint::Level;
use stepdoku_core::hint::grade::grade_up_to;

struct Args {
    count: usize,
    seed: u64,
    levels: Vec<Level>,
    symmetric: Vec<bool>,
    survey: Option<usize>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        count: 100,
        seed: 1,
        levels: Level::ALL.to_vec(),
        symmetric: vec![false, true],
        survey: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--count" => args.count = number(&value()?)?,
            "--seed" => args.seed = number(&value()?)? as u64,
            "--survey" => args.survey = Some(number(&value()?)?),
            "--level" => {
                let v = value()?;
                args.levels = vec![Level::parse(&v).ok_or(format!("unknown level {v:?}"))?];
            }
            "--symmetric" => args.symmetric = vec![true],
            "--asymmetric" => args.symmetric = vec![false],
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(args)
}

fn number(text: &str) -> Result<usize, String> {
    text.parse().map_err(|_| format!("not a number: {text:?}"))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(e) => {
            eprintln!("generate_timing: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(n) = args.survey {
        for &symmetric in &args.symmetric {
            survey(n, args.seed, symmetric);
        }
        return ExitCode::SUCCESS;
    }
    println!(
        "| level | symmetric | puzzles | median | p90 | worst | mean attempts | max attempts | total |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for &symmetric in &args.symmetric {
        for &level in &args.levels {
            time_level(&args, level, symmetric);
        }
    }
    ExitCode::SUCCESS
}

fn time_level(args: &Args, level: Level, symmetric: bool) {
    let request = Request {
        level: Some(level),
        symmetric,
    };
    let mut generator = Generator::new(args.seed, request);
    let mut times = Vec::with_capacity(args.count);
    let mut attempts = Vec::with_capacity(args.count);
    let all = Instant::now();
    for _ in 0..args.count {
        let start = Instant::now();
        let made = generator.next_with(|_| {});
        times.push(start.elapsed());
        attempts.push(made.attempts);
        assert_eq!(made.grade.level, level, "the generator kept a wrong level");
    }
    let total = all.elapsed();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mean = attempts.iter().sum::<u64>() as f64 / attempts.len().max(1) as f64;
    println!(
        "| {level} | {} | {} | {} | {} | {} | {mean:.1} | {} | {:.2} s |",
        if symmetric { "yes" } else { "no" },
        times.len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(1.0)),
        attempts.iter().max().unwrap_or(&0),
        total.as_secs_f64()
    );
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// How the levels of raw minimal puzzles spread, and what grading each costs.
fn survey(n: usize, seed: u64, symmetric: bool) {
    let mut rng = Rng::new(seed);
    let mut counts = [0usize; 5];
    let mut guessed = 0;
    let mut clues = [0usize; 5];
    let mut grading = [Duration::ZERO; 5];
    for _ in 0..n {
        let solution = solved_grid(&mut rng);
        let puzzle = minimal_puzzle(&solution, &mut rng, symmetric);
        let start = Instant::now();
        let Some(grade) = grade_up_to(&puzzle, Some(&solution), Level::Extreme) else {
            continue;
        };
        let i = grade.level as usize;
        grading[i] += start.elapsed();
        counts[i] += 1;
        clues[i] += puzzle.filled();
        guessed += usize::from(!grade.solved_by_logic);
    }
    println!("{n} minimal puzzles, symmetric: {symmetric}");
    println!("| level | share | mean clues | mean grading time |");
    println!("|---|---|---|---|");
    for level in Level::ALL {
        let i = level as usize;
        let k = counts[i].max(1);
        println!(
            "| {level} | {:.1}% | {:.1} | {} |",
            100.0 * counts[i] as f64 / n as f64,
            clues[i] as f64 / k as f64,
            ms(grading[i] / k as u32)
        );
    }
    println!("needing a guess (extreme, not solved by logic): {guessed}");
}
