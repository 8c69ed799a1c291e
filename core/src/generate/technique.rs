//! Puzzles for practising one technique: minimal unique puzzles whose logical solve uses the
//! technique and whose level is no higher than the technique's own.
//!
//! Each attempt makes a puzzle as [`super::Generator`] does and grades it with the grader that
//! stops early ([`grade_up_to`]) at the technique's level: a puzzle that needs anything harder
//! (or whose score lifts it a level) is dropped after a few steps; one that stays within the
//! level is kept when its solve applied the technique at least once. A puzzle that needs
//! guessing is never kept, so every practice puzzle can be finished with hints alone.
//!
//! Easy and medium techniques and the common hard ones (X-Wing, Skyscraper, XY-Wing, …) turn
//! up within a few hundred attempts; some (Jellyfish, Hidden Quadruple, the rarer uniqueness
//! tests) take many thousands, hence the bound on attempts.

use std::fmt;

use crate::grid::Grid;
use crate::hint::Technique;
use crate::hint::grade::grade_up_to;
use crate::hint::scores::{self, Level};

use super::{Generated, Rng, minimal_puzzle, solved_grid};

/// The techniques the logical solve can use, in HoDoKu's solver order: the ones worth asking
/// for. Techniques HoDoKu's default solver leaves off (Kraken and Mutant fish, templates,
/// Death Blossom, the dual single-digit patterns, …) never appear in a solve.
#[must_use]
pub fn practisable() -> Vec<Technique> {
    scores::SOLVER_STEPS
        .iter()
        .filter(|slot| slot.enabled)
        .flat_map(|slot| slot.techniques.iter().copied())
        .collect()
}

/// Why a technique name was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TechniqueError {
    /// No technique has this name (the name as given).
    Unknown(String),
    /// A technique the logical solve never uses.
    NeverUsed(Technique),
}

impl fmt::Display for TechniqueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = practisable().iter().map(|t| t.name()).collect();
        match self {
            TechniqueError::Unknown(name) => write!(
                f,
                "no technique is called {name:?}; expected one of: {}",
                names.join(", ")
            ),
            TechniqueError::NeverUsed(t) => write!(
                f,
                "the logical solve never uses {t} (HoDoKu's default solver leaves it off), so \
                 no puzzle can practise it; expected one of: {}",
                names.join(", ")
            ),
        }
    }
}

impl std::error::Error for TechniqueError {}

/// Letters and digits only, lower case: `x-wing`, `XWing` and `X-Wing` are the same name.
fn squeeze(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The technique called `name` as `stepdoku hint` and `grade` print it (any case, spaces and
/// hyphens optional), or its HoDoKu code (`0300`); it must be one the logical solve uses.
pub fn parse_technique(name: &str) -> Result<Technique, TechniqueError> {
    let wanted = squeeze(name);
    let found = Technique::from_hodoku_code(name.trim()).or_else(|| {
        Technique::ALL
            .iter()
            .copied()
            .find(|t| !wanted.is_empty() && squeeze(t.name()) == wanted)
    });
    match found {
        None => Err(TechniqueError::Unknown(name.to_owned())),
        Some(t) if practisable().contains(&t) => Ok(t),
        Some(t) => Err(TechniqueError::NeverUsed(t)),
    }
}

/// The level of a puzzle that needs `technique` and nothing harder: the technique's own.
#[must_use]
pub fn practice_level(technique: Technique) -> Level {
    scores::slot(technique).map_or(Level::Extreme, |slot| slot.level)
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
    rng: Rng,
    technique: Technique,
    symmetric: bool,
}

impl Practice {
    #[must_use]
    pub fn new(seed: u64, technique: Technique, symmetric: bool) -> Self {
        Self {
            rng: Rng::new(seed),
            technique,
            symmetric,
        }
    }

    #[must_use]
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The next practice puzzle within `max_attempts` attempts, or `None` when none of them
    /// fitted (the search can go on with another call).
    pub fn next_within(&mut self, max_attempts: u64) -> Option<Generated> {
        self.next_with(max_attempts, |_| {})
    }

    /// [`Practice::next_within`], telling `rejected(n)` after each attempt `n` that did not fit.
    pub fn next_with(
        &mut self,
        max_attempts: u64,
        mut rejected: impl FnMut(u64),
    ) -> Option<Generated> {
        for attempts in 1..=max_attempts {
            let solution = solved_grid(&mut self.rng);
            let puzzle = minimal_puzzle(&solution, &mut self.rng, self.symmetric);
            if let Some(made) = self.fits(puzzle, solution, attempts) {
                return Some(made);
            }
            rejected(attempts);
        }
        None
    }

    fn fits(&self, puzzle: Grid, solution: Grid, attempts: u64) -> Option<Generated> {
        let grade = grade_up_to(&puzzle, None, practice_level(self.technique))?;
        let uses = grade.techniques.iter().any(|&(t, _)| t == self.technique);
        (uses && grade.solved_by_logic).then_some(Generated {
            puzzle,
            solution,
            grade,
            attempts,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::count_solutions;
    use crate::hint::grade;

    #[test]
    fn names_are_read_as_hint_prints_them_in_any_case() {
        assert_eq!(parse_technique("X-Wing"), Ok(Technique::XWing));
        assert_eq!(parse_technique("x-wing"), Ok(Technique::XWing));
        assert_eq!(parse_technique("xy wing"), Ok(Technique::XyWing));
        assert_eq!(parse_technique("0400"), Ok(Technique::Skyscraper));
        assert_eq!(
            parse_technique("locked candidates type 1 (pointing)"),
            Ok(Technique::LockedCandidatesPointing)
        );
        // every name the solve can use reads back as itself, and no two squeeze alike
        for t in practisable() {
            assert_eq!(parse_technique(t.name()), Ok(t));
        }
    }

    #[test]
    fn unknown_and_unused_names_say_what_would_do() {
        let err = parse_technique("Q-Wing").unwrap_err();
        assert_eq!(err, TechniqueError::Unknown("Q-Wing".to_owned()));
        assert!(err.to_string().contains("X-Wing, Swordfish"), "{err}");
        assert_eq!(
            parse_technique(""),
            Err(TechniqueError::Unknown(String::new()))
        );
        let err = parse_technique("Death Blossom").unwrap_err();
        assert_eq!(err, TechniqueError::NeverUsed(Technique::DeathBlossom));
        assert!(!err.to_string().contains(", Death Blossom"), "{err}");
    }

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
}
