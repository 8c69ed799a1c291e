//! A puzzle's level, graded by the hint engine: what the store's rows, the history and the
//! statistics file a game under.

use super::Game;

impl Game {
    /// The level of this game's puzzle by the techniques it needs (`None` for a Sudominoku, or a
    /// puzzle the grader cannot finish). Up to a few hundred milliseconds on the hardest: an
    /// interface grades away from its drawing, once per puzzle.
    #[must_use]
    pub fn level(&self) -> Option<String> {
        if self.is_sudominoku() {
            return None;
        }
        crate::hint::grade(&self.board().given_grid())
            .ok()
            .map(|g| g.level.name().to_owned())
    }
}
