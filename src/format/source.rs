//! Input text as numbered lines and positioned tokens, so every reader can say
//! `source:line:col: expected …, found …`.

use super::ParseError;

/// One line of input: its 1-based number and its text without the line ending.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Line<'a> {
    pub number: usize,
    pub text: &'a str,
}

impl<'a> Line<'a> {
    /// Blank (only whitespace) or a `#` comment line.
    pub fn is_skippable(&self) -> bool {
        let t = self.text.trim();
        t.is_empty() || t.starts_with('#')
    }

    /// Characters with their 1-based columns.
    pub fn chars(&self) -> impl Iterator<Item = (usize, char)> + 'a {
        self.text.chars().enumerate().map(|(i, c)| (i + 1, c))
    }

    /// The column just past the last non-whitespace character.
    pub fn end_column(&self) -> usize {
        self.text.trim_end().chars().count() + 1
    }

    /// Whitespace-separated words with the 1-based column of their first character.
    pub fn words(&self) -> Vec<(usize, &'a str)> {
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

/// The input split into lines (CRLF, CR-less and a missing final newline alike).
#[derive(Debug)]
pub(crate) struct Source<'a> {
    pub name: &'a str,
    pub lines: Vec<Line<'a>>,
}

impl<'a> Source<'a> {
    pub fn new(name: &'a str, text: &'a str) -> Self {
        let lines = text
            .split('\n')
            .enumerate()
            .map(|(i, l)| Line {
                number: i + 1,
                text: l.strip_suffix('\r').unwrap_or(l),
            })
            .collect();
        Self { name, lines }
    }

    /// Lines that carry content, in order.
    pub fn content(&self) -> impl Iterator<Item = Line<'a>> + '_ {
        self.lines.iter().copied().filter(|l| !l.is_skippable())
    }

    /// Where the input ends: the last line with content, just past its end.
    pub fn end(&self) -> (usize, usize) {
        self.lines
            .iter()
            .rev()
            .find(|l| !l.text.trim().is_empty())
            .map_or((1, 1), |l| (l.number, l.end_column()))
    }

    pub fn error(&self, line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            source_name: self.name.to_owned(),
            line,
            column,
            message: message.into(),
        }
    }

    /// Every word of the input, with its line and column.
    pub fn words(&self) -> Vec<Word<'a>> {
        self.lines
            .iter()
            .flat_map(|l| {
                l.words().into_iter().map(move |(column, text)| Word {
                    line: l.number,
                    column,
                    text,
                })
            })
            .collect()
    }
}

/// A whitespace-separated word and where it starts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Word<'a> {
    pub line: usize,
    pub column: usize,
    pub text: &'a str,
}

/// `text` without a leading UTF-8 byte-order mark.
pub(crate) fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// `'x'` for one character, `"xyz"` for longer words: what the user typed, quoted. A word
/// longer than [`QUOTE_CHARS`] is cut there and ends in `…`, so a 10 MB line in the wrong
/// format makes a one-line message.
pub(crate) fn quoted(text: &str) -> String {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => format!("{c:?}"),
        _ => match text.char_indices().nth(QUOTE_CHARS) {
            Some((cut, _)) => format!("{:?}…", &text[..cut]),
            None => format!("{text:?}"),
        },
    }
}

/// How many characters of a wrong word an error message quotes.
pub(crate) const QUOTE_CHARS: usize = 20;
