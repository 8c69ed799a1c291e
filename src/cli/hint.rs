//! `stepdoku hint`.

use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::bail;

#[derive(Args, Debug)]
pub struct HintArgs {}

pub fn run(_args: &HintArgs) -> color_eyre::Result<ExitCode> {
    bail!("`stepdoku hint` is not available yet")
}
