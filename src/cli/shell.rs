//! `stepdoku completions SHELL` and `stepdoku man`: shell completion scripts and a man page,
//! generated from the command line's own definitions so they can never disagree with it.

use std::io::Write;
use std::process::ExitCode;

use clap::{Args, CommandFactory};
use clap_complete::Shell;
use color_eyre::eyre::WrapErr;

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, powershell or elvish.
    shell: Shell,
}

pub fn completions(args: &CompletionsArgs) -> color_eyre::Result<ExitCode> {
    let mut command = super::Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "stepdoku", &mut out);
    std::io::stdout()
        .write_all(&out)
        .wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}

/// The man page (roff) on stdout: `stepdoku man > stepdoku.1`, or `stepdoku man | man -l -`.
pub fn man() -> color_eyre::Result<ExitCode> {
    let command = super::Cli::command();
    let mut out = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut out)
        .wrap_err("cannot render the man page")?;
    // Each subcommand's options follow, so one page documents everything.
    for sub in super::Cli::command().get_subcommands() {
        let sub = sub.clone().name(format!("stepdoku-{}", sub.get_name()));
        clap_mangen::Man::new(sub)
            .render(&mut out)
            .wrap_err("cannot render the man page")?;
    }
    std::io::stdout()
        .write_all(&out)
        .wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}
