//! `stepdoku trace --tree dot|json`: the search tree of the traced steps instead of their
//! records, one node per try, for Graphviz (`dot -Tsvg`) or a notebook. Past its cap it
//! writes nothing and says how to draw less.

use std::io::Write;

use clap::ValueEnum;
use color_eyre::eyre::WrapErr;
use stepdoku_core::domino::DominoMachine;
use stepdoku_core::solver::{Machine, Until};
use stepdoku_core::teaching::tree::{TooBig, Tree};

use crate::tui::text::thousands;

/// How many tries a drawn tree holds by default: Graphviz lays out a few thousand nodes in
/// seconds; tens of thousands take minutes and make a picture no one can read.
pub const DEFAULT_TREE_MAX: usize = 5_000;

#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum TreeFormat {
    /// Graphviz DOT: `stepdoku trace FILE --tree dot | dot -Tsvg > tree.svg`.
    Dot,
    /// `{"tries": N, "nodes_per_depth": [...], "nodes": [{"id", "parent", "depth", "step",
    /// "try", "solution"}]}`.
    Json,
}

/// What to trace and how far.
pub struct Limits {
    pub max_steps: u64,
    pub until: Option<Until>,
    pub cap: usize,
}

/// Step `machine` as `stepdoku trace` would and write the tree of its tries to `out`.
pub fn write(
    machine: &mut Machine,
    limits: &Limits,
    format: TreeFormat,
    title: &str,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let mut tree = Tree::default();
    while !machine.is_finished() && machine.counters().steps < limits.max_steps {
        let event = machine.step();
        tree.follow(machine, &event, limits.cap).map_err(too_big)?;
        let (depth, steps) = (machine.stack().len(), machine.counters().steps);
        if limits.until.is_some_and(|u| u.hit(&event, depth, steps)) {
            break;
        }
    }
    let (steps, finished) = (machine.counters().steps, machine.is_finished());
    emit(&tree, steps, finished, format, title, out)
}

/// The same for the Sudominoku search (it has no breakpoints).
pub fn write_domino(
    machine: &mut DominoMachine,
    limits: &Limits,
    format: TreeFormat,
    title: &str,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let mut tree = Tree::default();
    while !machine.is_finished() && machine.counters().steps < limits.max_steps {
        let event = machine.step();
        tree.follow_domino(machine, &event, limits.cap)
            .map_err(too_big)?;
    }
    let (steps, finished) = (machine.counters().steps, machine.is_finished());
    emit(&tree, steps, finished, format, title, out)
}

fn too_big(too_big: TooBig) -> color_eyre::Report {
    color_eyre::eyre::eyre!(
        "the search tree has more than {} tries (the one past it is made at step {}); \
         draw its start with --max-steps {} or --until step=N, or raise --tree-max \
         (Graphviz slows down past a few thousand nodes)",
        thousands(u64::try_from(too_big.cap).unwrap_or(u64::MAX)),
        thousands(too_big.step),
        too_big.step - 1
    )
}

fn emit(
    tree: &Tree,
    steps: u64,
    finished: bool,
    format: TreeFormat,
    title: &str,
    out: &mut impl Write,
) -> color_eyre::Result<()> {
    let title = if finished {
        format!("{title}: {steps} steps, {} tries", tree.nodes().len())
    } else {
        format!(
            "{title}: the first {steps} steps, {} tries",
            tree.nodes().len()
        )
    };
    match format {
        TreeFormat::Dot => out
            .write_all(tree.to_dot(&title).as_bytes())
            .wrap_err(super::STDOUT_FAILED)?,
        TreeFormat::Json => {
            // Written as bytes, so a closed pipe is the io error the caller recognises.
            let mut text = tree.to_json(&title).to_string();
            text.push('\n');
            out.write_all(text.as_bytes())
                .wrap_err(super::STDOUT_FAILED)?;
        }
    }
    Ok(())
}
