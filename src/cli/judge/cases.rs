//! The cases of a run: the standard ones or the user's own files, the seeded extras, and
//! `--save-cases`.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use stepdoku_core::format::ParseError;
use stepdoku_core::teaching::judge::{Case, CaseError, Problem, cases};

use crate::cli::input::BadInput;
use crate::cli::progress::Progress;

/// `--case` files when given (only those), else the standard cases; then `extra` random ones.
pub fn gather(
    problem: Problem,
    files: &[PathBuf],
    extra: usize,
    seed: u64,
) -> color_eyre::Result<Vec<Case>> {
    let mut all = if files.is_empty() {
        cases::standard(problem).map_err(unusable)?
    } else {
        files
            .iter()
            .map(|path| own_case(problem, path))
            .collect::<Result<Vec<_>, _>>()?
    };
    // Each takes a puzzle made and solved (a tenth of a second or more): a long list shows
    // how far it is on a terminal's stderr.
    let mut progress = Progress::counting(extra, "case made", "cases made");
    for i in 0..extra {
        all.push(cases::random_case(problem, seed, i).map_err(unusable)?);
        progress.tick();
    }
    progress.finish();
    Ok(all)
}

fn unusable(error: CaseError) -> BadInput {
    match error {
        CaseError::Parse(error) => BadInput::At(error),
        other => BadInput::Unusable(other.to_string()),
    }
}

/// The largest case file read: a judge's cases are a few hundred bytes; this is generous.
const MAX_CASE_BYTES: u64 = 4 * 1024 * 1024;

fn own_case(problem: Problem, path: &Path) -> Result<Case, BadInput> {
    let text = read_case(path)?;
    let name = path
        .file_stem()
        .map_or_else(|| "case".to_owned(), |s| s.to_string_lossy().into_owned());
    let mut case = Case::new(problem, &path.display().to_string(), text).map_err(unusable)?;
    case.name = name;
    Ok(case)
}

/// A case file's text: a regular file of at most [`MAX_CASE_BYTES`], UTF-8. A device or a FIFO
/// could be endless (or block the open), so neither is opened.
fn read_case(path: &Path) -> Result<String, BadInput> {
    let shown = path.display();
    let refuse = |why: String| BadInput::Unusable(format!("{shown}: {why}"));
    let regular = |metadata: &std::fs::Metadata| {
        if !metadata.is_file() {
            return Err(refuse(
                "not a regular file (a device, a FIFO or a folder?): a case is read from a file"
                    .to_owned(),
            ));
        }
        if metadata.len() > MAX_CASE_BYTES {
            return Err(refuse(format!(
                "{} bytes, larger than a case may be ({} MiB)",
                metadata.len(),
                MAX_CASE_BYTES >> 20
            )));
        }
        Ok(())
    };
    let cannot = |e: std::io::Error| BadInput::Unusable(format!("cannot read {shown}: {e}"));
    regular(&std::fs::metadata(path).map_err(cannot)?)?;
    let file = File::open(path).map_err(cannot)?;
    // Swapped for something else between the look and the open: looked at again.
    regular(&file.metadata().map_err(cannot)?)?;
    let mut bytes = Vec::new();
    file.take(MAX_CASE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_CASE_BYTES {
        return Err(refuse(format!(
            "larger than a case may be ({} MiB)",
            MAX_CASE_BYTES >> 20
        )));
    }
    String::from_utf8(bytes).map_err(|e| not_utf8(&shown.to_string(), e.as_bytes(), e.utf8_error()))
}

/// Where the first byte that is not UTF-8 is, as `file:line:col`.
fn not_utf8(name: &str, bytes: &[u8], error: std::str::Utf8Error) -> BadInput {
    let valid = &bytes[..error.valid_up_to()];
    let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let before = String::from_utf8_lossy(&valid[line_start..]);
    BadInput::At(ParseError {
        source_name: name.to_owned(),
        line: valid.split(|&b| b == b'\n').count(),
        column: before.chars().count() + 1,
        message: format!(
            "expected UTF-8 text, found the byte 0x{:02x}",
            bytes.get(error.valid_up_to()).copied().unwrap_or(0)
        ),
    })
}

/// Every case as `NAME.in` and `NAME.out` in `dir` (created if missing), each written as
/// [`super::files`] writes: never through a link, never into a FIFO.
pub fn save(cases: &[Case], dir: &Path) -> Result<(), BadInput> {
    super::files::folder(dir)?;
    for case in cases {
        for (extension, text) in [("in", case.input.clone()), ("out", case.expected_output())] {
            super::files::write(dir, &format!("{}.{extension}", case.name), text.as_bytes())?;
        }
    }
    Ok(())
}
