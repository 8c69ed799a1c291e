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

/// Why a `try` or `undo` line could not be read, in 16 bytes: where in its line the word at
/// fault starts, and the word kept up to 10 bytes (and shown cut with `…` past them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unreadable {
    fault: Fault,
    numbering: Numbering,
    word: [u8; Unreadable::KEPT],
    /// The bytes of `word` in use, and [`Unreadable::CUT`] when the word was longer.
    len: u8,
    /// The column of the word's first character (from 1; a line is at most
    /// [`MAX_LINE_BYTES`](super::parse::MAX_LINE_BYTES) long), little-endian: bytes keep the
    /// struct unaligned, and so small.
    column: [u8; 2],
}

impl Unreadable {
    const KEPT: usize = 10;
    const CUT: u8 = 0x80;

    /// `word`, a slice of the line `line`, at fault.
    pub(super) fn new(fault: Fault, numbering: Numbering, line: &str, word: &str) -> Self {
        let offset = (word.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
        let column = line
            .get(..offset)
            .map_or(0, |before| before.chars().count())
            + 1;
        let column = u16::try_from(column).unwrap_or(u16::MAX).to_le_bytes();
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
            column,
        }
    }

    /// The column (from 1) of the word at fault in its line.
    #[must_use]
    pub fn column(&self) -> usize {
        usize::from(u16::from_le_bytes(self.column))
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

impl Unreadable {
    /// What the line should have held there: `a digit 1 to 9`, ``a row 1 to 9 in `try R C D` ``.
    #[must_use]
    pub fn expected(&self) -> String {
        let (low, high) = self.numbering.range();
        let what = |column: bool| if column { "column" } else { "row" };
        match self.fault {
            Fault::Form(form) => format!("`{}`", form.pattern()),
            Fault::Zero { column } => format!("a {} {low} to {high}", what(column)),
            Fault::Index { column, form } => {
                format!("a {} {low} to {high} in `{}`", what(column), form.pattern())
            }
            Fault::Digit => "a digit 1 to 9".to_owned(),
            Fault::At => "`@N` (N, a source line, from 1)".to_owned(),
        }
    }

    /// The word found instead (up to 10 bytes, `…` where it was cut; the whole line when it
    /// has too few numbers).
    #[must_use]
    pub fn found(&self) -> String {
        match self.fault {
            Fault::Zero { .. } => "0".to_owned(),
            _ => self.word(),
        }
    }
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (expected, found) = (self.expected(), self.found());
        match self.fault {
            Fault::Zero { .. } => write!(
                f,
                "expected {expected}, found {found} (numbered from 0? add --from-zero)"
            ),
            _ => write!(f, "expected {expected}, found `{found}`"),
        }
    }
}
