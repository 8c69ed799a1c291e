//! The files the judge writes into a folder the user named (`--trace DIR`, `--save-cases DIR`):
//! each is written under a new temporary name (created, never opened: no link is followed,
//! no FIFO waited on) and renamed over its own name at the end. A name already taken by
//! anything but a regular file (a symbolic link, a FIFO, a socket, a device, a folder) is
//! refused: the judge replaces only files like the ones it writes.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use crate::cli::input::BadInput;

/// A file being written: a temporary one beside its final name.
pub struct Pending {
    temp: NamedTempFile,
    target: PathBuf,
}

/// The folder `dir`, made when missing; refused, saying what it is, when it is something else.
pub fn folder(dir: &Path) -> Result<(), BadInput> {
    // A link to a folder is a folder to write in; anything else by that name is not.
    if !dir.is_dir()
        && let Ok(metadata) = std::fs::symlink_metadata(dir)
    {
        return Err(BadInput::Unusable(format!(
            "{} is {}, not a folder (remove it, or name another folder)",
            dir.display(),
            kind(metadata.file_type())
        )));
    }
    std::fs::create_dir_all(dir).map_err(|e| cannot("create the folder", dir, &e))?;
    if !dir.is_dir() {
        return Err(BadInput::Unusable(format!(
            "{}: not a folder",
            dir.display()
        )));
    }
    Ok(())
}

/// Start writing `dir/name`.
pub fn create(dir: &Path, name: &str) -> Result<Pending, BadInput> {
    let target = dir.join(name);
    refuse_other_kinds(&target)?;
    let temp = tempfile::Builder::new()
        .prefix(".stepdoku-")
        .tempfile_in(dir)
        .map_err(|e| cannot("write in", dir, &e))?;
    Ok(Pending { temp, target })
}

impl Pending {
    /// The temporary file, to write to (also from another thread, through a clone).
    pub fn file(&self) -> &File {
        self.temp.as_file()
    }

    /// Give the file its name (replacing a regular file of that name).
    pub fn finish(self) -> Result<(), BadInput> {
        refuse_other_kinds(&self.target)?;
        let target = self.target;
        self.temp
            .persist(&target)
            .map(drop)
            .map_err(|e| cannot("write", &target, &e.error))
    }
}

/// Write `dir/name` whole.
pub fn write(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), BadInput> {
    let pending = create(dir, name)?;
    let target = pending.target.clone();
    pending
        .file()
        .write_all(bytes)
        .map_err(|e| cannot("write", &target, &e))?;
    pending.finish()
}

/// Remove `dir/name` when it is a regular file (a note left by an earlier run); nothing when
/// there is none.
pub fn remove(dir: &Path, name: &str) -> Result<(), BadInput> {
    let target = dir.join(name);
    refuse_other_kinds(&target)?;
    match std::fs::remove_file(&target) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(cannot("remove", &target, &e)),
        _ => Ok(()),
    }
}

/// Refuse, before anything runs, the names among `names` in `dir` the judge could not write:
/// a refusal after a case has run would leave its files half written.
pub fn writable(dir: &Path, names: impl IntoIterator<Item = String>) -> Result<(), BadInput> {
    names
        .into_iter()
        .try_for_each(|name| refuse_other_kinds(&dir.join(name)))
}

fn refuse_other_kinds(target: &Path) -> Result<(), BadInput> {
    match std::fs::symlink_metadata(target) {
        Ok(metadata) if metadata.file_type().is_file() => Ok(()),
        Ok(metadata) => Err(BadInput::Unusable(format!(
            "{}: already there as {}, not a regular file: the judge writes only files of its \
             own there (remove it, or choose another folder)",
            target.display(),
            kind(metadata.file_type())
        ))),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(cannot("write", target, &e)),
    }
}

fn kind(file_type: std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if file_type.is_symlink() {
        "a symbolic link"
    } else if file_type.is_dir() {
        "a folder"
    } else if file_type.is_file() {
        "a file"
    } else if file_type.is_fifo() {
        "a FIFO"
    } else if file_type.is_socket() {
        "a socket"
    } else if file_type.is_block_device() || file_type.is_char_device() {
        "a device"
    } else {
        "something else"
    }
}

fn cannot(what: &str, path: &Path, error: &io::Error) -> BadInput {
    BadInput::Unusable(format!("cannot {what} {}: {error}", path.display()))
}
