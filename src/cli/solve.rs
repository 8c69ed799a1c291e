//! `stepdoku solve`: headless, judge-exact solving.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku::format::{self, Format};
use stepdoku::solver::{Machine, Options};

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Puzzle file; stdin when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: &SolveArgs) -> color_eyre::Result<ExitCode> {
    let (name, text) = match args.file.as_deref() {
        None => ("<stdin>".to_owned(), read_stdin()?),
        Some(p) if p.as_os_str() == "-" => ("<stdin>".to_owned(), read_stdin()?),
        Some(p) => (
            p.display().to_string(),
            std::fs::read_to_string(p).wrap_err_with(|| format!("cannot read {}", p.display()))?,
        ),
    };
    let document = match format::parse(&name, &text, None) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{e}");
            return Ok(ExitCode::from(2));
        }
    };
    let mut status = ExitCode::SUCCESS;
    for puzzle in document
        .puzzles
        .iter()
        .filter_map(format::Puzzle::as_classic)
    {
        let options = Options {
            lexicographic: document.format == Format::Boj2239,
            ..Options::default()
        };
        let mut machine = Machine::new(puzzle, options)?;
        machine.run(None);
        match machine.first_solution() {
            Some(solution) => println!("{}", format::write(solution, document.format)),
            None => {
                eprintln!("no solution");
                status = ExitCode::from(1);
            }
        }
    }
    Ok(status)
}

fn read_stdin() -> color_eyre::Result<String> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text)?;
    Ok(text)
}
