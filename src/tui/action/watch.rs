//! What the visualiser's keys ask for. One variant of the player's [`Action`] carries them, so
//! the binding table, footer and help treat the watch like any other screen.
//!
//! [`Action`]: super::Action

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WatchAction {
    TogglePlay,
    Forward,
    Back,
    Faster,
    Slower,
    /// Play at full speed until the search ends.
    ToEnd,
    /// Back to step 0, paused.
    Restart,
    /// The next strategy, from step 0.
    NextStrategy,
    ToggleHeatmap,
    /// Scroll the stack panel toward its bottom (older frames) or back toward its top.
    ScrollDeeper,
    ScrollShallower,
    /// Scroll the step's explanation down or back up, when it is longer than its pane.
    WordsDown,
    WordsUp,
    /// Show the explanation's page this many pages after the one it opens on: input turns
    /// `WordsDown` and `WordsUp` into it, knowing the pages at the terminal's size, so a press
    /// with nothing more to show stores nothing.
    WordsPage(i64),
    /// Play at full speed to the next cell where nothing fits (or contradiction).
    ToDeadEnd,
    /// Play at full speed to the next backtrack from an exhausted guess.
    ToBacktrack,
    /// A digit of a number for the three below.
    Type(u8),
    /// Go to the step typed (back or forward, exactly).
    GoToStep,
    /// Play at full speed until the stack is as deep as the number typed.
    ToDepth,
    /// Play at full speed until a guess in the cell typed as row and column (`47`: r4c7).
    ToCell,
    /// Show the candidates of every empty cell.
    ToggleCandidates,
    /// A replay: go to the next step with a problem (flagged, or the first difference).
    NextProblem,
    /// A replay: go to the step with a problem before this one.
    PreviousProblem,
    /// Show the running search as code beside the board, or the stack again.
    ToggleCode,
    /// Show the search tree beside the board, or the stack again.
    ToggleTree,
    /// Each digit test of a cell as a frame of its own, or whole steps again.
    ToggleDigits,
    /// Start or stop predicting each next step.
    Predict,
    /// Predict mode: the search goes back next.
    PredictBack,
    /// Predict mode: erase the last digit typed.
    PredictErase,
    /// Predict mode: show the next step unscored.
    PredictSkip,
    /// Predict mode: one step back, to predict it again.
    PredictStepBack,
    /// The tree pane: choose the try above, below, before or after the chosen one.
    TreeChoose(TreeMove),
    /// The tree pane: go to the step that made the chosen try.
    TreeGo,
    /// Why is it slow: open or close the largest subtrees of the search.
    Slow,
    /// Why is it slow: the row this far down (or up).
    SlowChoose(i8),
    /// Why is it slow: go to the chosen subtree's step.
    SlowGo,
    /// Count the solutions of the starting grid.
    CountSolutions,
    /// Back to the game, its board untouched.
    Leave,
    /// Back to the game with the solution applied as one undo step.
    Apply,
    /// `stepdoku watch`: play the puzzle being watched.
    PlayIt,
}

/// A move of the choice among the tries the tree pane shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TreeMove {
    /// The try above (its parent).
    Up,
    /// The current try of the level below.
    Down,
    /// The try made before it at its level.
    Earlier,
    /// The try made after it at its level.
    Later,
}
