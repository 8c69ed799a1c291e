//! How a row of the binding table is written: the keys, the action and the screens, then
//! its help sentence, footer entry and limits, each added by name.

use super::{Binding, Command, FooterEntry, Key, When};
use crate::tui::screen::ScreenKind;

/// A row with no footer entry and no help of its own: its keys join the row above it in the
/// help overlay (`← h` with `↓ j` …).
pub(super) fn row(
    keys: &'static [Key],
    command: Command,
    screens: &'static [ScreenKind],
) -> Binding {
    Binding {
        keys,
        command,
        help: "",
        screens,
        footer: None,
        when: When::Always,
        name: None,
    }
}

impl Binding {
    pub(super) fn help(self, help: &'static str) -> Self {
        Self { help, ..self }
    }

    /// Named in the settings file as `name` rather than after its action.
    pub(super) fn named(self, name: &'static str) -> Self {
        Self {
            name: Some(name),
            ..self
        }
    }

    /// Offered only `when` that holds, beyond its screens.
    pub(super) fn when(self, when: When) -> Self {
        Self { when, ..self }
    }

    /// In the footer at `position` (low survives narrow terminals) as `keys label`.
    pub(super) fn footer(self, position: u8, keys: &'static str, label: &'static str) -> Self {
        Self {
            footer: Some(FooterEntry {
                position,
                keys,
                label,
            }),
            ..self
        }
    }
}
