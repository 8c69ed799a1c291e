//! Rebinding from the settings file: every row of the table has an action name
//! (`hint`, `watch-to-end`), keys are named as the help names them (`H`, `Ctrl-Z`, `PgDn`),
//! and a rebinding that would share a key with another action on a screen where both apply
//! is refused, so no key ever means two things.

use std::ops::Range;

use crossterm::event::KeyCode;

use super::{BINDINGS, Binding, Command, Key, Keymap};

/// The name the settings file calls a row's action by: the row's own name if it has one,
/// else its action in kebab case (`Watch(ToEnd)` → `watch-to-end`). Digit rows have none:
/// digits are not rebound.
#[must_use]
pub fn action_name(binding: &Binding) -> Option<String> {
    let Command::Do(action) = &binding.command else {
        return None;
    };
    if let Some(name) = binding.name {
        return Some(name.to_owned());
    }
    let debug = format!("{action:?}");
    // The help's scroll rows carry their distance; name them by what they do.
    let debug = match debug.as_str() {
        "ScrollHelp(1)" => "HelpLineDown".to_owned(),
        "ScrollHelp(-1)" => "HelpLineUp".to_owned(),
        d if d.starts_with("ScrollHelp(-") => "HelpPageUp".to_owned(),
        d if d.starts_with("ScrollHelp(") => "HelpPageDown".to_owned(),
        _ => debug,
    };
    let mut name = String::new();
    for c in debug.chars() {
        if c.is_ascii_uppercase() {
            if !name.is_empty() && !name.ends_with('-') {
                name.push('-');
            }
            name.push(c.to_ascii_lowercase());
        } else if c == '(' {
            name.push('-');
        } else if c.is_ascii_alphanumeric() {
            name.push(c);
        }
    }
    Some(name)
}

/// The settings-file name of `action` (its first row's), for a message about it.
#[must_use]
pub fn name_of(action: &super::Action) -> String {
    BINDINGS
        .iter()
        .find(|b| b.command == Command::Do(action.clone()))
        .and_then(action_name)
        .unwrap_or_else(|| format!("{action:?}"))
}

/// Every action name with the rows it stands for, in table order.
#[must_use]
pub fn actions() -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, b) in BINDINGS.iter().enumerate() {
        let Some(name) = action_name(b) else {
            continue;
        };
        match out.iter_mut().find(|(n, _)| *n == name) {
            Some((_, rows)) => rows.push(i),
            None => out.push((name, vec![i])),
        }
    }
    out
}

/// A key as the help names it: one character (`H`, `?`), `Space`, `Ctrl-Z`, an arrow
/// (`Left` or `←`), `Enter`, `Esc`, `Tab`, `Backspace`, `Del`, `Home`, `End`, `PgUp`, `PgDn`,
/// `F1`–`F12`. Names are case-blind; a single character is not (`n` is not `N`).
pub fn parse_key(text: &str) -> Result<Key, String> {
    let mut chars = text.chars();
    if let (Some(c), None) = (chars.next(), chars.next()) {
        return match c {
            '←' => Ok(Key::Code(KeyCode::Left)),
            '→' => Ok(Key::Code(KeyCode::Right)),
            '↑' => Ok(Key::Code(KeyCode::Up)),
            '↓' => Ok(Key::Code(KeyCode::Down)),
            c if c.is_control() || c == ' ' => Err(format!("{text:?}: write it as a name")),
            c => Ok(Key::Char(c)),
        };
    }
    let lower = text.to_ascii_lowercase();
    if let Some(rest) = lower
        .strip_prefix("ctrl-")
        .or_else(|| lower.strip_prefix("ctrl+"))
    {
        let mut rest = rest.chars();
        return match (rest.next(), rest.next()) {
            (Some(c), None) if c.is_ascii_alphabetic() => match never_arrives(c) {
                Some(sent) => Err(format!(
                    "{text:?} never arrives: a terminal sends it as {sent} (bind {sent} instead)"
                )),
                None => Ok(Key::Ctrl(c)),
            },
            _ => Err(format!("{text:?}: Ctrl- goes with a letter (Ctrl-Z)")),
        };
    }
    let code = match lower.as_str() {
        "space" => return Ok(Key::Char(' ')),
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "enter" | "return" => KeyCode::Enter,
        "esc" | "escape" => KeyCode::Esc,
        "tab" => KeyCode::Tab,
        "backspace" => KeyCode::Backspace,
        "del" | "delete" => KeyCode::Delete,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pgup" | "pageup" => KeyCode::PageUp,
        "pgdn" | "pagedown" => KeyCode::PageDown,
        f if f.starts_with('f') => match f[1..].parse::<u8>() {
            Ok(n @ 1..=12) => KeyCode::F(n),
            _ => return Err(unknown_key(text)),
        },
        _ => return Err(unknown_key(text)),
    };
    Ok(Key::Code(code))
}

/// The key a terminal sends for Ctrl and `letter` when it sends another: the control code
/// of Ctrl-M is the one of Enter, and so on, so a binding on the Ctrl key would never fire.
fn never_arrives(letter: char) -> Option<&'static str> {
    match letter.to_ascii_lowercase() {
        'm' | 'j' => Some("Enter"),
        'i' => Some("Tab"),
        'h' => Some("Backspace"),
        _ => None,
    }
}

/// The action that must keep Ctrl-C, and the key: a way out on every screen whatever the
/// settings say.
const WAY_OUT: (&str, Key) = ("quit-anywhere", Key::Ctrl('c'));

fn unknown_key(text: &str) -> String {
    format!(
        "{text:?} is not a key: one character, Space, Ctrl-X, Left, Right, Up, Down, Enter, Esc, Tab, Backspace, Del, Home, End, PgUp, PgDn or F1-F12"
    )
}

/// One `action = keys` line of the settings file, with where it stands in the file.
#[derive(Clone, Debug)]
pub struct Request {
    pub action: String,
    pub keys: Vec<String>,
    pub at: Range<usize>,
}

/// Why a line was not taken, and where it stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub at: Range<usize>,
    pub message: String,
}

/// The standard keymap with `requests` applied, and the requests it refused (unknown action,
/// unknown key, or a key another action already has on a screen where both apply). A refused
/// request leaves its action on its standard keys.
#[must_use]
pub fn rebind(requests: &[Request]) -> (Keymap, Vec<Refusal>) {
    let actions = actions();
    let mut refusals = Vec::new();
    let mut taken: Vec<(&Request, &[usize], Vec<Key>)> = Vec::new();
    for request in requests {
        let refuse = |message: String| Refusal {
            at: request.at.clone(),
            message,
        };
        let Some((_, rows)) = actions.iter().find(|(name, _)| *name == request.action) else {
            refusals.push(refuse(format!(
                "unknown action {:?} (stepdoku config --print lists every action)",
                request.action
            )));
            continue;
        };
        let keys: Result<Vec<Key>, String> = request.keys.iter().map(|k| parse_key(k)).collect();
        match keys {
            Ok(keys) if keys.is_empty() => {
                refusals.push(refuse(format!("{}: no key given", request.action)));
            }
            Ok(keys) if request.action == WAY_OUT.0 && !keys.contains(&WAY_OUT.1) => {
                refusals.push(refuse(format!(
                    "{} keeps Ctrl-C, the way out on every screen: list it beside the others ({} = [\"Ctrl-C\", …])",
                    WAY_OUT.0, WAY_OUT.0
                )));
            }
            Ok(keys) => taken.push((request, rows, keys)),
            Err(e) => refusals.push(refuse(e)),
        }
    }
    // Refuse the first request in conflict, then look again: once it is back on its standard
    // keys, a later one may be free of conflict.
    loop {
        let mut keymap = Keymap::STANDARD;
        for (_, rows, keys) in &taken {
            for &row in *rows {
                keymap = keymap.with_keys(row, keys.clone());
            }
        }
        let Some((row, key, other)) = first_conflict(&keymap) else {
            return (keymap, refusals);
        };
        let Some(culprit) = taken.iter().position(|(_, rows, _)| rows.contains(&row)) else {
            // Only the standard table conflicts, which its own tests rule out.
            return (keymap, refusals);
        };
        let (request, _, _) = taken.remove(culprit);
        let other = BINDINGS
            .get(other)
            .and_then(action_name)
            .unwrap_or_else(|| "typing digits".to_owned());
        refusals.push(Refusal {
            at: request.at.clone(),
            message: format!(
                "{} on {}: {} already has that key",
                request.action,
                key.name(),
                other
            ),
        });
    }
}

/// The first rebound row (table order) that shares a key with another action on a screen
/// where both apply: the row, the key and the other row.
#[must_use]
pub fn first_conflict(keymap: &Keymap) -> Option<(usize, Key, usize)> {
    (0..BINDINGS.len())
        .filter(|&i| keymap.is_replaced(i))
        .find_map(|i| (0..BINDINGS.len()).find_map(|j| Some((i, shared_key(keymap, i, j)?, j))))
}

/// Every row pair of the standard table sharing a key on a common screen (for its tests).
#[cfg(test)]
#[must_use]
pub fn standard_conflicts() -> Vec<(usize, usize)> {
    let n = BINDINGS.len();
    (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .filter(|&(i, j)| shared_key(&Keymap::STANDARD, i, j).is_some())
        .collect()
}

/// A key rows `i` and `j` both have, when they are different actions on a common screen.
fn shared_key(keymap: &Keymap, i: usize, j: usize) -> Option<Key> {
    let (a, b) = (BINDINGS.get(i)?, BINDINGS.get(j)?);
    // Rows whose contexts never meet (a replay's and one bound everywhere but a replay, the
    // tree pane's and one bound everywhere but there) may share keys.
    let apart = a.when.apart(b.when);
    let share_a_screen = !apart && a.screens.iter().any(|s| b.screens.contains(s));
    if i == j || action_name(a) == action_name(b) || !share_a_screen {
        return None;
    }
    let theirs: Vec<Key> = keymap.keys(j).iter().flat_map(|&k| atoms(k)).collect();
    keymap
        .keys(i)
        .iter()
        .flat_map(|&k| atoms(k))
        .find(|k| theirs.contains(k))
}

/// The single keys a key stands for: the digit keys are ten (or nine) keys.
fn atoms(key: Key) -> Vec<Key> {
    let digits = |from: char| (from..='9').map(Key::Char).collect();
    match key {
        Key::Digits => digits('1'),
        Key::Decimal => digits('0'),
        other => vec![other],
    }
}
