//! Which family of finders each technique belongs to: the one place that groups techniques,
//! so the dispatcher ([`crate::hint::find_all_with`]) and the question "does this technique
//! assume a unique solution?" cannot drift apart.

use super::Technique;

/// A group of techniques found by one finder module (`src/hint/<family>.rs`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Family {
    Singles,
    Intersections,
    Subsets,
    Fish,
    SingleDigit,
    Coloring,
    /// Sound only when the puzzle has exactly one solution.
    Uniqueness,
    Chains,
    Wings,
    Als,
    Templates,
    Forcing,
}

impl Family {
    /// The families past the pattern techniques (chains, ALS, templates, forcing): what the
    /// chain runners and their never-wrong properties exercise.
    pub const BEYOND_PATTERNS: [Family; 4] = [
        Family::Chains,
        Family::Als,
        Family::Templates,
        Family::Forcing,
    ];

    /// The family's techniques in [`Technique::ALL`] order (HoDoKu's code order). Derived from
    /// [`Technique::family`], so a runner or test that works on whole families never keeps a
    /// hand-written list that a new technique would silently miss.
    pub fn techniques(self) -> impl Iterator<Item = Technique> {
        Technique::ALL
            .iter()
            .copied()
            .filter(move |t| t.family() == self)
    }
}

impl Technique {
    /// The finder family; the match is exhaustive, so a new technique must pick one.
    #[must_use]
    pub const fn family(self) -> Family {
        use Technique as T;
        match self {
            T::FullHouse | T::HiddenSingle | T::NakedSingle => Family::Singles,
            T::LockedCandidatesPointing | T::LockedCandidatesClaiming => Family::Intersections,
            T::LockedPair
            | T::LockedTriple
            | T::NakedPair
            | T::NakedTriple
            | T::NakedQuad
            | T::HiddenPair
            | T::HiddenTriple
            | T::HiddenQuad => Family::Subsets,
            T::XWing
            | T::Swordfish
            | T::Jellyfish
            | T::FinnedXWing
            | T::FinnedSwordfish
            | T::FinnedJellyfish
            | T::SashimiXWing
            | T::SashimiSwordfish
            | T::SashimiJellyfish
            | T::FrankenXWing
            | T::FrankenSwordfish
            | T::FrankenJellyfish
            | T::FinnedFrankenXWing
            | T::FinnedFrankenSwordfish
            | T::FinnedFrankenJellyfish
            | T::MutantXWing
            | T::MutantSwordfish
            | T::MutantJellyfish
            | T::FinnedMutantXWing
            | T::FinnedMutantSwordfish
            | T::FinnedMutantJellyfish
            | T::FinnedMutantSquirmbag
            | T::FinnedMutantWhale
            | T::KrakenFishType1
            | T::KrakenFishType2 => Family::Fish,
            T::Skyscraper
            | T::TwoStringKite
            | T::EmptyRectangle
            | T::TurbotFish
            | T::DualTwoStringKite
            | T::DualEmptyRectangle => Family::SingleDigit,
            T::SimpleColorsTrap | T::SimpleColorsWrap | T::MultiColors1 | T::MultiColors2 => {
                Family::Coloring
            }
            T::UniquenessTest1
            | T::UniquenessTest2
            | T::UniquenessTest3
            | T::UniquenessTest4
            | T::UniquenessTest5
            | T::UniquenessTest6
            | T::HiddenRectangle
            | T::AvoidableRectangle1
            | T::AvoidableRectangle2
            | T::BugPlusOne => Family::Uniqueness,
            T::XChain
            | T::XyChain
            | T::RemotePair
            | T::ContinuousNiceLoop
            | T::DiscontinuousNiceLoop
            | T::Aic
            | T::GroupedContinuousNiceLoop
            | T::GroupedDiscontinuousNiceLoop
            | T::GroupedAic => Family::Chains,
            T::XyWing | T::XyzWing | T::WxyzWing | T::WWing => Family::Wings,
            T::AlsXz | T::AlsXyWing | T::AlsXyChain | T::DeathBlossom | T::SueDeCoq => Family::Als,
            T::TemplateSet | T::TemplateDelete => Family::Templates,
            T::ForcingChainContradiction
            | T::ForcingChainVerity
            | T::ForcingNetContradiction
            | T::ForcingNetVerity => Family::Forcing,
        }
    }

    /// Whether the technique is only sound on a puzzle with exactly one solution (the
    /// uniqueness patterns: a deadly pattern is avoided *because* the puzzle is unique). On a
    /// puzzle with several solutions a hint must skip them, or it would teach a wrong step.
    #[must_use]
    pub const fn assumes_uniqueness(self) -> bool {
        matches!(self.family(), Family::Uniqueness)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_the_uniqueness_patterns_assume_a_unique_solution() {
        let assuming: Vec<&str> = Technique::ALL
            .iter()
            .filter(|t| t.assumes_uniqueness())
            .map(|t| t.hodoku_code())
            .collect();
        // HoDoKu numbers the uniqueness family 06xx.
        let sixes: Vec<&str> = Technique::ALL
            .iter()
            .map(|t| t.hodoku_code())
            .filter(|code| code.starts_with("06"))
            .collect();
        assert_eq!(assuming, sixes);
        assert!(!assuming.is_empty());
    }

    #[test]
    fn a_family_lists_its_techniques_in_code_order() {
        let forcing: Vec<Technique> = Family::Forcing.techniques().collect();
        assert_eq!(
            forcing,
            [
                Technique::ForcingChainContradiction,
                Technique::ForcingChainVerity,
                Technique::ForcingNetContradiction,
                Technique::ForcingNetVerity,
            ]
        );
        let total: usize = [Family::Singles, Family::Fish, Family::Uniqueness]
            .into_iter()
            .map(|f| f.techniques().count())
            .sum();
        assert_eq!(total, 3 + 25 + 10);
    }
}
