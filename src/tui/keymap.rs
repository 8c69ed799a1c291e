//! The one key-binding table. It drives the key → action mapping, the footer and the help
//! overlay, so the three can never disagree. To bind a key, add a row.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use stepdoku::Digit;

use super::action::{Action, Direction};
use super::app::ScreenKind;

/// A key as the table names it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    Char(char),
    Ctrl(char),
    Code(KeyCode),
    /// `1`–`9`; the action receives the digit pressed.
    Digits,
}

/// What a row does: a fixed action, or one built from the digit pressed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Command {
    Do(Action),
    Digit,
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub keys: &'static [Key],
    pub command: Command,
    /// How the footer names the keys, shortest form (`←↓↑→`); the help lists every key.
    pub keys_label: &'static str,
    /// One word or two, for the footer.
    pub short: &'static str,
    /// A sentence for the help overlay.
    pub help: &'static str,
    /// Where the row is active.
    pub screens: &'static [ScreenKind],
    /// Footer position; `None` keeps the row to the help overlay. Low numbers survive narrow
    /// terminals.
    pub footer: Option<u8>,
}

use Action as A;
use Key::{Char, Code, Ctrl};
use ScreenKind as S;

const PLAY: &[ScreenKind] = &[S::Play];
const ANYWHERE: &[ScreenKind] = &[S::Play, S::Paused, S::Solved, S::Resume, S::Help];

pub const BINDINGS: &[Binding] = &[
    Binding {
        keys: &[Code(KeyCode::Left), Char('h')],
        command: Command::Do(A::Move(Direction::Left)),
        keys_label: "←↓↑→",
        short: "move",
        help: "Move left",
        screens: PLAY,
        footer: Some(1),
    },
    Binding {
        keys: &[Code(KeyCode::Down), Char('j')],
        command: Command::Do(A::Move(Direction::Down)),
        keys_label: "",
        short: "",
        help: "Move down",
        screens: PLAY,
        footer: None,
    },
    Binding {
        keys: &[Code(KeyCode::Up), Char('k')],
        command: Command::Do(A::Move(Direction::Up)),
        keys_label: "",
        short: "",
        help: "Move up",
        screens: PLAY,
        footer: None,
    },
    Binding {
        keys: &[Code(KeyCode::Right), Char('l')],
        command: Command::Do(A::Move(Direction::Right)),
        keys_label: "",
        short: "",
        help: "Move right",
        screens: PLAY,
        footer: None,
    },
    Binding {
        keys: &[Key::Digits],
        command: Command::Digit,
        keys_label: "1-9",
        short: "enter",
        help: "Enter a digit; in notes mode, add or remove a pencil mark",
        screens: PLAY,
        footer: Some(2),
    },
    Binding {
        keys: &[
            Char('0'),
            Char('.'),
            Code(KeyCode::Backspace),
            Code(KeyCode::Delete),
        ],
        command: Command::Do(A::Erase),
        keys_label: "0",
        short: "erase",
        help: "Erase the digit or notes in the cell",
        screens: PLAY,
        footer: Some(3),
    },
    Binding {
        keys: &[Char('n')],
        command: Command::Do(A::ToggleNotesMode),
        keys_label: "n",
        short: "notes",
        help: "Switch between entering digits and pencil marks",
        screens: PLAY,
        footer: Some(4),
    },
    Binding {
        keys: &[Char('u'), Ctrl('z')],
        command: Command::Do(A::Undo),
        keys_label: "u",
        short: "undo",
        help: "Undo the last change, notes included (unlimited)",
        screens: PLAY,
        footer: Some(5),
    },
    Binding {
        keys: &[Char('r'), Ctrl('y')],
        command: Command::Do(A::Redo),
        keys_label: "r",
        short: "redo",
        help: "Redo what was undone",
        screens: PLAY,
        footer: Some(7),
    },
    Binding {
        keys: &[Char('m')],
        command: Command::Do(A::ToggleMistakes),
        keys_label: "m",
        short: "mistakes",
        help: "Mistakes: mark digits that differ from the solution (on/off)",
        screens: PLAY,
        footer: Some(8),
    },
    Binding {
        keys: &[Char('a')],
        command: Command::Do(A::ToggleAutoNotes),
        keys_label: "a",
        short: "auto-notes",
        help: "Auto-notes: placing a digit clears it from its peers' notes (on/off)",
        screens: PLAY,
        footer: None,
    },
    Binding {
        keys: &[Char('p')],
        command: Command::Do(A::TogglePause),
        keys_label: "p",
        short: "pause",
        help: "Pause the clock and hide the board; p again resumes",
        screens: &[S::Play, S::Paused],
        footer: Some(6),
    },
    Binding {
        keys: &[Char('y'), Code(KeyCode::Enter)],
        command: Command::Do(A::ResumeSaved),
        keys_label: "y",
        short: "resume saved game",
        help: "Resume the saved game",
        screens: &[S::Resume],
        footer: Some(1),
    },
    Binding {
        keys: &[Char('n')],
        command: Command::Do(A::StartNew),
        keys_label: "n",
        short: "new puzzle",
        help: "Start the new puzzle; the saved game is kept in a backup file",
        screens: &[S::Resume],
        footer: Some(2),
    },
    Binding {
        keys: &[Char('?'), Code(KeyCode::F(1))],
        command: Command::Do(A::ToggleHelp),
        keys_label: "?",
        short: "help",
        help: "Show or hide this help",
        screens: ANYWHERE,
        footer: Some(0),
    },
    Binding {
        keys: &[Code(KeyCode::Esc)],
        command: Command::Do(A::Close),
        keys_label: "Esc",
        short: "close",
        help: "Close the help",
        screens: &[S::Help],
        footer: Some(1),
    },
    Binding {
        keys: &[Char('q'), Ctrl('c')],
        command: Command::Do(A::Quit),
        keys_label: "q",
        short: "quit",
        help: "Save and quit; `stepdoku` offers to resume next time",
        screens: ANYWHERE,
        footer: Some(0),
    },
];

impl Key {
    fn matches(self, event: &KeyEvent) -> Option<Option<Digit>> {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let alt = event.modifiers.contains(KeyModifiers::ALT);
        match (self, event.code) {
            (Key::Ctrl(c), KeyCode::Char(pressed)) if ctrl => {
                (pressed.eq_ignore_ascii_case(&c)).then_some(None)
            }
            (_, _) if ctrl || alt => None,
            (Key::Char(c), KeyCode::Char(pressed)) => (pressed == c).then_some(None),
            (Key::Digits, KeyCode::Char(pressed)) => Digit::from_char(pressed).map(Some),
            (Key::Code(code), pressed) => (pressed == code).then_some(None),
            _ => None,
        }
    }
}

/// The action a key press asks for on `screen`, if any. Pure: the table and the event only.
#[must_use]
pub fn action_for_key(event: &KeyEvent, screen: ScreenKind) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    BINDINGS
        .iter()
        .filter(|b| b.screens.contains(&screen))
        .find_map(|b| {
            let digit = b.keys.iter().find_map(|k| k.matches(event))?;
            match (b.command, digit) {
                (Command::Do(action), _) => Some(action),
                (Command::Digit, Some(d)) => Some(Action::Digit(d)),
                (Command::Digit, None) => None,
            }
        })
}

/// The rows the footer may show on `screen`, in table order.
pub fn footer_bindings(screen: ScreenKind) -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .filter(move |b| b.screens.contains(&screen) && b.footer.is_some())
}

/// The rows the help overlay lists for `screen`, in table order.
pub fn help_bindings(screen: ScreenKind) -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .filter(move |b| b.screens.contains(&screen) && !b.help.is_empty())
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
        self.keys
            .iter()
            .map(|k| k.name())
            .collect::<Vec<_>>()
            .join(" ")
    }
}
