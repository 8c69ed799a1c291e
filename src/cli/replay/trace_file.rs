//! Reading a replay's trace file: streamed with errors at their place, the judge's note
//! beside it, and the check that one puzzle's moves are never played on another.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

use stepdoku_core::format::ParseError;
use stepdoku_core::teaching::replay::{self, MAX_LINE_BYTES, Numbering, Shape, Trace, TraceError};

use super::ReplayArgs;
use crate::cli::input::{self, BadInput};

/// Is the trace read from stdin (`-`)?
fn from_stdin(args: &ReplayArgs) -> bool {
    args.trace.as_os_str() == "-"
}

/// Refuses a puzzle and a trace both from stdin, before either is read.
pub fn one_stdin(args: &ReplayArgs) -> Result<(), BadInput> {
    if from_stdin(args) && args.puzzle.as_os_str() == "-" {
        return Err(BadInput::Unusable(
            "the puzzle and the trace cannot both be read from stdin: give one of them as a file"
                .to_owned(),
        ));
    }
    Ok(())
}

/// The trace as messages name it: its path, or `<stdin>`.
pub fn shown(args: &ReplayArgs) -> String {
    if from_stdin(args) {
        input::STDIN_NAME.to_owned()
    } else {
        args.trace.display().to_string()
    }
}

/// The trace, streamed from its file or stdin alike: a line past [`MAX_LINE_BYTES`] is an
/// error at its place, and only the first [`replay::MAX_STEPS`] steps are read.
pub fn read_trace(args: &ReplayArgs, shape: Shape) -> Result<Trace, BadInput> {
    let shown = shown(args);
    let reader: Box<dyn BufRead> = if from_stdin(args) {
        Box::new(std::io::stdin().lock())
    } else {
        let file = File::open(&args.trace)
            .map_err(|e| BadInput::Unusable(format!("cannot read {shown}: {e}")))?;
        Box::new(BufReader::new(file))
    };
    let numbering = if args.from_zero {
        Numbering::FromZero
    } else {
        Numbering::FromOne
    };
    let read = replay::parse_reader_of_puzzle(reader, numbering, shape, args.index);
    let mut trace = read.map_err(|e| match e {
        TraceError::LongLine { line, column } => BadInput::At(ParseError {
            source_name: shown.clone(),
            line,
            column,
            message: format!(
                "expected the end of the line within {MAX_LINE_BYTES} bytes (a trace is lines of text)"
            ),
        }),
        TraceError::Io(e) => BadInput::Unusable(format!("cannot read {shown}: {e}")),
    })?;
    // The judge writes its note beside a trace file; stdin has no place beside it.
    if !from_stdin(args)
        && let Some(note) = judge_note(&args.trace)
    {
        trace.note_stop(&note);
    }
    Ok(trace)
}

/// Refuses to play one puzzle's moves on another: a trace whose `puzzle K` lines name no
/// puzzle `--index`, or a trace of a run on a Sudominoku input of several puzzles (BOJ 4574:
/// one run solves them all) with no `puzzle K` lines to tell whose moves are whose.
pub fn one_puzzles_moves(args: &ReplayArgs, shape: Shape, trace: &Trace) -> Result<(), BadInput> {
    let (file, k) = (shown(args), args.index);
    if trace.marks.lines > 0 {
        return if trace.marks.found {
            Ok(())
        } else {
            Err(BadInput::Unusable(format!(
                "{file} has `puzzle K` lines, but none `puzzle {k}`: no move in it is puzzle \
                 {k}'s (--index {k} picks the puzzle)"
            )))
        };
    }
    // A second puzzle in the file: read again up to it (stdin cannot be read twice).
    let several = shape == Shape::Sudominoku
        && (k > 1
            || (args.puzzle.as_os_str() != "-" && input::nth_puzzle(&args.puzzle, 2).is_ok()));
    if !several {
        return Ok(());
    }
    Err(BadInput::Unusable(format!(
        "{} holds several puzzles and {file} has no `puzzle K` line to say which moves are \
         puzzle {k}'s: replayed on puzzle {k}, the other puzzles' moves would be flagged as \
         illegal. Print `puzzle K` on stderr before puzzle K's search, or run the program on \
         puzzle {k} alone (that puzzle, then the line 0) and replay that run's trace (`stepdoku \
         judge 4574 --trace DIR` writes both, NAME.pK.in and NAME.pK.trace, for the puzzle that \
         went wrong in the failure it shows)",
        args.puzzle.display()
    )))
}

/// The judge's note beside a trace (`TRACE.stopped`), when there is one: a small regular file
/// (a link, a FIFO or a device there is no note of the judge's, and is never opened).
fn judge_note(trace: &std::path::Path) -> Option<String> {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let mut name = trace.as_os_str().to_owned();
    name.push(replay::STOPPED_NOTE);
    let path = PathBuf::from(name);
    // Opened without following a link or waiting on a FIFO, then looked at.
    let flags = nix::fcntl::OFlag::O_NOFOLLOW | nix::fcntl::OFlag::O_NONBLOCK;
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags.bits())
        .open(&path)
        .ok()?;
    if !file.metadata().ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    file.take(1024).read_to_end(&mut bytes).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}
