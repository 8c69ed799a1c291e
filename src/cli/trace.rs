//! `stepdoku trace`: a search (or the logical solve) as JSON Lines on stdout, one object per
//! step, streamed as the search goes, for a notebook or a test to read the watch's story.

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku_core::domino::{Domino, DominoMachine};
use stepdoku_core::format::Puzzle;
use stepdoku_core::hint::{grade, walk};
use stepdoku_core::solver::{Machine, Options, Strategy, Until};
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::trace::{self, Record};

use super::input;
use super::solve::at_least_one;

/// The step cap when none is given, as the watch's.
const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;

#[derive(Args, Debug)]
pub struct TraceArgs {
    /// Puzzle file in any format `stepdoku solve` reads; `-` reads stdin. Without it, the
    /// bundled classic puzzle.
    file: Option<PathBuf>,
    /// Which puzzle of a collection, counting from 1.
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// row-major (the default), blanks, mrv, propagate, or logic (one technique per step). On
    /// a Sudominoku, row-major is the BOJ 4574 post's search exactly as written; without it,
    /// the domino search with its dead-cell check.
    #[arg(long)]
    strategy: Option<Method>,
    /// Stop after this many steps (a last `gave-up` line says so).
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = at_least_one)]
    max_steps: u64,
    /// Stop after the first step that matches: dead-end, backtrack, solution, depth=N,
    /// cell=rXcY or step=N.
    #[arg(long)]
    until: Option<Until>,
    /// Add the 81-character grid after each step (`.` for an empty cell).
    #[arg(long)]
    grid: bool,
    /// Write the search tree of the traced steps instead of one line per step: one node per
    /// try, one edge from the guess it was made under. `dot` is Graphviz (`| dot -Tsvg`).
    #[arg(long, value_enum, value_name = "FORMAT")]
    tree: Option<super::tree::TreeFormat>,
    /// With --tree: the most tries the tree may hold; past it nothing is written and the
    /// error says how to draw less.
    #[arg(long, default_value_t = super::tree::DEFAULT_TREE_MAX, value_parser = at_least_one_node)]
    tree_max: usize,
}

fn at_least_one_node(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err("expected a whole number of at least 1".to_owned()),
    }
}

pub fn run(args: &TraceArgs) -> color_eyre::Result<ExitCode> {
    let (source, puzzle, place) = input::one_puzzle_placed(args.file.as_deref(), args.index)?;
    let givens = match puzzle {
        Puzzle::Classic(givens) => givens,
        Puzzle::Sudominoku(puzzle) => {
            return sudominoku(args, &place, &puzzle);
        }
    };
    let stdout = std::io::stdout().lock();
    let mut out = BufWriter::with_capacity(1 << 16, stdout);
    match args.strategy.unwrap_or(Method::Search(Strategy::RowMajor)) {
        Method::Search(strategy) => search(args, &source.to_string(), strategy, &givens, &mut out)?,
        Method::Logic if args.tree.is_some() => super::usage_error(
            "trace",
            "the logic strategy makes no search tree: --tree follows a search",
        ),
        Method::Logic => logic(args, &givens, &mut out)?,
    }
    out.flush().wrap_err(super::STDOUT_FAILED)?;
    Ok(ExitCode::SUCCESS)
}

/// A Sudominoku's search: one record per domino tried, placed or undone, or its tree.
fn sudominoku(
    args: &TraceArgs,
    place: &input::Place,
    puzzle: &stepdoku_core::domino::Sudominoku,
) -> color_eyre::Result<ExitCode> {
    let as_written = match args.strategy {
        None => false,
        Some(Method::Search(Strategy::RowMajor)) => true,
        Some(_) => {
            return Err(place
                .refuse(
                    "this is a Sudominoku: its search is the domino search (first empty cell, \
                     dominoes right then down, pairs in order); --strategy row-major traces it \
                     exactly as the post wrote it, the others are for classic puzzles",
                )
                .into());
        }
    };
    if args.until.is_some() {
        return Err(place
            .refuse(
                "--until stops classic 9×9 searches; this is a Sudominoku \
                 (--max-steps stops its domino search)",
            )
            .into());
    }
    let mut machine = if as_written {
        DominoMachine::as_written(puzzle, Some(1))
    } else {
        DominoMachine::new(puzzle, Some(1))
    };
    let Some(format) = args.tree else {
        let mut out = BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        domino_steps(args, &mut machine, &mut out)?;
        out.flush().wrap_err(super::STDOUT_FAILED)?;
        return Ok(ExitCode::SUCCESS);
    };
    let limits = super::tree::Limits {
        max_steps: args.max_steps,
        until: None,
        cap: args.tree_max,
    };
    let mut out = BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    super::tree::write_domino(
        &mut machine,
        &limits,
        format,
        "the domino search tree",
        &mut out,
    )?;
    out.flush().wrap_err(super::STDOUT_FAILED)?;
    Ok(ExitCode::SUCCESS)
}

/// Each step of the domino search as its records, to the end or the step cap.
fn domino_steps(
    args: &TraceArgs,
    machine: &mut DominoMachine,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let mut before: Vec<Domino> = Vec::new();
    while !machine.is_finished() {
        if machine.counters().steps >= args.max_steps {
            write(out, &Record::domino_gave_up(machine)).wrap_err(super::STDOUT_FAILED)?;
            return Ok(());
        }
        let event = machine.step();
        for record in trace::domino_step(machine, event, &before, args.grid) {
            write(out, &record).wrap_err(super::STDOUT_FAILED)?;
        }
        before = machine.stack().iter().map(|f| f.domino).collect();
    }
    Ok(())
}

/// A failed write says so ([`super::STDOUT_FAILED`]); a puzzle the search cannot start on
/// names `source`.
fn search(
    args: &TraceArgs,
    source: &str,
    strategy: Strategy,
    givens: &stepdoku_core::Grid,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let options = Options {
        strategy,
        ..Options::default()
    };
    if let Some(until) = args.until
        && let Some(why) = until.never_on(givens)
    {
        super::usage_error("trace", format!("--until {until}: {why}"));
    }
    let mut machine =
        Machine::new(givens, options).wrap_err_with(|| format!("cannot trace {source}"))?;
    if let Some(format) = args.tree {
        let limits = super::tree::Limits {
            max_steps: args.max_steps,
            until: args.until,
            cap: args.tree_max,
        };
        let title = format!("the {strategy} search tree");
        return super::tree::write(&mut machine, &limits, format, &title, out);
    }
    while !machine.is_finished() {
        if machine.counters().steps >= args.max_steps {
            write(out, &trace::gave_up(&machine)).wrap_err(super::STDOUT_FAILED)?;
            return Ok(());
        }
        let event = machine.step();
        write(out, &trace::search_step(&machine, event, args.grid))
            .wrap_err(super::STDOUT_FAILED)?;
        let (depth, steps) = (machine.stack().len(), machine.counters().steps);
        if args.until.is_some_and(|u| u.hit(&event, depth, steps)) {
            break;
        }
    }
    Ok(())
}

fn logic(
    args: &TraceArgs,
    givens: &stepdoku_core::Grid,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let stop_at = match args.until {
        None | Some(Until::Solution) => None,
        Some(Until::Step(n)) => Some(n),
        Some(other) => super::usage_error(
            "trace",
            format!(
                "--until {other} follows a search; the logic strategy stops at step=N or solution"
            ),
        ),
    };
    // Brute-force steps reveal cells of a solution: the first one when there are several.
    let solution = grade::solution(givens).ok().or_else(|| {
        let mut machine = Machine::new(givens, Options::default()).ok()?;
        machine.run(None);
        machine.first_solution().copied()
    });
    let walk = walk::walk(givens, solution.as_ref());
    let last = walk
        .frames
        .len()
        .min(usize::try_from(args.max_steps).unwrap_or(usize::MAX));
    let last = stop_at.map_or(last, |n| last.min(usize::try_from(n).unwrap_or(usize::MAX)));
    for index in 0..last {
        if let Some(record) = trace::logic_step(&walk, index, args.grid) {
            write(out, &record).wrap_err(super::STDOUT_FAILED)?;
        }
    }
    Ok(())
}

/// A failed write is an I/O error as itself (not inside a JSON error), so a closed pipe is
/// known as one and ends the command quietly.
fn write(out: &mut impl Write, record: &Record) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, record).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}
