//! `stepdoku config --print`: every setting at its default, commented out, with what it does.
//! Generated from the same table the keys come from, so it lists every action there is.

use std::fmt::Write;

use crossterm::event::KeyCode;

use crate::tui::keymap::rebind::actions;
use crate::tui::keymap::{BINDINGS, Key};

const HEAD: &str = r##"# stepdoku settings. Every setting below is at its default and commented out:
# remove the leading "# " of a line to change it. A mistake in this file is shown
# when stepdoku starts (config.toml:LINE:COLUMN: what is wrong) and the rest still
# applies. `stepdoku config --check` checks it without starting.

# Colours: "auto" asks the terminal for its background, else "dark" or "light".
# --theme on the command line wins. Colour goes off with NO_COLOR set, or with
# `--color never` (bold, reverse, underline and markers carry what colour would).
# theme = "auto"

[play]
# What a new game starts with (m and a still switch them during a game, and a
# saved game keeps its own).
# Placing a digit removes it from the notes of its row, column and box.
# auto-notes = true
# Mark digits that differ from the solution.
# show-mistakes = false
# Shade every cell holding the digit under the cursor.
# highlight-same-digit = true

[watch]
# The strategy s opens the watch with: row-major, blanks, mrv, propagate or
# logic. Unset, s picks the simplest that settles the board within 100,000 steps.
# strategy = "row-major"
# Steps per second: 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 10000, 100000,
# 1000000, or "max".
# speed = 5

[keys]
# Write: hint = "?" (one key), or undo = ["u", "Ctrl-Z"]. A key is one character
# (case counts: n is not N), Space, Ctrl-X, Left, Right, Up, Down, Enter, Esc, Tab,
# Backspace, Del, Home, End, PgUp, PgDn or F1-F12. The new keys replace the
# action's keys on every screen it has; a key that another action already has on
# one of those screens is refused, and the action keeps its keys. Digits, and the
# numbers typed in the watch and the menu, cannot be rebound.
"##;

/// The whole commented file.
#[must_use]
pub fn commented_defaults() -> String {
    let mut out = HEAD.to_owned();
    for (name, rows) in actions() {
        let Some(&first) = rows.first() else {
            continue;
        };
        let Some(binding) = BINDINGS.get(first) else {
            continue;
        };
        let mut helps: Vec<&str> = Vec::new();
        for help in rows.iter().filter_map(|&i| BINDINGS.get(i)).map(|b| b.help) {
            if !help.is_empty() && !helps.contains(&help) {
                helps.push(help);
            }
        }
        let value = file_value(binding.keys);
        // A row without help of its own goes with the one above it (move down after left).
        if !helps.is_empty() {
            let _ = writeln!(out, "\n# {}", helps.join("; "));
        }
        for other in rows.iter().filter_map(|&i| BINDINGS.get(i)) {
            let also = file_value(other.keys);
            if also != value {
                let _ = writeln!(out, "# (its default on some screens: {also})");
                break;
            }
        }
        let _ = writeln!(out, "# {name} = {value}");
    }
    out
}

/// The keys as the file writes them: `"H"`, or `["u", "Ctrl-Z"]`.
fn file_value(keys: &[Key]) -> String {
    let keys: Vec<String> = keys
        .iter()
        .map(|&k| format!("{:?}", file_name(k)))
        .collect();
    match keys.as_slice() {
        [one] => one.clone(),
        many => format!("[{}]", many.join(", ")),
    }
}

/// How the file writes a key: words for the arrows, where the help draws them.
fn file_name(key: Key) -> String {
    match key {
        Key::Code(KeyCode::Left) => "Left".into(),
        Key::Code(KeyCode::Right) => "Right".into(),
        Key::Code(KeyCode::Up) => "Up".into(),
        Key::Code(KeyCode::Down) => "Down".into(),
        other => other.name(),
    }
}
