//! HoDoKu's solver table: the order in which the logical solver tries techniques, which ones it
//! uses at all, what each application adds to a puzzle's score and the level it implies.
//!
//! The figures are HoDoKu 2.2's defaults (`Options.DEFAULT_SOLVER_STEPS`), so that `grade`
//! rates puzzles the way the published HoDoKu levels in the test data were computed.

use std::fmt;

use crate::hint::Technique;

/// HoDoKu's difficulty scale.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Unfair,
    Extreme,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Unfair,
        Level::Extreme,
    ];

    /// The highest score a puzzle of this level may have; above it, the puzzle moves up.
    #[must_use]
    pub const fn max_score(self) -> u32 {
        match self {
            Level::Easy => 800,
            Level::Medium => 1000,
            Level::Hard => 1600,
            Level::Unfair => 1800,
            Level::Extreme => u32::MAX,
        }
    }

    #[must_use]
    pub const fn next(self) -> Level {
        match self {
            Level::Easy => Level::Medium,
            Level::Medium => Level::Hard,
            Level::Hard => Level::Unfair,
            Level::Unfair | Level::Extreme => Level::Extreme,
        }
    }

    /// Lower-case name, as `grade` prints it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Unfair => "unfair",
            Level::Extreme => "extreme",
        }
    }

    /// Parses HoDoKu's level names, case-insensitively (`Easy`, `extreme`).
    #[must_use]
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One entry of the solver table. A slot may hold several techniques that HoDoKu searches as
/// one step type (its "Nice Loop" step finds continuous and discontinuous loops and AICs);
/// the loop tries them in the order listed.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    pub techniques: &'static [Technique],
    pub level: Level,
    /// Added to the score each time a step of this slot is applied.
    pub score: u32,
    /// Used by the solving loop; disabled slots still give a technique its level and score.
    pub enabled: bool,
}

macro_rules! slots {
    ($($enabled:literal $level:ident $score:literal [$($t:ident),+];)*) => {
        &[$(Slot {
            techniques: &[$(Technique::$t),+],
            level: Level::$level,
            score: $score,
            enabled: $enabled,
        }),*]
    };
}

/// HoDoKu's solver steps in its order, disabled ones included (they never run in the loop).
/// The brute-force step that follows them is not a technique; see [`BRUTE_FORCE_SCORE`].
pub const SOLVER_STEPS: &[Slot] = slots! {
    true Easy 4 [FullHouse];
    true Easy 4 [NakedSingle];
    true Easy 14 [HiddenSingle];
    true Medium 40 [LockedPair];
    true Medium 60 [LockedTriple];
    true Medium 50 [LockedCandidatesPointing];
    true Medium 50 [LockedCandidatesClaiming];
    true Medium 60 [NakedPair];
    true Medium 80 [NakedTriple];
    true Medium 70 [HiddenPair];
    true Medium 100 [HiddenTriple];
    true Hard 120 [NakedQuad];
    true Hard 150 [HiddenQuad];
    true Hard 140 [XWing];
    true Hard 150 [Swordfish];
    true Hard 160 [Jellyfish];
    true Hard 110 [RemotePair];
    true Hard 100 [BugPlusOne];
    true Hard 130 [Skyscraper];
    true Hard 150 [TwoStringKite];
    true Hard 120 [TurbotFish];
    true Hard 120 [EmptyRectangle];
    true Hard 150 [WWing];
    true Hard 160 [XyWing];
    true Hard 180 [XyzWing];
    true Hard 100 [UniquenessTest1];
    true Hard 100 [UniquenessTest2];
    true Hard 100 [UniquenessTest3];
    true Hard 100 [UniquenessTest4];
    true Hard 100 [UniquenessTest5];
    true Hard 100 [UniquenessTest6];
    true Hard 100 [HiddenRectangle];
    true Hard 100 [AvoidableRectangle1];
    true Hard 100 [AvoidableRectangle2];
    true Hard 130 [FinnedXWing];
    true Hard 150 [SashimiXWing];
    true Unfair 200 [FinnedSwordfish];
    true Unfair 240 [SashimiSwordfish];
    true Unfair 250 [FinnedJellyfish];
    true Unfair 260 [SashimiJellyfish];
    true Unfair 250 [SueDeCoq];
    true Hard 150 [SimpleColorsTrap, SimpleColorsWrap];
    true Hard 200 [MultiColors1, MultiColors2];
    true Unfair 260 [XChain];
    true Unfair 260 [XyChain];
    true Unfair 280 [ContinuousNiceLoop, DiscontinuousNiceLoop, Aic];
    true Unfair 300 [GroupedContinuousNiceLoop, GroupedDiscontinuousNiceLoop, GroupedAic];
    true Unfair 300 [AlsXz];
    true Unfair 320 [AlsXyWing];
    true Unfair 340 [AlsXyChain];
    false Unfair 360 [DeathBlossom];
    true Unfair 300 [FrankenXWing];
    true Unfair 350 [FrankenSwordfish];
    false Unfair 370 [FrankenJellyfish];
    true Unfair 390 [FinnedFrankenXWing];
    true Unfair 410 [FinnedFrankenSwordfish];
    false Unfair 430 [FinnedFrankenJellyfish];
    false Extreme 450 [MutantXWing, MutantSwordfish, MutantJellyfish];
    false Extreme 470 [FinnedMutantXWing, FinnedMutantSwordfish, FinnedMutantJellyfish,
        FinnedMutantSquirmbag, FinnedMutantWhale];
    false Extreme 500 [KrakenFishType1, KrakenFishType2];
    true Extreme 500 [ForcingChainContradiction, ForcingChainVerity];
    true Extreme 700 [ForcingNetContradiction, ForcingNetVerity];
    false Extreme 10000 [TemplateSet];
    false Extreme 10000 [TemplateDelete];
    false Hard 150 [DualTwoStringKite];
    false Hard 120 [DualEmptyRectangle];
    false Hard 180 [WxyzWing];
};

/// HoDoKu's last resort: place the middle empty cell from the solution.
pub const BRUTE_FORCE_SCORE: u32 = 10_000;

/// The slot of a technique (every technique has one).
#[must_use]
pub fn slot(technique: Technique) -> Option<&'static Slot> {
    SOLVER_STEPS
        .iter()
        .find(|s| s.techniques.contains(&technique))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_a_slot() {
        for &t in Technique::ALL {
            assert!(slot(t).is_some(), "{t}");
        }
        assert_eq!(slot(Technique::HiddenSingle).map(|s| s.score), Some(14));
        assert_eq!(slot(Technique::Aic).map(|s| s.level), Some(Level::Unfair));
    }

    #[test]
    fn levels_parse_and_climb() {
        assert_eq!(Level::parse("Unfair"), Some(Level::Unfair));
        assert_eq!(Level::Easy.next(), Level::Medium);
        assert!(Level::Hard < Level::Extreme);
    }
}
