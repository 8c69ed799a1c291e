//! A second search, shaped differently, that only tries to show a position has no solution.
//!
//! The answer search guesses on cells, in an order its answers depend on (on a board with
//! several solutions the first one found is the one printed). A search that can only end in
//! "no solution" is free of that: whatever tree it walks, a position without a solution is
//! refuted by any complete search. This one applies the mini-line rules at every node and
//! branches the way tdoku does: on where one digit goes in one band or stack (which of the six
//! ways to give each of its three rows, or columns, its own box), taking the band or stack with
//! the fewest such ways over all digits, and in it a digit with the fewest (two when one has
//! two). On the 1,000 boards without a solution of `scripts/bench_solve.sh` it needs 4,277
//! branches (tdoku reports 4,410 guesses) where cells chosen as the answer search chooses them
//! need 7,848 with the same rules. It stops at its first solution, or when it has spent its
//! budget of branches, and then the answer search goes on as if nothing had been asked.

use super::tables::{PERMS, column, fold, minirows, spread};
use super::{Bands, Uncounted};

/// What a refutation search found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Refutation {
    /// Every branch fails: the position has no solution.
    NoSolution,
    /// A solution (which one says nothing about the answer search's first).
    Solution,
    /// The budget ran out first.
    OutOfBudget,
}

/// For each 9-bit set of mini-rows (bit row × 3 + box): the ways (6 bits, one per `PERMS`)
/// whose three mini-rows it holds.
static WAYS: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let mut k = 0;
        while k < 6 {
            let mut minis = 0;
            let mut row = 0;
            while row < 3 {
                minis |= 1 << (row * 3 + PERMS[k][row]);
                row += 1;
            }
            if i & minis == minis {
                t[i] |= 1 << k;
            }
            k += 1;
        }
        i += 1;
    }
    t
};

/// How many ways each 6-bit set holds (the target has no population count instruction).
static WAY_COUNT: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};

/// The band cells of each way's mini-rows.
static WAY_CELLS: [u32; 6] = {
    let mut t = [0u32; 6];
    let mut k = 0;
    while k < 6 {
        let mut row = 0;
        while row < 3 {
            t[k] |= 7 << (row * 9 + PERMS[k][row] * 3);
            row += 1;
        }
        k += 1;
    }
    t
};

/// What to branch on.
#[derive(Clone, Copy, Debug)]
enum Branch {
    /// Digit `digit` (0-based) in band `line` (0–2) or stack (3–5): each of `ways` in turn.
    Ways { digit: usize, line: usize, ways: u8 },
    /// Every way of every band and stack is settled but a cell is open: its digits in turn.
    Cell(crate::cell::Cell),
}

impl Bands {
    /// Search this position, which [`Bands::settle_mini_lines`] has settled, with the
    /// mini-line rules at every node, spending at most `budget` branches.
    pub(crate) fn refute(&self, budget: u32) -> Refutation {
        let mut budget = budget;
        self.refute_node(&mut budget)
    }

    fn refute_node(&self, budget: &mut u32) -> Refutation {
        if self.unsolved == [0; 3] {
            return Refutation::Solution;
        }
        if *budget == 0 {
            return Refutation::OutOfBudget;
        }
        *budget -= 1;
        let branch = match self.fewest_ways() {
            Some(branch) => branch,
            // A cell open with each digit's ways settled: rare; its digits in turn.
            None => match self.pick_settled(false) {
                Some(cell) => Branch::Cell(cell),
                None => return Refutation::Solution,
            },
        };
        match branch {
            Branch::Ways { digit, line, ways } => {
                for k in (0..6).filter(|k| ways >> k & 1 != 0) {
                    let mut child = *self;
                    child.take_way(digit, line, k);
                    if let Some(found) = child.refute_branch(budget) {
                        return found;
                    }
                }
            }
            Branch::Cell(cell) => {
                for digit in self.candidates(cell).iter() {
                    let mut child = *self;
                    child.assign(cell, digit);
                    if let Some(found) = child.refute_branch(budget) {
                        return found;
                    }
                }
            }
        }
        Refutation::NoSolution
    }

    /// A branch just taken: `None` when it has no solution, else what its search found.
    fn refute_branch(&mut self, budget: &mut u32) -> Option<Refutation> {
        if !self.settle_branch() {
            return None;
        }
        match self.refute_node(budget) {
            Refutation::NoSolution => None,
            found => Some(found),
        }
    }

    /// Propagate a branch just taken, then one pass of the mini-line rules and, when they
    /// strike, propagation again. `false` for a dead end. (Repeating the pass until it strikes
    /// nothing took more instructions on the boards without a solution for 0.3% fewer
    /// branches.) Ends settled: the pairs the cell fallback reads are the current ones.
    fn settle_branch(&mut self) -> bool {
        if self.propagate_fast(&mut Uncounted).is_err() {
            return false;
        }
        match self.mini_lines() {
            Ok(true) => self.propagate_fast(&mut Uncounted).is_ok(),
            Ok(false) => true,
            Err(_) => false,
        }
    }

    /// Keep only way `k` for `digit` in band `line` (0–2) or stack `line - 3`.
    fn take_way(&mut self, digit: usize, line: usize, k: usize) {
        if line < 3 {
            self.cands[digit * 3 + line] &= WAY_CELLS[k];
        } else {
            let stack = line - 3;
            let columns = spread(0o7 << (3 * stack));
            for (band, &col) in PERMS[k].iter().enumerate() {
                let kept = column((3 * stack + col) as u32);
                self.cands[digit * 3 + band] &= !columns | kept;
            }
        }
    }

    /// tdoku's choice: the band or stack whose digits have the fewest ways in all, among those
    /// where some digit has two or more; in it the first digit with two ways, else three, else
    /// the first with more. `None` when every digit has one way everywhere.
    fn fewest_ways(&self) -> Option<Branch> {
        let folds: [usize; 27] = std::array::from_fn(|i| fold(self.cands[i]));
        // ways[digit][line]: bands 0–2, then stacks 0–2 (the stack's 3×3 of band × column
        // laid out as a band's mini-rows are, row × 3 + box).
        let mut ways = [[0u8; 6]; 9];
        let mut totals = [0u8; 6];
        for (digit, lines) in ways.iter_mut().enumerate() {
            let i = digit * 3;
            let (bands, stacks) = lines.split_at_mut(3);
            for (band, w) in bands.iter_mut().enumerate() {
                *w = WAYS[minirows(self.cands[i + band])];
            }
            for (stack, w) in stacks.iter_mut().enumerate() {
                let shift = 3 * stack;
                let grid = (folds[i] >> shift & 7)
                    | (folds[i + 1] >> shift & 7) << 3
                    | (folds[i + 2] >> shift & 7) << 6;
                *w = WAYS[grid];
            }
            for (total, &w) in totals.iter_mut().zip(lines.iter()) {
                *total += WAY_COUNT[w as usize];
            }
        }
        // Nine is one way per digit: settled.
        let (line, _) = totals
            .iter()
            .enumerate()
            .filter(|&(_, &total)| total > 9)
            .min_by_key(|&(line, &total)| (total, line))?;
        let (digit, w) = ways
            .iter()
            .map(|lines| lines[line])
            .enumerate()
            .filter(|&(_, w)| WAY_COUNT[w as usize] >= 2)
            .min_by_key(|&(digit, w)| (WAY_COUNT[w as usize].min(4), digit))?;
        Some(Branch::Ways {
            digit,
            line,
            ways: w,
        })
    }
}

#[cfg(test)]
mod tests;
