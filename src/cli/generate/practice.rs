//! `stepdoku generate --technique NAME`: puzzles for practising one technique.

use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use color_eyre::eyre::{WrapErr, eyre};
use stepdoku_core::generate::{Budget, Practice, practice_level, puzzle_seed};
use stepdoku_core::hint::Technique;

use super::{GenerateArgs, note};

/// How often a long search says how far it has got.
const NOTE_EVERY: Duration = Duration::from_secs(2);

/// Prints `args.count` puzzles using `technique`, one after another, each searched for on
/// every core; fails (status 1) at the first puzzle not found within the time limit (or
/// `--tries`), after printing the ones before it.
pub fn run(args: &GenerateArgs, technique: Technique, seed: u64) -> color_eyre::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let count = args.count;
    // Progress on a terminal even unasked: a rare technique can keep it waiting for minutes.
    let noisy = args.progress || std::io::stderr().is_terminal();
    let limit = Duration::from_secs(args.time_limit);
    for n in 1..=count {
        let start = Instant::now();
        let next_note = Mutex::new(NOTE_EVERY);
        let budget = Budget {
            attempts: args.tries,
            deadline: Some(start + limit),
            stop: None,
        };
        let mut practice =
            Practice::new(puzzle_seed(seed, n as u64 - 1), technique, args.symmetric);
        let made = practice.search(budget, args.jobs.count(), |rejected| {
            let Ok(mut next) = next_note.lock() else {
                return;
            };
            if noisy && start.elapsed() >= *next {
                crate::cli::say(format!(
                    "puzzle {n}/{count}: {rejected} attempts, {} s of at most {} s so far",
                    start.elapsed().as_secs(),
                    args.time_limit
                ));
                *next += NOTE_EVERY;
            }
        });
        let Some(made) = made else {
            let within = match args.tries {
                Some(tries) if start.elapsed() < limit => format!("{tries} attempts"),
                _ => format!("{} s", args.time_limit),
            };
            return Err(eyre!(
                "puzzle {n}/{count}: no {} puzzle using {technique} found in {within}; \
                 try a longer --time-limit, more --tries or another --seed",
                practice_level(technique),
            ));
        };
        if args.progress {
            crate::cli::say(note(n, count, &made, start.elapsed()));
        }
        super::write_puzzle(&mut out, &made, args.with_grade)
            .and_then(|()| out.flush())
            .wrap_err("cannot write to standard output")?;
    }
    Ok(ExitCode::SUCCESS)
}
