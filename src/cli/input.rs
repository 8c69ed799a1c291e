//! Reading the puzzle file (or standard input) of a subcommand: one place for the rules every
//! subcommand shares — the library's streaming reader (lines checked as UTF-8 with a position,
//! no line longer than a puzzle's), and one error type that the top level prints as a single
//! line with exit status 2.

use std::fmt;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::bundled;
use color_eyre::eyre::eyre;
use stepdoku_core::format::{self, Format, ParseError, Puzzle, Puzzles, ReadError};
use stepdoku_core::game::PuzzleSource;
use stepdoku_core::grid::Grid;

use super::batch;

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
            BadInput::At(error) => write!(f, "stepdoku: {error}"),
        }
    }
}

impl std::error::Error for BadInput {}

impl From<ParseError> for BadInput {
    fn from(error: ParseError) -> Self {
        BadInput::At(error)
    }
}

/// Standard input goes by `<stdin>` in places, but a failure to read it says so in words.
impl From<ReadError> for BadInput {
    fn from(error: ReadError) -> Self {
        match error {
            ReadError::Parse(error) => BadInput::At(error),
            ReadError::Io { source_name, error } if source_name == STDIN_NAME => {
                BadInput::Unusable(format!("cannot read standard input: {error}"))
            }
            ReadError::Io { source_name, error } => {
                BadInput::Unusable(format!("cannot read {source_name}: {error}"))
            }
        }
    }
}

/// The puzzles of an input as they are read ([`format::stream`]), with what a progress bar
/// needs: the input's size when known and the bytes read so far.
pub struct Stream {
    pub name: String,
    pub puzzles: Puzzles<Box<dyn BufRead + Send>>,
    pub size: Option<u64>,
    pub read: Arc<AtomicU64>,
}

impl Stream {
    /// Puzzles are handed to the workers in batches when they come from a file, one by one
    /// otherwise (a pipe may be fed by hand, and each answer should come at once).
    pub fn pace(&self) -> batch::Pace {
        if self.size.is_some() {
            batch::Pace::Batched
        } else {
            batch::Pace::EachAtOnce
        }
    }

    /// The puzzles as classic grids with their lines, in order; the first Sudominoku is an
    /// error at its line (`what` says what needs a classic puzzle), and so is bad input.
    pub fn classic(
        self,
        what: &'static str,
    ) -> impl Iterator<Item = Result<(usize, Grid), BadInput>> + Send + 'static {
        let name = self.name;
        self.puzzles.map(move |item| {
            let (line, puzzle) = item?;
            match puzzle {
                Puzzle::Classic(grid) => Ok((line, grid)),
                Puzzle::Sudominoku(_) => Err(BadInput::At(ParseError {
                    source_name: name.clone(),
                    line,
                    column: 1,
                    message: format!("{what} a classic 9×9 puzzle; this is a Sudominoku"),
                })),
            }
        })
    }
}

/// Open `file` (standard input for `None` or `-`) and start reading its puzzles; `forced`
/// skips format detection. The first line with content is read here, so an input that is
/// empty or not a puzzle at all is an error at once.
pub fn stream(file: Option<&Path>, forced: Option<Format>) -> Result<Stream, BadInput> {
    let read = Arc::new(AtomicU64::new(0));
    let (name, input, size): (String, Box<dyn Read + Send>, Option<u64>) = match file {
        Some(path) if path.as_os_str() != "-" => {
            let name = path.display().to_string();
            let file = File::open(path)
                .map_err(|e| BadInput::Unusable(format!("cannot read {name}: {e}")))?;
            let size = file
                .metadata()
                .ok()
                .filter(std::fs::Metadata::is_file)
                .map(|m| m.len());
            (name, Box::new(file), size)
        }
        _ => (
            STDIN_NAME.to_owned(),
            Box::new(std::io::stdin()),
            stdin_size(),
        ),
    };
    // The buffer reads the file straight in: a counting `Read` beneath it would have the
    // buffer zeroed first (64 KiB, 16 pages to fault in before the first puzzle).
    let reader: Box<dyn BufRead + Send> = Box::new(CountingReader {
        inner: BufReader::with_capacity(64 * 1024, input),
        taken: 0,
        read: Arc::clone(&read),
    });
    let puzzles = format::stream(&name, reader, forced)?;
    Ok(Stream {
        name,
        puzzles,
        size,
        read,
    })
}

/// The size of standard input when it is a file (`stepdoku solve < file`), not a pipe.
fn stdin_size() -> Option<u64> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
        let metadata = File::from(fd).metadata().ok()?;
        metadata.is_file().then_some(metadata.len())
    }
    #[cfg(not(unix))]
    None
}

/// A buffered reader that counts the bytes taken from it, for the progress bar.
struct CountingReader<B> {
    inner: B,
    taken: u64,
    read: Arc<AtomicU64>,
}

impl<B> CountingReader<B> {
    /// One reader thread writes the count, so a plain store publishes it.
    fn took(&mut self, n: usize) {
        self.taken += n as u64;
        self.read.store(self.taken, Ordering::Relaxed);
    }
}

impl<B: BufRead> Read for CountingReader<B> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.took(n);
        Ok(n)
    }
}

impl<B: BufRead> BufRead for CountingReader<B> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.inner.fill_buf()
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
        self.took(amount);
    }
}

/// The 0-based position of the puzzle `--index n` names (counted from 1), or a usage error
/// that says how many `label` holds.
pub fn pick(label: &str, n: usize, count: usize) -> Result<usize, BadInput> {
    if n == 0 {
        return Err(from_one());
    }
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

/// `--index 0`: puzzles are counted from 1.
fn from_one() -> BadInput {
    BadInput::Unusable(
        "--index 0 names no puzzle: indexes count from 1 (--index 1 is the first)".to_owned(),
    )
}

/// Puzzle `index` (from 1) of `file` (`-`: stdin; none: the bundled classic) and its source,
/// for the commands that follow one puzzle (watch, trace, race, replay); bad input is a
/// [`BadInput`] (exit status 2). Reading stops once that puzzle is complete: a pipe that stays
/// open after it, or whatever follows it (more puzzles, a partial one, an endless stream), is
/// never waited for. The collection is then not counted ([`PuzzleSource::UNCOUNTED`]).
pub fn one_puzzle(
    file: Option<&Path>,
    index: usize,
) -> color_eyre::Result<(PuzzleSource, format::Puzzle)> {
    one_puzzle_placed(file, index).map(|(source, puzzle, _)| (source, puzzle))
}

/// [`one_puzzle`], and where the puzzle starts, for a command that cannot use that kind of
/// puzzle to say so at its place.
pub fn one_puzzle_placed(
    file: Option<&Path>,
    index: usize,
) -> color_eyre::Result<(PuzzleSource, format::Puzzle, Place)> {
    let Some(file) = file else {
        let classic = bundled::find("classic").ok_or_else(|| eyre!("no bundled puzzle"))?;
        let path = format!("puzzles/{}", classic.file);
        let mut document = format::parse(&path, classic.text(), None).map_err(BadInput::from)?;
        let count = document.puzzles.len();
        let index = pick(&path, index, count)?;
        let line = document.lines.get(index).copied().unwrap_or(1);
        let puzzle = document.puzzles.swap_remove(index);
        let source = PuzzleSource::new(classic.file, Some(path.clone()), index, count);
        return Ok((source, puzzle, Place { name: path, line }));
    };
    Ok(nth_puzzle_placed(file, index)?)
}

/// Where a puzzle starts in its input.
#[derive(Clone, Debug)]
pub struct Place {
    /// The input as its parse errors name it: the path given, or `<stdin>`.
    name: String,
    line: usize,
}

impl Place {
    /// The puzzle is the wrong kind for the command: bad input at the puzzle's first line,
    /// in the form of every other (`file:line:1: message`, exit status 2).
    pub fn refuse(&self, message: impl Into<String>) -> BadInput {
        BadInput::At(ParseError {
            source_name: self.name.clone(),
            line: self.line,
            column: 1,
            message: message.into(),
        })
    }
}

/// Puzzle `n` (from 1) of `file`, read up to its end and no further.
pub fn nth_puzzle(file: &Path, n: usize) -> Result<(PuzzleSource, format::Puzzle), BadInput> {
    nth_puzzle_placed(file, n).map(|(source, puzzle, _)| (source, puzzle))
}

/// [`nth_puzzle`], and the line it starts on.
fn nth_puzzle_placed(
    file: &Path,
    n: usize,
) -> Result<(PuzzleSource, format::Puzzle, Place), BadInput> {
    if n == 0 {
        // said before reading: the file may hold many puzzles, and none is numbered 0
        return Err(from_one());
    }
    let (named, mut puzzles) = open_named(file)?;
    let mut read = 0;
    while read < n {
        let Some(item) = puzzles.next() else { break };
        let (line, puzzle) = item?;
        read += 1;
        if read == n {
            let place = Place {
                name: named.shown(),
                line,
            };
            return Ok((named.at(n - 1, PuzzleSource::UNCOUNTED), puzzle, place));
        }
    }
    // `n` is past the end: the usage error that says how many there are.
    pick(&named.shown(), n, read)?;
    Err(BadInput::Unusable(format!(
        "{} holds no puzzle {n}",
        named.shown()
    )))
}

/// Where the puzzles of a file came from, before it is known which one is played.
pub struct Named {
    name: String,
    path: Option<String>,
}

impl Named {
    /// How messages name the input: its path, or `<stdin>`.
    pub fn shown(&self) -> String {
        self.path.clone().unwrap_or_else(|| self.name.clone())
    }

    pub fn at(self, index: usize, count: usize) -> PuzzleSource {
        PuzzleSource::new(self.name, self.path, index, count)
    }
}

/// Opens `file` (`-`: stdin) and says how to name it.
fn open_named(file: &Path) -> Result<(Named, Puzzles<Box<dyn BufRead + Send>>), BadInput> {
    let stdin = file.as_os_str() == "-";
    let stream = stream(Some(file), None)?;
    let name = match file.file_name() {
        Some(n) if !stdin => n.to_string_lossy().into_owned(),
        _ => stream.name.clone(),
    };
    let path = (!stdin).then(|| stream.name.clone());
    Ok((Named { name, path }, stream.puzzles))
}

/// How far [`each_puzzle`] read.
pub struct Counted {
    pub named: Named,
    /// The puzzles handed on.
    pub count: usize,
    /// Whether the input ended there (else it was cut at the limit, and may hold more).
    pub whole: bool,
}

/// Streams the puzzles of `file` (`-`: stdin) to `each` with their 0-based positions, holding
/// one at a time, and stops after `limit` of them: an endless stream ends too.
pub fn each_puzzle(
    file: &Path,
    limit: usize,
    mut each: impl FnMut(usize, format::Puzzle),
) -> Result<Counted, BadInput> {
    let (named, mut puzzles) = open_named(file)?;
    let mut count = 0;
    while count < limit {
        let Some(item) = puzzles.next() else {
            return Ok(Counted {
                named,
                count,
                whole: true,
            });
        };
        let (_, puzzle) = item?;
        each(count, puzzle);
        count += 1;
    }
    Ok(Counted {
        named,
        count,
        whole: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_follows_what_was_taken_however_it_was_taken() {
        let text = "line one\nline two\n".repeat(50);
        let read = Arc::new(AtomicU64::new(0));
        let mut counted = CountingReader {
            // A small buffer, so that reading refills it many times.
            inner: BufReader::with_capacity(7, text.as_bytes()),
            taken: 0,
            read: Arc::clone(&read),
        };
        let mut line = String::new();
        counted.read_line(&mut line).unwrap();
        assert_eq!(read.load(Ordering::Relaxed), 9);
        let mut word = [0u8; 5];
        counted.read_exact(&mut word).unwrap();
        assert_eq!(read.load(Ordering::Relaxed), 14);
        let mut rest = Vec::new();
        counted.read_to_end(&mut rest).unwrap();
        assert_eq!(read.load(Ordering::Relaxed), text.len() as u64);
    }
}
