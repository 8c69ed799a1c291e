//! Text from input made safe to show: every character that would act on a terminal instead of
//! showing (control characters, and the invisible marks that reorder or hide text) is written
//! as a visible escape, as `ls -b` and `git` show file names. One function, [`escape`], used by
//! every path that prints a file name, a puzzle source, a program's output or a trace line.

use std::borrow::Cow;
use std::fmt::Write as _;

/// `text` with each character that does not show as itself replaced by an escape: `\e` for
/// ESC, `\n`, `\r`, `\t`, `\0`, `\a`, `\b`, `\f`, `\v`, `\xNN` for the other ASCII controls and
/// DEL, `\u{NNNN}` for the C1 controls and for the marks that change the order or the
/// visibility of what follows (bidirectional overrides and isolates, zero-width joiners are
/// kept: they shape scripts and emoji). Everything else is unchanged; text without such a
/// character is returned as it is, unallocated.
#[must_use]
pub fn escape(text: &str) -> Cow<'_, str> {
    if shows_as_is(text, false) || !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    Cow::Owned(out)
}

/// [`escape`] on each line of `text`, the line ends kept: for a block of lines shown as lines
/// (a program's output quoted under a report). A `\r` is escaped, so a line can never
/// overwrite the one before.
#[must_use]
pub fn escape_lines(text: &str) -> Cow<'_, str> {
    if shows_as_is(text, true) || !text.chars().any(|c| c != '\n' && needs_escape(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c == '\n' {
            out.push(c);
        } else {
            push_escaped(&mut out, c);
        }
    }
    Cow::Owned(out)
}

/// Is `text` printable ASCII (and line ends, with `lines`)? Such text needs no escape, and
/// a byte test is several times cheaper than decoding characters: `solve` passes a note per
/// board without a solution through here.
#[inline]
fn shows_as_is(text: &str, lines: bool) -> bool {
    text.bytes()
        .all(|b| (b' '..=b'~').contains(&b) || (lines && b == b'\n'))
}

/// Bytes read from input (not necessarily UTF-8) as text to show: invalid UTF-8 as U+FFFD,
/// then [`escape`]d.
#[must_use]
pub fn escape_bytes(bytes: &[u8]) -> String {
    escape(&String::from_utf8_lossy(bytes)).into_owned()
}

/// Does `c` act on a terminal (or hide or reorder the text around it) instead of showing?
#[must_use]
pub fn needs_escape(c: char) -> bool {
    c.is_control() || is_invisible_mark(c)
}

/// The format characters that reorder the text after them (a "Trojan source" file name shows
/// its end first) or stand for nothing at all.
fn is_invisible_mark(c: char) -> bool {
    matches!(
        c,
        '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{061c}'
    )
}

fn push_escaped(out: &mut String, c: char) {
    if !needs_escape(c) {
        out.push(c);
        return;
    }
    let short = match c {
        '\u{1b}' => "\\e",
        '\n' => "\\n",
        '\r' => "\\r",
        '\t' => "\\t",
        '\0' => "\\0",
        '\u{7}' => "\\a",
        '\u{8}' => "\\b",
        '\u{c}' => "\\f",
        '\u{b}' => "\\v",
        _ => "",
    };
    if !short.is_empty() {
        out.push_str(short);
    } else if u32::from(c) < 0x80 {
        let _ = write!(out, "\\x{:02x}", u32::from(c));
    } else {
        let _ = write!(out, "\\u{{{:04x}}}", u32::from(c));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_unchanged() {
        let text = "r1c1 ① 数独 e\u{301} 👩\u{200d}💻 a\\b";
        assert!(matches!(escape(text), Cow::Borrowed(t) if t == text));
    }

    /// The byte test that lets printable ASCII through unexamined agrees with the character
    /// test on every ASCII character, alone and between others, with and without line ends.
    #[test]
    fn the_ascii_shortcut_agrees_with_the_character_test() {
        for b in 0u8..128 {
            let c = char::from(b);
            for text in [c.to_string(), format!("a{c}b"), format!("x\n{c}")] {
                assert_eq!(shows_as_is(&text, false), !text.chars().any(needs_escape));
                let lines = !text.chars().any(|c| c != '\n' && needs_escape(c));
                assert_eq!(shows_as_is(&text, true), lines, "{b}");
            }
        }
    }

    #[test]
    fn each_control_character_is_visible() {
        assert_eq!(escape("\u{1b}[2J\u{7}x"), "\\e[2J\\ax");
        assert_eq!(escape("a\nb\rc\td"), "a\\nb\\rc\\td");
        assert_eq!(escape("\u{1}\u{7f}\u{9b}"), "\\x01\\x7f\\u{009b}");
        assert_eq!(escape("evil\u{202e}txt.exe"), "evil\\u{202e}txt.exe");
    }

    #[test]
    fn no_character_that_needs_escaping_survives() {
        let every: String = (0u32..0x3000).filter_map(char::from_u32).collect();
        assert!(!escape(&every).chars().any(needs_escape));
        assert!(
            !escape_lines(&every)
                .chars()
                .any(|c| c != '\n' && needs_escape(c))
        );
    }

    #[test]
    fn lines_keep_their_ends_only() {
        assert_eq!(escape_lines("a\u{1b}\nb\r\n"), "a\\e\nb\\r\n");
        assert_eq!(escape_bytes(b"\xff\x1b"), "\u{fffd}\\e");
    }
}
