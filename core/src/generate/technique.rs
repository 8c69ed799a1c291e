//! The techniques a practice puzzle can be asked for: their names as players type them, and
//! the level a puzzle practising one has (the technique's own). The search is `practice.rs`.

use std::fmt;

use crate::hint::Technique;
use crate::hint::scores::{self, Level};

use super::never_first;

/// The techniques the logical solve can use, in HoDoKu's solver order: the ones worth asking
/// for. Techniques HoDoKu's default solver leaves off (Kraken and Mutant fish, templates,
/// Death Blossom, the dual single-digit patterns, …) never appear in a solve, nor do those
/// another technique of their step always comes before ([`never_first`]).
#[must_use]
pub fn practisable() -> Vec<Technique> {
    scores::SOLVER_STEPS
        .iter()
        .filter(|slot| slot.enabled)
        .flat_map(|slot| slot.techniques.iter().copied())
        .filter(|&t| never_first(t).is_none())
        .collect()
}

/// Why a technique name was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TechniqueError {
    /// No technique has this name (the name as given).
    Unknown(String),
    /// A technique the logical solve never uses.
    NeverUsed(Technique),
    /// A technique the solve never applies: another of its step always comes first.
    NeverFirst(Technique),
    /// The start of more than one technique's name (the name as given, then those).
    Ambiguous(String, Vec<Technique>),
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
            TechniqueError::Ambiguous(name, matches) => {
                let matches: Vec<&str> = matches.iter().map(|t| t.name()).collect();
                write!(
                    f,
                    "{name:?} is the start of more than one technique's name: {}; type more \
                     of it",
                    matches.join(", ")
                )
            }
            TechniqueError::NeverUsed(t) => write!(
                f,
                "the logical solve never uses {t} (HoDoKu's default solver leaves it off), so \
                 no puzzle can practise it; expected one of: {}",
                names.join(", ")
            ),
            TechniqueError::NeverFirst(t) => write!(
                f,
                "{t} never comes first in stepdoku's solve: {}; so no puzzle can practise it; \
                 expected one of: {}",
                never_first(*t).unwrap_or("another technique of its step always does"),
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

/// Short names players and HoDoKu's manual use, squeezed (see [`squeeze`]), for the techniques
/// they stand for.
const SHORT_NAMES: &[(&str, Technique)] = &[
    ("fh", Technique::FullHouse),
    ("ns", Technique::NakedSingle),
    ("hs", Technique::HiddenSingle),
    ("lp", Technique::LockedPair),
    ("lt", Technique::LockedTriple),
    ("lc1", Technique::LockedCandidatesPointing),
    ("pointing", Technique::LockedCandidatesPointing),
    ("lc2", Technique::LockedCandidatesClaiming),
    ("claiming", Technique::LockedCandidatesClaiming),
    ("np", Technique::NakedPair),
    ("nt", Technique::NakedTriple),
    ("nq", Technique::NakedQuad),
    ("nakedquad", Technique::NakedQuad),
    ("hp", Technique::HiddenPair),
    ("ht", Technique::HiddenTriple),
    ("hq", Technique::HiddenQuad),
    ("hiddenquad", Technique::HiddenQuad),
    ("bug", Technique::BugPlusOne),
    ("bug1", Technique::BugPlusOne),
    ("2sk", Technique::TwoStringKite),
    ("kite", Technique::TwoStringKite),
    ("er", Technique::EmptyRectangle),
    ("ywing", Technique::XyWing),
    ("ur1", Technique::UniquenessTest1),
    ("ur2", Technique::UniquenessTest2),
    ("ur3", Technique::UniquenessTest3),
    ("ur4", Technique::UniquenessTest4),
    ("ur5", Technique::UniquenessTest5),
    ("ur6", Technique::UniquenessTest6),
    ("ut1", Technique::UniquenessTest1),
    ("ut2", Technique::UniquenessTest2),
    ("ut3", Technique::UniquenessTest3),
    ("ut4", Technique::UniquenessTest4),
    ("ut5", Technique::UniquenessTest5),
    ("ut6", Technique::UniquenessTest6),
    ("hr", Technique::HiddenRectangle),
    ("ar1", Technique::AvoidableRectangle1),
    ("ar2", Technique::AvoidableRectangle2),
    ("sdc", Technique::SueDeCoq),
    ("mc1", Technique::MultiColors1),
    ("mc2", Technique::MultiColors2),
    ("cnl", Technique::ContinuousNiceLoop),
    ("dnl", Technique::DiscontinuousNiceLoop),
    ("gcnl", Technique::GroupedContinuousNiceLoop),
    ("gdnl", Technique::GroupedDiscontinuousNiceLoop),
    ("gaic", Technique::GroupedAic),
    ("alsxz", Technique::AlsXz),
    ("alsxywing", Technique::AlsXyWing),
    ("alsxychain", Technique::AlsXyChain),
    ("alschain", Technique::AlsXyChain),
    ("fcc", Technique::ForcingChainContradiction),
    ("fcv", Technique::ForcingChainVerity),
    ("fnc", Technique::ForcingNetContradiction),
    ("fnv", Technique::ForcingNetVerity),
];

/// The technique called `name` as `stepdoku hint` and `grade` print it (any case, spaces and
/// hyphens optional), its HoDoKu code (`0300`), a short name (`UR1`, `ALS-XZ`, `2SK`, …) or
/// the start of exactly one name (`jelly`); it must be one the logical solve uses.
pub fn parse_technique(name: &str) -> Result<Technique, TechniqueError> {
    let wanted = squeeze(name);
    let found = Technique::from_hodoku_code(name.trim())
        .or_else(|| {
            Technique::ALL
                .iter()
                .copied()
                .find(|t| !wanted.is_empty() && squeeze(t.name()) == wanted)
        })
        .or_else(|| {
            SHORT_NAMES
                .iter()
                .find(|&&(short, _)| short == wanted)
                .map(|&(_, t)| t)
        });
    match found {
        None if wanted.is_empty() => Err(TechniqueError::Unknown(name.to_owned())),
        None => {
            let starting: Vec<Technique> = practisable()
                .into_iter()
                .filter(|t| squeeze(t.name()).starts_with(&wanted))
                .collect();
            match starting.as_slice() {
                [] => Err(TechniqueError::Unknown(name.to_owned())),
                [one] => Ok(*one),
                _ => Err(TechniqueError::Ambiguous(name.to_owned(), starting)),
            }
        }
        Some(t) if practisable().contains(&t) => Ok(t),
        Some(t) if never_first(t).is_some() => Err(TechniqueError::NeverFirst(t)),
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
    fn short_names_and_the_start_of_one_name_are_read_too() {
        assert_eq!(parse_technique("UR1"), Ok(Technique::UniquenessTest1));
        assert_eq!(parse_technique("ALS-XZ"), Ok(Technique::AlsXz));
        assert_eq!(parse_technique("als-xy-chain"), Ok(Technique::AlsXyChain));
        assert_eq!(parse_technique("bug+1"), Ok(Technique::BugPlusOne));
        assert_eq!(parse_technique("fnv"), Ok(Technique::ForcingNetVerity));
        assert_eq!(parse_technique("jelly"), Ok(Technique::Jellyfish));
        assert_eq!(parse_technique("w-w"), Ok(Technique::WWing));
        assert_eq!(
            parse_technique("forcing net v"),
            Ok(Technique::ForcingNetVerity)
        );
        let err = parse_technique("sashimi").unwrap_err();
        assert_eq!(
            err,
            TechniqueError::Ambiguous(
                "sashimi".to_owned(),
                vec![
                    Technique::SashimiXWing,
                    Technique::SashimiSwordfish,
                    Technique::SashimiJellyfish
                ]
            )
        );
        assert!(
            err.to_string()
                .contains("Sashimi X-Wing, Sashimi Swordfish, Sashimi Jellyfish"),
            "{err}"
        );
        // every short name stands for a technique the solve uses, and none is a name's start
        // that would mean another technique
        for &(short, t) in SHORT_NAMES {
            if never_first(t).is_some() {
                assert_eq!(parse_technique(short), Err(TechniqueError::NeverFirst(t)));
                continue;
            }
            assert!(practisable().contains(&t), "{short}");
            assert_eq!(parse_technique(short), Ok(t), "{short}");
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
        let err = parse_technique("Forcing Chain Verity").unwrap_err();
        assert_eq!(
            err,
            TechniqueError::NeverFirst(Technique::ForcingChainVerity)
        );
        assert!(
            err.to_string().starts_with(
                "Forcing Chain Verity never comes first in stepdoku's solve: every fact"
            ),
            "{err}"
        );
        assert!(!practisable().contains(&Technique::ForcingChainVerity));
        let err = parse_technique("Death Blossom").unwrap_err();
        assert_eq!(err, TechniqueError::NeverUsed(Technique::DeathBlossom));
        assert!(!err.to_string().contains(", Death Blossom"), "{err}");
    }
}
