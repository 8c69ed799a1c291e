//! The terminal the progress bar is drawn on: stderr, said to be a few columns narrower than
//! it is. A bar line is padded to the width it is given and the cursor left at its end; on a
//! line filled to the last column, the `^C` a terminal echoes at the cursor on Ctrl-C wraps to
//! the line below, and clearing the bar then clears that line and leaves the bar on screen
//! above what follows. The columns kept free hold the echo on the bar's own line.

use std::io::{self, Write};

use indicatif::TermLike;
use stepdoku_core::text::escape;

/// Columns left free at the right of the bar's line: `^C`, and one to spare.
const ECHO_ROOM: u16 = 3;

/// Stderr as a terminal to draw on.
#[derive(Debug)]
pub struct Stderr;

impl Stderr {
    /// `control` (a cursor movement of the bar's, written as it is), then `text` escaped: the
    /// bar's text is the judge's own, and still nothing reaches the terminal unescaped.
    fn write(control: &str, text: &str) -> io::Result<()> {
        write!(io::stderr().lock(), "{control}{}", escape(text))
    }

    /// `ESC [ n X`, nothing when `n` is 0 (a count of 0 moves one step on most terminals).
    fn step(n: usize, direction: char) -> io::Result<()> {
        if n == 0 {
            return Ok(());
        }
        Self::write(&format!("\x1b[{n}{direction}"), "")
    }
}

impl TermLike for Stderr {
    fn width(&self) -> u16 {
        let columns = crossterm::terminal::size().map_or(80, |(columns, _)| columns);
        columns.saturating_sub(ECHO_ROOM).max(1)
    }

    fn height(&self) -> u16 {
        crossterm::terminal::size().map_or(24, |(_, rows)| rows)
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        Self::step(n, 'A')
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        Self::step(n, 'B')
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        Self::step(n, 'C')
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        Self::step(n, 'D')
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        Self::write("", s)?;
        Self::write("\n", "")
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        Self::write("", s)
    }

    fn clear_line(&self) -> io::Result<()> {
        Self::write("\r\x1b[2K", "")
    }

    /// Nothing to do: stderr is not buffered, each write is on the terminal already.
    fn flush(&self) -> io::Result<()> {
        Ok(())
    }
}
