//! The `stepdoku` binary: parses the command line and hands over to a subcommand.

mod bundled;
mod cli;
mod tui;

fn main() -> color_eyre::Result<std::process::ExitCode> {
    color_eyre::install()?;
    cli::run()
}
