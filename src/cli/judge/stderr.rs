//! What is kept of a program's stderr to explain how it ended: its head (where a Java or C++
//! runtime names the exception, and the first frame the line that threw) and its tail (where
//! a Python traceback ends with the exception), every line and byte counted; shown as its
//! first and last lines with how many were left out between.

use std::fmt::Write as _;

use crate::tui::text::thousands;

/// Bytes kept of the start of stderr.
const HEAD: usize = 4096;

/// Bytes kept of its end (of what came after the head).
const TAIL: usize = 4096;

/// Lines shown of the start, and of the end, when there are more than both.
pub const FIRST_LINES: usize = 5;
pub const LAST_LINES: usize = 10;

/// Characters shown of a line; a longer one ends in `…`.
pub const WIDTH: usize = 160;

/// Stderr as it streams: its head and tail kept, its bytes and lines counted.
#[derive(Debug, Default)]
pub struct Kept {
    head: Vec<u8>,
    /// The last [`TAIL`] bytes of what came after the head.
    tail: Vec<u8>,
    /// Every byte read, kept or not.
    pub bytes: u64,
    /// Every newline read, kept or not.
    newlines: u64,
    /// The last byte read was not a newline: one more line, unfinished.
    open_line: bool,
}

impl Kept {
    /// Take the next `chunk` read.
    pub fn push(&mut self, chunk: &[u8]) {
        if chunk.is_empty() {
            return;
        }
        self.bytes += chunk.len() as u64;
        // Counted as it streams: a few KiB are kept, the program may write GiB.
        self.newlines += newlines_in(chunk);
        self.open_line = chunk.last() != Some(&b'\n');
        let room = HEAD.saturating_sub(self.head.len());
        let (to_head, rest) = chunk.split_at(room.min(chunk.len()));
        self.head.extend_from_slice(to_head);
        self.tail.extend_from_slice(rest);
        let excess = self.tail.len().saturating_sub(TAIL);
        self.tail.drain(..excess);
    }

    /// How many lines were read, counted as `str::lines` counts them.
    #[must_use]
    pub fn lines(&self) -> u64 {
        self.newlines + u64::from(self.open_line)
    }

    /// As text (invalid UTF-8 replaced), for the verdict.
    #[must_use]
    pub fn text(&self) -> Stderr {
        let gap = self.bytes > (self.head.len() + self.tail.len()) as u64;
        let lossy = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        if gap {
            Stderr {
                head: lossy(&self.head),
                tail: lossy(&self.tail),
                gap,
                lines: self.lines(),
            }
        } else {
            // Head and tail meet: one text, so a character split between them stays whole.
            let whole = [self.head.as_slice(), self.tail.as_slice()].concat();
            Stderr {
                head: lossy(&whole),
                tail: String::new(),
                gap,
                lines: self.lines(),
            }
        }
    }
}

/// How many newlines `chunk` holds.
#[expect(
    clippy::naive_bytecount,
    reason = "64 KiB at a time, beside a pipe read: fast enough without another crate"
)]
fn newlines_in(chunk: &[u8]) -> u64 {
    chunk.iter().filter(|&&b| b == b'\n').count() as u64
}

/// What is kept of stderr, as text.
#[derive(Clone, Debug, Default)]
pub struct Stderr {
    /// Its start; all of it when nothing was left out.
    pub head: String,
    /// Its end, when bytes were left out between (`gap`); empty otherwise.
    pub tail: String,
    /// Bytes were left out between head and tail.
    pub gap: bool,
    /// How many lines it had in all.
    pub lines: u64,
}

impl Stderr {
    /// Nothing but whitespace kept.
    #[must_use]
    pub fn is_blank(&self) -> bool {
        self.head.trim().is_empty() && self.tail.trim().is_empty()
    }

    /// Does the kept text hold `needle`?
    #[must_use]
    pub fn contains(&self, needle: &str) -> bool {
        self.head.contains(needle) || self.tail.contains(needle)
    }

    /// The whole lines kept, in order: those of the start, and those of the end (when bytes
    /// were left out between: the tail's first line may be cut, so it is not among them).
    /// The head's last line when cut stays only when it is the head's only one.
    #[must_use]
    pub fn kept_lines(&self) -> (Vec<&str>, Vec<&str>) {
        if !self.gap {
            return (self.head.lines().collect(), Vec::new());
        }
        let mut first: Vec<&str> = self.head.lines().collect();
        if !self.head.ends_with('\n') && first.len() > 1 {
            first.pop();
        }
        let last = self
            .tail
            .split_once('\n')
            .map_or_else(Vec::new, |(_, rest)| rest.lines().collect());
        (first, last)
    }

    /// Its first and last lines, indented, each escaped (tabs drawn as spaces), with how many
    /// lines were left out between; a line wider than [`WIDTH`] is cut and ends in `…`.
    #[must_use]
    pub fn shown(&self) -> String {
        let (first, last) = self.kept_lines();
        let (first, last): (&[&str], &[&str]) =
            if !self.gap && first.len() <= FIRST_LINES + LAST_LINES {
                (&first, &[])
            } else if self.gap {
                (
                    &first[..first.len().min(FIRST_LINES)],
                    &last[last.len().saturating_sub(LAST_LINES)..],
                )
            } else {
                (&first[..FIRST_LINES], &first[first.len() - LAST_LINES..])
            };
        let left_out = self.lines.saturating_sub((first.len() + last.len()) as u64);
        let mut out = String::new();
        for line in first {
            let _ = writeln!(out, "  {}", one_line(line));
        }
        if left_out > 0 {
            let lines = if left_out == 1 { "line" } else { "lines" };
            let _ = writeln!(out, "  … {} {lines} left out …", thousands(left_out));
        }
        for line in last {
            let _ = writeln!(out, "  {}", one_line(line));
        }
        out
    }
}

/// `line` as shown: escaped, tabs drawn as spaces, cut at [`WIDTH`] characters with `…`.
fn one_line(line: &str) -> String {
    let shown = super::tabs::tabs_as_spaces(line);
    if shown.chars().count() > WIDTH {
        let cut: String = shown.chars().take(WIDTH - 1).collect();
        format!("{cut}…")
    } else {
        shown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kept(text: &str) -> Stderr {
        let mut kept = Kept::default();
        for chunk in text.as_bytes().chunks(1000) {
            kept.push(chunk);
        }
        kept.text()
    }

    #[test]
    fn a_short_stderr_is_shown_whole() {
        let text: String = (1..=15).map(|i| format!("line {i}\n")).collect();
        let shown = kept(&text).shown();
        assert_eq!(shown.lines().count(), 15, "{shown}");
        assert!(!shown.contains('…'), "{shown}");
    }

    #[test]
    fn a_long_stderr_keeps_its_first_and_last_lines_and_counts_those_between() {
        for n in [16, 300, 5000] {
            let text: String = (1..=n).map(|i| format!("line {i}\n")).collect();
            let shown = kept(&text).shown();
            let lines: Vec<&str> = shown.lines().collect();
            assert_eq!(lines.len(), FIRST_LINES + LAST_LINES + 1, "{n}: {shown}");
            assert_eq!(lines[0], "  line 1");
            assert_eq!(lines[FIRST_LINES - 1], "  line 5");
            let between = n - FIRST_LINES - LAST_LINES;
            let word = if between == 1 { "line" } else { "lines" };
            assert_eq!(
                lines[FIRST_LINES],
                format!("  … {} {word} left out …", thousands(between as u64))
            );
            assert_eq!(lines[FIRST_LINES + 1], format!("  line {}", n - 9));
            assert_eq!(*lines.last().unwrap(), format!("  line {n}"));
        }
    }

    #[test]
    fn a_line_cut_where_the_head_or_tail_ends_is_not_shown_as_whole() {
        // Lines of 100 bytes: the head ends inside one, the tail starts inside another.
        let text: String = (0..200).map(|i| format!("{i:099}\n")).collect();
        let stderr = kept(&text);
        assert!(stderr.gap);
        let (first, last) = stderr.kept_lines();
        assert!(
            first.iter().chain(&last).all(|l| l.len() == 99),
            "{first:?}"
        );
        assert_eq!(last.last().map(|l| l.trim_start_matches('0')), Some("199"));
        let shown = stderr.shown();
        assert!(shown.contains("  … 185 lines left out …"), "{shown}");
    }

    #[test]
    fn a_line_wider_than_the_width_ends_in_an_ellipsis() {
        let line = "x".repeat(WIDTH + 5);
        let shown = kept(&format!("{line}\n")).shown();
        assert_eq!(shown, format!("  {}…\n", "x".repeat(WIDTH - 1)));
    }
}
