//! Where a search spends its tries: one run of the search to its end measures every try's
//! subtree exactly (the try and every try made while it stood), and keeps the largest of
//! those that led nowhere. For row-major and blanks it also keeps the largest whose cell mrv
//! would not have chosen at that point of the search: subtrees mrv never enters.
//!
//! A try's subtree ends when a try replaces it at its level or a backtrack pops it; with one
//! solution asked for, every subtree that ends led nowhere (the solution's path is still on the
//! stack when the search stops).
//!
//! The largest of each kind are distinct places: none lies inside another. A subtree that ends holds every
//! one that ended inside it and is larger than each, so those are let go when it ends; what is
//! kept is, for each try still standing, the largest that ended right under it.

use crate::cell::{Cell, Digit, DigitSet};
use crate::grid::Grid;
use crate::solver::{Event, Machine, Options, SolveError, Strategy};

/// One try's finished subtree.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Subtree {
    /// The step that made the try.
    pub step: u64,
    /// Which try it was (1 for the search's first).
    pub number: u64,
    /// 1 for a try at the top level.
    pub depth: u32,
    pub cell: Cell,
    pub digit: Digit,
    /// Tries in the subtree, the try itself included.
    pub size: u64,
    /// Where mrv would branch at this point instead, and the digits that fit there (row-major
    /// and blanks only; `None` for the other searches).
    pub mrv: Option<(Cell, DigitSet)>,
}

/// What one run to the end found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Slow {
    pub strategy: Strategy,
    pub steps: u64,
    pub tries: u64,
    /// The search ended (a solution, or none) within the step cap: only then is every
    /// subtree measured.
    pub ended: bool,
    /// The largest subtrees that led nowhere, none inside another, largest first (earlier
    /// tries first among equals): the largest, then the largest outside it, and so on.
    pub largest: Vec<Subtree>,
    /// Row-major and blanks: the largest subtrees that led nowhere whose cell mrv would not
    /// have chosen there, none inside another, largest first.
    pub mrv_elsewhere: Vec<Subtree>,
}

/// Run `options`' search on `start` to its end (at most `max_steps` steps) and keep the `keep`
/// largest subtrees of each kind.
pub fn measure(
    start: &Grid,
    options: Options,
    max_steps: u64,
    keep: usize,
) -> Result<Slow, SolveError> {
    let mut machine = Machine::new(start, options)?;
    let compare =
        matches!(options.strategy, Strategy::RowMajor | Strategy::Blanks) && !options.lexicographic;
    let mut open: Vec<Open> = Vec::new();
    // The largest subtrees ended at the top level, of each kind none inside another (each open
    // try keeps those ended right under it in `Open::under`).
    let mut top = Ended::default();
    while !machine.is_finished() && machine.counters().steps < max_steps {
        let event = machine.step();
        // Guesses on the stack: every frame of a scanning search is one.
        let level = if machine.scans() {
            machine.stack().len()
        } else {
            machine.stack().iter().filter(|f| !f.is_forced()).count()
        };
        let tries = machine.counters().tries;
        let (closing, ended_at) = match event {
            // The new try replaces the one at its level, and ends any deeper.
            Event::Try { .. } => (level.saturating_sub(1), tries - 1),
            _ => (level, tries),
        };
        while open.len() > closing {
            let Some(done) = open.pop() else { break };
            let subtree = Subtree {
                step: done.step,
                number: done.number,
                depth: u32::try_from(open.len() + 1).unwrap_or(u32::MAX),
                cell: done.cell,
                digit: done.digit,
                size: ended_at - done.number + 1,
                mrv: None,
            };
            // `done.under` goes with it: all of those lie inside it, and it is larger than
            // each. It joins those ended right under the try above it.
            let big = fits(&ended_under(&mut open, &mut top).largest, keep, &subtree);
            // Likewise for the subtrees mrv never enters: if this one is one, it stands for
            // those inside it; if not, those inside it stay in the running.
            let maybe_elsewhere =
                compare && fits(&ended_under(&mut open, &mut top).elsewhere, keep, &subtree);
            if !big && !maybe_elsewhere {
                continue;
            }
            // The frames under it are as they were when it was made.
            let subtree = Subtree {
                mrv: compare.then(|| mrv_choice(&machine, open.len())).flatten(),
                ..subtree
            };
            let parent = ended_under(&mut open, &mut top);
            if big {
                insert(&mut parent.largest, keep, subtree);
            }
            if maybe_elsewhere {
                if subtree.mrv.is_some_and(|(cell, _)| cell != subtree.cell) {
                    insert(&mut parent.elsewhere, keep, subtree);
                } else {
                    merge(&mut parent.elsewhere, keep, done.under.elsewhere);
                }
            }
        }
        if let Event::Try { cell, digit, .. } = event {
            open.push(Open {
                step: machine.counters().steps,
                number: tries,
                cell,
                digit,
                under: Ended::default(),
            });
        }
    }
    // The tries still standing (the solution's path) hold no finished subtree of their own:
    // what ended under each is in the running.
    let mut ended = top;
    for under in open.into_iter().map(|o| o.under) {
        merge(&mut ended.largest, keep, under.largest);
        merge(&mut ended.elsewhere, keep, under.elsewhere);
    }
    Ok(Slow {
        strategy: options.strategy,
        steps: machine.counters().steps,
        tries: machine.counters().tries,
        ended: machine.is_finished(),
        largest: ended.largest,
        mrv_elsewhere: ended.elsewhere,
    })
}

/// A try still standing.
struct Open {
    step: u64,
    number: u64,
    cell: Cell,
    digit: Digit,
    /// The largest subtrees ended right under it, of each kind.
    under: Ended,
}

/// The largest subtrees ended right under a try (or at the top level), of each kind none
/// inside another, largest first.
#[derive(Default)]
struct Ended {
    largest: Vec<Subtree>,
    /// Those whose cell mrv would not have chosen there.
    elsewhere: Vec<Subtree>,
}

/// The subtrees ended right under the innermost try standing, or at the top level.
fn ended_under<'a>(open: &'a mut [Open], top: &'a mut Ended) -> &'a mut Ended {
    match open.last_mut() {
        Some(parent) => &mut parent.under,
        None => top,
    }
}

/// `more` into `list`, as many as rank among its `keep` largest.
fn merge(list: &mut Vec<Subtree>, keep: usize, more: Vec<Subtree>) {
    for subtree in more {
        if fits(list, keep, &subtree) {
            insert(list, keep, subtree);
        }
    }
}

/// Larger first, then the earlier try.
fn before(a: &Subtree, b: &Subtree) -> bool {
    (a.size, std::cmp::Reverse(a.number)) > (b.size, std::cmp::Reverse(b.number))
}

fn fits(list: &[Subtree], keep: usize, subtree: &Subtree) -> bool {
    list.len() < keep || list.last().is_some_and(|last| before(subtree, last))
}

fn insert(list: &mut Vec<Subtree>, keep: usize, subtree: Subtree) {
    let at = list.partition_point(|s| before(s, &subtree));
    list.insert(at, subtree);
    list.truncate(keep);
}

/// The cell mrv would branch on with the first `frames` frames of `machine`'s stack placed on
/// its givens (the first empty cell in reading order with the fewest fitting digits), and the
/// digits that fit it.
fn mrv_choice(machine: &Machine, frames: usize) -> Option<(Cell, DigitSet)> {
    let mut grid = *machine.givens();
    for frame in machine.stack().iter().take(frames) {
        grid.set(frame.cell, Some(frame.digit));
    }
    let mut best: Option<(Cell, DigitSet)> = None;
    for cell in Cell::all().filter(|&c| grid.get(c).is_none()) {
        let used: DigitSet = cell.peers().iter().filter_map(|p| grid.get(p)).collect();
        let free = !used;
        if best.is_none_or(|(_, b)| free.len() < b.len()) {
            best = Some((cell, free));
        }
    }
    best
}

#[cfg(test)]
mod tests;
