//! How a watch (or a race) is being played: one state, so "playing to the end" can never be
//! set while paused, nor a breakpoint kept after a stop.

use stepdoku_core::solver::Until;

use super::pace::Speed;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Playback {
    /// Waiting for a key: the loop sleeps.
    #[default]
    Paused,
    /// Frames at the chosen speed.
    Playing,
    /// `End`: full speed until the search ends, whatever the speed.
    ToEnd,
    /// Full speed until this breakpoint matches (or the search ends).
    Until(Until),
}

impl Playback {
    #[must_use]
    pub fn is_playing(self) -> bool {
        self != Self::Paused
    }

    /// The breakpoint being run to, if any.
    #[must_use]
    pub fn until(self) -> Option<Until> {
        match self {
            Self::Until(until) => Some(until),
            _ => None,
        }
    }

    /// The speed frames run at: the chosen one, or full speed when running to an end.
    #[must_use]
    pub fn speed(self, chosen: Speed) -> Speed {
        match self {
            Self::Paused | Self::Playing => chosen,
            Self::ToEnd | Self::Until(_) => Speed::UNLIMITED,
        }
    }
}
