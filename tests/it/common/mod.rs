//! Helpers shared by the integration tests: the real binary in a pseudo-terminal (`pty`), the
//! real binary without one (`run`), and the classic puzzle with its cell and digit shorthands
//! (`puzzle`). Every test file is its own crate and uses a different part of this, so unused
//! items are expected here and only here.

pub mod contrast;
pub mod pty;
pub mod puzzle;
pub mod run;
pub mod sentences;
/// The one copy of the WCAG arithmetic: the player's own, which keeps its text readable.
#[path = "../../../src/tui/theme/wcag.rs"]
pub mod wcag;
