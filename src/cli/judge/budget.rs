//! How much the traces of one `judge --trace` run may take on disk in all: each is cut at
//! [`TRACE_CAP`], and the run's traces together at [`TOTAL`], or at what the disk holding the
//! folder had free at the start less [`MARGIN`]. A case past the budget is judged all the same,
//! without its trace; a trace, or a case's input or note beside it, that cannot be written (a
//! full disk) ends the tracing too, and the cases are judged all the same.

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::run::{TRACE_CAP, Written};
use super::{Judge, files};
use crate::cli::input::BadInput;
use crate::tui::text::thousands;

/// The most the traces of one run may take: enough for a few cases cut at [`TRACE_CAP`],
/// little enough that a program printing without end on every case cannot fill a disk.
pub const TOTAL: u64 = 1 << 30;

/// What the judge leaves free on the disk of the trace folder, whatever the budget.
pub const MARGIN: u64 = 256 << 20;

/// Sets the budget in bytes in place of [`TOTAL`]: for tests, which cannot write a GiB. The
/// disk's free space still counts, as without it.
pub const BUDGET_ENV: &str = "STEPDOKU_TRACE_BUDGET";

/// Why traces stop being kept.
#[derive(Clone, Debug)]
enum Bound {
    /// The run's total ([`TOTAL`] or the override), in bytes.
    Total(u64),
    /// The disk held this much free at the start.
    Disk(u64),
    /// Writing a file failed: which (`trace`, `case's input`), and the words of the error,
    /// with the file.
    Failed(&'static str, String),
}

/// The budget of one run, spent case by case (one case runs at a time).
pub struct Budget {
    left: Cell<u64>,
    bound: RefCell<Bound>,
    /// The cases whose traces were not kept (or kept only in part).
    short: RefCell<BTreeSet<String>>,
    /// The cases a file of whose could not be written (its trace, its input, the note beside
    /// its trace): which, and why. No replay of theirs can be offered.
    lost: RefCell<BTreeMap<String, (&'static str, String)>>,
}

/// What the judge does with the trace of the next case.
pub enum Next {
    /// Write up to this many bytes.
    Keep(u64),
    /// Keep none: the budget is spent. Why, in words.
    Drop(String),
}

impl Budget {
    /// The budget of a run writing its traces into `dir`.
    pub fn new(dir: &Path) -> Result<Self, BadInput> {
        let total = match std::env::var(BUDGET_ENV) {
            Ok(text) => text.trim().parse::<u64>().map_err(|_| {
                BadInput::Unusable(format!(
                    "{BUDGET_ENV}: expected a number of bytes, not {text:?}"
                ))
            })?,
            Err(_) => TOTAL,
        };
        Ok(Self::within(total, free_space(dir)))
    }

    /// A budget of `total`, or of what fits in `free` bytes less [`MARGIN`] (`None`: unknown).
    fn within(total: u64, free: Option<u64>) -> Self {
        let (left, bound) = match free {
            Some(free) if free.saturating_sub(MARGIN) < total => {
                (free.saturating_sub(MARGIN), Bound::Disk(free))
            }
            _ => (total, Bound::Total(total)),
        };
        Self {
            left: Cell::new(left),
            bound: RefCell::new(bound),
            short: RefCell::default(),
            lost: RefCell::default(),
        }
    }

    /// What to do with the trace of the next case.
    pub fn next(&self) -> Next {
        match self.left.get() {
            0 => Next::Drop(self.why()),
            left => Next::Keep(left.min(TRACE_CAP)),
        }
    }

    /// Take what the trace of `name` used (written into `path`); the words to say of it, when
    /// it was cut or could not be written.
    pub fn spend(&self, name: &str, path: &Path, room: u64, written: &Written) -> Option<String> {
        self.left.set(self.left.get().saturating_sub(written.bytes));
        if let Some(error) = &written.error {
            let error = format!("cannot write the trace {}: {error}", path.display());
            self.left.set(0);
            *self.bound.borrow_mut() = Bound::Failed("trace", error.clone());
            self.short.borrow_mut().insert(name.to_owned());
            return Some(format!(
                "{name}: {error}; it holds only the first {} the program wrote, and the traces \
                 of later cases are not kept (the cases are judged all the same)",
                size(written.bytes)
            ));
        }
        if !written.cut {
            return None;
        }
        if room >= TRACE_CAP {
            return Some(format!(
                "{name}: the trace was cut at {} (as much as `stepdoku replay` reads)",
                size(TRACE_CAP)
            ));
        }
        self.short.borrow_mut().insert(name.to_owned());
        Some(format!(
            "{name}: the trace was cut at {}: {}; the traces of later cases are not kept \
             (the cases are judged all the same)",
            size(written.bytes),
            self.why()
        ))
    }

    /// Note that the file `file` (`trace`, `input`) of the case `name` could not be written
    /// (`error`, naming it): no later trace is kept, since the disk is likely full, and no
    /// replay of this case is offered.
    pub fn failed(&self, name: &str, file: &'static str, error: &str) {
        self.left.set(0);
        let earlier = if file == "trace" {
            "trace"
        } else {
            "case's file"
        };
        *self.bound.borrow_mut() = Bound::Failed(earlier, error.to_owned());
        self.short.borrow_mut().insert(name.to_owned());
        self.lost
            .borrow_mut()
            .insert(name.to_owned(), (file, error.to_owned()));
    }

    /// Note that the trace of `name` was not kept; the words to say of it.
    pub fn dropped(&self, name: &str, why: &str) -> String {
        self.short.borrow_mut().insert(name.to_owned());
        format!("{name}: its trace was not kept: {why} (the case is judged all the same)")
    }

    /// Was the trace of `name` kept whole? `false` once it was cut short by the budget or a
    /// failed write, or not kept at all.
    pub fn whole(&self, name: &str) -> bool {
        !self.short.borrow().contains(name)
    }

    /// Why no more traces are kept, in words.
    pub fn why(&self) -> String {
        match &*self.bound.borrow() {
            Bound::Total(total) => format!(
                "the traces of this run used up their budget of {}",
                size(*total)
            ),
            Bound::Disk(free) => format!(
                "the disk of the trace folder had {} free at the start, and the judge leaves \
                 {} of it free",
                size(*free),
                size(MARGIN)
            ),
            Bound::Failed(what, error) => {
                format!("an earlier {what} could not be written ({error})")
            }
        }
    }
}

/// What is missing of a case's trace.
pub enum Missing {
    /// It was not kept: why.
    All(String),
    /// It holds only its first part.
    End,
    /// A file a replay needs could not be written: which (`input`, `trace`, …), and why.
    Lost(&'static str, String),
}

impl Judge<'_> {
    /// What is missing of the trace of `name`, `None` when it was kept whole.
    pub(super) fn trace_missing(&self, name: &str) -> Option<Missing> {
        let (dir, budget) = (self.trace?, self.budget.as_ref()?);
        if let Some((file, error)) = budget.lost.borrow().get(name) {
            Some(Missing::Lost(file, error.clone()))
        } else if budget.whole(name) {
            None
        } else if trace_path(dir, name).is_file() {
            Some(Missing::End)
        } else {
            Some(Missing::All(budget.why()))
        }
    }

    /// The command that replays the trace of `name` (of `what`, in words) and the line that
    /// offers it; no command when the trace was not kept.
    pub(super) fn replay_offer(
        &self,
        name: &str,
        what: &str,
        replay: Vec<OsString>,
    ) -> (Option<Vec<OsString>>, String) {
        let run = format!("run: stepdoku {}", super::open::shell_words(&replay));
        match self.trace_missing(name) {
            None => (
                Some(replay),
                format!("to step through your program's search on {what}, {run}"),
            ),
            Some(Missing::End) => (
                Some(replay),
                format!(
                    "to step through your program's search on {what} as far as its trace was \
                     kept, {run}"
                ),
            ),
            Some(Missing::Lost(file, error)) => (
                None,
                format!(
                    "no replay of your program's search on {what}: its {file} was not kept \
                     ({error})"
                ),
            ),
            Some(Missing::All(why)) => (
                None,
                format!(
                    "no replay of your program's search on {what}: its trace was not kept \
                     ({why})"
                ),
            ),
        }
    }
}

impl Judge<'_> {
    /// Write `NAME.in`, the input of the case `name`, beside its trace in `dir`.
    pub(super) fn keep_input(&self, dir: &Path, name: &str, input: &[u8]) {
        let written = files::write(dir, &format!("{name}.in"), input);
        self.kept(name, "input", written);
    }

    /// The file `file` of the case `name` (its `input`, `trace`, the `note` beside its trace)
    /// written, or why not: a write that fails (a full disk) is said, ends the keeping of
    /// traces as a trace's failed write does, and leaves the run going: every case is judged.
    /// `true` when it was written.
    pub(super) fn kept(
        &self,
        name: &str,
        file: &'static str,
        written: Result<(), BadInput>,
    ) -> bool {
        let Err(error) = written else {
            return true;
        };
        let error = match error {
            BadInput::Unusable(words) => words,
            other @ BadInput::At(_) => other.to_string(),
        };
        super::super::say(format!(
            "{name}: its {file} was not kept: {error}; the traces of later cases are not kept \
             (the cases are judged all the same)"
        ));
        if let Some(budget) = &self.budget {
            budget.failed(name, file, &error);
        }
        false
    }
}

/// The bytes free to an unprivileged user on the disk holding `dir`; `None` when unknown.
#[expect(
    clippy::useless_conversion,
    reason = "both are u64 on 64-bit Linux; the conversions keep 32-bit targets building"
)]
fn free_space(dir: &Path) -> Option<u64> {
    let stat = nix::sys::statvfs::statvfs(dir).ok()?;
    u64::from(stat.blocks_available()).checked_mul(u64::from(stat.fragment_size()))
}

/// `1 GiB`, `256 MiB`, `12 KiB`, `1,000 bytes`: exact, in the largest unit that divides it.
pub fn size(bytes: u64) -> String {
    match bytes {
        0 => "0 bytes".to_owned(),
        b if b.is_multiple_of(1 << 30) => format!("{} GiB", b >> 30),
        b if b.is_multiple_of(1 << 20) => format!("{} MiB", b >> 20),
        b if b.is_multiple_of(1 << 10) => format!("{} KiB", b >> 10),
        1 => "1 byte".to_owned(),
        b => format!("{} bytes", thousands(b)),
    }
}

/// `DIR/NAME.trace`.
pub fn trace_path(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}.trace"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(budget: &Budget) -> Option<u64> {
        match budget.next() {
            Next::Keep(room) => Some(room),
            Next::Drop(_) => None,
        }
    }

    #[test]
    fn the_budget_is_the_total_or_the_free_space_less_the_margin_whichever_is_less() {
        let roomy = Budget::within(TOTAL, Some(100 << 30));
        assert_eq!(room(&roomy), Some(TRACE_CAP));
        assert!(roomy.why().contains("budget of 1 GiB"), "{}", roomy.why());
        let tight = Budget::within(TOTAL, Some(300 << 20));
        assert_eq!(room(&tight), Some(44 << 20));
        assert_eq!(
            tight.why(),
            "the disk of the trace folder had 300 MiB free at the start, and the judge leaves \
             256 MiB of it free"
        );
        let written = Written {
            bytes: 44 << 20,
            cut: true,
            error: None,
        };
        let said = tight.spend("a", Path::new("t/a.trace"), 44 << 20, &written);
        assert_eq!(
            said.as_deref(),
            Some(
                "a: the trace was cut at 44 MiB: the disk of the trace folder had 300 MiB free \
                 at the start, and the judge leaves 256 MiB of it free; the traces of later \
                 cases are not kept (the cases are judged all the same)"
            )
        );
        assert_eq!(room(&tight), None);
        assert!(!tight.whole("a"));
        assert_eq!(room(&Budget::within(TOTAL, Some(100 << 20))), None);
        assert_eq!(room(&Budget::within(TOTAL, None)), Some(TRACE_CAP));
    }

    #[test]
    fn sizes_are_exact_in_their_largest_whole_unit() {
        assert_eq!(size(1 << 30), "1 GiB");
        assert_eq!(size(256 << 20), "256 MiB");
        assert_eq!(size(3 << 10), "3 KiB");
        assert_eq!(size(1_000_000), "1,000,000 bytes");
        assert_eq!(size(1), "1 byte");
        assert_eq!(size(0), "0 bytes");
    }
}
