//! The rows of the binding table. Add a row to bind a key; footer and help follow.

use crossterm::event::KeyCode;

use super::{Binding, Command, Key};
use crate::tui::action::{Action, Direction};
use crate::tui::app::ScreenKind;

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
