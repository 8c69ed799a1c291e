//! Reading the puzzle file (or standard input) of a subcommand: one place for the rules every
//! subcommand shares — bytes checked as UTF-8 with a position, the library's parser, and one
//! error type that the top level prints as a single line with exit status 2.

use std::fmt;
use std::io::Read;
use std::path::Path;

use stepdoku::format::{self, Document, Format, ParseError};
use stepdoku::grid::Grid;

/// The name standard input goes by in messages.
pub const STDIN_NAME: &str = "<stdin>";

/// Input that cannot be used: unreadable, not UTF-8, malformed, or the wrong kind of puzzle.
/// [`super::run`] prints it and exits with status 2.
#[derive(Debug)]
pub enum BadInput {
    /// Unreadable, or not what the subcommand can use; printed as `stepdoku: …`.
    Unusable(String),
    /// Something wrong at a place in the text; printed as `file:line:col: …`.
    At(ParseError),
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadInput::Unusable(message) => write!(f, "stepdoku: {message}"),
            BadInput::At(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for BadInput {}

impl From<ParseError> for BadInput {
    fn from(error: ParseError) -> Self {
        BadInput::At(error)
    }
}

/// A parsed input and the name its messages use.
pub struct Input {
    pub name: String,
    pub document: Document,
}

impl Input {
    /// Every puzzle with the line it starts on, all of them classic 9×9 ones; the first
    /// Sudominoku is an error at its line (`what` says what needs a classic puzzle).
    pub fn classic(&self, what: &str) -> Result<Vec<(usize, Grid)>, BadInput> {
        self.document
            .puzzles
            .iter()
            .zip(&self.document.lines)
            .map(|(puzzle, &line)| {
                puzzle
                    .as_classic()
                    .map(|grid| (line, *grid))
                    .ok_or_else(|| {
                        BadInput::At(ParseError {
                            source_name: self.name.clone(),
                            line,
                            column: 1,
                            message: format!("{what} a classic 9×9 puzzle; this is a Sudominoku"),
                        })
                    })
            })
            .collect()
    }
}

/// Read and parse `file` (standard input for `None` or `-`); `forced` skips format detection.
pub fn read(file: Option<&Path>, forced: Option<Format>) -> Result<Input, BadInput> {
    let (name, text) = read_text(file)?;
    let document = format::parse(&name, &text, forced)?;
    Ok(Input { name, document })
}

/// The 0-based position of the puzzle `--index n` names (counted from 1), or a usage error
/// that says how many `label` holds.
pub fn pick(label: &str, n: usize, count: usize) -> Result<usize, BadInput> {
    if (1..=count).contains(&n) {
        return Ok(n - 1);
    }
    let holds = match count {
        0 => "no puzzle".to_owned(),
        1 => "1 puzzle (--index 1)".to_owned(),
        _ => format!("{count} puzzles (--index 1 to {count})"),
    };
    Err(BadInput::Unusable(format!(
        "--index {n} is out of range: {label} holds {holds}"
    )))
}

/// The name and text of `file` (standard input for `None` or `-`).
pub fn read_text(file: Option<&Path>) -> Result<(String, String), BadInput> {
    let (name, bytes) = match file {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            let bytes = std::fs::read(path)
                .map_err(|e| BadInput::Unusable(format!("cannot read {name}: {e}")))?;
            (name, bytes)
        }
        _ => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .lock()
                .read_to_end(&mut bytes)
                .map_err(|e| BadInput::Unusable(format!("cannot read standard input: {e}")))?;
            (STDIN_NAME.to_owned(), bytes)
        }
    };
    let text = utf8(&name, bytes)?;
    Ok((name, text))
}

/// The bytes as text, or an error at the first byte that is not UTF-8.
fn utf8(name: &str, bytes: Vec<u8>) -> Result<String, BadInput> {
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let valid = e.utf8_error().valid_up_to();
        // Everything before `valid` is UTF-8, so this cannot fail; an empty prefix if it did.
        let before = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = before.matches('\n').count() + 1;
        // Columns are characters after a byte-order mark, as the readers count them.
        let column = before[line_start..]
            .trim_start_matches(|c| c == '\u{feff}' && line == 1)
            .chars()
            .count()
            + 1;
        BadInput::At(ParseError {
            source_name: name.to_owned(),
            line,
            column,
            message: format!(
                "expected UTF-8 text, found byte {:#04x}",
                bytes.get(valid).copied().unwrap_or_default()
            ),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(bytes: &[u8]) -> String {
        match utf8("f", bytes.to_vec()) {
            Ok(text) => format!("ok {text}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn a_byte_that_is_not_utf8_is_placed_by_line_and_character() {
        assert_eq!(
            message(b"\xff"),
            "f:1:1: expected UTF-8 text, found byte 0xff"
        );
        // Line 2 holds an ideographic space and an é (five bytes, two characters) before it.
        assert_eq!(
            message(b"ab\n\xe3\x80\x80\xc3\xa9\xfe\r\n"),
            "f:2:3: expected UTF-8 text, found byte 0xfe"
        );
        // A byte-order mark does not count as a column.
        assert_eq!(
            message(b"\xef\xbb\xbf12\x80"),
            "f:1:3: expected UTF-8 text, found byte 0x80"
        );
        assert_eq!(message("ok é".as_bytes()), "ok ok é");
    }
}
