//! `stepdoku grade`: rate each puzzle of a file on HoDoKu's scale by solving it with logic.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use serde::Serialize;
use stepdoku_core::format::Format;
use stepdoku_core::hint::grade::{self, Grade};

use super::input;
use super::per_puzzle::{self, Ended, Failures};

#[derive(Args, Debug)]
pub struct GradeArgs {
    /// Puzzle file (any classic format `stepdoku solve` reads); stdin when absent or `-`.
    file: Option<PathBuf>,
    /// Input layout (as for `stepdoku solve`); detected from the first line when absent.
    #[arg(long, value_name = "FORMAT")]
    format: Option<Format>,
    /// One JSON object per puzzle: level, score, `solved_by_logic`, techniques, `brute_force`,
    /// steps; or error, for a puzzle without a unique solution.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    jobs: per_puzzle::Jobs,
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
    let input = input::stream(args.file.as_deref(), args.format)?;
    match print_grades(args, input).wrap_err("cannot write to standard output")? {
        Ended::Status(code) => Ok(code),
        Ended::BadInput(bad) => Err(bad.into()),
    }
}

/// One line per puzzle on stdout. A puzzle without a unique solution makes the status 1 and
/// is reported once: as `file:line: …` on stderr like every other command, or with `--json`
/// as an `{"error": …}` object in its place on stdout, so a program reading the objects stays
/// in step with the input (a second copy on stderr would only repeat it).
fn print_grades(args: &GradeArgs, input: input::Stream) -> std::io::Result<Ended> {
    let failures = if args.json {
        Failures::JsonOnStdout
    } else {
        Failures::Stderr
    };
    per_puzzle::answer_each(
        input,
        "grading needs",
        args.jobs,
        failures,
        grade::grade,
        |out, g| {
            if args.json {
                writeln!(out, "{}", serde_json::to_string(&JsonGrade::from(&g))?)
            } else {
                writeln!(out, "{}", text_line(&g))
            }
        },
    )
}

/// `hard     1234  logic      Hidden Single ×20, X-Wing ×1` (no trailing spaces when no
/// technique was used).
fn text_line(g: &Grade) -> String {
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
    let line = format!(
        "{:<8} {:>6}  {how:<10} {}",
        g.level.name(),
        g.score,
        techniques.join(", ")
    );
    line.trim_end().to_owned()
}
