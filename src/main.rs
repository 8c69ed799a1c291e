//! The `stepdoku` binary: parses the command line and hands over to a subcommand.

mod bundled;
mod cli;
mod tui;

use std::io::IsTerminal;

fn main() -> color_eyre::Result<std::process::ExitCode> {
    // Panic reports keep their colours for a terminal only: a log or a pipe gets plain text.
    let theme = if std::io::stderr().is_terminal() {
        color_eyre::config::Theme::dark()
    } else {
        color_eyre::config::Theme::new()
    };
    color_eyre::config::HookBuilder::default()
        .theme(theme)
        .install()?;
    Ok(cli::run())
}
