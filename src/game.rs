//! The game a person plays: board, notes, undo history, timer and saved games. No terminal code.
