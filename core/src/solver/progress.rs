//! How far a search has come, weighed from the stack alone: `trace`'s `progress`. A weight,
//! not a share of tries (the watch counts the whole tree for that, `whole_tree`): on the
//! classic row-major it reads 97% where 4,208 of the whole tree's 4,631 tries are made. No
//! estimate of the tree's size is read off the path: one swung from 63 to 16k tries within
//! one run and ended 540 times too large.
//!
//! Each guess frame stands at some choice among its cell's digits. If the tree below every
//! choice were the same size, the choices finished at depth 1 would be worth `finished / n₁`
//! of the whole, those at depth 2 `finished / (n₁·n₂)`, and so on (Knuth's estimate of a
//! backtrack tree, read off the path instead of sampled). The sum grows whenever the search
//! leaves a choice behind and stays put while it descends, so it never goes back, and it is
//! exactly 1 when the tree is exhausted.
//!
//! The sum is kept in 64-bit fixed point with integer arithmetic, so "never goes back" holds
//! to the last bit rather than up to floating-point rounding: a frame whose choices are all
//! finished is folded into its parent's count before summing, making equal states equal sums.

use super::Frame;

/// One, in the fixed point of the sum.
const ONE: u128 = 1 << 64;

/// The explored fraction (0 to 1) of a search whose stack is `stack`; `top_done`: the top
/// guess's current choice is finished (the search is backing up from it).
#[must_use]
pub fn explored(stack: &[Frame], top_done: bool) -> f64 {
    fraction(stack, top_done) as f64 / ONE as f64
}

fn fraction(stack: &[Frame], top_done: bool) -> u128 {
    // (choices, finished) per guess; forced placements are single choices and weigh nothing.
    let mut levels = [(0u8, 0u8); 81];
    let mut depth = 0;
    for frame in stack.iter().filter(|f| !f.is_forced()) {
        if let Some(level) = levels.get_mut(depth) {
            *level = (frame.choices.max(1), frame.finished());
            depth += 1;
        }
    }
    if top_done {
        match depth.checked_sub(1) {
            Some(top) => levels[top].1 += 1,
            // Backing up from the root: every branch is behind.
            None => return ONE,
        }
    }
    // A level whose every choice is finished is one more finished choice of its parent.
    while depth > 0 && levels[depth - 1].1 >= levels[depth - 1].0 {
        depth -= 1;
        match depth.checked_sub(1) {
            Some(parent) => levels[parent].1 += 1,
            None => return ONE,
        }
    }
    let mut weight = ONE;
    let mut sum = 0u128;
    for &(choices, finished) in &levels[..depth] {
        weight /= u128::from(choices);
        sum += u128::from(finished) * weight;
    }
    sum
}

#[cfg(test)]
mod tests {
    #![expect(
        clippy::float_cmp,
        reason = "the shares compared are exact: 0, 1 and sums of powers of two"
    )]

    use super::*;
    use crate::cell::{Cell, Digit, DigitSet};

    fn guess(choices: u8, remaining: u8) -> Frame {
        let mut left = DigitSet::EMPTY;
        for d in 0..remaining {
            left.insert(Digit::new(d + 2).expect("a digit"));
        }
        Frame {
            cell: Cell::from_index(0),
            digit: Digit::new(1).expect("a digit"),
            remaining: left,
            choices,
            forced: None,
        }
    }

    #[test]
    fn an_empty_stack_is_the_start_or_the_end() {
        assert_eq!(explored(&[], false), 0.0);
        assert_eq!(explored(&[], true), 1.0);
    }

    #[test]
    fn finished_choices_weigh_by_the_choices_above_them() {
        // Second of two at depth 1, first of four under it: one half done.
        assert_eq!(explored(&[guess(2, 0), guess(4, 3)], false), 0.5);
        // Leaving that choice behind adds an eighth.
        assert_eq!(explored(&[guess(2, 0), guess(4, 3)], true), 0.625);
        // The last choice of the last frame finished: everything is.
        assert_eq!(explored(&[guess(2, 0), guess(4, 0)], true), 1.0);
    }

    #[test]
    fn popping_a_finished_frame_changes_nothing() {
        let before = explored(&[guess(3, 1), guess(3, 0)], true);
        let after = explored(&[guess(3, 1)], true);
        assert_eq!(before, after);
        assert!((after - 2.0 / 3.0).abs() < 1e-12);
    }
}
