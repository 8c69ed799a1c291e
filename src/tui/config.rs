//! The settings file, `config.toml`: theme, the defaults of new games and of the watch, and
//! key bindings. A mistake in it never stops the program: what cannot be read is reported as
//! `config.toml:LINE:COL: …` and left at its default, and the rest still applies.

use std::collections::BTreeMap;
use std::fmt;
use std::io::Read;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use stepdoku_core::game::Settings;
use stepdoku_core::teaching::method::Method;
use toml::Spanned;

use super::keymap::Keymap;
use super::keymap::rebind::{self, Request};
use super::theme::ThemeChoice;
use super::watch::pace::Speed;

mod defaults;
mod document;
#[cfg(test)]
mod tests;

pub use defaults::commented_defaults;

/// Points at the settings file instead of the usual place (tests, or several setups).
pub const CONFIG_ENV: &str = "STEPDOKU_CONFIG";

/// Larger than any settings file a person writes; a bigger one is not read.
const MAX_BYTES: u64 = 256 * 1024;

/// The settings in force.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// `None`: as the command line says (auto by default).
    pub theme: Option<ThemeChoice>,
    /// What a new game starts with.
    pub new_game: Settings,
    /// The strategy `s` opens the watch with; `None`: the simplest that settles the board.
    pub watch_strategy: Option<Method>,
    pub watch_speed: Option<Speed>,
    pub keymap: Keymap,
}

/// Something in the file that was not taken, with where it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ConfigError {
    /// 1-based; `None` when the file as a whole could not be read.
    pub line_column: Option<(usize, usize)>,
    pub message: String,
}

impl ConfigError {
    /// `FILE:LINE:COLUMN: what is wrong`, the way compilers point at a place.
    #[must_use]
    pub fn located(&self, file: &str) -> String {
        match self.line_column {
            Some((line, column)) => format!("{file}:{line}:{column}: {}", self.message),
            None => format!("{file}: {}", self.message),
        }
    }
}

/// As the screen shows it: the file by its name alone.
impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.located("config.toml"))
    }
}

/// Where the settings file is: `$STEPDOKU_CONFIG`, else `$XDG_CONFIG_HOME/stepdoku/config.toml`,
/// else the platform's configuration directory (`~/.config/stepdoku` on Linux).
#[must_use]
pub fn path() -> Option<PathBuf> {
    let set = |name| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(file) = set(CONFIG_ENV) {
        return Some(PathBuf::from(file));
    }
    if let Some(dir) = set("XDG_CONFIG_HOME").map(PathBuf::from)
        && dir.is_absolute()
    {
        return Some(dir.join("stepdoku").join("config.toml"));
    }
    directories::ProjectDirs::from("", "", "stepdoku").map(|d| d.config_dir().join("config.toml"))
}

/// The settings from the file at [`path`]: defaults where there is no file, and the
/// problems met on the way.
#[must_use]
pub fn load() -> (Config, Vec<ConfigError>) {
    match path() {
        Some(path) => load_from(&path),
        None => (Config::default(), Vec::new()),
    }
}

/// The settings from the file at `path` (none there: the defaults, and no problem).
#[must_use]
pub fn load_from(path: &Path) -> (Config, Vec<ConfigError>) {
    match read(path) {
        Ok(None) => (Config::default(), Vec::new()),
        Ok(Some(bytes)) => match String::from_utf8(bytes) {
            Ok(text) => parse(&text),
            Err(e) => (
                Config::default(),
                vec![not_utf8(e.as_bytes(), e.utf8_error())],
            ),
        },
        Err(message) => (
            Config::default(),
            vec![ConfigError {
                line_column: None,
                message,
            }],
        ),
    }
}

/// Where the first byte that is not UTF-8 is, as a line and a column (in characters).
fn not_utf8(bytes: &[u8], error: std::str::Utf8Error) -> ConfigError {
    let valid = &bytes[..error.valid_up_to()];
    let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&valid[line_start..])
        .chars()
        .count()
        + 1;
    ConfigError {
        line_column: Some((valid.split(|&b| b == b'\n').count(), column)),
        message: format!(
            "expected UTF-8 text, found the byte 0x{:02x}: not read",
            bytes.get(error.valid_up_to()).copied().unwrap_or(0)
        ),
    }
}

fn read(path: &Path) -> Result<Option<Vec<u8>>, String> {
    // The type is looked at before opening: opening a FIFO waits for a writer, for ever.
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
        Ok(m) if m.is_dir() => return Err(format!("{} is not a file", path.display())),
        Ok(m) if !m.is_file() => {
            return Err("not a regular file (a FIFO or a device?): not read".to_owned());
        }
        Ok(_) => {}
    }
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read {}: {e}", path.display())),
    };
    // Swapped for something else between the look and the open: still never a FIFO.
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return Err("not a regular file: not read".to_owned());
    }
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(format!("larger than {} KiB: not read", MAX_BYTES / 1024));
    }
    Ok(Some(bytes))
}

/// The file as written (read entry by entry in [`document`]).
#[derive(Default)]
struct File {
    theme: Option<ThemeChoice>,
    play: PlaySection,
    watch: WatchSection,
    keys: BTreeMap<String, Spanned<KeyList>>,
}

#[derive(Default)]
struct PlaySection {
    auto_notes: Option<bool>,
    show_mistakes: Option<bool>,
    highlight_same_digit: Option<bool>,
}

#[derive(Default)]
struct WatchSection {
    strategy: Option<Spanned<String>>,
    speed: Option<Spanned<SpeedValue>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum SpeedValue {
    PerSecond(u32),
    Word(String),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum KeyList {
    One(String),
    Many(Vec<String>),
}

/// The settings in `text`: what is wrong is reported and left at its default.
#[must_use]
pub fn parse(text: &str) -> (Config, Vec<ConfigError>) {
    let at = |span: Range<usize>, message: String| ConfigError {
        line_column: Some(line_column(text, span.start)),
        message: shorten_quoted(&message),
    };
    let (file, mistakes) = document::read(text);
    let mut problems: Vec<ConfigError> = mistakes
        .into_iter()
        .map(|(span, message)| at(span, message))
        .collect();
    let standard = Settings::default();
    let mut config = Config {
        theme: file.theme,
        new_game: Settings {
            auto_remove_notes: file.play.auto_notes.unwrap_or(standard.auto_remove_notes),
            show_mistakes: file.play.show_mistakes.unwrap_or(standard.show_mistakes),
            highlight_same_digit: file
                .play
                .highlight_same_digit
                .unwrap_or(standard.highlight_same_digit),
        },
        ..Config::default()
    };
    if let Some(strategy) = file.watch.strategy {
        match strategy.get_ref().parse::<Method>() {
            Ok(method) => config.watch_strategy = Some(method),
            Err(e) => problems.push(at(strategy.span(), format!("watch.strategy: {e}"))),
        }
    }
    if let Some(speed) = file.watch.speed {
        let parsed = match speed.get_ref() {
            SpeedValue::PerSecond(n) => Speed::parse(&n.to_string()),
            SpeedValue::Word(word) => Speed::parse(word),
        };
        match parsed {
            Ok(speed) => config.watch_speed = Some(speed),
            Err(e) => problems.push(at(speed.span(), format!("watch.speed: {e}"))),
        }
    }
    let requests: Vec<Request> = file
        .keys
        .into_iter()
        .map(|(action, keys)| {
            let span = keys.span();
            let keys = match keys.into_inner() {
                KeyList::One(key) => vec![key],
                KeyList::Many(keys) => keys,
            };
            Request {
                action,
                keys,
                at: span,
            }
        })
        .collect();
    let (keymap, refusals) = rebind::rebind(&requests);
    config.keymap = keymap;
    problems.extend(
        refusals
            .into_iter()
            .map(|r| at(r.at, format!("[keys] {}", r.message))),
    );
    problems.sort_by_key(|p| p.line_column);
    (config, problems)
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

/// Quoted text in a message (a value echoed back) longer than this is cut with `…`.
const MAX_ECHO: usize = 40;

/// `message` with every quoted run (`"…"` or `` `…` ``) of more than [`MAX_ECHO`]
/// characters cut to that many: a 250 KB value must not fill the screen.
fn shorten_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(256));
    let mut open: Option<char> = None;
    let mut run = 0usize;
    for c in message.chars() {
        match open {
            Some(q) if c == q => {
                open = None;
                out.push(c);
            }
            Some(_) => {
                run += 1;
                if run < MAX_ECHO {
                    out.push(c);
                } else if run == MAX_ECHO {
                    out.push('…');
                }
            }
            None => {
                if matches!(c, '"' | '`') {
                    open = Some(c);
                    run = 0;
                }
                out.push(c);
            }
        }
    }
    out
}
