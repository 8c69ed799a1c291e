//! Everything the player can ask for, as data: input maps to an [`Action`], and
//! [`super::update::update`] is the only place that turns one into a state change.

use std::time::Instant;

use stepdoku_core::{Cell, Digit};

mod done;
mod menu;
mod race;
mod stored;
mod watch;

pub use done::{Done, Found, Timings};
pub use menu::MenuAction;
pub use race::RaceAction;
pub use stored::{Listed, Stored};
pub use watch::{TreeMove, WatchAction};

/// What the event loop, the one reader of the clock, passes with each tick: the time, and how
/// many steps a frame playing at full speed may take. The loop picks that count from how long
/// the last frames' steps took, so the work fits a frame however fast the search goes; stepping
/// itself never looks at the clock, and the same ticks always take the same steps.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tick {
    pub now: Instant,
    pub steps: u64,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// How a filter key moves the digit filter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FilterStep {
    /// The next digit (off after 9).
    Next,
    /// The digit before (off before 1).
    Previous,
    /// The digit in the cursor's cell; off when it is already the filter's.
    Cursor,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// The new-game menu.
    OpenMenu,
    Menu(MenuAction),
    Move(Direction),
    /// A mouse click on a cell.
    Select(Cell),
    /// Enter the digit, or toggle it as a note in notes mode.
    Digit(Digit),
    Erase,
    /// Entering clues, Backspace: the clue just typed when the cursor moved on from it, as in
    /// a line of text; else the clue under the cursor.
    EraseBack,
    /// Entering clues: the cell left empty, the cursor on to the next.
    Blank,
    ToggleNotesMode,
    /// Every empty cell's candidates as notes, one undo step.
    FillNotes,
    /// The digit filter: shade every cell where a digit is placed or still possible.
    Filter(FilterStep),
    Undo,
    Redo,
    TogglePause,
    ToggleMistakes,
    ToggleAutoNotes,
    ToggleHelp,
    /// Scroll the help overlay by this many lines (negative: up); input clamps it to the
    /// overlay's hidden lines at the current size.
    ScrollHelp(i16),
    /// Close the help (or another overlay) without acting.
    Close,
    /// At the resume prompt: continue the saved game, or start the new one.
    ResumeSaved,
    StartNew,
    /// A hint: the nudge, then the whole hint, then apply it.
    Hint,
    /// Apply the hint on screen.
    ApplyHint,
    /// A chain hint shown whole: light its next link (or the one before), with why it holds.
    NextLink,
    PreviousLink,
    /// Drop the hint on screen, or the domino being laid.
    Dismiss,
    /// Watch the solver on the current board.
    OpenWatch,
    Watch(WatchAction),
    /// Race strategies on the current board.
    OpenRace,
    Race(RaceAction),
    /// The statistics of finished games, and back to the board.
    OpenStats,
    CloseStats,
    /// Type a puzzle in from paper (the menu's line).
    OpenEnter,
    /// Entering a puzzle from paper: play what was typed.
    StartEntered,
    Quit,
    /// A key no row binds on this screen: said so.
    Unbound(char),
    /// A key of a classic Sudoku pressed on a Sudominoku, and what it does there: said so.
    ClassicOnly(char, &'static str),
    /// A second passed (the clock) or a frame is due.
    Tick(Tick),
    /// The time, as the event loop read it before handling input or drawing a frame: the
    /// instant, and the wall clock in Unix seconds (for dates: the puzzle of the day, how long
    /// ago a game was played); it changes nothing else. With [`Tick`], the only way time
    /// enters the state.
    Clock(Instant, i64),
    /// Work the event loop ran in the background is done, or the store answered.
    Done(Done),
    /// The terminal's size, columns and rows: at the start and after every resize.
    Resize {
        width: u16,
        height: u16,
    },
    /// Where the session's random choices start, read by the loop from the clock once.
    Seed(u64),
    /// Text pasted into the terminal (a puzzle, on the entering board).
    Paste(String),
    /// A paste too long to read, and its length in bytes.
    PasteTooLong(usize),
    /// A signal (or the terminal going away) ends the session: the game is saved as a quit
    /// saves it, whatever waits.
    Stop,
}
