//! `stepdoku grade`.

use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::bail;

#[derive(Args, Debug)]
pub struct GradeArgs {}

pub fn run(_args: &GradeArgs) -> color_eyre::Result<ExitCode> {
    bail!("`stepdoku grade` is not available yet")
}
