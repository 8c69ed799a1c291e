//! `stepdoku hint`: the next logical step for each puzzle of a file, named and explained.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use serde::Serialize;
use stepdoku::Grid;
use stepdoku::cell::{Cell, Digit};
use stepdoku::format;
use stepdoku::hint::logic::{Solver, Step};
use stepdoku::hint::{grade, nudge};

#[derive(Args, Debug)]
pub struct HintArgs {
    /// Puzzle file (any format `stepdoku solve` reads); stdin when absent or `-`.
    file: Option<PathBuf>,
    /// One JSON object per puzzle: technique, placements and eliminations as [row, col,
    /// digit] (1-based), explanation.
    #[arg(long)]
    json: bool,
    /// Only say which technique to look for and where, not what it finds.
    #[arg(long, conflicts_with = "json")]
    nudge: bool,
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
    let Some(puzzles) = read_puzzles(args.file.as_ref())? else {
        return Ok(ExitCode::from(2));
    };
    let mut status = ExitCode::SUCCESS;
    let mut out = std::io::stdout().lock();
    for (i, givens) in puzzles.iter().enumerate() {
        let hint = match hint_for(givens) {
            Ok(h) => h,
            Err(e) => {
                eprintln!("puzzle {}: {e}", i + 1);
                status = ExitCode::from(1);
                continue;
            }
        };
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
                Some(Step::Logic(d)) if args.nudge => writeln!(out, "{}", nudge::nudge(d))?,
                Some(step) => writeln!(out, "{}", step.explanation())?,
            }
        }
    }
    Ok(status)
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
    let empty: Vec<Cell> = solver.candidates().empty_cells().iter().collect();
    Ok(empty.get(empty.len() / 2).and_then(|&cell| {
        solution
            .get(cell)
            .map(|digit| Step::BruteForce { cell, digit })
    }))
}

/// The classic puzzles of `file` (stdin for `None` or `-`). An unreadable file or a parse
/// error (`file:line:col: …`) is printed and gives `None` (exit status 2).
pub fn read_puzzles(file: Option<&PathBuf>) -> color_eyre::Result<Option<Vec<Grid>>> {
    let (name, text) = match file {
        Some(p) if p.as_os_str() != "-" => match std::fs::read_to_string(p) {
            Ok(text) => (p.display().to_string(), text),
            Err(e) => {
                eprintln!("{}: {e}", p.display());
                return Ok(None);
            }
        },
        _ => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .wrap_err("cannot read stdin")?;
            ("<stdin>".to_owned(), text)
        }
    };
    match format::parse(&name, &text, None) {
        Ok(doc) => Ok(Some(
            doc.puzzles
                .iter()
                .filter_map(format::Puzzle::as_classic)
                .copied()
                .collect(),
        )),
        Err(e) => {
            eprintln!("{e}");
            Ok(None)
        }
    }
}
