//! The lines `solve` writes on stderr (no solution, gave up, `--stats`), kept in order with
//! the answers on stdout but, when stderr is no terminal, written many at a time: a file of
//! boards without a solution otherwise costs a system call per board.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write};

use super::super::progress::Progress;

/// Bytes of notes held back at most.
const HOLD: usize = 8192;

pub struct Notes {
    pending: String,
    /// Notes are held back (stderr is a file or a pipe, not a person's terminal).
    batch: bool,
}

impl Notes {
    pub fn new() -> Self {
        Self {
            pending: String::new(),
            batch: !std::io::stderr().is_terminal(),
        }
    }

    /// Before an answer goes to `out`: the notes that came before it go out first.
    pub fn before_answer(&mut self) {
        if !self.pending.is_empty() {
            self.flush();
        }
    }

    /// A note after the answers written to `out` so far.
    pub fn say(
        &mut self,
        out: &mut impl Write,
        progress: &mut Progress,
        line: std::fmt::Arguments<'_>,
    ) -> std::io::Result<()> {
        if self.pending.is_empty() {
            out.flush()?;
        }
        if !self.batch {
            progress.say(line);
            return Ok(());
        }
        // Written straight into the held text: a file of boards without a solution makes a
        // note per board, and a string of its own per note showed in its profile.
        let _ = writeln!(self.pending, "{line}");
        if self.pending.len() >= HOLD {
            self.flush();
        }
        Ok(())
    }

    /// Write the notes held back, each line escaped (as `cli::say` does, a failed write to
    /// stderr is dropped).
    pub fn flush(&mut self) {
        super::super::say_lines(&self.pending);
        self.pending.clear();
    }
}
