//! `stepdoku replay PUZZLE TRACE`: a learner's own search, from the `try R C D` / `undo R C`
//! lines their program printed, checked move by move and compared with stepdoku's strategies.

use std::fs::File;
use std::io::{BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku_core::format::Puzzle;
use stepdoku_core::replay::{self, Numbering, Summary, Trace};
use stepdoku_core::solver::Strategy;

use super::input::{self, BadInput};

#[derive(Args, Debug)]
#[command(
    after_help = "Print one line per placement, `try R C D`, and one per removal, `undo R C`, \
        on stderr (rows and columns 1-9; --from-zero for 0-8). Other lines are ignored.\n\
        Exit status: 0 every move is legal, 1 a move was flagged, 2 bad input."
)]
pub struct ReplayArgs {
    /// The puzzle the program solved, in any classic format `stepdoku solve` reads.
    puzzle: PathBuf,
    /// The program's trace: `try R C D` and `undo R C` lines among any others.
    trace: PathBuf,
    /// Which puzzle of a collection, counting from 1.
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// Rows and columns run 0-8, as most C++ code indexes them (digits stay 1-9).
    #[arg(long)]
    from_zero: bool,
    /// Find the first step where the trace departs from this strategy: row-major, blanks,
    /// mrv or propagate.
    #[arg(long, value_name = "STRATEGY")]
    compare: Option<Strategy>,
    /// Print the check and the counts.
    #[arg(long)]
    summary: bool,
    /// With --summary: one JSON object (steps, tries, undos, ignored, illegal,
    /// `first_difference`).
    #[arg(long)]
    json: bool,
}

pub fn run(args: &ReplayArgs) -> color_eyre::Result<ExitCode> {
    let (source, puzzle) = input::one_puzzle(Some(&args.puzzle), args.index)?;
    let Puzzle::Classic(givens) = puzzle else {
        return Err(BadInput::Unusable(format!(
            "{source} is a Sudominoku: replay follows classic searches"
        ))
        .into());
    };
    let trace = read_trace(args)?;
    let summary = replay::summary(&givens, &trace, args.compare);
    print_summary(args, &summary)?;
    Ok(if summary.illegal.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn read_trace(args: &ReplayArgs) -> Result<Trace, BadInput> {
    let shown = args.trace.display();
    let file = File::open(&args.trace)
        .map_err(|e| BadInput::Unusable(format!("cannot read {shown}: {e}")))?;
    let numbering = if args.from_zero {
        Numbering::FromZero
    } else {
        Numbering::FromOne
    };
    replay::parse_reader(BufReader::new(file), numbering)
        .map_err(|e| BadInput::Unusable(format!("cannot read {shown}: {e}")))
}

/// The most flagged moves listed one per line; the rest are counted.
const LISTED: usize = 20;

fn print_summary(args: &ReplayArgs, summary: &Summary) -> color_eyre::Result<()> {
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(summary)?)?;
        return out.flush().wrap_err("cannot write to standard output");
    }
    writeln!(
        out,
        "{}: {} steps ({} tries, {} undos); {} other lines ignored",
        args.trace.display(),
        summary.steps,
        summary.tries,
        summary.undos,
        summary.ignored
    )?;
    if summary.illegal.is_empty() {
        writeln!(out, "every move is legal")?;
    } else {
        writeln!(out, "{} flagged:", summary.illegal.len())?;
        for illegal in summary.illegal.iter().take(LISTED) {
            writeln!(out, "  step {}: {}", illegal.step, illegal.why)?;
        }
        if summary.illegal.len() > LISTED {
            writeln!(out, "  … and {} more", summary.illegal.len() - LISTED)?;
        }
    }
    if let Some(strategy) = args.compare {
        match &summary.first_difference {
            Some(difference) => writeln!(out, "{}", difference.message)?,
            None => writeln!(out, "the same moves as {strategy}, step for step")?,
        }
    }
    out.flush().wrap_err("cannot write to standard output")
}
