//! stepdoku's command line and terminal interface, as a library so that the binary stays a
//! thin `main` and the integration tests can use the two pieces of the interface they measure
//! with (the WCAG contrast arithmetic and the SVG renderer) instead of copies of them.
//! Everything about Sudoku itself lives in the `stepdoku-core` crate.

mod bundled;
mod cli;
mod tui;

pub use cli::run;
/// The WCAG contrast arithmetic the player keeps its text readable with, and the xterm palette.
pub use tui::theme::wcag;
/// A drawn screen as an SVG picture: the documentation's pictures.
pub use tui::view::svg;
