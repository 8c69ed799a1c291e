//! The logical hint engine: find the simplest deduction on a candidate grid, explain it, and
//! grade puzzles by the techniques a logical solve needs (HoDoKu's scale).
//!
//! Each technique family lives in its own file and reports *every* instance it finds, so the
//! conformance runner can check HoDoKu's expected result is among them.

pub mod candidates;
pub mod deduction;
pub mod notation;
pub mod settings;
pub mod technique;

mod als;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod templates;
mod uniqueness;
mod wings;

pub use candidates::Candidates;
pub use deduction::{Deduction, Evidence, Link};
pub use settings::Settings;
pub use technique::Technique;

/// Every instance of `technique` on `grid` with default settings, in a deterministic order.
#[must_use]
pub fn find_all(technique: Technique, grid: &Candidates) -> Vec<Deduction> {
    find_all_with(technique, grid, &Settings::default())
}

/// Every instance of `technique` on `grid`, in a deterministic order.
#[must_use]
pub fn find_all_with(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
) -> Vec<Deduction> {
    use Technique as T;
    let mut out = Vec::new();
    let s = settings;
    match technique {
        T::FullHouse | T::HiddenSingle | T::NakedSingle => {
            singles::find(technique, grid, s, &mut out);
        }
        T::LockedCandidatesPointing | T::LockedCandidatesClaiming => {
            intersections::find(technique, grid, s, &mut out);
        }
        T::LockedPair
        | T::LockedTriple
        | T::NakedPair
        | T::NakedTriple
        | T::NakedQuad
        | T::HiddenPair
        | T::HiddenTriple
        | T::HiddenQuad => subsets::find(technique, grid, s, &mut out),
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
        | T::KrakenFishType2 => fish::find(technique, grid, s, &mut out),
        T::Skyscraper
        | T::TwoStringKite
        | T::EmptyRectangle
        | T::TurbotFish
        | T::DualTwoStringKite
        | T::DualEmptyRectangle => single_digit::find(technique, grid, s, &mut out),
        T::SimpleColorsTrap | T::SimpleColorsWrap | T::MultiColors1 | T::MultiColors2 => {
            coloring::find(technique, grid, s, &mut out);
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
        | T::BugPlusOne => uniqueness::find(technique, grid, s, &mut out),
        T::XChain
        | T::XyChain
        | T::RemotePair
        | T::ContinuousNiceLoop
        | T::DiscontinuousNiceLoop
        | T::Aic
        | T::GroupedContinuousNiceLoop
        | T::GroupedDiscontinuousNiceLoop
        | T::GroupedAic => chains::find(technique, grid, s, &mut out),
        T::XyWing | T::XyzWing | T::WxyzWing | T::WWing => {
            wings::find(technique, grid, s, &mut out);
        }
        T::AlsXz | T::AlsXyWing | T::AlsXyChain | T::DeathBlossom | T::SueDeCoq => {
            als::find(technique, grid, s, &mut out);
        }
        T::TemplateSet | T::TemplateDelete => templates::find(technique, grid, s, &mut out),
        T::ForcingChainContradiction
        | T::ForcingChainVerity
        | T::ForcingNetContradiction
        | T::ForcingNetVerity => forcing::find(technique, grid, s, &mut out),
    }
    out
}
