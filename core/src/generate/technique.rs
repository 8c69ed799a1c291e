//! The techniques a practice puzzle can be asked for: their names as players type them, and
//! the level a puzzle practising one has (the technique's own). The search is `practice.rs`.

use std::fmt;

use crate::hint::Technique;
use crate::hint::scores::{self, Level};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
