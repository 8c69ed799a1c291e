//! The one key-binding table. It drives the key → action mapping, the footer and the help
//! overlay, so the three can never disagree. To bind a key, add a row.

use std::borrow::Cow;
use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use stepdoku_core::Digit;

use super::action::{Action, MenuAction, WatchAction};
use super::screen::{Context, ScreenKind};

/// A key as the table names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Code(KeyCode),
    /// `1`–`9`; the action receives the digit pressed.
    Digits,
    /// `0`–`9`, for typing numbers (a puzzle's number in a collection).
    Decimal,
}

/// What a row does: a fixed action, or one built from the digit pressed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    Do(Action),
    Digit,
    /// The menu's number typing.
    MenuDigit,
    /// The watch's number typing (a step, a depth, a cell).
    WatchDigit,
}

/// One row of the table.
#[derive(Clone, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    pub command: Command,
    /// A sentence for the help overlay; empty when the row's keys belong with the row above.
    pub help: &'static str,
    /// Where the row is active.
    pub screens: &'static [ScreenKind],
    /// `None` keeps the row to the help overlay.
    pub footer: Option<FooterEntry>,
    /// Where, beyond its screens, the row is offered.
    pub when: When,
    /// The settings file's name for the row, when its action's name would be shared with
    /// rows that must be rebound apart (`q` and `Ctrl-C` both quit).
    pub name: Option<&'static str>,
}

impl Binding {
    fn applies(&self, context: Context) -> bool {
        self.screens.contains(&context.screen) && self.when.holds(context)
    }
}

/// How a row shows in the footer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FooterEntry {
    /// Which rows survive a narrow terminal: the lowest numbers.
    pub position: u8,
    /// The keys, shortest form (`←↓↑→`); the help lists every key.
    pub keys: &'static str,
    /// One word or two.
    pub label: &'static str,
}

mod build;
mod learning;
pub mod rebind;
mod table;
mod when;

pub use table::BINDINGS;
pub use when::When;

impl Key {
    /// `Some` when the key matches, carrying the digit's value for a digit key.
    #[expect(
        clippy::option_option,
        reason = "outer: whether the key matches; inner: the digit a digit key carries"
    )]
    fn matches(self, event: &KeyEvent) -> Option<Option<u8>> {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let alt = event.modifiers.contains(KeyModifiers::ALT);
        match (self, event.code) {
            (Key::Ctrl(c), KeyCode::Char(pressed)) if ctrl => {
                (pressed.eq_ignore_ascii_case(&c)).then_some(None)
            }
            (_, _) if ctrl || alt => None,
            (Key::Char(c), KeyCode::Char(pressed)) => (pressed == c).then_some(None),
            (Key::Digits, KeyCode::Char(pressed)) => {
                Digit::from_char(pressed).map(|d| Some(d.get()))
            }
            (Key::Decimal, KeyCode::Char(pressed)) => pressed.to_digit(10).map(|d| Some(d as u8)),
            (Key::Code(code), pressed) => (pressed == code).then_some(None),
            _ => None,
        }
    }
}

/// The binding table as it is in force: the rows of [`BINDINGS`], with the keys of some
/// rows replaced by the settings file. The standard keymap replaces nothing.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Keymap {
    /// Row index in [`BINDINGS`] → the keys that replace the row's own.
    replaced: BTreeMap<usize, Vec<Key>>,
}

/// One row of the footer as it is in force.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FooterShown {
    pub position: u8,
    pub keys: Cow<'static, str>,
    pub label: &'static str,
}

impl Keymap {
    /// The table as written.
    pub const STANDARD: Keymap = Keymap {
        replaced: BTreeMap::new(),
    };

    /// `self` with row `index`'s keys replaced.
    #[must_use]
    pub fn with_keys(mut self, index: usize, keys: Vec<Key>) -> Self {
        self.replaced.insert(index, keys);
        self
    }

    /// The keys in force for row `index`.
    #[must_use]
    pub fn keys(&self, index: usize) -> &[Key] {
        match self.replaced.get(&index) {
            Some(keys) => keys,
            None => BINDINGS.get(index).map_or(&[], |b| b.keys),
        }
    }

    /// Whether the settings file changed row `index`.
    #[must_use]
    pub fn is_replaced(&self, index: usize) -> bool {
        self.replaced.contains_key(&index)
    }

    /// The rows of `context` with their keys in force, in table order.
    fn rows(
        &self,
        context: Context,
    ) -> impl Iterator<Item = (&'static Binding, &[Key], bool)> + '_ {
        BINDINGS
            .iter()
            .enumerate()
            .filter(move |(_, b)| b.applies(context))
            .map(|(i, b)| (b, self.keys(i), self.is_replaced(i)))
    }

    /// The action a key press asks for in `context`, if any. Pure: the table and the event only.
    #[must_use]
    pub fn action_for_key(&self, event: &KeyEvent, context: impl Into<Context>) -> Option<Action> {
        if event.kind == KeyEventKind::Release {
            return None;
        }
        self.rows(context.into()).find_map(|(b, keys, _)| {
            let digit = keys.iter().find_map(|k| k.matches(event))?;
            match (b.command.clone(), digit) {
                (Command::Do(action), _) => Some(action),
                (Command::Digit, Some(d)) => Digit::new(d).map(Action::Digit),
                (Command::MenuDigit, Some(d)) => Some(Action::Menu(MenuAction::Digit(d))),
                (Command::WatchDigit, Some(d)) => Some(Action::Watch(WatchAction::Type(d))),
                (Command::Digit | Command::MenuDigit | Command::WatchDigit, None) => None,
            }
        })
    }

    /// The footer entries of `context`, in table order: a rebound row shows its new key.
    pub fn footer_entries(
        &self,
        context: impl Into<Context>,
    ) -> impl Iterator<Item = FooterShown> + '_ {
        let context = context.into();
        self.rows(context).filter_map(move |(b, keys, replaced)| {
            if !b.when.in_footer(context) {
                return None;
            }
            let footer = b.footer?;
            let keys = if replaced {
                Cow::Owned(keys.first().map(|k| k.name()).unwrap_or_default())
            } else {
                Cow::Borrowed(footer.keys)
            };
            Some(FooterShown {
                position: footer.position,
                keys,
                label: footer.label,
            })
        })
    }

    /// The key a popup names for `action` in `context`: the row's footer form (`p`), else its
    /// first key. Popups ask here instead of writing the key, so a rebinding reaches them too.
    #[must_use]
    pub fn key_for(&self, action: &Action, context: impl Into<Context>) -> Option<String> {
        self.rows(context.into())
            .find(|(b, _, _)| b.command == Command::Do(action.clone()))
            .and_then(|(b, keys, replaced)| match b.footer {
                Some(footer) if !replaced => Some(footer.keys.to_owned()),
                _ => keys.first().map(|k| k.name()),
            })
    }

    /// The first key bound to `action` in `context`, by itself (`N`, where the footer shows
    /// `n N` for two rows at once).
    #[must_use]
    pub fn first_key_for(&self, action: &Action, context: impl Into<Context>) -> Option<String> {
        self.rows(context.into())
            .find(|(b, _, _)| b.command == Command::Do(action.clone()))
            .and_then(|(_, keys, _)| keys.first().map(|k| k.name()))
    }

    /// What `key` does in `context`, short: its row's footer label (`tree`), else the head of
    /// its help sentence, for a message that points from a near miss to it.
    #[must_use]
    pub fn what_key_does(&self, key: &KeyEvent, context: impl Into<Context>) -> Option<String> {
        let (binding, _, _) = self
            .rows(context.into())
            .find(|(_, keys, _)| keys.iter().any(|k| k.matches(key).is_some()))?;
        match binding.footer {
            Some(footer) => Some(footer.label.to_owned()),
            None => {
                let head = binding.help.split([':', ';', '(', ',']).next()?.trim();
                (!head.is_empty()).then(|| head.to_lowercase())
            }
        }
    }

    /// What `key` does on a classic Sudoku on this screen when the Sudominoku in `context`
    /// leaves it out: the row's help sentence, for a message saying why the key does nothing.
    #[must_use]
    pub fn classic_only_help(&self, key: &KeyEvent, context: Context) -> Option<&'static str> {
        if !context.sudominoku {
            return None;
        }
        let classic = Context {
            sudominoku: false,
            ..context
        };
        self.rows(classic)
            .filter(|(b, _, _)| b.when.classic_only(classic))
            .find(|(_, keys, _)| keys.iter().any(|k| k.matches(key).is_some()))
            .map(|(b, _, _)| b.help)
            .filter(|help| !help.is_empty())
    }

    /// The rows the help overlay lists for `context`, in table order, each with its keys in
    /// force as the overlay names them. A row with no help text belongs with the row before
    /// it (its keys are listed there).
    pub fn help_rows(
        &self,
        context: impl Into<Context>,
    ) -> impl Iterator<Item = (&'static Binding, String)> + '_ {
        // A key whose meaning turns on the tree pane (Enter, the arrows) is listed with both:
        // each row's sentence says where it applies, so the help matches the footer whether
        // or not the pane is open.
        // Where the pane cannot open (a replay, the logical solve), only the rows in force.
        let context = context.into();
        let flipped = Context {
            tree: !context.tree,
            ..context
        };
        let tree_opens = tree_opens(context);
        BINDINGS
            .iter()
            .enumerate()
            .filter(move |(_, b)| b.applies(context) || (tree_opens && b.applies(flipped)))
            .map(|(i, b)| (b, key_names(self.keys(i))))
    }

    /// What the help overlay and the man page list for `context`: each row's keys and its
    /// sentence, a row with no help of its own (move down, up, right) adding its keys to the
    /// row above.
    pub fn help_lines(&self, context: impl Into<Context>) -> Vec<(String, &'static str)> {
        let context = context.into();
        let tree_opens = tree_opens(context);
        let mut lines: Vec<(String, &'static str)> = Vec::new();
        for (binding, names) in self.help_rows(context) {
            match lines.last_mut() {
                Some((keys, _)) if binding.help.is_empty() => {
                    keys.push(' ');
                    keys.push_str(&names);
                }
                _ if binding.help.is_empty() => {}
                _ => lines.push((names, help_sentence(binding, tree_opens))),
            }
        }
        lines
    }
}

/// Whether the tree pane can open in `context` (its key is bound there, open or not): a
/// replay and the logical solve have no tree.
fn tree_opens(context: Context) -> bool {
    let flipped = Context {
        tree: !context.tree,
        ..context
    };
    BINDINGS.iter().any(|b| {
        matches!(
            b.command,
            Command::Do(Action::Watch(WatchAction::ToggleTree))
        ) && (b.applies(context) || b.applies(flipped))
    })
}

/// A row's sentence in the help: where the tree pane cannot open, a row says nothing of
/// being outside it.
fn help_sentence(binding: &Binding, tree_opens: bool) -> &'static str {
    match binding.help.strip_suffix(" (outside the tree pane)") {
        Some(bare) if !tree_opens => bare,
        _ => binding.help,
    }
}

/// Every key of a row, as the help overlay lists them.
#[must_use]
pub fn key_names(keys: &[Key]) -> String {
    keys.iter().map(|k| k.name()).collect::<Vec<_>>().join(" ")
}

impl Key {
    /// How the help overlay names the key.
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Key::Char(' ') => "Space".into(),
            Key::Char(c) => c.to_string(),
            Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
            Key::Digits => "1-9".into(),
            Key::Decimal => "0-9".into(),
            Key::Code(code) => match code {
                KeyCode::Left => "←".into(),
                KeyCode::Right => "→".into(),
                KeyCode::Up => "↑".into(),
                KeyCode::Down => "↓".into(),
                KeyCode::Backspace => "Backspace".into(),
                KeyCode::Delete => "Del".into(),
                KeyCode::Enter => "Enter".into(),
                KeyCode::Esc => "Esc".into(),
                KeyCode::Tab => "Tab".into(),
                KeyCode::Home => "Home".into(),
                KeyCode::End => "End".into(),
                KeyCode::PageUp => "PgUp".into(),
                KeyCode::PageDown => "PgDn".into(),
                KeyCode::F(n) => format!("F{n}"),
                other => other.to_string(),
            },
        }
    }
}

impl Binding {
    /// Every key of the row, as the help overlay lists them.
    #[must_use]
    pub fn key_names(&self) -> String {
        key_names(self.keys)
    }
}
