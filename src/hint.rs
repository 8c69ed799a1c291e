//! The logical hint engine: find the simplest deduction on a candidate grid, explain it, and
//! grade puzzles by the techniques a logical solve needs (HoDoKu's scale).
//!
//! Each technique family lives in its own file and reports *every* instance it finds, so the
//! conformance runner can check HoDoKu's expected result is among them.

pub mod candidates;
pub mod deduction;
pub mod technique;

mod als;
mod chains;
mod coloring;
mod fish;
mod intersections;
mod single_digit;
mod singles;
mod subsets;
mod uniqueness;
mod wings;

pub use candidates::Candidates;
pub use deduction::{Deduction, Evidence, Link};
pub use technique::Technique;

/// Every instance of `technique` on `grid`, in a deterministic order.
#[must_use]
pub fn find_all(technique: Technique, grid: &Candidates) -> Vec<Deduction> {
    use Technique as T;
    let mut out = Vec::new();
    match technique {
        T::FullHouse | T::HiddenSingle | T::NakedSingle => singles::find(technique, grid, &mut out),
        T::LockedCandidatesPointing | T::LockedCandidatesClaiming => {
            intersections::find(technique, grid, &mut out);
        }
        T::LockedPair
        | T::LockedTriple
        | T::NakedPair
        | T::NakedTriple
        | T::NakedQuad
        | T::HiddenPair
        | T::HiddenTriple
        | T::HiddenQuad => subsets::find(technique, grid, &mut out),
        T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::FinnedSwordfish
        | T::FinnedJellyfish
        | T::SashimiXWing
        | T::SashimiSwordfish
        | T::SashimiJellyfish
        | T::FrankenSwordfish
        | T::FrankenJellyfish
        | T::FinnedFrankenXWing
        | T::FinnedFrankenSwordfish
        | T::FinnedFrankenJellyfish
        | T::FinnedMutantSwordfish
        | T::FinnedMutantJellyfish
        | T::FinnedMutantSquirmbag => fish::find(technique, grid, &mut out),
        T::Skyscraper
        | T::TwoStringKite
        | T::EmptyRectangle
        | T::TurbotFish
        | T::DualTwoStringKite
        | T::DualEmptyRectangle => single_digit::find(technique, grid, &mut out),
        T::SimpleColorsTrap | T::SimpleColorsWrap | T::MultiColors1 | T::MultiColors2 => {
            coloring::find(technique, grid, &mut out);
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
        | T::BugPlusOne => uniqueness::find(technique, grid, &mut out),
        T::XChain
        | T::XyChain
        | T::RemotePair
        | T::ContinuousNiceLoop
        | T::DiscontinuousNiceLoop
        | T::Aic
        | T::GroupedContinuousNiceLoop
        | T::GroupedDiscontinuousNiceLoop
        | T::GroupedAic => chains::find(technique, grid, &mut out),
        T::XyWing | T::XyzWing | T::WWing => wings::find(technique, grid, &mut out),
        T::AlsXz | T::AlsXyWing | T::AlsXyChain | T::DeathBlossom | T::SueDeCoq => {
            als::find(technique, grid, &mut out);
        }
    }
    out
}
