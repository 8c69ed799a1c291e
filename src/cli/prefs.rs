//! What a terminal session starts from: the settings file, and the colours chosen from
//! `--theme`, `--color`, `NO_COLOR` and what the terminal says of its background.

use std::io::IsTerminal;

use clap::{Args, ValueEnum};

use crate::tui::app::App;
use crate::tui::config::{self, Config, ConfigError};
use crate::tui::theme::{Theme, ThemeChoice};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour unless the `NO_COLOR` environment variable is set.
    #[default]
    Auto,
    /// Colour even when `NO_COLOR` is set.
    Always,
    /// Bold, reverse, underline and markers only.
    Never,
}

/// How a terminal session looks: given after its subcommand, or before it as for the player
/// (`stepdoku --color never watch FILE`); after wins. Only the subcommands that draw take
/// them.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct Look {
    /// When to use colour [default: auto].
    #[arg(long, value_enum)]
    pub color: Option<ColorChoice>,
    /// Colours for a dark or a light terminal; `auto` (the default, unless the settings file
    /// says otherwise) asks the terminal.
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,
}

impl Look {
    /// `self`, where it says nothing, as `before` says.
    #[must_use]
    pub fn or(self, before: Look) -> Look {
        Look {
            color: self.color.or(before.color),
            theme: self.theme.or(before.theme),
        }
    }
}

/// The settings in force for this run.
#[derive(Debug, Default)]
pub struct Prefs {
    pub config: Config,
    /// What the settings file got wrong; shown on screen when the session starts.
    pub problems: Vec<ConfigError>,
    /// `--color` and `--theme` given before the subcommand; `--theme` wins over the file.
    pub look: Look,
}

impl Prefs {
    /// The settings file (reported problems and all) and the look given before the
    /// subcommand.
    #[must_use]
    pub fn load(look: Look) -> Self {
        let (config, problems) = config::load();
        Self {
            config,
            problems,
            look,
        }
    }

    /// The theme for the subcommand's `look` (before it, the one given ahead of it), and
    /// `NO_COLOR` (<https://no-color.org>: set and not empty).
    #[must_use]
    pub fn theme(&self, look: Look) -> Theme {
        let look = look.or(self.look);
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        match look.color.unwrap_or_default() {
            ColorChoice::Always => {
                // crossterm itself drops colours under NO_COLOR; `always` overrides that too.
                crossterm::style::Colored::set_ansi_color_disabled(false);
                self.coloured(look.theme)
            }
            ColorChoice::Auto if !no_color => self.coloured(look.theme),
            _ => Theme::monochrome(),
        }
    }

    /// Dark or light: as asked, or as the terminal says. The query runs before the session's
    /// input reader starts, so its answer cannot be taken for keys.
    fn coloured(&self, asked: Option<ThemeChoice>) -> Theme {
        let choice = asked.or(self.config.theme).unwrap_or_default();
        match choice {
            ThemeChoice::Dark => Theme::dark(),
            ThemeChoice::Light => Theme::light(),
            ThemeChoice::Auto => match background_is_light() {
                Some(true) => Theme::light(),
                _ => Theme::dark(),
            },
        }
    }

    /// Gives `app` the settings (keys, new-game and watch defaults) and tells the player what
    /// the settings file got wrong: the first problem, and how to see the rest.
    pub fn apply(&self, app: &mut App) {
        app.config = self.config.clone();
        match self.problems.as_slice() {
            [] => {}
            [one] => app.notice(format!("{one}; the rest of the settings apply")),
            [first, rest @ ..] => app.notice(format!(
                "{first} (and {} more: stepdoku config --check)",
                rest.len()
            )),
        }
    }
}

/// The terminal's answer to OSC 11 (within 150 ms), else `COLORFGBG`'s background (`15;0`:
/// colour 0, dark), else unknown.
fn background_is_light() -> Option<bool> {
    if std::io::stdout().is_terminal() && std::io::stdin().is_terminal() {
        let mut options = terminal_colorsaurus::QueryOptions::default();
        options.timeout = std::time::Duration::from_millis(150);
        if let Ok(mode) = terminal_colorsaurus::theme_mode(options) {
            return Some(mode == terminal_colorsaurus::ThemeMode::Light);
        }
    }
    colorfgbg_is_light(&std::env::var("COLORFGBG").ok()?)
}

/// `COLORFGBG` (`fg;bg` or `fg;default;bg`): a background of colour 7 or 9–15 is light,
/// 0–6 and 8 dark.
#[must_use]
fn colorfgbg_is_light(value: &str) -> Option<bool> {
    let bg: u8 = value.rsplit(';').next()?.trim().parse().ok()?;
    Some(matches!(bg, 7 | 9..=15))
}

#[cfg(test)]
mod tests {
    use super::colorfgbg_is_light;

    #[test]
    fn colorfgbg_names_the_background_last() {
        assert_eq!(colorfgbg_is_light("15;0"), Some(false));
        assert_eq!(colorfgbg_is_light("0;15"), Some(true));
        assert_eq!(colorfgbg_is_light("0;default;7"), Some(true));
        assert_eq!(colorfgbg_is_light("12;8"), Some(false));
        assert_eq!(colorfgbg_is_light("nonsense"), None);
    }
}
