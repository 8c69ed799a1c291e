//! `stepdoku generate`.

use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::bail;

#[derive(Args, Debug)]
pub struct GenerateArgs {}

pub fn run(_args: &GenerateArgs) -> color_eyre::Result<ExitCode> {
    bail!("`stepdoku generate` is not available yet")
}
