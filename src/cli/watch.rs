//! `stepdoku watch`.

use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::bail;

#[derive(Args, Debug)]
pub struct WatchArgs {}

pub fn run(_args: &WatchArgs) -> color_eyre::Result<ExitCode> {
    bail!("`stepdoku watch` is not available yet")
}
