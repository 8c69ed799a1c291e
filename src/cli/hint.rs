//! `stepdoku hint`: the next logical step for each puzzle of a file, named and explained.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use serde::Serialize;
use stepdoku_core::Grid;
use stepdoku_core::cell::{Cell, Digit};
use stepdoku_core::format::Format;
use stepdoku_core::hint::logic::{Solver, Step};
use stepdoku_core::hint::{grade, nudge};

use super::input;
use super::per_puzzle::{self, Ended, Failures};

#[derive(Args, Debug)]
pub struct HintArgs {
    /// Puzzle file (any classic format `stepdoku solve` reads); stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Input layout (as for `stepdoku solve`); detected from the first line when absent.
    #[arg(long, value_name = "FORMAT")]
    format: Option<Format>,
    /// One JSON object per puzzle: technique, placements and eliminations as [row, col,
    /// digit] (1-based), explanation.
    #[arg(long)]
    json: bool,
    /// Only say which technique to look for and where, not what it finds.
    #[arg(long, conflicts_with = "json")]
    nudge: bool,
    #[command(flatten)]
    jobs: per_puzzle::Jobs,
}

/// The `--json` shape, field order as documented.
#[derive(Serialize)]
struct JsonHint {
    technique: Option<String>,
    placements: Vec<[u8; 3]>,
    eliminations: Vec<[u8; 3]>,
    explanation: String,
}

fn triples(items: &[(Cell, Digit)]) -> Vec<[u8; 3]> {
    items
        .iter()
        .map(|&(c, d)| [c.row() as u8 + 1, c.col() as u8 + 1, d.get()])
        .collect()
}

pub fn run(args: &HintArgs) -> color_eyre::Result<ExitCode> {
    let input = input::stream(args.file.as_deref(), args.format)?;
    match print_hints(args, input).wrap_err("cannot write to standard output")? {
        Ended::Status(code) => Ok(code),
        Ended::BadInput(bad) => Err(bad.into()),
    }
}

/// One hint per puzzle on stdout; a puzzle without a unique solution is reported on stderr
/// as `file:line: …` and makes the exit status 1.
fn print_hints(args: &HintArgs, input: input::Stream) -> std::io::Result<Ended> {
    let failures = Failures::Stderr;
    per_puzzle::answer_each(
        input,
        "hints need",
        args.jobs,
        failures,
        hint_for,
        |out, hint| {
            if args.json {
                let json = match &hint {
                    None => JsonHint {
                        technique: None,
                        placements: Vec::new(),
                        eliminations: Vec::new(),
                        explanation: "The puzzle is already solved.".to_owned(),
                    },
                    Some(Step::Logic(d)) => JsonHint {
                        technique: Some(d.technique.name().to_owned()),
                        placements: triples(&d.placements),
                        eliminations: triples(&d.eliminations),
                        explanation: d.explanation.clone(),
                    },
                    Some(step @ Step::BruteForce { cell, digit }) => JsonHint {
                        technique: Some("Brute Force".to_owned()),
                        placements: triples(&[(*cell, *digit)]),
                        eliminations: Vec::new(),
                        explanation: step.explanation(),
                    },
                };
                writeln!(out, "{}", serde_json::to_string(&json)?)?;
            } else {
                match &hint {
                    None => writeln!(out, "The puzzle is already solved.")?,
                    Some(Step::Logic(d)) if args.nudge => writeln!(out, "{}", nudge::of(d).text)?,
                    // No technique applies: a nudge must not give the answer away.
                    Some(Step::BruteForce { .. }) if args.nudge => writeln!(
                        out,
                        "No logical technique applies here; `stepdoku hint` without --nudge reveals a cell."
                    )?,
                    Some(step) => writeln!(out, "{}", step.explanation())?,
                }
            }
            Ok(())
        },
    )
}

/// HoDoKu's first step for a puzzle: its first deduction, or a cell from the solution when no
/// technique applies. `None` for a solved grid.
fn hint_for(givens: &Grid) -> Result<Option<Step>, grade::GradeError> {
    let solution = grade::solution(givens)?;
    let mut solver = Solver::new(givens);
    if solver.candidates().is_solved() {
        return Ok(None);
    }
    if let Some(d) = solver.next_deduction() {
        return Ok(Some(Step::Logic(d)));
    }
    Ok(solver
        .reveal(&solution)
        .map(|(cell, digit)| Step::BruteForce { cell, digit }))
}
