//! `stepdoku play`.

use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::bail;

#[derive(Args, Debug)]
pub struct PlayArgs {}

pub fn run(_args: &PlayArgs) -> color_eyre::Result<ExitCode> {
    bail!("`stepdoku play` is not available yet")
}
