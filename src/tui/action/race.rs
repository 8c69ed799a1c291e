//! What the race's keys ask for: the watch's playback keys, for every lane at once.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RaceAction {
    TogglePlay,
    Forward,
    Back,
    Faster,
    Slower,
    /// Every lane to its end at full speed.
    ToEnd,
    /// Back to step 0, paused.
    Restart,
    /// Back to the game (alone: quit).
    Leave,
}
