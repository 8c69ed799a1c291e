//! The keys games are stored under, and a puzzle's level as graded by the caller for the row
//! a first save makes.

use crate::cell::Cell;
use crate::game::Game;

/// The key a game is stored under: its givens (one game per puzzle).
#[must_use]
pub fn puzzle_key(game: &Game) -> String {
    let board = game.board();
    let givens = board.givens();
    let line: String = Cell::all()
        .map(|c| match board.get(c) {
            Some(d) if givens.contains(c) => d.to_char(),
            _ => '.',
        })
        .collect();
    if game.is_sudominoku() {
        format!("sudominoku:{line}")
    } else {
        line
    }
}

/// The key [`puzzle_key`] gives a game of the classic puzzle `givens`, without making the game.
#[must_use]
pub fn grid_key(givens: &crate::Grid) -> String {
    Cell::all()
        .map(|c| givens.get(c).map_or('.', crate::Digit::to_char))
        .collect()
}

/// A puzzle's level for the row a game's first save makes, graded by the caller
/// ([`Game::level`]) outside any transaction and away from an interface's drawing. The caller
/// keeps it with a write the store was too busy to take, so each retry does not grade the
/// puzzle again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    /// The puzzle graded ([`puzzle_key`]): its level never goes to another puzzle's row.
    puzzle: String,
    level: Option<String>,
}

impl Graded {
    /// `game`'s puzzle, of `level` (graded by [`Game::level`], or known already).
    #[must_use]
    pub fn known(game: &Game, level: Option<&str>) -> Self {
        Self {
            puzzle: puzzle_key(game),
            level: level.map(str::to_owned),
        }
    }

    #[must_use]
    pub fn is_of(&self, game: &Game) -> bool {
        self.puzzle == puzzle_key(game)
    }

    /// The puzzle graded ([`puzzle_key`]).
    #[must_use]
    pub fn puzzle(&self) -> &str {
        &self.puzzle
    }

    #[must_use]
    pub fn level(&self) -> Option<&str> {
        self.level.as_deref()
    }
}
