//! Why a `try` or `undo` line could not be read, kept small: a trace holds up to a million
//! steps, each with its move or this.

use super::numbering::Numbering;

/// The forms of line a trace is read for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Form {
    Try,
    Undo,
    TryDomino,
    UndoDomino,
}

impl Form {
    /// How many numbers follow the keyword.
    pub(super) fn numbers(self) -> usize {
        match self {
            Form::Try => 3,
            Form::Undo => 2,
            Form::TryDomino => 6,
            Form::UndoDomino => 4,
        }
    }

    fn pattern(self) -> &'static str {
        match self {
            Form::Try => "try R C D",
            Form::Undo => "undo R C",
            Form::TryDomino => "try R1 C1 R2 C2 A B",
            Form::UndoDomino => "undo R1 C1 R2 C2",
        }
    }
}

/// What is wrong with a `try` or `undo` line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Fault {
    /// Not as many numbers as the form takes (the word kept is the whole line).
    Form(Form),
    /// A row or column of 0 where they count from 1.
    Zero { column: bool },
    /// A row or column that is no number in range.
    Index { column: bool, form: Form },
    /// A digit that is not 1 to 9.
    Digit,
    /// A last word `@…` that is no source line number.
    At,
}

/// Why a `try` or `undo` line could not be read, in 16 bytes: the word at fault is kept up
/// to 12 bytes (and shown cut with `…` past them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unreadable {
    fault: Fault,
    numbering: Numbering,
    word: [u8; Unreadable::KEPT],
    /// The bytes of `word` in use, and [`Unreadable::CUT`] when the word was longer.
    len: u8,
}

impl Unreadable {
    const KEPT: usize = 12;
    const CUT: u8 = 0x80;

    pub(super) fn new(fault: Fault, numbering: Numbering, word: &str) -> Self {
        let mut end = word.len().min(Self::KEPT);
        while !word.is_char_boundary(end) {
            end -= 1;
        }
        let mut kept = [0; Self::KEPT];
        kept[..end].copy_from_slice(&word.as_bytes()[..end]);
        let cut = if end < word.len() { Self::CUT } else { 0 };
        Self {
            fault,
            numbering,
            word: kept,
            len: u8::try_from(end).unwrap_or(0) | cut,
        }
    }

    /// The word at fault, `…` where it was cut.
    fn word(&self) -> String {
        let end = usize::from(self.len & !Self::CUT).min(Self::KEPT);
        let word = String::from_utf8_lossy(&self.word[..end]);
        if self.len & Self::CUT == 0 {
            word.into_owned()
        } else {
            format!("{}…", word.trim_end())
        }
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (low, high) = self.numbering.range();
        let what = |column: bool| if column { "column" } else { "row" };
        let word = self.word();
        match self.fault {
            Fault::Form(form) => {
                write!(f, "expected `{}`, found `{word}`", form.pattern())
            }
            Fault::Zero { column } => write!(
                f,
                "{} 0 is outside {low} to {high} (numbered from 0? add --from-zero)",
                what(column)
            ),
            Fault::Index { column, form } => write!(
                f,
                "{} `{word}` is not {low} to {high} in `{}`",
                what(column),
                form.pattern()
            ),
            Fault::Digit => write!(f, "digit `{word}` is not 1 to 9"),
            Fault::At => write!(f, "`{word}` is no source line: expected `@N`, N from 1"),
        }
    }
}
