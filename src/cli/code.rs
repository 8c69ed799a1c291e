//! `stepdoku code`: a search's listing with its line numbers, the lines the watch's code
//! pane lights and `trace` names as `"line"`.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::WrapErr;
use stepdoku_core::teaching::code::Program;

#[derive(Args, Debug)]
pub struct CodeArgs {
    /// row-major (the default), blanks, mrv, propagate, dominoes (this project's Sudominoku
    /// search) or dominoes-as-written (the BOJ 4574 post's, `--strategy row-major` on a
    /// Sudominoku).
    #[arg(long, default_value = "row-major", value_parser = program)]
    strategy: Program,
}

fn program(name: &str) -> Result<Program, String> {
    Program::from_name(name).ok_or_else(|| {
        "expected one of row-major, blanks, mrv, propagate, dominoes, dominoes-as-written"
            .to_owned()
    })
}

pub fn run(args: &CodeArgs) -> color_eyre::Result<ExitCode> {
    let program = args.strategy;
    let mut text = format!("// {}: the search as code\n", program.name());
    text.push_str(&program.numbered());
    text.push('\n');
    for note in program.notes() {
        text.push_str(note);
        text.push('\n');
    }
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}
