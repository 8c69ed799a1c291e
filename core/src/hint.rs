//! The logical hint engine: find the simplest deduction on a candidate grid, explain it, and
//! grade puzzles by the techniques a logical solve needs (HoDoKu's scale).
//!
//! Each technique family lives in its own file and reports *every* instance it finds, so the
//! conformance runner can check HoDoKu's expected result is among them.
//!
//! How a family plugs into the solving loop ([`logic::Solver`]):
//! - The loop walks [`scores::SOLVER_STEPS`] (HoDoKu's order) and calls [`find_all_with`]
//!   with [`Settings::first_only`] set; it applies the first deduction returned that places
//!   or eliminates something. So report instances in HoDoKu's search order, and return as soon
//!   as `out` holds one when `first_only` is set (ignoring it is correct, only slower).
//! - Where one HoDoKu step covers several techniques (simple colours, nice loops, forcing
//!   chains), the loop asks for the slot's first technique with [`Settings::slot_search`] too:
//!   a family that searches the whole slot in one pass, in HoDoKu's order, reproduces HoDoKu's
//!   choice; otherwise the loop falls back to asking technique by technique.
//! - Eliminations are applied in the order listed, which feeds HoDoKu's singles queues: list
//!   them as HoDoKu does (usually ascending cell order) to keep scores identical.
//! - Never report a deduction that is not implied by the candidates: the never-wrong runner
//!   checks every step against the solution.

pub mod cache;
pub mod candidates;
mod collector;
pub mod deduction;
pub mod grade;
pub mod link_words;
pub mod logic;
pub mod mistakes;
pub mod notation;
pub mod nudge;
pub mod scores;
pub mod settings;
pub mod technique;
pub mod walk;

mod als;
mod chains;
mod coloring;
mod fish;
mod forcing;
mod intersections;
mod memo;
mod single_digit;
mod singles;
mod subsets;
mod templates;
mod uniqueness;
mod wings;

pub use cache::Cache;
pub use candidates::Candidates;
pub use deduction::{Deduction, Evidence, Link};
pub use grade::{Grade, GradeError, grade};
pub use logic::{Solver, Step, next};
pub use mistakes::{Advice, Mistake, advise, first_mistake};
pub use nudge::Nudge;
pub use scores::Level;
pub use settings::Settings;
pub use technique::{Family, Technique};

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
    find_all_cached(technique, grid, settings, &mut Cache::default())
}

/// [`find_all_with`], remembering in `cache` what later questions on the same candidates
/// can reuse (the solving loop asks technique after technique on one grid).
#[must_use]
pub fn find_all_cached(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    cache: &mut Cache,
) -> Vec<Deduction> {
    let mut out = Vec::new();
    let s = settings;
    match technique.family() {
        Family::Singles => singles::find(technique, grid, s, &mut out),
        Family::Intersections => intersections::find(technique, grid, s, &mut out),
        Family::Subsets => subsets::find(technique, grid, s, &mut out),
        Family::Fish => fish::find(technique, grid, s, &mut cache.fish, &mut out),
        Family::SingleDigit => single_digit::find(technique, grid, s, &mut out),
        Family::Coloring => coloring::find(technique, grid, s, &mut out),
        Family::Uniqueness => uniqueness::find(technique, grid, s, &mut out),
        Family::Chains => chains::find(technique, grid, s, &mut cache.chains, &mut out),
        Family::Wings => wings::find(technique, grid, s, &mut out),
        Family::Als => als::find(technique, grid, s, &mut cache.als, &mut out),
        Family::Templates => templates::find(technique, grid, s, &mut out),
        Family::Forcing => forcing::find(technique, grid, s, &mut cache.forcing, &mut out),
    }
    out
}

/// Builders for the technique tests: hand-built candidate grids, and positions reached by
/// logic-solving generated puzzles for the never-wrong properties.
#[cfg(test)]
pub(crate) mod test_support;
