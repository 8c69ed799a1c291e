//! `stepdoku config`: the settings file's defaults, a check of the file, and where it is.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;

use crate::tui::config;

#[derive(Args, Debug)]
#[group(required = true, multiple = false)]
pub struct ConfigArgs {
    /// Print every setting at its default, commented, ready to save as the settings file.
    #[arg(long)]
    print: bool,
    /// Check the settings file: each problem as config.toml:LINE:COLUMN (exit 1 if any).
    #[arg(long)]
    check: bool,
    /// Print where stepdoku looks for the settings file.
    #[arg(long)]
    path: bool,
}

pub fn run(args: &ConfigArgs) -> color_eyre::Result<ExitCode> {
    let mut out = super::output::stdout();
    if args.print {
        out.write_all(config::commented_defaults().as_bytes())?;
        return Ok(ExitCode::SUCCESS);
    }
    let Some(path) = config::path() else {
        super::say("stepdoku: no configuration directory on this system (set STEPDOKU_CONFIG)");
        return Ok(ExitCode::from(1));
    };
    if args.path {
        writeln!(
            out,
            "{}",
            stepdoku_core::text::escape(&path.display().to_string())
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let (_, problems) = config::load_from(&path);
    if problems.is_empty() {
        let state = if path.exists() {
            "fine"
        } else {
            "not there: every setting at its default"
        };
        let line = format!("{}: {state}", path.display());
        writeln!(out, "{}", stepdoku_core::text::escape(&line))?;
        return Ok(ExitCode::SUCCESS);
    }
    for problem in &problems {
        super::say(format!(
            "stepdoku: {}",
            problem.located(&path.display().to_string())
        ));
    }
    Ok(ExitCode::from(1))
}
