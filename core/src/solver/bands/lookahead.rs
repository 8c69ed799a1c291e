//! Lookahead for a search that has wandered: each candidate of every open cell is placed on a
//! copy of the state and propagated, and a candidate that propagation refutes is struck out.
//!
//! A board without a solution whose contradiction sits in one corner (a row where every digit
//! of some cell fails two placements later) can send a guess-and-propagate search through
//! millions of guesses elsewhere: which two-candidate cell to branch on says nothing about
//! where the contradiction is. Probing every candidate costs about as much as a few hundred
//! guesses, so the search turns it on only once it has made many guesses (see
//! [`LOOK_AHEAD_AFTER`]); it then settles such boards at the first node without a
//! two-candidate cell.

use super::{Bands, DeadEnd, Placements, Probe};
use crate::cell::{Cell, Digit};

/// Guesses after which the search looks ahead (strikes every candidate that propagation
/// refutes) at each node without a two-candidate cell. Ordinary puzzles never get there (the
/// hardest collections in `../shared/data/solve/` need fewer than 1,000 in 999 cases out of
/// 1,000), so they pay nothing; a board without a solution whose contradiction sits in one
/// corner, which took millions of guesses without it, is settled within a few thousand.
const LOOK_AHEAD_AFTER: u64 = 1_000;

impl Bands {
    /// Propagate into `queue`, and look ahead too once the search has made `tries` ≥
    /// [`LOOK_AHEAD_AFTER`] guesses and has no two-candidate cell to branch on.
    #[inline]
    pub fn settle(&mut self, queue: &mut impl Placements, tries: u64) -> Result<(), DeadEnd> {
        self.propagate(queue)?;
        self.look_ahead_after(queue, tries)
    }

    /// [`Bands::settle`] with [`Bands::propagate_fast`]: the same end state, placements in
    /// another order.
    #[inline]
    pub fn settle_fast(&mut self, queue: &mut impl Placements, tries: u64) -> Result<(), DeadEnd> {
        self.propagate_fast(queue)?;
        self.look_ahead_after(queue, tries)
    }

    #[inline]
    fn look_ahead_after(&mut self, queue: &mut impl Placements, tries: u64) -> Result<(), DeadEnd> {
        if tries >= LOOK_AHEAD_AFTER && !self.has_pair() {
            self.look_ahead(queue)?;
        }
        Ok(())
    }

    /// Is there an open cell with exactly two candidates (a cheap branch for the search)?
    pub fn has_pair(&self) -> bool {
        self.pairs() != [0; 3]
    }

    /// Strike every candidate whose placement propagation refutes, and propagate what that
    /// leaves (placements join `queue`), until a pass strikes nothing or a two-candidate cell
    /// appears. Only removes candidates no solution uses: the solutions stay the same, and so
    /// does the lexicographic search's order; a search that picks its cells by candidate
    /// counts may meet them in another order. `Err(Refuted(cell))` when every candidate of a
    /// cell is refuted.
    pub fn look_ahead(&mut self, queue: &mut impl Placements) -> Result<(), DeadEnd> {
        loop {
            let mut struck = false;
            for band in 0..3 {
                let mut open = self.unsolved[band];
                while open != 0 {
                    let bit = open.trailing_zeros();
                    open &= open - 1;
                    let mask = 1u32 << bit;
                    let cell = Cell::from_index(band * 27 + bit as usize);
                    let mut survivors = 0;
                    for d in 0..9 {
                        let i = d * 3 + band;
                        if self.cands[i] & mask == 0 {
                            continue;
                        }
                        let mut trial = *self;
                        trial.assign(cell, Digit::from_index(d));
                        if trial.propagate(&mut Probe).is_err() {
                            self.cands[i] &= !mask;
                            struck = true;
                        } else {
                            survivors += 1;
                        }
                    }
                    if survivors == 0 {
                        return Err(DeadEnd::Refuted(cell));
                    }
                }
            }
            if !struck {
                return Ok(());
            }
            self.propagate(queue)?;
            if self.has_pair() {
                return Ok(());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format;
    use crate::grid::Grid;
    use crate::solver::bands::Queue;

    fn grid(line: &str) -> Grid {
        let doc = format::parse("test", line, None).expect("a puzzle");
        *doc.puzzles[0].as_classic().expect("classic")
    }

    fn bands(line: &str) -> Bands {
        let grid = grid(line);
        let mut bands = Bands::default();
        for cell in Cell::all() {
            if let Some(digit) = grid.get(cell) {
                bands.assign(cell, digit);
            }
        }
        bands
    }

    /// No solution, and no single, locked candidate or two-candidate cell shows it: row 8
    /// cannot be completed, which only trying its digits reveals.
    const CORNERED: &str =
        ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

    #[test]
    fn a_board_without_a_solution_is_refuted_where_propagation_alone_sees_nothing() {
        let mut b = bands(CORNERED);
        let mut queue = Queue::default();
        assert_eq!(b.propagate(&mut queue), Ok(()));
        assert!(!b.has_pair());
        let Err(DeadEnd::Refuted(cell)) = b.look_ahead(&mut queue) else {
            panic!("expected a refuted cell");
        };
        assert_eq!(cell.row(), 7, "{cell}");
    }

    #[test]
    fn a_solvable_board_keeps_every_candidate_its_solution_uses() {
        // The same board with r1c6's 5 removed has solutions.
        let line = CORNERED.replacen('5', ".", 1);
        let mut b = bands(&line);
        let mut queue = Queue::default();
        assert_eq!(b.propagate(&mut queue), Ok(()));
        let before: Vec<_> = Cell::all().map(|c| b.candidates(c)).collect();
        assert_eq!(b.look_ahead(&mut queue), Ok(()));
        let solution = crate::solver::smallest_solution(&grid(&line), None);
        let crate::solver::Smallest::Solved(solution) = solution.0 else {
            panic!("solvable");
        };
        for (cell, was) in Cell::all().zip(before) {
            let digit = solution.get(cell).expect("full");
            if was.contains(digit) {
                assert!(b.candidates(cell).contains(digit), "{cell} lost {digit}");
            }
        }
    }
}
