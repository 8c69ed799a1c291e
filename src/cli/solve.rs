//! `stepdoku solve`: headless, judge-exact solving. Exit 0 when every puzzle is solved, 1 when
//! one has no solution (the others are still solved), 2 on bad input.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku_core::domino::{DominoMachine, Sudominoku, count_grids};
use stepdoku_core::format::{self, Format, Puzzle, ReadError};
use stepdoku_core::grid::Grid;
use stepdoku_core::solver::{
    Counters, Machine, Options, Smallest, Strategy, run_to_end, smallest_solution, solve_fast,
};

mod notes;

use super::batch;
use super::input::{self, BadInput};
use super::per_puzzle::Jobs;
use super::progress::Progress;

/// The step cap of the plain searches (row-major, blanks, mrv, and the Sudominoku search) when
/// `--max-steps` is not given: naive search on a hard puzzle can run for hours, and a command
/// should not.
const NAIVE_CAP: u64 = 1_000_000_000;

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Puzzle file; stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Input layout: line, boj2239 (2239), boj2580 (2580), decorated (sdk, ss) or sudominoku
    /// (4574); detected from the first line when absent.
    #[arg(long, value_name = "FORMAT")]
    format: Option<Format>,
    /// Print each puzzle's number of solutions (0, 1 or 2+) instead of a solution.
    #[arg(long)]
    count: bool,
    /// Print steps, tries, backtracks and time per puzzle on stderr: those of the search
    /// `stepdoku watch` shows (without it, the default strategy also asks mini-line rules
    /// about the start at its first dead end, which finds the same answers with fewer steps).
    #[arg(long)]
    stats: bool,
    /// How the search picks cells: propagate (the default), mrv, blanks or row-major. 2239
    /// input always gets the lexicographically smallest answer (reading order with pruning,
    /// then cell by cell if that wanders). A Sudominoku has the domino search, with a check
    /// that backs up at once from a cell with no digit left; row-major runs the BOJ 4574
    /// post's search exactly as written, without it.
    #[arg(long, value_name = "STRATEGY")]
    strategy: Option<Strategy>,
    /// Give up on a puzzle after this many steps [default: no limit for propagate and 2239
    /// input, 1000000000 (about 9 s) for the naive strategies and Sudominoku, which can take
    /// much longer]
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    max_steps: Option<u64>,
    #[command(flatten)]
    jobs: Jobs,
}

/// `--max-steps 0` would give up before looking.
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a number of steps, 1 or more".to_owned()),
    }
}

/// How one puzzle ended.
enum Outcome {
    Solved(Grid),
    Counted(u64),
    NoSolution,
    GaveUp(u64),
    /// Two givens clash: bad input, found by the solver (the reader left it to the solver).
    Clash(Grid),
}

pub fn run(args: &SolveArgs) -> color_eyre::Result<ExitCode> {
    let input = input::stream(args.file.as_deref(), args.format)?;
    if args.strategy.is_some_and(|s| s != Strategy::RowMajor)
        && input.puzzles.format() == Format::Sudominoku
    {
        return Err(BadInput::Unusable(format!(
            "{} is a Sudominoku: its search is the domino search (first empty cell, dominoes right then down, pairs in order); --strategy row-major runs it exactly as the post wrote it, the others are for classic puzzles",
            input.name
        ))
        .into());
    }
    let (status, bad) = solve_all(args, input).wrap_err("cannot write to standard output")?;
    match bad {
        Some(bad) => Err(bad.into()),
        None => Ok(status),
    }
}

/// One puzzle's answer, worked out on a worker thread.
struct Solved {
    number: usize,
    line: usize,
    naive: bool,
    outcome: Outcome,
    counters: Counters,
    time: Duration,
}

/// Solve every puzzle of `input` in order (on every core), printing as it goes; bad input met
/// on the way stops the batch after the answers before it.
fn solve_all(
    args: &SolveArgs,
    input: input::Stream,
) -> std::io::Result<(ExitCode, Option<BadInput>)> {
    let name = input.name.clone();
    let format = input.puzzles.format();
    let flush_each = input.size.is_none();
    let mut progress = Progress::new(input.size, Arc::clone(&input.read));
    let mut out = BufWriter::new(std::io::stdout().lock());
    let mut notes = notes::Notes::new();
    let mut status = ExitCode::SUCCESS;
    let mut bad = None;
    let (mut total, mut elapsed, mut solved) = (Counters::default(), Duration::ZERO, 0usize);
    let pace = input.pace();
    let mut puzzles = input.puzzles;
    // Every classic puzzle goes to a search that finds clashing givens first thing.
    puzzles.leave_clashes_to_the_solver();
    let puzzles = puzzles.enumerate();
    let work = |(k, item): (usize, Result<(usize, Puzzle), ReadError>)| {
        item.map(|(line, puzzle)| solve_one(args, format, k + 1, line, &puzzle))
    };
    let written = batch::run(puzzles, args.jobs.count(), pace, work, |item| {
        progress.tick();
        let done = match item {
            Ok(done) => done,
            Err(error) => {
                bad = Some(BadInput::from(error));
                return Err(std::io::Error::other("bad input"));
            }
        };
        let line = done.line;
        if let Outcome::Clash(grid) = &done.outcome
            && let Some(error) = format::line_clash(&name, line, grid)
        {
            bad = Some(BadInput::from(error));
            return Err(std::io::Error::other("bad input"));
        }
        if !write_outcome(&mut out, &mut notes, &mut progress, &name, format, &done)? {
            status = ExitCode::from(1);
        }
        if args.stats {
            let stats = stats_line(&done.counters, done.time);
            notes.say(
                &mut out,
                &mut progress,
                format_args!("{name}:{line}: {stats}"),
            )?;
            total += &done.counters;
            elapsed += done.time;
        }
        solved += 1;
        if flush_each {
            out.flush()?;
            notes.flush();
        }
        Ok(())
    });
    if let Err(e) = written
        && bad.is_none()
    {
        notes.flush();
        return Err(e);
    }
    out.flush()?;
    notes.flush();
    if args.stats && solved > 1 {
        progress.say(format!(
            "{name}: {solved} puzzles: {}",
            stats_line(&total, elapsed)
        ));
    }
    Ok((status, bad))
}

/// Solve puzzle `number` (on `line` of its file), timed only for `--stats`.
fn solve_one(
    args: &SolveArgs,
    format: Format,
    number: usize,
    line: usize,
    puzzle: &Puzzle,
) -> Solved {
    // Only --stats reports the time: two clock reads per puzzle show on big files.
    let start = args.stats.then(Instant::now);
    let (outcome, counters) = match puzzle {
        Puzzle::Classic(grid) => solve_classic(args, format, grid),
        Puzzle::Sudominoku(puzzle) => solve_sudominoku(args, puzzle),
    };
    Solved {
        number,
        line,
        // Propagation is the way out only for a classic puzzle searched naively.
        naive: matches!(puzzle, Puzzle::Classic(_))
            && format != Format::Boj2239
            && !args.strategy.unwrap_or_default().propagates(),
        outcome,
        counters,
        time: start.map_or(Duration::ZERO, |start| start.elapsed()),
    }
}

/// Write what solving `done` gave: the solution or count to `out`, a failure to the
/// terminal's line. `false` when the puzzle has no answer (the exit status says so).
fn write_outcome(
    out: &mut impl Write,
    notes: &mut notes::Notes,
    progress: &mut Progress,
    name: &str,
    format: Format,
    done: &Solved,
) -> std::io::Result<bool> {
    let line = done.line;
    if matches!(done.outcome, Outcome::Solved(_) | Outcome::Counted(_)) {
        notes.before_answer();
    }
    match done.outcome {
        Outcome::Solved(solution) => {
            if format == Format::Sudominoku {
                writeln!(out, "Puzzle {}", done.number)?;
            }
            format::write_line(out, &solution, format)?;
        }
        Outcome::Counted(n) => out.write_all(match n {
            0 => b"0\n",
            1 => b"1\n",
            _ => b"2+\n",
        })?,
        // A clash is bad input, stopped before this; were one not named, the grid has no
        // solution all the same.
        Outcome::NoSolution | Outcome::Clash(_) => {
            notes.say(
                out,
                progress,
                format_args!("stepdoku: {name}:{line}: no solution"),
            )?;
            return Ok(false);
        }
        Outcome::GaveUp(steps) => {
            let advice = if done.naive {
                "raise --max-steps or use --strategy propagate"
            } else {
                "raise --max-steps"
            };
            let note =
                format_args!("stepdoku: {name}:{line}: gave up after {steps} steps ({advice})");
            notes.say(out, progress, note)?;
            return Ok(false);
        }
    }
    Ok(true)
}

fn solve_classic(args: &SolveArgs, format: Format, grid: &Grid) -> (Outcome, Counters) {
    if format == Format::Boj2239 && !args.count {
        let (smallest, counters) = smallest_solution(grid, args.max_steps);
        let outcome = match smallest {
            Smallest::Solved(solution) => Outcome::Solved(solution),
            Smallest::NoSolution => Outcome::NoSolution,
            Smallest::GaveUp => Outcome::GaveUp(counters.steps),
        };
        return (outcome, counters);
    }
    let options = Options {
        strategy: args.strategy.unwrap_or_default(),
        max_solutions: Some(if args.count { 2 } else { 1 }),
        lexicographic: false,
    };
    let naive = !options.strategy.propagates();
    let cap = args.max_steps.or(naive.then_some(NAIVE_CAP));
    // Either fails only on clashing givens, which the line reader leaves to the solver.
    let (finished, counters, first_solution) = if cap.is_none() {
        // Nobody watches and nothing stops it early: the same search without its events. Its
        // counters are the watch's only without the mini-line rules, which change no answer.
        let search = if args.stats { run_to_end } else { solve_fast };
        let Ok(ended) = search(grid, options) else {
            return (Outcome::Clash(*grid), Counters::default());
        };
        (true, ended.counters, ended.first_solution)
    } else {
        let Ok(mut machine) = Machine::new(grid, options) else {
            return (Outcome::Clash(*grid), Counters::default());
        };
        let finished = machine.run(cap);
        (
            finished,
            *machine.counters(),
            machine.first_solution().copied(),
        )
    };
    let outcome = match (finished, first_solution) {
        (false, _) => Outcome::GaveUp(counters.steps),
        _ if args.count => Outcome::Counted(counters.solutions),
        (true, Some(solution)) => Outcome::Solved(solution),
        (true, None) => Outcome::NoSolution,
    };
    (outcome, counters)
}

fn solve_sudominoku(args: &SolveArgs, puzzle: &Sudominoku) -> (Outcome, Counters) {
    if args.count {
        return count_sudominoku(args, puzzle);
    }
    // Row-major is the post's search as written; the default adds the dead-cell check.
    let mut machine = if args.strategy == Some(Strategy::RowMajor) {
        DominoMachine::as_written(puzzle, Some(1))
    } else {
        DominoMachine::new(puzzle, Some(1))
    };
    let finished = machine.run(args.max_steps.or(Some(NAIVE_CAP)));
    let counters = *machine.counters();
    let outcome = match (finished, machine.first_solution()) {
        (false, _) => Outcome::GaveUp(counters.steps),
        (true, Some(solution)) => Outcome::Solved(*solution),
        (true, None) => Outcome::NoSolution,
    };
    (outcome, counters)
}

/// Distinct solved grids, up to two. Several domino layouts can give one grid (the statement's
/// second case has two), and the judge asks for the grid, so layouts are not counted.
fn count_sudominoku(args: &SolveArgs, puzzle: &Sudominoku) -> (Outcome, Counters) {
    let count = count_grids(puzzle, 2, args.max_steps.unwrap_or(NAIVE_CAP));
    let outcome = if count.complete {
        Outcome::Counted(count.grids)
    } else {
        Outcome::GaveUp(count.counters.steps)
    };
    (outcome, count.counters)
}

fn stats_line(c: &Counters, time: Duration) -> String {
    format!(
        "steps {}, tries {}, forced {}, undos {} (dead ends {}, back {}), max depth {}, {:.3} ms",
        c.steps,
        c.tries,
        c.forced,
        c.backtracks,
        c.dead_ends,
        c.exhausted_frames(),
        c.max_depth,
        time.as_secs_f64() * 1e3
    )
}
