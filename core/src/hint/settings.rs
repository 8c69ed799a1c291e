//! Switches that change what some techniques report, mirroring HoDoKu's options so that the
//! regression library's variants (`0402-1`, `0600-2`, `0901-2`, …) can be run as written.
//!
//! The player and `stepdoku hint`/`grade` use [`Settings::default`]; only the conformance runner
//! flips these per case.

/// Technique options. Every field defaults to HoDoKu's own default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "HoDoKu's own independent switches, one per option"
)]
pub struct Settings {
    /// Uniqueness tests, Hidden and Avoidable Rectangles: accept rectangles where a corner has
    /// lost one of the two pair digits (reglib `-2`); off for reglib `-1`.
    pub allow_missing_candidates: bool,
    /// Empty Rectangle: accept boxes where the digit has only two candidates (reglib `0402-1`).
    pub er_two_candidates: bool,
    /// Single-digit patterns (Skyscraper, 2-String Kite, Empty Rectangle): also report the
    /// "dual" forms that combine two patterns on one digit.
    pub single_digit_duals: bool,
    /// Fish: report siamese fish (two fish sharing base sets, merged eliminations).
    pub siamese_fish: bool,
    /// ALS techniques: allow the almost locked sets to overlap (reglib `-2`).
    pub als_overlap: bool,
    /// Grouped nice loops and AICs: allow ALS nodes in the chain (reglib `-2`…`-4`).
    pub als_in_chains: bool,
    /// Longest chain or loop, in links, that chain techniques search for.
    pub max_chain_length: usize,
    /// Stop at the first instance: the solving loop needs one deduction per step, not all of
    /// them. A finder that honours this returns as soon as `out` is non-empty; it must report
    /// instances in HoDoKu's search order so that the first one is the one HoDoKu would apply.
    /// Finders that ignore it are still correct, only slower.
    pub first_only: bool,
    /// Search every technique of this technique's HoDoKu step in one pass, in HoDoKu's
    /// order, the way its solver does where one step type covers several techniques
    /// (`scores::SOLVER_STEPS`: Simple Colors trap and wrap per colour pair; Nice Loop's
    /// continuous, discontinuous and AIC; forcing chain contradiction and verity). The solving
    /// loop sets it with `first_only` and asks for the slot's first technique; it then asks
    /// the slot's other techniques one by one only if that found nothing.
    pub slot_search: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            allow_missing_candidates: true,
            er_two_candidates: false,
            single_digit_duals: false,
            siamese_fish: false,
            als_overlap: false,
            als_in_chains: false,
            max_chain_length: 20,
            first_only: false,
            slot_search: false,
        }
    }
}
