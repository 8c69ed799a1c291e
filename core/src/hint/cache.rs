//! What the finders remember between calls, owned by whoever runs them (the logical
//! [`Solver`](crate::hint::Solver) keeps one for a whole solve) and passed down explicitly.
//!
//! Nothing here changes a result: each part only saves recomputing what the same question on
//! the same candidates already answered. Fish searches keep the searches that found nothing
//! (step after step of a grade, most of them stay empty); the ALS, chain and forcing families
//! keep the last grid's sweep, which answers several techniques the solving loop asks for one
//! after another.

use super::{als, chains, fish, forcing};

/// The finders' memory; [`Cache::default`] is empty. A clone starts empty too: a cache is only
/// ever an optimisation, so a copied solver may as well rebuild its own.
#[derive(Default)]
pub struct Cache {
    pub(super) fish: fish::Cache,
    pub(super) als: als::Cache,
    pub(super) chains: chains::Cache,
    pub(super) forcing: forcing::Cache,
}

impl Clone for Cache {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cache").finish_non_exhaustive()
    }
}
