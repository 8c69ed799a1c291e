//! `stepdoku generate`: unique puzzles in line format, one per line, at a level of HoDoKu's
//! scale, reproducible from a seed; or Sudominoku puzzles in the judge's format.

use std::io::{BufWriter, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use color_eyre::eyre::WrapErr;
use stepdoku_core::format::write_sudominoku;
use stepdoku_core::generate::{
    FRESH_FIRST, Generated, Generator, Request, Rng, TechniqueError, never_first, parse_technique,
    practisable, puzzle_seed, sudominoku,
};
use stepdoku_core::grid::Grid;

use super::batch;

mod practice;
use super::per_puzzle::Jobs;
use stepdoku_core::hint::{Level, Technique};

#[derive(Args, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent command-line switches, as clap parses them"
)]
pub struct GenerateArgs {
    /// Level on HoDoKu's scale, as `stepdoku grade` rates it. Without it, any level: the first
    /// minimal unique puzzle made (fastest).
    #[arg(long, short = 'd', value_enum)]
    difficulty: Option<Difficulty>,
    /// Puzzles for practising this technique, named as `stepdoku hint` prints it (any case;
    /// or its HoDoKu code): the logical solve uses it and nothing harder than its level.
    #[arg(long, value_name = "NAME", value_parser = technique,
          conflicts_with_all = ["difficulty", "sudominoku"], long_help = technique_help())]
    technique: Option<Wanted>,
    /// With --technique: give up on a puzzle after this many seconds of searching (each
    /// puzzle's search uses every core, or -j; a rare technique that fresh attempts miss comes
    /// from the seed bank once --fresh-tries are spent). The puzzle a seed gives does not depend on this limit,
    /// only whether it is found in time.
    #[arg(long, value_name = "SECONDS", default_value_t = DEFAULT_TIME_LIMIT, requires = "technique",
          value_parser = clap::value_parser!(u64).range(1..))]
    time_limit: u64,
    /// With --technique: also give up on a puzzle after this many attempts (no limit by
    /// default: the time limit ends the search).
    #[arg(long, value_name = "N", requires = "technique",
          value_parser = clap::value_parser!(u64).range(1..))]
    tries: Option<u64>,
    /// With --technique: fresh attempts before the search also draws on the seed bank (every
    /// other attempt after these takes a bundled puzzle made by our own long search for the
    /// technique, moves it by a random symmetry — digits relabelled, rows, columns, bands and
    /// stacks permuted, maybe transposed — and grades it again, adding clues while it is too
    /// hard). 0 starts from the bank at once. Not with --symmetric, which searches fresh only.
    #[arg(long, value_name = "N", default_value_t = FRESH_FIRST, requires = "technique")]
    fresh_tries: u64,
    /// How many puzzles to print (1 or more).
    #[arg(long, short = 'n', default_value_t = 1, value_parser = at_least_one)]
    count: usize,
    /// Seed for the random generator: the same seed (and options) prints the same puzzles.
    #[arg(long)]
    seed: Option<u64>,
    /// Clues symmetric about the centre, as in published puzzles.
    #[arg(long)]
    symmetric: bool,
    /// Follow each puzzle with its level and score (`  # hard 1234`); readers of the line
    /// format ignore text after the 81 cells.
    #[arg(long)]
    with_grade: bool,
    /// On stderr: the seed, then each puzzle's level, attempts and time as it comes.
    #[arg(long)]
    progress: bool,
    /// Sudominoku puzzles (Baekjoon 4574) instead, in the judge's input format.
    #[arg(long, conflicts_with_all = ["difficulty", "symmetric", "with_grade"])]
    sudominoku: bool,
    /// With --sudominoku: how many dominoes to give, 10 to 35 as in BOJ 4574 (fewer is
    /// harder; the judge's samples give 10 and 11). More stay when no further one can go
    /// without a second solution.
    #[arg(long, default_value_t = 10, requires = "sudominoku",
          value_parser = clap::value_parser!(u8).range(10..=35))]
    dominoes: u8,
    #[command(flatten)]
    jobs: Jobs,
}

/// How long a practice search goes on by default, in seconds.
const DEFAULT_TIME_LIMIT: u64 = 120;

/// `-n 0` would print nothing and look like success.
fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a number of puzzles, 1 or more".to_owned()),
    }
}

/// `--technique`'s long help (`--help` and the man page): its short help, then every name it
/// takes, in the solve's order, so that the names need no failed run to be found.
fn technique_help() -> String {
    let names: Vec<&str> = practisable().iter().map(|t| t.name()).collect();
    format!(
        "Puzzles for practising this technique, named as `stepdoku hint` prints it (any case; or \
         its HoDoKu code): the logical solve uses it and nothing harder than its level\n\n\
         The {} names, in the solve's order: {}.",
        names.len(),
        names.join(", ")
    )
}

/// What `--technique` named: a technique to practise, or a real one the solve never applies
/// first. The second is no typo, so it is refused in `run` with the reason alone, not by clap
/// as an invalid value followed by every name.
#[derive(Clone, Copy, Debug)]
enum Wanted {
    Practise(Technique),
    NeverFirst(Technique),
}

/// A technique the logical solve uses (or one it never applies first), by name or HoDoKu code.
fn technique(text: &str) -> Result<Wanted, String> {
    match parse_technique(text) {
        Ok(t) => Ok(Wanted::Practise(t)),
        Err(TechniqueError::NeverFirst(t)) => Ok(Wanted::NeverFirst(t)),
        Err(e) => Err(e.to_string()),
    }
}

/// Columns the refusal is kept within: an 80-column terminal never breaks one of its words.
const COLUMNS: usize = 80;

/// Why no puzzle can practise `technique`, a technique the solve never applies first: one
/// paragraph wrapped at [`COLUMNS`], then where the names it can practise are listed.
fn never_first_refusal(technique: Technique) -> String {
    let why = never_first(technique).unwrap_or("another technique always comes before it");
    let text = format!(
        "stepdoku: {technique} never comes first in stepdoku's solve, so no puzzle can \
         practise it: {why}."
    );
    let mut lines = crate::tui::text::wrap(&text, COLUMNS);
    lines.push("`stepdoku generate --help` lists the techniques a puzzle can practise.".to_owned());
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// HoDoKu's levels, for the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Difficulty {
    /// Singles only.
    Easy,
    /// Locked candidates, pairs and triples.
    Medium,
    /// Fish, wings, single-digit patterns, uniqueness.
    Hard,
    /// Chains, finned Swordfish and Jellyfish, ALS (a finned X-Wing is hard).
    Unfair,
    /// Forcing chains and nets (still solved by logic alone).
    Extreme,
}

impl From<Difficulty> for Level {
    fn from(d: Difficulty) -> Level {
        match d {
            Difficulty::Easy => Level::Easy,
            Difficulty::Medium => Level::Medium,
            Difficulty::Hard => Level::Hard,
            Difficulty::Unfair => Level::Unfair,
            Difficulty::Extreme => Level::Extreme,
        }
    }
}

pub fn run(args: &GenerateArgs) -> color_eyre::Result<ExitCode> {
    if let Some(Wanted::NeverFirst(technique)) = args.technique {
        super::say_lines(&never_first_refusal(technique));
        return Ok(ExitCode::from(2));
    }
    if let Some(Wanted::Practise(technique)) = args.technique {
        let seed = args.seed.unwrap_or_else(time_seed);
        if args.progress {
            super::say(format!("seed {seed}"));
        }
        return practice::run(args, technique, seed);
    }
    generate(args).wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}

fn generate(args: &GenerateArgs) -> std::io::Result<()> {
    let seed = args.seed.unwrap_or_else(time_seed);
    let mut out = BufWriter::new(std::io::stdout().lock());
    if args.progress {
        super::say(format!("seed {seed}"));
    }
    if args.sudominoku {
        return generate_sudominoku(args, seed, &mut out);
    }
    let request = Request {
        level: args.difficulty.map(Level::from),
        symmetric: args.symmetric,
    };
    let count = args.count;
    // Without a level any puzzle fits: grade it only when its grade is shown.
    let graded = request.level.is_some() || args.with_grade || args.progress;
    let make = |n: usize| {
        let start = Instant::now();
        let mut next_note = Duration::from_secs(2);
        let mut generator = Generator::new(puzzle_seed(seed, n as u64 - 1), request);
        let plain = if graded {
            None
        } else {
            generator.next_ungraded()
        };
        let made = match plain {
            Some((puzzle, _)) => Made::Plain(puzzle),
            None => Made::Graded(generator.next_with(|rejected| {
                if args.progress && start.elapsed() >= next_note {
                    super::say(format!("puzzle {n}/{count}: {rejected} attempts so far"));
                    next_note += Duration::from_secs(2);
                }
            })),
        };
        (n, made, start.elapsed())
    };
    batch::run(
        1..=count,
        args.jobs.count(),
        batch::Pace::EachAtOnce,
        make,
        |(n, made, took)| {
            match made {
                Made::Plain(puzzle) => writeln!(out, "{}", puzzle.to_line())?,
                Made::Graded(made) => {
                    if args.progress {
                        super::say(note(n, count, &made, took));
                    }
                    write_puzzle(&mut out, &made, args.with_grade)?;
                }
            }
            // Each puzzle is shown as soon as it is found: hard levels can take a while.
            out.flush()
        },
    )
}

/// One puzzle line, followed by `  # level score` when `with_grade`.
fn write_puzzle(out: &mut impl Write, made: &Generated, with_grade: bool) -> std::io::Result<()> {
    if with_grade {
        let grade = &made.grade;
        writeln!(
            out,
            "{}  # {} {}",
            made.puzzle.to_line(),
            grade.level,
            grade.score
        )
    } else {
        writeln!(out, "{}", made.puzzle.to_line())
    }
}

/// A puzzle as made: graded when its level was asked for or is shown.
enum Made {
    Plain(Grid),
    Graded(Generated),
}

/// The judge's format: each case, then the `0` that ends the input.
fn generate_sudominoku(
    args: &GenerateArgs,
    seed: u64,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let count = args.count;
    let make = |n: usize| {
        let start = Instant::now();
        let mut rng = Rng::new(puzzle_seed(seed, n as u64 - 1));
        let puzzle = sudominoku(&mut rng, usize::from(args.dominoes));
        (n, puzzle, start.elapsed())
    };
    batch::run(
        1..=count,
        args.jobs.count(),
        batch::Pace::EachAtOnce,
        make,
        |(n, puzzle, took)| {
            writeln!(out, "{}", write_sudominoku(&puzzle))?;
            out.flush()?;
            if args.progress {
                super::say(format!(
                    "puzzle {n}/{count}: {} dominoes, {:.3} s",
                    puzzle.dominoes().len(),
                    took.as_secs_f64()
                ));
            }
            Ok(())
        },
    )?;
    writeln!(out, "0")?;
    out.flush()
}

/// `puzzle 2/6: hard 1234, 24 clues, 5 attempts, 0.031 s`
fn note(n: usize, count: usize, made: &Generated, took: Duration) -> String {
    let plural = if made.attempts == 1 { "" } else { "s" };
    format!(
        "puzzle {n}/{count}: {} {}, {} clues, {} attempt{plural}, {:.3} s",
        made.grade.level,
        made.grade.score,
        made.puzzle.filled(),
        made.attempts,
        took.as_secs_f64()
    )
}

/// Without `--seed`, a different seed each run.
fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
