//! `stepdoku generate --technique NAME`: puzzles for practising one technique.

use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use color_eyre::eyre::{WrapErr, eyre};
use stepdoku_core::generate::{Practice, practice_level, puzzle_seed};
use stepdoku_core::hint::Technique;

use super::super::batch;
use super::{GenerateArgs, note};

/// Prints `args.count` puzzles using `technique`; fails (status 1) at the first puzzle not
/// found within `args.tries` attempts, after printing the ones before it.
pub fn run(args: &GenerateArgs, technique: Technique, seed: u64) -> color_eyre::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    let count = args.count;
    let make = |n: usize| {
        let start = Instant::now();
        let mut next_note = Duration::from_secs(2);
        let mut practice =
            Practice::new(puzzle_seed(seed, n as u64 - 1), technique, args.symmetric);
        let made = practice.next_with(args.tries, |rejected| {
            if args.progress && start.elapsed() >= next_note {
                crate::cli::say(format!(
                    "puzzle {n}/{count}: {rejected} of at most {} attempts so far",
                    args.tries
                ));
                next_note += Duration::from_secs(2);
            }
        });
        (n, made, start.elapsed())
    };
    let mut missing = None;
    let written = batch::run(
        1..=count,
        args.jobs.count(),
        batch::Pace::EachAtOnce,
        make,
        |(n, made, took)| {
            if missing.is_some() {
                return Ok(());
            }
            let Some(made) = made else {
                missing = Some(n);
                return Ok(());
            };
            if args.progress {
                crate::cli::say(note(n, count, &made, took));
            }
            super::write_puzzle(&mut out, &made, args.with_grade)?;
            out.flush()
        },
    );
    written.wrap_err("cannot write to standard output")?;
    match missing {
        None => Ok(ExitCode::SUCCESS),
        Some(n) => Err(eyre!(
            "puzzle {n}/{count}: no {} puzzle using {technique} found in {} attempts; \
             try more (--tries) or another --seed",
            practice_level(technique),
            args.tries
        )),
    }
}
