//! Standard output for a command that writes to it from many places: a write that fails (a
//! full disk, a closed terminal) says it was standard output that failed, never the input the
//! command was reading, and keeps the error's kind, so a reader gone away (`| head`) is still
//! known as a broken pipe and ends the command quietly.

use std::io::{self, StdoutLock, Write};

/// Standard output, locked, whose errors name it.
pub struct Stdout(StdoutLock<'static>);

/// Standard output for one command's writes.
pub fn stdout() -> Stdout {
    Stdout(io::stdout().lock())
}

fn named(error: &io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", super::STDOUT_FAILED))
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(|e| named(&e))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(|e| named(&e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_write_names_standard_output_and_keeps_its_kind() {
        let error = named(&io::Error::from(io::ErrorKind::BrokenPipe));
        assert_eq!(error.kind(), io::ErrorKind::BrokenPipe);
        assert!(
            error
                .to_string()
                .starts_with("cannot write to standard output: "),
            "{error}"
        );
    }
}
