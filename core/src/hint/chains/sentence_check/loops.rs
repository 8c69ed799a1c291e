//! Continuous nice loops read back: every link of the loop, the closing one included, and
//! every removal explained by the loop's rule.

use super::{Clause, all_see, check_chain, implies, parse_clauses, with_digit};
use crate::cell::{Cell, CellSet, Digit};
use crate::hint::{Candidates, Deduction};

/// "The chain closes into a loop: A, then …, so Z. In a closed loop …": every link, the one
/// from the last clause back to the first included, follows; each removal sees both ends of a
/// weak link of the loop, or is a third digit of a cell the loop enters and leaves strongly,
/// or a digit an almost locked set of the loop locks.
pub(super) fn continuous(grid: &Candidates, d: &Deduction, sentence: &str) -> Result<(), String> {
    let rest = sentence
        .strip_prefix("The chain closes into a loop: ")
        .ok_or("no \"closes into a loop\"")?;
    let words = rest
        .split_once(". In a closed loop")
        .ok_or("no loop rule")?
        .0;
    let chain = parse_clauses(words)?;
    check_chain(grid, &chain)?;
    let n = chain.len();
    implies(grid, chain[n - 1], chain[0]).map_err(|e| format!("the loop does not close: {e}"))?;
    if !d.placements.is_empty() {
        return Err("a continuous loop only removes".to_owned());
    }
    for &(cell, digit) in &d.eliminations {
        if !loop_removes(grid, &chain, cell, digit) {
            return Err(format!("the loop does not remove {digit} from {cell}"));
        }
    }
    Ok(())
}

fn loop_removes(grid: &Candidates, cycle: &[Clause], cell: Cell, digit: Digit) -> bool {
    let one = CellSet::EMPTY.with(cell);
    let m = cycle.len();
    let at = |i: usize| cycle[i % m];
    let weak = (0..m).any(|i| match (at(i), at(i + 1)) {
        (
            Clause::Node {
                cells: x,
                digit: a,
                on: true,
            },
            Clause::Node {
                cells: y,
                digit: b,
                on: false,
            },
        ) => a == digit && b == digit && all_see(one, x) && all_see(one, y),
        _ => false,
    });
    // a cell entered by a strong link from another cell and left by one to another cell
    let strong_cell = (0..m).any(|i| match (at(i), at(i + 1), at(i + 2), at(i + 3)) {
        (
            Clause::Node {
                cells: p,
                on: false,
                ..
            },
            Clause::Node {
                cells: x,
                digit: a,
                on: true,
            },
            Clause::Node {
                cells: x2,
                digit: b,
                on: false,
            },
            Clause::Node {
                cells: q, on: true, ..
            },
        ) => x == one && x2 == one && p != one && q != one && digit != a && digit != b,
        _ => false,
    });
    let als = cycle.iter().any(|&c| match c {
        Clause::Als { cells, .. } => {
            let locked = with_digit(grid, cells, digit);
            !locked.is_empty() && all_see(one, locked)
        }
        Clause::Node { .. } => false,
    });
    weak || strong_cell || als
}
