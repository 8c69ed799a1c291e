//! What the new-game menu's keys ask for.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MenuAction {
    Up,
    Down,
    /// A page of lines up or down, and the first or last line: a collection holds hundreds.
    PageUp,
    PageDown,
    First,
    Last,
    /// A digit typed on a collection's page: the number so far picks puzzle `#n`.
    Digit(u8),
    /// Start the chosen puzzle, or open the chosen collection.
    Choose,
    /// Back to the main page, out of the menu, or stop the puzzle being made.
    Back,
    /// On the start screen: continue the game listed first.
    ContinueFirst,
}
