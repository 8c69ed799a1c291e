//! What the new-game menu's keys ask for.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MenuAction {
    Up,
    Down,
    /// Start the chosen puzzle, or open the chosen collection.
    Choose,
    /// Back to the main page, out of the menu, or stop the puzzle being made.
    Back,
}
