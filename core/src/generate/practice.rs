//! The search for practice puzzles of one technique: numbered attempts (`descent.rs`), each
//! from a seed of its own, so that a caller may run them on several threads and keep the
//! lowest-numbered success: the same puzzle as [`Practice::next_within`] gives on one. After
//! [`FRESH_FIRST`] fresh attempts, every other attempt starts from the seed bank (`bank.rs`)
//! instead, so that even the rarest technique comes within seconds.

use crate::grid::Grid;
use crate::hint::Technique;

use super::descent::{MAX_ADDED, Probe, next_clue, probe};
use super::solved::{relabel_digits, shuffle_symmetries};
use super::technique::practice_level;
use super::{
    Generated, Rng, bank, minimal_puzzle, minimal_puzzle_emptying, puzzle_seed, solved_grid,
};

/// Fresh attempts a search makes before it draws on the seed bank too: a few seconds' worth
/// on a busy two-core machine (an attempt takes a few milliseconds), enough for every
/// technique but the rare ones, which then come from the bank at the next attempt.
pub const FRESH_FIRST: u64 = 256;

/// An endless, reproducible search for practice puzzles of one technique.
///
/// ```
/// use stepdoku_core::generate::Practice;
/// use stepdoku_core::hint::{Level, Technique, grade};
///
/// let made = Practice::new(3, Technique::NakedPair, false).next_within(5_000).unwrap();
/// let graded = grade(&made.puzzle).unwrap();
/// assert!(graded.techniques.iter().any(|&(t, _)| t == Technique::NakedPair));
/// assert_eq!(graded.level, Level::Medium);
/// ```
#[derive(Clone, Debug)]
pub struct Practice {
    seed: u64,
    technique: Technique,
    symmetric: bool,
    /// Attempts made by earlier searches: the next search goes on from there.
    done: u64,
    /// Fresh attempts before the bank is drawn on (see [`FRESH_FIRST`]).
    fresh_first: u64,
    /// The bank's puzzles for the technique (none when the clues must be symmetric: a moved
    /// seed is not).
    seeds: Vec<bank::Seed>,
}

impl Practice {
    #[must_use]
    pub fn new(seed: u64, technique: Technique, symmetric: bool) -> Self {
        Self {
            seed,
            technique,
            symmetric,
            done: 0,
            fresh_first: FRESH_FIRST,
            seeds: if symmetric {
                Vec::new()
            } else {
                bank::seeds(technique)
            },
        }
    }

    /// This search with `fresh` fresh attempts before the bank is drawn on, instead of
    /// [`FRESH_FIRST`] (0: from the first attempt on; `u64::MAX`: never).
    #[must_use]
    pub fn with_fresh_first(self, fresh: u64) -> Self {
        Self {
            fresh_first: fresh,
            ..self
        }
    }

    /// Whether attempt `n` starts from the seed bank: every other one after the fresh ones.
    #[must_use]
    pub fn from_bank(&self, n: u64) -> bool {
        !self.seeds.is_empty() && n >= self.fresh_first && (n - self.fresh_first).is_multiple_of(2)
    }

    #[must_use]
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The next practice puzzle within `max_attempts` attempts on this thread, or `None` when
    /// none of them fitted (the search can go on with another call).
    pub fn next_within(&mut self, max_attempts: u64) -> Option<Generated> {
        self.next_with(max_attempts, |_| {})
    }

    /// [`Practice::next_within`], telling `rejected(n)` after each attempt `n` that did not fit.
    pub fn next_with(
        &mut self,
        max_attempts: u64,
        mut rejected: impl FnMut(u64),
    ) -> Option<Generated> {
        let first = self.done;
        for n in 0..max_attempts {
            if let Some(made) = self.attempt(first + n) {
                self.done = first + n + 1;
                return Some(Generated {
                    attempts: n + 1,
                    ..made
                });
            }
            rejected(n + 1);
        }
        self.done = first + max_attempts;
        None
    }

    /// Attempt number `n` (from 0) of this seed's search: a fresh minimal puzzle from the
    /// attempt's own seed, or for a bank attempt ([`Practice::from_bank`]) a seed of the bank
    /// moved by a random symmetry, with clues added while its solve is too hard (see
    /// `descent.rs`).
    /// [`Practice::next_within`] from a new search returns the first attempt that gives a
    /// puzzle, so attempts may be run in any order, on any thread.
    #[must_use]
    pub fn attempt(&self, n: u64) -> Option<Generated> {
        let mut rng = Rng::new(puzzle_seed(self.seed ^ ATTEMPTS, n + 1));
        if self.from_bank(n) {
            let seed = self.seeds[rng.below(self.seeds.len())];
            let made = if seed.digits_only {
                self.moved_by(&seed.puzzle, &mut rng, relabel_digits)
            } else {
                self.moved(&seed.puzzle, &mut rng)
            };
            return made.map(|made| Generated {
                attempts: n + 1,
                ..made
            });
        }
        let solution = solved_grid(&mut rng);
        let puzzle = if EMPTIED_FIRST.contains(&self.technique) {
            let unit = crate::cell::Unit::all().nth(rng.below(27));
            let cells = unit.map_or_else(Vec::new, |u| u.cells().to_vec());
            minimal_puzzle_emptying(&solution, &mut rng, self.symmetric, &cells)
        } else {
            minimal_puzzle(&solution, &mut rng, self.symmetric)
        };
        self.descend(puzzle, solution, &mut rng)
            .map(|(puzzle, grade)| Generated {
                puzzle,
                solution,
                grade,
                attempts: n + 1,
            })
    }

    /// `puzzle` moved by a random symmetry, then clues added while its solve is too hard, as
    /// for a fresh attempt: a practice puzzle, or `None` (also when `puzzle` has no solution
    /// or more than one). Bank attempts start here; so may a search for the bank itself.
    #[must_use]
    pub fn moved(&self, puzzle: &Grid, rng: &mut Rng) -> Option<Generated> {
        self.moved_by(puzzle, rng, shuffle_symmetries)
    }

    /// [`Practice::moved`] with the moves `shuffle` draws.
    fn moved_by(
        &self,
        puzzle: &Grid,
        rng: &mut Rng,
        shuffle: fn(&Grid, &mut Rng) -> Grid,
    ) -> Option<Generated> {
        let solution = unique_solution(puzzle)?;
        // the same draws move the puzzle and its solution alike
        let mut again = rng.clone();
        let puzzle = shuffle(puzzle, rng);
        let solution = shuffle(&solution, &mut again);
        self.descend(puzzle, solution, rng)
            .map(|(puzzle, grade)| Generated {
                puzzle,
                solution,
                grade,
                attempts: 1,
            })
    }

    /// Clues of `solution` added to `puzzle` while its solve is too hard (see `descent.rs`),
    /// until it fits.
    fn descend(
        &self,
        mut puzzle: Grid,
        solution: Grid,
        rng: &mut Rng,
    ) -> Option<(Grid, crate::hint::Grade)> {
        let ceiling = practice_level(self.technique);
        for _ in 0..=MAX_ADDED {
            match probe(&puzzle, self.technique, ceiling) {
                Probe::Fits(grade) => return Some((puzzle, grade)),
                Probe::Without => return None,
                Probe::Stuck(at) => {
                    let cell = next_clue(&at, &solution, self.technique, ceiling, rng)?;
                    give(&mut puzzle, &solution, cell, self.symmetric);
                }
            }
        }
        None
    }
}

/// Techniques whose attempts start from a minimal puzzle with the clues of one unit tried
/// first (so that unit often has none). A hidden quadruple is needed only in a unit with all
/// nine cells open (with fewer, its complement is a naked subset of four or fewer, found
/// first): fresh puzzles gave none in 2,400 attempts, this start one in under 600. The finned
/// and sashimi Jellyfish want a digit missing from many units, and a Finned Jellyfish came in
/// 37 attempts this way against none in 468 without.
const EMPTIED_FIRST: &[Technique] = &[
    Technique::HiddenQuad,
    Technique::FinnedJellyfish,
    Technique::SashimiJellyfish,
];

/// The one solution of `puzzle`, if it has exactly one.
fn unique_solution(puzzle: &Grid) -> Option<Grid> {
    if super::count_solutions(puzzle) != 1 {
        return None;
    }
    let ended = crate::solver::run_to_end(puzzle, crate::solver::Options::default()).ok()?;
    ended.first_solution
}

/// Sets attempt seeds apart from the puzzle seeds of a batch (`puzzle_seed(seed, n)`).
const ATTEMPTS: u64 = 0x005E_ED0F_A77E_4D75;

/// Adds the solution's digit at `cell` (and at its mirror cell, to keep symmetric clues so).
fn give(puzzle: &mut Grid, solution: &Grid, cell: crate::cell::Cell, symmetric: bool) {
    puzzle.set(cell, solution.get(cell));
    if symmetric {
        let mirror = crate::cell::Cell::from_index(80 - cell.index());
        puzzle.set(mirror, solution.get(mirror));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::count_solutions;
    use crate::hint::grade;

    #[test]
    fn practice_puzzles_use_the_technique_at_its_own_level() {
        for (seed, technique) in [
            (1, Technique::HiddenPair),
            (2, Technique::XWing),
            (3, Technique::Skyscraper),
        ] {
            let made = Practice::new(seed, technique, false)
                .next_within(20_000)
                .expect("common techniques turn up");
            assert_eq!(count_solutions(&made.puzzle), 1);
            let full = grade::grade(&made.puzzle).expect("unique");
            assert!(full.solved_by_logic);
            assert!(
                full.techniques.iter().any(|&(t, _)| t == technique),
                "{technique}: {:?}",
                full.techniques
            );
            assert_eq!(full.level, practice_level(technique), "{technique}");
        }
    }

    #[test]
    fn after_the_fresh_attempts_every_other_one_moves_a_seed_from_the_bank() {
        let rare = Technique::UniquenessTest5;
        let default = Practice::new(5, rare, false);
        assert!(!default.from_bank(FRESH_FIRST - 1));
        assert!(default.from_bank(FRESH_FIRST));
        assert!(!default.from_bank(FRESH_FIRST + 1));
        assert!(!Practice::new(5, rare, true).from_bank(FRESH_FIRST));
        let seeds: Vec<Grid> = bank::seeds(rare).iter().map(|s| s.puzzle).collect();
        for seed in 1..4 {
            let made = Practice::new(seed, rare, false)
                .with_fresh_first(0)
                .next_within(9)
                .expect("a moved seed fits");
            assert_eq!(made.attempts % 2, 1, "a bank attempt: {}", made.attempts);
            assert!(!seeds.contains(&made.puzzle), "a seed as it is");
            assert_eq!(count_solutions(&made.puzzle), 1);
            assert!(made.solution.is_solved());
            assert!(made.puzzle.is_completed_by(&made.solution));
            let full = grade::grade(&made.puzzle).expect("unique");
            assert!(full.solved_by_logic);
            assert!(full.techniques.iter().any(|&(t, _)| t == rare));
            assert_eq!(full.level, practice_level(rare));
        }
    }

    #[test]
    fn a_seed_whose_grading_a_move_would_break_has_its_digits_relabelled_only() {
        let technique = Technique::ForcingNetVerity;
        let seeds = bank::seeds(technique);
        assert!(!seeds.is_empty() && seeds.iter().all(|s| s.digits_only));
        let made = Practice::new(7, technique, false)
            .with_fresh_first(0)
            .next_within(1)
            .expect("a relabelled seed fits");
        // the clues stand where a seed's do, each digit renamed one way throughout
        let seed = seeds
            .iter()
            .find(|s| {
                let (a, b) = (s.puzzle.values(), made.puzzle.values());
                (0..81).all(|i| (a[i] == 0) == (b[i] == 0))
            })
            .expect("a seed with these clue cells");
        let mut renamed = [0u8; 10];
        for (&from, &to) in seed.puzzle.values().iter().zip(made.puzzle.values()) {
            if from != 0 {
                assert!(renamed[from as usize] == 0 || renamed[from as usize] == to);
                renamed[from as usize] = to;
            }
        }
        assert!(made.puzzle.is_completed_by(&made.solution));
        let full = grade::grade(&made.puzzle).expect("unique");
        assert!(full.techniques.iter().any(|&(t, _)| t == technique));
        assert_eq!(full.level, practice_level(technique));
    }

    #[test]
    fn the_search_gives_up_after_the_bound() {
        let mut told = 0;
        // a Jellyfish is rare: three attempts are very unlikely to find one
        let made = Practice::new(9, Technique::Jellyfish, false).next_with(3, |n| told = n);
        assert!(made.is_none());
        assert_eq!(told, 3);
    }

    #[test]
    fn attempts_can_be_made_out_of_order_and_the_first_that_fits_is_the_puzzle() {
        let practice = Practice::new(4, Technique::XyWing, false);
        let made = practice
            .clone()
            .next_within(2_000)
            .expect("an XY-Wing turns up");
        // the attempts before it, made in reverse order, give nothing; it gives the puzzle
        for n in (0..made.attempts - 1).rev() {
            assert!(practice.attempt(n).is_none(), "attempt {n}");
        }
        let again = practice
            .attempt(made.attempts - 1)
            .expect("the same attempt");
        assert_eq!(again.puzzle, made.puzzle);
        // a search goes on after the puzzle it found
        let mut going_on = practice.clone();
        let _ = going_on.next_within(2_000);
        let next = going_on.next_within(2_000).expect("another");
        let from = made.attempts + next.attempts - 1;
        assert_eq!(practice.attempt(from).map(|m| m.puzzle), Some(next.puzzle));
    }
}
#[cfg(test)]
mod probe_moves {
    use super::*;
    #[test]
    fn fnv_descend_probe() {
        let p = Practice::new(1, Technique::ForcingNetVerity, false);
        for seed in bank::seeds(Technique::ForcingNetVerity) {
            let mut ok = 0;
            for k in 0..3u64 {
                let mut rng = Rng::new(1000 + k);
                if let Some(m) = p.moved_by(&seed.puzzle, &mut rng, relabel_digits) {
                    ok += 1;
                    eprintln!("FIT {} from {}", m.puzzle.to_line(), seed.puzzle.to_line());
                }
            }
            eprintln!("seed {} ok {ok}/3", seed.puzzle.to_line());
        }
    }
}
