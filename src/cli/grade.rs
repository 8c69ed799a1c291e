//! `stepdoku grade`: rate each puzzle of a file on HoDoKu's scale by solving it with logic.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;
use stepdoku::hint::grade::{self, Grade};

use super::hint::read_puzzles;

#[derive(Args, Debug)]
pub struct GradeArgs {
    /// Puzzle file (any format `stepdoku solve` reads); stdin when absent or `-`.
    file: Option<PathBuf>,
    /// One JSON object per puzzle: level, score, solved_by_logic, techniques, brute_force,
    /// steps.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct JsonTechnique {
    technique: &'static str,
    count: usize,
}

#[derive(Serialize)]
struct JsonGrade {
    level: &'static str,
    score: u32,
    solved_by_logic: bool,
    techniques: Vec<JsonTechnique>,
    brute_force: usize,
    steps: usize,
}

impl From<&Grade> for JsonGrade {
    fn from(g: &Grade) -> Self {
        Self {
            level: g.level.name(),
            score: g.score,
            solved_by_logic: g.solved_by_logic,
            techniques: g
                .techniques
                .iter()
                .map(|&(t, count)| JsonTechnique {
                    technique: t.name(),
                    count,
                })
                .collect(),
            brute_force: g.brute_force,
            steps: g.steps,
        }
    }
}

pub fn run(args: &GradeArgs) -> color_eyre::Result<ExitCode> {
    let Some(puzzles) = read_puzzles(args.file.as_ref())? else {
        return Ok(ExitCode::from(2));
    };
    let mut status = ExitCode::SUCCESS;
    let mut out = std::io::stdout().lock();
    for (i, givens) in puzzles.iter().enumerate() {
        match grade::grade(givens) {
            Ok(g) if args.json => {
                writeln!(out, "{}", serde_json::to_string(&JsonGrade::from(&g))?)?;
            }
            Ok(g) => writeln!(out, "{}", line(&g))?,
            Err(e) => {
                eprintln!("puzzle {}: {e}", i + 1);
                if args.json {
                    writeln!(out, "{}", serde_json::json!({ "error": e.to_string() }))?;
                } else {
                    writeln!(out, "error: {e}")?;
                }
                status = ExitCode::from(1);
            }
        }
    }
    Ok(status)
}

/// `hard     1234  logic  Hidden Single ×20, X-Wing ×1`
fn line(g: &Grade) -> String {
    let how = if g.solved_by_logic {
        "logic".to_owned()
    } else {
        format!("{} guessed", g.brute_force)
    };
    let techniques: Vec<String> = g
        .techniques
        .iter()
        .map(|(t, n)| format!("{t} ×{n}"))
        .collect();
    format!(
        "{:<8} {:>6}  {how:<10} {}",
        g.level.name(),
        g.score,
        techniques.join(", ")
    )
}
