//! Input as numbered lines, read as they are needed, so every reader can say
//! `source:line:col: expected …, found …` and no reader holds more than the puzzle it is on.
//!
//! Lines are read from any [`BufRead`]: a file, standard input, a string. Each line is checked
//! as UTF-8 on its own (an error names its line and column) and may be at most
//! [`MAX_LINE_BYTES`] long: a longer one is reported, never buffered whole. Columns count
//! characters, as editors show them (a tab is one column); a byte-order mark at the start is
//! not part of the input.

use std::io::{self, BufRead};

use super::{ParseError, ReadError};

/// The longest line accepted. No layout needs more than a few hundred bytes (a line-format
/// puzzle and its comment); a longer line is not a puzzle.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// One line of input: its 1-based number and its text without the line ending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Line {
    pub number: usize,
    pub text: String,
}

impl Line {
    /// Blank (only whitespace) or a `#` comment line.
    pub fn is_skippable(&self) -> bool {
        let t = self.text.trim();
        t.is_empty() || t.starts_with('#')
    }

    /// Characters with their 1-based columns.
    pub fn chars(&self) -> impl Iterator<Item = (usize, char)> + '_ {
        self.text.chars().enumerate().map(|(i, c)| (i + 1, c))
    }

    /// The column just past the last non-whitespace character.
    pub fn end_column(&self) -> usize {
        self.text.trim_end().chars().count() + 1
    }

    /// Whitespace-separated words with the 1-based column of their first character.
    pub fn words(&self) -> Vec<(usize, &str)> {
        let mut out = Vec::new();
        let mut start: Option<(usize, usize)> = None;
        for (col, (byte, ch)) in self.text.char_indices().enumerate() {
            match (ch.is_whitespace(), start) {
                (true, Some((c, b))) => {
                    out.push((c + 1, &self.text[b..byte]));
                    start = None;
                }
                (false, None) => start = Some((col, byte)),
                _ => {}
            }
        }
        if let Some((c, b)) = start {
            out.push((c + 1, &self.text[b..]));
        }
        out
    }
}

/// Lines of an input, read one at a time.
pub(crate) struct Source<R> {
    pub name: String,
    input: R,
    /// Lines read so far.
    read: usize,
    /// The last line with content (not only whitespace) so far, and the column past its end.
    last: Option<(usize, usize)>,
    /// A content line read ahead and not yet taken.
    ahead: Option<Line>,
    ended: bool,
}

impl<R: BufRead> Source<R> {
    pub fn new(name: &str, input: R) -> Self {
        Self {
            name: name.to_owned(),
            input,
            read: 0,
            last: None,
            ahead: None,
            ended: false,
        }
    }

    /// The next line with content (not blank, not a `#` comment), or `None` at the end.
    pub fn next_content(&mut self) -> Result<Option<Line>, ReadError> {
        if let Some(line) = self.ahead.take() {
            return Ok(Some(line));
        }
        while let Some(line) = self.next_line()? {
            if !line.is_skippable() {
                return Ok(Some(line));
            }
        }
        Ok(None)
    }

    /// The next line, parsed by `parse` where it lies in the input's buffer: for a line that
    /// is there whole, is ASCII and that `parse` accepts, no copy, no allocation and no UTF-8
    /// pass. `Ok(None)` leaves the input as it was, for [`Source::next_content`] to read the
    /// line the careful way (with what is wrong with it). A batch of line-format puzzles
    /// takes this path for nearly every line, and the careful one would cost it more than
    /// the solving of an easy puzzle.
    pub fn next_in_buffer<T>(
        &mut self,
        parse: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<(usize, T)>, ReadError> {
        // Line 1 may start with a byte-order mark; a peeked line comes first.
        if self.ahead.is_some() || self.ended || self.read == 0 {
            return Ok(None);
        }
        let available = loop {
            match self.input.fill_buf() {
                Ok(available) => break available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(self.read_failed(error)),
            }
        };
        let Some(end) = memchr::memchr(b'\n', available) else {
            return Ok(None);
        };
        let line = available[..end]
            .strip_suffix(b"\r")
            .unwrap_or(&available[..end]);
        if line.len() > MAX_LINE_BYTES || !line.is_ascii() {
            return Ok(None);
        }
        let Some(value) = parse(line) else {
            return Ok(None);
        };
        // White space as `str::trim_end` sees it, which for ASCII adds the vertical tab.
        let content = line
            .iter()
            .rposition(|&b| !(b.is_ascii_whitespace() || b == 0x0B))
            .map_or(0, |last| last + 1);
        self.input.consume(end + 1);
        let number = self.read + 1;
        self.read = number;
        if content > 0 {
            self.last = Some((number, content + 1));
        }
        Ok(Some((number, value)))
    }

    /// The next content line, left to be taken.
    pub fn peek_content(&mut self) -> Result<Option<&Line>, ReadError> {
        if self.ahead.is_none() {
            self.ahead = self.next_content()?;
        }
        Ok(self.ahead.as_ref())
    }

    /// Where the input ends, once read to its end: the last line with content, just past
    /// its end.
    pub fn end(&self) -> (usize, usize) {
        self.last.unwrap_or((1, 1))
    }

    pub fn error(&self, line: usize, column: usize, message: impl Into<String>) -> ReadError {
        ReadError::Parse(ParseError {
            source_name: self.name.clone(),
            line,
            column,
            message: message.into(),
        })
    }

    /// Any next line (blank and comment lines included).
    fn next_line(&mut self) -> Result<Option<Line>, ReadError> {
        if self.ended {
            return Ok(None);
        }
        let number = self.read + 1;
        let mut bytes = Vec::new();
        let complete = self.read_until_newline(&mut bytes, number)?;
        if !complete && bytes.is_empty() {
            self.ended = true;
            return Ok(None);
        }
        self.read = number;
        if bytes.last() == Some(&b'\n') {
            bytes.pop();
        }
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        let mut text = self.utf8(bytes, number)?;
        if number == 1 && text.starts_with('\u{feff}') {
            // Windows editors start UTF-8 files with a byte-order mark; it is not the puzzle.
            text.drain(..'\u{feff}'.len_utf8());
        }
        if !text.trim().is_empty() {
            self.last = Some((number, text.trim_end().chars().count() + 1));
        }
        Ok(Some(Line { number, text }))
    }

    /// A read error: it ends the input.
    fn read_failed(&mut self, error: io::Error) -> ReadError {
        self.ended = true;
        ReadError::Io {
            source_name: self.name.clone(),
            error,
        }
    }

    /// Append the bytes up to and including the next newline; `false` at the end of the input.
    /// A line longer than [`MAX_LINE_BYTES`] is an error, found without reading it whole.
    fn read_until_newline(
        &mut self,
        bytes: &mut Vec<u8>,
        number: usize,
    ) -> Result<bool, ReadError> {
        loop {
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(self.read_failed(error)),
            };
            if available.is_empty() {
                return Ok(false);
            }
            // Never more than one byte past the limit, whatever the reader hands over.
            let room = (MAX_LINE_BYTES + 3).saturating_sub(bytes.len()).max(1);
            let window = &available[..available.len().min(room)];
            let (taken, done) = match memchr::memchr(b'\n', window) {
                Some(at) => (at + 1, true),
                None => (window.len(), false),
            };
            bytes.extend_from_slice(&available[..taken]);
            self.input.consume(taken);
            if bytes.len() > MAX_LINE_BYTES + 2 {
                let column = String::from_utf8_lossy(&bytes[..MAX_LINE_BYTES])
                    .chars()
                    .count()
                    + 1;
                self.ended = true;
                return Err(self.error(
                    number,
                    column,
                    format!(
                        "expected a line of at most {MAX_LINE_BYTES} bytes, found a longer one"
                    ),
                ));
            }
            if done {
                return Ok(true);
            }
        }
    }

    /// The line's bytes as text, or an error at its first byte that is not UTF-8.
    fn utf8(&mut self, bytes: Vec<u8>, number: usize) -> Result<String, ReadError> {
        String::from_utf8(bytes).map_err(|e| {
            let bytes = e.as_bytes();
            let valid = e.utf8_error().valid_up_to();
            // Everything before `valid` is UTF-8, so this cannot fail; empty if it did.
            let before = std::str::from_utf8(&bytes[..valid]).unwrap_or_default();
            let before = if number == 1 {
                before.trim_start_matches('\u{feff}')
            } else {
                before
            };
            self.ended = true;
            self.error(
                number,
                before.chars().count() + 1,
                format!(
                    "expected UTF-8 text, found byte {:#04x}",
                    bytes.get(valid).copied().unwrap_or_default()
                ),
            )
        })
    }
}

/// A whitespace-separated word and where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Word {
    pub line: usize,
    pub column: usize,
    pub text: String,
}

/// `'x'` for one character (white space and control characters by their code point and name:
/// `U+00A0 (no-break space)`), `"xyz"` for longer words: what the user typed, quoted. A word
/// longer than [`QUOTE_CHARS`] is cut there and ends in `…`, so a long line in the wrong
/// format makes a one-line message.
pub(crate) fn quoted(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => character(c),
        _ => match text.char_indices().nth(QUOTE_CHARS) {
            Some((cut, _)) => format!("{:?}…", &text[..cut]),
            None => format!("{text:?}"),
        },
    }
}

/// One character as a message shows it: `'x'`, or for one that does not show, its code point
/// and name (`U+00A0 (no-break space)`, `U+0009 (tab)`).
pub(crate) fn character(c: char) -> String {
    let name = match c {
        ' ' => "space",
        '\t' => "tab",
        '\u{a0}' => "no-break space",
        '\u{2007}' => "figure space",
        '\u{202f}' => "narrow no-break space",
        '\u{3000}' => "ideographic space",
        '\u{200b}' => "zero-width space",
        '\u{feff}' => "zero-width no-break space",
        c if c.is_whitespace() => "white space",
        c if c.is_control() => "control character",
        _ => return format!("{c:?}"),
    };
    format!("U+{:04X} ({name})", u32::from(c))
}

/// How many characters of a wrong word an error message quotes.
pub(crate) const QUOTE_CHARS: usize = 20;

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &[u8]) -> Result<Vec<Line>, ReadError> {
        let mut source = Source::new("f", text);
        let mut out = Vec::new();
        while let Some(line) = source.next_content()? {
            out.push(line);
        }
        Ok(out)
    }

    #[test]
    fn lines_are_numbered_and_endings_dropped() {
        let got = lines(b"\xef\xbb\xbfab\r\n\n  \n# c\ncd").unwrap();
        assert_eq!(
            got.iter()
                .map(|l| (l.number, l.text.as_str()))
                .collect::<Vec<_>>(),
            [(1, "ab"), (5, "cd")]
        );
    }

    #[test]
    fn a_byte_that_is_not_utf8_is_placed_by_line_and_character() {
        let message = |bytes: &[u8]| lines(bytes).unwrap_err().to_string();
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
    }

    #[test]
    fn a_line_too_long_is_an_error_not_a_buffer() {
        let mut text = b"ok\n".to_vec();
        text.extend(std::iter::repeat_n(b'1', 3 * MAX_LINE_BYTES));
        let ReadError::Parse(error) = lines(&text).unwrap_err() else {
            panic!("a parse error");
        };
        assert_eq!(error.line, 2);
        assert_eq!(error.column, MAX_LINE_BYTES + 1);
        assert!(error.message.contains("at most 65536 bytes"), "{error}");
    }

    /// A parser that takes any line of digits, like the line format's plain lines.
    fn digits(line: &[u8]) -> Option<usize> {
        line.iter().all(u8::is_ascii_digit).then_some(line.len())
    }

    #[test]
    fn a_plain_line_is_taken_where_it_lies_and_anything_else_is_left() {
        let mut source = Source::new("f", &b"12\n345\r\n6\xc3\xa9\nab\n78"[..]);
        // Line 1 (a byte-order mark may start it) and a peeked line go the careful way.
        assert_eq!(source.next_in_buffer(digits).unwrap(), None);
        assert_eq!(source.peek_content().unwrap().map(|l| l.number), Some(1));
        assert_eq!(source.next_in_buffer(digits).unwrap(), None);
        assert_eq!(source.next_content().unwrap().map(|l| l.number), Some(1));
        // Line 2, CRLF: taken in place.
        assert_eq!(source.next_in_buffer(digits).unwrap(), Some((2, 3)));
        assert_eq!(source.end(), (2, 4));
        // Not ASCII, then not accepted: left for the careful read, which numbers them.
        assert_eq!(source.next_in_buffer(digits).unwrap(), None);
        assert_eq!(source.next_content().unwrap().map(|l| l.number), Some(3));
        assert_eq!(source.next_in_buffer(digits).unwrap(), None);
        assert_eq!(source.next_content().unwrap().map(|l| l.number), Some(4));
        // The last line has no newline in the buffer: the careful way.
        assert_eq!(source.next_in_buffer(digits).unwrap(), None);
        assert_eq!(source.next_content().unwrap().map(|l| l.number), Some(5));
        assert_eq!(source.next_content().unwrap(), None);
    }

    /// Reads `text`, but its second read fails (once).
    struct FailsOnce {
        text: &'static [u8],
        reads: usize,
    }

    impl io::Read for FailsOnce {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.reads += 1;
            if self.reads == 2 {
                return Err(io::Error::other("the disk went away"));
            }
            io::Read::read(&mut self.text, buf)
        }
    }

    #[test]
    fn an_error_met_reading_in_place_is_reported_not_retried() {
        // The reader hands over line 1 in one read, then fails once: the error ends the input.
        let reader = FailsOnce {
            text: b"11\n22\n33\n",
            reads: 0,
        };
        let mut source = Source::new("f", io::BufReader::with_capacity(3, reader));
        assert_eq!(source.next_content().unwrap().map(|l| l.number), Some(1));
        let Err(ReadError::Io { error, .. }) = source.next_in_buffer(digits) else {
            panic!("the read error");
        };
        assert_eq!(error.to_string(), "the disk went away");
        assert_eq!(
            source.next_content().unwrap(),
            None,
            "nothing after an error"
        );
    }

    #[test]
    fn characters_that_do_not_show_are_named() {
        assert_eq!(quoted("\u{a0}"), "U+00A0 (no-break space)");
        assert_eq!(quoted("x"), "'x'");
        assert_eq!(character('\u{3000}'), "U+3000 (ideographic space)");
    }
}
