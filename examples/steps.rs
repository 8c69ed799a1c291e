//! Steps, tries and backtracks each strategy needs on a line-format file, with a step cap for
//! the naive strategies.
//!
//! ```sh
//! cargo run --release --example steps -- ../shared/data/solve/antibrute_wikipedia.txt
//! cargo run --release --example steps -- FILE --only propagate
//! ```

use std::process::ExitCode;
use std::time::Instant;

use stepdoku_core::format;
use stepdoku_core::solver::{Machine, Options, Strategy};

/// Naive search can take minutes on a hard puzzle; stop each run here.
const CAP: u64 = 2_000_000_000;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: steps FILE [--only STRATEGY] [--lexicographic]");
        return ExitCode::from(2);
    };
    let only = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .and_then(|name| Strategy::from_name(name));
    let lexicographic = args.iter().any(|a| a == "--lexicographic");
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let document = match format::parse(path, &text, None) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    println!(
        "{:<10} {:>14} {:>14} {:>12} {:>14} {:>10} {:>10}",
        "strategy", "steps", "tries", "forced", "backtracks", "solved", "seconds"
    );
    for strategy in Strategy::ALL
        .into_iter()
        .filter(|s| only.is_none_or(|o| o == *s))
    {
        let options = Options {
            strategy,
            lexicographic,
            ..Options::default()
        };
        let (mut steps, mut tries, mut forced, mut backtracks, mut solved) = (0, 0, 0, 0, 0);
        let start = Instant::now();
        let mut capped = false;
        for grid in document
            .puzzles
            .iter()
            .filter_map(format::Puzzle::as_classic)
        {
            let Ok(mut machine) = Machine::new(grid, options) else {
                continue;
            };
            capped |= !machine.run(Some(CAP));
            let c = machine.counters();
            steps += c.steps;
            tries += c.tries;
            forced += c.forced;
            backtracks += c.backtracks;
            solved += c.solutions;
        }
        println!(
            "{:<10} {:>14} {:>14} {:>12} {:>14} {:>10} {:>10.4}{}",
            strategy.name(),
            steps,
            tries,
            forced,
            backtracks,
            solved,
            start.elapsed().as_secs_f64(),
            if capped { "  (capped)" } else { "" }
        );
    }
    ExitCode::SUCCESS
}
