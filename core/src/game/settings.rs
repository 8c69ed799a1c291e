//! The player's preferences that travel with a saved game.

use serde::{Deserialize, Serialize};

/// Toggles that change what the board shows or what an entry does; never undo steps.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Placing a digit removes it from the notes of the cell's peers (in the same undo step).
    pub auto_remove_notes: bool,
    /// Mark entries that differ from the solution. Off by default: a clash is a rule broken on
    /// the board, a mistake is knowledge of the answer, and players choose whether to get it.
    pub show_mistakes: bool,
    /// Highlight every cell holding the digit under the cursor.
    pub highlight_same_digit: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            auto_remove_notes: true,
            show_mistakes: false,
            highlight_same_digit: true,
        }
    }
}
