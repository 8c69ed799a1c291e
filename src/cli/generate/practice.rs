//! `stepdoku generate --technique NAME`: puzzles for practising one technique.

use std::io::{BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use color_eyre::eyre::{WrapErr, eyre};
use stepdoku_core::generate::{Generated, Practice, practice_level, puzzle_seed};
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
    // Progress on a terminal even unasked: a long --time-limit can keep it waiting for minutes.
    let noisy = args.progress || std::io::stderr().is_terminal();
    let limit = Duration::from_secs(args.time_limit);
    for n in 1..=count {
        let start = Instant::now();
        let next_note = Mutex::new(NOTE_EVERY);
        let practice = Practice::new(puzzle_seed(seed, n as u64 - 1), technique, args.symmetric)
            .with_fresh_first(args.fresh_tries);
        let budget = Budget {
            attempts: args.tries,
            deadline: start + limit,
        };
        let made = search(&practice, budget, args.jobs.count(), |rejected| {
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
            // Name only the limit that was reached, and no advice known to be of little use.
            let (within, more) = match args.tries {
                Some(tries) if start.elapsed() < limit => {
                    let plural = if tries == 1 { "" } else { "s" };
                    (format!("{tries} attempt{plural}"), "more --tries")
                }
                _ => (format!("{} s", args.time_limit), "a longer --time-limit"),
            };
            return Err(eyre!(
                "puzzle {n}/{count}: no {} puzzle using {technique} found in {within}; try \
                 {more} or another --seed",
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

/// When a search gives up: after so many attempts, or at a deadline (an attempt under way is
/// finished first: it takes a fraction of a second).
#[derive(Clone, Copy)]
struct Budget {
    attempts: Option<u64>,
    deadline: Instant,
}

impl Budget {
    fn allows(self, attempt: u64) -> bool {
        self.attempts.is_none_or(|max| attempt < max) && Instant::now() < self.deadline
    }
}

/// `practice`'s attempts on `threads` threads, within `budget`: the lowest-numbered attempt
/// that gives a puzzle, so the same puzzle as on one thread. `tried(n)` is told the attempts
/// that ended without one so far, from any thread.
fn search(
    practice: &Practice,
    budget: Budget,
    threads: usize,
    tried: impl Fn(u64) + Sync,
) -> Option<Generated> {
    // The next attempt's number, claimed under the lock after the checks, so that every number
    // handed out is run to its end.
    let next = Mutex::new(0u64);
    let failed = AtomicU64::new(0);
    let found: Mutex<Option<Generated>> = Mutex::new(None);
    let claim = || {
        let mut next = next.lock().ok()?;
        let found_already = found.lock().ok().is_none_or(|f| f.is_some());
        // Once a puzzle is found no new attempt starts; the ones under way (all with lower
        // numbers than any claimed later) finish, so the lowest success wins.
        if found_already || !budget.allows(*next) {
            return None;
        }
        *next += 1;
        Some(*next - 1)
    };
    let worker = || {
        while let Some(n) = claim() {
            let Some(made) = practice.attempt(n) else {
                tried(failed.fetch_add(1, Ordering::Relaxed) + 1);
                continue;
            };
            if let Ok(mut best) = found.lock()
                && best.as_ref().is_none_or(|b| made.attempts < b.attempts)
            {
                *best = Some(made);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.max(1) {
            scope.spawn(worker);
        }
        worker();
    });
    found.into_inner().ok().flatten()
}
