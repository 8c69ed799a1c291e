//! The cases of a run: the standard ones or the user's own files, the seeded extras, and
//! `--save-cases`.

use std::path::{Path, PathBuf};

use color_eyre::eyre::WrapErr;
use stepdoku_core::judge::{Case, CaseError, Problem, cases};

use crate::cli::input::BadInput;

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
    all.extend(cases::random(problem, extra, seed).map_err(unusable)?);
    Ok(all)
}

fn unusable(error: CaseError) -> BadInput {
    match error {
        CaseError::Parse(error) => BadInput::At(error),
        other => BadInput::Unusable(other.to_string()),
    }
}

fn own_case(problem: Problem, path: &Path) -> Result<Case, BadInput> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| BadInput::Unusable(format!("cannot read {}: {e}", path.display())))?;
    let name = path
        .file_stem()
        .map_or_else(|| "case".to_owned(), |s| s.to_string_lossy().into_owned());
    let mut case = Case::new(problem, &path.display().to_string(), text).map_err(unusable)?;
    case.name = name;
    Ok(case)
}

/// Every case as `NAME.in` and `NAME.out` in `dir` (created if missing).
pub fn save(cases: &[Case], dir: &Path) -> color_eyre::Result<()> {
    std::fs::create_dir_all(dir).wrap_err_with(|| format!("cannot create {}", dir.display()))?;
    for case in cases {
        for (extension, text) in [("in", case.input.clone()), ("out", case.expected_output())] {
            let path = dir.join(format!("{}.{extension}", case.name));
            std::fs::write(&path, text)
                .wrap_err_with(|| format!("cannot write {}", path.display()))?;
        }
    }
    Ok(())
}
