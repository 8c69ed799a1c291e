//! The search for practice puzzles of one technique: numbered attempts (`descent.rs`), each
//! from a seed of its own, run on as many threads as asked; the lowest-numbered attempt that
//! succeeds is kept, so a seed gives the same puzzle whatever the number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use crate::grid::Grid;
use crate::hint::Technique;

use super::descent::{MAX_ADDED, Probe, next_clue, probe};
use super::technique::practice_level;
use super::{Generated, Rng, minimal_puzzle, minimal_puzzle_emptying, puzzle_seed, solved_grid};

/// When a search gives up: after so many attempts, at a deadline, or when told to stop,
/// whichever comes first (an attempt under way is finished first: it takes a fraction of a
/// second).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budget<'a> {
    pub attempts: Option<u64>,
    pub deadline: Option<Instant>,
    pub stop: Option<&'a AtomicBool>,
}

impl Budget<'_> {
    /// At most `attempts` attempts.
    #[must_use]
    pub fn attempts(attempts: u64) -> Self {
        Self {
            attempts: Some(attempts),
            ..Self::default()
        }
    }

    fn allows(&self, attempt: u64) -> bool {
        self.attempts.is_none_or(|max| attempt < max)
            && self.deadline.is_none_or(|at| Instant::now() < at)
            && self.stop.is_none_or(|stop| !stop.load(Ordering::Relaxed))
    }
}

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
}

impl Practice {
    #[must_use]
    pub fn new(seed: u64, technique: Technique, symmetric: bool) -> Self {
        Self {
            seed,
            technique,
            symmetric,
            done: 0,
        }
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

    /// The next practice puzzle within `budget`, on `threads` threads; `tried(n)` is told the
    /// attempts made so far (from any thread) as they end without a puzzle. The puzzle found
    /// is the same for any number of threads: the lowest-numbered attempt that fits.
    pub fn search(
        &mut self,
        budget: Budget<'_>,
        threads: usize,
        tried: impl Fn(u64) + Sync,
    ) -> Option<Generated> {
        let first = self.done;
        // The next attempt's number; claimed under the lock, after the checks, so that every
        // number handed out is run to its end.
        let next = Mutex::new(0u64);
        let failed = AtomicU64::new(0);
        let found: Mutex<Option<(u64, Generated)>> = Mutex::new(None);
        let claim = || {
            let mut next = next.lock().ok()?;
            let found_already = found.lock().ok().is_none_or(|f| f.is_some());
            // Once a puzzle is found no new attempt starts; the ones under way (all with lower
            // numbers than any claimed later) finish, so the lowest success wins.
            if found_already || !budget.allows(*next) {
                return None;
            }
            *next += 1;
            Some(*next - 1)
        };
        let worker = || {
            while let Some(n) = claim() {
                let Some(made) = self.attempt(first + n) else {
                    tried(failed.fetch_add(1, Ordering::Relaxed) + 1);
                    continue;
                };
                let made = Generated {
                    attempts: n + 1,
                    ..made
                };
                if let Ok(mut best) = found.lock()
                    && best.as_ref().is_none_or(|b| n < b.0)
                {
                    *best = Some((n, made));
                }
            }
        };
        std::thread::scope(|scope| {
            for _ in 1..threads.max(1) {
                scope.spawn(worker);
            }
            worker();
        });
        let found = found.into_inner().ok().flatten();
        self.done = match &found {
            Some((n, _)) => first + n + 1,
            None => first + next.lock().map_or(0, |n| *n),
        };
        found.map(|(_, made)| made)
    }

    /// Attempt number `n`: a fresh minimal puzzle from the attempt's own seed, with clues
    /// added while its solve is too hard (see `descent.rs`).
    fn attempt(&self, n: u64) -> Option<Generated> {
        let mut rng = Rng::new(puzzle_seed(self.seed ^ ATTEMPTS, n + 1));
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
    fn the_search_gives_up_after_the_bound() {
        let mut told = 0;
        // a Jellyfish is rare: three attempts are very unlikely to find one
        let made = Practice::new(9, Technique::Jellyfish, false).next_with(3, |n| told = n);
        assert!(made.is_none());
        assert_eq!(told, 3);
    }

    #[test]
    fn a_seed_gives_the_same_puzzle_on_any_number_of_threads() {
        let technique = Technique::XyWing;
        let alone = Practice::new(4, technique, false).next_within(2_000);
        let alone = alone.expect("an XY-Wing turns up");
        for threads in [1, 2, 3] {
            let mut practice = Practice::new(4, technique, false);
            let made = practice.search(Budget::attempts(2_000), threads, |_| {});
            let made = made.expect("the same search");
            assert_eq!(made.puzzle, alone.puzzle, "{threads} threads");
            assert_eq!(made.attempts, alone.attempts, "{threads} threads");
            // the next search goes on after the puzzle found, as the sequential one does
            let mut sequential = Practice::new(4, technique, false);
            let _ = sequential.next_within(2_000);
            assert_eq!(
                practice.next_within(2_000).map(|m| m.puzzle),
                sequential.next_within(2_000).map(|m| m.puzzle)
            );
        }
    }

    #[test]
    fn a_search_past_its_deadline_or_told_to_stop_starts_no_attempt() {
        let told = AtomicU64::new(0);
        let count = |n| told.store(n, Ordering::Relaxed);
        let past = Budget {
            deadline: Some(Instant::now()),
            ..Budget::default()
        };
        let mut practice = Practice::new(1, Technique::NakedSingle, false);
        assert!(practice.search(past, 2, count).is_none());
        let stop = AtomicBool::new(true);
        let stopped = Budget {
            stop: Some(&stop),
            ..Budget::default()
        };
        assert!(practice.search(stopped, 2, count).is_none());
        assert_eq!(told.load(Ordering::Relaxed), 0);
        // the same search, let run, finds a puzzle at once (every puzzle uses a single)
        stop.store(false, Ordering::Relaxed);
        let made = practice.search(stopped, 2, count).expect("found");
        assert_eq!(made.attempts, 1);
    }
}
